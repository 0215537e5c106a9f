import QuickActionKit
import Testing
import XcodeProject

/// The `$(NAME:operator)` operators, each with the result Xcode gives (swift-build `MacroEvaluationProgram`).
@Suite("Build setting operators")
struct BuildSettingOperatorTests {
    static let settings = ResolvedBuildSettingsTests.settings([
        "NAME = My App 2", "DIGITS = 2048 Game", "ACCENT = Café", "SOURCE = /Users/me/Project/Sources/Main.swift",
        "BARE = Main.swift", "MESSY = /a/./b/../c//d/", "RELATIVE = ./a/../b/", "QUOTES = it's \"x\"\\y",
        "EMPTY = ", "FLAG = YES", "VERSION = 1.2.3.4", "TARGET_NAME = Chirp",
    ])

    @Test(
        "Each operator transforms the value as Xcode does",
        arguments: [
            ("$(NAME:lower)", "my app 2"),
            ("$(NAME:upper)", "MY APP 2"),
            ("$(NAME:identifier)", "My_App_2"),
            ("$(NAME:rfc1034identifier)", "My-App-2"),
            ("$(NAME:c99extidentifier)", "My_App_2"),
            ("$(DIGITS:identifier)", "_048_Game"),
            ("$(DIGITS:rfc1034identifier)", "-048-Game"),
            ("$(DIGITS:c99extidentifier)", "_048_Game"),
            ("$(ACCENT:identifier)", "Caf_"),
            ("$(ACCENT:rfc1034identifier)", "Caf-"),
            ("$(ACCENT:c99extidentifier)", "Café"),
            ("$(NAME:quote)", "My\\ App\\ 2"),
            ("$(QUOTES:quote)", "it\\'s\\ \\\"x\\\"\\\\y"),
            ("$(SOURCE:dir)", "/Users/me/Project/Sources/"),
            ("$(BARE:dir)", "./"),
            ("$(SOURCE:file)", "Main.swift"),
            ("$(SOURCE:base)", "Main"),
            ("$(SOURCE:suffix)", ".swift"),
            ("$(MESSY:standardizepath)", "/a/c/d"),
            ("$(RELATIVE:standardizepath)", "a/../b"),
            ("$(FLAG:not)", "NO"),
            ("$(VERSION:truncatedversion)", "1.2.3"),
            ("$(EMPTY:upper)$(EMPTY:quote)$(EMPTY:dir)", ""),
            ("$(NAME:lower:rfc1034identifier)", "my-app-2"),
            ("com.example.$(NAME:rfc1034identifier:lower)", "com.example.my-app-2"),
            ("$(EMPTY:default=fallback)", "fallback"),
            ("$(NAME:default=fallback)", "My App 2"),
            ("$(PRODUCT_NAME:default=$(TARGET_NAME))", "Chirp"),
            ("$(PRODUCT_NAME:default=$(TARGET_NAME):upper)", "CHIRP"),
            ("$(SOURCE:suffix=.m)", "/Users/me/Project/Sources/Main.m"),
            ("$(SOURCE:suffix=o)", "/Users/me/Project/Sources/Main.o"),
            ("$(SOURCE:file=Other.swift)", "/Users/me/Project/Sources/Other.swift"),
            ("$(SOURCE:dir=/tmp)", "/tmp/Main.swift"),
            ("$(SOURCE:base=Other)", "/Users/me/Project/Sources/Other.swift"),
            ("$(EMPTY:suffix=.m)", ""),
        ])
    func operatorResult(expression: String, expected: String) {
        #expect(Self.settings.expand(expression) == (expected, []))
    }

    @Test("An operator Xcode does not have, or a malformed one, keeps the reference as written and reports it")
    func unknownOperators() {
        for written in ["$(NAME:shout)", "$(NAME:relativeto=/a)", "$(NAME:)", "$(NAME:lo wer)"] {
            #expect(Self.settings.expand("<\(written)>") == ("<\(written)>", [written]))
        }
    }
}
