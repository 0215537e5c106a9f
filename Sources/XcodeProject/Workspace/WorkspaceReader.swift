import Foundation
import QuickActionKit

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// Reads the projects an `.xcworkspace` lists in its `contents.xcworkspacedata`: `<FileRef location="group:A.xcodeproj">`
/// entries, possibly inside `<Group location="group:Folder">` elements. `group:` paths are relative to the enclosing
/// group (the workspace's folder at the top), `container:` to the workspace's folder, `absolute:` stand alone;
/// `self:` (a project's own embedded workspace) names no other project.
public enum WorkspaceReader {
    /// The `.xcodeproj` folders the workspace lists, in the order written.
    public static func projects(in workspace: String) throws(ProjectReadError) -> [String] {
        let file = ProjectPath.join(workspace, "contents.xcworkspacedata")
        let data = try ProjectFile.contents(of: file)
        // What Foundation's XMLParser on Linux traps on is refused before it is parsed (XMLInputCheck).
        if let problem = XMLInputCheck.problem(in: data) {
            throw ProjectReadError(
                file: file,
                "the workspace's contents hold \(problem); open and save the workspace in Xcode to repair it")
        }
        let delegate = Delegate(container: ProjectPath.folder(of: workspace))
        let parser = XMLParser(data: data)
        parser.delegate = delegate
        guard parser.parse() else {
            throw ProjectReadError(
                file: file, line: parser.lineNumber,
                "the workspace's contents are not valid XML; open and save the workspace in Xcode to repair it")
        }
        return delegate.projects
    }

    private final class Delegate: NSObject, XMLParserDelegate {
        let container: String
        var folders: [String]
        var projects: [String] = []

        init(container: String) {
            self.container = container
            self.folders = [container]
        }

        func parser(
            _ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
            attributes: [String: String] = [:]
        ) {
            let path = attributes["location"].flatMap(resolve)
            switch name {
            case "Group": folders.append(path ?? folders.last!)
            case "FileRef":
                if let path, path.hasSuffix(".xcodeproj") { projects.append(path) }
            default: break
            }
        }

        func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
            if name == "Group", folders.count > 1 { folders.removeLast() }
        }

        private func resolve(_ location: String) -> String? {
            guard let colon = location.firstIndex(of: ":") else { return nil }
            let path = String(location[location.index(after: colon)...])
            switch location[..<colon] {
            case "group": return ProjectPath.join(folders.last!, path)
            case "container": return ProjectPath.join(container, path)
            case "absolute": return ProjectPath.standardize(path)
            default: return nil
            }
        }
    }
}
