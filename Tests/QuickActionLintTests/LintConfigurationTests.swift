import QuickActionKit
import QuickActionLint
import Testing

@Suite("Configuration (.quickactions.yml)")
struct LintConfigurationTests {
    @Test("Every key is read")
    func keys() throws {
        let configuration = try LintConfiguration.parse(
            """
            disabled_rules: [title_case, missing_icon]
            severity:
              empty_title: warning
            rule_options:
              action_label_style:
                max_words: 4
            excluded: [Pods, Vendor/]
            supported_locales: [en, de]
            app_name_alternatives: [Chirp Chat]
            """, file: ".quickactions.yml", workingDirectory: "/p")
        #expect(configuration.disabledRules == ["title_case", "missing_icon"])
        #expect(configuration.severityOverrides == ["empty_title": .warning])
        #expect(configuration.option("max_words", of: "action_label_style", default: 3) == 4)
        #expect(configuration.excluded.map(\.pattern) == ["Pods", "Vendor/"])
        #expect(configuration.excluded.allSatisfy { $0.base == "/p" })
        #expect(configuration.supportedLocales == ["en", "de"])
        #expect(configuration.appNameAlternatives == ["Chirp Chat"])
    }

    @Test(
        "Unknown keys and bad values name the key and line",
        arguments: [
            ("disabled_rules: [empty_title]\nseverities:\n  empty_title: error\n", 2, "unknown key 'severities'"),
            ("disabled_rules:\n  - emptytitle\n", 2, "unknown rule 'emptytitle'; did you mean empty_title?"),
            ("severity:\n  empty_title: fatal\n", 2, "severity must be warning or error"),
            ("excluded: Pods\n", 1, "excluded must be a list"),
            ("rule_options:\n  action_label_style:\n    max_words: many\n", 3, "must be whole numbers"),
            // Issue 18: every value validated, at its line.
            ("deployment_target: banana\n", 1, "deployment_target must be an iOS version such as 16.0; 'banana'"),
            ("deployment_target: \"16.x\"\n", 1, "must be an iOS version"),
            ("supported_locales:\n  - en\n  - de DE\n", 3, "supported_locales: "),
            ("excluded:\n  - Pods\n  - /abs/path\n", 3, "relative to the configuration's folder"),
            ("included: [\"\"]\n", 1, "included lists an empty path"),
        ])
    func errors(_ row: (String, Int, String)) {
        #expect {
            try LintConfiguration.parse(row.0, file: "q.yml")
        } throws: { error in
            let error = error as! LintConfigurationError
            return error.line == row.1 && error.message.contains(row.2)
                && error.description.hasPrefix("q.yml:\(row.1): ")
        }
    }

    @Test("Invalid YAML is an error naming the file and line, on one line")
    func invalidYAML() {
        #expect(throws: LintConfigurationError.self) { try LintConfiguration.parse("a: [b\n", file: "q.yml") }
        do {
            _ = try LintConfiguration.parse("severity:\n  a: [b\n", file: "q.yml")
        } catch {
            #expect(error.line != nil)
            #expect(!error.description.contains("\n"))
        }
    }

    @Test("100,000 nested brackets are an error (libyaml's nesting limit), never a crash (issue 15)")
    func deepNesting() {
        let yaml = "disabled_rules: " + String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        do {
            _ = try LintConfiguration.parse(yaml, file: "q.yml")
            Issue.record("expected an error")
        } catch {
            #expect(error.description == "q.yml:1: not valid YAML: nested more than 1,000 deep")
        }
    }

    @Test("Applying: disabled rules and excluded paths are dropped, severities overridden")
    func apply() throws {
        let configuration = try LintConfiguration.parse(
            "disabled_rules: [missing_icon]\nseverity: {empty_title: warning}\nexcluded: [Vendor]\n", file: "q.yml",
            workingDirectory: "/p")
        func finding(_ rule: String, _ file: String) -> Finding {
            Finding(ruleID: rule, severity: .error, location: SourceLocation(file: "/p/\(file)", line: 1), message: "m")
        }
        let kept = configuration.apply(
            [
                finding("missing_icon", "A.swift"), finding("empty_title", "A.swift"),
                finding("empty_title", "Vendor/B.swift"),
                finding("empty_title", "VendorKit/C.swift"),
            ])
        #expect(kept.map(\.location.file) == ["/p/A.swift", "/p/VendorKit/C.swift"])
        #expect(kept.map(\.severity) == [Severity.warning, .warning])
    }
}

@Suite("Configuration: opt-in rules and included paths")
struct LintConfigurationOptInTests {
    @Test("Opt-in rules run only when listed")
    func optIn() throws {
        let defaults = Linter(configuration: LintConfiguration()).rules.map { type(of: $0).description.identifier }
        #expect(!defaults.contains("unversioned_dynamic_items"))
        #expect(defaults.contains("empty_title"))
        let configuration = try LintConfiguration.parse("opt_in_rules: [unversioned_dynamic_items]\n", file: "q.yml")
        let listed = Linter(configuration: configuration).rules.map { type(of: $0).description.identifier }
        #expect(listed.contains("unversioned_dynamic_items"))
    }

    @Test("Included paths keep only their findings")
    func included() throws {
        let configuration = try LintConfiguration.parse("included: [App]\n", file: "q.yml", workingDirectory: "/p")
        let findings = ["App/A.swift", "AppKitExtras/B.swift", "Other/C.swift"].map {
            Finding(
                ruleID: "empty_title", severity: .error, location: SourceLocation(file: "/p/\($0)", line: 1),
                message: "m")
        }
        #expect(configuration.apply(findings).map(\.location.file) == ["/p/App/A.swift"])
    }
}
