import AppProject
import Foundation
import QuickActionExport
import QuickActionKit
import QuickActionPreview

/// The example apps and the options the CLI uses, shared by the export tests.
enum ExportFixtures {
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().path

    static let examples = ["Brewlog", "Chirp", "PluginDemo", "Trailmix"]

    static func set(_ example: String) throws -> QuickActionSet {
        QuickActionSet(app: try ProjectReader().readProjectApp(at: packageRoot + "/Examples/" + example).app)
    }

    /// What the CLI passes: the previewer's glyphs.
    static let options = ExportOptions(iconArtwork: { IconGlyphs.artwork(for: $0) })

    /// An export's files, readable as an import source.
    struct MemorySource: ImportSource {
        var files: [String: Data]

        init(_ result: ExportResult) {
            files = Dictionary(uniqueKeysWithValues: result.files.map { ($0.path, Data($0.contents.utf8)) })
        }

        init(files: [String: String]) { self.files = files.mapValues { Data($0.utf8) } }

        init(data: [String: Data]) { files = data }

        func read(_ relativePath: String) -> Data? { files[relativePath] }

        func list(_ relativeFolder: String) -> [String] {
            let prefix = relativeFolder.isEmpty ? "" : relativeFolder + "/"
            return Set(
                files.keys.filter { $0.hasPrefix(prefix) }.compactMap {
                    $0.dropFirst(prefix.count).split(separator: "/").first.map(String.init)
                }
            ).sorted()
        }

        func display(_ relativePath: String) -> String { relativePath }
    }
}
