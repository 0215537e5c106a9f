import HomeScreen
import QuickActionKit

/// Prints a launch report: what decided the app's shape, the numbered callbacks with their arguments, what the
/// app's own method did with each (file:line), what it returned, the completion handlers it must call, the source of
/// each step, the outcome and the warnings.
public struct LaunchTextRenderer: Sendable {
    public init() {}

    /// - Parameter report: the simulated launch.
    /// - Parameter appName: the name the header shows.
    /// - Parameter shapeOrigin: how the shape was chosen, e.g. "detected from App/SceneDelegate.swift:20:1".
    /// - Parameter computedProperties: the item's properties the app computes at run time (the menu item's), which
    ///   the report cannot show: a userInfo made at run time is not "none".
    public func render(
        _ report: LaunchReport, appName: String, shapeOrigin: String? = nil, computedProperties: [String] = []
    ) -> String {
        let origin = shapeOrigin.map { " (\($0))" } ?? ""
        var lines = [
            "\(appName) · \(report.shape.displayName)\(origin) · "
                + (report.state == .cold ? "cold launch" : "warm (from the background)")
        ]
        if let lifecycle = report.lifecycle { lines += Self.detection(lifecycle) }
        lines += [
            "Chosen: “\(report.item.localizedTitle)” (\(report.item.type))",
            "userInfo: "
                + (computedProperties.contains("userInfo")
                    ? "computed at run time" : Self.describe(report.item.userInfo)),
        ]
        if let target = report.item.targetContentIdentifier { lines.append("targetContentIdentifier: \(target)") }
        lines.append("")
        for step in report.steps {
            lines.append(String(format: "%2d. ", step.number) + step.method)
            if let arguments = step.argumentSummary { lines.append("    " + arguments) }
            if let handler = step.completionHandler {
                lines.append(
                    "    completion handler #\(handler): call it exactly once with whether the action succeeded")
            }
            if let handler = step.handler {
                lines.append(
                    "    app: \(handler.location)" + (handler.does.isEmpty ? "" : ": ")
                        + handler.does.joined(separator: "; "))
            } else if step.modeled {
                lines.append("    app: not implemented")
            }
            if let returns = step.returns { lines.append("    returns \(returns)") }
            lines.append("    source: \(step.source)")
        }
        for lost in report.lost {
            lines.append("    ✗ “\(lost.item.localizedTitle)” never reaches the app's code")
        }
        if let outcome = report.outcome {
            lines.append("")
            lines.append("Outcome: " + outcome.summary)
        }
        if !report.warnings.isEmpty {
            lines.append("")
            lines.append("Warnings:")
            lines += report.warnings.map { "  ⚠ [\($0.kind.rawValue)] \($0.message)" }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The declarations that decide the shape, each with its place; "none" for those not found.
    static func detection(_ lifecycle: LifecycleDeclarations) -> [String] {
        func places(_ locations: [SourceLocation]) -> String {
            locations.isEmpty ? "none" : locations.map(\.description).joined(separator: ", ")
        }
        var lines = ["Detected:"]
        if let app = lifecycle.swiftUIApp {
            lines.append("  SwiftUI App               \(app)")
            lines.append("  delegate adaptor          \(lifecycle.delegateAdaptor?.description ?? "none")")
        }
        lines.append("  app delegate              " + places(lifecycle.appDelegates))
        lines.append("  scene delegate            " + places(lifecycle.sceneDelegates))
        lines.append(
            "  scene manifest            \(lifecycle.sceneManifest?.description ?? "none in the Info.plist as built")")
        if let configuration = lifecycle.sceneDelegateConfiguration {
            lines.append("  scene configuration       \(configuration) (delegateClass)")
        }
        if let caveat = lifecycle.caveat { lines.append("  note: " + caveat) }
        return lines + [""]
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
