import AppProject
import Foundation
import HomeScreen
import Hummingbird
import QuickActionKit

/// An answer other than success, always sent as JSON: `{"error": {"status", "message", "file"?, "line"?}}`
/// (Documentation/serve-contract.md). Never carries a stack trace or an internal type name.
public struct APIError: Error, Sendable, Hashable, HTTPResponseError {
    public var status: HTTPResponse.Status
    public var message: String
    /// The project file at fault, for 422 answers.
    public var file: String?
    public var line: Int?

    public init(_ status: HTTPResponse.Status, _ message: String, file: String? = nil, line: Int? = nil) {
        self.status = status
        self.message = message
        self.file = file
        self.line = line
    }

    /// A project file that does not read or parse (422), with its location.
    public init(unreadable error: ProjectReadError) {
        self.init(
            .unprocessableContent, error.description, file: error.location.file, line: error.location.line)
    }

    /// The one mapping of the simulated device's errors to answers, with the device's own wording: an app that is
    /// not installed is 404, one that must be launched first 409, a position off the grid or an unknown default 400.
    init(_ error: DeviceError) {
        switch error {
        case .notInstalled: self.init(.notFound, error.description)
        case .appNotRunning: self.init(.conflict, error.description)
        case .positionOutOfGrid, .unknownDefault: self.init(.badRequest, error.description)
        }
    }

    static func badRequest(_ message: String) -> APIError { APIError(.badRequest, message) }
    static func notFound(_ message: String) -> APIError { APIError(.notFound, message) }

    public func response(from request: Request, context: some RequestContext) throws -> Response {
        jsonResponse
    }

    var jsonResponse: Response {
        let body = Body(error: .init(status: Int(status.code), message: message, file: file, line: line))
        let data = (try? JSONEncoder.api.encode(body)) ?? Data(#"{"error":{"status":500,"message":"error"}}"#.utf8)
        var response = Response.json(data, status: status)
        // The rest of a body over the limit is never read: the connection ends with this answer (issue 15).
        if status == .contentTooLarge { response.headers[.connection] = "close" }
        return response
    }

    private struct Body: Encodable {
        struct Detail: Encodable {
            var status: Int
            var message: String
            var file: String?
            var line: Int?
        }
        var error: Detail
    }
}

extension JSONEncoder {
    /// The API's encoder: compact, sorted keys (stable bodies for tests and caches), slashes unescaped.
    static var api: JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return encoder
    }
}

extension Response {
    static func json(_ data: Data, status: HTTPResponse.Status = .ok) -> Response {
        json(ByteBuffer(bytes: data), status: status)
    }

    static func json(_ body: ByteBuffer, status: HTTPResponse.Status = .ok) -> Response {
        Response(
            status: status,
            headers: [.contentType: "application/json; charset=utf-8", .cacheControl: "no-store"],
            body: ResponseBody(byteBuffer: body))
    }

    static func json(_ value: some Encodable, status: HTTPResponse.Status = .ok) throws -> Response {
        json(try JSONEncoder.api.encode(value), status: status)
    }
}
