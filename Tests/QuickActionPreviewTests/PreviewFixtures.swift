import Foundation
import HomeScreen
import QuickActionKit
import QuickActionPreview
import SnapshotTesting
import Testing

/// Apps and menus the preview tests lay out, built by hand (the AppProject reader is not a dependency of this
/// target). `trailmix` mirrors Examples/Trailmix: its Info.plist items and the de, ja (InfoPlist.strings) and ar
/// (InfoPlist.xcstrings) titles.
enum PreviewFixtures {
    static let infoPlist = QuickActionKit.SourceLocation(file: "Trailmix/Info.plist")

    /// A valid static item at `index` in `UIApplicationShortcutItems`.
    static func item(
        _ index: Int, type: String? = nil, title: String, subtitle: String? = nil, icon: ShortcutIcon? = nil
    ) -> StaticShortcutItem {
        let type = type ?? "com.example.item\(index)"
        return StaticShortcutItem(
            index: index, location: QuickActionKit.SourceLocation(file: infoPlist.file, line: 10 + index * 8),
            declaredType: type, declaredTitle: title,
            content: .valid(ShortcutItem(type: type, localizedTitle: title, localizedSubtitle: subtitle, icon: icon)))
    }

    /// A localization table whose keys are Info.plist values.
    static func table(_ localization: String, _ entries: [String: String]) -> LocalizationTable {
        let source = QuickActionKit.SourceLocation(file: "Trailmix/\(localization).lproj/InfoPlist.strings")
        return LocalizationTable(
            localization: localization, source: source,
            entries: entries.mapValues { LocalizationTable.Entry(value: $0, location: source) })
    }

    static func app(
        name: String = "Trailmix", items: [StaticShortcutItem], tables: [LocalizationTable] = []
    ) -> App {
        App(
            name: name, bundleIdentifier: "com.example.\(name.lowercased())", version: "1.0", infoPlist: infoPlist,
            staticItems: items, localizations: InfoPlistLocalizations(developmentRegion: "en", tables: tables))
    }

    /// One app whose items are `titles` (no subtitles), with `icon` on every item.
    static func app(titles: [String], icon: ShortcutIcon? = .system(.search)) -> App {
        app(items: titles.enumerated().map { item($0.offset, title: $0.element, icon: icon) })
    }

    /// Examples/Trailmix, as ProjectReader reads it.
    static let trailmix = app(
        items: [
            item(0, type: "com.example.trailmix.start-hike", title: "Start Hike", icon: .system(.play)),
            item(
                1, type: "com.example.trailmix.nearby-trails", title: "Nearby Trails", subtitle: "Within 10 km",
                icon: .system(.location)),
            item(2, type: "com.example.trailmix.saved-trails", title: "Saved Trails", icon: .system(.bookmark)),
            item(
                3, type: "com.example.trailmix.log-summit", title: "Log Summit",
                icon: .systemImageName("flag.checkered")),
        ],
        tables: [
            table(
                "de",
                [
                    "Start Hike": "Wanderung starten", "Nearby Trails": "Wanderwege in der Umgebung",
                    "Within 10 km": "Im Umkreis von 10 km", "Saved Trails": "Gespeicherte Wege",
                    "Log Summit": "Gipfel eintragen",
                ]),
            table(
                "ja",
                [
                    "Start Hike": "ハイキングを開始", "Nearby Trails": "近くのトレイル", "Within 10 km": "10 km以内",
                    "Saved Trails": "保存したトレイル", "Log Summit": "登頂を記録",
                ]),
            table(
                "ar",
                [
                    "Start Hike": "بدء رحلة مشي", "Nearby Trails": "مسارات قريبة", "Within 10 km": "ضمن نطاق 10 كم",
                    "Saved Trails": "المسارات المحفوظة", "Log Summit": "تسجيل قمة",
                ]),
        ])

    /// The menu of `app` after its first launch, at `column`/`row` of an iPhone Home Screen.
    static func menu(
        _ app: App = trailmix, locale: LocaleIdentifier = "en", column: Int = 1, row: Int = 1,
        distribution: Distribution = .appStore, era: MenuEra = .touch
    ) throws -> HomeScreenMenu {
        // The side tests were written for the 3D Touch rule (icons on the app icon's side), which exercises both
        // sides; the classic and glass eras have tests of their own.
        try MenuScenario(
            app: app, phase: .launched, dynamicItems: [], device: .iphone, distribution: distribution,
            locale: locale, position: HomeScreenPosition(column: column, row: row), era: era
        ).menu()
    }

    static func layout(
        _ menu: HomeScreenMenu, measurer: TextMeasurer, size: TextSize = .L, appearance: Appearance = .light
    ) throws -> MenuLayout {
        try MenuLayoutEngine(measurer: measurer, style: MenuStyle(textSize: size, appearance: appearance)).layout(menu)
    }

    /// The rows of the app's own items, in menu order.
    static func appRows(_ layout: MenuLayout) -> [MenuLayout.Row] {
        layout.rows.filter { if case .appItem = $0.kind { true } else { false } }
    }
}

/// Compares text with `__Snapshots__/preview.NAME` beside this file through swift-snapshot-testing (issue 16: the
/// ecosystem's tool, not a record mode of our own). Record or re-record with `SNAPSHOT_TESTING_RECORD=all swift test`
/// (`missing` records only new ones) and review the files like code.
enum Snapshot {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("__Snapshots__")

    static func assert(_ actual: String, named name: String, sourceLocation: Testing.SourceLocation = #_sourceLocation)
    {
        let url = URL(fileURLWithPath: name)
        var format = Snapshotting<String, String>.lines
        format.pathExtension = url.pathExtension
        if let failure = verifySnapshot(
            of: actual, as: format, named: url.deletingPathExtension().lastPathComponent,
            snapshotDirectory: directory.path, testName: "preview")
        {
            Issue.record(Comment(rawValue: failure), sourceLocation: sourceLocation)
        }
    }
}
