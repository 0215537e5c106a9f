import HomeScreen
import QuickActionKit
import Testing

@Suite("Device lifecycle: install, launch, register, update")
struct DeviceLifecycleTests {
    @Test("Before the first launch only static items show; awaiting dynamic items are reported notLaunchedYet")
    func beforeFirstLaunchOnlyStatic() throws {
        var device = Device()
        let id = device.install(TestApps.app(staticItems: TestApps.staticItems(["Search", "Log Trail"])))
        let awaiting = TestApps.dynamics(["Recent: Rome", "Recent: Oslo"])

        let menu = try device.menu(for: id, locale: "en", position: TestApps.topLeft, awaitingLaunch: awaiting)

        #expect(menu.phase == .installed)
        #expect(menu.titles == ["Search", "Log Trail"])
        #expect(menu.items.allSatisfy { $0.source.kind == .static })
        #expect(menu.notShown.map(\.title) == ["Recent: Rome", "Recent: Oslo"])
        #expect(menu.notShown.map(\.reason) == [.notLaunchedYet, .notLaunchedYet])
        #expect(menu.notShown.map(\.source.kind) == [.dynamic, .dynamic])
        #expect(menu.notShown.map(\.source.index) == [0, 1])
    }

    @Test("Registering before the first launch throws appNotRunning")
    func registeringBeforeLaunchThrows() throws {
        var device = Device()
        let id = device.install(TestApps.app())

        #expect(throws: DeviceError.appNotRunning(id: id, phase: .installed)) {
            try device.registerShortcutItems(TestApps.dynamics(["Recent"]), for: id)
        }
        #expect(try device.installedApp(id).dynamicItems.isEmpty)
    }

    @Test("An app is identified by its bundle identifier, else its name")
    func appIdentifier() {
        var device = Device()
        #expect(device.install(TestApps.app(bundleIdentifier: "com.example.trailmix")) == "com.example.trailmix")
        let unnamed = App(
            name: "Chirp", infoPlist: TestApps.infoPlist,
            localizations: InfoPlistLocalizations(developmentRegion: "en"))
        #expect(device.install(unnamed) == "Chirp")
    }

    @Test("Asking for an app that is not installed throws notInstalled")
    func notInstalled() {
        var device = Device()
        #expect(throws: DeviceError.notInstalled(id: "com.example.missing")) {
            try device.launch("com.example.missing")
        }
        #expect(throws: DeviceError.notInstalled(id: "com.example.missing")) {
            try device.menu(for: "com.example.missing", locale: "en", position: TestApps.topLeft)
        }
    }

    @Test("After an update, before launch: the previous version's dynamic items with the new version's static items")
    func updateKeepsPreviousDynamicItems() throws {
        let version1 = TestApps.app(version: "1.0", staticItems: TestApps.staticItems(["Search"]))
        let version2 = TestApps.app(version: "2.0", staticItems: TestApps.staticItems(["Find Route", "New Trip"]))
        var device = Device()
        let id = device.install(version1)
        try device.launch(id)
        try device.registerShortcutItems(TestApps.dynamics(["Recent: Rome"]), for: id)

        try device.update(id, to: version2)
        let menu = try device.menu(for: id, locale: "en", position: TestApps.topLeft)

        #expect(menu.phase == .updated)
        #expect(menu.titles == ["Find Route", "New Trip", "Recent: Rome"])
        #expect(menu.items.map(\.source.kind) == [.static, .static, .dynamic])
        #expect(menu.notShown.isEmpty)
        #expect(try device.installedApp(id).app.version == "2.0")
    }

    @Test("Registering after an update but before launching it throws appNotRunning with phase updated")
    func registeringAfterUpdateBeforeLaunchThrows() throws {
        var device = Device()
        let id = device.install(TestApps.app(version: "1.0"))
        try device.launch(id)
        try device.update(id, to: TestApps.app(version: "2.0"))

        #expect(throws: DeviceError.appNotRunning(id: id, phase: .updated)) {
            try device.registerShortcutItems(TestApps.dynamics(["New"]), for: id)
        }
    }

    @Test("After launching the update and registering, the new dynamic items replace the old ones")
    func launchedUpdateShowsNewDynamicItems() throws {
        let version1 = TestApps.app(version: "1.0", staticItems: TestApps.staticItems(["Search"]))
        let version2 = TestApps.app(version: "2.0", staticItems: TestApps.staticItems(["Find Route"]))
        var device = Device()
        let id = device.install(version1)
        try device.launch(id)
        try device.registerShortcutItems(TestApps.dynamics(["Old A", "Old B"]), for: id)
        try device.update(id, to: version2)

        try device.launch(id)
        try device.registerShortcutItems(TestApps.dynamics(["New A"]), for: id)
        let menu = try device.menu(for: id, locale: "en", position: TestApps.topLeft)

        #expect(menu.phase == .launched)
        #expect(menu.titles == ["Find Route", "New A"])
        #expect(menu.notShown.isEmpty)
    }

    @Test("Removing an app forgets it and its dynamic items")
    func removeForgetsApp() throws {
        var device = Device()
        let id = device.install(TestApps.app(staticItems: TestApps.staticItems(["Search"])))
        try device.launch(id)
        try device.registerShortcutItems(TestApps.dynamics(["Recent"]), for: id)
        try device.remove(id)

        #expect(device.apps[id] == nil)
        #expect(throws: DeviceError.notInstalled(id: id)) { try device.installedApp(id) }
        let reinstalled = device.install(TestApps.app(staticItems: TestApps.staticItems(["Search"])))
        #expect(try device.menu(for: reinstalled, locale: "en", position: TestApps.topLeft).titles == ["Search"])
    }
}
