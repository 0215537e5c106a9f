import Foundation
import QuickActionKit

/// Loads a `project.yml` and the specs it includes into one merged spec, as XcodeGen does
/// (`ProjectSpec/SpecFile.swift`; Docs/ProjectSpec.md, "Include"): includes are merged in order, then the including
/// spec on top; an include is a path or `{path:, relativePaths:, enable:}`, its path relative to the including spec's
/// folder; with `relativePaths` (the default) the paths inside it are relative to its own folder. A spec included
/// twice is merged once. An include cycle or a missing include is an error naming the `include` line.
struct XcodeGenSpecLoader {
    /// The root spec's folder on disk, as the user's path spells it.
    let rootFolder: String
    private var merged: Set<String> = []

    init(rootFolder: String) {
        self.rootFolder = rootFolder
    }

    /// The merged spec of the root file (named as `file`, which lies in `rootFolder`).
    mutating func load(file: String) throws(ProjectReadError) -> YAMLNode {
        try load(file: file, pathPrefix: ".", chain: [], includedAt: nil)
            ?? YAMLNode(
                kind: .mapping([]), location: SourceLocation(file: file), pathPrefix: ".")
    }

    private mutating func load(
        file: String, pathPrefix: String, chain: [String], includedAt: SourceLocation?
    ) throws(ProjectReadError) -> YAMLNode? {
        if let start = chain.firstIndex(of: file) {
            let cycle = (chain[start...] + [file]).map { ProjectPath.name(of: $0) }.joined(separator: " → ")
            throw ProjectReadError(
                includedAt ?? SourceLocation(file: file), "include cycle: \(cycle); remove one of these includes")
        }
        guard merged.insert(file).inserted else { return nil }
        let data: Data
        switch ProjectFile.load(file) {
        case .success(let loaded): data = loaded
        case .failure(let failure):
            guard let includedAt else { throw ProjectReadError(file: file, failure.message) }
            let reason = failure == .cannotOpen ? "does not exist or cannot be read" : failure.message
            throw ProjectReadError(includedAt, "the included spec \(file) \(reason)")
        }
        let spec = try YAMLNode.parse(String(decoding: data, as: UTF8.self), file: file, pathPrefix: pathPrefix)
        guard spec.entries != nil else {
            throw ProjectReadError(spec.location, "an XcodeGen spec must be a mapping, not \(spec.shapeDescription)")
        }
        var base = YAMLNode(kind: .mapping([]), location: spec.location, pathPrefix: pathPrefix)
        for include in try Self.includes(of: spec) where include.enabled {
            let includedFile = ProjectPath.join(rootFolder, ProjectPath.join(pathPrefix, include.path))
            let includedPrefix =
                include.relativePaths
                ? ProjectPath.join(pathPrefix, ProjectPath.folder(of: include.path)) : pathPrefix
            if let included = try load(
                file: includedFile, pathPrefix: includedPrefix, chain: chain + [file], includedAt: include.location)
            {
                base = included.merged(onto: base)
            }
        }
        return spec.removing("include").merged(onto: base)
    }

    /// One entry of `include`.
    private struct Include {
        var path: String
        var relativePaths = true
        var enabled = true
        var location: SourceLocation
    }

    private static func includes(of spec: YAMLNode) throws(ProjectReadError) -> [Include] {
        guard let entry = spec["include"] else { return [] }
        let nodes = entry.value.elements ?? [entry.value]
        var includes: [Include] = []
        for node in nodes {
            if let path = node.text {
                includes.append(Include(path: path, location: node.location))
            } else if let path = node["path"]?.value.text {
                var include = Include(path: path, location: node.location)
                include.relativePaths = node["relativePaths"].map { isTrue($0.value) } ?? true
                include.enabled = node["enable"].map { isTrue($0.value) } ?? true
                includes.append(include)
            } else {
                throw ProjectReadError(
                    node.location, "an include must be a path or a mapping with 'path', not \(node.shapeDescription)")
            }
        }
        return includes
    }

    /// A YAML Boolean, or a string that reads as true the way `NSString.boolValue` does (`YES`, `true`, `1`).
    private static func isTrue(_ node: YAMLNode) -> Bool {
        guard let scalar = node.scalar else { return false }
        if case .bool(let value) = scalar.value { return value }
        guard let first = scalar.text.trimmingCharacters(in: .whitespaces).first else { return false }
        return "yYtT123456789".contains(first)
    }
}
