/// The simulated device family and its Home Screen grid.
public enum DeviceKind: String, Sendable, Hashable, Codable, CaseIterable {
    case iphone
    case ipad

    /// App columns of the Home Screen grid. iPhone: 4 × 6 (menu-geometry §5, community estimate). iPad: not
    /// documented anywhere we found (menu-geometry §5 "iPad grid: not found"); 6 × 5, the landscape grid of current
    /// iPads, is our documented assumption.
    public var columns: Int { self == .iphone ? 4 : 6 }

    /// App rows of the grid; the dock is the row after the last.
    public var rows: Int { self == .iphone ? 6 : 5 }
}

/// Where an app has been on the device: installed and never launched, launched, or updated and not yet launched.
public enum AppPhase: String, Sendable, Hashable, Codable, CaseIterable {
    case installed
    case launched
    case updated
}

/// How the app was installed, which decides the sharing item of the menu (platform-facts §4).
public enum Distribution: String, Sendable, Hashable, Codable, CaseIterable {
    /// From the App Store: the menu offers Share "<App>".
    case appStore
    /// A TestFlight build: the menu offers "Send Beta Feedback" instead.
    case testFlight
    /// Installed from Xcode: neither.
    case development
}
