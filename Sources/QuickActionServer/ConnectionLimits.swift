import Hummingbird
import HummingbirdCore
import NIOConcurrencyHelpers
import NIOCore

/// The limits that keep the server answering under abuse (issue 15), applied to every connection.
///
/// - **Header and idle timeout.** A connection that has not sent a complete request head within `idleTimeout` of
///   opening (or of its last answer) is closed: Hummingbird's `HTTPConnectionStateHandler` counts time from the last
///   request part read, and a request head trickled byte by byte is not a part until it is complete. A response in
///   progress (the page's event stream) never times out.
/// - **Concurrent connections.** At most `maximumConnections` are open; one more is closed as soon as it is accepted,
///   so 1,000 idle sockets cannot exhaust the process's file descriptors.
/// - **Per-request work.** A body is at most 64 KiB (`APIRoutes.maximumBodySize`, 413 and the connection closed
///   beyond), JSON nests at most 512 deep (`StrictJSON`), and re-reading an app is bounded by `SwiftSourceBudget`.
struct ConnectionLimits: Sendable {
    var idleTimeout: Duration = .seconds(10)
    var maximumConnections = 1_024

    /// The application's configuration at `address`. A burst of connections waits in the listen queue until
    /// accepted, so the queue is as long as the connection limit: 1,000 opened at once are not dropped and retried a
    /// second later (issue 35: Hummingbird's default of 256 overflowed at 1,000 connections; the kernel caps the
    /// length at `net.core.somaxconn`).
    func configuration(address: BindAddress) -> ApplicationConfiguration {
        ApplicationConfiguration(address: address, serverName: Self.serverName, backlog: maximumConnections)
    }

    /// The `Server` header of every answer.
    static let serverName = "quickactions"

    /// Lets the listening `channel` accept up to `acceptsPerWakeUp` connections each time its event loop finds it
    /// ready, instead of NIO's 4 (Hummingbird offers no option for it). With 4, 1,000 connections opened at once
    /// waited for 250 turns of a loop that was also answering the connections already accepted, and their first
    /// requests waited with them (issue 35: the p99 at 1,000 connections was 840 ms over 10 s).
    func acceptInBursts(_ channel: any Channel) async {
        try? await channel.setOption(ChannelOptions.maxMessagesPerRead, value: UInt(Self.acceptsPerWakeUp)).get()
    }

    static let acceptsPerWakeUp = 256

    /// Hummingbird's HTTP/1 connections with these limits.
    func http1Configuration() -> HTTP1Channel.Configuration {
        let counter = OpenConnections(limit: maximumConnections)
        return HTTP1Channel.Configuration(
            additionalChannelHandlers: [ConnectionCountingHandler(counter: counter)],
            idleTimeout: TimeAmount(idleTimeout))
    }
}

/// The number of connections open, shared by every connection's handler.
final class OpenConnections: Sendable {
    let limit: Int
    private let count = NIOLockedValueBox(0)

    init(limit: Int) { self.limit = limit }

    /// Counts one more connection; false (and not counted) when the limit is reached.
    func open() -> Bool {
        count.withLockedValue { count in
            guard count < limit else { return false }
            count += 1
            return true
        }
    }

    func close() { count.withLockedValue { $0 -= 1 } }

    var current: Int { count.withLockedValue { $0 } }
}

/// Closes a connection beyond the limit at once; counts the others until they close.
final class ConnectionCountingHandler: ChannelInboundHandler, RemovableChannelHandler {
    typealias InboundIn = NIOAny
    private let counter: OpenConnections
    private var counted = false

    init(counter: OpenConnections) { self.counter = counter }

    func handlerAdded(context: ChannelHandlerContext) {
        counted = counter.open()
        if !counted { context.close(promise: nil) }
    }

    func handlerRemoved(context: ChannelHandlerContext) {
        if counted { counter.close() }
        counted = false
    }
}
