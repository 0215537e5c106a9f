import Foundation

/// A value computed on its own thread from the moment it is made, so that slow set-up overlaps other work (fonts
/// load while the command line is parsed and the project read: `TextMeasurer.prefetch()`). `take()` hands the value over once, to one caller, so the
/// value need not be Sendable (the lock and the semaphore order the hand-over).
package final class Prefetched<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private let done = DispatchSemaphore(value: 0)
    private var value: Value?
    private var claimed = false

    /// Starts computing `make()` on a new thread.
    package init(_ make: @escaping @Sendable () -> Value) {
        Thread.detachNewThread { [self] in
            let made = make()
            lock.withLock { value = made }
            done.signal()
        }
    }

    /// The value, waiting for it if need be; nil for every caller after the first.
    package func take() -> Value? {
        let isFirst = lock.withLock {
            defer { claimed = true }
            return !claimed
        }
        guard isFirst else { return nil }
        done.wait()
        return lock.withLock { value.take() }
    }
}
