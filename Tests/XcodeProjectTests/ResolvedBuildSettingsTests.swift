import Foundation
import QuickActionKit
import Testing
import XcodeProject

/// `ResolvedBuildSettings`: the settings stack, conditions, `$(inherited)` and references as `xcodebuild` resolves
/// them, with unresolved references kept visible.
@Suite("Resolving build settings")
struct ResolvedBuildSettingsTests {
    /// A level whose assignments are `NAME[conditions] = value` lines of `file`, each at its line.
    static func level(_ file: String, _ lines: [String]) -> BuildSettingsLevel {
        BuildSettingsLevel(
            name: file,
            assignments: lines.enumerated().map { offset, line in
                let equals = line.range(of: " = ")!
                var name = String(line[..<equals.lowerBound])
                var conditions: [BuildSettingCondition] = []
                if let open = name.firstIndex(of: "[") {
                    conditions = name[open...].dropFirst().dropLast().components(separatedBy: "][").map {
                        let pair = $0.split(separator: "=", maxSplits: 1).map(String.init)
                        return BuildSettingCondition(key: pair[0], pattern: pair[1])
                    }
                    name = String(name[..<open])
                }
                return BuildSettingAssignment(
                    name: name, conditions: conditions, value: String(line[equals.upperBound...]),
                    location: SourceLocation(file: file, line: offset + 1))
            })
    }

    static func settings(
        _ lines: [String], configuration: String = "Release", sdk: String = "iphoneos", arch: String = "arm64"
    ) -> ResolvedBuildSettings {
        ResolvedBuildSettings(
            levels: [level("target", lines)],
            context: BuildContext(configuration: configuration, sdk: sdk, arch: arch))
    }

    @Test("$(inherited) builds on the level below through defaults, project xcconfig, project, target xcconfig, target")
    func inheritedAcrossLevels() throws {
        let settings = ResolvedBuildSettings(
            levels: [
                Self.level("defaults", ["FLAGS = d", "PRODUCT_NAME = $(TARGET_NAME)", "TARGET_NAME = Chirp"]),
                Self.level("Project.xcconfig", ["FLAGS = $(inherited) px"]),
                Self.level("project", ["FLAGS = ${inherited} p", "UNTOUCHED = p"]),
                Self.level("Target.xcconfig", ["FLAGS = $(inherited) tx", "PRODUCT_NAME = $(inherited) Beta"]),
                Self.level("target", ["FLAGS = $(inherited) t"]),
            ],
            context: BuildContext(configuration: "Debug"))
        #expect(
            settings.value(of: "FLAGS")
                == ResolvedSetting(value: "d px p tx t", location: SourceLocation(file: "target", line: 1)))
        #expect(settings.value(of: "PRODUCT_NAME")?.value == "Chirp Beta")
        #expect(settings.value(of: "PRODUCT_NAME")?.location == SourceLocation(file: "Target.xcconfig", line: 2))
        #expect(settings.value(of: "UNTOUCHED")?.value == "p")
        #expect(settings.value(of: "MISSING") == nil)
        #expect(settings.names == ["FLAGS", "PRODUCT_NAME", "TARGET_NAME", "UNTOUCHED"])
    }

    @Test("Within one level a later assignment's $(inherited) is the earlier one, and a setting naming itself inherits")
    func inheritedWithinLevel() throws {
        let settings = Self.settings(["A = 1", "A = $(inherited) 2", "A = $(A) 3", "B = x", "B = y"])
        #expect(settings.value(of: "A")?.value == "1 2 3")
        #expect(settings.value(of: "B")?.value == "y")
    }

    @Test("An xcconfig's includes and later lines stack in file order")
    func xcconfigOrder() throws {
        let folder = try XCConfigFileTests.Folder([
            "App.xcconfig": "OTHER = app\n#include \"Base.xcconfig\"\nFLAGS = $(inherited) app\n",
            "Base.xcconfig": "FLAGS = base\nOTHER = base\n",
        ])
        let level = BuildSettingsLevel(
            name: "target xcconfig", assignments: try XCConfigFile.assignments(at: folder.path("App.xcconfig")))
        let settings = ResolvedBuildSettings(levels: [level], context: BuildContext(configuration: "Release"))
        #expect(settings.value(of: "FLAGS")?.value == "base app")
        #expect(settings.value(of: "OTHER")?.value == "base")
    }

    @Test("Conditions match the SDK with wildcards, the configuration and the architecture")
    func conditions() {
        let lines = [
            "NAME = plain", "NAME[sdk=iphoneos*] = device", "NAME[sdk=iphonesimulator*] = simulator",
            "MODE[config=Debug] = debug", "MODE[config=Release][arch=arm64] = release-arm64",
            "ARCH[arch=x86_64] = intel", "VARIANT[variant=*] = any", "VARIANT2[variant=normal] = normal",
            "TYPO[sdkk=iphoneos*] = typo",
        ]
        let device = Self.settings(lines, sdk: "iphoneos26.0")
        #expect(device.value(of: "NAME")?.value == "device")
        #expect(device.value(of: "MODE")?.value == "release-arm64")
        #expect(device.value(of: "ARCH") == nil)
        #expect(device.value(of: "VARIANT")?.value == "any")
        #expect(device.value(of: "VARIANT2") == nil)
        #expect(device.value(of: "TYPO") == nil)
        #expect(!device.names.contains("ARCH"))
        let simulator = Self.settings(lines, configuration: "Debug", sdk: "iphonesimulator", arch: "x86_64")
        #expect(simulator.value(of: "NAME")?.value == "simulator")
        #expect(simulator.value(of: "MODE")?.value == "debug")
        #expect(simulator.value(of: "ARCH")?.value == "intel")
    }

    @Test("The latest applying assignment wins, conditional or not (Xcode has no most-specific rule)")
    func latestWins() {
        let settings = Self.settings(
            ["A[config=Release] = conditional", "A = plain", "B = plain", "B[config=Release] = $(inherited) release"])
        #expect(settings.value(of: "A")?.value == "plain")
        #expect(settings.value(of: "B")?.value == "plain release")
        #expect(settings.value(of: "B")?.location == SourceLocation(file: "target", line: 4))
    }

    @Test("References take the other setting's final value, whatever level defines it")
    func referencesUseFinalValues() {
        let settings = ResolvedBuildSettings(
            levels: [
                Self.level("project", ["BUNDLE_ID = com.example.$(PRODUCT_NAME)", "PRODUCT_NAME = Old"]),
                Self.level("target", ["PRODUCT_NAME = New"]),
            ],
            context: BuildContext(configuration: "Release"))
        #expect(settings.value(of: "BUNDLE_ID")?.value == "com.example.New")
        #expect(
            settings.expand("$(BUNDLE_ID) and ${PRODUCT_NAME} and $PRODUCT_NAME costs $$5 or $").value
                == "com.example.New and New and New costs $5 or $")
    }

    @Test("References nest inside names and operands")
    func nestedReferences() {
        let settings = Self.settings([
            "TARGET_NAME = Chirp", "PREFIX = APP", "APP_NAME = Chirp Pro", "NAME = $($(PREFIX)_NAME)",
            "DISPLAY = $(PRODUCT_NAME:default=$(TARGET_NAME))", "KIND = $(PREFIX:lower)",
        ])
        #expect(settings.value(of: "NAME")?.value == "Chirp Pro")
        #expect(
            settings.value(of: "DISPLAY")
                == ResolvedSetting(
                    value: "Chirp", location: SourceLocation(file: "target", line: 5)))
        #expect(settings.expand("$($(PREFIX)_NAME:upper)-$(KIND)").value == "CHIRP PRO-app")
    }

    @Test("An unknown variable stays as written and is reported, through every setting that uses it")
    func unknownVariablesStayVisible() {
        let settings = Self.settings(["A = $(B) and $(B)", "B = x$(MISSING)y", "C = $(NOPE:upper) $(BAD:frobnicate)"])
        #expect(settings.value(of: "B")?.value == "x$(MISSING)y")
        #expect(
            settings.value(of: "A")
                == ResolvedSetting(
                    value: "x$(MISSING)y and x$(MISSING)y", unresolved: ["$(MISSING)"],
                    location: SourceLocation(file: "target", line: 1)))
        #expect(settings.value(of: "C")?.unresolved == ["$(NOPE:upper)", "$(BAD:frobnicate)"])
        #expect(
            settings.expand("Hi $(FOO), $(inherited) ${A:lower} $(UNCLOSED") == (
                "Hi $(FOO), $(inherited) x$(missing)y and x$(missing)y $(UNCLOSED",
                ["$(FOO)", "$(inherited)", "$(MISSING)", "$(UNCLOSED"]
            ))
        #expect(settings.expand("plain text") == ("plain text", []))
    }

    @Test("Reference cycles end: a setting in a cycle inherits from below, or stays as written when nothing is below")
    func cyclesTerminate() {
        let settings = ResolvedBuildSettings(
            levels: [
                Self.level("project", ["C = below"]),
                Self.level("target", ["A = $(B)", "B = $(A)", "SELF = $(SELF)", "C = $(D)", "D = <$(C)>"]),
            ],
            context: BuildContext(configuration: "Release"))
        #expect(settings.value(of: "A").map { [$0.value] + $0.unresolved } == ["$(A)", "$(A)"])
        #expect(settings.value(of: "B").map { [$0.value] + $0.unresolved } == ["$(B)", "$(B)"])
        #expect(settings.value(of: "SELF").map { [$0.value] + $0.unresolved } == ["$(SELF)", "$(SELF)"])
        #expect(settings.value(of: "C")?.value == "<below>")
        #expect(settings.value(of: "D").map { [$0.value] + $0.unresolved } == ["<$(D)>", "$(D)"])
    }

    @Test("Long reference chains and values that double at each step stop at the limits")
    func limits() {
        let chain = Self.settings((0..<300).map { "S\($0) = $(S\($0 + 1))" } + ["S300 = end"])
        #expect(chain.value(of: "S0")?.value.hasPrefix("$(S") == true)
        #expect(chain.value(of: "S0")?.unresolved.count == 1)
        #expect(chain.value(of: "S290")?.value == "end")
        let doubling = Self.settings((0..<40).map { "D\($0) = $(D\($0 + 1))$(D\($0 + 1))" } + ["D40 = ab"])
        #expect(doubling.value(of: "D30")?.value.count == 2048)
        #expect(doubling.value(of: "D0")?.value.utf8.count ?? 0 <= 200_000)
        #expect(doubling.value(of: "D0")?.unresolved.isEmpty == false)
        let cycle = Self.settings((0..<30).map { "C\($0) = $(C\($0 + 1))$(C\($0 + 1))" } + ["C30 = <$(C0)>"])
        #expect(cycle.value(of: "C0")?.unresolved.isEmpty == false)
        let nested = Self.settings(["N = " + String(repeating: "$(", count: 5_000) + "X"])
        #expect(nested.value(of: "N")?.unresolved.isEmpty == false)
    }
}
