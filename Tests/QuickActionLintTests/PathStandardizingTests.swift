import Testing

@testable import QuickActionLint

/// `ReportContext.standardized` returns a path that is already standard as it is, found by reading its bytes
/// (issue 35). The answer must be exactly the part-by-part one (the oracle), for any path; `ReporterTests` pins what
/// the part-by-part one does.
@Suite struct PathStandardizingTests {
    /// The part-by-part standardizing the byte check skips when it would change nothing.
    static func oracle(_ path: String) -> String { ReportContext.standardizedByParts(path) }

    @Test(arguments: [
        "/", "//", "/a", "/a/", "/a//b", "/./a", "/a/.", "/a/..", "/a/../b", "/..", "/...", "/a/...", "/.a", "/a.",
        "/..a/b", "/a/..b", "a", "a/b", "", ".", "./a", "/é/ü", "/a/b c/d.swift", "/work/app/Notes/Info.plist",
    ])
    func chosenPaths(_ path: String) {
        #expect(ReportContext.standardized(path) == Self.oracle(path))
        #expect(ReportContext.isStandardized(path) == (Self.oracle(path) == path))
    }

    /// 20,000 paths of 0-9 pieces (slashes, dots, letters, a non-ASCII letter, a space), from a fixed seed.
    @Test func generatedPaths() {
        let pieces = ["/", "/", ".", ".", "a", "é", "b c"]
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
        var disagreements: [String] = []
        var alreadyStandard = 0
        for _ in 0..<20_000 {
            let path = (0..<next(10)).map { _ in pieces[next(pieces.count)] }.joined()
            let expected = Self.oracle(path)
            if expected == path { alreadyStandard += 1 }
            if ReportContext.standardized(path) != expected || ReportContext.isStandardized(path) != (expected == path)
            {
                disagreements.append(path)
            }
        }
        #expect(disagreements.isEmpty, "\(disagreements.prefix(10))")
        #expect(alreadyStandard > 500, "the generator must reach paths that are already standard")
    }
}
