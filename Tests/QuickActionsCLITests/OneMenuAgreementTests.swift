import Foundation
import Testing

/// Issue 16: `menu`, `preview` and `lint` read one menu and one measurement, so they agree on what is cut and on
/// what is not shown, for every example app in every locale it provides.
@Suite("menu, preview and lint agree")
struct OneMenuAgreementTests {
    static let examples = ["Examples/Chirp", "Examples/Trailmix", "Examples/Brewlog"]

    /// The locales the app provides, as `menu --format json` of each says (the localization used).
    static func locales(of example: String) throws -> [String] {
        let json = try CommandRunner.run(["menu", example, "--format", "json"])
        let menu = try JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? [String: Any]
        let region = try #require(menu?["locale"] as? String)
        // Every lproj and catalog localization the example ships.
        let folder = CommandRunner.packageRoot.appendingPathComponent(example).path
        let found =
            FileManager.default.enumerator(atPath: folder)?.compactMap { $0 as? String }
            .filter { $0.hasSuffix(".lproj") }
            .map { (($0 as NSString).lastPathComponent as NSString).deletingPathExtension }
            .filter { $0 != "Base" } ?? []
        return [region] + Set(found).subtracting([region]).sorted()
    }

    /// "field “text” → “shown”" for each cut text a command lists.
    static func cuts(in output: String, marker: String) -> Set<String> {
        var cuts: Set<String> = []
        for line in output.split(separator: "\n") where line.contains(marker) {
            guard let field = ["title", "subtitle"].first(where: { line.contains("\($0) “") }),
                let start = line.range(of: "\(field) “"),
                let middle = line.range(of: "” shows as “", range: start.upperBound..<line.endIndex)
                    ?? line.range(of: "” is shown as “", range: start.upperBound..<line.endIndex),
                let end = line.range(of: "”", range: middle.upperBound..<line.endIndex)
            else { continue }
            cuts.insert(
                "\(field) “\(line[start.upperBound..<middle.lowerBound])” → “\(line[middle.upperBound..<end.lowerBound])”"
            )
        }
        return cuts
    }

    @Test("Every cut text and every hidden item is the same in menu, preview and lint", arguments: examples)
    func agree(_ example: String) throws {
        let lint = try CommandRunner.run(["lint", example])
        var lintedCuts: Set<String> = []
        for line in lint.standardOutput.split(separator: "\n") where line.contains("_truncated)") {
            lintedCuts.formUnion(Self.cuts(in: String(line), marker: "pt too wide"))
        }
        var menuCuts: Set<String> = []
        for locale in try Self.locales(of: example) {
            let menu = try CommandRunner.run(["menu", example, "--locale", locale])
            #expect(menu.status == 0, "\(menu.standardError)")
            // One drawing: the text preview is the menu's text form, measured at the same size.
            let preview = try CommandRunner.run(["preview", example, "--locale", locale, "--format", "txt"])
            #expect(preview.status == 0, "\(preview.standardError)")
            #expect(preview.standardOutput == menu.standardOutput, "\(example) \(locale): menu and preview differ")
            let fromMenu = Self.cuts(in: menu.standardOutput, marker: "pt too wide")
            menuCuts.formUnion(fromMenu)
            // What is not shown: the same lines in the text menu as in its JSON (one composition).
            let json = try CommandRunner.run(["menu", example, "--locale", locale, "--format", "json"])
            let decoded = try JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? [String: Any]
            let hidden = (decoded?["notShown"] as? [[String: Any]])?.count ?? 0
            #expect(menu.standardOutput.components(separatedBy: "\n  ✗ ").count - 1 == hidden, "\(example) \(locale)")
        }
        // lint reports a cut text once, in the first locale it is cut in, and only beyond its measurement tolerance.
        #expect(lintedCuts.isSubset(of: menuCuts), "\(example): lint reports a cut the menu does not show")
        if example.hasSuffix("Trailmix") {
            // Not vacuous: the German “Wanderwege in der Umgebung” is cut in all three.
            #expect(lintedCuts.contains("title “Wanderwege in der Umgebung” → “Wanderwege in der Umg…”"))
        }
    }
}
