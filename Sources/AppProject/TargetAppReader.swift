import Foundation
import QuickActionKit
import XcodeProject

/// Reads the app an application target builds: its Info.plist as built (`TargetBuild.infoPlist(file:)`), build
/// variables expanded from the target's resolved settings, and only the target's own member files (sources, strings,
/// catalogs): extensions, widgets and test bundles never lend the app their strings (xcode-project-facts.md).
enum TargetAppReader {
    static func read(_ builds: [TargetBuild], appNameOverride: String?) throws(ProjectReadError) -> [App] {
        var apps: [App] = []
        for build in builds {
            let build =
                if let appNameOverride {
                    try TargetBuild(
                        project: build.project, target: build.target, configuration: build.configuration,
                        overrides: ["PRODUCT_NAME": appNameOverride])
                } else {
                    build
                }
            apps.append(try read(build))
        }
        return apps
    }

    static func read(_ build: TargetBuild) throws(ProjectReadError) -> App {
        let infoPlistFile = build.infoPlistFile
        var fileRoot: PlistNode?
        if let infoPlistFile {
            if FileManager.default.fileExists(atPath: infoPlistFile) {
                fileRoot = try PropertyListDocument(contentsOf: infoPlistFile).root
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
        if root[InfoPlistKey.developmentRegion] == nil {
            app.localizations.developmentRegion = build.developmentLanguage
        }
        app.origin = AppOrigin(
            reader: originReader(of: build.project.format), projectFile: build.project.file, target: build.target.name,
            configuration: build.configuration, infoPlistFile: fileRoot != nil ? infoPlistFile : nil,
            nameLocation: reader.nameLocation, deploymentTarget: build.deploymentTarget,
            appIconName: build.appIconName, notes: build.project.notes)
        try AppContents.read(memberFiles(of: build.target), into: &app)
        return app
    }

    /// The target's member files sorted into the kinds the app reader uses.
    static func memberFiles(of target: ProjectTarget) -> ProjectFiles {
        var files = ProjectFiles()
        for path in target.memberFiles {
            let name = (path as NSString).lastPathComponent
            let parent = ((path as NSString).deletingLastPathComponent as NSString).lastPathComponent
            ProjectDiscovery.classify(path, name: name, parent: parent, into: &files)
        }
        files.sortByPath()
        return files
    }

    private static func originReader(of format: ProjectModel.Format) -> AppOrigin.Reader {
        switch format {
        case .xcodeproj: .xcodeproj
        case .xcodegen: .xcodegen
        case .tuist: .tuist
        }
    }
}
