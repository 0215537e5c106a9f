#if canImport(UIKit) && !os(tvOS) && !os(watchOS)
    import QuickActionKit
    import UIKit

    // UIKit glue, compiled where UIKit has Home Screen quick actions (iOS, iPadOS, Mac Catalyst, visionOS; tvOS has
    // UIKit but no UIApplicationShortcutItem, and watchOS has neither): converts UIKit's items and feeds the
    // dispatcher from the delegate methods' arguments.

    extension ShortcutItem {
        /// The model of a UIKit item. `UIApplicationShortcutIcon` cannot be read back, so the icon is left out.
        public init(_ item: UIApplicationShortcutItem) {
            self.init(
                type: item.type, localizedTitle: item.localizedTitle, localizedSubtitle: item.localizedSubtitle,
                userInfo: item.userInfo.flatMap {
                    PropertyListValue(foundationObject: $0 as [String: Any])?.dictionaryValue
                },
                targetContentIdentifier: item.targetContentIdentifier as? String)
        }

        /// A UIKit item to assign to `UIApplication.shared.shortcutItems`. A contact icon needs a `CNContact` and is
        /// left out.
        public var uiApplicationShortcutItem: UIApplicationShortcutItem {
            let item = UIMutableApplicationShortcutItem(
                type: type, localizedTitle: localizedTitle, localizedSubtitle: localizedSubtitle,
                icon: icon?.uiApplicationShortcutIcon,
                userInfo: userInfo?.compactMapValues { $0.foundationObject as? any NSSecureCoding })
            item.targetContentIdentifier = targetContentIdentifier
            return item
        }
    }

    extension ShortcutIcon {
        /// The UIKit icon; `nil` for a contact icon.
        public var uiApplicationShortcutIcon: UIApplicationShortcutIcon? {
            switch self {
            case .system(let type):
                UIApplicationShortcutIcon.IconType(rawValue: type.rawValue).map { UIApplicationShortcutIcon(type: $0) }
            case .systemImageName(let name): UIApplicationShortcutIcon(systemImageName: name)
            case .templateImageName(let name): UIApplicationShortcutIcon(templateImageName: name)
            case .contact: nil
            }
        }
    }

    extension QuickActionDispatcher {
        /// Call from `application(_:willFinishLaunchingWithOptions:)` and return its result.
        ///
        /// Deprecated where UIKit deprecates `UIApplication.LaunchOptionsKey.shortcutItem` (iOS 26; platform-facts
        /// §5): there a scene-based app receives the item through ``sceneWillConnect(options:)``.
        @available(iOS, deprecated: 26.0, message: "use a scene delegate and sceneWillConnect(options:)")
        @available(macCatalyst, deprecated: 26.0, message: "use a scene delegate and sceneWillConnect(options:)")
        @available(visionOS, deprecated: 26.0, message: "use a scene delegate and sceneWillConnect(options:)")
        @MainActor
        public func willFinishLaunching(options: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
            willFinishLaunching(
                launchShortcutItem: (options?[.shortcutItem] as? UIApplicationShortcutItem).map(ShortcutItem.init))
        }

        /// Call from `application(_:didFinishLaunchingWithOptions:)` and return its result.
        ///
        /// Deprecated with the launch options' shortcut item in iOS 26, as ``willFinishLaunching(options:)`` is.
        @available(iOS, deprecated: 26.0, message: "use a scene delegate and sceneWillConnect(options:)")
        @available(macCatalyst, deprecated: 26.0, message: "use a scene delegate and sceneWillConnect(options:)")
        @available(visionOS, deprecated: 26.0, message: "use a scene delegate and sceneWillConnect(options:)")
        @MainActor
        public func didFinishLaunching(options: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
            didFinishLaunching(
                launchShortcutItem: (options?[.shortcutItem] as? UIApplicationShortcutItem).map(ShortcutItem.init))
        }

        /// Call from `scene(_:willConnectTo:options:)`.
        @MainActor
        public func sceneWillConnect(options: UIScene.ConnectionOptions) {
            sceneWillConnect(shortcutItem: options.shortcutItem.map(ShortcutItem.init))
        }

        /// Call from `application(_:performActionFor:completionHandler:)` or
        /// `windowScene(_:performActionFor:completionHandler:)`.
        @MainActor
        public func performAction(for item: UIApplicationShortcutItem, completionHandler: @escaping (Bool) -> Void) {
            performAction(for: ShortcutItem(item), completion: completionHandler)
        }
    }
#endif
