import AppProject
import Foundation
import HomeScreen
import QuickActionKit
import QuickActionPreview

/// The served Home Screen: the apps read from disk, the device state they live in (persisted through
/// `DeviceStore` before any change is acknowledged), and caches of rendered menus. One actor, so requests see one
/// consistent device; every answer is ready-encoded JSON.
public actor HomeScreenSession {
    private var apps: [ServedApp]
    private var states: [String: StoredAppState]
    private let store: DeviceStore
    private let measurer: TextMeasurer?
    private let measurerProblem: String?
    /// Rendered menu answers by app, app revision, state revision and query (cleared when it grows large).
    private var menuCache: [MenuCacheKey: Data] = [:]
    private var stateRevision = 0

    private struct MenuCacheKey: Hashable {
        var id: String
        var revision: Int
        var stateRevision: Int
        var query: MenuQuery
    }

    /// The grid's width in columns on iPhone, where apps are placed in order (platform-facts §2).
    static let columns = 4

    /// Reads the apps at `paths` (then the neighbours, skipping apps already present) and restores their state.
    public init(paths: [String], neighbours: [String] = [], store: DeviceStore) throws(DeviceStoreError) {
        var apps: [ServedApp] = []
        for (path, isNeighbour) in paths.map({ ($0, false) }) + neighbours.map({ ($0, true) }) {
            for app in ServedApp.read(path: path, isNeighbour: isNeighbour)
            where !apps.contains(where: { $0.id == app.id }) {
                var placed = app
                placed.position = HomeScreenPosition(
                    column: apps.count % Self.columns + 1, row: apps.count / Self.columns + 1)
                apps.append(placed)
            }
        }
        self.apps = apps
        self.store = store
        self.states = try store.load()
        do throws(PreviewError) {
            measurer = try TextMeasurer()
            measurerProblem = nil
        } catch {
            measurer = nil
            measurerProblem = error.description
        }
    }

    public var appCount: Int { apps.count }

    // MARK: Reading

    /// `GET /api/apps`.
    func appList() throws -> Data {
        try JSONEncoder.api.encode(APIPayload.AppList(device: .iphone, apps: apps.map(summary)))
    }

    private func summary(_ served: ServedApp) -> APIPayload.AppSummary {
        let app = served.app
        return APIPayload.AppSummary(
            id: served.id, name: app?.name ?? served.id, version: app?.version, phase: state(of: served.id).phase,
            position: .init(column: served.position.column, row: served.position.row), path: served.source,
            isNeighbour: served.isNeighbour, developmentRegion: app?.localizations.developmentRegion ?? "en",
            locales: app.map(Self.locales) ?? [], shape: app?.lifecycle.shape ?? .appDelegate,
            hasAppShortcuts: !(app?.appShortcuts.shortcuts.isEmpty ?? true), revision: served.revision,
            error: served.error.map(APIPayload.ErrorDetail.init))
    }

    /// The development region first, then every other localization the app provides.
    static func locales(_ app: App) -> [String] {
        let region = app.localizations.developmentRegion
        return [region] + app.localizations.availableLocalizations.filter { !LocaleFallback.matches($0, region) }
    }

    /// `GET /api/apps/{id}/menu`.
    func menu(for id: String, query: MenuQuery) throws -> Data {
        let served = try servedApp(id)
        let key = MenuCacheKey(id: id, revision: served.revision, stateRevision: stateRevision, query: query)
        if let cached = menuCache[key] { return cached }
        let app = try parsedApp(served)
        guard let measurer else {
            throw APIError(
                .internalServerError, "the menu cannot be drawn: \(measurerProblem ?? "no fonts"); run make setup")
        }
        let menu = try composeMenu(served, app: app, query: query)
        let layout: MenuLayout
        do throws(PreviewError) {
            layout = try MenuLayoutEngine(
                measurer: measurer, textSize: query.textSize, appearance: query.appearance,
                rightToLeft: query.rightToLeft
            ).layout(menu)
        } catch {
            throw APIError(.internalServerError, "the menu cannot be drawn: \(error.description)")
        }
        let payload = APIPayload.Menu(
            menu: menu, layout: APIPayload.Layout(layout, menu: menu), svg: SVGMenuRenderer().menuOnly(layout),
            truncations: layout.truncations, revision: served.revision)
        let data = try JSONEncoder.api.encode(payload)
        if menuCache.count > 4_096 { menuCache.removeAll(keepingCapacity: true) }
        menuCache[key] = data
        return data
    }

    private func composeMenu(_ served: ServedApp, app: App, query: MenuQuery) throws -> HomeScreenMenu {
        let scenario = MenuScenario(
            app: app, phase: query.phase ?? state(of: served.id).phase, dynamicItems: dynamicItems(of: served, app),
            device: query.device, locale: query.locale,
            position: HomeScreenPosition(
                column: query.column ?? served.position.column, row: query.row ?? served.position.row))
        do throws(DeviceError) {
            return try scenario.menu()
        } catch {
            throw APIError.badRequest(error.description)
        }
    }

    /// `GET /api/apps/{id}/shortcuts`.
    func shortcuts(for id: String, locale: String?) throws -> Data {
        let served = try servedApp(id)
        let app = try parsedApp(served)
        let locale = locale ?? app.localizations.developmentRegion
        let index = AppShortcutsIndex(device: try device(), locale: locale)
        guard let indexed = index.apps.first(where: { $0.id == id }) else { throw APIError.notFound("no app \(id)") }
        return try JSONEncoder.api.encode(AppShortcutsListing(app: indexed, locale: locale))
    }

    // MARK: Changing the device

    /// `POST /api/apps/{id}/actions/{type}`: the callbacks the app receives. Choosing an item launches the app, so
    /// an installed or updated app is launched afterwards (persisted).
    func choose(type: String, in id: String, choice: APIPayload.LaunchChoice) throws -> Data {
        let served = try servedApp(id)
        let app = try parsedApp(served)
        let menu = try composeMenu(served, app: app, query: try MenuQuery(locale: choice.locale))
        let item: MenuItem
        do throws(MenuChoiceError) {
            item = try menu.item(ofType: type)
        } catch {
            throw APIError.notFound(error.description)
        }
        let report = LaunchScenario(
            item: item.shortcutItem, shape: choice.shape ?? app.lifecycle.shape, state: choice.launchState ?? .cold
        ).run()
        let origin =
            choice.shape != nil
            ? "chosen on the page"
            : app.lifecycle.evidence.map { "detected from \($0)" } ?? "detected: no scene or SwiftUI lifecycle found"
        let text = LaunchTextRenderer().render(report, appName: menu.appName, shapeOrigin: origin)
        var state = state(of: id)
        if state.phase != .launched {
            state.phase = .launched
            try save(state, for: id)
        }
        return try JSONEncoder.api.encode(APIPayload.Launch(report: report, text: text))
    }

    /// `PUT /api/apps/{id}/shortcut-items`: replaces the dynamic items, as setting `shortcutItems` does; only a
    /// running app can (platform-facts §1).
    func register(_ items: [ShortcutItem], for id: String) throws -> Data {
        _ = try parsedApp(try servedApp(id))
        var state = state(of: id)
        guard state.phase == .launched else {
            throw APIError(
                .conflict, "\(id) must be launched before it registers shortcut items (it is \(state.phase.rawValue))")
        }
        state.dynamicItems = items
        try save(state, for: id)
        return try JSONEncoder.api.encode(APIPayload.Registered(registered: items.count))
    }

    /// `PUT /api/apps/{id}/state`. Installing afresh forgets registered items and use counts; an update keeps the
    /// registered items until the new version runs (platform-facts §4).
    func setPhase(_ phase: AppPhase, for id: String) throws -> Data {
        let served = try servedApp(id)
        var state = state(of: id)
        if phase == .installed { state = StoredAppState(phase: .installed) }
        state.phase = phase
        try save(state, for: id)
        return try JSONEncoder.api.encode(summary(served))
    }

    /// `POST /api/siri`: resolves the utterance on the device; a run is counted (and saved) before the answer.
    func siri(_ request: APIPayload.SiriRequest) throws -> Data {
        guard !request.utterance.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else {
            throw APIError.badRequest("'utterance' is empty; send what the person says")
        }
        if let hour = request.hour, !(0...23).contains(hour) { throw APIError.badRequest("'hour' must be 0-23") }
        if let locale = request.locale, !MenuQuery.isLocaleIdentifier(locale) {
            throw APIError.badRequest("'locale' is '\(locale)'; use a locale identifier such as en or de")
        }
        var device = try device()
        let locale =
            request.locale ?? apps.compactMap(\.app).first { !$0.appShortcuts.shortcuts.isEmpty }?.localizations
            .developmentRegion ?? "en"
        let resolution = AppShortcutsIndex(device: device, locale: locale).resolve(
            request.utterance, hour: request.hour ?? Calendar.current.component(.hour, from: Date()))
        if case .run(let match) = resolution {
            try device.recordAppShortcutRun(match.appID, shortcutIndex: match.shortcutIndex, parameter: match.parameter)
            var state = state(of: match.appID)
            state.usage = try device.installedApp(match.appID).appShortcutUsage
            try save(state, for: match.appID)
        }
        return try JSONEncoder.api.encode(resolution)
    }

    // MARK: Live reload

    /// Re-reads the apps whose files changed since the last call; returns their identifiers.
    func reloadChangedApps() -> [String] {
        var changed: [String] = []
        for index in apps.indices {
            let signature = FileSignature(folder: apps[index].watchedFolder)
            guard signature != apps[index].signature else { continue }
            apps[index].signature = signature
            apps[index].reload()
            changed.append(apps[index].id)
        }
        return changed
    }

    /// The change event's data for an app: `{"appID", "revision", "error"}`.
    func changeEvent(for id: String) throws -> Data {
        let served = try servedApp(id)
        return try JSONEncoder.api.encode(
            ChangeEvent(appID: id, revision: served.revision, error: served.error.map(APIPayload.ErrorDetail.init)))
    }

    private struct ChangeEvent: Encodable {
        var appID: String
        var revision: Int
        var error: APIPayload.ErrorDetail?

        enum CodingKeys: String, CodingKey { case appID, revision, error }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(appID, forKey: .appID)
            try container.encode(revision, forKey: .revision)
            try container.encode(error, forKey: .error)
        }
    }

    // MARK: Helpers

    private func servedApp(_ id: String) throws(APIError) -> ServedApp {
        guard let served = apps.first(where: { $0.id == id }) else {
            throw .notFound("no app '\(id)' on this Home Screen; GET /api/apps lists them")
        }
        return served
    }

    private func parsedApp(_ served: ServedApp) throws(APIError) -> App {
        if let error = served.error { throw APIError(unreadable: error) }
        guard let app = served.app else { throw APIError(.unprocessableContent, "\(served.id) could not be read") }
        return app
    }

    private func state(of id: String) -> StoredAppState { states[id] ?? StoredAppState() }

    /// The dynamic items registered through the API, else the ones found in the app's sources.
    private func dynamicItems(of served: ServedApp, _ app: App) -> [DynamicShortcutItem] {
        if let items = state(of: served.id).dynamicItems { return items.map { DynamicShortcutItem(item: $0) } }
        return app.dynamicItemsInSource.map(DynamicShortcutItem.init(discovered:))
    }

    /// The device with every readable app in its stored state (for App Shortcuts, which span apps).
    private func device() throws -> Device {
        var device = Device()
        for served in apps {
            guard let app = served.app, served.error == nil else { continue }
            let id = device.install(app)
            let state = state(of: served.id)
            if state.phase != .installed {
                try device.launch(id)
                try device.registerShortcutItems(dynamicItems(of: served, app), for: id)
            }
            if state.phase == .updated { try device.update(id, to: app) }
            try device.setUsage(state.usage, for: id)
        }
        return device
    }

    private func save(_ state: StoredAppState, for id: String) throws {
        do throws(DeviceStoreError) {
            try store.save(state, for: id)
        } catch {
            throw APIError(.internalServerError, error.description)
        }
        states[id] = state
        stateRevision += 1
        onStateChange(id)
    }

    private var stateObservers: [@Sendable (String) -> Void] = []

    /// Called with the app's identifier after each saved change of device state.
    func observeStateChanges(_ observer: @escaping @Sendable (String) -> Void) {
        stateObservers.append(observer)
    }

    private func onStateChange(_ id: String) {
        for observer in stateObservers { observer(id) }
    }
}

extension MenuQuery {
    /// A query with only a locale (for choosing an item from the menu in that locale).
    init(locale: String?) throws(APIError) {
        self.init()
        if let locale {
            guard Self.isLocaleIdentifier(locale) else {
                throw .badRequest("'locale' is '\(locale)'; use a locale identifier such as en or de")
            }
            self.locale = locale
        }
    }
}
