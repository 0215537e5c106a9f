import AppProject
import Foundation
import QuickActionKit
import QuickActionLint
import Testing

/// Where the test copy of Apple's SF Symbols catalog is: `QUICKACTIONS_SYMBOLS_CATALOG`, else
/// `../shared/data/sf-symbols` beside the repository (the repository ships no copy, issue 7).
enum SymbolCatalogFixture {
    static let folder: String? = {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let candidates: [String?] = [
            ProcessInfo.processInfo.environment[SymbolCatalogLoader.environmentVariable],
            root.deletingLastPathComponent().appendingPathComponent("shared/data/sf-symbols").path,
        ]
        return candidates.compactMap { $0 }.first {
            FileManager.default.fileExists(atPath: $0 + "/name_availability.plist")
        }
    }()
}

@Suite(
    "SF Symbols catalog and unknown_symbol",
    .enabled(if: SymbolCatalogFixture.folder != nil, "needs the SF Symbols catalog"))
struct SymbolCatalogTests {
    let catalog: SymbolCatalog

    init() throws {
        catalog = try SymbolCatalogLoader.load(folder: SymbolCatalogFixture.folder!)
    }

    @Test("Apple's catalog is read: names with their first iOS, renamed names with their current name")
    func reading() {
        #expect(catalog.introducedIn.count == 6_554)
        #expect(catalog.lookup("magnifyingglass") == .known(introducedIn: "13.0"))
        #expect(catalog.lookup("radiowaves.left") == .renamed(to: "wave.3.left"))
        #expect(catalog.lookup("arrow.upright.circle") == .renamed(to: "arrow.up.right.circle"))
        #expect(catalog.lookup("magnifying.glass") == .unknown)
        #expect(catalog.closest(to: "magnifying.glass") == "magnifyingglass")
        #expect(IOSVersion.isEarlier("15.4", than: "16"))
        #expect(!IOSVersion.isEarlier("16.0", than: "16"))
    }

    @Test("The rule's examples: unknown names flagged with a suggestion, known names not")
    func examples() throws {
        let description = UnknownSymbolRule.description
        for example in description.triggeringExamples {
            let (found, markers) = try RuleExamplesTests.findings("unknown_symbol", in: example)
            #expect(found == markers)
        }
        for example in description.nonTriggeringExamples {
            #expect(try RuleExamplesTests.findings("unknown_symbol", in: example).found.isEmpty)
        }
    }

    @Test("Renamed symbols and symbols newer than the deployment target are warnings")
    func renamedAndNewer() throws {
        let item = { (symbol: String) in
            StaticShortcutItem(
                index: 0, location: SourceLocation(file: "Info.plist", line: 1),
                declaredIcon: DeclaredIconKeys(symbolName: symbol),
                content: .valid(ShortcutItem(type: "a", localizedTitle: "Radio", icon: .systemImageName(symbol))))
        }
        var app = App(
            name: "Notes", infoPlist: SourceLocation(file: "Info.plist"), staticItems: [item("radiowaves.left")],
            localizations: InfoPlistLocalizations(developmentRegion: "en"))
        var configuration = LintConfiguration()
        configuration.deploymentTarget = "15.0"
        let renamed = try Linter(rules: [UnknownSymbolRule()], configuration: configuration).lint(
            ProjectApp(app: app), measurer: nil, symbols: catalog)
        #expect(renamed.map(\.severity) == [.warning])
        #expect(renamed.first?.message.contains("“wave.3.left”") == true)
        app.staticItems = [item("0.circle.ar")]  // iOS 16.1 (release 2022.1)
        let newer = try Linter(rules: [UnknownSymbolRule()], configuration: configuration).lint(
            ProjectApp(app: app), measurer: nil, symbols: catalog)
        #expect(
            newer.map(\.message) == ["“0.circle.ar” needs iOS 16.1; on iOS 15.0 no icon shows. Pick an older symbol."])
    }
}
