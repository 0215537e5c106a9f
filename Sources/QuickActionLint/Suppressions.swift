import AppProject
import Foundation
import QuickActionKit
import XcodeProject

/// The suppression comments of an app's files and what they silence, as SwiftLint reads its own: a `disable`
/// region runs from its line to the end of the file or to the first later `enable` of the rule (or of `all`); a
/// `:next`, `:this` or `:previous` comment decides its one line, over any region. Comments that name no rule, or
/// silence nothing of a rule that ran, are findings of `superfluous_disable_command`.
struct Suppressions {
    /// Property lists and strings files have comments too; Swift files' come with the app's source facts.
    static let commentedExtensions: Set<String> = ["plist", "strings", "stringsdict"]

    /// Each file's comments, in line order.
    private var comments: [String: [SuppressionComment]]

    init(_ comments: [SuppressionComment]) {
        self.comments = Dictionary(grouping: comments, by: \.location.file).mapValues {
            $0.sorted { ($0.location.line ?? 0) < ($1.location.line ?? 0) }
        }
    }

    /// The comments of an app: those of its Swift files and localization tables (read with the app) and those of
    /// its other property lists and strings files (the Info.plist, and any other such file a finding is in).
    init(app: ProjectApp, findings: [Finding]) {
        var comments = app.sourceFacts.suppressions
        for file in Self.filesToRead(app: app, findings: findings) {
            // An unreadable file has no comments.
            guard let data = ProjectFile.read(file) else { continue }
            comments += SuppressionComment.parse(contentsOf: data, file: file)
        }
        self.init(comments)
    }

    /// The property lists and strings files of the app, and of its findings, whose comments were not read with the
    /// app, sorted.
    static func filesToRead(app: ProjectApp, findings: [Finding]) -> [String] {
        var files: Set<String> = [app.app.infoPlist.file]
        files.formUnion(app.app.localizations.tables.map(\.source.file))
        for table in app.app.stringTables.tables.values { files.formUnion(table.tables.map(\.source.file)) }
        files.formUnion(findings.map(\.location.file))
        files.subtract(app.sourceFacts.filesWithCommentsRead)
        return files.filter(hasCommentedExtension).sorted()
    }

    /// Whether `file`'s name ends in one of `commentedExtensions` (case aside), read from the path's bytes: `URL`'s
    /// `pathExtension` cost 9,000 instructions a file, and `String.lastIndex(of:)` walks Characters backwards, for
    /// every file of every app a lint reads (issue 35).
    static func hasCommentedExtension(_ file: String) -> Bool {
        let bytes = file.utf8
        guard let dot = bytes.lastIndex(of: UInt8(ascii: ".")), dot != bytes.startIndex,
            bytes[bytes.index(before: dot)] != UInt8(ascii: "/")
        else { return false }
        let suffix = bytes[bytes.index(after: dot)...]
        // The extensions are lower-case ASCII letters, so setting a byte's 0x20 bit is its lower case for them.
        return commentedExtensions.contains { known in
            known.utf8.count == suffix.count && zip(known.utf8, suffix).allSatisfy { $0 == $1 | 0x20 }
        }
    }

    /// The comment that decides whether `ruleID` is silenced at `location`, when one does: the one-line comment
    /// for that line, else the last region comment before it.
    func deciding(ruleID: String, at location: SourceLocation) -> SuppressionComment? {
        guard let line = location.line, let fileComments = comments[location.file] else { return nil }
        let naming = fileComments.filter { $0.names(ruleID) }
        if let oneLine = naming.last(where: { $0.coveredLine == line }) { return oneLine }
        return naming.last { $0.scope == .region && ($0.location.line ?? 0) <= line }
    }

    /// A rule id of a comment that silenced at least one finding (`all` when the comment named only `all`).
    struct Use: Hashable {
        var comment: SuppressionComment
        var ruleID: String
    }

    /// The findings no comment silences, and which rule ids of which comments silenced at least one.
    func apply(_ findings: [Finding]) -> (kept: [Finding], used: Set<Use>) {
        var used: Set<Use> = []
        let kept = findings.filter { finding in
            guard let comment = deciding(ruleID: finding.ruleID, at: finding.location), comment.action == .disable
            else { return true }
            used.insert(
                Use(comment: comment, ruleID: comment.ruleIDs.contains(finding.ruleID) ? finding.ruleID : "all"))
            return false
        }
        return (kept, used)
    }

    /// A finding for each rule id no rule has, and for each `disable` comment naming rules that ran (`checked`) but
    /// silenced nothing of them (one finding per comment, listing those ids); ids of rules that did not run
    /// (disabled in the configuration) are left alone.
    func superfluous(used: Set<Use>, checked: Set<String>, known: Set<String>) -> [Finding] {
        var findings: [Finding] = []
        let rule = SuperfluousDisableCommandRule()
        for comment in comments.values.joined() {
            let unknown = comment.ruleIDs.filter { $0 != "all" && !known.contains($0) }
            for id in unknown {
                let guess = RuleRegistry.closestIdentifier(to: id).map { "; did you mean \($0)?" } ?? ""
                findings.append(
                    rule.finding(
                        at: comment.location,
                        "“\(id)” is not a rule, so this comment silences nothing\(guess) (`quickactions rules` lists "
                            + "them)"))
            }
            guard comment.action == .disable, unknown.isEmpty else { continue }
            let ran = comment.ruleIDs.filter {
                ($0 == "all" || checked.contains($0)) && !used.contains(Use(comment: comment, ruleID: $0))
            }
            guard !ran.isEmpty else { continue }
            let place = comment.scope == .region ? "after it" : "on the line it covers"
            findings.append(
                rule.finding(
                    at: comment.location,
                    "quickactions:disable \(ran.joined(separator: " ")) silences no finding \(place); remove it, "
                        + "so that it cannot hide a problem later"))
        }
        return findings
    }
}
