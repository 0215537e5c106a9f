import Hummingbird
import NIOCore
import NIOPosix
import Testing

@testable import QuickActionServer

@Suite("Connection limits")
struct ConnectionLimitsTests {
    @Test("The listen queue holds as many connections as the server accepts (issue 35)")
    func listenQueueMatchesTheLimit() {
        for limit in [16, 1_024, 4_096] {
            let configuration = ConnectionLimits(maximumConnections: limit).configuration(address: .hostname())
            #expect(configuration.backlog == limit)
            #expect(configuration.serverName == "quickactions")
        }
    }

    @Test("One connection beyond the limit is refused; a closed one frees its place")
    func openConnectionsAreCounted() {
        let open = OpenConnections(limit: 2)
        #expect(open.open() && open.open())
        #expect(!open.open())
        open.close()
        #expect(open.open())
        #expect(open.current == 2)
    }

    @Test("A listening socket accepts connections in bursts, not NIO's 4 per wake-up (issue 35)")
    func acceptsInBursts() async throws {
        let listener = try await ServerBootstrap(group: MultiThreadedEventLoopGroup.singleton)
            .bind(host: "127.0.0.1", port: 0).get()
        let before = try await listener.getOption(ChannelOptions.maxMessagesPerRead).get()
        await ConnectionLimits().acceptInBursts(listener)
        let after = try await listener.getOption(ChannelOptions.maxMessagesPerRead).get()
        try await listener.close()
        #expect(before == 4)
        #expect(after == UInt(ConnectionLimits.acceptsPerWakeUp))
    }
}
