import Foundation
import QuickActionKit
import XcodeProject

/// Reads the app an application target builds: its Info.plist as built (`TargetBuild.infoPlist(file:)`), build
/// variables expanded from the target's resolved settings, and only the target's own member files (sources, strings,
/// catalogs): extensions, widgets and test bundles never lend the app their strings (xcode-project-facts.md).
enum TargetAppReader {
    static func read(_ builds: [TargetBuild]) throws(ProjectReadError) -> [ProjectApp] {
        var apps: [ProjectApp] = []
        for build in builds { apps.append(try read(build)) }
        return apps
    }

    /// The Info.plist file as the build reads it: preprocessed first when `INFOPLIST_PREPROCESS = YES`.
    static func infoPlistDocument(at path: String, build: TargetBuild) throws(ProjectReadError) -> PropertyListDocument
    {
        let data = try ProjectFile.contents(of: path)
        guard build.settings.value(of: "INFOPLIST_PREPROCESS")?.value.uppercased() == "YES",
            InfoPlistPreprocessor.hasDirectives(data)
        else { return try PropertyListDocument(data: data, file: path) }
        let definitions = InfoPlistPreprocessor.definitions(
            from: build.settings.value(of: "INFOPLIST_PREPROCESSOR_DEFINITIONS")?.value)
        return try PropertyListDocument(
            data: InfoPlistPreprocessor.preprocess(data, definitions: definitions, file: path), file: path)
    }

    static func read(_ build: TargetBuild) throws(ProjectReadError) -> ProjectApp {
        let infoPlistFile = build.infoPlistFile
        var fileRoot: PlistNode?
        if let infoPlistFile {
            if FileManager.default.fileExists(atPath: infoPlistFile) {
                fileRoot = try infoPlistDocument(at: infoPlistFile, build: build).root
            } else if !build.generatesInfoPlist && build.target.infoPlistProperties == nil {
                throw ProjectReadError(
                    build.infoPlistFileSetting ?? build.target.location,
                    "INFOPLIST_FILE of target '\(build.target.name)' names \(infoPlistFile), which does not exist; "
                        + "fix the path in the build settings")
            }
        }
        guard let root = build.infoPlist(file: fileRoot) else {
            throw ProjectReadError(
                build.target.location,
                "target '\(build.target.name)' has no Info.plist: set INFOPLIST_FILE, or GENERATE_INFOPLIST_FILE = YES")
        }
        let file = fileRoot != nil ? infoPlistFile! : build.project.file
        var reader = InfoPlistReader(root: root, file: file, settings: build.settings)
        var app = try reader.read()
        // The project's settings are all known, so a variable anywhere in the built Info.plist that none sets is
        // reported, not only in the keys the reader uses (xcodebuild would write it out empty).
        for variable in unresolvedVariables(in: root, settings: build.settings)
        where !app.unresolvedBuildVariables.contains(variable) {
            app.unresolvedBuildVariables.append(variable)
        }
        if root[InfoPlistKey.developmentRegion] == nil {
            app.localizations.developmentRegion = build.developmentLanguage
        }
        var (files, missing) = memberFiles(of: build.target)
        var notes = build.notes
        if !missing.isEmpty { notes.append(missingFilesNote(missing, target: build.target)) }
        app.origin = AppOrigin(
            reader: originReader(of: build.project.format), projectFile: build.project.file, target: build.target.name,
            configuration: build.configuration, infoPlistFile: fileRoot != nil ? infoPlistFile : nil,
            nameLocation: reader.nameLocation, deploymentTarget: build.deploymentTarget,
            appIconName: build.appIconName, notes: notes)
        app.origin.configurationReason = build.configurationReason
        files.sortByPath()
        // `#if DEBUG` and other flags are decided by the configuration read, as the compiler decides them.
        let flags = build.settings.value(of: "SWIFT_ACTIVE_COMPILATION_CONDITIONS")?.value
            .split(whereSeparator: \.isWhitespace).map(String.init).filter { $0 != "$(inherited)" }
        // `#available` is decided by the oldest iOS the app installs on, where that decides it.
        let sourceFacts = try AppContents.read(
            files, into: &app,
            conditions: CompilationConditions(
                flags: Set(flags ?? []),
                deploymentTarget: build.deploymentTarget))
        app.noteUnresolvedVariables(projectFolder: build.project.sourceRoot)
        return ProjectApp(app: app, sourceFacts: sourceFacts)
    }

    /// The target's member files sorted into the kinds the app reader uses, and those of them that are not on disk:
    /// generated before the build (SwiftGen, R.swift, credentials) or listed by the project but never committed.
    static func memberFiles(of target: ProjectTarget) -> (files: ProjectFiles, missing: [String]) {
        var files = ProjectFiles()
        var missing: [String] = []
        for listed in target.memberFiles {
            // The project lists an asset catalog as a folder, which reaches here as the files inside it (and a
            // synchronized folder as every file under it): the catalog is what the icon is looked up in.
            if let catalog = Self.assetCatalog(containing: listed) {
                if !files.assetCatalogs.contains(catalog) { files.assetCatalogs.append(catalog) }
                continue
            }
            let folder = ProjectPath.folder(of: listed)
            guard
                let kind = ProjectDiscovery.kind(
                    ofFileNamed: ProjectPath.name(of: listed), inFolderNamed: ProjectPath.name(of: folder))
            else { continue }
            guard let path = ProjectPath.existing(listed) else {
                missing.append(listed)
                continue
            }
            files.add(path, as: kind)
        }
        return (files, missing)
    }

    /// The `.xcassets` folder a member path is (or lies in), if any.
    static func assetCatalog(containing path: String) -> String? {
        if path.hasSuffix(".xcassets") { return path }
        guard let range = path.range(of: ".xcassets/") else { return nil }
        return String(path[..<range.lowerBound]) + ".xcassets"
    }

    /// One note for the target's files that are not in the checkout, naming the first few.
    static func missingFilesNote(_ missing: [String], target: ProjectTarget) -> FileProblem {
        let shown = missing.prefix(3).joined(separator: ", ")
        let more = missing.count > 3 ? " and \(missing.count - 3) more" : ""
        return FileProblem(
            location: target.location,
            message:
                "\(missing.count) file\(missing.count == 1 ? "" : "s") of target '\(target.name)' \(missing.count == 1 ? "is" : "are") "
                + "not in the checkout (generated before the build?): \(shown)\(more); what \(missing.count == 1 ? "it declares" : "they declare") is not read"
        )
    }

    /// The variables no setting defines in every string of a property-list tree, in file order.
    static func unresolvedVariables(in node: PlistNode, settings: ResolvedBuildSettings) -> [String] {
        switch node.kind {
        case .scalar(.string(let text)): settings.expand(text).unresolved
        case .scalar: []
        case .array(let nodes): nodes.flatMap { unresolvedVariables(in: $0, settings: settings) }
        case .dictionary(let entries): entries.flatMap { unresolvedVariables(in: $0.value, settings: settings) }
        }
    }

    private static func originReader(of format: ProjectModel.Format) -> AppOrigin.Reader {
        switch format {
        case .xcodeproj: .xcodeproj
        case .xcodegen: .xcodegen
        case .tuist: .tuist
        }
    }
}
