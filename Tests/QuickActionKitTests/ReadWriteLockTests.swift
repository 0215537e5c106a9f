import Dispatch
import Foundation
import QuickActionKit
import Testing

/// The read-write lock `ProjectFile` keeps its shared state behind: readers together, a writer alone.
@Suite("Read-write lock")
struct ReadWriteLockTests {
    @Test("Two readers hold the lock at once: each waits inside its read for the other to enter")
    func readersShare() {
        let lock = ReadWriteLock(0)
        let entered = [DispatchSemaphore(value: 0), DispatchSemaphore(value: 0)]
        let results = ReadWriteLock<[Bool]>([])
        // With a lock that admits one reader at a time, the reader inside waits for a reader that cannot enter: the
        // timeout ends the wait and the test fails, rather than hanging.
        @Sendable func read(as reader: Int) {
            let metTheOther = lock.read { _ -> Bool in
                entered[reader].signal()
                return entered[1 - reader].wait(timeout: .now() + 5) == .success
            }
            results.write { $0.append(metTheOther) }
        }
        // A thread of its own for the second reader, on any number of cores.
        let second = DispatchGroup()
        DispatchQueue.global().async(group: second) { read(as: 1) }
        read(as: 0)
        second.wait()
        #expect(results.read { $0 } == [true, true])
    }

    @Test("A writer is alone: readers on every core never see a half-made change")
    func writerExcludes() {
        let lock = ReadWriteLock((first: 0, second: 0))
        let torn = ReadWriteLock(0)
        DispatchQueue.concurrentPerform(iterations: 4) { worker in
            for _ in 0..<20_000 {
                if worker == 0 {
                    lock.write { pair in
                        pair.first += 1
                        pair.second += 1
                    }
                } else if lock.read({ $0.first != $0.second }) {
                    torn.write { $0 += 1 }
                }
            }
        }
        #expect(torn.read { $0 } == 0)
        #expect(lock.read { $0.first } == 20_000)
    }
}
