import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdCore
import Logging
import NIOCore
import NIOEmbedded
import NIOHTTPTypes
import Testing

@testable import QuickActionServer

/// `CachedMenuHandler`: a cached menu answered on the event loop exactly as the route answers it, and every other
/// request passed on to Hummingbird unchanged and in order (issue 35).
@Suite("serve: cached menus on the event loop")
struct CachedMenuHandlerTests {
    static let menuPath = "/api/apps/com.example.chirp/menu?locale=de&textSize=AX1"

    /// Runs `body` with the examples served and `menuPath` asked once of the route, which draws and caches it;
    /// `body` gets the fixture and the route's answer.
    static func withCachedMenu(_ body: @Sendable (ServerFixture, RouterResponse) async throws -> Void) async throws {
        let fixture = try ServerFixture()
        defer { fixture.remove() }
        try await fixture.test { client in
            try await body(fixture, try await client.execute(uri: Self.menuPath, method: .get))
        }
    }

    /// Answers from `fixture`'s cache, as the served application makes them.
    static func answers(_ fixture: ServerFixture) -> CachedMenuAnswers {
        CachedMenuAnswers(
            cache: fixture.session.menuCache, policy: RequestPolicy(), serverName: ConnectionLimits.serverName)
    }

    /// A connection's pipeline with only the handler, answering from `fixture`'s cache.
    static func connection(_ fixture: ServerFixture) -> EmbeddedChannel {
        EmbeddedChannel(handler: CachedMenuHandler(answers: answers(fixture)))
    }

    static func head(
        _ path: String, method: HTTPRequest.Method = .get, authority: String = "localhost", headers: HTTPFields = [:]
    ) -> HTTPRequestPart {
        .head(HTTPRequest(method: method, scheme: "http", authority: authority, path: path, headerFields: headers))
    }

    /// The parts the handler wrote back (an answer of its own), in order.
    static func written(_ channel: EmbeddedChannel) throws -> [HTTPResponsePart] {
        var parts: [HTTPResponsePart] = []
        while let part = try channel.readOutbound(as: HTTPResponsePart.self) { parts.append(part) }
        return parts
    }

    /// The parts passed on to Hummingbird, in order.
    static func passedOn(_ channel: EmbeddedChannel) throws -> [HTTPRequestPart] {
        var parts: [HTTPRequestPart] = []
        while let part = try channel.readInbound(as: HTTPRequestPart.self) { parts.append(part) }
        return parts
    }

    @Test("A cached menu is answered with the route's status, headers and body, plus Date and Server")
    func hitIsTheRoutesAnswer() async throws {
        try await Self.withCachedMenu { fixture, route in
            #expect(route.status == .ok)
            let channel = Self.connection(fixture)
            try channel.writeInbound(Self.head(Self.menuPath))
            try channel.writeInbound(HTTPRequestPart.end(nil))
            #expect(try Self.passedOn(channel).isEmpty)
            let parts = try Self.written(channel)
            guard parts.count == 3, case .head(let head) = parts[0], case .body(let body) = parts[1],
                case .end(nil) = parts[2]
            else {
                Issue.record("expected a head, a body and an end; got \(parts)")
                return
            }
            #expect(head.status == route.status)
            var fields = head.headerFields
            #expect(fields[.server] == "quickactions")
            let date = try #require(fields[.date])
            #expect(date.hasSuffix(" GMT") && date.count == 29, "\(date)")
            fields[.date] = nil
            fields[.server] = nil
            #expect(fields == route.headers)
            #expect(body == route.body)
        }
    }

    @Test(
        "Anything the route would not answer from the cache is passed on whole",
        arguments: [
            ("not cached", HTTPRequest.Method.get, "/api/apps/com.example.chirp/menu?locale=fr", "localhost", [:]),
            ("HEAD", .head, menuPath, "localhost", [:]),
            ("POST", .post, menuPath, "localhost", [:]),
            ("another route", .get, "/api/apps", "localhost", [:]),
            ("a trailing slash", .get, "/api/apps/com.example.chirp/menu/?locale=de&textSize=AX1", "localhost", [:]),
            ("a percent escape", .get, "/api/apps/com%2Eexample.chirp/menu?locale=de&textSize=AX1", "localhost", [:]),
            ("an unknown parameter", .get, menuPath + "&colour=red", "localhost", [:]),
            ("a bad value", .get, "/api/apps/com.example.chirp/menu?locale=de&textSize=huge", "localhost", [:]),
            ("another host (the policy's 403)", .get, menuPath, "evil.example", [:]),
            ("another origin (the policy's 403)", .get, menuPath, "localhost", [.origin: "http://evil.example"]),
            ("Connection: close", .get, menuPath, "localhost", [.connection: "close"]),
            ("a body", .get, menuPath, "localhost", [.contentLength: "4"]),
            ("Expect", .get, menuPath, "localhost", [.expect: "100-continue"]),
        ] as [(String, HTTPRequest.Method, String, String, HTTPFields)])
    func notAnsweredHere(_ case: (String, HTTPRequest.Method, String, String, HTTPFields)) async throws {
        let (name, method, path, authority, headers) = `case`
        try await Self.withCachedMenu { fixture, _ in
            let channel = Self.connection(fixture)
            let head = Self.head(path, method: method, authority: authority, headers: headers)
            try channel.writeInbound(head)
            try channel.writeInbound(HTTPRequestPart.body(ByteBuffer(string: "body")))
            try channel.writeInbound(HTTPRequestPart.end(nil))
            #expect(try Self.written(channel).isEmpty, "\(name)")
            #expect(try Self.passedOn(channel) == [head, .body(ByteBuffer(string: "body")), .end(nil)], "\(name)")
        }
    }

    @Test("Each request of a connection is judged on its own host, origin and query")
    func eachRequestJudgedAlone() async throws {
        try await Self.withCachedMenu { fixture, _ in
            let channel = Self.connection(fixture)
            let requests: [(HTTPRequestPart, answered: Bool)] = [
                (Self.head(Self.menuPath), true),
                (Self.head(Self.menuPath, authority: "evil.example"), false),
                (Self.head(Self.menuPath), true),
                (Self.head(Self.menuPath, headers: [.origin: "http://evil.example"]), false),
                (Self.head(Self.menuPath, headers: [.origin: "http://localhost"]), true),
                (Self.head(Self.menuPath + "&colour=red"), false),
                (Self.head(Self.menuPath, headers: [.connection: "close"]), false),
                (Self.head(Self.menuPath), true),
            ]
            for (head, answered) in requests {
                try channel.writeInbound(head)
                try channel.writeInbound(HTTPRequestPart.end(nil))
                #expect(try Self.written(channel).count == (answered ? 3 : 0), "\(head)")
                let passed = try Self.passedOn(channel)
                #expect(passed == (answered ? [] : [head, .end(nil)]), "\(head)")
                // Hummingbird's answer to what was passed on.
                if !answered {
                    try channel.writeOutbound(HTTPResponsePart.head(HTTPResponse(status: .forbidden)))
                    try channel.writeOutbound(HTTPResponsePart.end(nil))
                    _ = try Self.written(channel)
                }
            }
        }
    }

    /// The handler keeps a connection's last key, never its answer: once the session empties the cache (an app's
    /// files or the device state changed), the same request goes to the route, which draws the menu again.
    @Test("Once the cache is emptied, the same request on the same connection goes to the route")
    func emptiedCachePassesOn() async throws {
        try await Self.withCachedMenu { fixture, _ in
            let channel = Self.connection(fixture)
            let menu = Self.head(Self.menuPath)
            try channel.writeInbound(menu)
            try channel.writeInbound(HTTPRequestPart.end(nil))
            #expect(try Self.written(channel).count == 3)
            fixture.session.menuCache.removeAll()
            try channel.writeInbound(menu)
            try channel.writeInbound(HTTPRequestPart.end(nil))
            #expect(try Self.written(channel).isEmpty)
            #expect(try Self.passedOn(channel) == [menu, .end(nil)])
        }
    }

    @Test("A cached menu asked for while an earlier request is unanswered waits its turn (pipelining)")
    func pipelinedRequestsKeepTheirOrder() async throws {
        try await Self.withCachedMenu { fixture, _ in
            let channel = Self.connection(fixture)
            let list = Self.head("/api/apps")
            let menu = Self.head(Self.menuPath)
            for part in [list, .end(nil), menu, .end(nil)] { try channel.writeInbound(part) }
            // Both go to Hummingbird, which answers them in order.
            #expect(try Self.passedOn(channel) == [list, .end(nil), menu, .end(nil)])
            #expect(try Self.written(channel).isEmpty)
            // Hummingbird answers both; then the connection is free and the next hit is answered here.
            for _ in 0..<2 {
                try channel.writeOutbound(HTTPResponsePart.head(HTTPResponse(status: .ok)))
                try channel.writeOutbound(HTTPResponsePart.end(nil))
            }
            #expect(try Self.written(channel).count == 4)
            try channel.writeInbound(menu)
            try channel.writeInbound(HTTPRequestPart.end(nil))
            #expect(try Self.passedOn(channel).isEmpty)
            #expect(try Self.written(channel).count == 3)
        }
    }

    @Test("On Hummingbird's HTTP/1 connection, a cached menu's request bytes are answered without a Swift task")
    func wiredIntoTheConnection() async throws {
        try await Self.withCachedMenu { fixture, route in
            let answers = Self.answers(fixture)
            // Hummingbird's side would run in a task, which an embedded channel never starts.
            let http1 = HTTP1Channel(
                responder: { _, _, _ in Issue.record("the request reached Hummingbird") },
                configuration: ConnectionLimits().http1Configuration())
            let channel = NIOAsyncTestingChannel()
            let connection = try await channel.eventLoop.flatSubmit {
                CachedMenuChannel(http1: http1, answers: answers)
                    .setup(channel: channel, logger: Logger(label: "CachedMenuHandlerTests"))
            }.get()
            try await channel.connect(to: SocketAddress(ipAddress: "127.0.0.1", port: 8080))
            var output = ByteBuffer()
            try await connection.executeThenClose { _, _ in
                try await channel.writeInbound(
                    ByteBuffer(string: "GET \(Self.menuPath) HTTP/1.1\r\nHost: localhost\r\n\r\n"))
                while let data = try await channel.readOutbound(as: IOData.self) {
                    guard case .byteBuffer(var buffer) = data else { continue }
                    output.writeBuffer(&buffer)
                }
            }
            let text = String(buffer: output)
            #expect(text.hasPrefix("HTTP/1.1 200 OK\r\n"), "\(text.prefix(200))")
            #expect(text.contains("\r\nServer: quickactions\r\n") && text.contains("\r\nDate: "))
            #expect(text.hasSuffix("\r\n\r\n" + String(buffer: route.body)))
        }
    }

    @Test("Only the app id of exactly /api/apps/{id}/menu is taken")
    func menuPaths() {
        #expect(CachedMenuAnswers.appID(inMenuPath: "/api/apps/Trailmix/menu") == "Trailmix")
        #expect(CachedMenuAnswers.appID(inMenuPath: "/api/apps/com.example.chirp/menu") == "com.example.chirp")
        for path in [
            "/api/apps//menu", "/api/apps/Trailmix/menu/", "api/apps/Trailmix/menu", "/api/apps/Trailmix/icon",
            "/api/apps/Trail%20mix/menu", "/api/apps/a/b/menu", "/api/app/Trailmix/menu", "/",
        ] {
            #expect(CachedMenuAnswers.appID(inMenuPath: path) == nil, "\(path)")
        }
    }

    @Test("The Date header is RFC 9110's IMF-fixdate, as Foundation formats it, for every kind of day")
    func httpDate() throws {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "GMT")
        formatter.dateFormat = "EEE, dd MMM yyyy HH:mm:ss 'GMT'"
        #expect(HTTPDate.text(secondsSince1970: 784_111_777) == "Sun, 06 Nov 1994 08:49:37 GMT")  // RFC 9110's
        // Leap days (2000 is a leap year, 2100 is not), year ends, the epoch and before it, then random seconds.
        var seconds = [0, -1, 951_782_400, 951_868_799, 4_107_542_400, 4_107_628_800, 1_709_164_800, 1_735_689_599]
        var generator = SystemRandomNumberGenerator()
        seconds += (0..<2_000).map { _ in Int.random(in: -2_208_988_800...7_258_118_400, using: &generator) }
        for second in seconds {
            let expected = formatter.string(from: Date(timeIntervalSince1970: TimeInterval(second)))
            #expect(HTTPDate.text(secondsSince1970: second) == expected, "\(second)")
        }
    }
}
