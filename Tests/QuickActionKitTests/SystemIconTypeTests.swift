import QuickActionKit
import Testing

@Suite("SystemIconType")
struct SystemIconTypeTests {
    /// UIKit's `UIApplicationShortcutIcon.IconType` cases in raw-value order (platform-facts §2).
    private let uikitOrder = [
        "compose", "play", "pause", "add", "location", "search", "share", "prohibit", "contact", "home",
        "markLocation", "favorite", "love", "cloud", "invitation", "confirmation", "mail", "message", "date", "time",
        "capturePhoto", "captureVideo", "task", "taskCompleted", "alarm", "bookmark", "shuffle", "audio", "update",
    ]

    @Test("There are exactly 29 types, raw values 0...28 in UIKit order")
    func casesAndRawValues() {
        #expect(SystemIconType.allCases.count == 29)
        #expect(SystemIconType.allCases.map(\.rawValue) == Array(0...28))
        #expect(SystemIconType.allCases.map(\.caseName) == uikitOrder)
    }

    @Test("Spot checks: compose 0, share 6, prohibit 7, markLocation 10, update 28")
    func spotChecks() {
        #expect(SystemIconType.compose.rawValue == 0)
        #expect(SystemIconType.share.rawValue == 6)
        #expect(SystemIconType.prohibit.rawValue == 7)
        #expect(SystemIconType.markLocation.rawValue == 10)
        #expect(SystemIconType.update.rawValue == 28)
        #expect(SystemIconType(rawValue: 29) == nil)
    }

    @Test("Types 0-6 were introduced in iOS 9.0, types 7-28 in iOS 9.1")
    func introducedIn() {
        for type in SystemIconType.allCases {
            #expect(type.introducedIn == (type.rawValue <= 6 ? "9.0" : "9.1"), "\(type)")
        }
        #expect(SystemIconType.share.introducedIn == "9.0")
        #expect(SystemIconType.prohibit.introducedIn == "9.1")
    }

    @Test("The Info.plist name is the prefix plus the capitalized case name")
    func infoPlistName() {
        #expect(SystemIconType.markLocation.infoPlistName == "UIApplicationShortcutIconTypeMarkLocation")
        #expect(SystemIconType.compose.infoPlistName == "UIApplicationShortcutIconTypeCompose")
        #expect(SystemIconType.taskCompleted.infoPlistName == "UIApplicationShortcutIconTypeTaskCompleted")
        #expect(SystemIconType.capturePhoto.infoPlistName == "UIApplicationShortcutIconTypeCapturePhoto")
    }

    @Test("init(infoPlistName:) round-trips for every case", arguments: SystemIconType.allCases)
    func infoPlistNameRoundTrips(type: SystemIconType) {
        #expect(SystemIconType(infoPlistName: type.infoPlistName) == type)
        #expect(SystemIconType(caseName: type.caseName) == type)
    }

    @Test(
        "An unknown or malformed Info.plist string gives nil",
        arguments: [
            "UIApplicationShortcutIconTypeSparkle", "markLocation", "UIApplicationShortcutIconTypemarkLocation",
            "UIApplicationShortcutIconType", "", "uiapplicationshortcuticontypesearch",
        ])
    func unknownInfoPlistName(name: String) {
        #expect(SystemIconType(infoPlistName: name) == nil)
    }
}
