import Dispatch

/// Work spread over every core.
public enum Parallel {
    /// `body(index)` for each index in `0..<count`, run on every core, with the results in index order.
    ///
    /// Each iteration writes only its own slot, through the buffer's address, so no lock is taken. (The lock this
    /// replaced, `Synchronization.Mutex`, lives in the toolchain's uninstrumented library, so ThreadSanitizer could
    /// not see it and reported every write it guarded as a race: issue 15.)
    public static func map<T: Sendable>(_ count: Int, _ body: @Sendable (Int) -> T) -> [T] {
        guard count > 1 else { return (0..<count).map(body) }
        return [T](unsafeUninitializedCapacity: count) { buffer, initialized in
            guard let base = buffer.baseAddress else { return }
            let slots = Slots(base: base)
            DispatchQueue.concurrentPerform(iterations: count) { index in
                (slots.base + index).initialize(to: body(index))
            }
            initialized = count
        }
    }

    /// The result buffer, shared by the iterations; each writes a different element.
    private struct Slots<T>: @unchecked Sendable {
        let base: UnsafeMutablePointer<T>
    }
}
