import AppProject
import Foundation
import QuickActionKit
import Testing

/// Issue 30: the shapes real apps write one step past a pattern, read by the one evaluator as the code runs.
@Suite("One Swift evaluator: items made one step of indirection away")
struct SwiftEvaluatorShapesTests {
    /// A folder app with the given files (path → contents).
    func read(_ files: [String: String]) throws -> App {
        let project = try TemporaryProject(files: files)
        defer { project.remove() }
        return try project.read()
    }

    func titles(_ app: App, locale: LocaleIdentifier = "en") -> [String?] {
        app.registeredDynamicItems.map { app.shown($0.localizedTitle, locale: locale).value }
    }

    @Test("Items from allCases mapped with a key path to an enum's computed item")
    func keyPathOverAllCases() throws {
        let app = try read([
            "Kind.swift": """
            enum Kind: String, CaseIterable {
                case draft, timer
                var label: String {
                    switch self {
                    case .draft: return "New Draft"
                    case .timer: return "Start Timer"
                    }
                }
                var symbol: String {
                    switch self {
                    case .draft: "doc.badge.plus"
                    case .timer: "timer"
                    }
                }
                var item: UIApplicationShortcutItem {
                    UIApplicationShortcutItem(type: rawValue, localizedTitle: label, localizedSubtitle: nil,
                                              icon: UIApplicationShortcutIcon(systemImageName: symbol))
                }
            }
            """,
            "Registrar.swift": """
            final class Registrar {
                func install() { UIApplication.shared.shortcutItems = Kind.allCases.map(\\.item) }
            }
            """,
        ])
        let items = app.registeredDynamicItems
        #expect(items.map(\.type) == [.literal("draft"), .literal("timer")])
        #expect(titles(app) == ["New Draft", "Start Timer"])
        #expect(
            items.map(\.icon) == [.literal(.systemImageName("doc.badge.plus")), .literal(.systemImageName("timer"))])
        #expect(items.map(\.enumCase) == ["Kind.draft", "Kind.timer"])
    }

    @Test("Items from an array of the app's structs whose computed property builds the item")
    func wrapperStructs() throws {
        let app = try read([
            "Entry.swift": """
            struct MenuEntry {
                let id: String
                let name: String
                var symbol = "circle"
                var shortcut: UIApplicationShortcutItem {
                    UIApplicationShortcutItem(type: "org.sample.\\(id)", localizedTitle: name, localizedSubtitle: nil,
                                              icon: UIApplicationShortcutIcon(systemImageName: symbol), userInfo: nil)
                }
            }
            enum Entries {
                static let visible = [
                    MenuEntry(id: "scan", name: "Scan Receipt", symbol: "doc.viewfinder"),
                    MenuEntry(id: "budget", name: "Budget"),
                ]
            }
            final class Shortcuts {
                func apply() { UIApplication.shared.shortcutItems = Entries.visible.map { $0.shortcut } }
            }
            """
        ])
        #expect(app.registeredDynamicItems.map(\.type) == [.literal("org.sample.scan"), .literal("org.sample.budget")])
        #expect(titles(app) == ["Scan Receipt", "Budget"])
        #expect(app.registeredDynamicItems.last?.icon == .literal(.systemImageName("circle")))
    }

    @Test("A title from an enum's NSLocalizedString(prefix + rawValue), looked up per locale")
    func prefixedRawValueKeys() throws {
        let app = try read([
            "en.lproj/Localizable.strings": "\"menu.log\" = \"Log Workout\";\n\"menu.stats\" = \"Statistics\";\n",
            "de.lproj/Localizable.strings": "\"menu.log\" = \"Training eintragen\";\n\"menu.stats\" = \"Statistik\";\n",
            "Menu.swift": """
            enum MenuAction: String, CaseIterable {
                case log, stats
                var title: String { NSLocalizedString("menu." + rawValue, comment: "") }
            }
            final class Installer {
                func install() {
                    var items: [UIApplicationShortcutItem] = []
                    for action in MenuAction.allCases {
                        items.append(UIApplicationShortcutItem(type: action.rawValue, localizedTitle: action.title))
                    }
                    UIApplication.shared.shortcutItems = items
                }
            }
            """,
        ])
        #expect(app.registeredDynamicItems.map(\.localizedTitle.tableKey?.key) == ["menu.log", "menu.stats"])
        #expect(titles(app, locale: "de") == ["Training eintragen", "Statistik"])
    }

    @Test("A title through the app's own function that looks a case's raw value up in a named table")
    func ownLocalizationFunction() throws {
        let app = try read([
            "en.lproj/Actions.strings": "\"capture\" = \"Capture Photo\";\n",
            // No shortcut keyword here: the file is parsed because the item's title calls its function.
            "Strings.swift": """
            enum ActionKey: String { case capture }
            func localized(_ key: ActionKey) -> String {
                NSLocalizedString(key.rawValue, tableName: "Actions", comment: "")
            }
            """,
            "Setup.swift": """
            func configureShortcuts() {
                UIApplication.shared.shortcutItems = [
                    UIApplicationShortcutItem(type: "capture", localizedTitle: localized(.capture))
                ]
            }
            """,
        ])
        let title = try #require(app.registeredDynamicItems.first?.localizedTitle)
        #expect(title == .localized(StringTableKey(key: "capture", table: "Actions")))
        #expect(titles(app) == ["Capture Photo"])
    }

    @Test("An early return that clears the items is another state; the menu is the path that registers the most")
    func guardClearingFirst() throws {
        let app = try read([
            "Refresh.swift": """
            final class Refresher {
                var session: String?
                func refresh() {
                    guard let session else {
                        UIApplication.shared.shortcutItems = []
                        return
                    }
                    var items = [UIApplicationShortcutItem(type: "pay", localizedTitle: "Pay")]
                    if session.isEmpty == false {
                        items.append(UIApplicationShortcutItem(type: "history", localizedTitle: "History"))
                    }
                    UIApplication.shared.shortcutItems = items
                }
            }
            """
        ])
        #expect(titles(app) == ["Pay", "History"])
        #expect(app.shortcutItemsAssignments.map(\.clearsItems) == [true, false])
        // The clearing path is named, not shown: the state people see while signed out.
        #expect(app.shortcutItemsAssignments.first?.pathConditions == ["`session` is nil"])
    }

    @Test("A setting's two values give two arrays: the menu shows the first, the other is kept with its condition")
    func settingBranches() throws {
        let app = try read([
            "Speech.swift": """
            func refresh(settings: Settings) {
                var items = [UIApplicationShortcutItem]()
                if settings.isSpeaking {
                    items.append(UIApplicationShortcutItem(type: "mute", localizedTitle: "Stop Speaking"))
                } else {
                    items.append(UIApplicationShortcutItem(type: "speak", localizedTitle: "Speak Readings"))
                }
                UIApplication.shared.shortcutItems = items
            }
            """
        ])
        #expect(titles(app) == ["Stop Speaking"])
        let assignment = try #require(app.shortcutItemsAssignments.first)
        #expect(assignment.pathConditions == ["`settings.isSpeaking` is true"])
        #expect(
            assignment.otherPaths.map { $0.items.map { app.dynamicItemsInSource[$0].localizedTitle } } == [
                [.literal("Speak Readings")]
            ])
        #expect(assignment.otherPaths.first?.conditions == ["`settings.isSpeaking` is false"])
    }

    @Test("Mac Catalyst code is not the iPhone's; DEBUG code is not in the App Store build")
    func compilationConditions() throws {
        let app = try read([
            "Items.swift": """
            func update() {
                var items = [UIApplicationShortcutItem(type: "tab", localizedTitle: "New Tab")]
                #if targetEnvironment(macCatalyst)
                items.append(UIApplicationShortcutItem(type: "window", localizedTitle: "New Window"))
                #elseif os(iOS)
                items.append(UIApplicationShortcutItem(type: "private", localizedTitle: "Private Tab"))
                #endif
                #if DEBUG
                items.append(UIApplicationShortcutItem(type: "debug", localizedTitle: "Debug Menu"))
                #endif
                UIApplication.shared.shortcutItems = items
            }
            """
        ])
        #expect(titles(app) == ["New Tab", "Private Tab"])
        #expect(!app.dynamicItemsInSource.contains { $0.localizedTitle == .literal("New Window") })
    }

    /// Issue 32: the run-time checks for a Mac or Vision Pro are false on an iPhone or iPad, through a helper too;
    /// a check for iPad stays open.
    @Test("Run-time Mac checks are false on the Home Screen; the iPad check is a run-time condition")
    func runTimePlatformChecks() throws {
        let app = try read([
            "Environment.swift": """
            enum Environment {
                static var isCatalyst: Bool { ProcessInfo.processInfo.isMacCatalystApp }
            }
            """,
            "Items.swift": """
            func update() {
                guard !Environment.isCatalyst else {
                    UIApplication.shared.shortcutItems = [
                        UIApplicationShortcutItem(type: "settings", localizedTitle: "Open Settings")
                    ]
                    return
                }
                var items = [UIApplicationShortcutItem(type: "tab", localizedTitle: "New Tab")]
                if UIDevice.current.userInterfaceIdiom == .mac || ProcessInfo.processInfo.isiOSAppOnMac {
                    items.append(UIApplicationShortcutItem(type: "window", localizedTitle: "New Window"))
                }
                if UIDevice.current.userInterfaceIdiom == .pad {
                    items.append(UIApplicationShortcutItem(type: "split", localizedTitle: "Split View"))
                }
                UIApplication.shared.shortcutItems = items
            }
            """,
        ])
        #expect(titles(app) == ["New Tab", "Split View"])
        let others = app.shortcutItemsAssignments.flatMap(\.otherPaths).flatMap(\.items)
            .map { app.dynamicItemsInSource[$0].localizedTitle }
        #expect(!others.contains(.literal("Open Settings")))
        #expect(!others.contains(.literal("New Window")))
    }

    /// Only a platform check makes code dead: a stored property's initial value is not its value at run time, so an
    /// assignment behind it is still the app's.
    @Test("An assignment behind a stored flag is kept; one behind a Mac check is not")
    func deadOnlyByPlatform() throws {
        let app = try read([
            "QuickActions.swift": """
            final class QuickActions {
                var enabled = false
                func flush() {
                    if enabled {
                        UIApplication.shared.shortcutItems = [
                            UIApplicationShortcutItem(type: "resume", localizedTitle: "Resume Reading")
                        ]
                    }
                    if ProcessInfo.processInfo.isMacCatalystApp {
                        UIApplication.shared.shortcutItems = [
                            UIApplicationShortcutItem(type: "window", localizedTitle: "New Window")
                        ]
                    }
                }
            }
            """
        ])
        #expect(titles(app) == ["Resume Reading"])
        #expect(!app.dynamicItemsInSource.contains { $0.localizedTitle == .literal("New Window") })
    }

    @Test("A custom flag counts when the configuration read sets it in SWIFT_ACTIVE_COMPILATION_CONDITIONS")
    func configurationFlags() throws {
        let app = try read([
            "project.yml": """
            name: Beacon
            targets:
              Beacon:
                type: application
                platform: iOS
                sources: [Sources]
                info:
                  path: Sources/Info.plist
                settings:
                  configs:
                    Release:
                      SWIFT_ACTIVE_COMPILATION_CONDITIONS: $(inherited) STORE
            """,
            "Sources/Info.plist": TemporaryProject.infoPlist(),
            "Sources/Items.swift": """
            func update() {
                var items = [UIApplicationShortcutItem(type: "scan", localizedTitle: "Scan")]
                #if STORE
                items.append(UIApplicationShortcutItem(type: "rate", localizedTitle: "Rate Us"))
                #endif
                #if DEBUG
                items.append(UIApplicationShortcutItem(type: "debug", localizedTitle: "Debug"))
                #endif
                UIApplication.shared.shortcutItems = items
            }
            """,
        ])
        #expect(app.origin.configuration == "Release")
        #expect(titles(app) == ["Scan", "Rate Us"])
    }

    @Test("The app's convenience initializer on the item class runs; its self.init makes the item")
    func convenienceInitializer() throws {
        let app = try read([
            "Route.swift": """
            enum RouteKind: String { case open = "org.sample.open" }
            enum Route {
                case open(id: String)
                var kind: RouteKind {
                    switch self {
                    case .open: return .open
                    }
                }
            }
            extension UIApplicationShortcutItem {
                convenience init(name: String, route: Route) {
                    self.init(
                        type: route.kind.rawValue, localizedTitle: name, localizedSubtitle: nil, icon: nil, userInfo: nil)
                }
            }
            func pin(documents: [Document]) {
                UIApplication.shared.shortcutItems = documents.map {
                    UIApplicationShortcutItem(name: $0.title, route: .open(id: $0.id))
                }
            }
            """
        ])
        let item = try #require(app.registeredDynamicItems.first)
        #expect(item.type == .literal("org.sample.open"))
        #expect(item.localizedTitle == .computed(expression: "$0.title"))
        #expect(item.isRepeated)
    }

    @Test("A constant set by a closure called in place, and an icon returned as .init(…) from a typed property")
    func closureConstantAndImplicitIcon() throws {
        let app = try read([
            "Texts.swift": """
            enum Texts {
                static let speak: String = {
                    NSLocalizedString("menu.speak", tableName: "Menu", value: "Speak Readings", comment: "")
                }()
            }
            """,
            "Menu.swift": """
            final class SpeechMenu {
                var speakerIcon: UIApplicationShortcutIcon {
                    let name = "speaker.wave.2"
                    return .init(systemImageName: name)
                }
                func install() {
                    UIApplication.shared.shortcutItems = [
                        UIApplicationShortcutItem(type: "speak", localizedTitle: Texts.speak, localizedSubtitle: nil,
                                                  icon: speakerIcon, userInfo: nil)
                    ]
                }
            }
            """,
        ])
        let item = try #require(app.registeredDynamicItems.first)
        #expect(
            item.localizedTitle
                == .localized(StringTableKey(key: "menu.speak", table: "Menu", defaultValue: "Speak Readings")))
        #expect(item.icon == .literal(.systemImageName("speaker.wave.2")))
    }

    @Test("A type's extension in another file, and the app's bundle identifier in an item type")
    func extensionsElsewhereAndBundleIdentifier() throws {
        let app = try read([
            "Info.plist": TemporaryProject.infoPlist(
                adding: "<key>CFBundleIdentifier</key><string>org.sample.reader</string>"),
            "Browser.swift": """
            final class Browser {
                func updateShortcuts() {
                    let prefix = Bundle.main.bundleIdentifier ?? ""
                    UIApplication.shared.shortcutItems = [
                        UIApplicationShortcutItem(type: prefix + ".scan", localizedTitle: scanTitle)
                    ]
                }
            }
            """,
            // No shortcut keyword here: read because the item's code uses Browser, which it extends.
            "Browser+Texts.swift": """
            extension Browser {
                var scanTitle: String { NSLocalizedString("Scan Code", comment: "") }
            }
            """,
        ])
        let item = try #require(app.registeredDynamicItems.first)
        #expect(item.type == .literal("org.sample.reader.scan"))
        #expect(item.localizedTitle == .localized(StringTableKey(key: "Scan Code")))
    }

    /// An app may name its own type in UIKit's style; it is not taken for the SDK's (Simplenote's icon enum).
    @Test("An app's own type with an SDK prefix, declared in another file, is read")
    func appTypeWithSDKPrefix() throws {
        let app = try read([
            "Shortcuts.swift": """
            final class ShortcutsInstaller {
                func install() {
                    let icon = UIApplicationShortcutIcon(templateImageName: UIGlyph.compose.assetName)
                    UIApplication.shared.shortcutItems = [
                        UIApplicationShortcutItem(
                            type: "compose", localizedTitle: "Write", localizedSubtitle: nil, icon: icon, userInfo: nil)
                    ]
                }
            }
            """,
            // No shortcut keyword here: read because the item's code names UIGlyph, declared here.
            "UIGlyph.swift": """
            enum UIGlyph {
                case compose, archive
                var assetName: String {
                    switch self {
                    case .compose: return "glyph_compose"
                    case .archive: return "glyph_archive"
                    }
                }
            }
            """,
        ])
        let item = try #require(app.registeredDynamicItems.first)
        #expect(item.icon == .literal(.templateImageName("glyph_compose")))
    }

    /// Redacted's shape: a convenience initializer takes an optional icon name and maps it to an icon.
    @Test("Optional map and flatMap: a name becomes the icon, nil stays no icon, a string's characters are not mapped")
    func optionalMap() throws {
        let app = try read([
            "ShortcutItem+Glyph.swift": """
            extension UIApplicationShortcutItem {
                convenience init(type: String, title: String, glyph: String? = nil) {
                    self.init(
                        type: type, localizedTitle: title, localizedSubtitle: nil,
                        icon: glyph.flatMap { UIApplicationShortcutIcon(templateImageName: $0) }, userInfo: nil)
                }

                convenience init(kind: String, title: String, glyph: String?) {
                    self.init(
                        type: kind, localizedTitle: title, localizedSubtitle: nil,
                        icon: glyph.map { name in UIApplicationShortcutIcon(templateImageName: name) }, userInfo: nil)
                }
            }
            """,
            "Installer.swift": """
            enum Installer {
                static func install() {
                    let spelled = "Scan".map { String($0) }
                    UIApplication.shared.shortcutItems = [
                        UIApplicationShortcutItem(type: "a", title: "Pick", glyph: "Picker"),
                        UIApplicationShortcutItem(type: "b", title: "Plain"),
                        UIApplicationShortcutItem(kind: "c", title: "Snap", glyph: "Shutter"),
                        UIApplicationShortcutItem(kind: "d", title: "Bare", glyph: nil),
                        UIApplicationShortcutItem(type: "e", localizedTitle: spelled.first ?? ""),
                    ]
                }
            }
            """,
        ])
        let items = app.registeredDynamicItems
        #expect(
            items.map(\.icon) == [
                .literal(.templateImageName("Picker")), nil, .literal(.templateImageName("Shutter")), nil, nil,
            ])
        #expect(items.count == 5)
        // Each item where it is called with its texts, not at the `self.init` inside the helper they all share.
        #expect(items.allSatisfy { $0.location.file.hasSuffix("/Installer.swift") })
        #expect(Set(items.map(\.location.line)).count == 5)
        if items.count == 5 {
            #expect(items[4].localizedTitle.literal == nil, "a string's characters are not mapped as one value")
        }
    }

    @Test("Arithmetic and indexes that would trap in the app are unknown to the reader, never a crash")
    func trappingValues() throws {
        let app = try read([
            "Crash.swift": """
            func f() {
                var items = [UIApplicationShortcutItem(type: "a", localizedTitle: "A")]
                items.insert(UIApplicationShortcutItem(type: "b", localizedTitle: "B"), at: -1)
                let n = 9223372036854775807 + 1
                UIApplication.shared.shortcutItems = Array(items.prefix(-2)) + items.dropFirst(n)
            }
            """
        ])
        #expect(app.dynamicItemsInSource.map(\.localizedTitle) == [.literal("A"), .literal("B")])
    }

    @Test("A chain of 900 members is read; one of 5,000 is over the budget, named, and the other files are read")
    func longMemberChain() throws {
        func file(_ type: String, links: Int) -> String {
            let chain = Array(repeating: "next", count: links).joined(separator: ".")
            return """
                func f() {
                    UIApplication.shared.shortcutItems = [UIApplicationShortcutItem(type: "\(type)", localizedTitle: start.\(chain))]
                }
                """
        }
        let app = try read(["Chain.swift": file("a", links: 900), "Long.swift": file("b", links: 5_000)])
        #expect(app.registeredDynamicItems.map(\.type) == [.literal("a")])
        // Issue 34: evaluating a chain costs time in proportion to its square (10,000 members took 15 s).
        #expect(app.unparsableSwiftFiles.map { ($0.location.file as NSString).lastPathComponent } == ["Long.swift"])
        #expect(app.unparsableSwiftFiles.first?.message.contains("chains more than 1000") == true)
    }

    @Test("Items mapped from values known only at run time are repeated, never counted as one")
    func runTimeSequence() throws {
        let app = try read([
            "Recent.swift": """
            func register(recent: [Document]) {
                UIApplication.shared.shortcutItems = recent.prefix(3).map { document in
                    UIApplicationShortcutItem(type: "open", localizedTitle: document.name)
                }
            }
            """
        ])
        let item = try #require(app.registeredDynamicItems.first)
        #expect(item.isRepeated)
        #expect(item.localizedTitle == .computed(expression: "document.name"))
    }

    @Test("A value only the running app knows stays as written, and the item is still read")
    func honestUnknowns() throws {
        let app = try read([
            "Shortcut.swift": """
            func register(user: User) {
                let greeting = user.displayName.uppercased()
                UIApplication.shared.shortcutItems = [
                    UIApplicationShortcutItem(type: user.id, localizedTitle: greeting, localizedSubtitle: "Profile")
                ]
            }
            """
        ])
        let item = try #require(app.registeredDynamicItems.first)
        #expect(item.type == .computed(expression: "user.id"))
        #expect(item.localizedTitle == .computed(expression: "user.displayName.uppercased()"))
        #expect(item.localizedSubtitle == .literal("Profile"))
    }
}
