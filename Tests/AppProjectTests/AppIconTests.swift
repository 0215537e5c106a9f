import AppProject
import Foundation
import QuickActionKit
import Testing

/// Issue 17: the app's icon is the picture of the icon set its project names, from its asset catalogs.
@Suite("App icon from the asset catalog")
struct AppIconTests {
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().path

    static func iconSet(_ images: String) -> String {
        #"{ "images" : [ \#(images) ], "info" : { "author" : "xcode", "version" : 1 } }"#
    }

    @Test("Trailmix's AppIcon set gives its only image")
    func example() throws {
        let app = try ProjectReader().readApp(at: Self.packageRoot + "/Examples/Trailmix")
        #expect(app.iconFile?.hasSuffix("Assets.xcassets/AppIcon.appiconset/AppIcon-60@3x.png") == true)
        #expect(try ProjectReader().readApp(at: Self.packageRoot + "/Examples/Brewlog").iconFile == nil)
    }

    @Test("The largest image of the default appearance, for iPhone or any device, that is on disk")
    func largestDefault() throws {
        let set = "Resources/Assets.xcassets/AppIcon.appiconset/"
        let project = try TemporaryProject(files: [
            set + "Contents.json": Self.iconSet(
                """
                { "filename" : "small.png", "idiom" : "iphone", "scale" : "2x", "size" : "60x60" },
                { "filename" : "large.png", "idiom" : "universal", "platform" : "ios", "size" : "1024x1024" },
                { "filename" : "dark.png", "idiom" : "universal", "size" : "2048x2048",
                  "appearances" : [ { "appearance" : "luminosity", "value" : "dark" } ] },
                { "filename" : "mac.png", "idiom" : "mac", "scale" : "2x", "size" : "1024x1024" },
                { "filename" : "missing.png", "idiom" : "iphone", "scale" : "3x", "size" : "512x512" }
                """),
            set + "small.png": "png", set + "large.png": "png", set + "dark.png": "png", set + "mac.png": "png",
        ])
        defer { project.remove() }
        #expect(try project.read().iconFile?.hasSuffix("AppIcon.appiconset/large.png") == true)
    }

    /// Issue 34: the page serves the icon file (`GET /api/apps/{id}/icon`), so a set must not name a file outside it.
    @Test("A file name that is a path, or a link out of the set, is no icon: nothing outside the set is read")
    func outsideTheSet() throws {
        let set = "Resources/Assets.xcassets/AppIcon.appiconset/"
        let project = try TemporaryProject(files: [
            set + "Contents.json": Self.iconSet(
                """
                { "filename" : "../../../../../../../../etc/hostname", "idiom" : "universal", "size" : "1024x1024" },
                { "filename" : "link.png", "idiom" : "universal", "size" : "512x512" },
                { "filename" : "inside.png", "idiom" : "iphone", "scale" : "2x", "size" : "60x60" }
                """),
            set + "inside.png": "png",
        ])
        defer { project.remove() }
        try FileManager.default.createSymbolicLink(
            atPath: project.folder + "/" + set + "link.png", withDestinationPath: "/etc/hostname")
        #expect(try project.read().iconFile?.hasSuffix("AppIcon.appiconset/inside.png") == true)
    }

    @Test("In a project: the catalogs among the target's files (a folder the project lists), the set its setting names")
    func targetCatalog() throws {
        let image = #"{ "filename" : "brand.png", "idiom" : "universal", "platform" : "ios", "size" : "1024x1024" }"#
        let project = try TemporaryProject(
            name: "Lantern",
            files: [
                "project.yml": """
                name: Lantern
                targets:
                  Lantern:
                    type: application
                    platform: iOS
                    sources: [App]
                    settings:
                      ASSETCATALOG_COMPILER_APPICON_NAME: Brand
                    info:
                      path: App/Info.plist
                  Widget:
                    type: app-extension
                    platform: iOS
                    sources: [Widget]
                """,
                "App/Info.plist": TemporaryProject.infoPlist(),
                "App/Media.xcassets/Brand.appiconset/Contents.json": Self.iconSet(image),
                "App/Media.xcassets/Brand.appiconset/brand.png": "png",
                "App/Media.xcassets/AppIcon.appiconset/Contents.json": Self.iconSet(image),
                "App/Media.xcassets/AppIcon.appiconset/brand.png": "png",
                // Another target's catalog never lends the app its icon.
                "Widget/Assets.xcassets/Brand.appiconset/Contents.json": Self.iconSet(image),
                "Widget/Assets.xcassets/Brand.appiconset/brand.png": "png",
            ])
        defer { project.remove() }
        let app = try ProjectReader().readApp(at: project.folder)
        #expect(app.origin.reader == .xcodegen)
        #expect(app.iconFile?.hasSuffix("App/Media.xcassets/Brand.appiconset/brand.png") == true)
    }

    @Test("A set that is not the one the project names, or a malformed Contents.json, is no icon")
    func noIcon() throws {
        let project = try TemporaryProject(files: [
            "Assets.xcassets/OtherIcon.appiconset/Contents.json": Self.iconSet(
                #"{ "filename" : "a.png", "idiom" : "iphone", "scale" : "2x", "size" : "60x60" }"#),
            "Assets.xcassets/OtherIcon.appiconset/a.png": "png",
            "Media.xcassets/AppIcon.appiconset/Contents.json": "{ not json",
        ])
        defer { project.remove() }
        #expect(try project.read().iconFile == nil)
    }
}
