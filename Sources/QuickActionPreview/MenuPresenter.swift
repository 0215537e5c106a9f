import Foundation
import HomeScreen
import QuickActionKit

/// The question a menu answers: which app's menu, on which device, in which state and language (HomeScreen's
/// `MenuScenario` in one value, as `menu`, `preview`, `launch` and the server ask it).
public struct MenuRequest: Sendable, Hashable {
    /// The app's phase: installed and never launched (static items only), launched, or updated.
    public var phase: AppPhase
    /// The dynamic items the app registers; nil: those its Swift sources register (`App.dynamicItemsFromSource`).
    public var dynamicItems: [DynamicShortcutItem]?
    public var device: DeviceKind
    /// Decides the system item under the app's (Share, or Send Beta Feedback).
    public var distribution: Distribution
    public var position: HomeScreenPosition
    public var era: MenuEra
    /// The language to show; nil: the app's development region. A language the app lacks falls back as iOS does.
    public var locale: LocaleIdentifier?

    public init(
        phase: AppPhase = .launched, dynamicItems: [DynamicShortcutItem]? = nil, device: DeviceKind = .iphone,
        distribution: Distribution = .appStore, position: HomeScreenPosition = HomeScreenPosition(column: 1, row: 1),
        era: MenuEra = .classic, locale: LocaleIdentifier? = nil
    ) {
        self.phase = phase
        self.dynamicItems = dynamicItems
        self.device = device
        self.distribution = distribution
        self.position = position
        self.era = era
        self.locale = locale
    }
}

/// How a menu is drawn: what changes its pictures and measured text, not which items it has.
public struct MenuStyle: Sendable, Hashable {
    /// The Dynamic Type size titles are measured and drawn at (menu-geometry §2).
    public var textSize: TextSize
    public var appearance: Appearance
    /// Forces a layout direction; nil follows the locale.
    public var rightToLeft: Bool?
    /// Whether texts are measured with the fonts; false prints them in full (`--no-measure`).
    public var measures: Bool
    /// Device pixels per point the picture is drawn at (hairlines are one pixel).
    public var pixelScale: Int

    public init(
        textSize: TextSize = .L, appearance: Appearance = .light, rightToLeft: Bool? = nil, measures: Bool = true,
        pixelScale: Int = 3
    ) {
        self.textSize = textSize
        self.appearance = appearance
        self.rightToLeft = rightToLeft
        self.measures = measures
        self.pixelScale = pixelScale
    }
}

/// A composed menu and, when measured, its layout: every form the tools print is drawn from these two.
public struct PresentedMenu: Sendable {
    public var menu: HomeScreenMenu
    /// Nil when the style does not measure, or no measurer was given.
    public var layout: MenuLayout?

    /// The terminal drawing (`MenuTextRenderer`).
    public var text: String { MenuTextRenderer().render(menu, layout: layout) }

    /// The menu as JSON (`HomeScreenMenu.jsonData`).
    public func jsonData() throws -> Data { try menu.jsonData() }
}

/// The menu's one front door: composes an app's menu as iOS does (HomeScreen) and lays it out with measured text,
/// so `menu`, `preview`, `launch`, `lint` and the server show one menu with one truncation (issue 16).
public struct MenuPresenter {
    /// Nil: texts are not measured (no fonts); the menu is still composed.
    public let measurer: TextMeasurer?

    public init(measurer: TextMeasurer?) {
        self.measurer = measurer
    }

    /// The menu of `app` that `request` asks for, laid out in `style`.
    public func present(_ app: App, _ request: MenuRequest, style: MenuStyle = MenuStyle()) throws -> PresentedMenu {
        try present(try Self.scenario(app, request).menu(), style: style)
    }

    /// The menu `request` asks for in each of `locales` (the app's `displayLocales`, for a contact sheet), in order:
    /// the app is installed and brought to its phase once.
    public func menus(of app: App, _ request: MenuRequest, in locales: [LocaleIdentifier]) throws -> [HomeScreenMenu] {
        try Self.scenario(app, request).menus(in: locales)
    }

    /// The device question `request` asks of `app` (HomeScreen's `MenuScenario`).
    private static func scenario(_ app: App, _ request: MenuRequest) -> MenuScenario {
        MenuScenario(
            app: app, phase: request.phase, dynamicItems: request.dynamicItems ?? app.dynamicItemsFromSource,
            device: request.device, distribution: request.distribution, locale: request.locale,
            position: request.position, era: request.era)
    }

    /// A menu already composed (the server's, from its held device), laid out in `style`.
    public func present(_ menu: HomeScreenMenu, style: MenuStyle) throws(PreviewError) -> PresentedMenu {
        guard style.measures, let measurer else { return PresentedMenu(menu: menu, layout: nil) }
        let engine = MenuLayoutEngine(measurer: measurer, style: style)
        return PresentedMenu(menu: menu, layout: try engine.layout(menu))
    }
}
