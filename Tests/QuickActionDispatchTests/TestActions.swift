import QuickActionDispatch
import QuickActionKit

/// The quick actions of the app under test: one case without values, one with a single value, one with two.
enum TestAction: QuickAction, Hashable {
    case compose
    case open(id: String)
    case search(query: String, limit: Int)
}

/// Builders for the codec, actions and items the dispatch tests share.
enum TestActions {
    static let typePrefix = "com.example.trailmix"
    static let appVersion = "2.0"
    /// The identifier an iPad window prefers in the multi-scene scenarios.
    static let targetContentIdentifier = "trail/42"

    /// The running app's codec (version 2.0).
    static let codec = QuickActionCodec<TestAction>(typePrefix: typePrefix, appVersion: appVersion)

    /// One action of every case.
    static let samples: [TestAction] = [.compose, .open(id: "trail-42"), .search(query: "lakes", limit: 5)]

    /// The case name the codec writes after the type prefix.
    static func caseName(of action: TestAction) -> String {
        switch action {
        case .compose: "compose"
        case .open: "open"
        case .search: "search"
        }
    }

    /// A dynamic item for `action` as version 2.0 registers it.
    static func item(for action: TestAction, targetContentIdentifier: String? = nil) -> ShortcutItem {
        do {
            return try codec.shortcutItem(
                for: action, title: caseName(of: action), targetContentIdentifier: targetContentIdentifier)
        } catch {
            preconditionFailure("TestAction always encodes as an enum case: \(error)")
        }
    }

    /// The same item as the previous version (1.0) registered it: still in the menu right after an update
    /// (platform-facts §4).
    static func itemOfPreviousVersion(for action: TestAction) -> ShortcutItem {
        var item = item(for: action)
        item.userInfo?[QuickActionUserInfoKey.appVersion] = .string("1.0")
        return item
    }
}
