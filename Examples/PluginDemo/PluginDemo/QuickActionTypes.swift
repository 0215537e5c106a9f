/// The quick-action types of the demo app, shared by its handlers.
public enum QuickActionType: String, CaseIterable, Sendable {
    case new, search, recent, pinned, scan
}
