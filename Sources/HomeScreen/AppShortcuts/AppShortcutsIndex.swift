import QuickActionKit

/// The simulated Siri, Spotlight and Action button over every installed app's App Shortcuts, for one locale.
///
/// Built once from the device: each app's phrases are expanded (`PhraseExpander`) and stored under a normalized
/// key, so resolving an utterance is one normalization and one hash lookup. Right after install only phrases
/// without parameters work; parameterized ones after the first launch (platform-facts §6, WWDC22).
public struct AppShortcutsIndex: Sendable {
    public let locale: LocaleIdentifier
    /// Every installed app with its expanded phrases, in install order by identifier.
    public let apps: [IndexedApp]
    private let targets: [String: [Target]]
    private let negatives: [String: [Int]]
    /// Keys of parameterized phrases of apps not launched yet: they will work after the first launch.
    private let awaitingLaunch: [String: Int]

    /// One installed app as the index sees it.
    public struct IndexedApp: Sendable {
        public var id: String
        public var name: String
        public var installed: InstalledApp
        public var phrases: [ExpandedPhrase]
        /// `PhraseNormalizer.key` of each phrase, in the same order.
        public var phraseKeys: [String]
        public var negativePhrases: [String]
        public var unexpandable: [UnexpandablePhrase]

        public var shortcuts: [AppShortcut] { installed.app.appShortcuts.shortcuts }
    }

    private struct Target: Sendable {
        var app: Int
        var phrase: Int
    }

    public init(device: Device, locale: LocaleIdentifier) {
        self.locale = locale
        var apps: [IndexedApp] = []
        var targets: [String: [Target]] = [:]
        var negatives: [String: [Int]] = [:]
        var awaitingLaunch: [String: Int] = [:]
        for (id, installed) in device.apps.sorted(by: { $0.key < $1.key }) {
            let expander = PhraseExpander(app: installed.app, locale: locale, launched: installed.phase != .installed)
            let expansion = expander.expand()
            let appIndex = apps.count
            let keys = expansion.phrases.map { PhraseNormalizer.key($0.text) }
            apps.append(
                IndexedApp(
                    id: id, name: installed.app.localizedName(locale: locale), installed: installed,
                    phrases: expansion.phrases, phraseKeys: keys, negativePhrases: expansion.negativePhrases,
                    unexpandable: expansion.unexpandable))
            for (phraseIndex, key) in keys.enumerated() {
                targets[key, default: []].append(Target(app: appIndex, phrase: phraseIndex))
            }
            for negative in expansion.negativePhrases {
                negatives[PhraseNormalizer.key(negative), default: []].append(appIndex)
            }
            if installed.phase == .installed {
                let later = PhraseExpander(app: installed.app, locale: locale, launched: true).expand().phrases
                for phrase in later where phrase.parameter != nil {
                    awaitingLaunch[PhraseNormalizer.key(phrase.text)] = appIndex
                }
            }
        }
        self.apps = apps
        self.targets = targets
        self.negatives = negatives
        self.awaitingLaunch = awaitingLaunch
    }

    /// What Siri does with `utterance`; `hour` (0-23) picks a time-of-day default when a parameter is missing.
    public func resolve(_ utterance: String, hour: Int = 12) -> SiriResolution {
        let key = PhraseNormalizer.key(utterance)
        let blocked = Set(negatives[key] ?? [])
        let found = (targets[key] ?? []).filter { !blocked.contains($0.app) }
        if found.isEmpty, let app = blocked.first {
            return .blockedByNegativePhrase(appName: apps[app].name, phrase: utterance)
        }
        // One match per shortcut and value: a literal phrase that reads like one of its parameter phrases runs the
        // same shortcut, and the one that gives the value wins; two values said alike stay ambiguous.
        var matches: [SiriMatch] = []
        for target in found {
            let match = self.match(target)
            if let same = matches.firstIndex(where: {
                $0.appID == match.appID && $0.shortcutIndex == match.shortcutIndex
                    && ($0.parameter == nil || match.parameter == nil
                        || $0.parameter?.caseName == match.parameter?.caseName)
            }) {
                if matches[same].parameter == nil, match.parameter != nil { matches[same] = match }
            } else {
                matches.append(match)
            }
        }
        guard let first = matches.first else {
            if let app = awaitingLaunch[key] { return .needsFirstLaunch(appName: apps[app].name, phrase: utterance) }
            return .noMatch(closest: closestPhrases(to: utterance))
        }
        if matches.count > 1 { return .ambiguous(matches) }
        if let clarification = clarification(for: first, hour: hour) { return .clarify(first, clarification) }
        return .run(first)
    }

    /// The same matches found by comparing the utterance's key with every phrase's pre-computed key in turn: the
    /// baseline the benchmark compares the hash lookup with.
    public func bruteForceMatches(_ utterance: String) -> [SiriMatch] {
        let key = PhraseNormalizer.key(utterance)
        var matches: [SiriMatch] = []
        for (appIndex, app) in apps.enumerated() {
            for (phraseIndex, phraseKey) in app.phraseKeys.enumerated() where phraseKey == key {
                matches.append(match(Target(app: appIndex, phrase: phraseIndex)))
            }
        }
        return matches
    }

    /// Up to `limit` phrases closest to `utterance` by word edit distance, best first, ties in index order.
    public func closestPhrases(to utterance: String, limit: Int = 3) -> [String] {
        let words = PhraseNormalizer.words(utterance)
        var scored: [(distance: Int, text: String)] = []
        var seen: Set<String> = []
        for app in apps {
            for phrase in app.phrases where seen.insert(phrase.text).inserted {
                scored.append((EditDistance.between(words, PhraseNormalizer.words(phrase.text)), phrase.text))
            }
        }
        return scored.enumerated().sorted { ($0.element.distance, $0.offset) < ($1.element.distance, $1.offset) }
            .prefix(limit).map(\.element.text)
    }

    private func match(_ target: Target) -> SiriMatch {
        let app = apps[target.app]
        let phrase = app.phrases[target.phrase]
        let shortcut = app.shortcuts[phrase.shortcutIndex]
        // The short title as the locale's table gives it (what the Action button and Spotlight show there).
        let shortTitle =
            shortcut.shortTitleKey.flatMap { app.installed.app.shown(.localized($0), locale: locale).value }
            ?? shortcut.shortTitle
        return SiriMatch(
            appID: app.id, appName: app.name, shortcutIndex: phrase.shortcutIndex, intentType: shortcut.intentType,
            shortTitle: shortTitle, phrase: phrase.text, template: phrase.template, parameter: phrase.parameter)
    }

    /// A follow-up question for the first parameter the intent needs that the phrase did not supply: one that is
    /// neither optional nor given a default (`IntentParameter.requestValue(_:)`). For an `AppEnum`, suggest the value
    /// used most recently, else the app's time-of-day default, with a short list of others (HIG-AS); for any other
    /// type (text, numbers, dates, entities) Siri asks with the parameter's title. The app's `requestValueDialog`
    /// is the question when it gives one.
    private func clarification(for match: SiriMatch, hour: Int) -> Clarification? {
        guard let app = apps.first(where: { $0.id == match.appID }) else { return nil }
        let declarations = app.installed.app.appShortcuts
        guard let intent = declarations.intent(named: match.intentType) else { return nil }
        for parameter in intent.parameters where parameter.isRequired && parameter.name != match.parameter?.name {
            let title =
                parameter.titleKey.flatMap { app.installed.app.shown(.localized($0), locale: locale).value }
                ?? parameter.title ?? parameter.name
            // The app's own question, a key of its Localizable table like any LocalizedStringResource literal.
            let question = parameter.requestValueDialog.map {
                app.installed.app.shown(.localized(StringTableKey(key: $0)), locale: locale).value ?? $0
            }
            guard let enumeration = declarations.enumeration(named: parameter.baseTypeName) else {
                return Clarification(
                    parameterName: parameter.name, parameterTitle: title, suggestion: nil, alternatives: [],
                    question: question)
            }
            let usage = app.installed.appShortcutUsage
            let key = AppShortcutUsage.key(intentType: intent.typeName, parameter: parameter.name)
            var suggestion: Clarification.Suggestion?
            if let last = usage.lastValues[key], let enumCase = enumeration.cases.first(where: { $0.name == last }) {
                suggestion = .init(caseName: last, title: enumCase.title, reason: .mostRecent)
            } else if let rule = usage.timeOfDayRules[key]?.first(where: { $0.contains(hour: hour) }),
                let enumCase = enumeration.cases.first(where: { $0.name == rule.caseName })
            {
                suggestion = .init(caseName: rule.caseName, title: enumCase.title, reason: .timeOfDay)
            }
            let alternatives = enumeration.cases.filter { $0.name != suggestion?.caseName }.prefix(3).map(\.title)
            return Clarification(
                parameterName: parameter.name, parameterTitle: title, suggestion: suggestion,
                alternatives: Array(alternatives), question: question)
        }
        return nil
    }
}
