/// The rules about App Shortcuts.
enum AppShortcutRules {
    static let all: [any Rule.Type] = []
}
