import AppProject
import HomeScreen
import QuickActionKit
import QuickActionPreview

/// The JSON bodies of the API (Documentation/serve-contract.md, Sources/QuickActionServer/Resources/openapi.yaml).
enum APIPayload {
    struct AppList: Encodable {
        var device: DeviceKind
        var apps: [AppSummary]
        /// Each device's Home Screen grid (`DeviceKind`), so the page does not keep its own.
        var grids: [String: Grid]
        /// The languages written right to left (`LocaleFallback`), sorted.
        var rightToLeftLanguages: [String]
    }

    struct Grid: Encodable {
        var columns: Int
        var rows: Int
        /// The device's drawing in each era (`HomeScreenFrame`), keyed by the era's name.
        var frames: [String: HomeScreenFrame]

        init(_ device: DeviceKind) {
            columns = device.columns
            rows = device.rows
            frames = Dictionary(uniqueKeysWithValues: MenuEra.allCases.map { ($0.rawValue, .of(device, era: $0)) })
        }
    }

    struct AppSummary: Encodable {
        var id: String
        var name: String
        @ExplicitNull var version: String?
        var phase: AppPhase
        var position: Position
        var path: String
        var isNeighbour: Bool
        /// null while the app does not read.
        @ExplicitNull var developmentRegion: String?
        var locales: [LocaleIdentifier]
        /// null while the app does not read.
        @ExplicitNull var shape: AppShape?
        var hasAppShortcuts: Bool
        /// The app's icon (`GET /api/apps/{id}/icon`, with the revision so a changed icon is fetched again); null
        /// when its asset catalog has none, and the page draws a monogram.
        @ExplicitNull var iconURL: String?
        var revision: Int
        @ExplicitNull var error: ErrorDetail?
        /// Where the icon is and how its menu opens, by device and direction (`MenuPlacement`), so the page places
        /// icons and error cards without a copy of the rules.
        var homeScreen: [String: [String: Placement]]
    }

    struct Placement: Encodable, Hashable {
        var column: Int
        var row: Int
        /// The column counted from the screen's left.
        var physicalColumn: Int
        var attachment: MenuAttachment
        var alignedEdge: ScreenSide
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
        /// Where the menu opens on the screen (`HomeScreenScene`, as the previewer's Home Screen picture draws it).
        var screenFrame: ScreenRect
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
        /// The row stands for a construction in a loop: the app may register it any number of times.
        var isRepeatedAtRunTime = false

        init(_ row: MenuLayout.Row, menu: HomeScreenMenu) {
            switch row.kind {
            case .appItem(let index):
                kind = "app"
                type = menu.items.indices.contains(index) ? menu.items[index].type : nil
                isRepeatedAtRunTime = menu.items.indices.contains(index) && menu.items[index].repeatedAtRunTime == true
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

/// An optional written as JSON `null` when absent, where synthesized `Encodable` would leave the key out: the API's
/// objects always carry every key (openapi.yaml marks them nullable, not optional).
@propertyWrapper
struct ExplicitNull<Value: Encodable>: Encodable {
    var wrappedValue: Value?

    init(wrappedValue: Value?) {
        self.wrappedValue = wrappedValue
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        if let wrappedValue { try container.encode(wrappedValue) } else { try container.encodeNil() }
    }
}
