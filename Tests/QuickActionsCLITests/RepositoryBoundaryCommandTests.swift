import Foundation
import Testing

/// Issue 34: a repository whose project names a file through a link to somewhere else is refused with the file named,
/// whatever the command; a link within the repository is read as before.
@Suite("Commands read an app's files only inside its repository")
struct RepositoryBoundaryCommandTests {
    /// A copy of Chirp in a repository whose English InfoPlist.strings is a link to `destination` (relative to the
    /// scratch folder, which also holds `outside/secret.strings`).
    private func chirp(linkingStringsTo destination: String) throws -> (scratch: URL, app: String) {
        let files = FileManager.default
        let scratch = files.temporaryDirectory.appendingPathComponent("qa-boundary-\(UUID().uuidString)")
        let repository = scratch.appendingPathComponent("repo")
        try files.createDirectory(at: repository.appendingPathComponent(".git"), withIntermediateDirectories: true)
        try files.createDirectory(at: scratch.appendingPathComponent("outside"), withIntermediateDirectories: true)
        try Data("\"CFBundleDisplayName\" = \"Leaked\";\n".utf8).write(
            to: scratch.appendingPathComponent("outside/secret.strings"))
        try files.copyItem(
            at: CommandRunner.packageRoot.appendingPathComponent("Examples/Chirp"),
            to: repository.appendingPathComponent("Chirp"))
        let strings = repository.appendingPathComponent("Chirp/Chirp/en.lproj/InfoPlist.strings")
        try Data("\"CFBundleDisplayName\" = \"Kept\";\n".utf8).write(
            to: repository.appendingPathComponent("kept.strings"))
        try files.removeItem(at: strings)
        try files.createSymbolicLink(
            atPath: strings.path, withDestinationPath: scratch.appendingPathComponent(destination).path)
        return (scratch, repository.appendingPathComponent("Chirp").path)
    }

    @Test("A link out of the repository: an error naming the file, nothing of it shown", arguments: ["menu", "lint"])
    func linkOutside(_ command: String) throws {
        let (scratch, app) = try chirp(linkingStringsTo: "outside/secret.strings")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let result = try CommandRunner.run([command, app])
        // `menu` cannot show the app (exit 2, on standard error); `lint` reports an unreadable file (exit 1).
        #expect(result.status == (command == "lint" ? 1 : 2), "\(result.standardOutput)")
        let report = command == "lint" ? result.standardOutput : result.standardError
        #expect(report.contains("en.lproj/InfoPlist.strings: "))
        #expect(report.contains("leads outside the repository"))
        #expect(!(result.standardOutput + result.standardError).contains("Leaked"))
    }

    @Test("A link within the repository is followed")
    func linkInside() throws {
        let (scratch, app) = try chirp(linkingStringsTo: "repo/kept.strings")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let result = try CommandRunner.run(["menu", app, "--format", "json"])
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardOutput.contains("Kept"))
    }
}

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The bundled examples `serve` shows beside an app are in the tool's repository, not the app's: they are read too.
@Suite("quickactions serve reads its neighbours outside the app's repository")
struct ServeBoundaryTests {
    @Test("An app outside this repository and the bundled examples beside it are all read")
    func neighbours() throws {
        let files = FileManager.default
        let scratch = files.temporaryDirectory.appendingPathComponent("qa-serve-\(UUID().uuidString)")
        try files.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? files.removeItem(at: scratch) }
        try files.copyItem(
            at: CommandRunner.packageRoot.appendingPathComponent("Examples/Trailmix"),
            to: scratch.appendingPathComponent("Trailmix"))
        let output = scratch.appendingPathComponent("serve.out")
        #expect(files.createFile(atPath: output.path, contents: nil))
        let process = Process()
        process.executableURL = CommandRunner.executable
        process.arguments = [
            "serve", scratch.appendingPathComponent("Trailmix").path, "--port", "0", "--state",
            scratch.appendingPathComponent("state.sqlite").path,
        ]
        process.standardOutput = try FileHandle(forWritingTo: output)
        process.standardError = FileHandle.nullDevice
        try process.run()
        defer {
            process.terminate()
            process.waitUntilExit()
        }
        var address: String?
        for _ in 0..<300 where address == nil {
            Thread.sleep(forTimeInterval: 0.1)
            let text = (try? String(contentsOf: output, encoding: .utf8)) ?? ""
            address = text.split(separator: " ").first { $0.hasPrefix("http://") }.map {
                String($0.trimmingCharacters(in: .whitespacesAndNewlines).trimmingCharacters(in: ["/"]))
            }
        }
        let base = try #require(address)
        let data = try Data(contentsOf: try #require(URL(string: base + "/api/apps")))
        let apps = try #require(
            (try JSONSerialization.jsonObject(with: data) as? [String: Any])?["apps"] as? [[String: Any]])
        #expect(apps.contains { $0["isNeighbour"] as? Bool == true })
        for app in apps { #expect(app["error"] is NSNull, "\(app["path"] ?? ""): \(app["error"] ?? "")") }
    }
}

/// An xcconfig's include of a path above the repository (a developer's override kept beside the checkout): absent,
/// it is a missing include, skipped when optional as Xcode skips it; present, it is still not read.
@Suite("An include out of the repository")
struct IncludeOutsideRepositoryTests {
    /// A repository with an XcodeGen app whose Release xcconfig includes `../../Override.xcconfig` (`directive`).
    private func ledger(_ directive: String, overrideExists: Bool) throws -> (scratch: URL, app: String) {
        let files = FileManager.default
        let scratch = files.temporaryDirectory.appendingPathComponent("qa-include-\(UUID().uuidString)")
        let repository = scratch.appendingPathComponent("repo")
        let app = repository.appendingPathComponent("Ledger")
        try files.createDirectory(at: repository.appendingPathComponent(".git"), withIntermediateDirectories: true)
        try files.createDirectory(at: app.appendingPathComponent("Sources"), withIntermediateDirectories: true)
        try Data(
            """
            name: Ledger
            targets:
              Ledger:
                type: application
                platform: iOS
                sources: [Sources]
                configFiles:
                  Release: Config.xcconfig
                info:
                  path: Sources/Info.plist
                  properties:
                    UIApplicationShortcutItems:
                      - UIApplicationShortcutItemType: expense
                        UIApplicationShortcutItemTitle: Add Expense
            """.utf8
        ).write(to: app.appendingPathComponent("project.yml"))
        try Data("\(directive) \"../../Override.xcconfig\"\nPRODUCT_NAME = Ledger\n".utf8).write(
            to: app.appendingPathComponent("Config.xcconfig"))
        if overrideExists {
            try Data("PRODUCT_NAME = Leaked\n".utf8).write(to: scratch.appendingPathComponent("Override.xcconfig"))
        }
        return (scratch, app.path)
    }

    @Test("An optional include that is not there is skipped, and the app is read", arguments: ["menu", "lint"])
    func optionalAbsent(_ command: String) throws {
        let (scratch, app) = try ledger("#include?", overrideExists: false)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let result = try CommandRunner.run([command, app])
        #expect(result.status == 0, "\(result.standardOutput)\(result.standardError)")
        #expect(!(result.standardOutput + result.standardError).contains("outside the repository"))
        if command == "menu" { #expect(result.standardOutput.contains("Add Expense")) }
    }

    @Test("A required include that is not there is a note; one that is there, outside, is still refused")
    func requiredOrPresent() throws {
        let (scratch, app) = try ledger("#include", overrideExists: false)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let missing = try CommandRunner.run(["menu", app])
        #expect(missing.status == 0, "\(missing.standardError)")
        #expect(missing.standardOutput.contains("Override.xcconfig is not in the checkout"))
        let (otherScratch, otherApp) = try ledger("#include?", overrideExists: true)
        defer { try? FileManager.default.removeItem(at: otherScratch) }
        let present = try CommandRunner.run(["menu", otherApp])
        #expect(present.status == 2)
        #expect(present.standardError.contains("leads outside the repository"))
        #expect(!present.standardOutput.contains("Leaked"))
    }
}
