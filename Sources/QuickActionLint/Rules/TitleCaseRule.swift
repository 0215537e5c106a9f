import QuickActionKit

/// An English title not in title-style capitalization (HIG menus).
public struct TitleCaseRule: Rule {
    public init() {}

    public static let description = RuleDescription(
        identifier: "title_case",
        name: "Title Case",
        defaultSeverity: .warning,
        rationale: """
            HIG menus: "use title-style capitalization, which capitalizes every word except articles, coordinating \
            conjunctions, and short prepositions, and capitalizes the last word in the label, regardless of the part \
            of speech" (platform-facts §7). Checked for titles shown in an English development region. Words \
            starting with a digit, acronyms (PDF) and words with inner capitals (iPhone, AirDrop) are left as \
            written; capitalized In, On and Up are accepted as verb particles (Set Up Account), and from, into, off, \
            onto, out, over, per, so, via, vs and yet may stay lowercase. “To Do” (a to-do item) is a noun.
            """,
        triggeringExamples: [
            .infoPlist(
                items: [
                    RuleExample.item([
                        "UIApplicationShortcutItemType": "<string>com.example.notes.new-note</string>",
                        "UIApplicationShortcutItemTitle": "↓<string>New note</string>",
                        "UIApplicationShortcutItemIconType": "<string>UIApplicationShortcutIconTypeCompose</string>",
                    ]),
                    RuleExample.item([
                        "UIApplicationShortcutItemType": "<string>com.example.notes.search</string>",
                        "UIApplicationShortcutItemTitle": "↓<string>Search For Notes And Tags</string>",
                        "UIApplicationShortcutItemIconType": "<string>UIApplicationShortcutIconTypeSearch</string>",
                    ]),
                    RuleExample.item([
                        "UIApplicationShortcutItemType": "<string>com.example.notes.find</string>",
                        "UIApplicationShortcutItemTitle": "↓<string>Find in notes…</string>",
                        "UIApplicationShortcutItemIconType": "<string>UIApplicationShortcutIconTypeSearch</string>",
                    ]),
                    RuleExample.item([
                        "UIApplicationShortcutItemType": "<string>com.example.notes.scan</string>",
                        "UIApplicationShortcutItemTitle": "<string>Scan PDF to iCloud</string>",
                        "UIApplicationShortcutItemSubtitle": "<string>receipts and letters</string>",
                        "UIApplicationShortcutItemIconSymbolName": "<string>doc.viewfinder</string>",
                    ]),
                ].joined(separator: "\n")),
            .infoPlist(
                items: "",
                otherFiles: [
                    "Notes/RecentNotesShortcuts.swift": """
                    import UIKit

                    enum RecentNotesShortcuts {
                        static func register(_ note: Note) {
                            UIApplication.shared.shortcutItems = [
                                ↓UIApplicationShortcutItem(
                                    type: "com.example.notes.continue", localizedTitle: "continue writing",
                                    localizedSubtitle: note.title, icon: UIApplicationShortcutIcon(type: .compose),
                                    userInfo: nil),
                                UIApplicationShortcutItem(
                                    type: "com.example.notes.open", localizedTitle: note.title,
                                    icon: UIApplicationShortcutIcon(systemImageName: "note.text"), userInfo: nil),
                            ]
                        }
                    }
                    """
                ]),
        ],
        nonTriggeringExamples: [
            .infoPlist(
                items: [
                    RuleExample.item([
                        "UIApplicationShortcutItemType": "<string>com.example.notes.new-note</string>",
                        "UIApplicationShortcutItemTitle": "<string>New Note</string>",
                        "UIApplicationShortcutItemIconType": "<string>UIApplicationShortcutIconTypeCompose</string>",
                    ]),
                    RuleExample.item([
                        "UIApplicationShortcutItemType": "<string>com.example.notes.search</string>",
                        "UIApplicationShortcutItemTitle": "<string>Search for Notes and Tags</string>",
                        "UIApplicationShortcutItemIconType": "<string>UIApplicationShortcutIconTypeSearch</string>",
                    ]),
                    RuleExample.item([
                        "UIApplicationShortcutItemType": "<string>com.example.notes.scan</string>",
                        "UIApplicationShortcutItemTitle": "<string>Scan PDF to iCloud</string>",
                        "UIApplicationShortcutItemSubtitle": "<string>receipts and letters</string>",
                        "UIApplicationShortcutItemIconSymbolName": "<string>doc.viewfinder</string>",
                    ]),
                    RuleExample.item([
                        "UIApplicationShortcutItemType": "<string>com.example.notes.sync</string>",
                        "UIApplicationShortcutItemTitle": "<string>Set Up Sync with Mac</string>",
                        "UIApplicationShortcutItemIconType": "<string>UIApplicationShortcutIconTypeCloud</string>",
                    ]),
                    RuleExample.item([
                        "UIApplicationShortcutItemType": "<string>com.example.notes.todo</string>",
                        "UIApplicationShortcutItemTitle": "<string>New To Do</string>",
                        "UIApplicationShortcutItemIconType": "<string>UIApplicationShortcutIconTypeTask</string>",
                    ]),
                ].joined(separator: "\n")),
            .infoPlist(
                items: RuleExample.item([
                    "UIApplicationShortcutItemType": "<string>com.example.notes.new-note</string>",
                    "UIApplicationShortcutItemTitle": "<string>Neue Notiz</string>",
                ]),
                otherFiles: [
                    "Notes/de.lproj/InfoPlist.strings": "\"Neue Notiz\" = \"Neue Notiz\";\n",
                    "Notes/en.lproj/InfoPlist.strings": "\"Neue Notiz\" = \"New Note\";\n",
                ]),
        ])

    public func validate(_ context: LintContext) -> [Finding] {
        guard context.developsInEnglish else { return [] }
        return context.displayedTexts(locale: context.app.localizations.developmentLocale).compactMap { text in
            guard text.field == .title, let corrected = Self.titleCased(text.text) else { return nil }
            return finding(
                at: text.location,
                "The title \(text.quoted) is not in title-style capitalization; write “\(corrected)”.",
                fix: text.fix(corrected))
        }
    }

    /// Articles, coordinating conjunctions and short prepositions: lowercase unless first or last (HIG menus).
    static let minorWords: Set<String> = [
        "a", "an", "the", "and", "but", "or", "for", "nor", "at", "by", "in", "of", "on", "to", "up", "as", "with",
    ]
    /// Two-word nouns whose first word is otherwise a minor word (`New To Do`: a to-do item), lowercase letters.
    static let compoundNouns: Set<String> = ["to do", "to dos"]
    /// Minor words that are also verb particles ("Set Up", "Check In"): capitalized is accepted too.
    static let particles: Set<String> = ["in", "on", "up"]
    /// Short words style guides differ on: lowercase is accepted, capitalized too.
    static let optionallyLowercase: Set<String> = [
        "from", "into", "off", "onto", "out", "over", "per", "so", "via", "vs", "yet",
    ]

    /// The title in title-style capitalization, or `nil` when it already is.
    static func titleCased(_ title: String) -> String? {
        var words = title.split(separator: " ", omittingEmptySubsequences: false).map(String.init)
        let wordIndices = words.indices.filter { !words[$0].isEmpty }
        for (position, index) in wordIndices.enumerated() {
            let isEdge = index == wordIndices.first || index == wordIndices.last
            // A minor word that starts a compound noun (“To Do”, a to-do item) is a noun there: capitalized.
            let startsCompound =
                position + 1 < wordIndices.count
                && compoundNouns.contains(
                    "\(words[index]) \(words[wordIndices[position + 1]])".lowercased().filter {
                        $0.isLetter || $0 == " "
                    })
            words[index] = recapitalized(words[index], isEdge: isEdge || startsCompound)
        }
        let corrected = words.joined(separator: " ")
        return corrected == title ? nil : corrected
    }

    /// One word with its first letter changed as title style asks; words the rule cannot judge are returned as is.
    private static func recapitalized(_ word: String, isEdge: Bool) -> String {
        // Leading quotes or brackets stay; the first letter decides.
        // Periods or an ellipsis ending the word (`Search...`) do not make it a file name or an address.
        let core = word.prefix(word.count - word.reversed().prefix { ".…".contains($0) }.count)
        guard let start = word.firstIndex(where: { $0.isLetter || $0.isNumber }), word[start].isLetter,
            !core.contains(where: { "$_./@‹".contains($0) })
        else { return word }
        let rest = word[word.index(after: start)...]
        // Acronyms and inner capitals (PDF, iPhone, AirDrop) are written on purpose.
        if rest.contains(where: \.isUppercase) { return word }
        let bare = String(word[start...].prefix(while: \.isLetter)).lowercased()
        let first = word[start]
        let wantsUppercase: Bool
        if isEdge {
            wantsUppercase = true
        } else if particles.contains(bare) || optionallyLowercase.contains(bare) {
            return word
        } else {
            wantsUppercase = !minorWords.contains(bare)
        }
        let replacement = wantsUppercase ? first.uppercased() : first.lowercased()
        return String(word[..<start]) + replacement + rest
    }
}
