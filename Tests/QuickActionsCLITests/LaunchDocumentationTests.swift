import Foundation
import Testing

/// The article "Handling quick actions on every launch path" shows what `quickactions launch` prints; this test
/// runs every command named in the article's `<!-- quickactions … -->` markers and compares. Regenerate with
/// `UPDATE_DOCS=1 swift test --filter LaunchDocumentationTests`.
@Suite("Launch-path article matches the tool")
struct LaunchDocumentationTests {
    static let article = CommandRunner.packageRoot.appendingPathComponent(
        "Sources/QuickActionDispatch/QuickActionDispatch.docc/HandlingQuickActionsOnEveryLaunchPath.md")

    struct Block {
        var arguments: [String]
        var range: Range<String.Index>
        var text: String
    }

    /// Each marker's arguments and the text of the fenced block after it.
    static func blocks(in article: String) -> [Block] {
        var blocks: [Block] = []
        var searchStart = article.startIndex
        while let marker = article.range(of: "<!-- quickactions ", range: searchStart..<article.endIndex),
            let markerEnd = article.range(of: " -->\n```text\n", range: marker.upperBound..<article.endIndex),
            let fenceEnd = article.range(of: "```\n<!-- end -->", range: markerEnd.upperBound..<article.endIndex)
        {
            let arguments = article[marker.upperBound..<markerEnd.lowerBound].split(separator: " ").map(String.init)
            let range = markerEnd.upperBound..<fenceEnd.lowerBound
            blocks.append(Block(arguments: arguments, range: range, text: String(article[range])))
            searchStart = fenceEnd.upperBound
        }
        return blocks
    }

    @Test("Every sequence in the article is what the tool prints")
    func articleMatchesTool() throws {
        var article = try String(contentsOf: Self.article, encoding: .utf8)
        let blocks = Self.blocks(in: article)
        #expect(blocks.count == 8, "the article shows 4 shapes × cold and warm")
        var outputs: [String] = []
        for block in blocks {
            let result = try CommandRunner.run(block.arguments)
            #expect(result.status == 0, "\(block.arguments): \(result.standardError)")
            outputs.append(result.standardOutput)
            #expect(
                block.text == result.standardOutput, "stale: quickactions \(block.arguments.joined(separator: " "))")
        }
        if ProcessInfo.processInfo.environment["UPDATE_DOCS"] == "1" {
            for (block, output) in zip(blocks, outputs).reversed() {
                article.replaceSubrange(block.range, with: output)
            }
            try article.write(to: Self.article, atomically: true, encoding: .utf8)
        }
    }
}
