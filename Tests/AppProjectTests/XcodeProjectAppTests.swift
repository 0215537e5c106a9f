import AppProject
import Foundation
import QuickActionKit
import Testing

/// The app each fixture project builds, read through `ProjectReader` and checked against the fixture's EXPECTED.md:
/// the Home Screen name per configuration, where it is set, the static items and the localizations.
@Suite("Reading apps from Xcode projects")
struct XcodeProjectAppTests {
    typealias Fixture = XcodeProjectFixtures

    @Test("A name from an xcconfig's PRODUCT_NAME points at the xcconfig line, in both configurations")
    func xcconfigProductName() throws {
        let folder = Fixture.project("GroupsXcconfig")
        for configuration in [nil, "Debug"] {
            let app = try Fixture.app("GroupsXcconfig", configuration: configuration)
            #expect(app.name == "Pebble Notes")
            #expect(app.origin.configuration == configuration ?? "Release")
            #expect(
                app.origin.nameLocation == SourceLocation(file: folder + "/Config/Pebble.xcconfig", line: 7, column: 1))
        }
    }

    @Test("The origin names the reader, project file, target, configuration and Info.plist the app was built from")
    func origin() throws {
        let folder = Fixture.project("GroupsXcconfig")
        let app = try Fixture.app("GroupsXcconfig")
        #expect(app.origin.reader == .xcodeproj)
        #expect(app.origin.projectFile == folder + "/Pebble.xcodeproj/project.pbxproj")
        #expect(app.origin.target == "Pebble")
        #expect(app.origin.configuration == "Release")
        #expect(app.origin.infoPlistFile == folder + "/Pebble/Resources/Info.plist")
        #expect(app.origin.deploymentTarget == "16.0")
        #expect(app.origin.notes.isEmpty)
        #expect(app.bundleIdentifier == "com.example.pebble")
        #expect(app.version == "3.2")
        #expect(app.build == "41")
    }

    @Test("Static items are read with build variables expanded; localized names and titles come from the variant group")
    func groupsXcconfigItemsAndLocalizations() throws {
        let app = try Fixture.app("GroupsXcconfig")
        #expect(app.staticTypes == ["com.example.pebble.new-note", "com.example.pebble.search"])
        #expect(app.staticItems.map { $0.item?.icon } == [.system(.compose), .system(.search)])
        #expect(app.tableLocalizations == ["de", "en", "fr"])
        #expect(app.localizedName(locale: "en") == "Pebble Notes")
        #expect(app.localizedName(locale: "de") == "Pebble Notizen")
        #expect(app.localizedName(locale: "fr") == "Notes Pebble")
        #expect(app.localizations.resolve("New Note", locale: "de").value == "Neue Notiz")
        #expect(app.localizations.resolve("Search Notes", locale: "fr").value == "Rechercher des notes")
    }

    @Test("A name generated from INFOPLIST_KEY_CFBundleDisplayName follows the configuration and points at its line")
    func generatedNamePerConfiguration() throws {
        let projectFile = Fixture.project("GeneratedInfoPlist") + "/Lantern.xcodeproj/project.pbxproj"
        let release = try Fixture.app("GeneratedInfoPlist")
        #expect(release.name == "Lantern Lite")
        #expect(release.origin.configuration == "Release")
        #expect(release.origin.nameLocation == SourceLocation(file: projectFile, line: 162, column: 5))
        let debug = try Fixture.app("GeneratedInfoPlist", configuration: "Debug")
        #expect(debug.name == "Lantern Dev")
        #expect(debug.origin.configuration == "Debug")
        #expect(debug.origin.nameLocation == SourceLocation(file: projectFile, line: 222, column: 5))
    }

    @Test("Without an Info.plist file the generated keys make the app: bundle keys, scene manifest, no static items")
    func generatedInfoPlistWithoutFile() throws {
        let app = try Fixture.app("GeneratedInfoPlist")
        #expect(app.origin.infoPlistFile == nil)
        #expect(app.infoPlist.file == Fixture.project("GeneratedInfoPlist") + "/Lantern.xcodeproj/project.pbxproj")
        #expect(app.bundleIdentifier == "com.example.lantern")
        #expect(app.version == "2.1")
        #expect(app.build == "7")
        #expect(app.origin.deploymentTarget == "17.0")
        #expect(app.origin.appIconName == "AppIcon")
        #expect(app.lifecycle.declaresSceneManifest, "INFOPLIST_KEY_UIApplicationSceneManifest_Generation = YES")
        #expect(app.staticItems.isEmpty)
        #expect(app.dynamicItemsInSource.isEmpty)
        #expect(app.localizations.tables.isEmpty)
        #expect(app.localizations.developmentRegion == "en")
        #expect(app.unresolvedBuildVariables.isEmpty)
        #expect(app.appShortcuts.shortcuts.map(\.shortTitle) == ["Toggle Lantern"])
    }

    @Test("Generated keys merge with the Info.plist file of a synchronized-folder app")
    func synchronizedFoldersApp() throws {
        let projectFile = Fixture.project("SynchronizedFolders") + "/Kite.xcodeproj/project.pbxproj"
        let release = try Fixture.app("SynchronizedFolders")
        #expect(release.name == "Kite")
        #expect(release.origin.infoPlistFile == Fixture.project("SynchronizedFolders") + "/Kite/Info.plist")
        #expect(release.origin.nameLocation == SourceLocation(file: projectFile, line: 280, column: 5))
        #expect(release.bundleIdentifier == "com.example.kite")
        #expect(release.origin.deploymentTarget == "18.0")
        #expect(
            release.staticTypes == ["com.example.kite.wind", "com.example.kite.spots", "com.example.kite.log-session"])
        #expect(release.staticItems.last?.item?.localizedSubtitle == "Start a timer")
        #expect(release.staticItems.last?.item?.icon == .system(.add))
        let debug = try Fixture.app("SynchronizedFolders", configuration: "Debug")
        #expect(debug.name == "Kite")
        #expect(debug.origin.nameLocation == SourceLocation(file: projectFile, line: 336, column: 5))
    }

    @Test("A conditional setting from an included xcconfig names the app per configuration and points at its line")
    func includedXcconfigName() throws {
        let base = Fixture.project("IncludedXcconfig") + "/Config/Base.xcconfig"
        let release = try Fixture.app("IncludedXcconfig")
        #expect(release.name == "Quill")
        #expect(release.origin.nameLocation == SourceLocation(file: base, line: 6, column: 1))
        let debug = try Fixture.app("IncludedXcconfig", configuration: "Debug")
        #expect(debug.name == "Quill β")
        #expect(debug.origin.nameLocation == SourceLocation(file: base, line: 7, column: 1))
        #expect(release.bundleIdentifier == "com.example.Quill-Editor")
        #expect(release.version == "1.8")
        #expect(release.build == "30")
        #expect(release.staticTypes == ["com.example.quill.new-draft", "com.example.quill.open-recent"])
        #expect(release.staticItems.map { $0.item?.icon } == [.system(.compose), .system(.time)])
    }

    @Test("Strings that localize only the titles leave the name as built in every language")
    func includedXcconfigLocalizations() throws {
        let app = try Fixture.app("IncludedXcconfig", configuration: "Debug")
        #expect(app.tableLocalizations == ["en", "es"])
        #expect(app.localizedName(locale: "es") == "Quill β")
        #expect(app.localizations.resolve("New Draft", locale: "es").value == "Nuevo borrador")
    }

    @Test("A build variable set nowhere is reported as unresolved and does not stop the reading")
    func undefinedSettingIsReported() throws {
        let app = try Fixture.app("IncludedXcconfig")
        #expect(app.name == "Quill")
        #expect(app.unresolvedBuildVariables.contains("$(UNDEFINED_SETTING)"))
    }

    @Test("A literal Info.plist name points at its entry; the development region's strings rename it")
    func literalNameLocalizedByStrings() throws {
        let folder = Fixture.project("LocalPackage")
        let app = try Fixture.app("LocalPackage")
        #expect(app.name == "Moss")
        #expect(app.origin.nameLocation == SourceLocation(file: folder + "/Moss/Info.plist", line: 8, column: 2))
        #expect(app.localizedName(locale: "en") == "Moss Garden")
        #expect(app.localizedName(locale: "ja") == "苔の庭")
        #expect(app.localizations.resolve("Water Plants", locale: "ja").value == "水やり")
        #expect(app.staticTypes == ["com.example.moss.water"])
        #expect(app.staticItems.first?.item?.icon == .systemImageName("drop"))
    }

    @Test("An app in a workspace reads as its own project, with its strings")
    func workspaceApp() throws {
        let app = try ProjectReader().readApp(at: Fixture.project("Workspace/Harbor.xcworkspace"))
        #expect(app.name == "Harbor")
        #expect(app.origin.target == "Harbor")
        #expect(app.origin.projectFile == Fixture.project("Workspace/App/Harbor.xcodeproj/project.pbxproj"))
        #expect(app.origin.infoPlistFile == Fixture.project("Workspace/App/Harbor/Info.plist"))
        #expect(app.staticTypes == ["com.example.harbor.arrivals", "com.example.harbor.book-berth"])
        #expect(app.tableLocalizations == ["en", "nl"])
        #expect(app.localizedName(locale: "en") == "Harbor")
        #expect(app.localizedName(locale: "nl") == "Haven")
        #expect(app.localizations.resolve("Book a Berth", locale: "nl").value == "Ligplaats boeken")
    }

    @Test("INFOPLIST_PREPROCESS: the Info.plist is read as the preprocessor leaves it, with its own line numbers")
    func preprocessedInfoPlist() throws {
        let app = try ProjectReader().readApp(at: Fixture.path("XcodeGenPreprocessed"))
        #expect(app.name == "Lantern")
        #expect(app.staticTypes == ["com.example.lantern.night-mode", "com.example.lantern.torch"])
        #expect(app.staticItems.map(\.location.line) == [12, 26])
        #expect(app.staticItems[0].location.file.hasSuffix("XcodeGenPreprocessed/Lantern/Info.plist"))
    }

    @Test("XcodeGen: the name and the static items of info.properties point at their project.yml lines")
    func xcodeGenApp() throws {
        let projectFile = Fixture.path("XcodeGenApp/project.yml")
        let app = try ProjectReader().readApp(at: Fixture.path("XcodeGenApp"))
        #expect(app.name == "Chirp")
        #expect(app.origin.reader == .xcodegen)
        #expect(app.origin.projectFile == projectFile)
        #expect(app.origin.target == "Chirp")
        #expect(app.origin.configuration == "Release")
        #expect(app.origin.nameLocation == SourceLocation(file: projectFile, line: 32, column: 30))
        #expect(
            app.staticTypes == ["com.example.chirp.compose", "com.example.chirp.search", "com.example.chirp.inbox"])
        #expect(app.staticItems.map(\.location.file) == Array(repeating: projectFile, count: 3))
        #expect(app.staticItems[0].valueLocations[InfoPlistKey.itemTitle]?.line == 38)
        #expect(app.localizations.developmentRegion == "de")
        #expect(app.tableLocalizations == ["de", "en"])
        #expect(app.localizedName(locale: "de") == "Zwitscher")
        #expect(app.localizedName(locale: "en") == "Chirp")
    }

    @Test("Tuist: the literal subset is read and a value computed in Swift is a note with its line")
    func tuistApp() throws {
        let projectFile = Fixture.path("TuistApp/Project.swift")
        let app = try ProjectReader().readApp(at: Fixture.path("TuistApp"))
        #expect(app.name == "Chirp")
        #expect(app.origin.reader == .tuist)
        #expect(app.origin.projectFile == projectFile)
        #expect(app.origin.target == "Chirp")
        #expect(app.origin.nameLocation == SourceLocation(file: projectFile, line: 22, column: 40))
        #expect(app.staticTypes == ["com.example.chirp.compose", "com.example.chirp.search"])
        #expect(app.origin.notes.map(\.location.line) == [24])
        #expect(app.origin.notes.first?.message.contains("ChirpReleaseLabel") == true)
        #expect(app.localizedName(locale: "de") == "Zwitscher")
    }

    @Test("Examples/Chirp reads as an Xcode project: target Chirp, its static and dynamic items")
    func chirpExample() throws {
        let folder = CommandRunnerPaths.packageRoot + "/Examples/Chirp"
        let app = try ProjectReader().readApp(at: folder)
        #expect(app.name == "Chirp")
        #expect(app.origin.reader == .xcodeproj)
        #expect(app.origin.target == "Chirp")
        #expect(app.origin.projectFile == folder + "/Chirp.xcodeproj/project.pbxproj")
        #expect(app.origin.nameLocation == SourceLocation(file: folder + "/Chirp/Info.plist", line: 8, column: 2))
        #expect(
            app.staticTypes == [
                "com.example.chirp.new-message", "com.example.chirp.search", "com.example.chirp.inbox",
            ])
        #expect(app.dynamicTitles == ["Maya Lin", "Design Team", "Sam Ortiz"])
    }
}
