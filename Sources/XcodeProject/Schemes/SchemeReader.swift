import Foundation
import QuickActionKit

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// What one shared scheme archives: the configuration its Archive action builds and the targets its Build action
/// builds for archiving (`xcshareddata/xcschemes/NAME.xcscheme`: `<ArchiveAction buildConfiguration="…">`,
/// `<BuildActionEntry buildForArchiving="YES">` with its `<BuildableReference BlueprintName="…">`). An App Store
/// build is an archive of a scheme (xcode-project-facts.md), so this is the configuration people get.
public struct SchemeArchive: Sendable, Hashable {
    /// The scheme's name: its file's name without `.xcscheme`.
    public var scheme: String
    public var configuration: String
    /// The targets archived, by name (`BlueprintName`).
    public var targets: [String]
    public var file: String

    public init(scheme: String, configuration: String, targets: [String], file: String) {
        self.scheme = scheme
        self.configuration = configuration
        self.targets = targets
        self.file = file
    }
}

/// Reads the shared schemes of a `.xcodeproj` (user schemes in `xcuserdata` are one person's, not the project's).
public enum SchemeReader {
    /// The archives of the project's shared schemes, by scheme name, and a note for each scheme that cannot be read.
    public static func archives(in xcodeproj: String) -> (archives: [SchemeArchive], notes: [FileProblem]) {
        let folder = ProjectPath.join(xcodeproj, "xcshareddata/xcschemes")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        var archives: [SchemeArchive] = []
        var notes: [FileProblem] = []
        for name in names.sorted() where name.hasSuffix(".xcscheme") {
            let file = ProjectPath.join(folder, name)
            do {
                if let archive = try archive(in: file, scheme: String(name.dropLast(".xcscheme".count))) {
                    archives.append(archive)
                }
            } catch {
                notes.append(FileProblem(location: error.location, message: error.message))
            }
        }
        return (archives, notes)
    }

    /// One scheme's archive, nil when it has no Archive action with a configuration.
    static func archive(in file: String, scheme: String) throws(ProjectReadError) -> SchemeArchive? {
        let data = try ProjectFile.contents(of: file)
        if let problem = XMLInputCheck.problem(in: data) {
            throw ProjectReadError(
                file: file, "the scheme holds \(problem), so its archive configuration is not used")
        }
        let delegate = Delegate()
        let parser = XMLParser(data: data)
        parser.delegate = delegate
        // FoundationXML accepts a document cut short; a scheme is whole when its root element ends.
        guard parser.parse(), delegate.isComplete else {
            throw ProjectReadError(
                file: file, line: parser.lineNumber,
                "the scheme is not valid XML, so its archive configuration is not used; open and save it in Xcode")
        }
        guard let configuration = delegate.archiveConfiguration, !configuration.isEmpty else { return nil }
        return SchemeArchive(scheme: scheme, configuration: configuration, targets: delegate.targets, file: file)
    }

    private final class Delegate: NSObject, XMLParserDelegate {
        var archiveConfiguration: String?
        var targets: [String] = []
        /// Inside a `BuildActionEntry` that builds for archiving.
        private var inArchivedEntry = false
        /// The `Scheme` element ended.
        private(set) var isComplete = false

        func parser(
            _ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
            attributes: [String: String] = [:]
        ) {
            switch name {
            case "ArchiveAction": archiveConfiguration = attributes["buildConfiguration"]
            case "BuildActionEntry": inArchivedEntry = attributes["buildForArchiving"] != "NO"
            case "BuildableReference":
                if inArchivedEntry, let target = attributes["BlueprintName"], !targets.contains(target) {
                    targets.append(target)
                }
            default: break
            }
        }

        func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
            if name == "BuildActionEntry" { inArchivedEntry = false }
            if name == "Scheme" { isComplete = true }
        }
    }
}
