import AppProject
import HomeScreen
import QuickActionKit
import QuickActionPreview

/// What a rule sees of one app: the app as read, the facts about its sources, its menu after launch (static items
/// and the dynamic items found in source), and a text measurer when fonts are available.
public struct LintContext {
    public let app: App
    /// What the app's Swift sources say about its code (handlers, suppressions), found beside the model.
    public let sourceFacts: SourceFacts
    /// The menu people see after a launch, in the development region.
    public var menu: HomeScreenMenu { menus[0].menu }
    /// The menu after a launch in the development region and each localization the app provides, composed once:
    /// the rules read its decisions (what is shown, what is not and why) instead of re-deriving them.
    public let menus: [(locale: LocaleIdentifier, menu: HomeScreenMenu)]
    /// Measures text for the truncation rules; `nil` when the fonts are not installed.
    public let measurer: TextMeasurer?
    /// SF Symbol names for `unknown_symbol`; `nil` when no catalog was found.
    public let symbols: SymbolCatalog?
    /// The app's minimum iOS version, when configured.
    public let deploymentTarget: String?
    /// Work shared by rules (the menu laid out in every locale), computed once per app.
    let cache = Cache()

    final class Cache {
        var layouts: [(locale: LocaleIdentifier, layout: MenuLayout)]?
        var displayedTexts: [LocaleIdentifier: [DisplayedText]] = [:]
        var everyDisplayedText: [DisplayedText]?
        var writtenStaticTexts: [WrittenStaticText]?
        var displayLocales: [LocaleIdentifier]?
        var lookups: [LocaleIdentifier: InfoPlistLocalizations.Lookup] = [:]
        /// `App.providedLocalizations` keyed once for every locale's lookup.
        var providedByKey: [String: String]?
        var localizedNames: [LocaleIdentifier: String] = [:]
        /// `translations(ofKey:inTable:)`'s answers: the same key is looked up for every locale.
        var translations: [TranslatedKey: [String]] = [:]
        var launches: LaunchAnalysis??
    }

    /// The app's own handlers run on every launch path (`LaunchAnalysis`), computed once; nil when its code is not
    /// known. The handler rules report its outcomes, as `quickactions launch` prints them.
    public var launches: LaunchAnalysis? {
        if let computed = cache.launches { return computed }
        let analysis = LaunchAnalysis(
            app: app, handlers: ProjectApp(app: app, sourceFacts: sourceFacts).knownHandlers)
        cache.launches = .some(analysis)
        return analysis
    }

    public init(
        app: App, sourceFacts: SourceFacts = SourceFacts(), measurer: TextMeasurer?, symbols: SymbolCatalog? = nil,
        deploymentTarget: String? = nil
    ) throws {
        self.app = app
        self.sourceFacts = sourceFacts
        self.measurer = measurer
        self.symbols = symbols
        self.deploymentTarget = deploymentTarget
        validStaticItems = app.staticItems.compactMap { entry in entry.item.map { (entry, $0) } }
        let locales = app.displayLocales
        menus = Array(
            zip(locales, try MenuScenario(app: app, dynamicItems: app.dynamicItemsFromSource).menus(in: locales)))
        cache.displayLocales = locales
    }

    /// The names people know the app by: display name, bundle name and alternative names.
    public var appNames: [String] {
        var names: [String] = []
        for name in [app.name] + app.alternativeNames where !name.isEmpty && !names.contains(name) {
            names.append(name)
        }
        return names
    }

    /// Valid static items with their positions.
    public let validStaticItems: [(entry: StaticShortcutItem, item: ShortcutItem)]
}
