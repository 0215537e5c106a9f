import ArgumentParser
import QuickActionLint

/// `quickactions rules`: lists the lint rules, or explains one with its source and examples.
struct RulesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "rules", abstract: "List the lint rules, or explain one.")

    @Argument(help: "A rule identifier, e.g. too_many_quick_actions.", completion: Completions.ruleIdentifiers)
    var identifier: String?

    func run() throws {
        guard let identifier else {
            let rules = RuleRegistry.all.map { $0.description }
            let width = rules.map(\.identifier.count).max() ?? 0
            for rule in rules {
                print(
                    rule.identifier.padding(toLength: width, withPad: " ", startingAt: 0) + "  "
                        + rule.defaultSeverity.rawValue.padding(toLength: 7, withPad: " ", startingAt: 0) + "  "
                        + rule.name)
            }
            return
        }
        guard let rule = RuleRegistry.rule(identifier: identifier) else {
            throw ValidationError(
                "no rule '\(identifier)'; `quickactions rules` lists them: "
                    + RuleRegistry.all.map { $0.description.identifier }.joined(separator: ", "))
        }
        print(RuleDocumentation.markdown(rule.description), terminator: "")
    }
}
