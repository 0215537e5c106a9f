import Hummingbird
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
}
