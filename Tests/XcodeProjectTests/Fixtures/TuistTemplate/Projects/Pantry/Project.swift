import ProjectDescription
import ProjectDescriptionHelpers

let project = Project.app(
    name: "Pantry",
    bundlePrefix: "org.example",
    shortcuts: [
        [
            "UIApplicationShortcutItemType": "org.example.pantry.add",
            "UIApplicationShortcutItemTitle": "Add Groceries",
            "UIApplicationShortcutItemIconType": "UIApplicationShortcutIconTypeAdd",
        ],
    ],
    extraTargets: ["PantryKit"]
)
