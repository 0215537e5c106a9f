import ArgumentParser
import HomeScreen
import QuickActionKit

/// The options that choose which phrases `shortcuts` lists and `siri` resolves, declared once: the language and the
/// app's phase (App Shortcuts' phases: before its first launch only phrases without parameters are known).
struct AppShortcutsOptions: ParsableArguments {
    @Option(
        help: "The language of the phrases (default: the first app's development region).",
        completion: Completions.locales)
    var locale: LocaleIdentifier?

    @Option(help: "installed (never launched: phrases without parameters only) or launched.")
    var state: AppShortcutsPhase = .launched

    /// The language asked for, else the device's default (its first app's development region).
    func locale(on device: AppShortcutsDevice) -> LocaleIdentifier { locale ?? device.defaultLocale }
}
