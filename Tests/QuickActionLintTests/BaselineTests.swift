import Foundation
import QuickActionKit
import QuickActionLint
import Testing

@Suite("Baseline")
struct BaselineTests {
    static func finding(_ line: Int, _ message: String = "The title is empty") -> Finding {
        Finding(
            ruleID: "empty_title", severity: .error, location: SourceLocation(file: "/p/Notes/A.swift", line: line),
            message: message)
    }

    @Test("A baseline leaves aside known findings, even when their lines move")
    func linesMove() throws {
        let baseline = try Baseline(data: Baseline(findings: [Self.finding(3)], root: "/p").jsonData())
        #expect(baseline.entries.map(\.file) == ["Notes/A.swift"])
        #expect(baseline.filter([Self.finding(9)], root: "/p").isEmpty)
    }

    @Test("Each entry absorbs one finding; new findings remain")
    func multiplicity() {
        let baseline = Baseline(findings: [Self.finding(3)], root: "/p")
        let remaining = baseline.filter([Self.finding(3), Self.finding(4), Self.finding(5, "Other")], root: "/p")
        #expect(remaining.map(\.location.line) == [4, 5])
    }
}
