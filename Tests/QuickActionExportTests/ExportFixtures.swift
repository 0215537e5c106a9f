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
}
