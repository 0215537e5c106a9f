import QuickActionKit

/// A title the menu cuts off with an ellipsis, in the development region or a localization (platform-facts §3).
public struct TitleTruncatedRule: Rule {
    public init() {}

    public static let description = RuleDescription(
        identifier: "title_truncated",
        name: "Title Truncated",
        defaultSeverity: .warning,
        rationale: """
            HIG-QA: "keep the text short to avoid truncation, and take localization into account as you write the \
            text." A title wraps to two lines, or keeps to one beside a subtitle, then shrinks to 0.9× and is cut \
            off with an ellipsis ([KEYS] title display; platform-facts §3; menu-geometry §1-3: 190 points of text on \
            iPhone, Body 17 at the Large text size). Measured with the menu's fonts in the development region and in \
            every localization; a title that overflows by no more than the measurement tolerance (3% of the line: \
            our fonts stand in for the system's) is not reported; skipped when the fonts are not installed.
            """,
        triggeringExamples: [
            .init(files: [
                "Trailmix/Info.plist": """
                <?xml version="1.0" encoding="UTF-8"?>
                <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
                <plist version="1.0">
                <dict>
                \t<key>CFBundleDevelopmentRegion</key>
                \t<string>de</string>
                \t<key>CFBundleDisplayName</key>
                \t<string>Trailmix</string>
                \t<key>CFBundlePackageType</key>
                \t<string>APPL</string>
                \t<key>UIApplicationShortcutItems</key>
                \t<array>
                \t\t<dict>
                \t\t\t<key>UIApplicationShortcutItemType</key>
                \t\t\t<string>com.example.trailmix.start-hike</string>
                \t\t\t<key>UIApplicationShortcutItemTitle</key>
                \t\t\t<string>Wanderung starten</string>
                \t\t\t<key>UIApplicationShortcutItemIconType</key>
                \t\t\t<string>UIApplicationShortcutIconTypePlay</string>
                \t\t</dict>
                \t\t<dict>
                \t\t\t<key>UIApplicationShortcutItemType</key>
                \t\t\t<string>com.example.trailmix.nearby-trails</string>
                \t\t\t<key>UIApplicationShortcutItemTitle</key>
                \t\t\t↓<string>Wanderwege in der Umgebung</string>
                \t\t\t<key>UIApplicationShortcutItemSubtitle</key>
                \t\t\t<string>Im Umkreis von 10 km</string>
                \t\t\t<key>UIApplicationShortcutItemIconType</key>
                \t\t\t<string>UIApplicationShortcutIconTypeLocation</string>
                \t\t</dict>
                \t</array>
                </dict>
                </plist>

                """
            ]),
            .infoPlist(
                items: "",
                otherFiles: [
                    "Notes/SharedNotebookShortcut.swift": """
                    import UIKit

                    func registerSharedNotebook() {
                        UIApplication.shared.shortcutItems = [
                            ↓UIApplicationShortcutItem(
                                type: "com.example.notes.shared", localizedTitle: "Shared Notebook from the Design Team",
                                localizedSubtitle: "3 new notes", icon: UIApplicationShortcutIcon(type: .invitation),
                                userInfo: ["notebookID": "nb-7", "appVersion": "2.0"])
                        ]
                    }
                    """
                ]),
            // A translation that the menu truncates points at its line in the strings file.
            .infoPlist(
                items: RuleExample.item([
                    "UIApplicationShortcutItemType": "<string>com.example.trailmix.nearby-trails</string>",
                    "UIApplicationShortcutItemTitle": "<string>Nearby Trails</string>",
                    "UIApplicationShortcutItemSubtitle": "<string>Within 10 km</string>",
                    "UIApplicationShortcutItemIconType": "<string>UIApplicationShortcutIconTypeLocation</string>",
                ]), name: "Trailmix",
                otherFiles: [
                    "Notes/de.lproj/InfoPlist.strings": """
                    /* The title of the quick action that lists trails near the current location. */
                    ↓"Nearby Trails" = "Wanderwege in der näheren Umgebung";
                    "Within 10 km" = "Im Umkreis von 10 km";
                    """
                ]),
        ],
        nonTriggeringExamples: [
            .infoPlist(
                items: [
                    RuleExample.item([
                        "UIApplicationShortcutItemType": "<string>com.example.trailmix.nearby-trails</string>",
                        "UIApplicationShortcutItemTitle": "<string>Nearby Trails</string>",
                        "UIApplicationShortcutItemSubtitle": "<string>Within 10 km</string>",
                        "UIApplicationShortcutItemIconType": "<string>UIApplicationShortcutIconTypeLocation</string>",
                    ]),
                    RuleExample.item([
                        // 2.5 pt too wide by our fonts: within the measurement tolerance (3% of the line).
                        "UIApplicationShortcutItemType": "<string>com.example.trailmix.offline</string>",
                        "UIApplicationShortcutItemTitle": "<string>Download Trail Maps Offline</string>",
                        "UIApplicationShortcutItemSubtitle": "<string>12 maps</string>",
                        "UIApplicationShortcutItemIconType": "<string>UIApplicationShortcutIconTypeLocation</string>",
                    ]),
                    RuleExample.item([
                        // Without a subtitle a long title may wrap to two lines.
                        "UIApplicationShortcutItemType": "<string>com.example.trailmix.download</string>",
                        "UIApplicationShortcutItemTitle": "<string>Download Maps for Offline Hiking</string>",
                        "UIApplicationShortcutItemIconSymbolName": "<string>arrow.down.circle</string>",
                    ]),
                ].joined(separator: "\n"), name: "Trailmix",
                otherFiles: [
                    "Notes/de.lproj/InfoPlist.strings": """
                    "Nearby Trails" = "Wege in der Nähe";
                    "Within 10 km" = "Im Umkreis von 10 km";
                    "Download Maps for Offline Hiking" = "Karten für Wanderungen ohne Netz laden";
                    """
                ])
        ])

    public func validate(_ context: LintContext) -> [Finding] {
        context.truncations(of: .title).map { truncation, text in
            finding(
                at: text.location,
                truncation.summary(of: text)
                    + "; shorten it (a title keeps to one line beside a subtitle, two lines without).")
        }
    }
}
