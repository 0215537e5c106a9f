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
    /// What each normalized key leads to: one digest and one probe per utterance.
    private let entries: PhraseKeyTable<Entry>

    /// One installed app as the index sees it.
    public struct IndexedApp: Sendable {
        public var id: String
        public var name: String
        public var installed: InstalledApp
        public var phrases: [ExpandedPhrase]
        /// `PhraseNormalizer.keyDigest` of each phrase, in the same order.
        public var phraseDigests: [UInt64]
        public var negativePhrases: [String]
        public var unexpandable: [UnexpandablePhrase]
        /// Each shortcut's short title in the index's locale, in the shortcuts' order.
        public var shortTitles: [String?]
        /// Each shortcut's intent type, and the names of its intent's required parameters, in the shortcuts' order.
        public var intentTypes: [String]
        public var requiredParameters: [[String]]

        public var shortcuts: [AppShortcut] { installed.app.appShortcuts.shortcuts }
    }

    private struct Target: Sendable {
        var app: Int32
        var phrase: Int32
    }

    /// The phrases a key matches, the apps whose negative phrases block it, and the app whose parameterized phrase
    /// it will be after the first launch. Most keys match one phrase, kept inline (no array per key).
    private struct Entry: Sendable {
        var first: Target?
        var more: [Target] = []
        var blockedApps: [Int] = []
        var awaitingLaunchApp: Int?

        var targets: [Target] { first.map { [$0] + more } ?? [] }

        mutating func add(_ target: Target) {
            if first == nil { first = target } else { more.append(target) }
        }
    }

    public init(device: Device, locale: LocaleIdentifier) {
        self.locale = locale
        // Each app is expanded on its own, so the apps are spread over the cores (issue 35: the index of 100 apps
        // × 1,000 phrases is built on every Siri request of the server); the tables are then filled in order.
        let installedApps = device.apps.sorted(by: { $0.key < $1.key })
        let expanded = Parallel.map(installedApps.count) { position in
            Self.expand(id: installedApps[position].key, installed: installedApps[position].value, locale: locale)
        }
        var entries = PhraseKeyTable<Entry>(minimumCapacity: expanded.reduce(0) { $0 + $1.app.phrases.count })
        // By index: a copy of a phrase retains each of its strings.
        for appIndex in expanded.indices {
            let phrases = expanded[appIndex].app.phrases
            let digests = expanded[appIndex].app.phraseDigests
            for phraseIndex in phrases.indices {
                let target = Target(app: Int32(appIndex), phrase: Int32(phraseIndex))
                entries.update(phrases[phraseIndex].text, digest: digests[phraseIndex], initial: Entry()) {
                    $0.add(target)
                }
            }
            for negative in expanded[appIndex].app.negativePhrases {
                entries.update(negative, digest: PhraseNormalizer.keyDigest(negative), initial: Entry()) {
                    $0.blockedApps.append(appIndex)
                }
            }
            for (text, digest) in expanded[appIndex].awaitingLaunch {
                entries.update(text, digest: digest, initial: Entry()) { $0.awaitingLaunchApp = appIndex }
            }
        }
        self.entries = entries
        self.apps = expanded.map(\.app)
    }

    /// One app's phrases, their keys' digests, its short titles in the locale, and the parameterized phrases it
    /// will have after its first launch with their digests.
    private static func expand(id: String, installed: InstalledApp, locale: LocaleIdentifier) -> (
        app: IndexedApp, awaitingLaunch: [(text: String, digest: UInt64)]
    ) {
        let expansion = PhraseExpander(app: installed.app, locale: locale, launched: installed.phase != .installed)
            .expand()
        // The short title as the locale's table gives it (what the Action button and Spotlight show there).
        let declarations = installed.app.appShortcuts
        let shortcuts = declarations.shortcuts
        let shortTitles = shortcuts.map { shortcut in
            shortcut.shortTitleKey.flatMap { installed.app.shown(.localized($0), locale: locale).value }
                ?? shortcut.shortTitle
        }
        let app = IndexedApp(
            id: id, name: installed.app.localizedName(locale: locale), installed: installed,
            phrases: expansion.phrases, phraseDigests: expansion.phrases.map { PhraseNormalizer.keyDigest($0.text) },
            negativePhrases: expansion.negativePhrases, unexpandable: expansion.unexpandable,
            shortTitles: shortTitles, intentTypes: shortcuts.map(\.intentType),
            requiredParameters: shortcuts.map { shortcut in
                declarations.intent(named: shortcut.intentType)?.parameters.filter(\.isRequired).map(\.name) ?? []
            })
        guard installed.phase == .installed else { return (app, []) }
        let later = PhraseExpander(app: installed.app, locale: locale, launched: true).expand().phrases
        return (app, later.filter { $0.parameter != nil }.map { ($0.text, PhraseNormalizer.keyDigest($0.text)) })
    }

    /// What Siri does with `utterance`; `hour` (0-23) picks a time-of-day default when a parameter is missing.
    public func resolve(_ utterance: String, hour: Int = 12) -> SiriResolution {
        let entry = entries.value(for: utterance, digest: PhraseNormalizer.keyDigest(utterance)) ?? Entry()
        let blocked = entry.blockedApps
        // The one phrase most keys match needs no array.
        let found =
            blocked.isEmpty && entry.more.isEmpty
            ? entry.first.map { [$0] } ?? [] : entry.targets.filter { !blocked.contains(Int($0.app)) }
        if found.isEmpty, let app = blocked.first {
            return .blockedByNegativePhrase(appName: apps[app].name, phrase: utterance)
        }
        if found.count == 1, let target = found.first {
            let match = self.match(target)
            if let clarification = clarification(for: match, app: Int(target.app), hour: hour) {
                return .clarify(match, clarification)
            }
            return .run(match)
        }
        // One match per shortcut and value: a literal phrase that reads like one of its parameter phrases runs the
        // same shortcut, and the one that gives the value wins; two values said alike stay ambiguous.
        var matches: [(match: SiriMatch, app: Int32)] = []
        for target in found {
            let match = self.match(target)
            if let same = matches.firstIndex(where: {
                $0.app == target.app && $0.match.shortcutIndex == match.shortcutIndex
                    && ($0.match.parameter == nil || match.parameter == nil
                        || $0.match.parameter?.caseName == match.parameter?.caseName)
            }) {
                if matches[same].match.parameter == nil, match.parameter != nil { matches[same].match = match }
            } else {
                matches.append((match, target.app))
            }
        }
        guard let first = matches.first else {
            if let app = entry.awaitingLaunchApp {
                return .needsFirstLaunch(appName: apps[app].name, phrase: utterance)
            }
            return .noMatch(closest: closestPhrases(to: utterance))
        }
        if matches.count > 1 { return .ambiguous(matches.map(\.match)) }
        if let clarification = clarification(for: first.match, app: Int(first.app), hour: hour) {
            return .clarify(first.match, clarification)
        }
        return .run(first.match)
    }

    /// The same matches found by comparing the utterance's key digest with every phrase's pre-computed one in
    /// turn, and the keys where they agree: the baseline the benchmark compares the table lookup with.
    public func bruteForceMatches(_ utterance: String) -> [SiriMatch] {
        let digest = PhraseNormalizer.keyDigest(utterance)
        var matches: [SiriMatch] = []
        for (appIndex, app) in apps.enumerated() {
            for (phraseIndex, phraseDigest) in app.phraseDigests.enumerated()
            where phraseDigest == digest && PhraseNormalizer.sameKey(app.phrases[phraseIndex].text, utterance) {
                matches.append(match(Target(app: Int32(appIndex), phrase: Int32(phraseIndex))))
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
        // Each field read in place: a copy of the whole `IndexedApp` retains every array and string it holds.
        let app = Int(target.app)
        let phrase = apps[app].phrases[Int(target.phrase)]
        return SiriMatch(
            appID: apps[app].id, appName: apps[app].name, shortcutIndex: phrase.shortcutIndex,
            intentType: apps[app].intentTypes[phrase.shortcutIndex],
            shortTitle: apps[app].shortTitles[phrase.shortcutIndex], phrase: phrase.text,
            template: phrase.template, parameter: phrase.parameter)
    }

    /// A follow-up question for the first parameter the intent needs that the phrase did not supply: one that is
    /// neither optional nor given a default (`IntentParameter.requestValue(_:)`). For an `AppEnum`, suggest the value
    /// used most recently, else the app's time-of-day default, with a short list of others (HIG-AS); for any other
    /// type (text, numbers, dates, entities) Siri asks with the parameter's title. The app's `requestValueDialog`
    /// is the question when it gives one.
    private func clarification(for match: SiriMatch, app appIndex: Int, hour: Int) -> Clarification? {
        // Most intents need nothing the phrase did not give.
        guard
            apps[appIndex].requiredParameters[match.shortcutIndex].contains(where: { $0 != match.parameter?.name })
        else { return nil }
        let app = apps[appIndex]
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
