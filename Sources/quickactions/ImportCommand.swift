import AppProject
import ArgumentParser
import Foundation
import QuickActionExport
import QuickActionKit
import XcodeProject

/// `quickactions import`: another platform's quick actions written into an iOS app.
struct ImportCommand: DiagnosticCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Write another platform's quick actions into an iOS app's Info.plist and InfoPlist.strings.",
        discussion: """
            Reads Android's res/xml/shortcuts.xml (with the string resources of its res/values folders), a web app \
            manifest (and its localized siblings manifest.LOCALE.webmanifest) or a .desktop file, and replaces the \
            app's UIApplicationShortcutItems with its items, editing only those bytes of the Info.plist; each other \
            locale's texts go to LOCALE.lproj/InfoPlist.strings, keyed by the development texts (entries replaced \
            or appended, every other line kept). What has no iOS equivalent is reported on standard error. With \
            --dry-run nothing is written.
            """)

    @Argument(
        help: "The other platform's file: res/xml/shortcuts.xml, a web app manifest or a .desktop file.",
        completion: .file())
    var file: String

    @Option(name: .customLong("from"), help: "android, web-manifest or desktop.")
    var from: ImportFormat

    var format: ExportFormat { from.format }

    @Option(
        name: .customLong("into"), help: "The iOS app: a project, a folder holding one, an app folder or Info.plist.")
    var into: String

    @OptionGroup var build: BuildOptions

    @OptionGroup var diagnostics: DiagnosticOptions

    @Flag(help: "List the files that would change without writing them.")
    var dryRun = false

    func validate() throws {
        guard ExportFormat.importable.contains(format) else {
            throw ValidationError(
                "--from takes \(ExportFormat.importable.map(\.rawValue).joined(separator: ", ")), not \(format.rawValue)"
            )
        }
    }

    func run() throws {
        let app = try build.reader.readProjectApp(at: into).app
        ReadWarnings.print(for: app)
        guard FileManager.default.fileExists(atPath: file) else {
            throw ConversionError(file: file, "no such file")
        }
        let result = try Importer.read(
            file, from: format, source: FileSystemSource(),
            options: ImportOptions(
                developmentLocale: app.localizations.developmentRegion, typePrefix: app.bundleIdentifier))
        guard !result.set.items.isEmpty else { throw ConversionError(file: file, "no quick actions in the file") }
        let plan = try AppImport.plan(result.set, into: app) { ProjectFile.read($0) }
        for write in plan.writes {
            if !dryRun {
                try FileManager.default.createDirectory(
                    atPath: (write.path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
                try OutputFile.write(write.data, to: write.path)
            }
            print((dryRun ? "would write " : "wrote ") + write.path + (write.isNew ? " (new)" : ""))
        }
        ConversionNotes.print(result.notes + plan.notes, file: file)
    }
}

/// The file system, paths as given (relative to the current folder or absolute). What it reads is the import's
/// input, the file a person names and the files its format keeps beside it (an Android `res` folder's string
/// resources), not the app's: it is read wherever it is, with no repository boundary, as a symbols catalog is.
struct FileSystemSource: ImportSource {
    func read(_ relativePath: String) -> Data? { try? ProjectFile.load(relativePath, within: nil).get() }

    func list(_ relativeFolder: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: relativeFolder.isEmpty ? "." : relativeFolder)) ?? [])
            .sorted()
    }

    func display(_ relativePath: String) -> String { relativePath }
}
