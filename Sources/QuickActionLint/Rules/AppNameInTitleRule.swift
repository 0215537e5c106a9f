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
        var localizedNames: [String: String] = [:]
        return context.everyDisplayedText.compactMap { text in
            let localized = localizedNames[text.locale] ?? context.app.localizedName(locale: text.locale)
            localizedNames[text.locale] = localized
            let names = context.appNames + [localized]
            guard let name = names.first(where: { Self.contains(text.text, word: $0) }) else { return nil }
            return finding(
                at: text.location,
                "The \(text.field) \(text.quoted) includes the app name “\(name)”; the menu opens from the app's "
                    + "icon, so remove it.")
        }
    }

    /// Whether `word` occurs in `text` as whole words, ignoring case: not inside a longer word.
    static func contains(_ text: String, word: String) -> Bool {
        guard !word.isEmpty, !word.contains("$(") else { return false }
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
}
