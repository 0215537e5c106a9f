import QuickActionKit

extension LocaleIdentifier {
    /// A locale the test writes out; one that is not a locale identifier stops the test run, which the library never
    /// does (it reads identifiers with `LocaleIdentifier.init?` and names the bad one). The other test targets write
    /// locales as string literals; this one tests `init?` itself, which a literal conformance would shadow.
    static func named(_ text: String) -> LocaleIdentifier {
        guard let locale = LocaleIdentifier(text) else { preconditionFailure(problem(with: text)) }
        return locale
    }
}
