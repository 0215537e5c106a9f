import QuickActionKit

extension TargetBuild {
    /// The target's Info.plist as the build makes it (xcode-project-facts.md, "Info.plist as built"), from the
    /// parsed `INFOPLIST_FILE` (nil when there is none), the keys generated from build settings when
    /// `GENERATE_INFOPLIST_FILE = YES`, and the keys the project format states itself (XcodeGen `info.properties`,
    /// Tuist `.extendingDefault`). nil when the target has none of the three.
    ///
    /// Precedence: a generated bundle key (`CFBundleName` from `PRODUCT_NAME`, …) only fills a key the file lacks;
    /// an `INFOPLIST_KEY_*` setting replaces the file's value, and a generated dictionary (the scene manifest) only
    /// adds the entries the file's dictionary lacks (observed; swift-build merges the two sides silently,
    /// swiftlang/swift-build#369); the project format's own keys replace both, as XcodeGen and Tuist write the file.
    public func infoPlist(file: PlistNode?) -> PlistNode? {
        let generates = generatesInfoPlist
        let properties = target.infoPlistProperties
        guard file != nil || generates || properties != nil else { return nil }
        let location = file?.location ?? SourceLocation(file: project.file)
        var entries: [PlistEntry] = []
        if case .dictionary(let fileEntries)? = file?.kind { entries = fileEntries }
        if generates {
            for entry in GeneratedInfoPlist.bundleEntries(for: self)
            where !entries.contains(where: { $0.key == entry.key }) {
                entries.append(entry)
            }
            for entry in GeneratedInfoPlist.settingEntries(for: self) { Self.merge(entry, into: &entries) }
        }
        if case .dictionary(let stated)? = properties?.kind {
            for entry in stated { Self.replace(entry, in: &entries) }
        }
        return PlistNode(location: location, kind: .dictionary(entries))
    }

    /// A generated entry over the file's: dictionaries gain the keys they lack, other values are replaced.
    private static func merge(_ entry: PlistEntry, into entries: inout [PlistEntry]) {
        guard let index = entries.firstIndex(where: { $0.key == entry.key }) else {
            entries.append(entry)
            return
        }
        guard case .dictionary(var existing) = entries[index].value.kind,
            case .dictionary(let generated) = entry.value.kind
        else {
            entries[index] = entry
            return
        }
        for child in generated where !existing.contains(where: { $0.key == child.key }) { existing.append(child) }
        entries[index].value.kind = .dictionary(existing)
    }

    private static func replace(_ entry: PlistEntry, in entries: inout [PlistEntry]) {
        if let index = entries.firstIndex(where: { $0.key == entry.key }) {
            entries[index] = entry
        } else {
            entries.append(entry)
        }
    }
}
