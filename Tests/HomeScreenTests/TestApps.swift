import HomeScreen
import QuickActionKit

/// Small builders for the `App` values and items the HomeScreen tests use.
enum TestApps {
    static let infoPlist = SourceLocation(file: "Trailmix/Info.plist")

    /// A valid static item at `index` in `UIApplicationShortcutItems`.
    static func staticItem(
        _ index: Int, type: String, title: String, subtitle: String? = nil, icon: ShortcutIcon? = nil
    ) -> StaticShortcutItem {
        StaticShortcutItem(
            index: index, location: SourceLocation(file: infoPlist.file, line: 10 + index * 8),
            declaredType: type, declaredTitle: title,
            content: .valid(ShortcutItem(type: type, localizedTitle: title, localizedSubtitle: subtitle, icon: icon)))
    }

    /// A static item iOS would drop, with the problems the decoder found.
    static func invalidStaticItem(
        _ index: Int, type: String?, title: String?, problems: [StaticItemProblem]
    ) -> StaticShortcutItem {
        StaticShortcutItem(
            index: index, location: SourceLocation(file: infoPlist.file, line: 10 + index * 8),
            declaredType: type, declaredTitle: title, content: .invalid(problems))
    }

    /// Valid static items titled `titles`, in plist order, typed `static.<title>`.
    static func staticItems(_ titles: [String]) -> [StaticShortcutItem] {
        titles.enumerated().map { index, title in staticItem(index, type: "static.\(title)", title: title) }
    }

    /// A dynamic item as the app registers it.
    static func dynamic(
        _ title: String, type: String? = nil, subtitle: String? = nil, icon: ShortcutIcon? = nil
    ) -> DynamicShortcutItem {
        DynamicShortcutItem(
            item: ShortcutItem(
                type: type ?? "dynamic.\(title)", localizedTitle: title, localizedSubtitle: subtitle, icon: icon))
    }

    static func dynamics(_ titles: [String]) -> [DynamicShortcutItem] {
        titles.map { dynamic($0) }
    }

    /// A localization table whose keys are Info.plist values (or app-level keys such as CFBundleDisplayName).
    static func table(_ localization: String, _ entries: [String: String]) -> LocalizationTable {
        let source = SourceLocation(file: "Trailmix/\(localization).lproj/InfoPlist.strings")
        return LocalizationTable(
            localization: localization, source: source,
            entries: entries.mapValues { LocalizationTable.Entry(value: $0, location: source) })
    }

    static func app(
        name: String = "Trailmix", bundleIdentifier: String = "com.example.trailmix", version: String = "1.0",
        staticItems: [StaticShortcutItem] = [], tables: [LocalizationTable] = [],
        supportsMultipleWindows: Bool = false
    ) -> App {
        App(
            name: name, bundleIdentifier: bundleIdentifier, version: version, infoPlist: infoPlist,
            staticItems: staticItems,
            localizations: InfoPlistLocalizations(developmentRegion: "en", tables: tables),
            supportsMultipleWindows: supportsMultipleWindows)
    }

    static let topLeft = HomeScreenPosition(column: 1, row: 1)

    /// Installs and launches `app` on a fresh device, registers `dynamicItems`, and returns the menu.
    static func launchedMenu(
        _ app: App, dynamicItems: [DynamicShortcutItem] = [], device kind: DeviceKind = .iphone,
        distribution: Distribution = .appStore, locale: LocaleIdentifier = "en", position: HomeScreenPosition = topLeft,
        era: MenuEra = .classic
    ) throws -> HomeScreenMenu {
        var device = Device(kind: kind)
        let id = device.install(app, distribution: distribution)
        try device.launch(id)
        try device.registerShortcutItems(dynamicItems, for: id)
        return try device.menu(for: id, locale: locale, position: position, era: era)
    }
}

extension HomeScreenMenu {
    var titles: [String] { items.map(\.title) }
    var systemTitles: [String] { systemItems.map(\.title) }
    var systemKinds: [SystemMenuItem.Kind] { systemItems.map(\.kind) }

    func systemTitle(_ kind: SystemMenuItem.Kind) -> String? {
        systemItems.first { $0.kind == kind }?.title
    }
}
