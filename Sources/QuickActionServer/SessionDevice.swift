import HomeScreen
import QuickActionKit

/// The simulated device the served Home Screen holds: every readable app installed in its saved state, the one
/// truth of phases, registered items and use counts (the device's own rules decide what a change does). A value, so
/// a change is made on a copy and kept only once its snapshot is saved.
struct SessionDevice: Sendable {
    var device = Device()
    /// Apps whose dynamic items were registered through the API; the others register the items in their sources
    /// (re-read when their files change).
    var registeredThroughAPI: Set<String> = []
    /// The saved snapshots of apps that are not on the device because their files do not read; one is installed
    /// from its snapshot once its files read again.
    var savedSnapshots: [String: StoredAppState] = [:]

    /// The app's phase on the device; for an app whose files do not read, its saved phase.
    func phase(of id: String) -> AppPhase {
        device.apps[id]?.phase ?? savedSnapshots[id]?.phase ?? StoredAppState().phase
    }

    /// The dynamic items the app registers when it runs: those registered through the API (kept on the device),
    /// else the ones found in its sources.
    func itemsTheAppRegisters(_ id: String, _ app: App) -> [DynamicShortcutItem] {
        if registeredThroughAPI.contains(id), let installed = device.apps[id] { return installed.dynamicItems }
        return app.dynamicItemsFromSource
    }

    /// Installs a readable app from its saved snapshot; an app without one is launched with the items in its
    /// sources.
    mutating func install(_ app: App, id: String) {
        let snapshot = savedSnapshots.removeValue(forKey: id) ?? StoredAppState()
        var items = app.dynamicItemsFromSource
        if let registered = snapshot.dynamicItems {
            registeredThroughAPI.insert(id)
            items = registered.map { DynamicShortcutItem(item: $0) }
        }
        // The device accepts every phase a snapshot can hold: install, then launch and register, then update.
        _ = try? device.install(app, in: snapshot.phase, dynamicItems: items)
        try? device.setUsage(snapshot.usage, for: id)
    }

    /// After the app's files were read again: the device shows the new files in the same phase, with its use counts
    /// and the items registered through the API (a live preview of the project, not an update the system sees).
    mutating func refresh(_ app: App, id: String) {
        guard let installed = device.apps[id] else { return install(app, id: id) }
        _ = try? device.install(app, in: installed.phase, dynamicItems: itemsTheAppRegisters(id, app))
        try? device.setUsage(installed.appShortcutUsage, for: id)
    }

    /// Brings the app to `phase` as the system would see it: installed afresh (registered items and use counts
    /// forgotten), or launched or updated with the items it registers and its use counts kept (platform-facts §4).
    mutating func bring(_ id: String, app: App, to phase: AppPhase) throws(DeviceError) {
        if phase == .installed {
            registeredThroughAPI.remove(id)
            try device.remove(id)
            device.install(app)
            return
        }
        let usage = try device.installedApp(id).appShortcutUsage
        try device.install(app, in: phase, dynamicItems: itemsTheAppRegisters(id, app))
        try device.setUsage(usage, for: id)
    }

    /// Replaces the running app's dynamic items, as setting `shortcutItems` does; the device refuses it unless the
    /// app runs (platform-facts §1).
    mutating func register(_ items: [ShortcutItem], for id: String) throws(DeviceError) {
        try device.registerShortcutItems(items.map { DynamicShortcutItem(item: $0) }, for: id)
        registeredThroughAPI.insert(id)
    }

    /// What the store keeps of the app on the device.
    func snapshot(of id: String) throws(DeviceError) -> StoredAppState {
        let installed = try device.installedApp(id)
        return StoredAppState(
            phase: installed.phase,
            dynamicItems: registeredThroughAPI.contains(id) ? installed.dynamicItems.map(\.item) : nil,
            usage: installed.appShortcutUsage)
    }
}
