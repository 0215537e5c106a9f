import Foundation
import QuickActionKit
import Testing

@testable import AppProject

/// `#available` and `#unavailable` in the app's Swift, decided by the oldest iOS the app installs on
/// (`IPHONEOS_DEPLOYMENT_TARGET`) where that decides them and left to run time where it does not; and a wrapper type
/// whose initializer, in an extension, builds the item and hands it to the memberwise initializer.
@Suite("Availability conditions")
struct AvailabilityConditionTests {
    /// An XcodeGen project of one app target with `deploymentTarget` and the given Swift sources.
    func app(deploymentTarget: String?, sources: [String: String]) throws -> App {
        var files = [
            "project.yml": """
            name: Ledger
            targets:
              Ledger:
                type: application
                platform: iOS
            \(deploymentTarget.map { "    deploymentTarget: \"\($0)\"" } ?? "")
                sources: [Sources]
                info:
                  path: Sources/Info.plist
            """,
            "Sources/Info.plist": TemporaryProject.infoPlist(),
        ]
        for (name, text) in sources { files["Sources/" + name] = text }
        let project = try TemporaryProject(files: files)
        defer { project.remove() }
        return try project.read()
    }

    /// Items registered in one assignment, a second one only where `availability` holds.
    func conditionalItem(deploymentTarget: String?, availability: String) throws -> App {
        try app(
            deploymentTarget: deploymentTarget,
            sources: [
                "Items.swift": """
                func installQuickActions() {
                    var items = [UIApplicationShortcutItem(type: "expense", localizedTitle: "Add Expense")]
                    if \(availability) {
                        items.append(UIApplicationShortcutItem(type: "widgets", localizedTitle: "Widgets"))
                    }
                    UIApplication.shared.shortcutItems = items
                }
                """
            ])
    }

    func titles(_ app: App) -> [String] {
        app.registeredDynamicItems.map { app.shown($0.localizedTitle, locale: "en").value ?? "‹run time›" }
    }

    /// The titles of the assignment's other states (paths the source could not decide).
    func otherStates(_ app: App) -> [[String]] {
        app.shortcutItemsAssignments.flatMap(\.otherPaths).map { path in
            path.items.map { app.shown(app.dynamicItemsInSource[$0].localizedTitle, locale: "en").value ?? "" }
        }
    }

    @Test("A deployment target at or over the version makes #available true: one state, the item registered")
    func decidedTrue() throws {
        for target in ["16.0", "16.4", "17", "18.2.1"] {
            let app = try conditionalItem(deploymentTarget: target, availability: "#available(iOS 16.0, *)")
            #expect(titles(app) == ["Add Expense", "Widgets"], "deployment target \(target)")
            #expect(otherStates(app).isEmpty, "deployment target \(target)")
        }
    }

    @Test("An older or unknown deployment target leaves #available to run time: the other state is kept")
    func undecided() throws {
        for target in ["15.4", "9", nil] {
            let app = try conditionalItem(deploymentTarget: target, availability: "#available(iOS 16.0, *)")
            #expect(titles(app) == ["Add Expense", "Widgets"], "deployment target \(target ?? "none")")
            #expect(otherStates(app) == [["Add Expense"]], "deployment target \(target ?? "none")")
        }
    }

    @Test("#unavailable is the opposite; a list without iOS holds through its *; a later iOS is not decided")
    func otherForms() throws {
        let unavailable = try conditionalItem(deploymentTarget: "17.0", availability: "#unavailable(iOS 16.0)")
        #expect(titles(unavailable) == ["Add Expense"])
        #expect(otherStates(unavailable).isEmpty)
        let star = try conditionalItem(deploymentTarget: "12.0", availability: "#available(macOS 14, *)")
        #expect(titles(star) == ["Add Expense", "Widgets"])
        #expect(otherStates(star).isEmpty)
        let later = try conditionalItem(deploymentTarget: "15.0", availability: "#available(iOS 16, macOS 13, *)")
        #expect(otherStates(later) == [["Add Expense"]])
    }

    @Test("Only a plain version decides: a variable or a malformed one leaves #available to run time")
    func versions() throws {
        #expect(IOSVersion.isVersion("13"))
        #expect(IOSVersion.isVersion("17.2.1"))
        #expect(!IOSVersion.isVersion("13."))
        #expect(!IOSVersion.isVersion("$(INHERITED)"))
        #expect(!IOSVersion.isVersion("1.2.3.4"))
        let variable = try conditionalItem(deploymentTarget: "$(BASE_TARGET)", availability: "#available(iOS 16.0, *)")
        #expect(otherStates(variable) == [["Add Expense"]])
    }

    @Test("A wrapper's initializer in an extension hands the item to the memberwise one: each item once, as called")
    func wrapperInExtension() throws {
        for target in ["13.5", "12.0"] {
            let app = try app(
                deploymentTarget: target,
                sources: [
                    "QuickAction.swift": """
                    struct QuickAction {
                        var shortcut: UIApplicationShortcutItem
                        var perform: () -> Void
                    }

                    extension QuickAction {
                        init(kind: String, label: String, symbol: String, perform: @escaping () -> Void) {
                            let image: UIApplicationShortcutIcon?
                            if #available(iOS 13.0, *) {
                                image = UIApplicationShortcutIcon(systemImageName: symbol)
                            } else {
                                image = nil
                            }
                            self.init(
                                shortcut: UIApplicationShortcutItem(
                                    type: kind, localizedTitle: label, localizedSubtitle: nil, icon: image,
                                    userInfo: nil),
                                perform: perform)
                        }
                    }
                    """,
                    "Coordinator.swift": """
                    final class Coordinator {
                        private lazy var actions: [QuickAction] = [
                            QuickAction(kind: "expense", label: "Add Expense", symbol: "plus", perform: { print("+") }),
                            QuickAction(kind: "report", label: "Report", symbol: "chart.bar", perform: { print("=") }),
                        ]

                        init() {
                            UIApplication.shared.shortcutItems = actions.map { $0.shortcut }
                        }
                    }
                    """,
                ])
            #expect(titles(app) == ["Add Expense", "Report"], "deployment target \(target)")
            #expect(app.registeredDynamicItems.map(\.type) == [.literal("expense"), .literal("report")])
            #expect(
                app.registeredDynamicItems.map(\.icon) == [
                    .literal(.systemImageName("plus")), .literal(.systemImageName("chart.bar")),
                ], "deployment target \(target)")
        }
    }
}
