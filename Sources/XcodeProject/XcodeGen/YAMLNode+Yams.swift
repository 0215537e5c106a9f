import QuickActionKit
import Yams

extension YAMLNode {
    /// XcodeGen's resolver: Yams' default without the null rule, so `~` and `null` stay strings
    /// (`ProjectSpec/Yaml.swift`, `loadYamlDictionary`).
    static let resolver = Resolver.default.removing(.null)

    /// The document of a spec file; an empty document is an empty mapping, as XcodeGen reads it.
    /// - Throws: `ProjectReadError` at the line Yams reports when the text is not valid YAML.
    static func parse(_ text: String, file: String, pathPrefix: String) throws(ProjectReadError) -> YAMLNode {
        let root: Node?
        do {
            root = try Yams.compose(yaml: text, resolver)
        } catch let error as YamlError {
            throw invalidYAML(error, file: file)
        } catch {
            throw ProjectReadError(file: file, "invalid YAML: \(error)")
        }
        guard let root else {
            return YAMLNode(kind: .mapping([]), location: SourceLocation(file: file, line: 1), pathPrefix: pathPrefix)
        }
        var budget = maximumNodes
        return try YAMLNode(root, file: file, pathPrefix: pathPrefix, depth: 0, budget: &budget)
    }

    /// The most values a spec may expand to, aliases counted at every use: XcodeGen specs of large apps have
    /// thousands. Yams shares an anchored value among its aliases, so a "billion laughs" document (anchors of nine
    /// aliases, nine deep) is small until it is expanded; it is refused here, as XML entity expansion is (issue 34).
    static let maximumNodes = 200_000

    private init(
        _ node: Node, file: String, pathPrefix: String, depth: Int, budget: inout Int
    ) throws(ProjectReadError) {
        let location = SourceLocation(file: file, line: node.mark?.line, column: node.mark?.column)
        // Aliases are expanded by Yams; a document that nests this deep is an alias bomb, not a project.
        guard depth < 200 else { throw ProjectReadError(location, "the YAML nests too deep to be a project spec") }
        budget -= 1
        guard budget >= 0 else {
            throw ProjectReadError(
                location,
                "the YAML expands to more than \(Self.maximumNodes) values (aliases of aliases?); a project spec "
                    + "has far fewer, so write the repeated values out or anchor fewer levels")
        }
        self.location = location
        self.pathPrefix = pathPrefix
        switch node {
        case .scalar(let scalar):
            kind = .scalar(Self.scalar(scalar, tag: Self.resolver.resolveTag(of: node)))
        case .sequence(let sequence):
            var elements: [YAMLNode] = []
            for element in sequence {
                elements.append(
                    try YAMLNode(element, file: file, pathPrefix: pathPrefix, depth: depth + 1, budget: &budget))
            }
            kind = .sequence(elements)
        case .mapping(let mapping):
            kind = .mapping(
                try Self.entries(of: mapping, file: file, pathPrefix: pathPrefix, depth: depth, budget: &budget))
        case .alias:
            throw ProjectReadError(location, "the YAML alias could not be resolved")
        }
    }

    /// A mapping's entries in file order; `<<: *anchor` merge keys add the anchored entries the mapping does not
    /// state itself (YAML merge keys, which XcodeGen's Yams loading applies).
    private static func entries(
        of mapping: Node.Mapping, file: String, pathPrefix: String, depth: Int, budget: inout Int
    ) throws(ProjectReadError) -> [YAMLEntry] {
        var own: [YAMLEntry] = []
        var merged: [YAMLEntry] = []
        for (key, value) in mapping {
            let keyLocation = SourceLocation(file: file, line: key.mark?.line, column: key.mark?.column)
            guard case .scalar(let keyScalar) = key else {
                throw ProjectReadError(keyLocation, "a mapping key must be a plain value, not a mapping or list")
            }
            let node = try YAMLNode(value, file: file, pathPrefix: pathPrefix, depth: depth + 1, budget: &budget)
            if Self.resolver.resolveTag(of: key) == .merge {
                let sources = node.elements ?? [node]
                for source in sources {
                    guard let entries = source.entries else {
                        throw ProjectReadError(node.location, "a '<<' merge key must name a mapping")
                    }
                    merged += entries
                }
            } else {
                own.append(YAMLEntry(key: keyScalar.string, keyLocation: keyLocation, value: node))
            }
        }
        for entry in merged where !own.contains(where: { $0.key == entry.key }) { own.append(entry) }
        return own
    }

    private static func scalar(_ scalar: Node.Scalar, tag: Tag.Name) -> YAMLScalar {
        let text = scalar.string
        guard scalar.style == .plain || scalar.style == .any else { return YAMLScalar(text: text, value: .string) }
        let node = Node.scalar(scalar)
        switch tag {
        case .bool: return YAMLScalar(text: text, value: node.bool.map { .bool($0) } ?? .string)
        case .int: return YAMLScalar(text: text, value: node.int.map { .integer($0) } ?? .string)
        case .float: return YAMLScalar(text: text, value: node.float.map { .real($0) } ?? .string)
        default: return YAMLScalar(text: text, value: .string)
        }
    }

    /// Yams' problem and position as one line (its description adds a multi-line snippet).
    private static func invalidYAML(_ error: YamlError, file: String) -> ProjectReadError {
        switch error {
        case .scanner(let context, let problem, let mark, _), .parser(let context, let problem, let mark, _),
            .composer(let context, let problem, let mark, _):
            return ProjectReadError(
                file: file, line: mark.line, column: mark.column,
                "invalid YAML: \(context?.description ?? "")\(problem)")
        default:
            let firstLine = error.description.split(separator: "\n").first.map(String.init) ?? "\(error)"
            return ProjectReadError(file: file, "invalid YAML: \(firstLine)")
        }
    }
}
