import QuickActionKit

/// Reads an XcodeGen `project.yml` (with the specs it includes) into a `ProjectModel`, without running XcodeGen
/// (Docs/ProjectSpec.md in yonaskolb/XcodeGen): the project's name, development language, configurations and
/// settings, and each target's type, settings, xcconfig files, source files and `info.properties`.
///
/// Paths are as XcodeGen resolves them: relative to the spec that writes them. Every setting and Info.plist key keeps
/// the line it was written on. What is not evaluated (`targetTemplates`, setting `groups`, multi-platform targets) is
/// in `ProjectModel.notes`.
public enum XcodeGenReader {
    /// - Parameter path: the `project.yml`, as the user's path spells it; files are named relative to its folder.
    /// - Throws: `ProjectReadError` naming the file and line for invalid YAML, a missing or cyclic include, or a
    ///   value of the wrong shape (`targets` that is not a mapping, a setting that is a mapping, …).
    public static func read(projectFile path: String) throws(ProjectReadError) -> ProjectModel {
        let sourceRoot = ProjectPath.standardize(ProjectPath.folder(of: path))
        var loader = XcodeGenSpecLoader(rootFolder: sourceRoot)
        let spec = try loader.load(file: path)
        var project = XcodeGenProject(spec: spec, file: path, sourceRoot: sourceRoot)
        return try project.read()
    }
}
