import Foundation
import QuickActionLint
import Testing

/// Bad input gives one line on standard error naming the file (and line), exit code 2, and nothing on standard
/// output.
@Suite("quickactions menu: bad input")
struct BadInputTests {
    static let fixtures = "Tests/AppProjectTests/Fixtures"

    static let cases: [(arguments: [String], stderrPrefix: String)] = [
        (["menu", "No/Such/Folder"], "error: No/Such/Folder: no such file or folder"),
        (["menu", "\(fixtures)/plists/Malformed.plist"], "error: \(fixtures)/plists/Malformed.plist:11:"),
        (
            ["menu", "\(fixtures)/plists/Truncated.binary.plist"],
            "error: \(fixtures)/plists/Truncated.binary.plist: the binary"
        ),
        (["menu", "\(fixtures)/plists/WrongNameType.plist"], "error: \(fixtures)/plists/WrongNameType.plist:7:"),
        (
            ["menu", "Examples/Chirp", "--dynamic", "\(fixtures)/catalogs/Broken.xcstrings"],
            "error: \(fixtures)/catalogs/Broken.xcstrings:4:13: not valid JSON: expected a key in quotes"
        ),
        (
            ["menu", "Examples/Chirp", "--dynamic", "\(fixtures)/plists/Malformed.plist"],
            "error: \(fixtures)/plists/Malformed.plist:1:1: not valid JSON: expected a value"
        ),
        (["menu", "Examples/Chirp", "--column", "5"], "error: column 5, row 1 is outside the iphone Home Screen"),
        (
            ["menu", "Examples/Chirp", "--state", "asleep"],
            "Error: The value 'asleep' is invalid for '--state <state>'"
        ),
        (["menu"], "Error: Missing expected argument '<path>'"),
        (
            // Seven or more values come as a list, kept on the one line (found trying an app: the list was lost).
            ["export", "Examples/Chirp", "--to", "web", "-o", "/tmp/unused"],
            "Error: The value 'web' is invalid for '--to <to>'. Please provide one of the following: android, "
                + "web-manifest, desktop, expo, flutter, plist; see 'quickactions export --help'"
        ),
        (
            ["launch", "Examples/Chirp", "--item", "nope"],
            "error: nope is not an item of the current menu; choose one of: com.example.chirp.new-message, "
        ),
        (
            [
                "launch", "Examples/Chirp", "--item", "com.example.brewlog.empty", "--dynamic",
                "Tests/QuickActionsCLITests/Golden/dynamic.json",
            ],
            "error: com.example.brewlog.empty is not in the current menu (its title is empty, so iOS skips it)"
        ),
        (["launch", "No/App", "--item", "x"], "error: No/App: no such file or folder"),
        (
            ["launch", "Examples/Chirp", "--item", "x", "--shape", "swiftiu"],
            "Error: The value 'swiftiu' is invalid for '--shape <shape>'. Please provide one of 'app-delegate', 'scene', 'swiftui' or 'swiftui-scene-delegate'."
        ),
        (
            ["launch", "Examples/Chirp", "--item", "x", "--state", "hot"],
            "Error: The value 'hot' is invalid for '--state'"
        ),
        (["siri", "No/App", "Log a brew in Brewlog"], "error: No/App: no such file or folder"),
        (["siri", "Log a brew in Brewlog"], "Error: Give at least one app path and then the utterance"),
        (
            ["siri", "Examples/Brewlog", "--default", "method=espresso", "x"],
            "Error: The value 'method=espresso' is invalid for '--default <default>'"
        ),
        (
            ["shortcuts", "Examples/Brewlog", "--state", "updated"],
            "Error: The value 'updated' is invalid for '--state <state>'. Please provide one of 'installed' and 'launched'"
        ),
        (
            ["siri", "Examples/Brewlog", "Log a brew in Brewlog", "--default", "LogBrewIntent.method=ristretto@5-11"],
            "error: time-of-day default: BrewMethod has no case ristretto; its cases: espresso, pourOver, frenchPress, "
                + "aeropress (--default Intent.parameter=case@START-END)"
        ),
        (
            ["siri", "Examples/Brewlog", "Log a brew in Brewlog", "--default", "LogBrew.method=espresso@5-11"],
            "error: time-of-day default: Brewlog declares no intent LogBrew; it declares "
        ),
        (
            ["preview", "Examples/Trailmix", "--locale", "de DE"],
            "Error: The value 'de DE' is invalid for '--locale <locale>'"
        ),
        (["preview", "Examples/Trailmix", "--format", "png"], "Error: --format png needs -o FILE.png."),
        (["preview", "Examples/Trailmix", "--scale", "4", "-o", "menu.png"], "Error: --scale must be 1, 2 or 3."),
        (
            ["menu", "Examples/Trailmix", "--era", "aqua"],
            "Error: The value 'aqua' is invalid for '--era <era>'"
        ),
        (
            ["preview", "Examples/Trailmix", "--format", "svg", "-o", "menu.png"],
            "Error: --format svg does not match 'menu.png'; name a .svg file or drop --format."
        ),
        (
            ["preview", "Examples/Trailmix", "--context", "home", "-o", "menu.txt"],
            "Error: --context home draws a picture; use it with svg or png, not txt."
        ),
        (["preview", "Examples/Trailmix", "--notes"], "Error: --notes goes with --context home."),
        (
            ["preview", "Examples/Trailmix", "-o", "menu.jpg"],
            "Error: cannot tell the format of 'menu.jpg'; name a .svg, .png or .txt file, or pass --format."
        ),
        (
            ["preview", "Examples/Trailmix", "-o", "/nonexistent-folder/menu.svg"],
            "error: /nonexistent-folder/menu.svg: cannot write the file"
        ),
        (
            ["preview", "Examples/Trailmix", "--sheet", "x.pdf", "--all-locales"],
            "Error: --sheet must name a .html or .png file."
        ),
        (
            ["preview", "Examples/Trailmix", "--text-size", "huge"],
            "Error: The value 'huge' is invalid for '--text-size <text-size>'"
        ),
        (
            ["lint", "Examples", "--reporter", "csv"],
            "Error: unknown reporter 'csv'; use one of: xcode, json, sarif, github-actions, summary, junit, checkstyle, codeclimate, sonarqube, html, markdown."
        ),
        (
            ["lint", "Examples", "--config", "No/.quickactions.yml"],
            "error: No/.quickactions.yml: cannot read the configuration file"
        ),
        (["rules", "no_such_rule"], "Error: no rule 'no_such_rule'"),
        (["serve"], "Error: Missing expected argument '<paths> ...'"),
        (["serve", "No/App"], "Error: No/App: no such file or folder"),
        (["serve", "Examples/Chirp", "--port", "70000"], "Error: --port must be 0-65535."),
        (
            ["serve", "Examples/Chirp", "--port", "0", "--state", "README.md"],
            "error: README.md: cannot use the device state database"
        ),
        (
            ["serve", "Examples/Chirp", "--port", "0", "--state", "README.md/device.sqlite"],
            "error: README.md/device.sqlite: cannot use the device state database (its folder"
        ),
    ]

    @Test("Exit 2 with one clear line and no partial output", arguments: cases.indices)
    func badInput(_ index: Int) throws {
        let (arguments, prefix) = Self.cases[index]
        let result = try CommandRunner.run(arguments)
        #expect(result.status == 2)
        #expect(result.standardOutput.isEmpty)
        // A usage error's own full stop gives way to the hint.
        let expected = prefix.hasPrefix("Error: ") && prefix.hasSuffix(".") ? String(prefix.dropLast()) : prefix
        #expect(result.standardError.hasPrefix(expected), "\(result.standardError)")
        // One line (issue 18): a usage error ends with where to read more.
        let lines = result.standardError.split(separator: "\n")
        #expect(lines.count == 1, "\(result.standardError)")
        if prefix.hasPrefix("Error: ") {
            #expect(lines.first?.hasSuffix(" --help'") == true, "\(result.standardError)")
        }
    }

    @Test("--row -1 is one line with the hint, and --version prints the version")
    func rowAndVersion() throws {
        let row = try CommandRunner.run(["menu", "Examples/Trailmix", "--row", "-1"])
        #expect(row.status == 2)
        #expect(row.standardError == "Error: Missing value for '--row <row>'; see 'quickactions menu --help'\n")
        let version = try CommandRunner.run(["--version"])
        #expect(version.status == 0 && version.standardOutput == QuickActionsTool.version + "\n")
    }

    @Test("A project whose strings file is broken names the file and line")
    func brokenStringsInProject() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("qa-broken-\(UUID().uuidString)")
        let app = folder.appendingPathComponent("Demo")
        try FileManager.default.createDirectory(
            at: app.appendingPathComponent("de.lproj"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.copyItem(
            at: CommandRunner.packageRoot.appendingPathComponent("\(Self.fixtures)/plists/AllKeys.plist"),
            to: app.appendingPathComponent("Info.plist"))
        try Data("\"A\" = \"B\"\n\"C\" = \"D\";\n".utf8).write(
            to: app.appendingPathComponent("de.lproj/InfoPlist.strings"))
        let result = try CommandRunner.run(["menu", folder.path])
        #expect(result.status == 2)
        #expect(result.standardOutput.isEmpty)
        #expect(result.standardError.hasPrefix("error: \(app.path)/de.lproj/InfoPlist.strings:2: missing ';'"))
    }

    @Test("--help succeeds and documents every option")
    func help() throws {
        let result = try CommandRunner.run(["menu", "--help"])
        #expect(result.status == 0)
        for option in ["--locale", "--state", "--dynamic", "--column", "--row", "--device", "--format", "--app-name"] {
            #expect(result.standardOutput.contains(option))
        }
    }
}

@Suite("quickactions preview: output files")
struct PreviewOutputTests {
    @Test("A PNG written with -o is complete, and a failed write leaves the existing file untouched")
    func atomicOutput() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("qa-preview-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let png = folder.appendingPathComponent("menu.png").path
        let result = try CommandRunner.run([
            "preview", "Examples/Trailmix", "--format", "png", "--scale", "3", "-o", png,
        ])
        #expect(result.status == 0, "\(result.standardError)")
        let data = try #require(FileManager.default.contents(atPath: png))
        #expect(data.starts(with: [0x89, 0x50, 0x4E, 0x47]))
        // A malformed locale fails before anything is written: the earlier file is kept as it was.
        let failed = try CommandRunner.run([
            "preview", "Examples/Trailmix", "--locale", "x!", "--format", "png", "-o", png,
        ])
        #expect(failed.status == 2)
        #expect(FileManager.default.contents(atPath: png) == data)
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".tmp") }
        #expect(leftovers.isEmpty)
    }

    @Test("-o picks the format from the file's extension: menu.png holds a PNG, menu.txt the text drawing")
    func formatFromExtension() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("qa-preview-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var written: [String: Data] = [:]
        for name in ["menu.png", "menu.svg", "menu.txt"] {
            let file = folder.appendingPathComponent(name).path
            let result = try CommandRunner.run(["preview", "Examples/Trailmix", "-o", file])
            #expect(result.status == 0, "\(result.standardError)")
            written[name] = FileManager.default.contents(atPath: file)
        }
        #expect(written["menu.png"]?.starts(with: [0x89, 0x50, 0x4E, 0x47]) == true)
        #expect(written["menu.svg"]?.starts(with: Array("<svg".utf8)) == true)
        let text = String(decoding: written["menu.txt"] ?? Data(), as: UTF8.self)
        #expect(!text.isEmpty && !text.hasPrefix("<svg") && text.contains("Trailmix"))
    }

    @Test("The contact sheet lists every locale and its truncations")
    func sheet() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("qa-sheet-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let html = folder.appendingPathComponent("sheet.html").path
        let result = try CommandRunner.run([
            "preview", "Examples/Trailmix", "--all-locales", "--sheet", html, "--sizes", "L",
        ])
        #expect(result.standardOutput == "\(html): 8 locales × 2 appearances × 1 sizes, 1 truncated strings\n")
        // The app's own icon heads the sheet (Trailmix's asset catalog has one).
        #expect(
            try String(contentsOfFile: html, encoding: .utf8).contains(#"<image x="24" y="18" width="28" height="28""#))
        let page = try String(contentsOfFile: html, encoding: .utf8)
        for locale in ["en", "ar", "de", "es", "fr", "he", "ja", "ko"] {
            #expect(page.contains(">\(locale) · light · L<"))
        }
        #expect(page.contains("<td>Wanderwege in der Umgebung</td>"))
    }
}
