import Foundation
import QuickActionLint
import Testing

/// The hand-over that lets lint load fonts while it reads the project.
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
