import Foundation
import Testing

/// `preview --context`: a PNG shows the Home Screen around the menu, with the notes outside the picture (standard
/// error) unless `--notes` asks for them in it; `--context none` is the bare menu with its legend.
@Suite("preview --context")
struct PreviewContextTests {
    func output(_ name: String) -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("context-\(UUID().uuidString)-\(name)").path
    }

    @Test("PNG defaults to the Home Screen, its notes on standard error; SVG defaults to the bare menu")
    func defaults() throws {
        let png = output("menu.png")
        defer { try? FileManager.default.removeItem(atPath: png) }
        let home = try CommandRunner.run(["preview", "Examples/Trailmix", "-o", png])
        #expect(home.status == 0, "\(home.standardError)")
        // Trailmix's Log Summit uses flag.checkered, which has no look-alike.
        #expect(home.standardError.contains("note: Dashed squares: SF Symbols without a look-alike"))
        // 402 × 874 pt screen with a 24-pt margin and a caption, at @2x.
        let data = try Data(contentsOf: URL(fileURLWithPath: png))
        let width = data[16..<20].reduce(0) { $0 << 8 | Int($1) }
        #expect(width == (402 + 48) * 2)

        let svg = try CommandRunner.run(["preview", "Examples/Trailmix"])
        #expect(svg.status == 0)
        #expect(!svg.standardOutput.contains("filter=\"url(#blur)\""))
        #expect(svg.standardOutput.contains("Dashed squares"))
        #expect(!svg.standardError.contains("note: Dashed"))
    }

    @Test("--context home --notes draws the notes under the screen instead")
    func notesInPicture() throws {
        let result = try CommandRunner.run(["preview", "Examples/Trailmix", "--context", "home", "--notes"])
        #expect(result.status == 0)
        #expect(result.standardOutput.contains("filter=\"url(#blur)\""))
        #expect(
            result.standardOutput.contains("flag.checkered</text>") || result.standardOutput.contains("flag.checkered"))
        #expect(!result.standardError.contains("note: Dashed"))
        #expect(result.standardOutput.contains("Trailmix · en · light · L · classic era (iOS 13-18) · column 1, row 1"))
    }
}
