import Foundation
import Hummingbird
import NIOConcurrencyHelpers

/// Server-Sent Events to every open page (`GET /api/events`): `change` when an app's files change, `state` when
/// device state changes, and a `: ping` comment every 15 s so proxies keep the connection open.
final class EventBroadcaster: Sendable {
    /// A pthread lock (NIO's), which ThreadSanitizer sees; it cannot see inside `Synchronization.Mutex` (issue 15).
    private let subscribers = NIOLockedValueBox<[UUID: AsyncStream<ByteBuffer>.Continuation]>([:])

    /// A new subscriber's stream; it ends when the client goes away or `finishAll()` is called.
    func subscribe() -> AsyncStream<ByteBuffer> {
        let id = UUID()
        let (stream, continuation) = AsyncStream<ByteBuffer>.makeStream(bufferingPolicy: .bufferingNewest(64))
        continuation.onTermination = { [weak self] _ in
            _ = self?.subscribers.withLockedValue { $0.removeValue(forKey: id) }
        }
        continuation.yield(ByteBuffer(string: "retry: 1000\n: connected\n\n"))
        subscribers.withLockedValue { $0[id] = continuation }
        return stream
    }

    /// Sends one event (`event:` and a single-line JSON `data:`) to every subscriber.
    func send(event: String, data: Data) {
        let json = String(decoding: data, as: UTF8.self).replacingOccurrences(of: "\n", with: " ")
        broadcast("event: \(event)\ndata: \(json)\n\n")
    }

    func ping() { broadcast(": ping\n\n") }

    /// Ends every stream (on shutdown, so open pages do not hold the server).
    func finishAll() {
        for continuation in subscribers.withLockedValue({ $0.values }) { continuation.finish() }
    }

    private func broadcast(_ text: String) {
        let buffer = ByteBuffer(string: text)
        for continuation in subscribers.withLockedValue({ Array($0.values) }) { continuation.yield(buffer) }
    }
}
