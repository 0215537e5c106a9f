import Foundation
import HomeScreen
import QuickActionKit
import QuickActionPreview
import Testing

/// Issue 17: the SF Symbols apps use most are drawn with Bootstrap Icons look-alikes; others keep the placeholder.
@Suite("SF Symbol look-alikes")
struct SymbolLookalikesTests {
    /// The usage list in ../shared/data, beside the repository (not copied into it); absent in other checkouts.
    static let usage: String? = {
        let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("shared/data/sf-symbols/usage-frequency.tsv").path
        return FileManager.default.fileExists(atPath: path) ? path : nil
    }()

    @Test("Each of the table's 238 names draws its Bootstrap icon (scripts/setup.sh installs bootstrap-icons)")
    func everyEntryDraws() throws {
        #expect(SymbolLookalikes.symbolNames.count == 238)
        #expect(SymbolLookalikes.symbolNames.filter { !SymbolLookalikes.has($0) } == [])
        let glyph = try #require(SymbolLookalikes.glyph(for: "magnifyingglass"))
        #expect(glyph.hasPrefix(#"<g transform="translate(2,2) scale(1.25)" fill="currentColor"><path"#))
    }

    @Test(
        "The table covers 238 of the 239 most used names (carrot.fill has none)",
        .enabled(if: usage != nil, "needs ../shared/data/sf-symbols/usage-frequency.tsv"))
    func coverage() throws {
        let names = try String(contentsOfFile: try #require(Self.usage), encoding: .utf8).split(separator: "\n")
            .dropFirst().compactMap { $0.split(separator: "\t").first.map(String.init) }
        #expect(names.count == 239)
        #expect(Set(names).subtracting(SymbolLookalikes.symbolNames) == ["carrot.fill"])
    }

    @Test("A menu draws the look-alike and lists only names without one as placeholders")
    func inTheMenu() throws {
        let app = PreviewFixtures.app(items: [
            PreviewFixtures.item(0, title: "Search", icon: .systemImageName("magnifyingglass")),
            PreviewFixtures.item(1, title: "Groceries", icon: .systemImageName("carrot.fill")),
        ])
        let layout = try PreviewFixtures.layout(try PreviewFixtures.menu(app), measurer: try TextMeasurer())
        #expect(layout.rows[0].icon == .lookalike("magnifyingglass"))
        #expect(layout.rows[1].icon == .placeholder("carrot.fill"))
        #expect(layout.placeholderSymbols == ["carrot.fill"])
        let svg = SVGMenuRenderer().document(layout, appName: "Trailmix")
        #expect(svg.contains("Dashed squares: SF Symbols without a") && svg.contains("carrot.fill</text>"))
        #expect(svg.components(separatedBy: ">SF</text>").count - 1 == 1, "one placeholder drawn")
    }

    @Test("A template image is a placeholder the legend names as the app's image, not as an SF Symbol")
    func templateImages() throws {
        let app = PreviewFixtures.app(items: [
            PreviewFixtures.item(0, title: "Scan", icon: .templateImageName("Icons_Scanner")),
            PreviewFixtures.item(1, title: "Groceries", icon: .systemImageName("carrot.fill")),
        ])
        let layout = try PreviewFixtures.layout(try PreviewFixtures.menu(app), measurer: try TextMeasurer())
        #expect(layout.placeholderSymbols == ["carrot.fill"])
        #expect(layout.placeholderTemplateImages == ["Icons_Scanner"])
        let notes = SVGMenuRenderer.notes(layout)
        #expect(notes.contains { $0.hasPrefix("Dashed squares: SF Symbols") && !$0.contains("Icons_Scanner") })
        #expect(notes.contains("Dashed squares: the app's template images, not drawn yet: Icons_Scanner"))
    }
}
