import HomeScreen
import QuickActionKit

/// A simulated app for the delivery tests: it records every callback it receives, answers the two launch methods
/// with configurable Bools (`true` by default, as Xcode's templates do), and calls the completion handlers it
/// receives as configured.
final class RecordingApp: SimulatedApp {
    /// What `application(_:willFinishLaunchingWithOptions:)` returns.
    var willFinishLaunchingResult: Bool
    /// What `application(_:didFinishLaunchingWithOptions:)` returns.
    var didFinishLaunchingResult: Bool
    /// The values the app passes to each completion handler it receives, one call per value, while handling the
    /// callback. Empty: the app never calls it (it may still call it later through `completionHandlers`).
    var completionCalls: [Bool]

    /// Every callback, in the order the app received it.
    private(set) var received: [AppCallback] = []
    /// Every completion handler the app received, in order.
    private(set) var completionHandlers: [CompletionHandler] = []
    /// The callbacks that came with a completion handler.
    private(set) var callbacksWithCompletion: [AppCallback] = []

    init(willFinishLaunching: Bool = true, didFinishLaunching: Bool = true, completionCalls: [Bool] = []) {
        self.willFinishLaunchingResult = willFinishLaunching
        self.didFinishLaunchingResult = didFinishLaunching
        self.completionCalls = completionCalls
    }

    func receive(_ callback: AppCallback, completion: CompletionHandler?) -> Bool {
        received.append(callback)
        if let completion {
            completionHandlers.append(completion)
            callbacksWithCompletion.append(callback)
            for succeeded in completionCalls { completion(succeeded) }
        }
        switch callback {
        case .willFinishLaunching: return willFinishLaunchingResult
        case .didFinishLaunching: return didFinishLaunchingResult
        default: return true
        }
    }
}
