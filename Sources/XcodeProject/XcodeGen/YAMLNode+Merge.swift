extension YAMLNode {
    /// This spec's value laid over `base`, as XcodeGen merges an including spec over its includes
    /// (`ProjectSpec/SpecFile.swift`, `Dictionary.merged(onto:)`; Docs/ProjectSpec.md, "Include"): mappings merge key
    /// by key, lists are appended to the base's, anything else replaces; a key ending in `:REPLACE` replaces the
    /// base's value whole.
    func merged(onto base: YAMLNode) -> YAMLNode {
        guard case .mapping(let ownEntries) = kind, case .mapping(var entries) = base.kind else { return self }
        for entry in ownEntries {
            if entry.key.hasSuffix(Self.replaceSuffix) {
                var replacement = entry
                replacement.key = String(entry.key.dropLast(Self.replaceSuffix.count))
                Self.set(replacement, in: &entries)
                continue
            }
            guard let index = entries.firstIndex(where: { $0.key == entry.key }) else {
                entries.append(entry)
                continue
            }
            var combined = entry
            switch (entry.value.kind, entries[index].value.kind) {
            case (.mapping, .mapping):
                combined.value = entry.value.merged(onto: entries[index].value)
            case (.sequence(let added), .sequence(let existing)):
                combined.value.kind = .sequence(existing + added)
            default:
                break
            }
            entries[index] = combined
        }
        var result = self
        result.kind = .mapping(entries)
        return result
    }

    private static let replaceSuffix = ":REPLACE"

    private static func set(_ entry: YAMLEntry, in entries: inout [YAMLEntry]) {
        if let index = entries.firstIndex(where: { $0.key == entry.key }) {
            entries[index] = entry
        } else {
            entries.append(entry)
        }
    }

    /// The mapping without `key`.
    func removing(_ key: String) -> YAMLNode {
        guard case .mapping(let entries) = kind else { return self }
        var result = self
        result.kind = .mapping(entries.filter { $0.key != key })
        return result
    }
}
