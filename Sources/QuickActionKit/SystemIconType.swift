/// The system icon types of `UIApplicationShortcutIcon.IconType`, with UIKit's raw values.
///
/// Source: platform-facts §2 (UIKit SDK headers): 29 types; `compose` through `share` since iOS 9.0, the rest
/// since iOS 9.1; none added since.
public enum SystemIconType: Int, CaseIterable, Sendable, Hashable, Codable {
    case compose = 0
    case play = 1
    case pause = 2
    case add = 3
    case location = 4
    case search = 5
    case share = 6
    case prohibit = 7
    case contact = 8
    case home = 9
    case markLocation = 10
    case favorite = 11
    case love = 12
    case cloud = 13
    case invitation = 14
    case confirmation = 15
    case mail = 16
    case message = 17
    case date = 18
    case time = 19
    case capturePhoto = 20
    case captureVideo = 21
    case task = 22
    case taskCompleted = 23
    case alarm = 24
    case bookmark = 25
    case shuffle = 26
    case audio = 27
    case update = 28

    /// The prefix every Info.plist icon-type string starts with.
    public static let infoPlistPrefix = "UIApplicationShortcutIconType"

    /// The Swift case name, as written in `UIApplicationShortcutIcon(type: .markLocation)`.
    public var caseName: String {
        switch self {
        case .compose: "compose"
        case .play: "play"
        case .pause: "pause"
        case .add: "add"
        case .location: "location"
        case .search: "search"
        case .share: "share"
        case .prohibit: "prohibit"
        case .contact: "contact"
        case .home: "home"
        case .markLocation: "markLocation"
        case .favorite: "favorite"
        case .love: "love"
        case .cloud: "cloud"
        case .invitation: "invitation"
        case .confirmation: "confirmation"
        case .mail: "mail"
        case .message: "message"
        case .date: "date"
        case .time: "time"
        case .capturePhoto: "capturePhoto"
        case .captureVideo: "captureVideo"
        case .task: "task"
        case .taskCompleted: "taskCompleted"
        case .alarm: "alarm"
        case .bookmark: "bookmark"
        case .shuffle: "shuffle"
        case .audio: "audio"
        case .update: "update"
        }
    }

    /// The Info.plist form: `UIApplicationShortcutIconType` + the case name with a capital first letter,
    /// e.g. `UIApplicationShortcutIconTypeMarkLocation` (platform-facts §2).
    public var infoPlistName: String {
        Self.infoPlistPrefix + caseName.prefix(1).uppercased() + caseName.dropFirst()
    }

    /// The first iOS version with this icon type: 9.0 for raw values 0-6, 9.1 for the rest (platform-facts §2).
    public var introducedIn: String {
        rawValue <= SystemIconType.share.rawValue ? "9.0" : "9.1"
    }

    /// Creates the type named by an Info.plist string; `nil` for an unknown string, which iOS shows as no icon
    /// (platform-facts §2, observed).
    public init?(infoPlistName: String) {
        guard let match = Self.allCases.first(where: { $0.infoPlistName == infoPlistName }) else { return nil }
        self = match
    }

    /// Creates the type from its Swift case name (`markLocation`).
    public init?(caseName: String) {
        guard let match = Self.allCases.first(where: { $0.caseName == caseName }) else { return nil }
        self = match
    }
}
