/// The completion handler the system passes with `performActionFor`; it takes whether the action succeeded
/// (platform-facts §5). It counts its calls so a test can prove it ran exactly once.
public final class CompletionHandler {
    public let id: Int
    private let log: DeliveryLog

    init(id: Int, log: DeliveryLog) {
        self.id = id
        self.log = log
    }

    /// Calls the handler, as the app calls `completionHandler(succeeded)`.
    public func callAsFunction(_ succeeded: Bool) {
        log.record(.completionCalled(id: id, succeeded: succeeded))
    }
}

/// The system's view of an app: receives callbacks and answers where UIKit expects an answer.
public protocol SimulatedApp: AnyObject {
    /// Receives one callback. The result is the method's return value for `willFinishLaunching` and
    /// `didFinishLaunching` and ignored for the others. `completion` is set for the two `performActionFor` methods.
    func receive(_ callback: AppCallback, completion: CompletionHandler?) -> Bool
}
