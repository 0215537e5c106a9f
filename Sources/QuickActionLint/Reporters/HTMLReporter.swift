import QuickActionKit

/// A self-contained HTML page (no network, no script): the verdict, each app's menu as the preview draws it, and the
/// findings by file with their rule linked to its page. Open it from a CI job's artifacts.
public struct HTMLReporter: Reporter {
    public static let identifier = "html"
    public static var showsMenus: Bool { true }
    public init() {}

    public func report(_ findings: [Finding], context: ReportContext) -> String {
        let errors = findings.filter { $0.severity == .error }.count
        let verdict =
            findings.isEmpty
            ? "No findings"
            : "\(errors) \(errors == 1 ? "error" : "errors"), \(findings.count - errors) "
                + (findings.count - errors == 1 ? "warning" : "warnings")
        var html = """
            <!DOCTYPE html>
            <html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
            <title>quickactions lint: \(XMLText.attribute(verdict))</title>
            <style>
            body{font:14px/1.45 Inter,system-ui,sans-serif;margin:24px;color:#111;background:#f6f7f9}
            h1{font-size:20px}h2{font-size:16px;margin-top:28px}
            .menus{display:flex;flex-wrap:wrap;gap:16px}.menus figure{margin:0;background:#fff;border-radius:12px;padding:12px}
            figcaption{font-size:12px;color:#555;margin-top:6px}
            table{border-collapse:collapse;background:#fff;width:100%}td,th{border-bottom:1px solid #e3e5e8;padding:6px 8px;text-align:left;vertical-align:top}
            .error{color:#b00020}.warning{color:#8a5a00}code{font-size:12px}
            </style></head>
            <body>
            <h1>quickactions lint: \(XMLText.attribute(verdict))</h1>

            """
        if !context.menus.isEmpty {
            html += "<h2>Menus</h2>\n<div class=\"menus\">\n"
            for menu in context.menus {
                html +=
                    "<figure>\(menu.svg)<figcaption>\(XMLText.attribute(menu.appName)) · \(XMLText.attribute(menu.caption))</figcaption></figure>\n"
            }
            html += "</div>\n"
        }
        let byFile = Dictionary(grouping: findings) { context.path($0.location.file) }
        for file in byFile.keys.sorted() {
            html += "<h2><code>\(XMLText.attribute(file))</code></h2>\n<table>\n"
            html += "<tr><th>Line</th><th>Severity</th><th>Rule</th><th>Message</th></tr>\n"
            for finding in byFile[file] ?? [] {
                let line =
                    finding.location.line.map { "\($0)" + (finding.location.column.map { ":\($0)" } ?? "") } ?? ""
                html +=
                    "<tr><td>\(line)</td><td class=\"\(finding.severity.rawValue)\">\(finding.severity.rawValue)</td>"
                    + "<td><a href=\"\(XMLText.attribute(QuickActionsTool.ruleDocumentation(finding.ruleID)))\"><code>\(XMLText.attribute(finding.ruleID))</code></a></td>"
                    + "<td>\(XMLText.attribute(finding.message))</td></tr>\n"
            }
            html += "</table>\n"
        }
        return html + "</body></html>\n"
    }
}
