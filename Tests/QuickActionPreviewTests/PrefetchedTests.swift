import Foundation
import QuickActionPreview
import Testing

/// The hand-over that lets a command load fonts while it parses its arguments and reads the project.
@Suite("Prefetched")
struct PrefetchedTests {
    @Test("The value is computed on another thread, the first take waits for it, later takes get nil")
    func handsOverOnce() {
        let started = DispatchSemaphore(value: 0)
        let release = DispatchSemaphore(value: 0)
        let prefetched = Prefetched { () -> Int in
            started.signal()
            release.wait()  // Still running when take() is called: take() must wait.
            return 42
        }
        started.wait()
        DispatchQueue.global().asyncAfter(deadline: .now() + 0.05) { release.signal() }
        #expect(prefetched.take() == 42)
        #expect(prefetched.take() == nil)
    }
}

/// `TextMeasurer.prefetch()` and `make()`: the measurer made on another thread from the start of a command is handed
/// to one caller; every other caller gets its own, and all measure alike.
@Suite("Prefetched measurer")
struct PrefetchedMeasurerTests {
    @Test("After a prefetch, concurrent callers each get a working measurer of their own")
    func concurrentCallersEachGetOne() throws {
        TextMeasurer.prefetch()
        TextMeasurer.prefetch()  // Already pending: no second one is started.
        let reference = try TextMeasurer().width("Start Hike", size: 17, locale: "en")
        let lock = NSLock()
        nonisolated(unsafe) var widths: [Double] = []
        DispatchQueue.concurrentPerform(iterations: 4) { _ in
            let width = try? TextMeasurer.make().width("Start Hike", size: 17, locale: "en")
            lock.withLock { widths.append(width ?? -1) }
        }
        #expect(widths == Array(repeating: reference, count: 4))
    }
}
