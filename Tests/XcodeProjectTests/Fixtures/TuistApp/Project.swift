import ProjectDescription

let releaseLabel = "beta"

let project = Project(
    name: "Chirp",
    options: .options(developmentRegion: "en"),
    settings: .settings(
        base: ["MARKETING_VERSION": "2.1"],
        configurations: [
            .debug(name: .debug, settings: ["SWIFT_ACTIVE_COMPILATION_CONDITIONS": "DEBUG"], xcconfig: "Configs/Debug.xcconfig"),
            .release(name: .release),
        ]
    ),
    targets: [
        .target(
            name: "Chirp",
            destinations: .iOS,
            product: .app,
            bundleId: "com.example.chirp",
            infoPlist: .extendingDefault(with: [
                "CFBundleDisplayName": "Chirp",
                "UIApplicationSupportsIndirectInputEvents": .boolean(true),
                "ChirpReleaseLabel": .string("\(releaseLabel) build"),
                "UIApplicationShortcutItems": [
                    [
                        "UIApplicationShortcutItemType": "com.example.chirp.compose",
                        "UIApplicationShortcutItemTitle": .string("New Chirp"),
                        "UIApplicationShortcutItemIconType": "UIApplicationShortcutIconTypeCompose",
                    ],
                    .dictionary([
                        "UIApplicationShortcutItemType": "com.example.chirp.search",
                        "UIApplicationShortcutItemTitle": "Search",
                        "UIApplicationShortcutItemIconType": "UIApplicationShortcutIconTypeSearch",
                        "UIApplicationShortcutItemUserInfo": ["version": .integer(2)],
                    ]),
                ],
            ]),
            sources: ["App/Sources/**"],
            resources: ["App/Resources/**"],
            settings: .settings(base: ["TARGETED_DEVICE_FAMILY": "1", "OTHER_SWIFT_FLAGS": .array(["-DCHIRP"])])
        ),
        .target(
            name: "ChirpWidget",
            destinations: [.iPhone],
            product: .appExtension,
            bundleId: "com.example.chirp.widget",
            infoPlist: .file(path: "Widget/Info.plist"),
            sources: [.glob("Widget/**", excluding: ["Widget/Info.plist"])]
        ),
    ]
)
