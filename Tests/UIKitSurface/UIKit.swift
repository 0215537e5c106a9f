// A transcription of the part of UIKit's Swift interface that QuickActionDispatch's glue
// (Sources/QuickActionDispatch/UIKit+QuickActionDispatch.swift) and the tutorial's app code use, so that both are
// type-checked on Linux, where UIKit does not exist (scripts/typecheck-uikit-glue.sh, run by `make test`).
//
// What is checked: every UIKit name, argument label, type, optionality and `@MainActor` isolation the glue and the
// tutorial use. The bodies below only make the module compile; nothing here runs.
// What is not: Apple's Objective-C `optional` delegate methods are written as requirements with default
// implementations, and Swift diagnoses a near miss only for `@objc optional` requirements (which need the
// Objective-C runtime), so a delegate method whose signature drifted from UIKit's would go unnoticed here.
// Availability is written as UIKit declares it, but Linux checks no iOS version, so deprecations (iOS 26 deprecates
// the launch-options key and the app delegate's performActionFor) are not checked either.
//
// Source: Apple's UIKit documentation pages (developer.apple.com/documentation/uikit/…), one cited per declaration;
// reference/seeds/uikit-UIApplicationShortcutItem.md for the item.
@_exported import Foundation  // as UIKit does: `import UIKit` brings Foundation

// MARK: - Quick action items

/// uiapplicationshortcuticon: `class UIApplicationShortcutIcon` (not main-actor isolated).
open class UIApplicationShortcutIcon: NSObject, NSCopying {
    /// uiapplicationshortcuticon/icontype: `enum IconType`, raw values from UIApplicationShortcutIconType in
    /// UIApplicationShortcutItem.h (platform-facts §2).
    public enum IconType: Int, @unchecked Sendable {
        case compose = 0
        case play, pause, add, location, search, share
        @available(iOS 9.1, *) case prohibit
        @available(iOS 9.1, *) case contact
        @available(iOS 9.1, *) case home
        @available(iOS 9.1, *) case markLocation
        @available(iOS 9.1, *) case favorite
        @available(iOS 9.1, *) case love
        @available(iOS 9.1, *) case cloud
        @available(iOS 9.1, *) case invitation
        @available(iOS 9.1, *) case confirmation
        @available(iOS 9.1, *) case mail
        @available(iOS 9.1, *) case message
        @available(iOS 9.1, *) case date
        @available(iOS 9.1, *) case time
        @available(iOS 9.1, *) case capturePhoto
        @available(iOS 9.1, *) case captureVideo
        @available(iOS 9.1, *) case task
        @available(iOS 9.1, *) case taskCompleted
        @available(iOS 9.1, *) case alarm
        @available(iOS 9.1, *) case bookmark
        @available(iOS 9.1, *) case shuffle
        @available(iOS 9.1, *) case audio
        @available(iOS 9.1, *) case update
    }

    /// uiapplicationshortcuticon/init(type:)
    public convenience init(type: UIApplicationShortcutIcon.IconType) { self.init() }
    /// uiapplicationshortcuticon/init(templateimagename:)
    public convenience init(templateImageName: String) { self.init() }
    /// uiapplicationshortcuticon/init(systemimagename:)
    public convenience init(systemImageName: String) { self.init() }

    public func copy(with zone: NSZone? = nil) -> Any { self }
}

/// uiapplicationshortcutitem (seeds/uikit-UIApplicationShortcutItem.md): `class UIApplicationShortcutItem`, a
/// subclass of NSObject conforming to NSCopying and NSMutableCopying; not main-actor isolated.
open class UIApplicationShortcutItem: NSObject, NSCopying, NSMutableCopying {
    fileprivate var storedType: String
    fileprivate var storedTitle: String
    fileprivate var storedSubtitle: String?
    fileprivate var storedIcon: UIApplicationShortcutIcon?
    fileprivate var storedUserInfo: [String: any NSSecureCoding]?
    fileprivate var storedTargetContentIdentifier: Any?

    /// uiapplicationshortcutitem/init(type:localizedtitle:localizedsubtitle:icon:userinfo:)
    public init(
        type: String, localizedTitle: String, localizedSubtitle: String?, icon: UIApplicationShortcutIcon?,
        userInfo: [String: any NSSecureCoding]? = nil
    ) {
        storedType = type
        storedTitle = localizedTitle
        storedSubtitle = localizedSubtitle
        storedIcon = icon
        storedUserInfo = userInfo
    }

    /// uiapplicationshortcutitem/init(type:localizedtitle:)
    public convenience init(type: String, localizedTitle: String) {
        self.init(type: type, localizedTitle: localizedTitle, localizedSubtitle: nil, icon: nil)
    }

    /// uiapplicationshortcutitem/type
    open var type: String { storedType }
    /// uiapplicationshortcutitem/localizedtitle
    open var localizedTitle: String { storedTitle }
    /// uiapplicationshortcutitem/localizedsubtitle
    open var localizedSubtitle: String? { storedSubtitle }
    /// uiapplicationshortcutitem/icon
    open var icon: UIApplicationShortcutIcon? { storedIcon }
    /// uiapplicationshortcutitem/userinfo (as uimutableapplicationshortcutitem/userinfo, without the setter)
    open var userInfo: [String: any NSSecureCoding]? { storedUserInfo }
    /// uiapplicationshortcutitem/targetcontentidentifier
    open var targetContentIdentifier: Any? { storedTargetContentIdentifier }

    public func copy(with zone: NSZone? = nil) -> Any { self }
    public func mutableCopy(with zone: NSZone? = nil) -> Any {
        UIMutableApplicationShortcutItem(
            type: type, localizedTitle: localizedTitle, localizedSubtitle: localizedSubtitle, icon: icon,
            userInfo: userInfo)
    }
}

/// uimutableapplicationshortcutitem: every property of the item, settable.
open class UIMutableApplicationShortcutItem: UIApplicationShortcutItem {
    open override var type: String {
        get { storedType }
        set { storedType = newValue }
    }
    open override var localizedTitle: String {
        get { storedTitle }
        set { storedTitle = newValue }
    }
    open override var localizedSubtitle: String? {
        get { storedSubtitle }
        set { storedSubtitle = newValue }
    }
    open override var icon: UIApplicationShortcutIcon? {  // @NSCopying in UIKit, which needs stored properties
        get { storedIcon }
        set { storedIcon = newValue }
    }
    open override var userInfo: [String: any NSSecureCoding]? {
        get { storedUserInfo }
        set { storedUserInfo = newValue }
    }
    open override var targetContentIdentifier: Any? {
        get { storedTargetContentIdentifier }
        set { storedTargetContentIdentifier = newValue }
    }
}

// MARK: - The application and its delegate

/// uiresponder: `@MainActor class UIResponder`.
@MainActor
open class UIResponder: NSObject {}

/// uiapplication: `@MainActor class UIApplication`.
@MainActor
open class UIApplication: UIResponder {
    private static let sharedApplication = UIApplication()

    /// uiapplication/shared
    open class var shared: UIApplication { sharedApplication }
    /// uiapplication/delegate
    unowned(unsafe) open var delegate: (any UIApplicationDelegate)?
    /// uiapplication/shortcutitems
    open var shortcutItems: [UIApplicationShortcutItem]?

    /// uiapplication/launchoptionskey: `struct LaunchOptionsKey`.
    public struct LaunchOptionsKey: Hashable, RawRepresentable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }

        /// uiapplication/launchoptionskey/shortcutitem: iOS 9.0 to 26.0 (deprecated in iOS 26).
        @available(iOS, introduced: 9.0, deprecated: 26.0)
        public static let shortcutItem = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsShortcutItemKey")
    }
}

/// uiapplicationdelegate: `@MainActor protocol UIApplicationDelegate : NSObjectProtocol`; its methods are
/// Objective-C `optional`, written here as requirements with default implementations.
@MainActor
public protocol UIApplicationDelegate: NSObjectProtocol {
    /// uiapplicationdelegate/application(_:willfinishlaunchingwithoptions:) (UIKit's default argument, `= nil`,
    /// cannot be written on a requirement; it only matters to callers, and UIKit is the caller.)
    func application(
        _ application: UIApplication,
        willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool
    /// uiapplicationdelegate/application(_:didfinishlaunchingwithoptions:)
    func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool
    /// uiapplicationdelegate/application(_:performactionfor:completionhandler:): iOS 9.0 to 26.0 (deprecated).
    @available(iOS, introduced: 9.0, deprecated: 26.0)
    func application(
        _ application: UIApplication, performActionFor shortcutItem: UIApplicationShortcutItem,
        completionHandler: @escaping (Bool) -> Void)
    /// uiapplicationdelegate/applicationdidenterbackground(_:)
    func applicationDidEnterBackground(_ application: UIApplication)
}

extension UIApplicationDelegate {
    public func application(
        _ application: UIApplication,
        willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool { true }
    public func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool { true }
    public func application(
        _ application: UIApplication, performActionFor shortcutItem: UIApplicationShortcutItem,
        completionHandler: @escaping (Bool) -> Void
    ) {}
    public func applicationDidEnterBackground(_ application: UIApplication) {}

    /// uiapplicationdelegate/main(): what `@main` on an app delegate calls.
    @MainActor @preconcurrency public static func main() {}
}

// MARK: - Scenes

/// uiscene: `@MainActor class UIScene : UIResponder`.
@MainActor
open class UIScene: UIResponder {
    /// uiscene/connectionoptions: `@MainActor class ConnectionOptions`.
    @MainActor
    open class ConnectionOptions: NSObject {
        /// uiscene/connectionoptions/shortcutitem, iOS 13
        open var shortcutItem: UIApplicationShortcutItem? { nil }
    }
}

/// uiwindowscene: `@MainActor class UIWindowScene : UIScene`.
@MainActor
open class UIWindowScene: UIScene {}

/// uiscenesession: `@MainActor class UISceneSession`.
@MainActor
open class UISceneSession: NSObject {}

/// uiscenedelegate: `@MainActor protocol UISceneDelegate : NSObjectProtocol`, its methods `optional`.
@MainActor
public protocol UISceneDelegate: NSObjectProtocol {
    /// uiscenedelegate/scene(_:willconnectto:options:)
    func scene(
        _ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions)
    /// uiscenedelegate/scenedidbecomeactive(_:)
    func sceneDidBecomeActive(_ scene: UIScene)
    /// uiscenedelegate/scenedidenterbackground(_:)
    func sceneDidEnterBackground(_ scene: UIScene)
}

extension UISceneDelegate {
    public func scene(
        _ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions
    ) {}
    public func sceneDidBecomeActive(_ scene: UIScene) {}
    public func sceneDidEnterBackground(_ scene: UIScene) {}
}

/// uiwindowscenedelegate: `@MainActor protocol UIWindowSceneDelegate : UISceneDelegate`, its methods `optional`.
@MainActor
public protocol UIWindowSceneDelegate: UISceneDelegate {
    /// uiwindowscenedelegate/window
    var window: UIWindow? { get set }
    /// uiwindowscenedelegate/windowscene(_:performactionfor:completionhandler:)
    func windowScene(
        _ windowScene: UIWindowScene, performActionFor shortcutItem: UIApplicationShortcutItem,
        completionHandler: @escaping (Bool) -> Void)
}

extension UIWindowSceneDelegate {
    public var window: UIWindow? {
        get { nil }
        set {}
    }
    public func windowScene(
        _ windowScene: UIWindowScene, performActionFor shortcutItem: UIApplicationShortcutItem,
        completionHandler: @escaping (Bool) -> Void
    ) {}
}

// MARK: - Windows and view controllers

/// uiviewcontroller: `@MainActor class UIViewController : UIResponder`.
@MainActor
open class UIViewController: UIResponder {}

/// uiwindow: `@MainActor class UIWindow : UIView`; UIView is left out, as nothing here uses it.
@MainActor
open class UIWindow: UIResponder {
    /// uiwindow/init(windowscene:), iOS 13
    public init(windowScene: UIWindowScene) {}
    /// uiwindow/rootviewcontroller
    open var rootViewController: UIViewController?
    /// uiwindow/makekeyandvisible()
    open func makeKeyAndVisible() {}
}
