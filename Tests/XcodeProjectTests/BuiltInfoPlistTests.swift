import QuickActionKit
import Testing
import XcodeProject

/// `TargetBuild.infoPlist(file:)`: the Info.plist file merged with the keys Xcode generates from build settings.
@Suite("Info.plist as built")
struct BuiltInfoPlistTests {
    let location = SourceLocation(file: "App.xcodeproj/project.pbxproj", line: 10)

    func build(_ settings: [String: String], properties: PlistNode? = nil) throws -> TargetBuild {
        let assignments = settings.sorted { $0.key < $1.key }.map {
            BuildSettingAssignment(name: $0.key, value: $0.value, location: location)
        }
        let target = ProjectTarget(
            name: "Notes", productType: .application, location: location,
            settingsLevels: ["Release": [BuildSettingsLevel(name: "target", assignments: assignments)]],
            infoPlistProperties: properties)
        let project = ProjectModel(
            format: .xcodeproj, file: location.file, name: "App", sourceRoot: ".", targets: [target])
        return try TargetBuild(project: project, target: target)
    }

    func file(_ entries: [(String, PlistNode.Kind)]) -> PlistNode {
        let fileLocation = SourceLocation(file: "Info.plist", line: 3)
        return PlistNode(
            location: fileLocation,
            kind: .dictionary(
                entries.map {
                    PlistEntry(
                        key: $0.0, keyLocation: fileLocation, value: PlistNode(location: fileLocation, kind: $0.1))
                }))
    }

    @Test("Without GENERATE_INFOPLIST_FILE the file is the Info.plist, and without a file there is none")
    func notGenerated() throws {
        let build = try build(["INFOPLIST_KEY_CFBundleDisplayName": "Ignored"])
        #expect(build.infoPlist(file: nil) == nil)
        let root = try #require(build.infoPlist(file: file([("CFBundleName", .scalar(.string("Notes")))])))
        #expect(root["CFBundleDisplayName"] == nil)
    }

    @Test("Generated bundle keys only fill keys the file lacks; an INFOPLIST_KEY_ setting replaces the file's value")
    func precedence() throws {
        let build = try build([
            "GENERATE_INFOPLIST_FILE": "YES", "PRODUCT_NAME": "Notes Pro", "MARKETING_VERSION": "3.1",
            "INFOPLIST_KEY_CFBundleDisplayName": "Notes+",
        ])
        let root = try #require(
            build.infoPlist(
                file: file([
                    ("CFBundleName", .scalar(.string("From File"))),
                    ("CFBundleDisplayName", .scalar(.string("File Name"))),
                ])))
        #expect(root["CFBundleName"]?.value.value == .string("From File"))
        #expect(root["CFBundleShortVersionString"]?.value.value == .string("3.1"))
        #expect(root["CFBundleDisplayName"]?.value.value == .string("Notes+"))
        #expect(root["CFBundleDisplayName"]?.value.location == location)
    }

    @Test("Generated keys take their plist types: Booleans, lists, device suffixes, and _Generation dictionaries")
    func types() throws {
        let build = try build([
            "GENERATE_INFOPLIST_FILE": "YES", "INFOPLIST_KEY_UIApplicationSupportsIndirectInputEvents": "YES",
            "INFOPLIST_KEY_UISupportedInterfaceOrientations_iPad":
                "UIInterfaceOrientationPortrait UIInterfaceOrientationLandscapeLeft",
            "INFOPLIST_KEY_UIApplicationSceneManifest_Generation": "YES",
            "INFOPLIST_KEY_UILaunchScreen_Generation": "YES",
        ])
        let root = try #require(build.infoPlist(file: nil))
        #expect(root["UIApplicationSupportsIndirectInputEvents"]?.value.value == .bool(true))
        #expect(
            root["UISupportedInterfaceOrientations~ipad"]?.value.value
                == .array([.string("UIInterfaceOrientationPortrait"), .string("UIInterfaceOrientationLandscapeLeft")]))
        #expect(root["UILaunchScreen"]?.value.value == .dictionary([:]))
        #expect(
            root["UIApplicationSceneManifest"]?.value.value
                == .dictionary(["UIApplicationSupportsMultipleScenes": .bool(true)]))
    }

    @Test("A generated scene manifest adds to the file's dictionary without replacing what the file sets")
    func sceneManifestMerge() throws {
        let build = try build([
            "GENERATE_INFOPLIST_FILE": "YES", "INFOPLIST_KEY_UIApplicationSceneManifest_Generation": "YES",
        ])
        let configurations = PlistNode(location: location, kind: .scalar(.string("Default Configuration")))
        let manifest = PlistNode.Kind.dictionary([
            PlistEntry(
                key: "UIApplicationSupportsMultipleScenes", keyLocation: location,
                value: PlistNode(location: location, kind: .scalar(.bool(false)))),
            PlistEntry(key: "UISceneConfigurationName", keyLocation: location, value: configurations),
        ])
        let root = try #require(build.infoPlist(file: file([("UIApplicationSceneManifest", manifest)])))
        #expect(
            root["UIApplicationSceneManifest"]?.value.value
                == .dictionary([
                    "UIApplicationSupportsMultipleScenes": .bool(false),
                    "UISceneConfigurationName": .string("Default Configuration"),
                ]))
    }

    @Test("Keys the project format states itself (XcodeGen info.properties) replace the file's and the generated")
    func statedProperties() throws {
        let stated = file([("CFBundleDisplayName", .scalar(.string("Stated")))])
        let build = try build(
            ["GENERATE_INFOPLIST_FILE": "YES", "INFOPLIST_KEY_CFBundleDisplayName": "Generated"], properties: stated)
        let root = try #require(build.infoPlist(file: file([("CFBundleDisplayName", .scalar(.string("File")))])))
        #expect(root["CFBundleDisplayName"]?.value.value == .string("Stated"))
    }

    @Test("Release is built unless another configuration is asked for; one the project lacks is an error")
    func configurations() throws {
        let target = ProjectTarget(
            name: "Notes", productType: .application, location: location,
            settingsLevels: ["Debug": [], "Release": []])
        let project = ProjectModel(
            format: .xcodeproj, file: location.file, name: "App", sourceRoot: ".", defaultConfiguration: "Debug",
            targets: [target])
        #expect(try TargetBuild(project: project, target: target).configuration == "Release")
        #expect(try TargetBuild(project: project, target: target, configuration: "Debug").configuration == "Debug")
        #expect {
            try TargetBuild(project: project, target: target, configuration: "Beta")
        } throws: { error in
            (error as? ProjectReadError)?.message.contains("Debug, Release") == true
        }
    }
}
