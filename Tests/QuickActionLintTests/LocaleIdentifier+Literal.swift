import QuickActionKit

/// Tests write locales as literals (`locale: "de"`); one that is not a locale identifier stops the test run, which
/// the library never does (it reads identifiers with `LocaleIdentifier.init?` and names the bad one).
extension LocaleIdentifier: ExpressibleByStringLiteral {
    public init(stringLiteral text: String) {
        guard let locale = LocaleIdentifier(text) else { preconditionFailure(LocaleIdentifier.problem(with: text)) }
        self = locale
    }
}
