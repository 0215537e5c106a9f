import Foundation
import QuickActionKit
import XcodeProject

/// Reads apps that have no project file: each app Info.plist found by walking folders, with the localizations and
/// Swift sources under its folder, `$(PRODUCT_NAME)` taken from the folder's name (platform-facts §9). The app's
/// origin says it was found by folders.
struct FolderAppReader {
    var appNameOverride: String?

    /// Folders that hold an app's support files rather than being named after it; the product name is taken from
    /// the folder above them.
    static let supportFolderNames: Set<String> = [
        "Supporting Files", "SupportingFiles", "Resources", "Config", "Configs", "Configuration", "Sources", "Source",
        "App", "Application", "Info",
    ]

    /// The app of one Info.plist, with the files of its folder.
    func readInfoPlist(at path: String) throws(ProjectReadError) -> ProjectApp {
        let folder = (path as NSString).deletingLastPathComponent
        var files = ProjectDiscovery.discover(root: folder.isEmpty ? "." : folder)
        files.infoPlists = [path]
        return try app(from: try PropertyListDocument(contentsOf: path), files: files)
    }

    /// The apps among `files.infoPlists`, each with the files under its folder. Extensions', frameworks' and test
    /// bundles' Info.plists are skipped; none left is an error unless `allowNone`.
    func readApps(files: ProjectFiles, at path: String, allowNone: Bool) throws(ProjectReadError) -> [ProjectApp] {
        // Every Info.plist is parsed (on every core) to tell apps from extensions and test bundles; the first error
        // in path order is the one reported.
        let plists = files.infoPlists
        let parsed = Parallel.map(plists.count) { index -> Result<PropertyListDocument, ProjectReadError> in
            do throws(ProjectReadError) {
                return .success(try PropertyListDocument(contentsOf: plists[index]))
            } catch {
                return .failure(error)
            }
        }
        var documents: [PropertyListDocument] = []
        for result in parsed {
            let document = try result.get()
            if InfoPlistClassifier.declaresApp(document.root) { documents.append(document) }
        }
        guard !documents.isEmpty || allowNone else {
            throw ProjectReadError(
                file: path,
                "no Xcode project and no app Info.plist found (extensions, frameworks and build folders are skipped)")
        }
        // Apps are independent: read them on every core, keeping their order and the first error.
        let appDocuments = documents
        let results = Parallel.map(appDocuments.count) { index -> Result<ProjectApp, ProjectReadError> in
            let document = appDocuments[index]
            let appFiles = appDocuments.count == 1 ? files : files.under(Self.appFolder(of: document.file))
            do throws(ProjectReadError) {
                return .success(try app(from: document, files: appFiles))
            } catch {
                return .failure(error)
            }
        }
        var apps: [ProjectApp] = []
        for result in results {
            switch result {
            case .success(let app): apps.append(app)
            case .failure(let error): throw error
            }
        }
        return apps
    }

    static func appFolders(under path: String) -> [(folder: String, error: ProjectReadError?)] {
        var folders: [(folder: String, error: ProjectReadError?)] = []
        for plist in ProjectDiscovery.discover(root: path).infoPlists {
            do throws(ProjectReadError) {
                let document = try PropertyListDocument(contentsOf: plist)
                if InfoPlistClassifier.declaresApp(document.root) { folders.append((appFolder(of: plist), nil)) }
            } catch {
                folders.append((appFolder(of: plist), error))
            }
        }
        return folders
    }

    static func appFolder(of infoPlist: String) -> String {
        let folder = (infoPlist as NSString).deletingLastPathComponent
        let name = (folder as NSString).lastPathComponent
        return supportFolderNames.contains(name) ? (folder as NSString).deletingLastPathComponent : folder
    }

    private func app(from document: PropertyListDocument, files: ProjectFiles) throws(ProjectReadError) -> ProjectApp {
        let folderName = (Self.appFolder(of: document.file) as NSString).lastPathComponent
        let settings = BuildSettingDefaults.folderApp(
            productName: appNameOverride ?? (folderName.isEmpty ? "App" : folderName), infoPlist: document.file)
        var reader = InfoPlistReader(root: document.root, file: document.file, settings: settings)
        var app = try reader.read()
        let sourceFacts = try AppContents.read(files, into: &app)
        app.noteUnresolvedVariables()
        return ProjectApp(app: app, sourceFacts: sourceFacts)
    }
}
