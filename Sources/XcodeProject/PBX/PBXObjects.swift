import QuickActionKit

/// The `objects` dictionary of a `project.pbxproj`: every object by its ID, with typed access to the attributes the
/// project reader uses (xcode-project-facts.md, "project.pbxproj").
struct PBXObjects {
    let file: String
    private let objects: [String: PlistNode]
    /// The IDs of each kind (`isa`), so that a kind is listed without looking at every object.
    private let idsByKind: [String: [String]]

    init(root: PlistNode, file: String) throws(ProjectReadError) {
        self.file = file
        guard case .dictionary = root.kind else {
            throw ProjectReadError(root.location, "a project.pbxproj must hold a dictionary; the file is damaged")
        }
        guard let objects = root["objects"], case .dictionary(let entries) = objects.value.kind else {
            throw ProjectReadError(
                root.location, "the project has no 'objects' dictionary; the file is damaged or not a project.pbxproj")
        }
        var byID: [String: PlistNode] = [:]
        byID.reserveCapacity(entries.count)
        var byKind: [String: [String]] = [:]
        for entry in entries {
            byID[entry.key] = entry.value
            if let kind = entry.value["isa"]?.value.value.stringValue { byKind[kind, default: []].append(entry.key) }
        }
        self.objects = byID
        self.idsByKind = byKind
    }

    subscript(id: String) -> PBXObject? {
        objects[id].map { PBXObject(id: id, node: $0) }
    }

    /// The objects whose `isa` is one of `kinds`, in ID order (IDs are stable, so the order is too).
    func all(_ kinds: Set<String>) -> [PBXObject] {
        kinds.flatMap { idsByKind[$0] ?? [] }.sorted().map { PBXObject(id: $0, node: objects[$0]!) }
    }

    /// The object an attribute names, which must exist.
    func object(_ id: String?, referencedFrom object: PBXObject, key: String) throws(ProjectReadError) -> PBXObject {
        guard let id, let found = self[id] else {
            throw ProjectReadError(
                object.location(of: key),
                "\(object.isa ?? "object") \(object.id) refers to \(key) '\(id ?? "")', which the project does not "
                    + "define; the file is damaged (a merge conflict?)")
        }
        return found
    }
}

/// One object of a `project.pbxproj`.
struct PBXObject {
    let id: String
    let node: PlistNode

    var isa: String? { string("isa") }
    var location: SourceLocation { node.location }

    func string(_ key: String) -> String? { node[key]?.value.value.stringValue }

    /// A list of strings (object IDs, regions); a single string counts as a list of one.
    func strings(_ key: String) -> [String] {
        guard let entry = node[key] else { return [] }
        if let elements = entry.value.elements { return elements.compactMap { $0.value.stringValue } }
        return entry.value.value.stringValue.map { [$0] } ?? []
    }

    func entry(_ key: String) -> PlistEntry? { node[key] }

    /// Where an attribute is written (its key), else where the object is.
    func location(of key: String) -> SourceLocation { node[key]?.keyLocation ?? node.location }
}
