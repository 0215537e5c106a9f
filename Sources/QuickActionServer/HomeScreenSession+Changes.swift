import AppProject
import Foundation
import HomeScreen
import Logging
import QuickActionKit
import QuickActionPreview

/// The requests that change the simulated device; each change is saved before it is acknowledged.
extension HomeScreenSession {
    /// `POST /api/apps/{id}/actions/{type}`: the callbacks the app receives. Choosing an item launches the app, so
    /// an installed or updated app is launched afterwards (persisted).
    func choose(type: String, in id: String, choice: APIPayload.LaunchChoice) throws -> Data {
        let served = try servedApp(id)
        let project = try parsedProject(served)
        let menu = try composeMenu(served, app: project.app, query: try MenuQuery(locale: choice.locale))
        let item: MenuItem
        do throws(MenuChoiceError) {
            item = try menu.item(ofType: type)
        } catch {
            throw APIError.notFound(error.description)
        }
        let report = LaunchScenario(
            app: project.app, handlers: project.knownHandlers, item: item.shortcutItem,
            state: choice.launchState ?? .cold, shape: choice.shape
        ).run()
        let origin = LaunchScenario.shapeOrigin(
            of: project.app, isCodeKnown: project.isCodeKnown,
            overriddenBy: choice.shape.map { _ in "chosen on the page" })
        let text = LaunchTextRenderer().render(
            report, appName: menu.appName, shapeOrigin: origin, computedProperties: item.computedProperties)
        if held.phase(of: id) != .launched {
            try change(id) { device throws(DeviceError) in try device.bring(id, app: project.app, to: .launched) }
        }
        return try JSONEncoder.api.encode(APIPayload.Launch(report: report, text: text))
    }

    /// `PUT /api/apps/{id}/shortcut-items`: replaces the dynamic items, as setting `shortcutItems` does; only a
    /// running app can (platform-facts §1: the device refuses otherwise).
    func register(_ items: [ShortcutItem], for id: String) throws -> Data {
        _ = try parsedApp(try servedApp(id))
        try change(id) { device throws(DeviceError) in try device.register(items, for: id) }
        return try JSONEncoder.api.encode(APIPayload.Registered(registered: items.count))
    }

    /// `PUT /api/apps/{id}/state`. Installing afresh forgets registered items and use counts; an update keeps the
    /// registered items until the new version runs (platform-facts §4).
    func setPhase(_ phase: AppPhase, for id: String) throws -> Data {
        let served = try servedApp(id)
        let app = try parsedApp(served)
        try change(id) { device throws(DeviceError) in try device.bring(id, app: app, to: phase) }
        return try JSONEncoder.api.encode(summary(served))
    }

    /// `POST /api/siri`: resolves the utterance on the device; a run is counted (and saved) before the answer.
    func siri(_ request: APIPayload.SiriRequest) throws -> Data {
        guard !request.utterance.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else {
            throw APIError.badRequest("'utterance' is empty; send what the person says")
        }
        if let hour = request.hour, !(0...23).contains(hour) { throw APIError.badRequest("'hour' must be 0-23") }
        let asked = try request.locale.map { (text: String) throws(APIError) in
            try MenuQuery.validLocale(text, name: "'locale'")
        }
        let locale =
            asked ?? apps.compactMap(\.app).first { !$0.appShortcuts.shortcuts.isEmpty }?.localizations
            .developmentLocale ?? .english
        let resolution = AppShortcutsIndex(device: held.device, locale: locale).resolve(
            request.utterance, hour: request.hour ?? Calendar.current.component(.hour, from: Date()))
        if case .run(let match) = resolution {
            try change(match.appID) { held throws(DeviceError) in
                try held.device.recordAppShortcutRun(
                    match.appID, shortcutIndex: match.shortcutIndex, parameter: match.parameter)
            }
        }
        return try JSONEncoder.api.encode(resolution)
    }

    /// Makes a change on a copy of the held device and keeps it once the app's snapshot is saved: a change that
    /// the device refuses, or that cannot be saved, leaves the device as it was.
    private func change(_ id: String, _ body: (inout SessionDevice) throws(DeviceError) -> Void) throws {
        var changed = held
        let snapshot: StoredAppState
        do throws(DeviceError) {
            try body(&changed)
            snapshot = try changed.snapshot(of: id)
        } catch {
            throw APIError(error)
        }
        do throws(DeviceStoreError) {
            try store.save(snapshot, for: id)
        } catch {
            // The detail (the file, SQLite's message) is for the person running the server, not for clients.
            Logger(label: "quickactions.serve").error("\(error)")
            throw APIError(.internalServerError, "the device state could not be saved; the server's output says why")
        }
        held = changed
        menuCache.removeAll()
        for observer in stateObservers { observer(id) }
    }
}
