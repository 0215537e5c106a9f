import Foundation
import NIOCore

/// Rendered menu answers by app and query, readable from any thread (issue 35: `serve` at 1,000 connections).
///
/// The session writes it and empties it in its own turns, whenever an app's files or the device state change, so an
/// entry is always the answer of the session's current state. Two readers answer a hit without waiting in the
/// session's queue behind every other request (a p99 of 236 ms at 1,000 connections was that queue):
/// `CachedMenuHandler` on the connection's event loop, before the request reaches Hummingbird, and the menu route
/// for the requests the handler passes on.
final class MenuCache: @unchecked Sendable {
    struct Key: Hashable, Sendable {
        var id: String
        var query: MenuQuery
    }

    /// Entries kept before the cache starts again (each is a few kilobytes of JSON, kept as the buffer every answer
    /// shares, so a hit copies nothing).
    static let capacity = 4_096

    /// Guards `entries` (NSLock: `Mutex` needs macOS 15).
    private let lock = NSLock()
    private var entries: [Key: ByteBuffer] = [:]

    subscript(key: Key) -> ByteBuffer? {
        lock.withLock { entries[key] }
    }

    func store(_ body: ByteBuffer, for key: Key) {
        lock.withLock {
            if entries.count >= Self.capacity { entries.removeAll(keepingCapacity: true) }
            entries[key] = body
        }
    }

    func removeAll() {
        lock.withLock { entries.removeAll() }
    }
}
