#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// State that every core reads and that rarely changes, behind a lock readers hold together (pthread's read-write
/// lock): a reader waits only while a writer holds it, never for another reader.
///
/// A mutex there puts one reader to sleep whenever two meet: `ProjectFile`'s was taken three times for each file the
/// linter read, and its two workers slept on it about 1,800 times a run of the 200-app benchmark tree, idling a
/// quarter of the reading (issue 35). A pthread lock, unlike `Synchronization.Mutex`, is seen by ThreadSanitizer
/// (issue 15; `Parallel`).
public final class ReadWriteLock<State>: @unchecked Sendable {
    /// pthread's lock must not move once initialized: it lives in its own allocation.
    private let lock: UnsafeMutablePointer<pthread_rwlock_t>
    /// The state, out of line as well: a reader borrows it in place, where a stored property would be copied (and
    /// its exclusive access checked) for every read.
    private let state: UnsafeMutablePointer<State>

    public init(_ state: State) {
        self.state = .allocate(capacity: 1)
        self.state.initialize(to: state)
        lock = .allocate(capacity: 1)
        precondition(pthread_rwlock_init(lock, nil) == 0, "pthread_rwlock_init failed")
    }

    deinit {
        pthread_rwlock_destroy(lock)
        lock.deallocate()
        state.deinitialize(count: 1)
        state.deallocate()
    }

    /// `body`'s answer about the state, with the lock held for reading (other readers may hold it too).
    public func read<Result>(_ body: (State) throws -> Result) rethrows -> Result {
        pthread_rwlock_rdlock(lock)
        defer { pthread_rwlock_unlock(lock) }
        return try body(state.pointee)
    }

    /// Changes the state with the lock held alone.
    public func write<Result>(_ body: (inout State) throws -> Result) rethrows -> Result {
        pthread_rwlock_wrlock(lock)
        defer { pthread_rwlock_unlock(lock) }
        return try body(&state.pointee)
    }
}
