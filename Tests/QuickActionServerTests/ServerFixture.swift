import Foundation
import Hummingbird

@testable import QuickActionServer

/// A served Home Screen over copies of the Examples (so tests may edit them) with its own state file.
struct ServerFixture {
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    let examples: [String]
    let folder: URL
    let statePath: String
    let session: HomeScreenSession

    init(examples: [String] = ["Chirp", "Brewlog", "Trailmix"], folder: URL? = nil) throws {
        let folder =
            folder ?? FileManager.default.temporaryDirectory.appendingPathComponent("qa-serve-\(UUID().uuidString)")
        if !FileManager.default.fileExists(atPath: folder.path) {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            for example in examples {
                try FileManager.default.copyItem(
                    at: Self.packageRoot.appendingPathComponent("Examples/\(example)"),
                    to: folder.appendingPathComponent(example))
            }
        }
        self.examples = examples
        self.folder = folder
        statePath = folder.appendingPathComponent("state/device.sqlite").path
        session = try HomeScreenSession(
            paths: examples.map { folder.appendingPathComponent($0).path }, store: DeviceStore(path: statePath))
    }

    /// The same files and state file, as after a restart of the server.
    func restarted() throws -> ServerFixture { try ServerFixture(examples: examples, folder: folder) }

    func remove() { try? FileManager.default.removeItem(at: folder) }

    func file(_ path: String) -> URL { folder.appendingPathComponent(path) }

    /// Runs `body` against the router in process (no socket).
    func test(
        _ body: @Sendable (ServerClient) async throws -> Void
    ) async throws {
        let router = APIRoutes.router(session: session, events: EventBroadcaster(), assets: StaticAssets())
        try await body(RouterClient(responder: JSONErrorResponder(wrapped: router.buildResponder())))
    }
}

/// The client `ServerFixture.test` hands its body.
typealias ServerClient = RouterClient<JSONErrorResponder<RouterResponder<BasicRequestContext>>>

/// Headers of a JSON request body (the server refuses bodies of any other type: `RequestPolicy`).
let jsonHeaders: HTTPFields = [.contentType: "application/json"]

extension RouterResponse {
    /// The body as a JSON object.
    var json: [String: Any] {
        (try? JSONSerialization.jsonObject(with: Data(buffer: body))) as? [String: Any] ?? [:]
    }

    var errorMessage: String { (json["error"] as? [String: Any])?["message"] as? String ?? "" }
}

extension ByteBuffer {
    init(json: String) { self.init(string: json) }
}
