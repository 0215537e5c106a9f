import AppProject
import Foundation
import QuickActionKit
import Testing
import XcodeProject

/// Only the app target's own files are read: the strings and Swift files of extensions, widgets, test bundles, files
/// outside every build phase and a synchronized folder's exceptions never reach the app (xcode-project-facts.md).
@Suite("Target membership of apps read from Xcode projects")
struct XcodeProjectMembershipTests {
    typealias Fixture = XcodeProjectFixtures

    @Test("Files in no build phase, not in the project, or in the test target give the app nothing")
    func groupsXcconfigMembers() throws {
        let folder = Fixture.project("GroupsXcconfig")
        let app = try Fixture.app("GroupsXcconfig")
        #expect(app.dynamicTitles == ["Shopping List", "Book Ideas"])
        #expect(
            app.dynamicItemsInSource.map(\.location.file)
                == Array(
                    repeating: folder + "/Pebble/Shortcuts/PinnedNotesShortcuts.swift", count: 2))
        let everything = try Fixture.everything(in: app)
        for foreign in ["Old Inbox", "Scratch Pad", "Test Only", "Pebble Test Runner", "PebbleTests"] {
            #expect(!everything.contains(foreign), "\(foreign)")
        }
    }

    @Test("A synchronized folder's exceptions are left out, and the widget's folder lends the app nothing")
    func synchronizedFolderExceptions() throws {
        let folder = Fixture.project("SynchronizedFolders")
        let app = try Fixture.app("SynchronizedFolders")
        #expect(app.dynamicTitles == ["North Beach"])
        #expect(app.dynamicItemsInSource.first?.location.file == folder + "/Kite/QuickActionRouter.swift")
        #expect(app.tableLocalizations == ["de"])
        #expect(app.localizedName(locale: "en") == "Kite")
        #expect(app.localizedName(locale: "de") == "Drachen")
        #expect(app.localizations.resolve("Start a timer", locale: "de").value == "Timer starten")
        let everything = try Fixture.everything(in: app)
        for foreign in ["Preview Spot", "com.example.kite.preview", "Kite Forecast", "KiteWidget/"] {
            #expect(!everything.contains(foreign), "\(foreign)")
        }
    }

    @Test("Two apps sharing an Info.plist each read their own sources; the extension's strings are neither's")
    func twoAppsMembers() throws {
        let apps = try ProjectReader().readApps(at: Fixture.project("TwoApps"))
        #expect(apps.map(\.origin.target) == ["Sundial", "Sundial Pro"])
        #expect(apps.map(\.name) == ["Sundial", "Sundial Pro"])
        #expect(
            apps.map { $0.staticItems.first?.item?.type } == [
                "com.example.sundial.start-timer", "com.example.sundial.pro.start-timer",
            ])
        #expect(apps.map(\.dynamicTitles) == [["Unlock Pro"], ["Sunrise Alarm"]])
        #expect(
            apps.map { $0.dynamicItemsInSource.first?.location.file } == [
                Fixture.project("TwoApps/Sundial/Edition.swift"), Fixture.project("TwoApps/SundialPro/Edition.swift"),
            ])
        for app in apps {
            #expect(app.tableLocalizations == ["de", "en"])
            #expect(app.localizedName(locale: "de") == app.name)
            #expect(app.localizations.resolve("Start Timer", locale: "de").value == "Timer starten")
            #expect(!(try Fixture.everything(in: app)).contains("In Sundial sichern"))
        }
    }

    @Test("The Swift sources of a linked local package are the app's; the package's tests are not")
    func localPackageSources() throws {
        let folder = Fixture.project("LocalPackage")
        let project = try ProjectLocator.read(folder + "/Moss.xcodeproj")
        let target = try #require(project.targets.first { $0.name == "Moss" })
        let swiftFiles = target.memberFiles.filter { $0.hasSuffix(".swift") }.map {
            String($0.dropFirst(folder.count + 1))
        }
        #expect(
            swiftFiles.sorted() == [
                "Moss/AppDelegate.swift", "Moss/SceneDelegate.swift",
                "Packages/MossKit/Sources/MossKit/Shortcuts.swift",
                "Packages/MossKit/Sources/MossKit/Terrarium.swift",
            ])
        let app = try Fixture.app("LocalPackage")
        #expect(app.dynamicTitles == ["Fern Corner", "Window Sill"])
        #expect(
            app.dynamicItemsInSource.map(\.location.file)
                == Array(
                    repeating: folder + "/Packages/MossKit/Sources/MossKit/Shortcuts.swift", count: 2))
        #expect(app.staticItems.count + app.dynamicItemsInSource.count == 3)
        let everything = try Fixture.everything(in: app)
        #expect(!everything.contains("Test Terrarium"))
        #expect(!everything.contains("com.example.moss.test-only"))
    }

    @Test("A variant group named infoPlist.strings is found as on a Mac and localizes the app")
    func lowerCaseInfoPlistStrings() throws {
        let folder = Fixture.project("LocalPackage")
        let app = try Fixture.app("LocalPackage")
        #expect(
            app.localizations.tables.map(\.source.file).sorted() == [
                folder + "/Moss/en.lproj/infoPlist.strings", folder + "/Moss/ja.lproj/infoPlist.strings",
            ])
        #expect(app.tableLocalizations == ["en", "ja"])
        #expect(app.localizedName(locale: "en") == "Moss Garden")
    }

    @Test("The share extension's name, strings and sources never reach Examples/Chirp, nor do the Pods")
    func chirpShareExtensionExcluded() throws {
        let folder = CommandRunnerPaths.packageRoot + "/Examples/Chirp"
        let app = try ProjectReader().readApp(at: folder)
        #expect(app.localizations.tables.map(\.source.file) == [folder + "/Chirp/en.lproj/InfoPlist.strings"])
        for locale in app.displayLocales {
            #expect(app.localizedName(locale: locale) == "Chirp")
        }
        let everything = try Fixture.everything(in: app)
        #expect(!everything.contains("Share to Chirp"))
        #expect(!everything.contains("ChirpShare/"))
        #expect(!everything.contains("Send Feedback"))
    }

    @Test("XcodeGen and Tuist apps read neither their extension's Info.plist nor its sources")
    func generatedProjectsExcludeExtensions() throws {
        for path in ["XcodeGenApp", "TuistApp"] {
            let app = try ProjectReader().readApp(at: Fixture.path(path))
            let everything = try Fixture.everything(in: app)
            #expect(!everything.contains("Share to Chirp"), "\(path)")
            #expect(!everything.contains("ShareExtension/"), "\(path)")
            #expect(!everything.contains("Widget/"), "\(path)")
        }
    }

    @Test("A folder holding a project and an app folder without one reads both")
    func projectBesideFolderApp() throws {
        let folderApp = try TemporaryProject(
            name: "Notes",
            files: [
                "Info.plist": TemporaryProject.infoPlist(
                    adding: """
                        <key>UIApplicationShortcutItems</key>
                        <array><dict>
                            <key>UIApplicationShortcutItemType</key><string>com.example.notes.new</string>
                            <key>UIApplicationShortcutItemTitle</key><string>New Note</string>
                        </dict></array>
                        """)
            ])
        defer { folderApp.remove() }
        let root = (folderApp.folder as NSString).deletingLastPathComponent
        try FileManager.default.copyItem(atPath: Fixture.project("GeneratedInfoPlist"), toPath: root + "/Lantern")
        let apps = try ProjectReader().readApps(at: root)
        #expect(apps.map(\.name) == ["Lantern Lite", "Notes"])
        #expect(apps.map(\.origin.reader) == [.xcodeproj, .folders])
        #expect(apps.map(\.origin.target) == ["Lantern", nil])
        #expect(apps.last?.staticTypes == ["com.example.notes.new"])
    }
}
