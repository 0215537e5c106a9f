#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension BuildSettingCondition {
    /// Whether the condition holds in `context`, as Xcode decides (swift-build `MacroCondition.evaluate`): the
    /// pattern is an `fnmatch` pattern (`*`, `?`, `[…]`) matched against the SDK (`sdk`), the configuration
    /// (`config`) or the architecture (`arch`). A key with no value here (`variant`, `compiler`, a misspelling)
    /// matches only the pattern `*`.
    func matches(_ context: BuildContext) -> Bool {
        let value: String
        switch key {
        case "sdk": value = context.sdk
        case "config": value = context.configuration
        case "arch": value = context.arch
        default: return pattern == "*"
        }
        return fnmatch(pattern, value, 0) == 0
    }
}

extension BuildSettingAssignment {
    /// Whether every condition of the assignment holds in `context` (an unconditional one always applies).
    func applies(in context: BuildContext) -> Bool {
        conditions.allSatisfy { $0.matches(context) }
    }
}
