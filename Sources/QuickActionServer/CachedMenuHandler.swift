import Foundation
import HTTPTypes
import Hummingbird
import NIOCore
import NIOHTTPTypes

/// Answers `GET /api/apps/{id}/menu` from `MenuCache` on the connection's event loop, in front of Hummingbird's
/// handler (issue 35: `serve` at 1,000 connections).
///
/// Hummingbird hands each request to a Swift task and writes its answer back from that task; for a cached menu that
/// round trip was most of the work. The route's own answer for a hit is the cached JSON (`Response.json`), so this
/// handler can give it without the trip: at 1,000 connections the throughput went from 25,000-34,000 to 45,000-53,000
/// requests/s, and the p99 from 56-85 ms to 37-48 ms (Documentation/performance.md).
///
/// Contract: it answers a request only when the route would answer it from the cache, and with the same response
/// (`CachedMenuAnswers` says when). Every other request passes on to Hummingbird unchanged, every
/// part of it, and so does any request that arrives while one passed on is still unanswered, so that a connection's
/// answers keep the order of its requests (HTTP/1.1 pipelining). It sits after Hummingbird's
/// `HTTPConnectionStateHandler`, which sees both kinds of request and answer and so keeps the idle timeout and the
/// graceful shutdown as they were.
final class CachedMenuHandler: ChannelDuplexHandler, RemovableChannelHandler {
    typealias InboundIn = HTTPRequestPart
    typealias InboundOut = HTTPRequestPart
    typealias OutboundIn = HTTPResponsePart
    typealias OutboundOut = HTTPResponsePart

    private enum CurrentRequest {
        /// Between requests.
        case none
        /// The current request is Hummingbird's: its parts pass on.
        case passedOn
        /// The current request is answered here when its end arrives; its body (a GET has none) is dropped.
        case answered(head: HTTPResponse, body: ByteBuffer)
    }

    private let answers: CachedMenuAnswers
    private var current = CurrentRequest.none
    /// Requests passed on to Hummingbird whose answer has not ended yet.
    private var unanswered = 0
    private var date = (second: Int.min, text: "")
    private var last: (target: CachedMenuAnswers.Target, key: MenuCache.Key?)?

    init(answers: CachedMenuAnswers) { self.answers = answers }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        switch (unwrapInboundIn(data), current) {
        case (.head(let head), _):
            if unanswered == 0, answers.isPlainGet(head), let key = key(forPlainGet: head),
                let answer = answers.answer(for: key, date: currentDate())
            {
                current = .answered(head: answer.head, body: answer.body)
            } else {
                current = .passedOn
                unanswered += 1
                context.fireChannelRead(data)
            }
        case (.body, .answered):
            break
        case (.end, .answered(let head, let body)):
            current = .none
            context.write(wrapOutboundOut(.head(head)), promise: nil)
            context.write(wrapOutboundOut(.body(body)), promise: nil)
            context.writeAndFlush(wrapOutboundOut(.end(nil)), promise: nil)
        case (.end, _):
            current = .none
            context.fireChannelRead(data)
        case (.body, _):
            context.fireChannelRead(data)
        }
    }

    func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
        // Only Hummingbird's answers pass through here: this handler's own go on from its context.
        if case .end = unwrapOutboundIn(data), unanswered > 0 { unanswered -= 1 }
        context.write(data, promise: promise)
    }

    /// `answers.key(forPlainGet:)`, kept for the connection's last target: a connection often asks for the same menu
    /// again, and the parse and the policy check were most of this handler's own work.
    private func key(forPlainGet head: HTTPRequest) -> MenuCache.Key? {
        let target = CachedMenuAnswers.Target(head)
        if let last, last.target == target { return last.key }
        let key = answers.key(forPlainGet: head)
        last = (target, key)
        return key
    }

    /// The `Date` header for now, formatted once a second per connection.
    private func currentDate() -> String {
        let second = Int(Date().timeIntervalSince1970.rounded(.down))
        if second != date.second { date = (second, HTTPDate.text(secondsSince1970: second)) }
        return date.text
    }
}

/// Which requests `CachedMenuHandler` answers, and the answer: the menu route's, for a menu in the cache.
struct CachedMenuAnswers: Sendable {
    let cache: MenuCache
    /// The policy `JSONErrorResponder` checks before every route.
    let policy: RequestPolicy
    /// The `Server` header Hummingbird adds to every answer (`ApplicationConfiguration.serverName`).
    let serverName: String

    /// What decides a plain GET's cache key (`key(forPlainGet:)`): the path with its query, and the two headers the
    /// request policy reads of a GET.
    struct Target: Equatable {
        var path: String?
        var authority: String?
        var origin: String?

        init(_ head: HTTPRequest) {
            path = head.path
            authority = head.authority
            origin = head.headerFields[.origin]
        }
    }

    /// A GET without a body, `Expect`, or a `Connection` other than `keep-alive` (Hummingbird closes after
    /// `close`): the only requests answered here.
    func isPlainGet(_ head: HTTPRequest) -> Bool {
        head.method == .get && head.headerFields[.expect] == nil && head.headerFields[.transferEncoding] == nil
            && (head.headerFields[.contentLength].map { $0 == "0" } ?? true)
            && head.headerFields[values: .connection].allSatisfy { $0.lowercased() == "keep-alive" }
    }

    /// The menu a plain GET asks for, when the route would look it up in the cache: `/api/apps/{id}/menu` (written
    /// plainly, without percent escapes) with a query the route accepts, from where the request policy accepts. It
    /// depends on `Target(head)` alone.
    func key(forPlainGet head: HTTPRequest) -> MenuCache.Key? {
        let request = Hummingbird.Request(head: head, body: RequestBody(buffer: ByteBuffer()))
        guard let id = Self.appID(inMenuPath: request.uri.path), (try? policy.check(request)) != nil,
            let query = try? MenuQuery(request.uri.queryParameters)
        else { return nil }
        return MenuCache.Key(id: id, query: query)
    }

    /// The route's answer for `key` now, when the menu is in the cache: what the route returns for a hit, then the
    /// two headers Hummingbird's application adds to every response.
    func answer(for key: MenuCache.Key, date: String) -> (head: HTTPResponse, body: ByteBuffer)? {
        guard let body = cache[key] else { return nil }
        var response = Response.json(body)
        response.headers[.date] = date
        response.headers[.server] = serverName
        return (response.head, body)
    }

    /// The `{id}` of a path that is exactly `/api/apps/{id}/menu`, as the router's `/api/apps/:id/menu` takes it;
    /// nil for any other path, and for an id with percent escapes, which are left to the router.
    static func appID(inMenuPath path: String) -> String? {
        let segments = path.split(separator: "/", omittingEmptySubsequences: false)
        guard segments.count == 5, segments[0].isEmpty, segments[1] == "api", segments[2] == "apps",
            segments[4] == "menu", !segments[3].isEmpty, !segments[3].utf8.contains(UInt8(ascii: "%"))
        else { return nil }
        return String(segments[3])
    }
}
