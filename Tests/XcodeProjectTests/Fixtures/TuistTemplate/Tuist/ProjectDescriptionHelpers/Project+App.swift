import ProjectDescription

/// A project template in the shape of `tuist init`'s helpers: the manifest calls `Project.app(…)`.
extension Project {
    public static func app(name: String, bundlePrefix: String, shortcuts: [Plist.Value], extraTargets: [String]) -> Project {
        var targets = makeAppTargets(name: name, bundleId: "\(bundlePrefix).\(name)", shortcuts: shortcuts)
        targets += extraTargets.flatMap { makeFrameworkTargets(name: $0) }
        let settings = Settings.settings(configurations: [
            .debug(name: ConfigurationName.debug),
            .release(name: ConfigurationName.release, xcconfig: .relativeToRoot("Configs/Release.xcconfig")),
        ])
        return Project(name: name, organizationName: "Example Org", settings: settings, targets: targets)
    }

    private static func makeAppTargets(name: String, bundleId: String, shortcuts: [Plist.Value]) -> [Target] {
        let infoPlist: [String: Plist.Value] = [
            "CFBundleDisplayName": "$(PANTRY_DISPLAY_NAME)",
            "CFBundleShortVersionString": "1.0",
            "UILaunchStoryboardName": "LaunchScreen",
            "UIApplicationShortcutItems": .array(shortcuts),
        ]
        let main = Target.target(
            name: name,
            destinations: .iOS,
            product: .app,
            bundleId: bundleId,
            infoPlist: .extendingDefault(with: infoPlist),
            sources: ["Targets/\(name)/Sources/**"]
        )
        let tests = Target.target(
            name: "\(name)Tests",
            destinations: .iOS,
            product: .unitTests,
            bundleId: "\(bundleId)Tests",
            infoPlist: .default,
            sources: ["Targets/\(name)/Tests/**"],
            dependencies: [.target(name: name)]
        )
        return [main, tests]
    }

    private static func makeFrameworkTargets(name: String) -> [Target] {
        [
            .target(
                name: name, destinations: .iOS, product: .framework, bundleId: "org.example.\(name)",
                infoPlist: .default, sources: ["Targets/\(name)/Sources/**"])
        ]
    }
}
