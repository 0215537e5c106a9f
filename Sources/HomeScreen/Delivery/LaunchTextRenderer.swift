import QuickActionKit

/// Prints a launch report: the numbered callbacks with their arguments, what the app returned, the completion
/// handlers it must call, the source of each step, and the warnings.
public struct LaunchTextRenderer: Sendable {
    public init() {}

    /// - Parameter shapeOrigin: how the shape was chosen, e.g. "detected from App/SceneDelegate.swift:20:1".
    public func render(_ report: LaunchReport, appName: String, shapeOrigin: String? = nil) -> String {
        let origin = shapeOrigin.map { " (\($0))" } ?? ""
        var lines = [
            "\(appName) · \(report.shape.displayName)\(origin) · "
                + (report.state == .cold ? "cold launch" : "warm (from the background)"),
            "Chosen: “\(report.item.localizedTitle)” (\(report.item.type))",
            "userInfo: " + Self.describe(report.item.userInfo),
        ]
        if let target = report.item.targetContentIdentifier { lines.append("targetContentIdentifier: \(target)") }
        lines.append("")
        var number = 0
        for entry in report.entries {
            switch entry {
            case .callback(let callback, let source):
                number += 1
                lines.append(String(format: "%2d. ", number) + callback.methodName)
                if let arguments = callback.argumentSummary { lines.append("    " + arguments) }
                if case .performAction(_, let id) = callback {
                    lines.append(
                        "    completion handler #\(id): call it exactly once with whether the action succeeded")
                }
                if case .windowScenePerformAction(_, _, let id) = callback {
                    lines.append(
                        "    completion handler #\(id): call it exactly once with whether the action succeeded")
                }
                lines.append("    source: \(source)")
            case .returned(let value):
                lines.append("    returns \(value)")
            case .completionCalled(let id, let succeeded):
                lines.append("    completion handler #\(id) called with \(succeeded)")
            case .lost(let item, _):
                lines.append("    ✗ “\(item.localizedTitle)” never reaches the app's code")
            case .chosen:
                break
            }
        }
        if !report.warnings.isEmpty {
            lines.append("")
            lines.append("Warnings:")
            lines += report.warnings.map { "  ⚠ [\($0.kind.rawValue)] \($0.message)" }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    static func describe(_ userInfo: [String: PropertyListValue]?) -> String {
        guard let userInfo, !userInfo.isEmpty else { return "none" }
        return userInfo.keys.sorted().map { "\($0) = \(describe(userInfo[$0]!))" }.joined(separator: ", ")
    }

    static func describe(_ value: PropertyListValue) -> String {
        switch value {
        case .string(let text): "\"\(text)\""
        case .integer(let number): "\(number)"
        case .real(let number): "\(number)"
        case .bool(let flag): "\(flag)"
        case .date(let date): ISO8601Date.format(date)
        case .data(let data): "<\(data.count) bytes>"
        case .array(let values): "[" + values.map(describe).joined(separator: ", ") + "]"
        case .dictionary(let values): "[" + describe(values) + "]"
        }
    }
}
