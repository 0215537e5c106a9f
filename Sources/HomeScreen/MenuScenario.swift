import Foundation
import QuickActionKit

/// One question asked of the simulated device: "what does the menu of this app look like in this state?"
/// It installs the app, and for the launched and updated states launches it and registers the dynamic items,
/// then (for updated) installs the same app as a new version that has not been launched yet.
public struct MenuScenario: Sendable {
    public var app: App
    public var phase: AppPhase
    /// The dynamic items the app registers when it runs (for updated: what the previous version registered).
    public var dynamicItems: [DynamicShortcutItem]
    public var device: DeviceKind
    public var distribution: Distribution
    /// The person's locale; by default the app's development region's.
    public var locale: LocaleIdentifier
    public var position: HomeScreenPosition
    /// The generation of the menu (`MenuEra`): the side the items' icons are drawn on.
    public var era: MenuEra

    public init(
        app: App, phase: AppPhase = .launched, dynamicItems: [DynamicShortcutItem] = [], device: DeviceKind = .iphone,
        distribution: Distribution = .appStore, locale: LocaleIdentifier? = nil,
        position: HomeScreenPosition = HomeScreenPosition(column: 1, row: 1), era: MenuEra = .classic
    ) {
        self.app = app
        self.phase = phase
        self.dynamicItems = dynamicItems
        self.device = device
        self.distribution = distribution
        self.locale = locale ?? app.localizations.developmentLocale
        self.position = position
        self.era = era
    }

    /// The menu in the scenario's locale.
    public func menu() throws(DeviceError) -> HomeScreenMenu {
        try menus(in: [locale])[0]
    }

    /// The menu in each of `locales`, in order. The app is installed and brought to its phase once: what the
    /// system holds for it does not depend on the language the menu is shown in (the linter reads every locale).
    public func menus(in locales: [LocaleIdentifier]) throws(DeviceError) -> [HomeScreenMenu] {
        var simulated = Device(kind: device)
        let id = try simulated.install(app, in: phase, dynamicItems: dynamicItems, distribution: distribution)
        var menus: [HomeScreenMenu] = []
        for locale in locales {
            menus.append(
                try simulated.menu(
                    for: id, locale: locale, position: position, awaitingLaunch: dynamicItems, era: era))
        }
        return menus
    }
}

extension HomeScreenMenu {
    /// Stable JSON: sorted keys, pretty-printed, slashes unescaped (the format in the README).
    public func jsonData() throws -> Data { try StableJSON.encode(self) }
}

extension LaunchReport {
    /// Stable JSON, like the menu's.
    public func jsonData() throws -> Data { try StableJSON.encode(self) }
}

/// The one JSON style of the tool's output: sorted keys, pretty-printed, slashes unescaped.
public enum StableJSON {
    public static func encode(_ value: some Encodable) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(value)
    }
}
