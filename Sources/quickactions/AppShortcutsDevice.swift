import AppProject
import HomeScreen
import QuickActionKit

/// A simulated device with the apps at the given paths installed (and launched, for `.launched`).
struct AppShortcutsDevice {
    var device: Device
    /// The first app's development region.
    var defaultLocale: String

    static func make(paths: some Collection<String>, state: AppPhase, appName: String? = nil) throws
        -> AppShortcutsDevice
    {
        var device = Device()
        var locale = "en"
        for (offset, path) in paths.enumerated() {
            let app = try ProjectReader(appNameOverride: appName).readApp(at: path)
            if offset == 0 { locale = app.localizations.developmentRegion }
            let id = device.install(app)
            if state == .launched { try device.launch(id) }
        }
        return AppShortcutsDevice(device: device, defaultLocale: locale)
    }
}
