import AppProject
import Foundation
import HomeScreen
import NIOCore
import QuickActionKit
import QuickActionPreview

/// The served Home Screen: the apps read from disk, the simulated device they are installed on (`SessionDevice`; a
/// snapshot of each app on it is saved through `DeviceStore` before any change is acknowledged), and caches of
/// rendered menus. One actor, so requests see one consistent device; every answer is ready-encoded JSON. Changes
/// of device state are in HomeScreenSession+Changes.swift.
public actor HomeScreenSession {
    var apps: [ServedApp]
    var held: SessionDevice
    let store: DeviceStore
    private let measurer: TextMeasurer?
    private let measurerProblem: String?
    /// Rendered menu answers by app and query. Emptied whenever an app's files or the device state change (and
    /// when it grows large), so an entry is always the current answer; read by the menu route without waiting for
    /// the session.
    nonisolated let menuCache = MenuCache()

    /// The grid apps are placed on, in order: the iPhone's (menu-geometry §5).
    static let columns = DeviceKind.iphone.columns

    /// Reads the apps at `paths` (then the neighbours, skipping apps already present) and restores their state. The
    /// apps fill the grid in order; the neighbours (the bundled examples) go to the dock, which holds four
    /// (menu-geometry §5), and to the grid after the apps once it is full.
    /// - Parameters:
    ///   - paths: the apps to serve, on the grid in order.
    ///   - neighbours: the bundled examples, in the dock.
    ///   - store: where the device's state is kept.
    ///   - reader: how the apps of `paths` are read (`--xcconfig`); the neighbours are read as they are.
    public init(
        paths: [String], neighbours: [String] = [], store: DeviceStore, reader: ProjectReader = ProjectReader()
    ) throws(DeviceStoreError) {
        var apps: [ServedApp] = []
        var onGrid = 0
        var inDock = 0
        for (path, isNeighbour) in paths.map({ ($0, false) }) + neighbours.map({ ($0, true) }) {
            for app in ServedApp.read(
                path: path, isNeighbour: isNeighbour, reader: isNeighbour ? ProjectReader() : reader)
            where !apps.contains(where: { $0.id == app.id }) {
                var placed = app
                if isNeighbour && inDock < Self.columns {
                    placed.position = HomeScreenPosition(column: inDock + 1, row: DeviceKind.iphone.rows + 1)
                    inDock += 1
                } else {
                    placed.position = HomeScreenPosition(
                        column: onGrid % Self.columns + 1, row: onGrid / Self.columns + 1)
                    onGrid += 1
                }
                apps.append(placed)
            }
        }
        self.apps = apps
        self.store = store
        held = SessionDevice(savedSnapshots: try store.load())
        for served in apps {
            if let app = served.app, served.error == nil { held.install(app, id: served.id) }
        }
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
        try JSONEncoder.api.encode(
            APIPayload.AppList(
                device: .iphone, apps: apps.map(summary),
                grids: Dictionary(
                    uniqueKeysWithValues: DeviceKind.allCases.map {
                        ($0.rawValue, APIPayload.Grid($0))
                    }),
                rightToLeftLanguages: LocaleFallback.rightToLeftLanguages.sorted()))
    }

    func summary(_ served: ServedApp) -> APIPayload.AppSummary {
        let app = served.app
        return APIPayload.AppSummary(
            id: served.id, name: app?.name ?? served.id, version: app?.version, phase: held.phase(of: served.id),
            position: .init(column: served.position.column, row: served.position.row), path: served.source,
            isNeighbour: served.isNeighbour, developmentRegion: app?.localizations.developmentRegion,
            locales: app?.displayLocales ?? [], shape: app?.lifecycle.shape,
            hasAppShortcuts: !(app?.appShortcuts.shortcuts.isEmpty ?? true),
            iconURL: app?.iconFile == nil
                ? nil : "/api/apps/\(Self.pathComponent(served.id))/icon?revision=\(served.revision)",
            revision: served.revision,
            error: served.error.map(APIPayload.ErrorDetail.init), homeScreen: Self.placements(of: served.position))
    }

    /// The icon's place and its menu's placement on each device, in each direction; apps are laid out on the
    /// iPhone's grid and flowed in order onto the iPad's.
    static func placements(of position: HomeScreenPosition) -> [String: [String: APIPayload.Placement]] {
        var result: [String: [String: APIPayload.Placement]] = [:]
        for device in DeviceKind.allCases {
            let flowed = position.flowed(from: .iphone, to: device)
            for (direction, isRightToLeft) in [("ltr", false), ("rtl", true)] {
                // Positions come from the grid itself, so they are always on it.
                guard
                    let placement = try? MenuPlacement(position: flowed, device: device, isRightToLeft: isRightToLeft)
                else { continue }
                result[device.rawValue, default: [:]][direction] = APIPayload.Placement(
                    column: flowed.column, row: flowed.row,
                    physicalColumn: MenuPlacement.physicalColumn(
                        of: flowed, device: device, isRightToLeft: isRightToLeft),
                    attachment: placement.attachment, alignedEdge: placement.alignedEdge)
            }
        }
        return result
    }

    /// `GET /api/apps/{id}/menu`.
    func menu(for id: String, query: MenuQuery) throws -> ByteBuffer {
        let served = try servedApp(id)
        let key = MenuCache.Key(id: id, query: query)
        if let cached = menuCache[key] { return cached }
        let app = try parsedApp(served)
        guard let measurer else {
            throw APIError(
                .internalServerError, "the menu cannot be drawn: \(measurerProblem ?? "no fonts"); run make setup")
        }
        let menu = try composeMenu(served, app: app, query: query)
        let layout: MenuLayout
        do throws(PreviewError) {
            // A measurer is given and the style measures, so the menu is laid out.
            guard let measured = try MenuPresenter(measurer: measurer).present(menu, style: query.style).layout else {
                throw .fontLibrary("the menu was not measured")
            }
            layout = measured
        } catch {
            throw APIError(.internalServerError, "the menu cannot be drawn: \(error.description)")
        }
        let payload = APIPayload.Menu(
            menu: menu, layout: APIPayload.Layout(layout, menu: menu),
            screenFrame: try HomeScreenScene(menu: menu, layout: layout).menu, svg: SVGMenuRenderer().menuOnly(layout),
            truncations: layout.truncations, revision: served.revision)
        let body = ByteBuffer(bytes: try JSONEncoder.api.encode(payload))
        menuCache.store(body, for: key)
        return body
    }

    /// The menu on the held device; a query for another device kind or phase asks a copy of it (a value: the
    /// device itself does not change).
    func composeMenu(_ served: ServedApp, app: App, query: MenuQuery) throws -> HomeScreenMenu {
        let items = held.itemsTheAppRegisters(served.id, app)
        var asked = held.device
        asked.kind = query.device
        do throws(DeviceError) {
            if let phase = query.phase, phase != held.phase(of: served.id) {
                let usage = try asked.installedApp(served.id).appShortcutUsage
                try asked.install(app, in: phase, dynamicItems: items)
                try asked.setUsage(usage, for: served.id)
            }
            return try asked.menu(
                for: served.id, locale: query.locale ?? app.localizations.developmentLocale,
                position: HomeScreenPosition(
                    column: query.column ?? served.position.column, row: query.row ?? served.position.row),
                awaitingLaunch: items, era: query.era)
        } catch {
            throw APIError(error)
        }
    }

    /// `GET /api/apps/{id}/icon`: the picture of the app's icon from its asset catalog, with its media type.
    func icon(for id: String) throws -> (data: Data, mediaType: String) {
        let app = try parsedApp(try servedApp(id))
        guard let file = app.iconFile else {
            throw APIError.notFound("\(id) has no app icon in its asset catalogs; the page draws its monogram")
        }
        guard let picture = AppIconPicture(of: app) else {
            throw APIError.notFound("\(file): the icon cannot be read (or is over 4 MB)")
        }
        return (picture.data, picture.mediaType)
    }

    /// An identifier as one URL path component.
    static func pathComponent(_ id: String) -> String {
        id.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed.subtracting(CharacterSet(charactersIn: "/")))
            ?? id
    }

    /// `GET /api/apps/{id}/shortcuts`.
    func shortcuts(for id: String, locale: LocaleIdentifier?) throws -> Data {
        let served = try servedApp(id)
        let app = try parsedApp(served)
        let locale = locale ?? app.localizations.developmentLocale
        let index = AppShortcutsIndex(device: held.device, locale: locale)
        guard let indexed = index.apps.first(where: { $0.id == id }) else { throw APIError.notFound("no app \(id)") }
        return try JSONEncoder.api.encode(AppShortcutsListing(app: indexed, locale: locale))
    }

    // MARK: Live reload

    /// The folder each app's files are watched in, with the signature last seen (by position in `apps`).
    func watchedFolders() -> [(index: Int, folder: String, signature: FileSignature)] {
        apps.indices.map { (index: $0, folder: apps[$0].watchedFolder, signature: apps[$0].signature) }
    }

    /// Re-reads the apps whose folders have a new signature (computed by the caller, outside the actor, so
    /// polling never holds up requests); returns their identifiers.
    func reload(changed signatures: [Int: FileSignature]) -> [String] {
        var changed: [String] = []
        for (index, signature) in signatures.sorted(by: { $0.key < $1.key }) where apps.indices.contains(index) {
            guard signature != apps[index].signature else { continue }
            apps[index].signature = signature
            apps[index].reload()
            if let app = apps[index].app, apps[index].error == nil { held.refresh(app, id: apps[index].id) }
            changed.append(apps[index].id)
        }
        if !changed.isEmpty { menuCache.removeAll() }
        return changed
    }

    /// Polls every app's folder once and re-reads the changed ones (tests; the server polls through
    /// `FileWatchService`).
    func reloadChangedApps() -> [String] {
        reload(
            changed: Dictionary(
                uniqueKeysWithValues: watchedFolders().map { ($0.index, FileSignature(folder: $0.folder)) }))
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
        @ExplicitNull var error: APIPayload.ErrorDetail?
    }

    // MARK: Helpers

    func servedApp(_ id: String) throws(APIError) -> ServedApp {
        guard let served = apps.first(where: { $0.id == id }) else {
            throw .notFound("no app '\(id)' on this Home Screen; GET /api/apps lists them")
        }
        return served
    }

    func parsedApp(_ served: ServedApp) throws(APIError) -> App { try parsedProject(served).app }

    /// The app as last read with the facts about its sources; an error when its files do not read now.
    func parsedProject(_ served: ServedApp) throws(APIError) -> ProjectApp {
        if let error = served.error { throw APIError(unreadable: error) }
        guard let project = served.project else {
            throw APIError(.unprocessableContent, "\(served.id) could not be read")
        }
        return project
    }

    var stateObservers: [@Sendable (String) -> Void] = []

    /// Called with the app's identifier after each saved change of device state.
    func observeStateChanges(_ observer: @escaping @Sendable (String) -> Void) {
        stateObservers.append(observer)
    }
}
