import QuickActionKit

/// A simulated iPhone or iPad on which apps are installed, launched and updated, and whose Home Screen composes
/// each app's quick-action menu. A value: copy it to branch a scenario.
public struct Device: Sendable, Hashable {
    public var kind: DeviceKind
    public private(set) var apps: [String: InstalledApp] = [:]

    public init(kind: DeviceKind = .iphone) {
        self.kind = kind
    }

    /// Installs an app; the system registers its static items now (platform-facts §4, [UIKIT]).
    /// - Returns: the app's identifier on this device (its bundle identifier, else its name; see `identifier(of:)`).
    @discardableResult
    public mutating func install(_ app: App, distribution: Distribution = .appStore) -> String {
        let id = Self.identifier(of: app)
        apps[id] = InstalledApp(app: app, distribution: distribution)
        return id
    }

    /// Installs the app and brings it to `phase` as the system sees it: a launched app has registered
    /// `dynamicItems`; an updated app is a new version installed over its launched self, which has not run yet (its
    /// previous dynamic items stay, platform-facts §4).
    @discardableResult
    public mutating func install(
        _ app: App, in phase: AppPhase, dynamicItems: [DynamicShortcutItem] = [], distribution: Distribution = .appStore
    ) throws(DeviceError) -> String {
        let id = install(app, distribution: distribution)
        if phase != .installed {
            try launch(id)
            try registerShortcutItems(dynamicItems, for: id)
        }
        if phase == .updated { try update(id, to: app) }
        return id
    }

    /// Launches the app; from now on it can register dynamic items, and they show in its menu.
    public mutating func launch(_ id: String) throws(DeviceError) {
        try modify(id) { $0.phase = .launched }
    }

    /// Replaces the app's whole dynamic array, as setting `UIApplication.shortcutItems` does (platform-facts §1).
    /// Only a running app can do this.
    public mutating func registerShortcutItems(_ items: [DynamicShortcutItem], for id: String) throws(DeviceError) {
        let phase = try installedApp(id).phase
        guard phase == .launched else { throw DeviceError.appNotRunning(id: id, phase: phase) }
        try modify(id) { $0.dynamicItems = items }
    }

    /// Installs a new version over the app. Its new static items apply at once; the previous version's dynamic
    /// items stay until the updated app runs and replaces them (platform-facts §4, [UIKIT]).
    public mutating func update(_ id: String, to app: App) throws(DeviceError) {
        try modify(id) {
            $0.app = app
            $0.phase = .updated
        }
    }

    /// Removes the app and everything the system kept for it.
    public mutating func remove(_ id: String) throws(DeviceError) {
        _ = try installedApp(id)
        apps[id] = nil
    }

    /// The menu people see when they touch and hold the app's icon at `position`.
    /// - Parameter id: the installed app.
    /// - Parameter locale: the device's language, which picks the app's localization.
    /// - Parameter position: where the icon is on the Home Screen, which decides where the menu opens.
    /// - Parameter awaitingLaunch: dynamic items the app would register once launched; before the first launch
    ///   they are reported as not shown.
    /// - Parameter era: the generation of the menu, which decides the side of the items' icons (`MenuEra`).
    public func menu(
        for id: String, locale: LocaleIdentifier, position: HomeScreenPosition,
        awaitingLaunch: [DynamicShortcutItem] = [], era: MenuEra = .classic
    ) throws(DeviceError) -> HomeScreenMenu {
        let installed = try installedApp(id)
        let placement = try MenuPlacement(position: position, device: kind, locale: locale, era: era)
        return MenuComposer(locale: locale, device: kind).compose(
            installed, awaitingLaunch: installed.phase == .installed ? awaitingLaunch : [], placement: placement)
    }

    public func installedApp(_ id: String) throws(DeviceError) -> InstalledApp {
        guard let app = apps[id] else { throw DeviceError.notInstalled(id: id) }
        return app
    }

    /// Replaces the app's App Shortcut use counts and remembered values (to restore a saved device).
    public mutating func setUsage(_ usage: AppShortcutUsage, for id: String) throws(DeviceError) {
        try modify(id) { $0.appShortcutUsage = usage }
    }

    private mutating func modify(_ id: String, _ change: (inout InstalledApp) -> Void) throws(DeviceError) {
        var app = try installedApp(id)
        change(&app)
        apps[id] = app
    }

    /// The bundle identifier, or the app's name when it has none or it still holds a build variable.
    public static func identifier(of app: App) -> String {
        guard let bundleIdentifier = app.bundleIdentifier, !bundleIdentifier.contains("$") else { return app.name }
        return bundleIdentifier
    }
}

/// An app on the simulated device and what the system keeps for it.
public struct InstalledApp: Sendable, Hashable {
    public var app: App {
        didSet { localizationsByKey = LocalizationChoice.byKey(app.providedLocalizations) }
    }
    /// The app's localizations by comparison key, worked out once per install or update (each menu chooses among
    /// them).
    private var localizationsByKey: [String: String]
    public var distribution: Distribution
    public var phase: AppPhase = .installed
    /// The dynamic items last registered; they survive updates (platform-facts §4).
    public var dynamicItems: [DynamicShortcutItem] = []
    /// App Shortcut use counts and remembered parameter values.
    public var appShortcutUsage = AppShortcutUsage()

    public init(app: App, distribution: Distribution) {
        self.app = app
        self.distribution = distribution
        localizationsByKey = LocalizationChoice.byKey(app.providedLocalizations)
    }

    /// The app's Info.plist strings as shown in `locale` (`App.infoPlistStrings(locale:)`).
    func infoPlistStrings(locale: LocaleIdentifier) -> InfoPlistLocalizations.Lookup {
        app.infoPlistStrings(locale: locale, providedByKey: localizationsByKey)
    }

    /// The localization the app's texts are shown in for `locale` (`LocalizationChoice`).
    func localization(for locale: LocaleIdentifier) -> LocalizationChoice {
        LocalizationChoice.resolve(
            locale, availableByKey: localizationsByKey, developmentRegion: app.localizations.developmentRegion)
    }
}

/// What the simulated device refuses.
public enum DeviceError: UserFacingError, Sendable, Hashable {
    case notInstalled(id: String)
    case appNotRunning(id: String, phase: AppPhase)
    case positionOutOfGrid(HomeScreenPosition, device: DeviceKind)
    /// A time-of-day default that names no intent, parameter or case of the app.
    case unknownDefault(String)

    public var description: String {
        switch self {
        case .notInstalled(let id): "\(id) is not installed on the device"
        case .appNotRunning(let id, let phase):
            "\(id) must be launched before it registers shortcut items (it is \(phase.rawValue))"
        case .positionOutOfGrid(let position, let device):
            "column \(position.column), row \(position.row) is outside the \(device.rawValue) Home Screen: columns "
                + "1-\(device.columns), rows 1-\(device.rows + 1) (row \(device.rows + 1) is the dock)"
        case .unknownDefault(let problem): "time-of-day default: \(problem)"
        }
    }

    public var remedy: UserChoice? {
        if case .unknownDefault = self { return .timeOfDayDefault }
        return nil
    }
}
