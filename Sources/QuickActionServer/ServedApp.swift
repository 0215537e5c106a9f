import AppProject
import Foundation
import HomeScreen
import QuickActionKit
import XcodeProject

/// One app on the served Home Screen: where it is read from, its grid position, and the result of the last read
/// (the app, or the error that stops it from parsing; the last good app is kept so its identity stays stable).
struct ServedApp: Sendable {
    /// The folder or Info.plist it is read from, and the folder whose files are watched.
    var source: String
    /// The application target read from `source`'s project, when the app has one.
    var target: String?
    var watchedFolder: String
    var isNeighbour: Bool
    var id: String
    var position: HomeScreenPosition
    /// Increases on every change of the app's files (the page and the menu cache use it).
    var revision = 1
    /// The app and the facts about its sources, as last read.
    var project: ProjectApp?
    var app: App? { project?.app }
    var error: ProjectReadError?
    var signature: FileSignature
    /// How the app is read (`--xcconfig`); `target` is set on it for each read.
    var reader = ProjectReader()

    /// Reads the app again from `source`. An app that could not be read before takes its real identifier now.
    mutating func reload() {
        do throws(ProjectReadError) {
            var reader = self.reader
            reader.targetName = target
            let project = try reader.readProjectApp(at: source)
            if self.project == nil { id = Device.identifier(of: project.app) }
            self.project = project
            error = nil
        } catch {
            self.error = error
        }
        revision += 1
    }

    /// The apps at a path given on the command line: one per app found. When a folder of apps does not read as a
    /// whole, each app folder is read on its own, so one broken app does not hide the others.
    static func read(path: String, isNeighbour: Bool, reader: ProjectReader = ProjectReader()) -> [ServedApp] {
        do throws(ProjectReadError) {
            // The signature is taken before reading, so an edit made meanwhile is seen by the next poll.
            let signature = FileSignature(folder: folder(of: path))
            let apps = try reader.readProjectApps(at: path)
            if apps.count == 1 {
                var served = ServedApp(source: path, isNeighbour: isNeighbour, project: apps[0], signature: signature)
                served.reader = reader
                return [served]
            }
            return apps.map { project in
                let app = project.app
                // A project's app is read again from its project's folder, by target; an app folder from itself.
                let source =
                    app.origin.projectFile.map(ProjectReader.projectFolder(ofProjectFile:))
                    ?? ProjectReader.appFolder(of: app.infoPlist.file)
                var served = ServedApp(
                    source: source, isNeighbour: isNeighbour, project: project, signature: FileSignature(folder: source)
                )
                served.target = app.origin.target
                served.reader = reader
                return served
            }
        } catch {
            let folders = ProjectReader.appFolders(under: folder(of: path))
            guard folders.count > 1 else {
                var served = ServedApp(source: path, isNeighbour: isNeighbour, error: error)
                served.reader = reader
                return [served]
            }
            return folders.map { folder, _ in
                var served = ServedApp(source: folder, isNeighbour: isNeighbour, error: nil)
                served.reader = reader
                served.revision = 0
                served.reload()
                return served
            }
        }
    }

    /// An app read from `source` (or the error that stops it), at the first grid position until placed.
    init(
        source: String, isNeighbour: Bool, project: ProjectApp? = nil, error: ProjectReadError? = nil,
        signature: FileSignature? = nil
    ) {
        self.source = source
        watchedFolder = Self.folder(of: source)
        self.isNeighbour = isNeighbour
        id =
            project.map { Device.identifier(of: $0.app) }
            ?? URL(fileURLWithPath: source).deletingPathExtension().lastPathComponent
        position = HomeScreenPosition(column: 1, row: 1)
        self.project = project
        self.error = error
        self.signature = signature ?? FileSignature(folder: Self.folder(of: source))
    }

    private static func folder(of path: String) -> String {
        var isDirectory: ObjCBool = false
        let exists = FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
        return exists && isDirectory.boolValue ? path : (path as NSString).deletingLastPathComponent
    }
}

/// What a change to an app's project looks like from outside: the path, size and modification time of every file
/// the reader uses (project files, xcconfigs, Info.plist, strings, String Catalogs, Swift sources), skipping build
/// folders.
struct FileSignature: Sendable, Hashable {
    private var files: [String: FileStamp] = [:]

    private struct FileStamp: Sendable, Hashable {
        var size: Int
        var modified: Date?
    }

    /// The files `ProjectDiscovery` finds under `folder` (the ones the reader uses), with their size and
    /// modification time; a file added or removed changes the signature too.
    init(folder: String) {
        for path in ProjectDiscovery.discover(root: folder).paths {
            guard let attributes = try? FileManager.default.attributesOfItem(atPath: path) else { continue }
            files[path] = FileStamp(
                size: (attributes[.size] as? NSNumber)?.intValue ?? 0, modified: attributes[.modificationDate] as? Date)
        }
    }
}
