import AppProject
import ArgumentParser
import Foundation
import QuickActionExport
import QuickActionKit
import QuickActionPreview
import XcodeProject

extension ExportFormat: ExpressibleByArgument {}

/// `quickactions export`: the app's quick actions in another platform's format.
struct ExportCommand: DiagnosticCommand {
    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: "Write the app's quick actions for Android, the web, Linux desktops, Expo, Flutter or Info.plist.",
        discussion: """
            Exports the app's valid static items (and, with --dynamic, a dynamic-items file, or with \
            --include-dynamic, the dynamic items its code registers) in every locale the app has. android: res/xml/shortcuts.xml, res/values[-LOCALE]/quick_actions.xml and a VectorDrawable per \
            icon. web-manifest: a manifest per locale (lang and dir set) with its shortcuts and an SVG per icon. \
            desktop: a .desktop file's Actions and [Desktop Action] groups, with an SVG per icon for the hicolor \
            theme. expo: app.json's expo-quick-actions plugin entry and quick-actions.json per locale. flutter: \
            lib/quick_actions.g.dart. plist: Info.plist items and InfoPlist.strings per locale. What a platform \
            cannot take is reported on standard error, never dropped silently. Files are written whole to a \
            temporary name and renamed.
            """)

    @OptionGroup var project: ProjectOptions

    @OptionGroup var diagnostics: DiagnosticOptions

    @Option(name: .customLong("to"), help: "android, web-manifest, desktop, expo, flutter or plist.")
    var format: ExportFormat

    @Option(name: [.short, .customLong("output")], help: "The folder to write into (created when missing).")
    var output: String

    @Option(help: "A JSON file with dynamic items to export after the static ones (an array of shortcut items).")
    var dynamic: String?

    @Flag(help: "Also export the dynamic items the app's code registers, found in its Swift sources.")
    var includeDynamic = false

    @Option(help: "An existing file to merge into: a web app manifest, a .desktop file or an Expo app config.")
    var merge: String?

    @Option(help: "android: the application id the intents target (default: the bundle identifier).")
    var androidPackage: String?

    @Option(help: "android: the activity the intents open, absolute or starting with '.'.")
    var androidActivity = ".MainActivity"

    @Option(help: "web-manifest: each shortcut's URL; {type} stands for the item's type.")
    var url = "./?quick-action={type}"

    @Option(help: "desktop: the command an action runs before --quick-action=TYPE (default: the merged file's Exec).")
    var exec: String?

    func validate() throws {
        if merge != nil, ![.webManifest, .desktop, .expo].contains(format) {
            throw ValidationError("--merge takes a web-manifest, desktop or expo file, not \(format.rawValue)")
        }
        guard url.contains("{type}") else { throw ValidationError("--url must contain {type}") }
        if dynamic != nil, includeDynamic {
            throw ValidationError("--dynamic and --include-dynamic are alternatives; give one")
        }
    }

    func run() throws {
        let app = try project.readApp()
        let dynamicItems = try dynamic.map { path throws(ProjectReadError) in try ShortcutItemsFile.read(path) } ?? []
        let (set, readNotes): (QuickActionSet, [ConversionNote])
        do {
            (set, readNotes) = try QuickActionSet.forExport(
                of: app, dynamicItems: dynamicItems, includingSourceItems: includeDynamic)
        } catch {
            ConversionNotes.print(error.notes, file: app.infoPlist.file)
            throw error
        }
        var existing: (path: String, contents: String)?
        if let merge {
            guard let data = ProjectFile.read(merge), let text = String(data: data, encoding: .utf8)
            else { throw ConversionError(file: merge, "cannot read the file to merge into as UTF-8 text") }
            existing = (merge, text)
        }
        let options = ExportOptions(
            iconArtwork: { IconGlyphs.artwork(for: $0) }, androidPackage: androidPackage,
            androidActivity: androidActivity, urlTemplate: url, exec: exec, existing: existing)
        let result = try Exporter.export(set, to: format, options: options)
        for file in result.files {
            let path = (output as NSString).appendingPathComponent(file.path)
            do {
                try FileManager.default.createDirectory(
                    atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            } catch {
                throw ConversionError(file: path, "cannot create its folder: \(error.localizedDescription)")
            }
            try OutputFile.write(Data(file.contents.utf8), to: path)
            print(path)
        }
        ConversionNotes.print(readNotes + result.notes, file: app.infoPlist.file)
    }
}

/// Prints what a conversion could not carry over, one line each on standard error, compiler-style.
enum ConversionNotes {
    static func print(_ notes: [ConversionNote], file: String) {
        for note in notes {
            let message = (note.itemType.map { "\($0): " } ?? "") + note.message
            switch note.severity {
            case .warning: Diagnostics.warning(message, at: file)
            case .note: Diagnostics.note(message, at: file)
            }
        }
    }
}
