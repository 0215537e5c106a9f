/// A rule's documentation page, generated from the rule itself: name, identifier, severity, rationale with its
/// source, and its examples (`↓` marks where a finding points).
public enum RuleDocumentation {
    public static func markdown(_ description: RuleDescription) -> String {
        var lines = [
            "# \(description.name)", "",
            "Identifier: `\(description.identifier)` · default severity: \(description.defaultSeverity.rawValue)"
                + (description.isOptIn ? " · opt-in (list it under `opt_in_rules`)" : ""), "",
            description.rationale, "",
        ]
        func examples(_ title: String, _ examples: [RuleExample]) {
            lines += ["## \(title)", ""]
            for (index, example) in examples.enumerated() {
                if examples.count > 1 { lines += ["Example \(index + 1):", ""] }
                for path in example.files.keys.sorted() {
                    let language = path.hasSuffix(".swift") ? "swift" : path.hasSuffix(".plist") ? "xml" : ""
                    lines += [
                        "`\(path)`", "", "```\(language)", example.files[path]!.trimmingCharacters(in: .newlines),
                        "```", "",
                    ]
                }
            }
        }
        examples("Triggering examples", description.triggeringExamples)
        examples("Non-triggering examples", description.nonTriggeringExamples)
        return lines.joined(separator: "\n")
    }
}
