import Foundation
import Hummingbird
import Testing

@testable import QuickActionServer

/// Other web pages must not drive the API from a visitor's browser, and every route the server lists is served.
@Suite("serve: request policy and routes")
struct RequestPolicyTests {
    static func request(
        _ method: HTTPRequest.Method = .post, authority: String = "127.0.0.1:8080", headers: HTTPFields = [:]
    ) -> Request {
        Request(
            head: HTTPRequest(
                method: method, scheme: "http", authority: authority, path: "/api/siri", headerFields: headers),
            body: RequestBody(buffer: ByteBuffer()))
    }

    @Test(
        "Loopback servers answer loopback names only; an Origin must be this server; bodies must be JSON",
        arguments: [
            ("127.0.0.1:8080", [:], nil),
            ("localhost:8080", [.origin: "http://localhost:8080"], nil),
            ("[::1]:8080", [:], nil),
            ("evil.example:8080", [:], 403),
            ("127.0.0.1:8080", [.origin: "http://evil.example"], 403),
            ("127.0.0.1:8080", [.origin: "http://127.0.0.1:9999"], 403),
            ("127.0.0.1:8080", [.contentType: "text/plain", .contentLength: "12"], 415),
            ("127.0.0.1:8080", [.contentType: "application/json; charset=utf-8", .contentLength: "12"], nil),
            ("127.0.0.1:8080", [.contentLength: "0"], nil),
            // Issue 15: a sandboxed iframe's form post (`Origin: null`); a media type that only starts like JSON.
            ("127.0.0.1:8080", [.origin: "null"], 403),
            ("127.0.0.1:8080", [.contentType: "application/jsonp", .contentLength: "12"], 415),
            ("127.0.0.1:8080", [.contentType: "application/json-seq", .contentLength: "12"], 415),
            ("127.0.0.1:8080", [.contentType: "Application/JSON ;charset=utf-8", .contentLength: "12"], nil),
            // Host names are case-insensitive (RFC 3986 §3.2.2).
            ("LOCALHOST:8080", [:], nil),
            ("LocalHost:8080", [.origin: "http://localhost:8080"], nil),
            ("localhost:8080", [.origin: "http://LOCALHOST:8080"], nil),
            ("EVIL.example:8080", [:], 403),
        ] as [(String, HTTPFields, Int?)])
    func policy(authority: String, headers: HTTPFields, status: Int?) {
        var refused: Int?
        do throws(APIError) {
            try RequestPolicy().check(Self.request(authority: authority, headers: headers))
        } catch {
            refused = Int(error.status.code)
        }
        #expect(refused == status)
    }

    @Test("`Origin: null` may read but not change state")
    func nullOrigin() {
        #expect(throws: Never.self) {
            try RequestPolicy().check(Self.request(.get, headers: [.origin: "null"]))
        }
        for method in [HTTPRequest.Method.post, .put, .delete] {
            #expect(throws: APIError.self) {
                try RequestPolicy().check(Self.request(method, headers: [.origin: "null"]))
            }
        }
    }

    @Test("A server bound to another address accepts any Host, still not other pages' Origins")
    func otherHost() {
        let policy = RequestPolicy(boundTo: "0.0.0.0")
        #expect(policy.loopbackHosts == nil)
        #expect(throws: Never.self) { try policy.check(Self.request(authority: "192.168.1.20:8080")) }
        #expect(throws: APIError.self) {
            try policy.check(Self.request(authority: "192.168.1.20:8080", headers: [.origin: "http://evil.example"]))
        }
        #expect(RequestPolicy(boundTo: "::1").loopbackHosts != nil)
    }

    @Test("Every route in APIRoutes.all is served (the event stream, endless, is checked by the browser tests)")
    func routesServed() async throws {
        // Trailmix has an app icon; Chirp has none.
        let fixture = try ServerFixture(examples: ["Chirp", "Trailmix"])
        defer { fixture.remove() }
        try await fixture.test { client in
            for route in APIRoutes.all where route != "GET /api/events" {
                let parts = route.split(separator: " ")
                let app = route.hasSuffix("/icon") ? "Trailmix" : "com.example.chirp"
                let path = parts[1].replacingOccurrences(of: "{id}", with: app)
                    .replacingOccurrences(of: "{type}", with: "com.example.chirp.search")
                    .replacingOccurrences(of: "{name}", with: "app.js")
                let response = try await client.execute(
                    uri: path, method: HTTPRequest.Method(String(parts[0]))!, headers: jsonHeaders,
                    body: parts[0] == "GET" ? nil : ByteBuffer(string: "{}"))
                #expect(!response.errorMessage.contains("no such route"), "\(route)")
                #expect(response.status != .notFound, "\(route)")
            }
        }
    }

    @Test("A body with a value a route does not take is named in the error, without Swift's type names")
    func decodeMessages() async throws {
        let fixture = try ServerFixture(examples: ["Chirp"])
        defer { fixture.remove() }
        try await fixture.test { client in
            let phase = try await client.execute(
                uri: "/api/apps/com.example.chirp/state", method: .put, headers: jsonHeaders,
                body: ByteBuffer(string: #"{"phase": "running"}"#))
            #expect(phase.status == .badRequest)
            #expect(phase.errorMessage.contains("'phase' is not one of the values it takes"))
            #expect(!phase.errorMessage.contains("AppPhase"))
            let shape = try await client.execute(
                uri: "/api/apps/com.example.chirp/actions/com.example.chirp.search", method: .post,
                headers: jsonHeaders,
                body: ByteBuffer(string: #"{"shape": 3}"#))
            #expect(shape.errorMessage.contains("'shape' has the wrong type"))
            let trailingComma = try await client.execute(
                uri: "/api/siri", method: .post, headers: jsonHeaders,
                body: ByteBuffer(string: #"{"utterance": "Log a brew",}"#))
            #expect(trailingComma.status == .badRequest)
            #expect(trailingComma.errorMessage.contains("line 1, column 28: a comma before '}'"))
            let array = try await client.execute(
                uri: "/api/siri", method: .post, headers: jsonHeaders, body: ByteBuffer(string: "[]"))
            #expect(array.errorMessage.contains("must be a JSON object"))
            let unknown = try await client.execute(uri: "/api/apps/com.example.chirp/shortcuts?lang=de", method: .get)
            #expect(unknown.status == .badRequest && unknown.errorMessage.contains("unknown query parameter 'lang'"))
        }
    }
}
