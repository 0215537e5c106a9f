import QuickActionKit

/// Checkstyle XML, read by Jenkins' Warnings plug-in, reviewdog, Danger and many editors: a `file` element per file
/// with an `error` element per finding (line, column, severity, message, and the rule as `source`).
public struct CheckstyleReporter: Reporter {
    public static let identifier = "checkstyle"
    public init() {}

    public func report(_ findings: [Finding], context: ReportContext) -> String {
        var xml = #"<?xml version="1.0" encoding="UTF-8"?>"# + "\n" + #"<checkstyle version="4.3">"# + "\n"
        let byFile = Dictionary(grouping: findings) { context.path($0.location.file) }
        for file in byFile.keys.sorted() {
            xml += #"  <file name="\#(XMLText.attribute(file))">"# + "\n"
            for finding in byFile[file] ?? [] {
                let line = finding.location.line.map { #" line="\#($0)""# } ?? ""
                let column = finding.location.column.map { #" column="\#($0)""# } ?? ""
                xml +=
                    #"    <error\#(line)\#(column) severity="\#(finding.severity.rawValue)" message="\#(XMLText.attribute(finding.message))" source="\#(QuickActionsTool.name).\#(XMLText.attribute(finding.ruleID))"/>"#
                    + "\n"
            }
            xml += "  </file>\n"
        }
        return xml + "</checkstyle>\n"
    }
}
