import Foundation
import HomeScreen
import QuickActionKit
import QuickActionPreview
import Testing

/// Issue 17: the SF Symbols apps use most are drawn with Bootstrap Icons look-alikes; others keep the placeholder.
@Suite("SF Symbol look-alikes")
struct SymbolLookalikesTests {
    static let usage = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent(
            "shared/data/sf-symbols/usage-frequency.tsv")

    @Test("238 of the 239 most used names have a look-alike that draws (carrot.fill has none)")
    func coverage() throws {
        let names = try String(contentsOf: Self.usage, encoding: .utf8).split(separator: "\n").dropFirst()
            .compactMap { $0.split(separator: "\t").first.map(String.init) }
        #expect(names.count == 239)
        let drawn = names.filter(SymbolLookalikes.has)
        #expect(drawn.count == 238)
        #expect(Set(names).subtracting(drawn) == ["carrot.fill"])
        let glyph = try #require(SymbolLookalikes.glyph(for: "magnifyingglass"))
        #expect(glyph.hasPrefix(#"<g transform="translate(2,2) scale(1.25)" fill="currentColor"><path"#))
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
}
