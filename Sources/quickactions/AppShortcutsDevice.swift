import AppProject
import HomeScreen
import QuickActionKit

extension AppShortcutsDevice {
    /// The device with the apps at `paths` installed, each read as the options choose and its read warnings printed.
    static func make(paths: some Collection<String>, state: AppPhase, reader: ProjectReader = ProjectReader()) throws
        -> AppShortcutsDevice
    {
        let apps = try paths.map { path in
            let app = try reader.readApp(at: path)
            ReadWarnings.print(for: app)
            return app
        }
        return try AppShortcutsDevice(installing: apps, in: state)
    }
}
