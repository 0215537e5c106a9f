import AppProject
import Foundation
import HomeScreen
import Hummingbird
import QuickActionKit
import ServiceLifecycle

/// The routes of the page and the JSON API (Documentation/serve-contract.md; described by
/// Resources/openapi.yaml, which `StateAndReloadTests` keeps in step with `APIRoutes.all`; `APITests` checks
/// that every route in `all` is served).
enum APIRoutes {
    /// Largest request body accepted; larger ones get 413 (items are small: a full set of four is about 2 KiB).
    static let maximumBodySize = 64 * 1024

    /// Every route as "METHOD path", in OpenAPI's path syntax.
    static let all: [String] = [
        "GET /", "GET /assets/{name}", "GET /api/openapi.yaml", "GET /api/apps", "GET /api/apps/{id}/menu",
        "POST /api/apps/{id}/actions/{type}", "PUT /api/apps/{id}/shortcut-items", "PUT /api/apps/{id}/state",
        "GET /api/apps/{id}/icon", "GET /api/apps/{id}/shortcuts", "POST /api/siri", "GET /api/events",
    ]

    /// The methods `all` serves at `path` (a request's, without its query), for a 405's `Allow`: a `{name}` in a
    /// route matches one segment.
    static func methods(servedAt path: String) -> [String] {
        let segments = path.split(separator: "/", omittingEmptySubsequences: false)
        return all.compactMap { route in
            let parts = route.split(separator: " ", maxSplits: 1)
            let template = parts[1].split(separator: "/", omittingEmptySubsequences: false)
            guard template.count == segments.count,
                zip(template, segments).allSatisfy({ $0.hasPrefix("{") ? !$1.isEmpty : $0 == $1 })
            else { return nil }
            return String(parts[0])
        }
    }

    static func router(
        session: HomeScreenSession, events: EventBroadcaster, assets: StaticAssets
    ) -> Router<BasicRequestContext> {
        let router = Router(context: BasicRequestContext.self)
        router.get("/") { _, _ in
            guard let page = assets.asset(named: "index.html") else {
                throw APIError.notFound(
                    "the page's files are missing: keep QuickActionKit_QuickActionServer.resources next to the binary")
            }
            return assets.response(page)
        }
        router.get("/assets/:name") { _, context in
            guard let asset = assets.asset(named: try context.parameters.require("name")) else {
                throw APIError.notFound("no such asset")
            }
            return assets.response(asset)
        }
        router.get("/api/openapi.yaml") { _, _ in
            guard let document = assets.openAPI else { throw APIError.notFound("the OpenAPI document is missing") }
            return assets.response(document)
        }
        router.get("/api/apps") { _, _ in Response.json(try await session.appList()) }
        router.get("/api/apps/:id/menu") { request, context in
            let query = try MenuQuery(request.uri.queryParameters)
            let id = try context.parameters.require("id")
            // A menu already answered for the current state needs no turn of the session. `CachedMenuHandler` gives
            // most such requests this same answer before they reach the router: change the two together
            // (`CachedMenuHandlerTests` compare them).
            if let cached = session.menuCache[MenuCache.Key(id: id, query: query)] { return Response.json(cached) }
            return Response.json(try await session.menu(for: id, query: query))
        }
        router.post("/api/apps/:id/actions/:type") { request, context in
            let choice = try await decode(APIPayload.LaunchChoice.self, from: request, emptyAs: "{}")
            return Response.json(
                try await session.choose(
                    type: try context.parameters.require("type"), in: try context.parameters.require("id"),
                    choice: choice))
        }
        router.put("/api/apps/:id/shortcut-items") { request, context in
            let body = try await collect(request)
            let items: [ShortcutItem]
            do throws(ProjectReadError) {
                items = try ShortcutItemsFile.decode(Data(buffer: body), file: "request body")
            } catch {
                throw APIError.badRequest(error.description)
            }
            return Response.json(try await session.register(items, for: try context.parameters.require("id")))
        }
        router.put("/api/apps/:id/state") { request, context in
            let change = try await decode(APIPayload.StateChange.self, from: request)
            return Response.json(try await session.setPhase(change.phase, for: try context.parameters.require("id")))
        }
        router.get("/api/apps/:id/icon") { request, context in
            try MenuQuery.rejectUnknown(request.uri.queryParameters, known: ["revision"])
            // Only a cache key, but the document says what it is: a whole number.
            for revision in request.uri.queryParameters.getAll("revision") where UInt(revision) == nil {
                throw APIError.badRequest("query parameter 'revision' is '\(revision)'; use a whole number from 0")
            }
            let icon = try await session.icon(for: try context.parameters.require("id"))
            return Response(
                status: .ok, headers: [.contentType: icon.mediaType, .cacheControl: "no-store"],
                body: ResponseBody(byteBuffer: ByteBuffer(bytes: icon.data)))
        }
        router.get("/api/apps/:id/shortcuts") { request, context in
            let query = request.uri.queryParameters
            try MenuQuery.rejectUnknown(query, known: ["locale"])
            let locale = try query["locale"].map { (text: Substring) throws(APIError) in
                try MenuQuery.validLocale(String(text), name: "query parameter 'locale'")
            }
            return Response.json(try await session.shortcuts(for: try context.parameters.require("id"), locale: locale))
        }
        router.post("/api/siri") { request, _ in
            Response.json(try await session.siri(try await decode(APIPayload.SiriRequest.self, from: request)))
        }
        router.get("/api/events") { _, _ in
            let stream = events.subscribe()
            // The stream is endless, so it must end itself when the server shuts down (the server waits for
            // open responses before it stops).
            let body = ResponseBody { writer in
                try await withGracefulShutdownHandler {
                    for await buffer in stream { try await writer.write(buffer) }
                } onGracefulShutdown: {
                    events.finishAll()
                }
                try await writer.finish(nil)
            }
            return Response(
                status: .ok, headers: [.contentType: "text/event-stream", .cacheControl: "no-cache"], body: body)
        }
        return router
    }

    /// The body, at most `maximumBodySize` bytes (413 beyond).
    static func collect(_ request: Request) async throws -> ByteBuffer {
        do {
            return try await request.body.collect(upTo: maximumBodySize)
        } catch let error as any HTTPResponseError where error.status == .contentTooLarge {
            // NIO's "too many bytes" error, which Hummingbird maps to 413.
            throw APIError(.contentTooLarge, "the request body is larger than \(maximumBodySize / 1024) KiB")
        }
    }

    /// Decodes a JSON body; malformed JSON or a wrong shape is a 400 that says what is wrong.
    static func decode<Value: Decodable>(
        _ type: Value.Type, from request: Request, emptyAs empty: String? = nil
    ) async throws -> Value {
        var body = try await collect(request)
        if body.readableBytes == 0, let empty { body = ByteBuffer(string: empty) }
        let data = Data(buffer: body)
        do {
            try StrictJSON.validate(data)
        } catch {
            throw APIError.badRequest("the request body is not valid JSON (\(error))")
        }
        do {
            return try JSONDecoder().decode(Value.self, from: data)
        } catch let error as DecodingError {
            throw APIError.badRequest("the request body is not what this route takes: \(describe(error))")
        } catch {
            throw APIError.badRequest("the request body is not JSON")
        }
    }

    /// What is wrong with a body, in the API's words (never Swift's type names).
    private static func describe(_ error: DecodingError) -> String {
        func path(_ codingPath: [any CodingKey]) -> String {
            codingPath.map { $0.intValue.map { "[\($0)]" } ?? $0.stringValue }.joined(separator: ".")
        }
        switch error {
        case .keyNotFound(let key, let context):
            let place = path(context.codingPath)
            return "'\(key.stringValue)' is missing" + (place.isEmpty ? "" : " in '\(place)'")
        case .typeMismatch(_, let context), .valueNotFound(_, let context):
            let place = path(context.codingPath)
            return place.isEmpty ? "the body must be a JSON object" : "'\(place)' has the wrong type"
        case .dataCorrupted(let context):
            let place = path(context.codingPath)
            return place.isEmpty
                ? "the body is not valid JSON"
                : "'\(place)' is not one of the values it takes (see /api/openapi.yaml)"
        @unknown default: return "it does not decode"
        }
    }
}

/// Checks every request before it reaches a route. The API changes saved state, so other web pages must not be
/// able to drive it from a visitor's browser: a body must be declared as JSON (a cross-site form cannot do that
/// without a CORS preflight, which this server never grants), a browser's `Origin` must be this server, and, while
/// bound to loopback, the `Host` must name loopback (which defeats DNS rebinding).
struct RequestPolicy: Sendable {
    /// Host names accepted while bound to loopback; nil accepts any (the user chose another `--host`).
    var loopbackHosts: Set<String>? = Self.loopbackNames

    static let loopbackNames: Set<String> = ["127.0.0.1", "localhost", "[::1]"]

    /// The policy for a server bound to `host`.
    init(boundTo host: String = "127.0.0.1") {
        let name = host.hasPrefix("[") ? host : host.contains(":") ? "[\(host)]" : host
        loopbackHosts = Self.loopbackNames.contains(name) ? Self.loopbackNames : nil
    }

    func check(_ request: Request) throws(APIError) {
        // Host names are case-insensitive (RFC 3986 §3.2.2): `LOCALHOST` is loopback, and an Origin may spell the
        // server's name in another case.
        let host = (request.head.authority ?? "").lowercased()
        if let loopbackHosts, !loopbackHosts.contains(Self.hostName(of: host)) {
            throw APIError(.forbidden, "this server answers requests to 127.0.0.1 or localhost only")
        }
        let changesState = request.method != .get && request.method != .head && request.method != .options
        if let origin = request.headers[.origin] {
            // A sandboxed iframe or a file:// page sends `Origin: null`; it may read, never change state.
            if origin == "null" {
                if changesState {
                    throw APIError(.forbidden, "requests from sandboxed or local pages cannot change state")
                }
            } else if URLComponents(string: origin).map({
                "\($0.host?.lowercased() ?? ""):\($0.port.map(String.init) ?? "")"
            }) != Self.hostAndPort(host) {
                throw APIError(.forbidden, "requests from other web pages are not accepted")
            }
        }
        let hasBody =
            request.headers[.transferEncoding] != nil || (request.headers[.contentLength].map { $0 != "0" } ?? false)
        if changesState, hasBody, Self.mediaType(of: request.headers[.contentType] ?? "") != "application/json" {
            throw APIError(.unsupportedMediaType, "send the body as JSON, with Content-Type: application/json")
        }
    }

    /// The media type of a `Content-Type` value, without parameters, lowercased (`application/json; charset=utf-8`
    /// → `application/json`; `application/jsonp` stays itself).
    static func mediaType(of contentType: String) -> String {
        contentType.split(separator: ";", maxSplits: 1, omittingEmptySubsequences: false).first
            .map { $0.trimmingCharacters(in: .whitespaces).lowercased() } ?? ""
    }

    /// `host:port` → `host` (IPv6 literals keep their brackets).
    static func hostName(of authority: String) -> String {
        if authority.hasPrefix("["), let end = authority.firstIndex(of: "]") {
            return String(authority[...end])
        }
        return String(authority.split(separator: ":", maxSplits: 1).first ?? "")
    }

    /// `host:port` with the port written out, for comparing with an `Origin`.
    static func hostAndPort(_ authority: String) -> String {
        let name = hostName(of: authority).trimmingCharacters(in: CharacterSet(charactersIn: "[]"))
        let port = authority.dropFirst(hostName(of: authority).count).dropFirst()
        return "\(name):\(port)"
    }
}

/// Turns every error into a JSON answer: API errors as they are, Hummingbird's (no such route: 404) with their
/// status, anything else as a 500 without internals.
struct JSONErrorResponder<Wrapped: HTTPResponder>: HTTPResponder {
    typealias Context = Wrapped.Context
    let wrapped: Wrapped
    /// The request policy (`RequestPolicy`) checked before any route runs.
    var policy = RequestPolicy()

    func respond(to request: Request, context: Context) async throws -> Response {
        do {
            try policy.check(request)
            let response = try await wrapped.respond(to: request, context: context)
            // The router answers an unknown route (or an error of Hummingbird's own) with an empty body.
            guard response.status.code >= 400, response.headers[.contentType] == nil else { return response }
            if response.status == .notFound { return Self.unknownRoute(request) }
            return APIError(response.status, response.status.reasonPhrase).jsonResponse
        } catch let error as APIError {
            return error.jsonResponse
        } catch let error as HTTPError {
            if error.status == .notFound, error.body == nil { return Self.unknownRoute(request) }
            return APIError(error.status, error.body ?? error.status.reasonPhrase).jsonResponse
        } catch let error as any HTTPResponseError {
            return APIError(error.status, error.status.reasonPhrase).jsonResponse
        } catch {
            return APIError(.internalServerError, "the server could not answer this request").jsonResponse
        }
    }

    /// No route answers the request: 405 with `Allow` when the path is served with other methods (RFC 9110
    /// §15.5.6), else 404.
    static func unknownRoute(_ request: Request) -> Response {
        let allowed = APIRoutes.methods(servedAt: request.uri.path)
        guard !allowed.isEmpty else {
            return APIError(.notFound, "no such route: \(request.method) \(request.uri.path)").jsonResponse
        }
        var response = APIError(
            .methodNotAllowed, "\(request.uri.path) answers \(allowed.joined(separator: ", ")), not \(request.method)"
        ).jsonResponse
        response.headers[.allow] = allowed.joined(separator: ", ")
        return response
    }
}
