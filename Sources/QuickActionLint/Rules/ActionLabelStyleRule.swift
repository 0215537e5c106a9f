import QuickActionKit

/// A `shortTitle` that does not read as an Action button label: title-style capitalization, a present-tense verb
/// first, no articles or prepositions, at most three words (HIG action-button; platform-facts §7).
public struct ActionLabelStyleRule: Rule {
    /// The most words a label may have; the HIG's maximum is three.
    public var maximumWordCount: Int

    public init() { self.init(maximumWordCount: 3) }

    public init(maximumWordCount: Int) { self.maximumWordCount = maximumWordCount }

    /// `rule_options: action_label_style: max_words: N` (HIG action-button: at most three words by default).
    public init(configuration: LintConfiguration) {
        self.init(maximumWordCount: configuration.option("max_words", of: Self.description.identifier, default: 3))
    }

    public static let description = RuleDescription(
        identifier: "action_label_style",
        name: "Action Label Style",
        defaultSeverity: .warning,
        rationale: """
            People choose App Shortcuts for the Action button by their short titles. HIG action-button: "Create \
            labels that use title-style capitalization, begin with a verb, use present tense, and exclude articles \
            and prepositions. Keep labels as short as possible, with a maximum of three words. For example, use \
            'Start Race' instead of 'Started Race' or 'Start the Race.'" (platform-facts §7). A label counts as \
            starting with a verb when its first word is a verb in WordNet 3.0's lexicon, or one of the verbs apps use \
            that WordNet lacks, each listed with its dictionary source (“Favorite”, “Bookmark”); “New Note” does \
            not (“New” is not a verb), “Play/Pause” does (each part is), and “End of Chapter” does not (a word \
            followed by “of” heads a noun phrase). A label that is its intent's title without the title's verb \
            (“Brew Timer” for “Start Brew Timer”) has lost its verb. A suggestion only makes changes that keep the \
            label's meaning (articles removed, tense, capitals), or is the intent's own title; a preposition is \
            reported but never dropped for you (“Add to Playlist” is not “Add Playlist”). Checked only for apps \
            whose development region is English.
            """,
        triggeringExamples: [
            .appShortcuts([
                "Intents/StartTimerIntent.swift": #"""
                import AppIntents

                struct StartTimerIntent: AppIntent {
                    static var title: LocalizedStringResource = "Start Rest Timer"

                    func perform() async throws -> some IntentResult {
                        await RestTimer.shared.start()
                        return .result()
                    }
                }
                """#,
                "Intents/WorkoutShortcuts.swift": #"""
                import AppIntents

                struct WorkoutShortcuts: AppShortcutsProvider {
                    static var appShortcuts: [AppShortcut] {
                        ↓AppShortcut(
                            intent: NewWorkoutIntent(),
                            phrases: ["New workout in \(.applicationName)"],
                            shortTitle: "New Workout",
                            systemImageName: "figure.run"
                        )
                        ↓AppShortcut(
                            intent: StartRaceIntent(),
                            phrases: ["Start a race in \(.applicationName)"],
                            shortTitle: "Start the Race",
                            systemImageName: "flag.checkered"
                        )
                        ↓AppShortcut(
                            intent: LogResultIntent(),
                            phrases: ["Log my race in \(.applicationName)"],
                            shortTitle: "Logged Race",
                            systemImageName: "list.bullet"
                        )
                        ↓AppShortcut(
                            intent: LogWaterIntent(),
                            phrases: ["Log water in \(.applicationName)"],
                            shortTitle: "Log Water Intake Today",
                            systemImageName: "drop"
                        )
                        ↓AppShortcut(
                            intent: ShowStatsIntent(),
                            phrases: ["Show my \(.applicationName) stats"],
                            shortTitle: "show stats",
                            systemImageName: "chart.bar"
                        )
                        ↓AppShortcut(
                            intent: SleepTimerIntent(),
                            phrases: ["Stop playing at the end of the chapter in \(.applicationName)"],
                            shortTitle: "End of Chapter",
                            systemImageName: "moon"
                        )
                        ↓AppShortcut(
                            intent: StartTimerIntent(),
                            phrases: ["Start a rest timer in \(.applicationName)"],
                            shortTitle: "Rest Timer",
                            systemImageName: "timer"
                        )
                    }
                }
                """#,
            ])
        ],
        nonTriggeringExamples: [
            .appShortcuts([
                "Intents/WorkoutShortcuts.swift": #"""
                import AppIntents

                struct WorkoutShortcuts: AppShortcutsProvider {
                    static var appShortcuts: [AppShortcut] {
                        AppShortcut(
                            intent: StartRaceIntent(),
                            phrases: ["Start a race in \(.applicationName)"],
                            shortTitle: "Start Race",
                            systemImageName: "flag.checkered"
                        )
                        AppShortcut(
                            intent: CheckInIntent(),
                            phrases: ["Check in at the gym with \(.applicationName)"],
                            shortTitle: "Check In",
                            systemImageName: "person.badge.clock"
                        )
                        AppShortcut(
                            intent: GymLightsIntent(),
                            phrases: ["Turn on the gym lights with \(.applicationName)"],
                            shortTitle: "Turn On Lights",
                            systemImageName: "lightbulb"
                        )
                        AppShortcut(
                            intent: SyncWatchIntent(),
                            phrases: ["Sync my Apple Watch with \(.applicationName)"],
                            shortTitle: "Sync Apple Watch",
                            systemImageName: "applewatch"
                        )
                    }
                }
                """#
            ]),
            // The label is a key: judged as the Localizable table shows it, never as the key; a verb pair.
            .appShortcuts([
                "en.lproj/Localizable.strings": """
                "settings.clearCache" = "Clear Cache";
                """,
                "Intents/PlayerShortcuts.swift": #"""
                import AppIntents

                struct PlayerShortcuts: AppShortcutsProvider {
                    static var appShortcuts: [AppShortcut] {
                        AppShortcut(
                            intent: ClearCacheIntent(),
                            phrases: ["Clear the cache in \(.applicationName)"],
                            shortTitle: "settings.clearCache",
                            systemImageName: "trash"
                        )
                        AppShortcut(
                            intent: FavoriteSongIntent(),
                            phrases: ["Favorite this song in \(.applicationName)"],
                            shortTitle: "Favorite Song",
                            systemImageName: "heart"
                        )
                        AppShortcut(
                            intent: UpdateAffinityIntent(),
                            phrases: ["Love this song in \(.applicationName)"],
                            shortTitle: "Favorite",
                            systemImageName: "heart"
                        )
                        AppShortcut(
                            intent: BookmarkIntent(),
                            phrases: ["Bookmark this moment in \(.applicationName)"],
                            shortTitle: "Bookmark Moment",
                            systemImageName: "bookmark"
                        )
                        AppShortcut(
                            intent: MuteIntent(),
                            phrases: ["Mute \(.applicationName)"],
                            shortTitle: "Mute",
                            systemImageName: "speaker.slash"
                        )
                        AppShortcut(
                            intent: TogglePlaybackIntent(),
                            phrases: ["Play or pause \(.applicationName)"],
                            shortTitle: "Play/Pause",
                            systemImageName: "playpause"
                        )
                    }
                }
                """#,
            ]),
        ])

    /// English verbs: WordNet 3.0's verb lemmas and the verbs apps use that it lacks, each with its dictionary
    /// source (`EnglishWords.labelVerbs`).
    static var verbs: Set<String> { EnglishWords.labelVerbs }

    static let prepositions: Set<String> = [
        "about", "at", "by", "for", "from", "in", "into", "of", "on", "onto", "to", "via", "with",
    ]
    /// Words that complete a phrasal verb right after it (“Check In”, “Turn On”), not prepositions there.
    static let particles: Set<String> = ["down", "in", "off", "on", "out", "up"]

    public func validate(_ context: LintContext) -> [Finding] {
        guard context.developsInEnglish else { return [] }
        let declarations = context.app.appShortcuts
        return declarations.shortcuts.compactMap { shortcut -> Finding? in
            guard let label = shortcut.shortTitle, let location = shortcut.location else { return nil }
            let intentTitle = declarations.intent(named: shortcut.intentType)?.title
            var problems = self.problems(of: label)
            if let intentTitle, Self.dropsVerb(of: intentTitle, label) {
                problems.append("it leaves out the verb of the intent's title “\(intentTitle)”")
            }
            guard !problems.isEmpty else { return nil }
            // A label that has its verb is kept, corrected; one without takes the intent's own title (capitalized if
            // need be), which says what the action does.
            let fromIntent = [intentTitle, intentTitle.map(corrected)]
            let candidates =
                (Self.startsWithVerb(Self.words(label))
                ? [corrected(label)] + fromIntent : fromIntent + [corrected(label)]).compactMap { $0 }
            let suggestion = candidates.first { candidate in
                candidate != label && self.problems(of: candidate).isEmpty
                    && !(intentTitle.map { Self.dropsVerb(of: $0, candidate) } ?? false)
            }
            return finding(
                at: location,
                "Action button label “\(label)”: " + problems.joined(separator: "; ")
                    + (suggestion.map { ". Use “\($0)”." } ?? "."))
        }
    }

    /// What makes `label` not read as an Action button label, as clauses of a message.
    func problems(of label: String) -> [String] {
        let words = Self.words(label)
        guard let first = words.first else { return [] }
        var problems: [String] = []
        if !Self.startsWithVerb(words) {
            problems.append(
                Self.presentTense(of: first).map { "use the present tense (“\($0)”)" } ?? "start with a verb")
        }
        let dropped = Self.articlesAndPrepositions(in: words)
        if !dropped.isEmpty {
            problems.append("remove " + dropped.map { "“\($0)”" }.joined(separator: " and "))
        }
        if words.count > maximumWordCount {
            problems.append("use at most \(maximumWordCount) words, not \(words.count)")
        }
        if words.contains(where: { !dropped.contains($0) && !Self.isTitleCase($0) }) {
            problems.append("use title-style capitalization")
        }
        return problems
    }

    /// The label without articles, capitalized, its first word in the present tense: only changes that keep its
    /// meaning (issue 32). A preposition is reported but never dropped here: “Add to Playlist” is not “Add
    /// Playlist”, and “End of Chapter” (a sleep-timer option) is not an order to end the chapter.
    func corrected(_ label: String) -> String {
        var words = Self.words(label)
        words.removeAll { EnglishWords.articles.contains($0.lowercased()) }
        if let first = words.first, let present = Self.presentTense(of: first) { words[0] = present }
        // Prepositions keep their case: they are reported, not rewritten.
        return words.enumerated().map { index, word in
            index > 0 && Self.prepositions.contains(word.lowercased()) ? word : Self.capitalized(word)
        }.joined(separator: " ")
    }

    static func words(_ label: String) -> [String] {
        label.split(whereSeparator: \.isWhitespace).map(String.init)
    }

    /// Whether a word is an English verb; a pair written with a slash (“Play/Pause”) when each part is.
    static func isVerb(_ word: String) -> Bool {
        let parts = word.lowercased().split(separator: "/")
        return !parts.isEmpty && parts.allSatisfy { verbs.contains(String($0)) }
    }

    /// Whether the label starts with a verb used as one: a listed verb that does not head a noun phrase with “of”
    /// (“End of Chapter”, “Top of Page” name a place, they do not ask to end or top anything).
    static func startsWithVerb(_ words: [String]) -> Bool {
        guard let first = words.first, isVerb(first) else { return false }
        return words.count < 2 || words[1].lowercased() != "of"
    }

    /// Articles anywhere and prepositions other than a particle right after the verb, as written.
    static func articlesAndPrepositions(in words: [String]) -> [String] {
        words.enumerated().filter { index, word in
            let lowercased = word.lowercased()
            if EnglishWords.articles.contains(lowercased) { return true }
            return prepositions.contains(lowercased) && !(index == 1 && particles.contains(lowercased))
        }.map(\.element)
    }

    /// A word whose first letter is a capital (“(Background)” too), or one with capitals inside that is spelled its
    /// own way (“iPhone”); a word without letters (“2”, “&”) has no case.
    static func isTitleCase(_ word: String) -> Bool {
        guard let first = word.firstIndex(where: \.isLetter) else { return true }
        return word[first].isUppercase || word[word.index(after: first)...].contains(where: \.isUppercase)
    }

    /// The word with its first letter capitalized.
    static func capitalized(_ word: String) -> String {
        guard let first = word.firstIndex(where: \.isLetter) else { return word }
        return word[..<first] + word[first].uppercased() + word[word.index(after: first)...]
    }

    /// The listed verb a past-tense or “-ing” form comes from (“Started” → “Start”, “Logging” → “Log”).
    static func presentTense(of word: String) -> String? {
        let lowercased = word.lowercased()
        for suffix in ["ed", "ing"] where lowercased.hasSuffix(suffix) {
            let stem = String(lowercased.dropLast(suffix.count))
            let doubled = stem.count > 1 && stem.last == stem.dropLast().last ? String(stem.dropLast()) : nil
            for candidate in [stem, stem + "e", doubled].compactMap({ $0 }) where verbs.contains(candidate) {
                return candidate.prefix(1).uppercased() + candidate.dropFirst()
            }
        }
        return nil
    }

    /// Whether `label` is `title` without its first word, a verb (“Brew Timer” for “Start Brew Timer”).
    static func dropsVerb(of title: String, _ label: String) -> Bool {
        let titleWords = words(title).map { $0.lowercased() }
        guard let verb = titleWords.first, verbs.contains(verb) else { return false }
        return Array(titleWords.dropFirst()) == words(label).map { $0.lowercased() }
    }
}
