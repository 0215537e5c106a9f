import Hummingbird
import Logging
import NIOCore
import NIOEmbedded
import Synchronization

/// The API tests' client: each request goes straight to the server's responder, in process and without a socket, as
/// a browser's would arrive (`localhost` as the authority, so the loopback policy applies as served).
///
/// It does what HummingbirdTesting's `.router` client did for these tests. That package also links AsyncHTTPClient,
/// which brings swift-nio-ssl (BoringSSL's C sources), HTTP/2 and more into every test build; they were a large share
/// of the debug build's time and no test used them (issue 28).
struct RouterClient<Responder: HTTPResponder>: Sendable where Responder.Context == BasicRequestContext {
    let responder: Responder

    /// The response to one request; a responder's error becomes a 500, as the served page would see it.
    func execute(
        uri: String, method: HTTPRequest.Method, headers: HTTPFields = [:], body: ByteBuffer? = nil
    ) async throws -> RouterResponse {
        var headers = headers
        if let body {
            headers[.contentLength] = String(body.readableBytes)
        }
        let request = Request(
            head: HTTPRequest(method: method, scheme: "http", authority: "localhost", path: uri, headerFields: headers),
            body: RequestBody(buffer: body ?? ByteBuffer()))
        let context = BasicRequestContext(
            source: ApplicationRequestContextSource(
                channel: NIOAsyncTestingChannel(), logger: Logger(label: "QuickActionServerTests")))
        let response: Response
        do {
            response = try await responder.respond(to: request, context: context)
        } catch {
            response = Response(status: .internalServerError)
        }
        let collector = ResponseBodyCollector()
        try await response.body.write(collector)
        return RouterResponse(status: response.status, headers: response.headers, body: collector.body)
    }
}

/// What the tests read of a response.
struct RouterResponse: Sendable {
    let status: HTTPResponse.Status
    let headers: HTTPFields
    let body: ByteBuffer
}

/// Gathers a response body's buffers as the responder writes them.
private final class ResponseBodyCollector: ResponseBodyWriter, Sendable {
    private let collected = Mutex(ByteBuffer())

    var body: ByteBuffer { collected.withLock { $0 } }

    func write(_ buffer: ByteBuffer) async throws {
        collected.withLock { body in
            var buffer = buffer
            body.writeBuffer(&buffer)
        }
    }

    func finish(_ trailingHeaders: HTTPFields?) async throws {}
}
