import AppProject
import Foundation
import QuickActionKit
import Testing

@Suite("Detecting the app's shape from its sources")
struct LifecycleDetectionTests {
    static let root = CommandRunnerPaths.packageRoot

    @Test("The examples: Chirp is scene-based; Trailmix and Brewlog are SwiftUI with an adaptor's scene delegate")
    func examples() throws {
        let chirp = try ProjectReader().readApp(at: Self.root + "/Examples/Chirp")
        #expect(chirp.lifecycle.shape == .scene)
        #expect(chirp.lifecycle.evidence?.file.hasSuffix("Chirp/SceneDelegate.swift") == true)
        for name in ["Trailmix", "Brewlog"] {
            let app = try ProjectReader().readApp(at: Self.root + "/Examples/\(name)")
            #expect(app.lifecycle.shape == .swiftUISceneDelegate, "\(name)")
        }
    }

    @Test("Each shape follows from the declarations that make it")
    func shapeRules() {
        let place = SourceLocation(file: "A.swift", line: 1, column: 1)
        #expect(LifecycleDeclarations().shape == .appDelegate)
        #expect(
            LifecycleDeclarations(sceneDelegates: [place]).shape == .appDelegate, "a scene delegate nobody configures")
        #expect(LifecycleDeclarations(sceneDelegates: [place], sceneManifest: place).shape == .scene)
        // TN3187: without UIApplicationSceneManifest UIKit does not use scenes, whatever the sources configure.
        let unmanifested = LifecycleDeclarations(sceneDelegates: [place], sceneDelegateConfiguration: place)
        #expect(unmanifested.shape == .appDelegate)
        #expect(unmanifested.caveat?.contains("never called") == true)
        #expect(LifecycleDeclarations(sceneDelegates: [place], sceneManifest: place).caveat == nil)
        #expect(LifecycleDeclarations(swiftUIApp: place).shape == .swiftUI)
        #expect(LifecycleDeclarations(swiftUIApp: place, delegateAdaptor: place).shape == .swiftUI)
        #expect(
            LifecycleDeclarations(
                swiftUIApp: place, sceneDelegates: [place], delegateAdaptor: place, sceneDelegateConfiguration: place
            ).shape == .swiftUISceneDelegate)
    }

    @Test("A SwiftUI app without a scene delegate is detected as such")
    func swiftUIWithoutSceneDelegate() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("qa-\(UUID().uuidString)/Notes")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
        try FileManager.default.copyItem(
            atPath: Fixtures.path("plists/AllKeys.plist"), toPath: folder.appendingPathComponent("Info.plist").path)
        try Data(
            """
            import SwiftUI
            @main
            struct NotesApp: App {
                @UIApplicationDelegateAdaptor(AppDelegate.self) var appDelegate
                var body: some Scene { WindowGroup { Text("Notes") } }
            }
            final class AppDelegate: NSObject, UIApplicationDelegate {}
            """.utf8
        ).write(to: folder.appendingPathComponent("NotesApp.swift"))
        let app = try ProjectReader().readApp(at: folder.path)
        #expect(app.lifecycle.shape == .swiftUI)
        #expect(app.lifecycle.evidence == SourceLocation(file: folder.path + "/NotesApp.swift", line: 2, column: 1))
    }
}

/// The package root, for tests that read the bundled examples.
enum CommandRunnerPaths {
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().path
}
