import Foundation
import QuickActionKit

extension XcodeGenProject {
    /// One entry of `targets` (Docs/ProjectSpec.md, "Target"), located at its key.
    mutating func target(_ entry: YAMLEntry, options: YAMLNode?) throws(ProjectReadError) -> ProjectTarget {
        let node = entry.value
        guard node.entries != nil else {
            throw ProjectReadError(
                node.location, "target '\(entry.key)' must be a mapping, not \(node.shapeDescription)")
        }
        let name = node["name"]?.value.text ?? entry.key
        if let templates = node["templates"] {
            notes.append(
                FileProblem(
                    location: templates.keyLocation,
                    message: "target templates are not evaluated; what they add to target '\(name)' is not read"))
        }
        let productType = try self.productType(of: node, target: name)
        let platform = platformName(of: node, target: name)
        var leading = try deploymentTarget(of: node, platform: platform)
        var sources = try XcodeGenSources(
            YAMLNode(kind: .sequence([]), location: node.location, pathPrefix: node.pathPrefix), sourceRoot: sourceRoot)
        if let entry = node["sources"] { sources = try XcodeGenSources(entry.value, sourceRoot: sourceRoot) }
        notes += sources.notes
        let info = try XcodeGenInfo(node["info"], productType: productType)
        if let info {
            leading.append(
                BuildSettingAssignment(
                    name: "INFOPLIST_FILE", value: projectRelativePath(info.path, writtenIn: info.pathNode),
                    location: info.pathNode.location))
        } else if let found = sources.infoPlist {
            leading.append(
                BuildSettingAssignment(
                    name: "INFOPLIST_FILE", value: relativeToSourceRoot(found), location: node.location))
        }
        var levels = try self.levels(
            scope: "target", settings: node["settings"], configFiles: node["configFiles"],
            presets: presets(of: node, productType: productType, platform: platform, options: options),
            leading: leading)
        addBundleIdentifier(to: &levels, target: name, options: options)
        return ProjectTarget(
            name: name, productType: productType, location: entry.keyLocation, settingsLevels: levels,
            memberFiles: (sources.files + (try localPackageSources(of: node))).sorted(),
            infoPlistProperties: infoPlistProperties(info, levels: levels, target: name))
    }

    /// `type`: XcodeGen's short name (`application`, `app-extension`, …) or the full identifier.
    private func productType(of node: YAMLNode, target: String) throws(ProjectReadError) -> ProductType {
        guard let entry = node["type"] else {
            if node["templates"] != nil { return .other }
            throw ProjectReadError(node.location, "target '\(target)' has no type; XcodeGen needs one (application, …)")
        }
        guard let type = entry.value.text else {
            throw ProjectReadError(
                entry.value.location, "type must be a product type, not \(entry.value.shapeDescription)")
        }
        let prefix = "com.apple.product-type."
        return ProductType(identifier: type.hasPrefix(prefix) ? type : prefix + type)
    }

    /// `platform`; for a list (a multi-platform target XcodeGen copies per platform) the first, with a note.
    private mutating func platformName(of node: YAMLNode, target: String) -> String? {
        guard let entry = node["platform"] else { return nil }
        if let elements = entry.value.elements {
            notes.append(
                FileProblem(
                    location: entry.keyLocation,
                    message: "multi-platform target '\(target)' is read once, for its first platform; XcodeGen makes "
                        + "one target per platform"))
            return elements.first?.text
        }
        return entry.value.text
    }

    private func deploymentTarget(of node: YAMLNode, platform: String?) throws(ProjectReadError)
        -> [BuildSettingAssignment]
    {
        guard let entry = node["deploymentTarget"] else { return [] }
        if entry.value.entries != nil { return try deploymentTargets(entry) }
        guard let version = entry.value.text, let platform,
            let setting = XcodeGenPlatform.deploymentTargetSetting[platform]
        else { return [] }
        return [BuildSettingAssignment(name: setting, value: version, location: entry.keyLocation)]
    }

    /// The presets of XcodeGen that tell an iOS app apart (`SettingPresets/Platforms/*.yml`,
    /// `SettingPresets/Product_Platform/application_iOS.yml`): `SDKROOT` by platform and the app icon name; none
    /// when `options.settingPresets` is `none` or `project`.
    private func presets(
        of node: YAMLNode, productType: ProductType, platform: String?, options: YAMLNode?
    ) -> [BuildSettingAssignment] {
        if let presets = options?["settingPresets"]?.value.text, ["none", "project"].contains(presets) { return [] }
        var result: [BuildSettingAssignment] = []
        if let platform, let sdk = XcodeGenPlatform.sdkRoot[platform], let entry = node["platform"] {
            result.append(BuildSettingAssignment(name: "SDKROOT", value: sdk, location: entry.keyLocation))
        }
        if productType == .application, platform == "iOS", let entry = node["type"] {
            result.append(
                BuildSettingAssignment(
                    name: "ASSETCATALOG_COMPILER_APPICON_NAME", value: "AppIcon", location: entry.keyLocation))
        }
        return result
    }

    /// `options.bundleIdPrefix`: `PRODUCT_BUNDLE_IDENTIFIER` = prefix.name where no level sets it (the name keeps
    /// letters, digits, `-` and `.`; `_` becomes `-`), as XcodeGen's `PBXProjGenerator` does.
    private func addBundleIdentifier(
        to levels: inout [String: [BuildSettingsLevel]], target: String, options: YAMLNode?
    ) {
        guard let entry = options?["bundleIdPrefix"], let prefix = entry.value.text else { return }
        let name = String(
            target.replacingOccurrences(of: "_", with: "-").filter {
                $0.isLetter || $0.isNumber || $0 == "-" || $0 == "."
            })
        for (configuration, targetLevels) in levels {
            let all = (settingsLevels(configuration) + targetLevels).flatMap(\.assignments)
            guard !all.contains(where: { $0.name == "PRODUCT_BUNDLE_IDENTIFIER" }), !targetLevels.isEmpty else {
                continue
            }
            levels[configuration]?[targetLevels.count - 1].assignments.append(
                BuildSettingAssignment(
                    name: "PRODUCT_BUNDLE_IDENTIFIER", value: "\(prefix).\(name)", location: entry.keyLocation))
        }
    }

    /// The generated Info.plist's keys, unless the target's settings name another `INFOPLIST_FILE` (then XcodeGen's
    /// generated file is not the one built; noted).
    private mutating func infoPlistProperties(
        _ info: XcodeGenInfo?, levels: [String: [BuildSettingsLevel]], target: String
    ) -> PlistNode? {
        guard let info else { return nil }
        let expected = projectRelativePath(info.path, writtenIn: info.pathNode)
        let named = levels.values.compactMap { $0.last?.assignments.last { $0.name == "INFOPLIST_FILE" } }
        if let other = named.first(where: { $0.value != expected }) {
            notes.append(
                FileProblem(
                    location: other.location,
                    message: "target '\(target)' sets INFOPLIST_FILE = \(other.value), so the Info.plist XcodeGen "
                        + "generates at \(expected) from info.properties is not the one built"))
            return nil
        }
        return info.properties
    }

    /// The Swift sources of the local packages (`packages: NAME: {path:}`) whose products the target depends on
    /// (`- package: NAME`, `product:` defaulting to the package's name): the package targets that product builds.
    private func localPackageSources(of node: YAMLNode) throws(ProjectReadError) -> [String] {
        guard let dependencies = node["dependencies"] else { return [] }
        guard let elements = dependencies.value.elements else {
            throw ProjectReadError(dependencies.value.location, "dependencies must be a list")
        }
        var files: [String] = []
        for dependency in elements {
            guard let package = dependency["package"]?.value.text,
                let packageNode = spec["packages"]?.value[package]?.value,
                let pathNode = packageNode["path"]?.value, let path = pathNode.text
            else { continue }
            let product = dependency["product"]?.value.text ?? package
            for folder in PackageManifest.sourceFolders(of: diskPath(path, writtenIn: pathNode), product: product) {
                files += PathGlob.files(under: folder).filter { $0.hasSuffix(".swift") }
            }
        }
        return files
    }

    private func settingsLevels(_ configuration: String) -> [BuildSettingsLevel] {
        projectLevels[configuration] ?? []
    }

    /// A path found on disk, relative to the project's folder.
    private func relativeToSourceRoot(_ path: String) -> String {
        if sourceRoot == "." { return path }
        return path.hasPrefix(sourceRoot + "/") ? String(path.dropFirst(sourceRoot.count + 1)) : path
    }
}
