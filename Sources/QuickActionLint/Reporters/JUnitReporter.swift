import QuickActionKit

/// JUnit XML, which CI systems (GitLab, Jenkins, Azure Pipelines, CircleCI) show as test results: one test suite,
/// a failed test case per finding (its class name the file, its name the rule and line), or one passing case when
/// there are no findings, so the report is never an empty suite.
public struct JUnitReporter: Reporter {
    public static let identifier = "junit"
    public init() {}

    public func report(_ findings: [Finding], context: ReportContext) -> String {
        let errors = findings.filter { $0.severity == .error }.count
        let count = max(findings.count, 1)
        var xml = #"<?xml version="1.0" encoding="UTF-8"?>"# + "\n"
        xml +=
            #"<testsuites name="\#(QuickActionsTool.name) lint" tests="\#(count)" failures="\#(findings.count)" errors="0">"#
            + "\n"
        xml +=
            #"  <testsuite name="\#(QuickActionsTool.name) lint" tests="\#(count)" failures="\#(findings.count)" errors="0" skipped="0">"#
            + "\n"
        xml += #"    <properties><property name="errors" value="\#(errors)"/></properties>"# + "\n"
        if findings.isEmpty {
            xml += #"    <testcase classname="\#(QuickActionsTool.name)" name="no findings"/>"# + "\n"
        }
        for finding in findings {
            let path = XMLText.attribute(context.path(finding.location.file))
            let line = finding.location.line.map { ":\($0)" } ?? ""
            let lineAttribute = finding.location.line.map { #" line="\#($0)""# } ?? ""
            xml +=
                #"    <testcase classname="\#(path)" name="\#(XMLText.attribute(finding.ruleID))\#(line)" file="\#(path)"\#(lineAttribute)>"#
                + "\n"
            xml +=
                #"      <failure type="\#(finding.severity.rawValue)" message="\#(XMLText.attribute(finding.message))">\#(path)\#(line): \#(finding.severity.rawValue): \#(XMLText.attribute(finding.message)) (\#(XMLText.attribute(finding.ruleID)))</failure>"#
                + "\n"
            xml += "    </testcase>\n"
        }
        return xml + "  </testsuite>\n</testsuites>\n"
    }
}
