import AppProject
import Foundation
import QuickActionKit
import QuickActionPreview
import Testing

@testable import QuickActionLint

/// The per-locale rules run in every language the app provides, not only those its Info.plist tables translate: iOS
/// runs the app in a language only `Localizable` translates, and shows its dynamic titles in it (FSNotes).
@Suite struct DisplayLocalesTests {
    @Test("A title only Localizable translates is checked in its language: Russian truncates here")
    func languageOfAnotherTable() throws {
        let swift = """
            import UIKit

            enum Items {
                static func register() {
                    UIApplication.shared.shortcutItems = [
                        UIApplicationShortcutItem(
                            type: "compose", localizedTitle: NSLocalizedString("compose", comment: ""),
                            localizedSubtitle: nil, icon: UIApplicationShortcutIcon(type: .compose), userInfo: nil)
                    ]
                }
            }
            """
        let russian = "Создать новую заметку в выбранной папке со всеми вложениями, тегами и напоминаниями"
        let (folder, _) = try RuleExamplesTests.materialize(
            RuleExample.infoPlist(
                items: "",
                otherFiles: [
                    "Notes/Items.swift": swift,
                    "Notes/en.lproj/Localizable.strings": "\"compose\" = \"New Note\";\n",
                    "Notes/ru.lproj/Localizable.strings": "\"compose\" = \"\(russian)\";\n",
                ]))
        defer { try? FileManager.default.removeItem(at: folder) }
        let app = try ProjectReader().readProjectApp(at: folder.path)
        #expect(app.app.localizations.availableLocalizations.contains("ru") == false)
        #expect(app.app.displayLocales.map(\.identifier).contains("ru"))
        let findings = try Linter(rules: [TitleTruncatedRule()]).lint(app, measurer: try TextMeasurer())
        #expect(findings.count == 1)
        #expect(findings.first?.message.hasPrefix("In ru, the title “\(russian)”") == true, "\(findings)")
    }
}
