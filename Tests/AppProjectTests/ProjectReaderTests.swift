import AppProject
import Foundation
import QuickActionKit
import Testing
import XcodeProject

@Suite("Reading a project folder")
struct ProjectReaderTests {
    @Test("Discovery skips build and dependency folders")
    func discoverySkipsBuildFolders() {
        let files = ProjectDiscovery.discover(root: Fixtures.path("Project"))
        let relative = (files.infoPlists + files.swiftFiles).map {
            $0.replacingOccurrences(of: Fixtures.path("Project/"), with: "")
        }
        #expect(
            relative.sorted() == [
                "Notes/Info.plist", "Notes/RecentNotes.swift", "Notes/Unrelated.swift", "NotesTests/Info.plist",
                "ShareExtension/Info.plist",
            ])
        #expect(files.infoPlistStrings.map(\.localization) == ["de", "en"])
    }

    @Test("Only the app's Info.plist is read; extensions and test bundles are not apps")
    func onlyApps() throws {
        let apps = try ProjectReader().readApps(at: Fixtures.path("Project"))
        #expect(apps.count == 1)
        #expect(apps[0].infoPlist.file.hasSuffix("Notes/Info.plist"))
    }

    @Test("App name, version, build and region; $(PRODUCT_NAME) from the folder name or --app-name")
    func appFields() throws {
        let app = try ProjectReader().readApp(at: Fixtures.path("Project"))
        #expect(app.name == "Notes")
        #expect(app.version == "3.1")
        #expect(app.build == "412")
        #expect(app.localizations.developmentRegion == "en")
        #expect(app.bundleIdentifier == "$(PRODUCT_BUNDLE_IDENTIFIER)")
        #expect(app.unresolvedBuildVariables == ["$(PRODUCT_BUNDLE_IDENTIFIER)"])
        #expect(try ProjectReader(appNameOverride: "Scribble").readApp(at: Fixtures.path("Project")).name == "Scribble")
    }

    @Test("Static items keep plist order; items iOS drops are kept with their reasons")
    func staticItems() throws {
        let app = try ProjectReader().readApp(at: Fixtures.path("Project"))
        #expect(app.staticItems.count == 5)
        let first = try #require(app.staticItems[0].item)
        #expect(first.type == "$(PRODUCT_BUNDLE_IDENTIFIER).compose")
        #expect(first.localizedSubtitle == "Blank & ready")
        #expect(first.targetContentIdentifier == "notes/new")
        #expect(first.icon == .system(.compose))
        #expect(app.staticItems[1].item?.icon == .systemImageName("magnifyingglass"))
        #expect(app.staticItems[1].declaredIcon.presentKeys.count == 3)
        #expect(
            app.staticItems[2].content
                == .invalid([.wrongValueType(key: InfoPlistKey.itemTitle, expected: "String", actual: "Number")]))
        #expect(app.staticItems[2].declaredType == "pin")
        #expect(app.staticItems[3].content == .invalid([.missingKey(InfoPlistKey.itemType)]))
        #expect(app.staticItems[4].content == .invalid([.notADictionary(actualKind: "String")]))
        #expect(app.staticItems[3].location.line == 70)
    }

    @Test("Localizations next to the app are loaded")
    func localizations() throws {
        let app = try ProjectReader().readApp(at: Fixtures.path("Project"))
        #expect(app.localizations.availableLocalizations == ["de", "en"])
        #expect(app.localizations.resolve("New Note", locale: "de-CH").value == "Neue Notiz")
    }

    @Test("Dynamic items come from app sources only, never from build folders")
    func dynamicItems() throws {
        let app = try ProjectReader().readApp(at: Fixtures.path("Project"))
        #expect(app.dynamicItemsInSource.map(\.localizedTitle) == [.literal("Pinned")])
        #expect(app.shortcutItemsAssignments.count == 1)
    }

    @Test("A single Info.plist path reads that app, binary or XML")
    func singlePlist() throws {
        let binary = try ProjectReader(appNameOverride: "Notes").readApp(
            at: Fixtures.path("plists/AllKeys.binary.plist"))
        let xml = try ProjectReader(appNameOverride: "Notes").readApp(at: Fixtures.path("plists/AllKeys.plist"))
        #expect(binary.staticItems.map(\.content) == xml.staticItems.map(\.content))
    }

    @Test("Bad input: a clear error naming the file and line")
    func badInput() {
        #expect(throws: ProjectReadError.self) { try ProjectReader().readApp(at: "/nonexistent/Project") }
        #expect {
            try ProjectReader().readApp(at: Fixtures.path("plists/WrongNameType.plist"))
        } throws: { error in
            let error = error as! ProjectReadError
            return error.location.line == 7 && error.message.contains("CFBundleDisplayName must be a String")
        }
        #expect {
            try ProjectReader().readApp(at: Fixtures.path("plists/ItemsNotArray.plist"))
        } throws: { error in
            (error as! ProjectReadError).message.contains("must be an Array")
        }
        #expect {
            try ProjectReader().readApp(at: Fixtures.path("strings"))
        } throws: { error in
            (error as! ProjectReadError).message.contains("no app Info.plist found")
        }
    }
}
