import Foundation
import Hummingbird

/// The page's files, loaded once from the target's resources into a table. Requests are answered by exact name
/// lookup, so no request path ever reaches the file system (path traversal cannot escape: it simply finds nothing).
struct StaticAssets: Sendable {
    struct Asset: Sendable {
        var body: ByteBuffer
        var contentType: String
    }

    private var assets: [String: Asset] = [:]
    let openAPI: Asset?

    init() {
        let folder = Self.resourceBundle?.url(forResource: "Resources", withExtension: nil)
        let assetFolder = folder?.appendingPathComponent("Assets")
        let names = assetFolder.flatMap { try? FileManager.default.contentsOfDirectory(atPath: $0.path) } ?? []
        for name in names {
            guard let url = assetFolder?.appendingPathComponent(name), let data = try? Data(contentsOf: url) else {
                continue
            }
            assets[name] = Asset(body: ByteBuffer(bytes: data), contentType: Self.contentType(of: name))
        }
        openAPI = folder.flatMap { try? Data(contentsOf: $0.appendingPathComponent("openapi.yaml")) }.map {
            Asset(body: ByteBuffer(bytes: $0), contentType: "application/yaml; charset=utf-8")
        }
    }

    func asset(named name: String) -> Asset? { assets[name] }

    /// The target's resource bundle next to the binary (as SwiftPM lays it out), or nil when the binary was copied
    /// without it: then the API still works and the page answers 404 with a message, where `Bundle.module` would
    /// stop the process.
    static var resourceBundle: Bundle? {
        let name = "QuickActionKit_QuickActionServer.resources"
        let executable = URL(fileURLWithPath: CommandLine.arguments.first ?? "").resolvingSymlinksInPath()
        let candidates = [
            Bundle.main.bundleURL.appendingPathComponent(name),
            executable.deletingLastPathComponent().appendingPathComponent(name),
        ]
        guard candidates.contains(where: { FileManager.default.fileExists(atPath: $0.path) }) else { return nil }
        return Bundle.module
    }

    static func contentType(of name: String) -> String {
        switch (name as NSString).pathExtension {
        case "html": "text/html; charset=utf-8"
        case "js": "text/javascript; charset=utf-8"
        case "css": "text/css; charset=utf-8"
        case "svg": "image/svg+xml"
        case "png": "image/png"
        case "json": "application/json; charset=utf-8"
        default: "application/octet-stream"
        }
    }

    func response(_ asset: Asset) -> Response {
        Response(
            status: .ok,
            headers: [
                .contentType: asset.contentType, .cacheControl: "no-cache",
                .init("X-Content-Type-Options")!: "nosniff",
            ],
            body: ResponseBody(byteBuffer: asset.body))
    }
}
