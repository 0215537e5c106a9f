import ArgumentParser
import Foundation
import QuickActionKit
import QuickActionServer
import Synchronization

/// `quickactions serve`: an interactive Home Screen in the browser, with live reload and a JSON API.
struct ServeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "Serve an interactive Home Screen in the browser, with live reload and a JSON API.",
        discussion: """
            Shows the apps at the given paths (and the bundled examples as neighbours) on a phone Home Screen. \
            Touch and hold an icon to see its quick-action menu as drawn by the preview; choose an item to see the \
            callbacks the app receives. Edits to the project files (.pbxproj, xcconfig, project.yml), Info.plist, strings and Swift sources show within a second. Device \
            state (app phases, registered items, App Shortcut use counts) is kept in SQLite at --state. The JSON \
            API is described at /api/openapi.yaml.
            """)

    @Argument(
        help:
            "Xcode projects or workspaces, XcodeGen or Tuist projects, folders holding them, app folders, Info.plists, or folders of apps such as Examples/.",
        completion: .file()
    )
    var paths: [String]

    @Option(help: "The address to listen on; only this machine can connect unless you choose another.")
    var host: String = "127.0.0.1"

    @Option(help: "The port (0: any free port; the URL printed tells which).")
    var port: Int = 8080

    @Option(help: "The SQLite file holding device state (default: in the user's data directory).")
    var state: String?

    @Flag(help: "Leave out the bundled example apps.")
    var noNeighbours = false

    @Option(help: "Seconds a connection may stay without a complete request before it is closed.")
    var idleTimeout: Double = 10

    @Option(help: "Connections open at once; more are closed as soon as they are accepted.")
    var maxConnections: Int = 1_024

    @OptionGroup var settings: XcconfigOption

    func validate() throws {
        guard !paths.isEmpty else { throw ValidationError("Give at least one app path, e.g. serve Examples/Chirp.") }
        // A path that is not there is a mistake to fix now; an app whose files do not parse is served with its
        // error on the page, so it can be fixed while the page watches.
        for path in paths where !FileManager.default.fileExists(atPath: path) {
            throw ValidationError("\(path): no such file or folder; pass an app project folder or its Info.plist.")
        }
        guard (0...65_535).contains(port) else { throw ValidationError("--port must be 0-65535.") }
        guard idleTimeout > 0, idleTimeout <= 3_600 else { throw ValidationError("--idle-timeout must be 0-3600 s.") }
        guard maxConnections > 0 else { throw ValidationError("--max-connections must be at least 1.") }
    }

    func run() throws {
        var options = HomeScreenServer.Options(
            paths: paths, neighbours: neighbours, host: host,
            port: port, statePath: state ?? HomeScreenServer.defaultStatePath)
        options.idleTimeout = .milliseconds(Int(idleTimeout * 1_000))
        options.maximumConnections = maxConnections
        options.xcconfig = settings.xcconfig
        let outcome = Mutex<(any Error)?>(nil)
        let finished = DispatchSemaphore(value: 0)
        let host = host
        Task {
            do {
                try await HomeScreenServer.run(options) { host, port, apps in
                    let shown = host.contains(":") ? "[\(host)]" : host
                    FileHandle.standardOutput.write(Data("Serving \(apps) apps at http://\(shown):\(port)/\n".utf8))
                }
            } catch let error as DeviceStoreError {
                outcome.withLock { $0 = error }
            } catch {
                let reason =
                    "\(error)".contains("Address already in use")
                    ? "the port is in use; choose another with --port (0 picks a free one)" : "\(error)"
                outcome.withLock { $0 = ServeError(message: "cannot serve on \(host):\(options.port): \(reason)") }
            }
            finished.signal()
        }
        finished.wait()
        if let error = outcome.withLock({ $0 }) { throw error }
    }

    /// The apps shown beside the given ones: the bundled examples, unless `--no-neighbours`. The repository boundary
    /// takes them in too (`RepositoryCommand`), so both ask here.
    var neighbours: [String] { noNeighbours ? [] : Self.bundledExamples().map { [$0] } ?? [] }

    /// The repository's Examples folder, when this binary was built from a clone that still has it.
    static func bundledExamples() -> String? {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let examples = root.appendingPathComponent("Examples").path
        return FileManager.default.fileExists(atPath: examples) ? examples : nil
    }
}

/// Why the server could not start or stopped, on one line.
struct ServeError: UserFacingError {
    var message: String
    var description: String { message }
}
