import Foundation
import GRDB
import HomeScreen
import QuickActionKit

/// What the simulated device keeps for one app between runs of the server: its phase, the dynamic items it last
/// registered (nil: none registered through the API yet, so the items found in its sources apply), and its App
/// Shortcut use counts.
public struct StoredAppState: Sendable, Hashable {
    public var phase: AppPhase
    public var dynamicItems: [ShortcutItem]?
    public var usage: AppShortcutUsage

    public init(phase: AppPhase = .launched, dynamicItems: [ShortcutItem]? = nil, usage: AppShortcutUsage = .init()) {
        self.phase = phase
        self.dynamicItems = dynamicItems
        self.usage = usage
    }
}

/// Device state in SQLite through GRDB. Every write is one transaction committed before the API answers, in WAL
/// mode with `synchronous = FULL`: an acknowledged change survives the process being killed (and power loss).
public final class DeviceStore: Sendable {
    private let database: DatabaseQueue
    public let path: String

    /// Opens (creating folders and the file when missing) the store at `path`.
    /// - Throws: `DeviceStoreError` naming the file when it cannot be opened or is not a QuickActionKit store.
    public init(path: String) throws(DeviceStoreError) {
        self.path = path
        let folder = URL(fileURLWithPath: path).deletingLastPathComponent()
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            throw DeviceStoreError(path: path, reason: "its folder \(folder.path) cannot be created")
        }
        do {
            var configuration = Configuration()
            configuration.prepareDatabase { db in
                try db.execute(sql: "PRAGMA synchronous = FULL")
            }
            database = try DatabaseQueue(path: path, configuration: configuration)
            // WAL: readers never block the writer, and a commit is one append to the log (sqlite.org/wal.html).
            try database.writeWithoutTransaction { db in try db.execute(sql: "PRAGMA journal_mode = WAL") }
            try Self.migrator.migrate(database)
        } catch {
            throw DeviceStoreError(path: path, reason: "\(error)")
        }
    }

    private static var migrator: DatabaseMigrator {
        var migrator = DatabaseMigrator()
        migrator.registerMigration("v1") { db in
            try db.create(table: "app_state") { table in
                table.primaryKey("app_id", .text)
                table.column("phase", .text).notNull()
                table.column("dynamic_items", .text)
                table.column("usage", .text).notNull()
            }
        }
        return migrator
    }

    /// Every app's stored state, by app identifier.
    public func load() throws(DeviceStoreError) -> [String: StoredAppState] {
        do {
            return try database.read { db in
                var states: [String: StoredAppState] = [:]
                for row in try Row.fetchAll(db, sql: "SELECT app_id, phase, dynamic_items, usage FROM app_state") {
                    states[try row.decode(String.self, forColumn: "app_id")] = try state(from: row)
                }
                return states
            }
        } catch let error as DeviceStoreError {
            throw error
        } catch {
            throw DeviceStoreError(path: path, reason: "\(error)")
        }
    }

    /// Saves one app's state; returns once the transaction is committed.
    public func save(_ state: StoredAppState, for id: String) throws(DeviceStoreError) {
        do {
            let items = try state.dynamicItems.map { String(decoding: try JSONEncoder.api.encode($0), as: UTF8.self) }
            let usage = String(decoding: try JSONEncoder.api.encode(state.usage), as: UTF8.self)
            try database.write { db in
                try db.execute(
                    sql: """
                        INSERT INTO app_state (app_id, phase, dynamic_items, usage) VALUES (?, ?, ?, ?)
                        ON CONFLICT(app_id) DO UPDATE SET phase = excluded.phase,
                            dynamic_items = excluded.dynamic_items, usage = excluded.usage
                        """,
                    arguments: [id, state.phase.rawValue, items, usage])
            }
        } catch {
            throw DeviceStoreError(path: path, reason: "\(error)")
        }
    }

    /// One row as state; a value of the wrong type or shape (a hand-edited file) is an error, never a crash.
    private func state(from row: Row) throws -> StoredAppState {
        let id = try row.decode(String.self, forColumn: "app_id")
        let phaseText = try row.decode(String.self, forColumn: "phase")
        guard let phase = AppPhase(rawValue: phaseText) else {
            throw DeviceStoreError(path: path, reason: "app \(id) has an unknown phase '\(phaseText)'")
        }
        let itemsText = try row.decode(String?.self, forColumn: "dynamic_items")
        let usageText = try row.decode(String.self, forColumn: "usage")
        return StoredAppState(
            phase: phase,
            dynamicItems: try itemsText.map { try JSONDecoder().decode([ShortcutItem].self, from: Data($0.utf8)) },
            usage: try JSONDecoder().decode(AppShortcutUsage.self, from: Data(usageText.utf8)))
    }
}

/// The state file cannot be opened, read or written.
public struct DeviceStoreError: UserFacingError, Sendable {
    public var path: String
    public var reason: String

    public var description: String {
        "\(path): cannot use the device state database (\(reason)); choose another file or remove this one"
    }

    public var remedy: UserChoice? { .deviceStateFile }
}
