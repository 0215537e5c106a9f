import Foundation
import QuickActionKit

/// Finds and reads the projects at a path: `.xcworkspace` / `.xcodeproj` bundles, XcodeGen `project.yml` and Tuist
/// `Project.swift` files, the path itself or found under it.
public enum ProjectLocator {
    /// Whether `path` names a project itself (not a folder holding one).
    public static func isProjectFile(_ path: String) -> Bool {
        let name = ProjectPath.name(of: path.hasSuffix("/") ? String(path.dropLast()) : path)
        return name.hasSuffix(".xcodeproj") || name.hasSuffix(".xcworkspace") || name == "project.yml"
            || name == "Project.swift"
    }

    /// The project files to read, from those a folder walk met (`ProjectFiles.projectFiles`): every `.xcodeproj`,
    /// the projects a workspace lists that lie elsewhere, and an XcodeGen or Tuist file only where no `.xcodeproj`
    /// sits beside it (a generated project is the more precise truth when it is checked in).
    public static func projectsToRead(from found: [String]) throws(ProjectReadError) -> [String] {
        var projects = found.filter { $0.hasSuffix(".xcodeproj") }
        // Compared tidied: the walk spells paths as the user did (`./App`), a workspace's locations are joined.
        var known = Set(projects.map(ProjectPath.standardize))
        for workspace in found where workspace.hasSuffix(".xcworkspace") {
            for project in try WorkspaceReader.projects(in: workspace)
            where !known.contains(ProjectPath.standardize(project)) && isPresent(project)
                && !isDependencyProject(project)
            {
                projects.append(project)
                known.insert(ProjectPath.standardize(project))
            }
        }
        let projectFolders = Set(projects.map(ProjectPath.folder(of:)))
        for file in found
        where file.hasSuffix("/project.yml") || file.hasSuffix("/Project.swift") || file == "project.yml"
            || file == "Project.swift"
        {
            if !projectFolders.contains(ProjectPath.folder(of: file)) { projects.append(file) }
        }
        return projects.sorted()
    }

    /// The projects a path names itself: a workspace's projects, or the one project.
    /// A `.xcodeproj` without its `project.pbxproj` (generated, not checked in) stands for the XcodeGen or Tuist
    /// project beside it.
    public static func projectsNamed(by path: String) throws(ProjectReadError) -> [String] {
        let trimmed = path.hasSuffix("/") ? String(path.dropLast()) : path
        if trimmed.hasSuffix(".xcworkspace") {
            return try WorkspaceReader.projects(in: trimmed).filter { isPresent($0) && !isDependencyProject($0) }
        }
        if trimmed.hasSuffix(".xcodeproj"), !ProjectDiscovery.isComplete(project: trimmed) {
            let folder = ProjectPath.folder(of: trimmed)
            for generator in ["project.yml", "Project.swift"]
            where FileManager.default.fileExists(atPath: ProjectPath.join(folder, generator)) {
                return [ProjectPath.join(folder, generator)]
            }
            throw ProjectReadError(
                file: trimmed,
                "this project has no project.pbxproj: it is generated and not checked in; generate it (xcodegen, "
                    + "tuist generate) or pass the folder that holds its project.yml or Project.swift")
        }
        return [trimmed]
    }

    /// Whether a project a workspace lists is there to read.
    private static func isPresent(_ project: String) -> Bool {
        project.hasSuffix(".xcodeproj")
            ? ProjectDiscovery.isComplete(project: project) : FileManager.default.fileExists(atPath: project)
    }

    /// Reads one project file of any format; a Tuist manifest's computed parts through `evaluator`.
    public static func read(
        _ file: String, evaluator: (any TuistManifestEvaluating)? = nil
    ) throws(ProjectReadError) -> ProjectModel {
        if file.hasSuffix(".xcodeproj") { return try PBXProjectReader.read(xcodeproj: file) }
        if file.hasSuffix("Project.swift") { return try TuistReader.read(projectFile: file, evaluator: evaluator) }
        return try XcodeGenReader.read(projectFile: file)
    }

    /// CocoaPods' generated `Pods.xcodeproj` builds libraries only.
    static func isDependencyProject(_ path: String) -> Bool {
        ProjectPath.name(of: path) == "Pods.xcodeproj"
    }
}
