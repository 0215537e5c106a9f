import Foundation
import QuickActionKit

/// Reads `X.xcodeproj/project.pbxproj` into a `ProjectModel` (xcode-project-facts.md, "project.pbxproj"): targets
/// with product types, build configurations with their xcconfig files, and each target's member files from its build
/// phases, Xcode 16 synchronized folders (minus the target's exceptions) and the local Swift packages it links.
public enum PBXProjectReader {
    /// - Parameter xcodeproj: the `.xcodeproj` folder, as the user's path spells it.
    /// - Throws: `ProjectReadError` naming the `project.pbxproj` (and line) when it cannot be read or is damaged.
    public static func read(xcodeproj: String) throws(ProjectReadError) -> ProjectModel {
        let file = ProjectPath.join(xcodeproj, "project.pbxproj")
        var parser = OpenStepPropertyListParser(data: try ProjectFile.contents(of: file), file: file)
        let root = try parser.parseDocument()
        let objects = try PBXObjects(root: root, file: file)
        guard let rootID = root["rootObject"]?.value.value.stringValue else {
            throw ProjectReadError(root.location, "the project has no rootObject; the file is damaged")
        }
        let project = try objects.object(rootID, referencedFrom: PBXObject(id: "root", node: root), key: "rootObject")
        let projectFolder = ProjectPath.folder(of: xcodeproj)
        let sourceRoot = ProjectPath.join(projectFolder, project.string("projectDirPath") ?? "")
        var reader = Reader(objects: objects, sourceRoot: sourceRoot)
        let projectConfigurations = try reader.configurations(of: project)
        let projectNotes = reader.takeConfigurationNotes()
        var targets: [ProjectTarget] = []
        for id in project.strings("targets") {
            let target = try objects.object(id, referencedFrom: project, key: "targets")
            guard target.isa == "PBXNativeTarget" else { continue }
            targets.append(try reader.target(target))
        }
        let schemes = SchemeReader.archives(in: xcodeproj)
        var model = ProjectModel(
            format: .xcodeproj, file: file, name: ProjectPath.stem(of: xcodeproj), sourceRoot: sourceRoot,
            developmentRegion: project.string("developmentRegion"), knownRegions: project.strings("knownRegions"),
            settingsLevels: projectConfigurations.levels, defaultConfiguration: projectConfigurations.defaultName,
            targets: targets, notes: reader.notes + schemes.notes, configurationNotes: projectNotes)
        model.schemeArchives = schemes.archives
        return model
    }

    /// The reading state of one project: its objects, where its files are, and what it could not read.
    private struct Reader {
        let objects: PBXObjects
        let sourceRoot: String
        let tree: PBXFileTree
        var notes: [FileProblem] = []
        var configurationNotes: [String: [FileProblem]] = [:]

        init(objects: PBXObjects, sourceRoot: String) {
            self.objects = objects
            self.sourceRoot = sourceRoot
            self.tree = PBXFileTree(objects: objects, sourceRoot: sourceRoot)
        }

        // MARK: Configurations

        /// Each configuration's levels (its xcconfig, then its `buildSettings`) and the list's default name.
        mutating func configurations(
            of owner: PBXObject
        ) throws(ProjectReadError) -> (levels: [String: [BuildSettingsLevel]], defaultName: String) {
            let scope = owner.isa == "PBXProject" ? "project" : "target"
            let list = try objects.object(
                owner.string("buildConfigurationList"), referencedFrom: owner, key: "buildConfigurationList")
            var levels: [String: [BuildSettingsLevel]] = [:]
            for id in list.strings("buildConfigurations") {
                let configuration = try objects.object(id, referencedFrom: list, key: "buildConfigurations")
                let name = configuration.string("name") ?? "Release"
                var configurationLevels: [BuildSettingsLevel] = []
                if let xcconfig = try xcconfigLevel(of: configuration, named: name, scope: scope) {
                    configurationLevels.append(xcconfig)
                }
                configurationLevels.append(
                    BuildSettingsLevel(name: scope, assignments: Self.assignments(in: configuration)))
                levels[name] = configurationLevels
            }
            return (levels, list.string("defaultConfigurationName") ?? "Release")
        }

        /// The assignments of a configuration's `buildSettings`, each at its key's line; a list value is joined with
        /// spaces, as Xcode passes it. Xcode applies them sorted by key (so `FOO[sdk=…]` comes after `FOO` and wins;
        /// swift-build's BuildConfiguration), not in file order.
        static func assignments(in configuration: PBXObject) -> [BuildSettingAssignment] {
            guard let settings = configuration.entry("buildSettings"),
                case .dictionary(let entries) = settings.value.kind
            else { return [] }
            return entries.sorted { $0.key < $1.key }.compactMap { entry in
                let value: String
                if let text = entry.value.value.stringValue {
                    value = text
                } else if let elements = entry.value.elements {
                    value = elements.compactMap { $0.value.stringValue }.joined(separator: " ")
                } else {
                    return nil
                }
                let (name, conditions) = BuildSettingName.parse(entry.key)
                return BuildSettingAssignment(
                    name: name, conditions: conditions, value: value, location: entry.keyLocation)
            }
        }

        /// The configuration's base xcconfig as a level; a file that is not in the checkout (CocoaPods' support
        /// files before `pod install`) is noted, not fatal, as the rest of the settings still hold.
        mutating func xcconfigLevel(
            of configuration: PBXObject, named name: String, scope: String
        ) throws(ProjectReadError) -> BuildSettingsLevel? {
            let path: String?
            if let reference = configuration.string("baseConfigurationReference") {
                path = tree.path(of: reference)
            } else if let anchor = configuration.string("baseConfigurationReferenceAnchor"),
                let relative = configuration.string("baseConfigurationReferenceRelativePath")
            {
                path = tree.path(of: anchor).map { ProjectPath.join($0, relative) }
            } else {
                return nil
            }
            guard let path, FileManager.default.fileExists(atPath: path) else {
                configurationNotes[name, default: []].append(
                    FileProblem(
                        location: configuration.location(of: "baseConfigurationReference"),
                        message: "the configuration file \(path ?? "of this configuration") is not in the checkout "
                            + "(generated by CocoaPods or another tool?); its settings are not applied"))
                return nil
            }
            let read = try XCConfigFile.projectAssignments(at: path)
            configurationNotes[name, default: []] += read.notes
            return BuildSettingsLevel(name: "\(scope) xcconfig", assignments: read.assignments)
        }

        // MARK: Targets

        mutating func target(_ target: PBXObject) throws(ProjectReadError) -> ProjectTarget {
            let name = target.string("name") ?? target.id
            let configurations = try configurations(of: target)
            var read = ProjectTarget(
                name: name, productType: ProductType(identifier: target.string("productType") ?? ""),
                location: target.location, settingsLevels: configurations.levels,
                memberFiles: try memberFiles(of: target))
            read.configurationNotes = takeConfigurationNotes()
            return read
        }

        /// The configuration notes gathered since the last call (those of one configuration list).
        mutating func takeConfigurationNotes() -> [String: [FileProblem]] {
            defer { configurationNotes = [:] }
            return configurationNotes
        }

        /// The files of the target's build phases, synchronized folders and linked local packages, each once, in the
        /// order the project lists them; then the Swift sources of the framework and library targets of this project
        /// it depends on (issue 31: code the app runs, such as items a framework registers).
        func memberFiles(of target: PBXObject, visiting: Set<String> = []) throws(ProjectReadError) -> [String] {
            var seen: Set<String> = []
            var files: [String] = []
            func add(_ paths: [String]) {
                for path in paths where seen.insert(path).inserted { files.append(path) }
            }
            for phaseID in target.strings("buildPhases") {
                guard let phase = objects[phaseID],
                    phase.isa == "PBXSourcesBuildPhase" || phase.isa == "PBXResourcesBuildPhase"
                else { continue }
                for buildFileID in phase.strings("files") {
                    guard let buildFile = objects[buildFileID], let reference = buildFile.string("fileRef"),
                        Self.isBuiltForIOS(buildFile)
                    else { continue }
                    add(tree.files(of: reference))
                }
            }
            add(synchronizedFiles(of: target))
            add(localPackageSources(of: target))
            for library in linkedLibraries(of: target) where !visiting.contains(library.id) {
                add(
                    try memberFiles(of: library, visiting: visiting.union([target.id])).filter {
                        $0.hasSuffix(".swift")
                    })
            }
            return files
        }

        /// Whether a build file is compiled for an iOS device: it has no platform filter, or its filters name `ios`
        /// (xcode-project-facts: Xcode writes `platformFilter = maccatalyst;` or `platformFilters = (macos, );` for a
        /// file built only for other platforms; issue 32: a Mac Catalyst-only scene delegate is not the iPhone app's).
        static func isBuiltForIOS(_ buildFile: PBXObject) -> Bool {
            let filters = buildFile.string("platformFilter").map { [$0] } ?? buildFile.strings("platformFilters")
            return filters.isEmpty || filters.contains("ios")
        }

        /// The framework and library targets of this project that `target` depends on (`dependencies` →
        /// `PBXTargetDependency` → `target`).
        func linkedLibraries(of target: PBXObject) -> [PBXObject] {
            let libraries: Set<ProductType> = [.framework, .staticFramework, .staticLibrary, .dynamicLibrary]
            return target.strings("dependencies").compactMap { id in
                guard let dependency = objects[id], let linkedID = dependency.string("target"),
                    let linked = objects[linkedID], linked.isa == "PBXNativeTarget",
                    libraries.contains(ProductType(identifier: linked.string("productType") ?? ""))
                else { return nil }
                return linked
            }
        }

        /// Xcode 16 synchronized folders: every file under a folder the target lists, except the target's
        /// `membershipExceptions`; a folder the target does not list still lends it the files its exceptions name
        /// for it (that is how Xcode records adding one file of another target's folder).
        func synchronizedFiles(of target: PBXObject) -> [String] {
            let listed = Set(target.strings("fileSystemSynchronizedGroups"))
            var files: [String] = []
            for group in objects.all(["PBXFileSystemSynchronizedRootGroup"]) {
                guard let folder = tree.path(of: group.id) else { continue }
                let exceptions = group.strings("exceptions").compactMap { objects[$0] }.filter {
                    $0.isa == "PBXFileSystemSynchronizedBuildFileExceptionSet" && $0.string("target") == target.id
                }
                let excepted = exceptions.flatMap { $0.strings("membershipExceptions") }
                if listed.contains(group.id) {
                    files += PBXFileTree.filesUnder(folder).filter { path in
                        !excepted.contains { Self.path(path, isUnder: ProjectPath.join(folder, $0)) }
                    }
                } else {
                    for relative in excepted { files += PBXFileTree.filesUnder(ProjectPath.join(folder, relative)) }
                    files += excepted.map { ProjectPath.join(folder, $0) }.filter {
                        FileManager.default.fileExists(atPath: $0)
                    }
                }
            }
            return files
        }

        static func path(_ path: String, isUnder excepted: String) -> Bool {
            path == excepted || path.hasPrefix(excepted + "/")
        }

        /// The Swift sources of the local Swift packages whose products the target links
        /// (`XCLocalSwiftPackageReference`, or a package folder referenced in the project's groups): the folders of
        /// the package targets the linked product builds, and those they depend on (issue 31); every `Sources`
        /// folder when the manifest cannot be read that far.
        func localPackageSources(of target: PBXObject) -> [String] {
            var folders: Set<String> = []
            for id in target.strings("packageProductDependencies") {
                guard let dependency = objects[id] else { continue }
                var packages: [String] = []
                if let packageID = dependency.string("package") {
                    guard let package = objects[packageID], package.isa == "XCLocalSwiftPackageReference",
                        let relative = package.string("relativePath")
                    else { continue }
                    packages = [ProjectPath.join(sourceRoot, relative)]
                } else {
                    packages = referencedPackageFolders()
                }
                for package in packages {
                    folders.formUnion(
                        PackageManifest.sourceFolders(of: package, product: dependency.string("productName")))
                }
            }
            return folders.sorted().flatMap { folder in PBXFileTree.filesUnder(folder).filter { $0.hasSuffix(".swift") }
            }
        }

        /// Folders referenced in the groups that hold a `Package.swift` (local packages added by dragging the
        /// folder in, whose product dependencies name no package object).
        func referencedPackageFolders() -> [String] {
            objects.all(["PBXFileReference"]).compactMap { reference in
                guard let path = tree.path(of: reference.id),
                    FileManager.default.fileExists(atPath: ProjectPath.join(path, "Package.swift"))
                else { return nil }
                return path
            }
        }
    }
}
