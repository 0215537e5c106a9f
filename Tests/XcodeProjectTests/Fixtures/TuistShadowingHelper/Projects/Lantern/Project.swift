import ProjectDescription
import ProjectDescriptionHelpers

let appTarget = Target.target(
    name: Project.appName,
    product: .app,
    infoPlist: .extendingDefault(with: [
        "CFBundleDisplayName": "Lantern",
        "UIApplicationShortcutItems": [
            [
                "UIApplicationShortcutItemType": "org.example.lantern.dim",
                "UIApplicationShortcutItemTitle": "Dim Lights",
            ],
        ],
    ]),
    sources: ["Sources/**"]
)

let widgetTarget = Target.target(
    name: "LanternWidget",
    product: .appExtension,
    sources: ["Widget/**"]
)

let project = Project.lantern(name: Project.appName, targets: [appTarget, widgetTarget])
