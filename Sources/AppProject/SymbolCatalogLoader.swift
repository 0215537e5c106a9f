import Foundation
import QuickActionKit
import XcodeProject

/// Reads an SF Symbols catalog in Apple's format from a folder (issue 7): the Mac's CoreGlyphs bundle when present,
/// else a folder the configuration or `QUICKACTIONS_SYMBOLS_CATALOG` names.
public enum SymbolCatalogLoader {
    /// Where macOS keeps the catalog.
    public static let systemLocation = "/System/Library/CoreServices/CoreGlyphs.bundle/Contents/Resources"
    public static let environmentVariable = "QUICKACTIONS_SYMBOLS_CATALOG"

    /// The catalog from `configured`, the environment variable, or the Mac's location, in that order; `nil` when none
    /// exists. A catalog that exists but cannot be read is an error.
    public static func locate(configured: String?) throws(ProjectReadError) -> SymbolCatalog? {
        let candidates = [configured, ProcessInfo.processInfo.environment[environmentVariable], systemLocation]
        for case let folder? in candidates
        where FileManager.default.fileExists(atPath: folder + "/name_availability.plist") {
            return try load(folder: folder)
        }
        if let configured { throw ProjectReadError(file: configured, "no name_availability.plist in this folder") }
        return nil
    }

    public static func load(folder: String) throws(ProjectReadError) -> SymbolCatalog {
        // The catalog is Apple's data the person points at, not the app's: read wherever it is (no boundary).
        let availabilityFile = folder + "/name_availability.plist"
        let availability = try PropertyListDocument(
            data: ProjectFile.contents(of: availabilityFile, within: nil), file: availabilityFile
        ).root.value
        guard case .dictionary(let names)? = availability.dictionaryValue?["symbols"],
            case .dictionary(let releases)? = availability.dictionaryValue?["year_to_release"]
        else {
            throw ProjectReadError(
                file: folder + "/name_availability.plist", "expected 'symbols' and 'year_to_release'")
        }
        var introducedIn: [String: String] = [:]
        for (name, release) in names {
            introducedIn[name] =
                release.stringValue.flatMap { releases[$0]?.dictionaryValue?["iOS"]?.stringValue } ?? "13.0"
        }
        var aliases: [String: String] = [:]
        let modern = folder + "/name_aliases.strings"
        if FileManager.default.fileExists(atPath: modern) {
            let document = try PropertyListDocument(data: ProjectFile.contents(of: modern, within: nil), file: modern)
            for (old, new) in document.root.value.dictionaryValue ?? [:] {
                aliases[old] = new.stringValue
            }
        }
        let legacy = folder + "/legacy_aliases.strings"
        if FileManager.default.fileExists(atPath: legacy) {
            for (old, entry) in try StringsFileParser.parse(
                try ProjectFile.contents(of: legacy, within: nil), file: legacy)
            {
                aliases[old] = entry.value
            }
        }
        return SymbolCatalog(introducedIn: introducedIn, aliases: aliases, source: folder)
    }
}
