import QuickActionKit

/// A simulated device with apps installed for App Shortcuts (and launched, for `.launched`): the device `siri` and
/// `shortcuts` ask, and the MCP server's tools of the same names. The apps are read by the caller.
public struct AppShortcutsDevice: Sendable {
    public var device: Device
    /// The first app's development region: the language asked about unless another is named.
    public var defaultLocale: LocaleIdentifier
    /// The first app's identifier on the device.
    public var firstAppID: String

    /// - Throws: `DeviceError` when an app cannot be brought to `phase`.
    public init(installing apps: [App], in phase: AppPhase) throws(DeviceError) {
        device = Device()
        defaultLocale = apps.first?.localizations.developmentLocale ?? .english
        firstAppID = ""
        for (offset, app) in apps.enumerated() {
            let id = try device.install(app, in: phase)
            if offset == 0 { firstAppID = id }
        }
    }
}
