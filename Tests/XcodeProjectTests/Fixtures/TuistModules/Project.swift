import ProjectDescription

/// The project's modules; each knows its target.
enum Module: String, CaseIterable {
    case app = "Trailhead"
    case widget = "TrailheadWidget"

    var target: Target {
        switch self {
        case .app:
            return .target(
                name: rawValue, destinations: .iOS, product: .app, bundleId: bundleIdentifier,
                infoPlist: .extendingDefault(with: appInfo), sources: ["Sources/App/**"])
        case .widget:
            return .target(
                name: rawValue, destinations: .iOS, product: .appExtension, bundleId: bundleIdentifier,
                infoPlist: .default, sources: ["Sources/Widget/**"])
        }
    }

    var bundleIdentifier: String {
        switch self {
        case .app: "org.example.trailhead"
        case .widget: "org.example.trailhead.widget"
        }
    }
}

let appInfo: [String: Plist.Value] = [
    "CFBundleDisplayName": "Trailhead",
    "UIApplicationShortcutItems": [shortcut("org.example.trailhead.record", "Record Hike")],
]

func shortcut(_ type: String, _ title: String) -> Plist.Value {
    ["UIApplicationShortcutItemType": .string(type), "UIApplicationShortcutItemTitle": .string(title)]
}

let project = Project(
    name: "Trailhead",
    targets: Module.allCases.map(\.target)
)
