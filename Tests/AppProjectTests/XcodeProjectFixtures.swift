import AppProject
import Foundation
import QuickActionKit

/// The hand-written Xcode, XcodeGen and Tuist projects of XcodeProjectTests (`Tests/XcodeProjectTests/Fixtures`, each
/// with an EXPECTED.md), read in place through `ProjectReader` as the tools read them.
enum XcodeProjectFixtures {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("XcodeProjectTests/Fixtures").path

    /// A fixture below `Fixtures/Projects`: `project("TwoApps")`, `project("Broken/Cycle")`.
    static func project(_ name: String) -> String { root + "/Projects/" + name }

    /// A fixture below `Fixtures`: `path("XcodeGenApp")`.
    static func path(_ relative: String) -> String { root + "/" + relative }

    /// The app of a fixture project, as `quickactions menu PATH [--target] [--configuration]` reads it.
    static func app(_ name: String, target: String? = nil, configuration: String? = nil) throws -> App {
        try ProjectReader(targetName: target, configuration: configuration).readApp(at: project(name))
    }

    /// Everything an app carries, encoded as JSON text: a string from another target that appears nowhere in it was
    /// not read.
    static func everything(in app: App) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.withoutEscapingSlashes]
        return String(decoding: try encoder.encode(app), as: UTF8.self)
    }
}

extension App {
    /// The types of the static items, build variables expanded.
    var staticTypes: [String?] { staticItems.map { $0.item?.type } }

    /// The literal titles of the dynamic items found in the Swift sources.
    var dynamicTitles: [String?] { dynamicItemsInSource.map(\.localizedTitle.literal) }

    /// The localizations of the InfoPlist strings tables read for the app.
    var tableLocalizations: [String] { localizations.tables.map(\.localization).sorted() }
}
