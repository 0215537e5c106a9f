/// What XcodeGen's `platform` values set (SettingPresets/Platforms/*.yml and `Platform.deploymentTargetSetting` in
/// yonaskolb/XcodeGen).
enum XcodeGenPlatform {
    /// `SDKROOT` by platform.
    static let sdkRoot: [String: String] = [
        "iOS": "iphoneos", "macOS": "macosx", "tvOS": "appletvos", "watchOS": "watchos", "visionOS": "xros",
        "auto": "auto",
    ]

    /// The deployment-target setting by platform.
    static let deploymentTargetSetting: [String: String] = [
        "iOS": "IPHONEOS_DEPLOYMENT_TARGET", "macOS": "MACOSX_DEPLOYMENT_TARGET", "tvOS": "TVOS_DEPLOYMENT_TARGET",
        "watchOS": "WATCHOS_DEPLOYMENT_TARGET", "visionOS": "XROS_DEPLOYMENT_TARGET",
    ]
}
