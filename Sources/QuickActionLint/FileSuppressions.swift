import AppProject
import Foundation
import QuickActionKit

/// The suppression comments of property lists and strings files (`<!-- quickactions:disable:next rule -->`,
/// `/* quickactions:disable:next rule */`), read only for the files that have findings. Swift files' comments come
/// with the app's source facts, read with the sources.
struct FileSuppressions {
    static let extensions: Set<String> = ["plist", "strings", "stringsdict"]

    /// The findings no comment of their file silences.
    func filter(_ findings: [Finding]) -> [Finding] {
        var comments: [String: [SuppressionComment]] = [:]
        return findings.filter { finding in
            let file = finding.location.file
            guard Self.extensions.contains(URL(fileURLWithPath: file).pathExtension.lowercased()) else { return true }
            if comments[file] == nil {
                // A binary property list or unreadable file has no comments.
                let text = FileManager.default.contents(atPath: file).flatMap { String(data: $0, encoding: .utf8) }
                comments[file] = text.map { SuppressionComment.parse($0, file: file) } ?? []
            }
            return !(comments[file] ?? []).contains { $0.suppresses(ruleID: finding.ruleID, at: finding.location) }
        }
    }
}
