import AppProject
import HomeScreen
import QuickActionKit
import QuickActionPreview

/// The JSON bodies of the API (Documentation/serve-contract.md, Sources/QuickActionServer/Resources/openapi.yaml).
enum APIPayload {
    struct AppList: Encodable {
        var device: DeviceKind
        var apps: [AppSummary]
    }

    struct AppSummary: Encodable {
        var id: String
        var name: String
        var version: String?
        var phase: AppPhase
        var position: Position
        var path: String
        var isNeighbour: Bool
        /// nil (JSON null) while the app does not read.
        var developmentRegion: String?
        var locales: [String]
        /// nil (JSON null) while the app does not read.
        var shape: AppShape?
        var hasAppShortcuts: Bool
        var revision: Int
        var error: ErrorDetail?

        enum CodingKeys: String, CodingKey {
            case id, name, version, phase, position, path, isNeighbour, developmentRegion, locales, shape
            case hasAppShortcuts, revision, error
        }

        /// Optional values are written as `null`, so every key is always present.
        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(id, forKey: .id)
            try container.encode(name, forKey: .name)
            try container.encode(version, forKey: .version)
            try container.encode(phase, forKey: .phase)
            try container.encode(position, forKey: .position)
            try container.encode(path, forKey: .path)
            try container.encode(isNeighbour, forKey: .isNeighbour)
            try container.encode(developmentRegion, forKey: .developmentRegion)
            try container.encode(locales, forKey: .locales)
            try container.encode(shape, forKey: .shape)
            try container.encode(hasAppShortcuts, forKey: .hasAppShortcuts)
            try container.encode(revision, forKey: .revision)
            try container.encode(error, forKey: .error)
        }
    }

    struct Position: Encodable, Hashable {
        var column: Int
        var row: Int
    }

    struct ErrorDetail: Encodable, Hashable {
        var message: String
        var file: String
        var line: Int?

        init(_ error: ProjectReadError) {
            message = error.description
            file = error.location.file
            line = error.location.line
        }
    }

    struct Menu: Encodable {
        var menu: HomeScreenMenu
        var layout: Layout
        var svg: String
        var truncations: [Truncation]
        var revision: Int
    }

    struct Layout: Encodable {
        var width: Double
        var height: Double
        var isRightToLeft: Bool
        var rows: [Row]

        init(_ layout: MenuLayout, menu: HomeScreenMenu) {
            width = Self.rounded(layout.width)
            height = Self.rounded(layout.height)
            isRightToLeft = layout.isRightToLeft
            rows = layout.rows.map { Row($0, menu: menu) }
        }

        /// Points to two decimals, as the SVG writes them.
        static func rounded(_ value: Double) -> Double { (value * 100).rounded() / 100 }
    }

    struct Row: Encodable {
        var kind: String
        var type: String?
        var system: String?
        var title: String
        var y: Double
        var height: Double
        var iconX: Double
        var isTruncated: Bool

        init(_ row: MenuLayout.Row, menu: HomeScreenMenu) {
            switch row.kind {
            case .appItem(let index):
                kind = "app"
                type = menu.items.indices.contains(index) ? menu.items[index].type : nil
            case .systemItem(let system):
                kind = "system"
                self.system = system.rawValue
            }
            title = row.title.map(\.text).joined(separator: " ")
            y = Layout.rounded(row.y)
            height = Layout.rounded(row.height)
            iconX = Layout.rounded(row.iconX)
            isTruncated = (row.title + row.subtitle).contains(where: \.isTruncated)
        }
    }

    struct LaunchChoice: Decodable {
        var shape: AppShape?
        var launchState: LaunchState?
        var locale: String?
    }

    struct Launch: Encodable {
        var report: LaunchReport
        var text: String
    }

    struct Registered: Encodable {
        var registered: Int
    }

    struct StateChange: Decodable {
        var phase: AppPhase
    }

    struct SiriRequest: Decodable {
        var utterance: String
        var locale: String?
        var hour: Int?
    }
}
