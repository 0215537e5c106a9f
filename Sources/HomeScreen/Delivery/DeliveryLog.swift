import QuickActionKit

/// What happened during a simulated delivery, in order: callbacks with the source of their order, what the app
/// returned, completion-handler calls, and where the system lost a chosen action.
public final class DeliveryLog {
    public enum Entry: Sendable, Hashable, Codable {
        /// The system called the app. `source` names the rule behind this step (platform-facts §5 source or
        /// `observed`).
        case callback(AppCallback, source: String)
        /// The app's return value from the previous callback.
        case returned(Bool)
        case completionCalled(id: Int, succeeded: Bool)
        /// A chosen action the app's code will never see, and why.
        case lost(ShortcutItem, reason: String)
        /// The user chose a quick action (or tapped the icon: `nil`).
        case chosen(ShortcutItem?)
    }

    public private(set) var entries: [Entry] = []
    private var nextCompletion = 1

    public init() {}

    func record(_ entry: Entry) { entries.append(entry) }

    func makeCompletionHandler() -> CompletionHandler {
        defer { nextCompletion += 1 }
        return CompletionHandler(id: nextCompletion, log: self)
    }

    /// The callbacks in order.
    public var callbacks: [AppCallback] {
        entries.compactMap { if case .callback(let callback, _) = $0 { return callback } else { return nil } }
    }

    /// Completion handlers the system handed out, by id.
    public var completionHandlerIDs: [Int] {
        callbacks.compactMap {
            switch $0 {
            case .performAction(_, let id), .windowScenePerformAction(_, _, let id): id
            default: nil
            }
        }
    }

    /// How many times each handed-out completion handler was called.
    public var completionCallCounts: [Int: Int] {
        var counts = Dictionary(uniqueKeysWithValues: completionHandlerIDs.map { ($0, 0) })
        for case .completionCalled(let id, _) in entries { counts[id, default: 0] += 1 }
        return counts
    }

    /// Chosen actions the system never handed to the app's code.
    public var lostItems: [ShortcutItem] {
        entries.compactMap { if case .lost(let item, _) = $0 { return item } else { return nil } }
    }
}
