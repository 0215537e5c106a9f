import QuickActionKit

/// A target's XcodeGen `info` (Docs/ProjectSpec.md, "Plist"): the path XcodeGen writes the Info.plist to and the
/// keys it writes there.
struct XcodeGenInfo {
    let path: String
    /// The `path` value, for its location and the folder it is relative to.
    let pathNode: YAMLNode
    /// XcodeGen's generated keys, then `properties` over them, as the file XcodeGen writes holds them.
    let properties: PlistNode

    /// nil when the target has no `info`. - Throws: when `info` has no `path` or `properties` is not a mapping.
    init?(_ entry: YAMLEntry?, productType: ProductType) throws(ProjectReadError) {
        guard let entry else { return nil }
        guard let pathEntry = entry.value["path"], let path = pathEntry.value.text else {
            throw ProjectReadError(
                entry.value.location, "info must be a mapping with the 'path' the Info.plist is written to")
        }
        self.path = path
        pathNode = pathEntry.value
        var entries = Self.generatedEntries(for: productType, at: entry.keyLocation)
        if let properties = entry.value["properties"] {
            guard case .dictionary(let stated) = Self.plistNode(properties.value).kind else {
                throw ProjectReadError(
                    properties.value.location,
                    "info.properties must be a mapping of Info.plist keys, not \(properties.value.shapeDescription)")
            }
            for statedEntry in stated {
                entries.removeAll { $0.key == statedEntry.key }
                entries.append(statedEntry)
            }
        }
        properties = PlistNode(location: entry.keyLocation, kind: .dictionary(entries))
    }

    /// The YAML value as a property-list node, each scalar typed as YAML types it (`true` a Boolean, `2` an
    /// integer, `"2"` a string), at its line and column.
    static func plistNode(_ node: YAMLNode) -> PlistNode {
        switch node.kind {
        case .scalar(let scalar):
            return PlistNode(location: node.location, kind: .scalar(scalar.propertyListValue))
        case .sequence(let elements):
            return PlistNode(location: node.location, kind: .array(elements.map(plistNode)))
        case .mapping(let entries):
            return PlistNode(
                location: node.location,
                kind: .dictionary(
                    entries.map { PlistEntry(key: $0.key, keyLocation: $0.keyLocation, value: plistNode($0.value)) }))
        }
    }

    /// The keys XcodeGen writes into every generated Info.plist (`XcodeGenKit/InfoPlistGenerator.swift`):
    /// identifier, name, development region, versions, executable (not for bundles) and package type by product.
    static func generatedEntries(for productType: ProductType, at location: SourceLocation) -> [PlistEntry] {
        var values: [(String, String)] = [
            ("CFBundleIdentifier", "$(PRODUCT_BUNDLE_IDENTIFIER)"),
            ("CFBundleInfoDictionaryVersion", "6.0"),
            ("CFBundleName", "$(PRODUCT_NAME)"),
            ("CFBundleDevelopmentRegion", "$(DEVELOPMENT_LANGUAGE)"),
            ("CFBundleShortVersionString", "1.0"),
            ("CFBundleVersion", "1"),
        ]
        if productType != .bundle { values.append(("CFBundleExecutable", "$(EXECUTABLE_NAME)")) }
        let packageType: String? =
            switch productType {
            case .unitTestBundle, .uiTestBundle, .bundle: "BNDL"
            case .application, .watchApp: "APPL"
            case .framework: "FMWK"
            case .appExtension: "XPC!"
            default: nil
            }
        if let packageType { values.append(("CFBundlePackageType", packageType)) }
        return values.map {
            PlistEntry(
                key: $0.0, keyLocation: location, value: PlistNode(location: location, kind: .scalar(.string($0.1))))
        }
    }
}
