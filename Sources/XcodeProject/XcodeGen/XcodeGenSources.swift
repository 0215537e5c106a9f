import Foundation
import QuickActionKit

/// The files of a target's XcodeGen `sources` (Docs/ProjectSpec.md, "Sources"; `XcodeGenKit/SourceGenerator.swift`):
/// a path or a list of paths and `{path:, excludes:, includes:, buildPhase:, optional:}`; a folder stands for every
/// file under it, less `excludes`, and when `includes` is given only what it matches. `.DS_Store` and `*.orig`
/// files are always left out, as XcodeGen leaves them out.
struct XcodeGenSources {
    /// The files that belong to the target, sorted. `Info.plist` files are not among them: XcodeGen never adds them
    /// to a build phase.
    var files: [String] = []
    /// The first `Info.plist` found in the sources, which XcodeGen uses as `INFOPLIST_FILE` when neither `info` nor
    /// the settings name one.
    var infoPlist: String?
    /// Sources that do not exist on disk.
    var notes: [FileProblem] = []

    private let sourceRoot: String

    init(_ node: YAMLNode, sourceRoot: String) throws(ProjectReadError) {
        self.sourceRoot = sourceRoot
        for source in node.elements ?? [node] { try add(source) }
        files.sort()
    }

    private mutating func add(_ source: YAMLNode) throws(ProjectReadError) {
        let path: String
        var excludes: [PathGlob] = []
        var includes: [PathGlob] = []
        var optional = false
        if let text = source.text {
            path = text
        } else if let text = source["path"]?.value.text {
            path = text
            excludes = try Self.patterns(source["excludes"])
            includes = try Self.patterns(source["includes"])
            optional = source["optional"]?.value.text.map { ["true", "yes"].contains($0.lowercased()) } ?? false
            if source["buildPhase"]?.value.text == "none" { return }
        } else {
            throw ProjectReadError(
                source.location, "a source must be a path or a mapping with 'path', not \(source.shapeDescription)")
        }
        let root = ProjectPath.join(sourceRoot, ProjectPath.join(source.pathPrefix, path))
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: root, isDirectory: &isFolder) else {
            if !optional {
                notes.append(
                    FileProblem(
                        location: source.location,
                        message: "the source \(path) does not exist; its files are not part of the target"))
            }
            return
        }
        guard isFolder.boolValue else {
            add(file: root)
            return
        }
        var found: [String] = []
        DirectoryWalker.walk(root, skipFolder: { name, _ in name == ".git" || name == ".build" }) { file, name, _ in
            guard name != ".DS_Store", !name.hasSuffix(".orig") else { return }
            let relative = String(file.dropFirst(root.count + 1))
            guard !excludes.contains(where: { $0.matchesItselfOrFolder(relative) }) else { return }
            guard includes.isEmpty || includes.contains(where: { $0.matchesItselfOrFolder(relative) }) else { return }
            found.append(file)
        }
        for file in found.sorted() { add(file: file) }
    }

    private mutating func add(file: String) {
        guard ProjectPath.name(of: file) == "Info.plist" else {
            files.append(file)
            return
        }
        if infoPlist == nil { infoPlist = file }
    }

    private static func patterns(_ entry: YAMLEntry?) throws(ProjectReadError) -> [PathGlob] {
        guard let entry else { return [] }
        let nodes = entry.value.elements ?? [entry.value]
        var patterns: [PathGlob] = []
        for node in nodes {
            guard let text = node.text else {
                throw ProjectReadError(node.location, "\(entry.key) must list glob patterns")
            }
            patterns.append(PathGlob(text))
        }
        return patterns
    }
}
