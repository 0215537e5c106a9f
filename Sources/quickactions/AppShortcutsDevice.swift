import AppProject
import HomeScreen
import QuickActionKit

/// A simulated device with the apps at the given paths installed (and launched, for `.launched`).
struct AppShortcutsDevice {
    var device: Device
    /// The first app's development region.
    var defaultLocale: LocaleIdentifier
    /// The first app's identifier on the device.
    var firstAppID: String

    static func make(paths: some Collection<String>, state: AppPhase, reader: ProjectReader = ProjectReader()) throws
        -> AppShortcutsDevice
    {
        var device = Device()
        var locale = LocaleIdentifier.english
        var firstID = ""
        for (offset, path) in paths.enumerated() {
            let app = try reader.readApp(at: path)
            ReadWarnings.print(for: app)
            let id = try device.install(app, in: state)
            if offset == 0 {
                locale = app.localizations.developmentLocale
                firstID = id
            }
        }
        return AppShortcutsDevice(device: device, defaultLocale: locale, firstAppID: firstID)
    }
}
