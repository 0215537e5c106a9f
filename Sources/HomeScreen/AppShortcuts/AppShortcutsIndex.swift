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
        public var phraseDigests: [UInt64] { phraseKeys.digests }
        /// Each phrase's key, in the same order.
        var phraseKeys: PhraseKeys
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
        var entries = PhraseKeyTable<Entry>(
            minimumCapacity: expanded.reduce(0) { $0 + $1.app.phraseKeys.count },
            keyBytesCapacity: expanded.reduce(0) { $0 + $1.app.phraseKeys.byteCount })
        // The keys were worked out with the phrases: here they are only copied into the table.
        for appIndex in expanded.indices {
            let keys = expanded[appIndex].app.phraseKeys
            for phraseIndex in 0..<keys.count {
                let target = Target(app: Int32(appIndex), phrase: Int32(phraseIndex))
                keys.withKey(phraseIndex) { key in
                    entries.update(key: key, digest: keys.digests[phraseIndex], initial: Entry()) { $0.add(target) }
                }
            }
            for negative in expanded[appIndex].app.negativePhrases {
                PhraseNormalizer.withKeyBytes(negative) { key in
                    entries.update(key: key, digest: PhraseNormalizer.digest(key), initial: Entry()) {
                        $0.blockedApps.append(appIndex)
                    }
                }
            }
            let later = expanded[appIndex].awaitingLaunch
            for index in 0..<later.count {
                later.withKey(index) { key in
                    entries.update(key: key, digest: later.digests[index], initial: Entry()) {
                        $0.awaitingLaunchApp = appIndex
                    }
                }
            }
        }
        self.entries = entries
        self.apps = expanded.map(\.app)
    }

    /// One app's phrases and their keys, its short titles in the locale, and the keys of the parameterized phrases
    /// it will have after its first launch.
    private static func expand(id: String, installed: InstalledApp, locale: LocaleIdentifier) -> (
        app: IndexedApp, awaitingLaunch: PhraseKeys
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
            phrases: expansion.phrases, phraseKeys: PhraseKeys(expansion.phrases.lazy.map(\.text)),
            negativePhrases: expansion.negativePhrases, unexpandable: expansion.unexpandable,
            shortTitles: shortTitles, intentTypes: shortcuts.map(\.intentType),
            requiredParameters: shortcuts.map { shortcut in
                declarations.intent(named: shortcut.intentType)?.parameters.filter(\.isRequired).map(\.name) ?? []
            })
        guard installed.phase == .installed else { return (app, PhraseKeys([])) }
        let later = PhraseExpander(app: installed.app, locale: locale, launched: true).expand().phrases
        return (app, PhraseKeys(later.lazy.filter { $0.parameter != nil }.map(\.text)))
    }

    /// What Siri does with `utterance`; `hour` (0-23) picks a time-of-day default when a parameter is missing.
    public func resolve(_ utterance: String, hour: Int = 12) -> SiriResolution {
        // The table alone is captured: capturing `self` would copy (and retain) the whole index for every utterance.
        let entries = self.entries
        let entry =
            PhraseNormalizer.withKeyBytes(utterance) { key in
                entries.value(forKey: key, digest: PhraseNormalizer.digest(key))
            } ?? Entry()
        let blocked = entry.blockedApps
        // The one phrase most keys match, unblocked: no array.
        if blocked.isEmpty, entry.more.isEmpty, let target = entry.first { return resolution(of: target, hour: hour) }
        let found = entry.targets.filter { !blocked.contains(Int($0.app)) }
        if found.isEmpty, let app = blocked.first {
            return .blockedByNegativePhrase(appName: apps[app].name, phrase: utterance)
        }
        if found.count == 1, let target = found.first { return resolution(of: target, hour: hour) }
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

    /// What Siri does when one phrase matches: it runs, or first asks for a value the phrase did not give.
    private func resolution(of target: Target, hour: Int) -> SiriResolution {
        let match = self.match(target)
        if let clarification = clarification(for: match, app: Int(target.app), hour: hour) {
            return .clarify(match, clarification)
        }
        return .run(match)
    }

    /// The same matches found by comparing the utterance's key digest with every phrase's pre-computed one in
    /// turn, and the keys where they agree: the baseline the benchmark compares the table lookup with.
    public func bruteForceMatches(_ utterance: String) -> [SiriMatch] {
        var matches: [SiriMatch] = []
        PhraseNormalizer.withKeyBytes(utterance) { key in
            let digest = PhraseNormalizer.digest(key)
            for (appIndex, app) in apps.enumerated() {
                for (phraseIndex, phraseDigest) in app.phraseKeys.digests.enumerated() where phraseDigest == digest {
                    let same = app.phraseKeys.withKey(phraseIndex) {
                        PhraseKeys.equal(UnsafeRawBufferPointer($0), UnsafeRawBufferPointer(key))
                    }
                    if same { matches.append(match(Target(app: Int32(appIndex), phrase: Int32(phraseIndex)))) }
                }
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
        // Each field of the phrase read in place too: a copy of it would retain its eight strings.
        let app = Int(target.app)
        let phrase = Int(target.phrase)
        let shortcut = apps[app].phrases[phrase].shortcutIndex
        return SiriMatch(
            appID: apps[app].id, appName: apps[app].name, shortcutIndex: shortcut,
            intentType: apps[app].intentTypes[shortcut], shortTitle: apps[app].shortTitles[shortcut],
            phrase: apps[app].phrases[phrase].text, template: apps[app].phrases[phrase].template,
            parameter: apps[app].phrases[phrase].parameter)
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
