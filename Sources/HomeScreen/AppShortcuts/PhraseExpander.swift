import QuickActionKit

/// Expands an app's App Shortcut phrases for one locale into what people can say (platform-facts §6): the
/// locale's translated phrases (Bundle's fallback order; the source phrases for the development region), every
/// name of the app, and every title and synonym of an `AppEnum` parameter.
struct PhraseExpander {
    let app: App
    let locale: LocaleIdentifier
    /// Whether the app has run since install: before that, only phrases without parameters work.
    let launched: Bool
    /// The names people say for the app: the localized display name, the Info.plist name, alternative names.
    /// Worked out once: every phrase is filled with each (issue 35: looked up per phrase, 18% of an index build).
    let appNames: [String]
    /// The localizations whose phrase tables are looked in, in order (`phraseLocalizations(for:in:)`).
    let phraseLocalizations: [String]

    init(app: App, locale: LocaleIdentifier, launched: Bool) {
        self.app = app
        self.locale = locale
        self.launched = launched
        var names: [String] = []
        for name in [app.localizedName(locale: locale), app.name] + app.alternativeNames where !names.contains(name) {
            names.append(name)
        }
        appNames = names
        phraseLocalizations = Self.phraseLocalizations(for: locale, in: app)
    }

    /// Where a locale's phrases are looked for: the order every strings table is read in
    /// (`LocaleFallback.lookupOrder`, one policy for every command), up to the development region, whose phrases are
    /// the source phrases.
    static func phraseLocalizations(for locale: LocaleIdentifier, in app: App) -> [String] {
        let developmentRegion = app.localizations.developmentRegion
        let order = LocaleFallback.lookupOrder(
            for: locale, developmentRegion: developmentRegion,
            available: app.appShortcuts.phraseTables.map(\.localization))
        return Array(order.prefix { !LocaleFallback.matches($0, developmentRegion) })
    }

    struct Expansion {
        var phrases: [ExpandedPhrase] = []
        var negativePhrases: [String] = []
        var unexpandable: [UnexpandablePhrase] = []
    }

    func expand() -> Expansion {
        var result = Expansion()
        let declarations = app.appShortcuts
        // A parameter's values, worked out once for all the phrases that name it (each is a strings-table lookup
        // per case and synonym).
        var values: [String: Result<[ExpandedPhrase.ParameterValue], ParameterProblem>] = [:]
        for (index, shortcut) in declarations.shortcuts.enumerated() {
            for source in shortcut.phrases {
                for phrase in localized(source) {
                    expand(phrase, shortcut: shortcut, index: index, values: &values, into: &result)
                }
            }
        }
        for provider in declarations.providers {
            for negative in provider.negativePhrases {
                for phrase in localized(negative) {
                    result.negativePhrases += fill(phrase, parameter: nil)
                }
            }
        }
        return result
    }

    /// The locale's phrases for a source phrase: the first table along `phraseLocalizations` that has it; the
    /// source phrase itself in the development region or when no table has it.
    private func localized(_ phrase: AppShortcutPhrase) -> [AppShortcutPhrase] {
        let key = phrase.stringsKey
        for candidate in phraseLocalizations {
            for table in app.appShortcuts.phraseTables where LocaleFallback.matches(table.localization, candidate) {
                if let phrases = table.phrases[key] { return phrases }
            }
        }
        return [phrase]
    }

    private func expand(
        _ phrase: AppShortcutPhrase, shortcut: AppShortcut, index: Int,
        values: inout [String: Result<[ExpandedPhrase.ParameterValue], ParameterProblem>], into result: inout Expansion
    ) {
        let template = phrase.stringsKey
        func unexpandable(_ reason: UnexpandablePhrase.Reason) -> UnexpandablePhrase {
            UnexpandablePhrase(template: template, location: phrase.location, reason: reason)
        }
        if let unsupported = phrase.tokens.compactMap({ if case .unsupported(let e) = $0 { e } else { nil } }).first {
            result.unexpandable.append(unexpandable(.unsupportedInterpolation(unsupported)))
            return
        }
        guard phrase.applicationNameCount == 1 else {
            result.unexpandable.append(unexpandable(.applicationNameCount(phrase.applicationNameCount)))
            return
        }
        let names = phrase.parameterNames
        guard names.count <= 1 else {
            result.unexpandable.append(unexpandable(.multipleParameters(names)))
            return
        }
        guard let name = names.first else {
            for appName in appNames {
                result.phrases.append(
                    ExpandedPhrase(
                        shortcutIndex: index, text: fill(phrase, appName: appName, parameter: nil), template: template,
                        parameter: nil))
            }
            return
        }
        guard launched else {
            result.unexpandable.append(unexpandable(.notLaunchedYet))
            return
        }
        let valuesKey = shortcut.intentType + "." + name
        let known = values[valuesKey] ?? parameterValues(intentType: shortcut.intentType, name: name)
        values[valuesKey] = known
        switch known {
        case .failure(let reason):
            result.unexpandable.append(unexpandable(reason.reason))
        case .success(let values):
            result.phrases.reserveCapacity(result.phrases.count + values.count * appNames.count)
            for value in values {
                for appName in appNames {
                    result.phrases.append(
                        ExpandedPhrase(
                            shortcutIndex: index, text: fill(phrase, appName: appName, parameter: value),
                            template: template, parameter: value))
                }
            }
        }
    }

    /// The phrase with each app name and the parameter's spoken value filled in.
    private func fill(_ phrase: AppShortcutPhrase, parameter: ExpandedPhrase.ParameterValue?) -> [String] {
        appNames.map { fill(phrase, appName: $0, parameter: parameter) }
    }

    private func fill(_ phrase: AppShortcutPhrase, appName: String, parameter: ExpandedPhrase.ParameterValue?)
        -> String
    {
        // Sized first, so the text is allocated once (issue 35: 100,000 phrases make the Siri index).
        var length = 0
        for token in phrase.tokens {
            switch token {
            case .text(let part): length += part.utf8.count
            case .applicationName: length += appName.utf8.count
            case .parameter: length += parameter?.spoken.utf8.count ?? 0
            case .unsupported(let expression): length += expression.utf8.count
            }
        }
        var text = ""
        text.reserveCapacity(length)
        for token in phrase.tokens {
            switch token {
            case .text(let part): text += part
            case .applicationName: text += appName
            case .parameter: text += parameter?.spoken ?? ""
            case .unsupported(let expression): text += expression
            }
        }
        return text
    }

    private enum ParameterProblem: Error {
        case unknown(String)
        case runtime(String, String)
        case neverProvided(String, String, why: String)
        case unsupported(String, String)

        var reason: UnexpandablePhrase.Reason {
            switch self {
            case .unknown(let name): .unknownParameter(name)
            case .runtime(let name, let type): .runtimeValues(parameter: name, typeName: type)
            case .neverProvided(let name, let type, let why):
                .entityValuesNeverProvided(parameter: name, typeName: type, why: why)
            case .unsupported(let name, let type): .unsupportedParameterType(parameter: name, typeName: type)
            }
        }
    }

    /// Every spoken value of an intent's parameter: each `AppEnum` case's title and synonyms.
    private func parameterValues(intentType: String, name: String) -> Result<
        [ExpandedPhrase.ParameterValue], ParameterProblem
    > {
        let declarations = app.appShortcuts
        guard let parameter = declarations.intent(named: intentType)?.parameters.first(where: { $0.name == name })
        else {
            return .failure(.unknown(name))
        }
        let typeName = parameter.baseTypeName
        if let enumeration = declarations.enumeration(named: typeName) {
            return .success(
                enumeration.cases.flatMap { enumCase in
                    // The display representation's title as this locale's strings table gives it.
                    let title =
                        enumCase.titleKey.flatMap { app.shown(.localized($0), locale: locale).value } ?? enumCase.title
                    let synonyms = enumCase.synonyms.map {
                        app.shown(.localized(StringTableKey(key: $0)), locale: locale).value ?? $0
                    }
                    return ([title] + synonyms).map {
                        ExpandedPhrase.ParameterValue(name: name, caseName: enumCase.name, title: title, spoken: $0)
                    }
                })
        }
        if declarations.entities.contains(where: { $0.typeName == typeName }) {
            switch declarations.entityValues(of: typeName) {
            case .suggested: return .failure(.runtime(name, typeName))
            case .neverUpdated:
                return .failure(
                    .neverProvided(name, typeName, why: "the app never calls updateAppShortcutParameters()"))
            case .notSuggested(let query):
                let why =
                    query.map { "\($0) has no suggestedEntities()" }
                    ?? "\(typeName) has no defaultQuery that suggests entities"
                return .failure(.neverProvided(name, typeName, why: why))
            }
        }
        return .failure(.unsupported(name, typeName))
    }
}
