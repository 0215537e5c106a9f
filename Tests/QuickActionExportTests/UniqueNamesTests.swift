import Testing

@testable import QuickActionExport

/// Issue 34: names are unique in constant time per name, with the same names the search over earlier names gave.
@Suite("Unique resource names")
struct UniqueNamesTests {
    @Test("A repeated base gets the first free counter, also past a name another base took")
    func counters() {
        var names = UniqueNames(separator: "_")
        let claimed = ["x", "x", "x_3", "x", "x_2", "y"].map { names.claim($0) }
        #expect(claimed == ["x", "x_2", "x_3", "x_4", "x_2_2", "y"])
        #expect(names.names == claimed)
    }

    @Test("Thousands of items of one type get distinct names")
    func many() {
        var names = UniqueNames(separator: "-")
        let claimed = (0..<5_000).map { _ in names.claim("open") }
        #expect(Set(claimed).count == 5_000)
        #expect(claimed.last == "open-5000")
    }
}
