import QuickActionKit

/// Where the groups and file references of a `.pbxproj` are on disk (xcode-project-facts.md, "Files"): `<group>` is
/// relative to the parent group's folder, `SOURCE_ROOT` to the project's folder, `<absolute>` stands alone; other
/// trees (`BUILT_PRODUCTS_DIR`, `SDKROOT`, `DEVELOPER_DIR`) are not in the repository and have no path.
struct PBXFileTree {
    private let objects: PBXObjects
    private let sourceRoot: String
    /// The group that lists each object among its `children`.
    private var parents: [String: String] = [:]
    /// Each group's folder, worked out once (a project lists thousands of files in a few hundred groups).
    private var groupFolders: [String: String?] = [:]

    /// The kinds of object that have `children`.
    static let groupKinds: Set<String> = ["PBXGroup", "PBXVariantGroup", "XCVersionGroup"]

    init(objects: PBXObjects, sourceRoot: String) {
        self.objects = objects
        self.sourceRoot = sourceRoot
        let groups = objects.all(Self.groupKinds)
        for group in groups {
            for child in group.strings("children") where parents[child] == nil { parents[child] = group.id }
        }
        for group in groups + objects.all(["PBXFileSystemSynchronizedRootGroup"]) {
            groupFolders[group.id] = path(of: group.id, depth: 0)
        }
    }

    /// The path on disk of a group, variant group or file reference; nil when it lies outside the repository.
    func path(of id: String) -> String? {
        path(of: id, depth: 0)
    }

    private func path(of id: String, depth: Int) -> String? {
        if let known = groupFolders[id] { return known }
        // A damaged file could make a group its own ancestor; no real project nests this deep.
        guard depth < 256, let object = objects[id] else { return nil }
        return path(of: object, depth: depth)
    }

    /// The path of an object already looked up.
    private func path(of object: PBXObject, depth: Int) -> String? {
        let id = object.id
        let own = object.string("path")
        switch object.string("sourceTree") ?? "<group>" {
        case "<group>":
            let folder: String?
            if let parent = parents[id] { folder = path(of: parent, depth: depth + 1) } else { folder = sourceRoot }
            guard let folder else { return nil }
            return own.map { ProjectPath.join(folder, $0) } ?? folder
        case "SOURCE_ROOT":
            return own.map { ProjectPath.join(sourceRoot, $0) } ?? sourceRoot
        case "<absolute>":
            return own.map(ProjectPath.standardize)
        default:
            return nil
        }
    }

    /// The files a build file's reference stands for: the file itself, each localization of a variant group, the
    /// files under a folder reference.
    func files(of id: String) -> [String] {
        guard let object = objects[id] else { return [] }
        switch object.isa {
        case "PBXVariantGroup", "XCVersionGroup":
            return object.strings("children").compactMap { path(of: $0) }
        case "PBXFileReference":
            guard let path = path(of: object, depth: 0) else { return [] }
            let type = object.string("lastKnownFileType") ?? object.string("explicitFileType") ?? ""
            if type == "folder" || type.hasPrefix("folder.") || type == "wrapper" {
                return Self.filesUnder(path)
            }
            return [path]
        default:
            return []
        }
    }

    /// Every file under a folder on disk (a folder reference, a synchronized folder, a local package), sorted.
    static func filesUnder(_ folder: String) -> [String] {
        var files: [String] = []
        DirectoryWalker.walk(folder, skipFolder: { name, _ in name == ".git" || name == ".build" }) { path, _, _ in
            files.append(path)
        }
        return files.sorted()
    }
}
