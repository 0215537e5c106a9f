import Foundation
import QuickActionKit
import Synchronization
import XcodeProject

/// Reads iOS apps the way Xcode builds them: from the application targets of the `.xcodeproj`, workspace, XcodeGen
/// or Tuist project found at a path (`TargetAppReader`), and, for an app folder without a project, from its
/// Info.plist and the files around it (`FolderAppReader`).
public struct ProjectReader: Sendable {
    /// Replaces the product name otherwise taken from the project or the folder name (`--app-name`).
    public var appNameOverride: String?
    /// The application target to read when a project has several (`--target`).
    public var targetName: String?
    /// The build configuration whose settings are used (`--configuration`); the project's default otherwise.
    public var configuration: String?
    /// An xcconfig file applied over every configuration of every project read (`--xcconfig`, as `xcodebuild
    /// -xcconfig`): the settings a setup script or CI would otherwise provide (branding, a base xcconfig that is not
    /// checked in).
    public var xcconfig: String?

    public init(
        appNameOverride: String? = nil, targetName: String? = nil, configuration: String? = nil,
        xcconfig: String? = nil
    ) {
        self.appNameOverride = appNameOverride
        self.targetName = targetName
        self.configuration = configuration
        self.xcconfig = xcconfig
    }

    /// The one app at `path`, without the facts about its sources (`readProjectApp(at:)` reads both).
    public func readApp(at path: String) throws(ProjectReadError) -> App { try readProjectApp(at: path).app }

    /// Every app at `path`, without the facts about their sources (`readProjectApps(at:)` reads both).
    public func readApps(at path: String) throws(ProjectReadError) -> [App] { try readProjectApps(at: path).map(\.app) }

    /// The one app at `path` with the facts about its sources. With several, `--target` chooses; otherwise the ones
    /// declaring quick actions (static, dynamic, or App Shortcuts) are preferred, and if that still leaves several,
    /// the error lists them.
    public func readProjectApp(at path: String) throws(ProjectReadError) -> ProjectApp {
        let apps = try readProjectApps(at: path)
        if apps.count == 1 { return apps[0] }
        let withItems = apps.filter {
            !$0.app.staticItems.isEmpty || !$0.app.dynamicItemsInSource.isEmpty
                || !$0.app.appShortcuts.shortcuts.isEmpty
        }
        if withItems.count == 1 { return withItems[0] }
        let candidates = (withItems.isEmpty ? apps : withItems).map(\.app)
        let targets = candidates.compactMap(\.origin.target)
        if targets.count == candidates.count {
            throw ProjectReadError(
                file: path,
                "found \(targets.count) application targets (\(targets.joined(separator: ", "))); choose one",
                remedy: .target)
        }
        throw ProjectReadError(
            file: path,
            "found \(candidates.count) apps (\(candidates.map(\.infoPlist.file).joined(separator: ", "))); pass the "
                + "project or Info.plist of the one you mean")
    }

    /// Every app at `path` with the facts about its sources: a project (`.xcworkspace`, `.xcodeproj`, `project.yml`,
    /// `Project.swift`), a folder holding projects or app folders, or an Info.plist.
    public func readProjectApps(at path: String) throws(ProjectReadError) -> [ProjectApp] {
        var problems: [ProjectReadError]? = nil
        return try readProjectApps(at: path, problems: &problems)
    }

    /// `readProjectApps(at:)` for a tool that keeps going (lint): an application target of a folder's projects that
    /// cannot be read (a vendored library's example app without its Info.plist) is added to `problems` and the other
    /// apps are read; it still throws when no app can be read.
    public func readProjectApps(
        at path: String, problems: inout [ProjectReadError]
    ) throws(ProjectReadError) -> [ProjectApp] {
        var collected: [ProjectReadError]? = []
        defer { problems += collected ?? [] }
        return try readProjectApps(at: path, problems: &collected)
    }

    /// `problems` nil: the first target that cannot be read stops the reading.
    private func readProjectApps(
        at path: String, problems: inout [ProjectReadError]?
    ) throws(ProjectReadError) -> [ProjectApp] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw ProjectReadError(
                file: path, "no such file or folder; pass an app project folder, an .xcodeproj or its Info.plist")
        }
        if ProjectLocator.isProjectFile(path) {
            var strict: [ProjectReadError]? = nil
            let apps = try targetApps(in: try ProjectLocator.projectsNamed(by: path), path: path, problems: &strict)
            guard !apps.isEmpty else { throw noApplicationTarget(path) }
            return apps
        }
        if !isDirectory.boolValue {
            return [try FolderAppReader(appNameOverride: appNameOverride).readInfoPlist(at: path)]
        }
        let files = ProjectDiscovery.discover(root: path)
        let projects = try ProjectLocator.projectsToRead(from: files.projectFiles)
        var apps = try targetApps(in: projects, path: path, problems: &problems)
        if targetName != nil {
            guard !apps.isEmpty else { throw noApplicationTarget(path) }
            return apps
        }
        // App folders without a project: Info.plists outside every folder whose project builds an app.
        let projectRoots = apps.compactMap(\.app.origin.projectFile).map(Self.projectFolder(ofProjectFile:))
        let folderFiles = files.outside(projectRoots)
        if !folderFiles.infoPlists.isEmpty || apps.isEmpty {
            let folderApps = try FolderAppReader(appNameOverride: appNameOverride).readApps(
                files: folderFiles, at: path, allowNone: !apps.isEmpty)
            apps += folderApps
        }
        // Apps in the order of their folders, whether a project or folders found them; each folder worked out once,
        // not per comparison (`App.folder` goes through NSString's path functions).
        let folders = apps.map(\.app.folder)
        return apps.indices.sorted { (folders[$0], $0) < (folders[$1], $1) }.map { apps[$0] }
    }

    /// The application targets of the projects (the one `--target` names, when given), each read as an app.
    private func targetApps(
        in projects: [String], path: String, problems: inout [ProjectReadError]?
    ) throws(ProjectReadError) -> [ProjectApp] {
        var builds: [TargetBuild] = []
        var allApplicationTargets: [String] = []
        var builtInfoPlists: [ProjectReadError] = []
        let xcconfigLevel = try xcconfig.map { path throws(ProjectReadError) in
            BuildSettingsLevel(name: "--xcconfig", assignments: try XCConfigFile.assignments(at: path))
        }
        let overrides = appNameOverride.map { ["PRODUCT_NAME": $0] } ?? [:]
        for file in projects {
            let project = try ProjectLocator.read(file, evaluator: TuistManifestEvaluator())
            for target in project.targets {
                if let targetName, target.name == targetName, target.productType != .application {
                    throw ProjectReadError(
                        target.location,
                        "the target '\(targetName)' builds \(target.productType.displayName), not an app; its quick "
                            + "actions are the app's. Choose an application target", remedy: .target)
                }
                guard target.productType == .application else { continue }
                let build = try TargetBuild(
                    project: project, target: target, configuration: configuration, overrides: overrides,
                    xcconfig: xcconfigLevel)
                guard build.buildsForIOS else {
                    if target.name == targetName {
                        throw ProjectReadError(
                            target.location,
                            "the target '\(target.name)' does not build for iOS (SDKROOT \(build.value("SDKROOT") ?? "")"
                                + "); only iOS apps have Home Screen quick actions")
                    }
                    continue
                }
                // An Info.plist a build step writes cannot be read before a build: another of the project's apps
                // is read instead, and naming this one says why it cannot be.
                if let folder = build.infoPlistBuildFolder {
                    let problem = ProjectReadError(
                        build.infoPlistFileSetting ?? target.location,
                        "the Info.plist of target '\(target.name)' is written by its build into $(\(folder)), so it "
                            + "cannot be read from the project; build it and pass the built Info.plist, or choose "
                            + "another target", remedy: .target)
                    if target.name == targetName { throw problem }
                    builtInfoPlists.append(problem)
                    continue
                }
                allApplicationTargets.append(target.name)
                if let targetName, target.name != targetName { continue }
                builds.append(build)
            }
        }
        if let targetName, builds.isEmpty, !projects.isEmpty {
            throw ProjectReadError(
                file: path,
                "there is no application target '\(targetName)'; the application targets are: "
                    + (allApplicationTargets.isEmpty ? "none" : allApplicationTargets.joined(separator: ", ")))
        }
        // Every app's Info.plist is a build product: say so, rather than that there is no app.
        if builds.isEmpty, let problem = builtInfoPlists.first { throw problem }
        guard problems != nil, builds.count > 1 else { return try TargetAppReader.read(builds) }
        var apps: [ProjectApp] = []
        var failed: [ProjectReadError] = []
        for build in builds {
            do throws(ProjectReadError) {
                apps.append(try TargetAppReader.read(build))
            } catch {
                failed.append(error)
            }
        }
        if apps.isEmpty, let first = failed.first { throw first }
        problems? += failed
        return apps
    }

    private func noApplicationTarget(_ path: String) -> ProjectReadError {
        ProjectReadError(
            file: path,
            "the project has no application target (extensions, frameworks and test bundles have no quick actions"
                + "); pass the project of the app")
    }

    /// The app folders under a project folder, each with the error that stops its Info.plist from parsing (for
    /// tools that keep working while one app is broken, such as `quickactions serve`). An Info.plist that does not
    /// parse is listed as an app, since it cannot be told apart.
    public static func appFolders(under path: String) -> [(folder: String, error: ProjectReadError?)] {
        FolderAppReader.appFolders(under: path)
    }

    /// The folder that holds an app's sources and localizations: the Info.plist's folder, or the one above a support
    /// folder (`Supporting Files`, `Resources`, …).
    public static func appFolder(of infoPlist: String) -> String {
        FolderAppReader.appFolder(of: infoPlist)
    }
}

extension App {
    /// The folder the app lives in: its project's, or its Info.plist's app folder.
    fileprivate var folder: String {
        origin.projectFile.map(ProjectReader.projectFolder(ofProjectFile:))
            ?? ProjectReader.appFolder(of: infoPlist.file)
    }
}

extension ProjectReader {
    /// The folder a project file's targets live in: the folder holding `X.xcodeproj`, `project.yml` or
    /// `Project.swift`.
    public static func projectFolder(ofProjectFile file: String) -> String {
        let folder = (file as NSString).deletingLastPathComponent
        return folder.hasSuffix(".xcodeproj") ? (folder as NSString).deletingLastPathComponent : folder
    }
}
