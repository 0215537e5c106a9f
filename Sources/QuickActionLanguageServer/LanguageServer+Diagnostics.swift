import AppProject
import Foundation
import QuickActionKit
import QuickActionLint
import XcodeProject

extension LanguageServer {
    /// Lints every app whose open documents changed, with their unsaved texts, and returns one
    /// `textDocument/publishDiagnostics` per open document of those apps (an empty list clears an editor's marks).
    public func lintPending() -> [Data] {
        let roots = pendingRoots.sorted()
        pendingRoots = []
        return roots.flatMap(lint(root:))
    }

    private func lint(root: String) -> [Data] {
        let paths = documents.filter { $0.value.root == root }.keys.sorted()
        guard !paths.isEmpty else { return [] }
        var findings: [Finding]
        do {
            // The configuration files are read again each time: an edit of `.quickactions.yml` applies at once.
            let configurations = try ConfigurationSet(workingDirectory: workspace)
            findings = try LintRun(paths: paths, reader: reader, configurations: configurations).run().findings
        } catch let error as LintConfigurationError {
            // A configuration that cannot be used is the one diagnostic, at its line, on every document it stops.
            let location = SourceLocation(
                file: ReportContext(workingDirectory: workspace).absolutePath(error.file), line: error.line)
            findings = paths.map { path in
                Finding(
                    ruleID: "configuration", severity: .error,
                    location: location.file == path ? location : SourceLocation(file: path, line: 1),
                    message: "\(error.file)\(error.line.map { ":\($0)" } ?? ""): \(error.message); nothing was linted")
            }
        } catch {
            findings = paths.map {
                Finding(
                    ruleID: "unreadable_file", severity: .error, location: SourceLocation(file: $0, line: 1),
                    message: "\(error)")
            }
        }
        let byPath = Dictionary(grouping: findings) { Self.standardized($0.location.file) }
        return paths.compactMap { path in
            guard let document = documents[path] else { return nil }
            let documentFindings = byPath[path] ?? []
            findingsByPath[path] = documentFindings
            return OutgoingMessage.notification(
                "textDocument/publishDiagnostics",
                PublishDiagnosticsParams(
                    uri: document.uri, version: document.version,
                    diagnostics: documentFindings.map { diagnostic(for: $0, in: document) }))
        }
    }

    /// A finding as the protocol shows it: the rule id as the code, its page as the code's description, and the
    /// rule's rationale (its HIG or platform citation) as related information at the same place.
    func diagnostic(for finding: Finding, in document: OpenDocument) -> Diagnostic {
        let range = document.text.range(
            line: finding.location.line, column: finding.location.column, fragment: finding.fix?.original)
        let rule = RuleRegistry.rule(identifier: finding.ruleID)
        return Diagnostic(
            range: range, severity: finding.severity == .error ? 1 : 2, code: finding.ruleID,
            codeDescription: rule.map { _ in .init(href: QuickActionsTool.ruleDocumentation(finding.ruleID)) },
            message: finding.message,
            relatedInformation: rule.map {
                [.init(location: Location(uri: document.uri, range: range), message: $0.description.rationale)]
            })
    }

    /// A quick fix for each finding in `params.range` that `lint --fix` knows how to fix; a fix `lint --fix` would
    /// refuse is offered disabled, with its reason.
    func codeActions(_ params: CodeActionParams) -> [CodeAction] {
        let path = Self.path(ofURI: params.textDocument.uri)
        guard let document = documents[path] else { return [] }
        var actions: [CodeAction] = []
        for finding in findingsByPath[path] ?? [] {
            guard let fix = finding.fix else { continue }
            let diagnostic = diagnostic(for: finding, in: document)
            guard diagnostic.range.overlaps(params.range) else { continue }
            let title = "Replace “\(fix.original)” with “\(fix.replacement)” (\(finding.ruleID))"
            // `Fixer` reads the unsaved text too, so its edit is of what the editor shows.
            let plan = Fixer().plan([finding])
            if let edit = plan.edits.first(where: { Self.standardized($0.path) == path }),
                let textEdit = document.text.edit(to: edit.after)
            {
                actions.append(
                    CodeAction(
                        title: title, diagnostics: [diagnostic], isPreferred: true,
                        edit: .init(changes: [document.uri: [textEdit]])))
            } else {
                let reason = plan.skipped.first?.reason ?? "the text is no longer written there"
                actions.append(CodeAction(title: title, diagnostics: [diagnostic], disabled: .init(reason: reason)))
            }
        }
        return actions
    }
}
