/// An item the system adds after the app's own (platform-facts §4, [HIG-QA]; order observed on current iOS).
public struct SystemMenuItem: Sendable, Hashable, Codable {
    public enum Kind: String, Sendable, Hashable, Codable, CaseIterable {
        /// iPad, apps that support multiple windows.
        case newWindow
        /// iPad, apps that support multiple windows.
        case showAllWindows
        case editHomeScreen
        /// App Store apps only.
        case shareApp
        /// TestFlight builds, in place of Share.
        case sendBetaFeedback
        case removeApp

        func symbolName(device: DeviceKind) -> String {
            switch self {
            case .newWindow: "plus.square.on.square"
            case .showAllWindows: "square.grid.2x2"
            case .editHomeScreen: device == .iphone ? "apps.iphone" : "apps.ipad"
            case .shareApp: "square.and.arrow.up"
            case .sendBetaFeedback: "text.bubble"
            case .removeApp: "minus.circle"
            }
        }
    }

    public var kind: Kind
    public var title: String
    /// Drawn in red (Remove App).
    public var isDestructive: Bool
    /// The SF Symbol iOS draws beside the item [observed on iOS 17-18].
    public var symbolName: String

    /// The system items for an app, in menu order, localized.
    static func items(
        appName: String, distribution: Distribution, device: DeviceKind, supportsMultipleWindows: Bool,
        strings: SystemMenuStrings
    ) -> [SystemMenuItem] {
        var kinds: [Kind] = []
        if device == .ipad && supportsMultipleWindows { kinds += [.newWindow, .showAllWindows] }
        kinds.append(.editHomeScreen)
        switch distribution {
        case .appStore: kinds.append(.shareApp)
        case .testFlight: kinds.append(.sendBetaFeedback)
        case .development: break
        }
        kinds.append(.removeApp)
        return kinds.map {
            SystemMenuItem(
                kind: $0, title: strings.title(of: $0, appName: appName), isDestructive: $0 == .removeApp,
                symbolName: $0.symbolName(device: device))
        }
    }
}
