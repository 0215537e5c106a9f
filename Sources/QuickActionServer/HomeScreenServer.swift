import AppProject
import Foundation
import Hummingbird
import Logging
import ServiceLifecycle

/// `quickactions serve`: the browser Home Screen and its JSON API on Hummingbird.
public enum HomeScreenServer {
    public struct Options: Sendable {
        public var paths: [String]
        public var neighbours: [String]
        public var host: String
        public var port: Int
        public var statePath: String
        /// A connection without a complete request within this time of opening or of its last answer is closed.
        public var idleTimeout: Duration = .seconds(10)
        /// Connections beyond this many are closed as soon as they are accepted.
        public var maximumConnections = 1_024
        /// An xcconfig file applied over every configuration of the apps of `paths` (`--xcconfig`); the neighbours
        /// are read as they are.
        public var xcconfig: String?

        public init(paths: [String], neighbours: [String], host: String, port: Int, statePath: String) {
            self.paths = paths
            self.neighbours = neighbours
            self.host = host
            self.port = port
            self.statePath = statePath
        }
    }

    /// How long SIGTERM or SIGINT waits for requests in progress before they are cancelled; a file being parsed when
    /// the signal comes is bounded by `SwiftSourceBudget`, so the process ends within about a second (issue 15).
    static let gracefulShutdownLimit = Duration.milliseconds(500)

    /// The default state file: `$XDG_DATA_HOME/quickactions/device.sqlite`, else under `~/.local/share`
    /// (on macOS, `~/Library/Application Support`).
    public static var defaultStatePath: String {
        #if os(macOS)
            let base = FileManager.default.homeDirectoryForCurrentUser.path + "/Library/Application Support"
        #else
            let base =
                ProcessInfo.processInfo.environment["XDG_DATA_HOME"].flatMap { $0.isEmpty ? nil : $0 }
                ?? FileManager.default.homeDirectoryForCurrentUser.path + "/.local/share"
        #endif
        return base + "/quickactions/device.sqlite"
    }

    /// Runs until SIGINT or SIGTERM (then within about a second: `gracefulShutdownLimit`). `onListening` gets the
    /// host, the bound port and the number of apps served.
    public static func run(
        _ options: Options, onListening: @escaping @Sendable (_ host: String, _ port: Int, _ apps: Int) -> Void
    ) async throws {
        let store = try DeviceStore(path: options.statePath)
        let session = try HomeScreenSession(
            paths: options.paths, neighbours: options.neighbours, store: store,
            reader: ProjectReader(xcconfig: options.xcconfig))
        let events = EventBroadcaster()
        await session.observeStateChanges { id in
            if let data = try? JSONEncoder.api.encode(["appID": id]) { events.send(event: "state", data: data) }
        }
        let router = APIRoutes.router(session: session, events: events, assets: StaticAssets())
        let appCount = await session.appCount
        var logger = Logger(label: "quickactions.serve")
        logger.logLevel = .warning
        let limits = ConnectionLimits(idleTimeout: options.idleTimeout, maximumConnections: options.maximumConnections)
        let policy = RequestPolicy(boundTo: options.host)
        let application = Application(
            responder: JSONErrorResponder(wrapped: router.buildResponder(), policy: policy),
            server: CachedMenuChannel.server(
                configuration: limits.http1Configuration(),
                answers: CachedMenuAnswers(
                    cache: session.menuCache, policy: policy, serverName: ConnectionLimits.serverName)),
            configuration: limits.configuration(address: .hostname(options.host, port: options.port)),
            services: [FileWatchService(session: session, events: events)],
            onServerRunning: { channel in
                await limits.acceptInBursts(channel)
                onListening(options.host, channel.localAddress?.port ?? options.port, appCount)
            },
            logger: logger)
        var group = ServiceGroupConfiguration(
            services: [application], gracefulShutdownSignals: [.sigterm, .sigint], logger: logger)
        group.maximumGracefulShutdownDuration = gracefulShutdownLimit
        try await ServiceGroup(configuration: group).run()
    }
}

/// Polls the apps' files every 250 ms (portable: no inotify or FSEvents needed, and a change is seen well within
/// the second the page promises), re-reads changed apps and tells the pages.
struct FileWatchService: Service {
    let session: HomeScreenSession
    let events: EventBroadcaster
    static let interval = Duration.milliseconds(250)

    func run() async throws {
        await cancelWhenGracefulShutdown {
            var lastPing = ContinuousClock.now
            while !Task.isCancelled {
                try? await Task.sleep(for: Self.interval)
                // Signatures are taken here, outside the session, so walking folders never holds up requests.
                var signatures: [Int: FileSignature] = [:]
                for watched in await session.watchedFolders() {
                    let signature = FileSignature(folder: watched.folder)
                    if signature != watched.signature { signatures[watched.index] = signature }
                }
                if !signatures.isEmpty {
                    for id in await session.reload(changed: signatures) {
                        if let data = try? await session.changeEvent(for: id) {
                            events.send(event: "change", data: data)
                        }
                    }
                }
                if ContinuousClock.now - lastPing >= .seconds(15) {
                    events.ping()
                    lastPing = .now
                }
            }
        }
        events.finishAll()
    }
}
