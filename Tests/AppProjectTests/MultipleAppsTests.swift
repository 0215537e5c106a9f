import AppProject
import Foundation
import QuickActionKit
import Testing

/// Projects with several Info.plist files (platform-facts §9): app targets, per-configuration variants, extensions.
@Suite("Projects with several apps")
struct MultipleAppsTests {
    /// A temporary project folder with the given files; removed when the test ends.
    final class TemporaryProject {
        let root: String

        init(_ files: [String: String]) throws {
            root = FileManager.default.temporaryDirectory.appendingPathComponent("qa-\(UUID().uuidString)").path
            for (path, text) in files {
                let url = URL(fileURLWithPath: root + "/" + path)
                try FileManager.default.createDirectory(
                    at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(text.utf8).write(to: url)
            }
        }

        deinit { try? FileManager.default.removeItem(atPath: root) }
    }

    static func plist(name: String = "$(PRODUCT_NAME)", items: [String] = []) -> String {
        let itemXML = items.map {
            "<dict><key>UIApplicationShortcutItemType</key><string>\($0)</string>"
                + "<key>UIApplicationShortcutItemTitle</key><string>\($0)</string></dict>"
        }.joined()
        let itemsKey = items.isEmpty ? "" : "<key>UIApplicationShortcutItems</key><array>\(itemXML)</array>"
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict><key>CFBundlePackageType</key><string>APPL</string>
            <key>CFBundleName</key><string>\(name)</string>\(itemsKey)</dict></plist>
            """
    }

    @Test("The one app that declares quick actions is chosen among several")
    func prefersAppWithItems() throws {
        let project = try TemporaryProject([
            "Main/Info.plist": Self.plist(items: ["Compose"]),
            "Widgetless/Info.plist": Self.plist(),
        ])
        let app = try ProjectReader().readApp(at: project.root)
        #expect(app.name == "Main")
        #expect(app.staticItems.compactMap(\.item?.localizedTitle) == ["Compose"])
    }

    @Test("An app that declares only App Shortcuts is chosen over one that declares nothing")
    func prefersAppWithAppShortcuts() throws {
        let project = try TemporaryProject([
            "Brew/Info.plist": Self.plist(name: "Brew"),
            "Brew/Shortcuts.swift": """
            import AppIntents
            struct BrewShortcuts: AppShortcutsProvider {
                static var appShortcuts: [AppShortcut] {
                    AppShortcut(intent: LogBrewIntent(), phrases: ["Log a brew in \\(.applicationName)"],
                                shortTitle: "Log Brew", systemImageName: "cup.and.saucer")
                }
            }
            """,
            "Other/Info.plist": Self.plist(name: "Other"),
        ])
        #expect(try ProjectReader().readApp(at: project.root).name == "Brew")
    }

    @Test("Several apps with quick actions: the error lists them and asks for one Info.plist")
    func ambiguous() throws {
        let project = try TemporaryProject([
            "One/Info.plist": Self.plist(items: ["A"]),
            "Two/Config-Info.plist": Self.plist(items: ["B"]),
        ])
        #expect(try ProjectReader().readApps(at: project.root).count == 2)
        #expect {
            try ProjectReader().readApp(at: project.root)
        } throws: { error in
            let message = (error as! ProjectReadError).message
            return message.contains("found 2 apps") && message.contains("One/Info.plist")
                && message.contains("Two/Config-Info.plist") && message.contains("Info.plist of the one you mean")
        }
    }

    @Test("Each app reads the localizations and sources under its own folder")
    func filesPerApp() throws {
        let project = try TemporaryProject([
            "One/Info.plist": Self.plist(items: ["A"]),
            "One/de.lproj/InfoPlist.strings": "\"A\" = \"Eins\";",
            "One/Items.swift": "let i = UIApplicationShortcutItem(type: \"one\", localizedTitle: \"One\")",
            "Two/Info.plist": Self.plist(items: ["B"]),
            "Two/Items.swift": "let i = UIApplicationShortcutItem(type: \"two\", localizedTitle: \"Two\")",
        ])
        let apps = try ProjectReader().readApps(at: project.root)
        let one = try #require(apps.first { $0.name == "One" })
        let two = try #require(apps.first { $0.name == "Two" })
        #expect(one.localizations.availableLocalizations == ["de"])
        #expect(two.localizations.tables.isEmpty)
        #expect(one.dynamicItemsInSource.map(\.type) == [.literal("one")])
        #expect(two.dynamicItemsInSource.map(\.type) == [.literal("two")])
    }

    @Test("$(PRODUCT_NAME) comes from the folder above a support folder")
    func supportFolderName() throws {
        let project = try TemporaryProject(["Scribble/Supporting Files/Info.plist": Self.plist(items: ["A"])])
        #expect(try ProjectReader().readApp(at: project.root).name == "Scribble")
    }
}
