import ArgumentParser
import HomeScreen
import QuickActionKit
import QuickActionPreview

/// The options that choose which menu `menu` and `preview` show, declared once: the app's situation on the device
/// (`MenuRequest`) and the text size it is measured at. Each value is parsed by its type.
struct MenuOptions: ParsableArguments {
    @Option(
        help: "The locale to show, e.g. de, pt-BR, ar (default: the app's development region).",
        completion: Completions.locales)
    var locale: LocaleIdentifier?

    @Option(help: "installed (never launched: static items only), launched, or updated (new version not launched yet).")
    var state: AppPhase = .launched

    @Option(help: "iphone or ipad.")
    var device: DeviceKind = .iphone

    @Option(help: "The icon's column, counted from the leading edge.")
    var column: Int = 1

    @Option(help: "The icon's row from the top; the row after the grid is the dock.")
    var row: Int = 1

    @Option(help: MenuEra.help)
    var era: MenuEra = .classic

    @Option(help: "The text size titles are measured at: xS, S, M, L, xL, xxL, xxxL, AX1, AX2 or AX3.")
    var textSize: TextSize = .L

    /// The menu these options ask for, in `locale` (default: the option's), with the app's dynamic items (nil: those
    /// its sources register) and its distribution.
    func request(
        locale: LocaleIdentifier? = nil, dynamicItems: [DynamicShortcutItem]? = nil,
        distribution: Distribution = .appStore
    ) -> MenuRequest {
        MenuRequest(
            phase: state, dynamicItems: dynamicItems, device: device, distribution: distribution,
            position: HomeScreenPosition(column: column, row: row), era: era, locale: locale ?? self.locale)
    }
}
