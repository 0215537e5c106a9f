import Foundation
import QuickActionKit

/// A title or subtitle that repeats the app's name: "Don't include your app name … in the title or subtitle"
/// (HIG-QA).
public struct AppNameInTitleRule: Rule {
    public init() {}

    public static let description = RuleDescription(
        identifier: "app_name_in_title",
        name: "App Name in Title",
        defaultSeverity: .warning,
        rationale: """
            HIG-QA: "Don't include your app name or any extraneous information in the title or subtitle, keep the \
            text short to avoid truncation." The menu opens from the app's icon, so the name adds nothing. Checked \
            against the name under the icon (CFBundleDisplayName, else CFBundleName, and its localized forms) and \
            INAlternativeAppNames, as whole words ignoring case, in every localization.
            """,
        triggeringExamples: [
            .infoPlist(
                items: [
                    RuleExample.item([
                        "UIApplicationShortcutItemType": "<string>com.example.trailmix.start-hike</string>",
                        "UIApplicationShortcutItemTitle": "↓<string>Start Trailmix Hike</string>",
                        "UIApplicationShortcutItemIconType": "<string>UIApplicationShortcutIconTypePlay</string>",
                    ]),
                    RuleExample.item([
                        "UIApplicationShortcutItemType": "<string>com.example.trailmix.nearby</string>",
                        "UIApplicationShortcutItemTitle": "<string>Nearby Trails</string>",
                        "UIApplicationShortcutItemSubtitle": "↓<string>Found by TRAILMIX</string>",
                        "UIApplicationShortcutItemIconType": "<string>UIApplicationShortcutIconTypeLocation</string>",
                    ]),
                ].joined(separator: "\n"), name: "Trailmix"),
            .infoPlist(
                items: "", name: "Trailmix",
                extraKeys: "\n\t<key>INAlternativeAppNames</key>\n\t<array>\n\t\t<dict>\n"
                    + "\t\t\t<key>INAlternativeAppName</key>\n\t\t\t<string>Trail Mix</string>\n\t\t</dict>\n\t</array>",
                otherFiles: [
                    "Notes/LastHikeShortcut.swift": """
                    import UIKit

                    enum LastHikeShortcut {
                        static func register() {
                            UIApplication.shared.shortcutItems = [
                                ↓UIApplicationShortcutItem(
                                    type: "com.example.trailmix.resume", localizedTitle: "Resume in Trail Mix",
                                    icon: UIApplicationShortcutIcon(type: .play), userInfo: ["appVersion": "2.0"])
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
                        "UIApplicationShortcutItemType": "<string>com.example.trailmix.start-hike</string>",
                        "UIApplicationShortcutItemTitle": "<string>Start Hike</string>",
                        "UIApplicationShortcutItemIconType": "<string>UIApplicationShortcutIconTypePlay</string>",
                    ]),
                    RuleExample.item([
                        "UIApplicationShortcutItemType": "<string>com.example.trailmix.mix</string>",
                        "UIApplicationShortcutItemTitle": "<string>Trail Mixes</string>",
                        "UIApplicationShortcutItemSubtitle": "<string>Snacks for the Trailmixer</string>",
                        "UIApplicationShortcutItemIconSymbolName": "<string>leaf</string>",
                    ]),
                ].joined(separator: "\n"), name: "Trailmix")
        ])

    public func validate(_ context: LintContext) -> [Finding] {
        let appNames = context.appNames
        return context.everyDisplayedText.compactMap { text in
            let names = appNames + [context.localizedName(locale: text.locale)]
            guard let name = names.first(where: { Self.contains(text.text, word: $0) }) else { return nil }
            return finding(
                at: text.location,
                "The \(text.field) \(text.quoted) includes the app name “\(name)”; the menu opens from the app's "
                    + "icon, so remove it.")
        }
    }

    /// Whether `word` occurs in `text` as whole words, ignoring case: not inside a longer word.
    static func contains(_ text: String, word: String) -> Bool {
        guard !word.isEmpty, !word.containsUTF8("$(") else { return false }
        if let found = asciiContains(text, word: word) { return found }
        var searchRange = text.startIndex..<text.endIndex
        while let found = text.range(of: word, options: [.caseInsensitive], range: searchRange) {
            let before = found.lowerBound == text.startIndex ? nil : text[text.index(before: found.lowerBound)]
            let after = found.upperBound == text.endIndex ? nil : text[found.upperBound]
            if !(before?.isLetter ?? false), !(before?.isNumber ?? false), !(after?.isLetter ?? false),
                !(after?.isNumber ?? false)
            {
                return true
            }
            searchRange = text.index(after: found.lowerBound)..<text.endIndex
        }
        return false
    }

    /// The same test on ASCII text by bytes (most titles and names), nil when either holds other characters;
    /// Foundation's case-insensitive search is the slow part of linting a monorepo's every locale.
    static func asciiContains(_ text: String, word: String) -> Bool? {
        var text = text
        var word = word
        return text.withUTF8 { text in word.withUTF8 { word in asciiContains(text, word: word) } }
    }

    private static func asciiContains(_ text: UnsafeBufferPointer<UInt8>, word: UnsafeBufferPointer<UInt8>) -> Bool? {
        guard !text.contains(where: { $0 >= 0x80 }), !word.contains(where: { $0 >= 0x80 }) else { return nil }
        func lower(_ byte: UInt8) -> UInt8 { (0x41...0x5A).contains(byte) ? byte | 0x20 : byte }
        func isAlphanumeric(_ byte: UInt8) -> Bool {
            (0x30...0x39).contains(byte) || (0x61...0x7A).contains(lower(byte))
        }
        guard !word.isEmpty, word.count <= text.count else { return word.isEmpty }
        for start in 0...(text.count - word.count) {
            var offset = 0
            while offset < word.count, lower(text[start + offset]) == lower(word[offset]) { offset += 1 }
            guard offset == word.count else { continue }
            let end = start + word.count
            if (start == 0 || !isAlphanumeric(text[start - 1])) && (end == text.count || !isAlphanumeric(text[end])) {
                return true
            }
        }
        return false
    }
}
