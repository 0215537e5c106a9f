import HomeScreen
import QuickActionKit

/// More phrases than the system accepts per app, counting every parameter value and synonym (platform-facts §6).
public struct TooManyPhrasesRule: Rule {
    public init() {}

    public static let description = RuleDescription(
        identifier: "too_many_phrases",
        name: "Too Many Phrases",
        defaultSeverity: .warning,
        rationale: """
            An app's App Shortcuts may have up to 1,000 phrases counting every parameter expansion: each phrase \
            with an AppEnum parameter counts once per case title and synonym (platform-facts §6; the figure is \
            UNVERIFIED, from WWDC23 notes, so this is a warning: an error is kept for what fails the build or is \
            visibly broken, issue 32). The count is taken in the development region and in every language of \
            the phrase tables, as the simulated device expands them after the first launch.
            """,
        triggeringExamples: [example(currencies: 36, marked: true)],
        nonTriggeringExamples: [example(currencies: 12, marked: false)])

    /// A currency converter whose `Currency` enum has `currencies` cases, each said three ways (its name, code and
    /// plural), named in ten phrases: 36 currencies give 36 × 3 × 10 = 1,080 phrases.
    private static func example(currencies: Int, marked: Bool) -> RuleExample {
        let names = [
            ("USD", "US Dollar"), ("EUR", "Euro"), ("JPY", "Japanese Yen"), ("GBP", "British Pound"),
            ("CNY", "Chinese Yuan"), ("AUD", "Australian Dollar"), ("CAD", "Canadian Dollar"), ("CHF", "Swiss Franc"),
            ("HKD", "Hong Kong Dollar"), ("SGD", "Singapore Dollar"), ("SEK", "Swedish Krona"),
            ("KRW", "South Korean Won"), ("NOK", "Norwegian Krone"), ("NZD", "New Zealand Dollar"),
            ("INR", "Indian Rupee"), ("MXN", "Mexican Peso"), ("TWD", "Taiwan Dollar"), ("ZAR", "South African Rand"),
            ("BRL", "Brazilian Real"), ("DKK", "Danish Krone"), ("PLN", "Polish Zloty"), ("THB", "Thai Baht"),
            ("ILS", "Israeli Shekel"), ("IDR", "Indonesian Rupiah"), ("CZK", "Czech Koruna"), ("AED", "UAE Dirham"),
            ("ARS", "Argentine Peso"), ("HUF", "Hungarian Forint"), ("CLP", "Chilean Peso"), ("SAR", "Saudi Riyal"),
            ("PHP", "Philippine Peso"), ("MYR", "Malaysian Ringgit"), ("COP", "Colombian Peso"),
            ("RON", "Romanian Leu"), ("PEN", "Peruvian Sol"), ("ISK", "Icelandic Krona"),
        ].prefix(currencies)
        let cases = names.map { code, name in
            "        .\(code.lowercased()): DisplayRepresentation(title: \"\(name)\", synonyms: [\"\(code)\", "
                + "\"\(name)s\"]),"
        }
        let phrases = [
            "Convert", "Convert to", "Show the rate for", "Check the rate for", "How much is one", "Track",
            "Show a chart for", "Add", "Favorite", "Compare",
        ].map { "                    \"\($0) \\(\\.$currency) in \\(.applicationName)\"," }
        return .appShortcuts([
            "Currency.swift": """
            import AppIntents

            enum Currency: String, AppEnum {
                case \(names.map { $0.0.lowercased() }.joined(separator: ", "))

                static var typeDisplayRepresentation: TypeDisplayRepresentation = "Currency"
                static var caseDisplayRepresentations: [Currency: DisplayRepresentation] = [
            \(cases.joined(separator: "\n"))
                ]
            }
            """,
            "ConvertIntent.swift": """
            import AppIntents

            struct ConvertIntent: AppIntent {
                static var title: LocalizedStringResource = "Convert Currency"

                @Parameter(title: "Currency")
                var currency: Currency

                func perform() async throws -> some IntentResult & ProvidesDialog {
                    let rate = try await Rates.shared.rate(for: currency)
                    return .result(dialog: "One \\(currency.rawValue.uppercased()) is \\(rate) in your currency.")
                }
            }
            """,
            "ConverterShortcuts.swift": """
            import AppIntents

            struct \(marked ? "↓" : "")ConverterShortcuts: AppShortcutsProvider {
                static var appShortcuts: [AppShortcut] {
                    AppShortcut(
                        intent: ConvertIntent(),
                        phrases: [
            \(phrases.joined(separator: "\n"))
                        ],
                        shortTitle: "Convert Currency",
                        systemImageName: "dollarsign.arrow.circlepath"
                    )
                }
            }
            """,
        ])
    }

    public func validate(_ context: LintContext) -> [Finding] {
        let app = context.app
        guard let provider = app.appShortcuts.providers.first, let location = provider.location else { return [] }
        var device = Device()
        let id = device.install(app)
        guard (try? device.launch(id)) != nil else { return [] }
        var locales = [app.localizations.developmentLocale]
        for table in app.appShortcuts.phraseTables {
            guard let locale = LocaleIdentifier(localization: table.localization), !locales.contains(locale) else {
                continue
            }
            locales.append(locale)
        }
        let counts = locales.map { locale in
            let index = AppShortcutsIndex(device: device, locale: locale)
            return (locale, AppShortcutsListing(app: index.apps[0], locale: locale).phraseCount)
        }
        guard let (locale, count) = counts.max(by: { $0.1 < $1.1 }), count > AppShortcutsListing.phraseLimit else {
            return []
        }
        return [
            finding(
                at: location,
                "The App Shortcuts have \(count) phrases in “\(locale)” counting every parameter value and synonym; "
                    + "the system accepts up to 1,000 per app (an unverified figure). Remove phrases that name the "
                    + "parameter, or synonyms people rarely say.")
        ]
    }
}
