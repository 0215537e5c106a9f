import Foundation
import Hummingbird
import QuickActionKit
import Testing
import Yams

@testable import QuickActionServer

/// Device state survives a restart; edits to the app's files are picked up; the OpenAPI document describes every
/// route the server has.
@Suite("serve: state, live reload and the OpenAPI document")
struct StateAndReloadTests {
    @Test("Phases, registered items and use counts survive a restart")
    func persistence() async throws {
        let fixture = try ServerFixture(examples: ["Chirp", "Brewlog"])
        defer { fixture.remove() }
        try await fixture.test { client in
            _ = try await client.execute(
                uri: "/api/apps/com.example.chirp/shortcut-items", method: .put,
                headers: jsonHeaders,
                body: ByteBuffer(json: #"[{"type": "com.example.chirp.team", "localizedTitle": "Design Team"}]"#))
            _ = try await client.execute(
                uri: "/api/apps/Brewlog/state", method: .put, headers: jsonHeaders,
                body: ByteBuffer(json: #"{"phase": "updated"}"#))
            for _ in 0..<2 {
                _ = try await client.execute(
                    uri: "/api/siri", method: .post,
                    headers: jsonHeaders, body: ByteBuffer(json: #"{"utterance": "Show my Brewlog stats"}"#))
            }
        }
        let restarted = try fixture.restarted()
        try await restarted.test { client in
            let menu = try await client.execute(uri: "/api/apps/com.example.chirp/menu", method: .get).json
            let types = ((menu["menu"] as? [String: Any])?["items"] as? [[String: Any]])?.compactMap {
                $0["type"] as? String
            }
            #expect(types?.last == "com.example.chirp.team")
            let apps = try #require(
                try await client.execute(uri: "/api/apps", method: .get).json["apps"] as? [[String: Any]])
            #expect(apps.first { $0["id"] as? String == "Brewlog" }?["phase"] as? String == "updated")
            let listing = try await client.execute(uri: "/api/apps/Brewlog/shortcuts", method: .get).json
            let stats = (listing["spotlight"] as? [[String: Any]])?.first {
                $0["intentType"] as? String == "ShowStatsIntent"
            }
            #expect(stats?["runCount"] as? Int == 2)
        }
    }

    @Test(
        "The session holds one device: an edit of the files keeps the phase and the registered items; a refused change saves nothing"
    )
    func oneDevice() async throws {
        let fixture = try ServerFixture(examples: ["Chirp"])
        defer { fixture.remove() }
        let id = "com.example.chirp"
        try await fixture.test { client in
            let registered = try await client.execute(
                uri: "/api/apps/\(id)/shortcut-items", method: .put, headers: jsonHeaders,
                body: ByteBuffer(json: #"[{"type": "com.example.chirp.team", "localizedTitle": "Design Team"}]"#))
            #expect(registered.status == .ok)
            _ = try await client.execute(
                uri: "/api/apps/\(id)/state", method: .put, headers: jsonHeaders,
                body: ByteBuffer(json: #"{"phase": "updated"}"#))
            // An updated app has not run yet: the device refuses, and nothing changes or is saved.
            let refused = try await client.execute(
                uri: "/api/apps/\(id)/shortcut-items", method: .put, headers: jsonHeaders,
                body: ByteBuffer(json: #"[]"#))
            #expect(refused.status == .conflict)
        }
        let installed = try #require(await fixture.session.held.device.apps[id])
        #expect(installed.phase == .updated)
        #expect(installed.dynamicItems.map(\.item.type) == ["com.example.chirp.team"])

        let plist = fixture.file("Chirp/Chirp/Info.plist")
        let original = try String(contentsOf: plist, encoding: .utf8)
        try original.replacingOccurrences(of: "New Message", with: "Compose Chirp").write(
            to: plist, atomically: true, encoding: .utf8)
        #expect(await fixture.session.reloadChangedApps() == [id])
        let reloaded = try #require(await fixture.session.held.device.apps[id])
        #expect(reloaded.phase == .updated, "an edit of the files is not an install")
        #expect(reloaded.app.staticItems.first?.item?.localizedTitle == "Compose Chirp")
        #expect(reloaded.dynamicItems.map(\.item.type) == ["com.example.chirp.team"])

        // Saved: after a restart the same device comes back, even for an app whose files read only later.
        try String(original.prefix(original.count / 2)).write(to: plist, atomically: true, encoding: .utf8)
        let restarted = try fixture.restarted()
        #expect(await restarted.session.held.device.apps.isEmpty)
        try original.write(to: plist, atomically: true, encoding: .utf8)
        #expect(await restarted.session.reloadChangedApps() == [id])
        let restored = try #require(await restarted.session.held.device.apps[id])
        #expect(restored.phase == .updated)
        #expect(restored.dynamicItems.map(\.item.type) == ["com.example.chirp.team"])
    }

    @Test("A menu answered before a change of state or files is not answered from the cache after it")
    func cacheFollowsChanges() async throws {
        let fixture = try ServerFixture(examples: ["Chirp"])
        defer { fixture.remove() }
        @Sendable func types(_ client: ServerClient) async throws -> [String] {
            let menu = try await client.execute(uri: "/api/apps/com.example.chirp/menu?locale=en", method: .get).json
            return ((menu["menu"] as? [String: Any])?["items"] as? [[String: Any]])?.compactMap {
                $0["type"] as? String
            } ?? []
        }
        try await fixture.test { client in
            let before = try await types(client)
            #expect(before.last != "com.example.chirp.team")
            _ = try await client.execute(
                uri: "/api/apps/com.example.chirp/shortcut-items", method: .put, headers: jsonHeaders,
                body: ByteBuffer(json: #"[{"type": "com.example.chirp.team", "localizedTitle": "Design Team"}]"#))
            let after = try await types(client)
            #expect(after.last == "com.example.chirp.team")
        }
        let plist = fixture.file("Chirp/Chirp/Info.plist")
        let original = try String(contentsOf: plist, encoding: .utf8)
        try original.replacingOccurrences(of: "com.example.chirp.new-message", with: "com.example.chirp.compose")
            .write(to: plist, atomically: true, encoding: .utf8)
        #expect(await fixture.session.reloadChangedApps() == ["com.example.chirp"])
        try await fixture.test { client in
            let edited = try await types(client)
            #expect(edited.first == "com.example.chirp.compose")
        }
    }

    @Test("Editing the .pbxproj is a change the served app follows")
    func projectFileReload() async throws {
        let fixture = try ServerFixture(examples: ["Chirp"])
        defer { fixture.remove() }
        let project = fixture.file("Chirp/Chirp.xcodeproj/project.pbxproj")
        let original = try String(contentsOf: project, encoding: .utf8)
        try original.replacingOccurrences(
            of: "PRODUCT_BUNDLE_IDENTIFIER = com.example.chirp;",
            with: "PRODUCT_BUNDLE_IDENTIFIER = com.example.chirp; IPHONEOS_DEPLOYMENT_TARGET = 17.4;"
        ).write(to: project, atomically: true, encoding: .utf8)
        #expect(await fixture.session.reloadChangedApps() == ["com.example.chirp"])
        try await fixture.test { client in
            let menu = try await client.execute(uri: "/api/apps/com.example.chirp/menu", method: .get).json
            let origin = (menu["menu"] as? [String: Any])?["origin"] as? [String: Any]
            #expect(origin?["deploymentTarget"] as? String == "17.4")
        }
    }

    @Test("A state file that is not a database is an error naming it")
    func unreadableState() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("qa-bad-\(UUID().uuidString).sqlite")
        try Data("not a database, just text".utf8).write(to: path)
        defer { try? FileManager.default.removeItem(at: path) }
        #expect {
            _ = try DeviceStore(path: path.path)
        } throws: { error in
            (error as? DeviceStoreError)?.description.hasPrefix(path.path + ": cannot use the device state") == true
        }
    }

    @Test("Editing Info.plist changes the menu; a broken file shows its location; fixing it brings the menu back")
    func liveReload() async throws {
        let fixture = try ServerFixture(examples: ["Chirp"])
        defer { fixture.remove() }
        let plist = fixture.file("Chirp/Chirp/Info.plist")
        let original = try String(contentsOf: plist, encoding: .utf8)
        #expect(await fixture.session.reloadChangedApps().isEmpty)

        try original.replacingOccurrences(of: "New Message", with: "Compose Chirp").write(
            to: plist, atomically: true, encoding: .utf8)
        #expect(await fixture.session.reloadChangedApps() == ["com.example.chirp"])
        try await fixture.test { client in
            let menu = try await client.execute(uri: "/api/apps/com.example.chirp/menu", method: .get).json
            let titles = ((menu["menu"] as? [String: Any])?["items"] as? [[String: Any]])?.compactMap {
                $0["title"] as? String
            }
            #expect(titles?.first == "Compose Chirp")
            #expect(menu["revision"] as? Int == 2)
        }

        try String(original.prefix(original.count / 2)).write(to: plist, atomically: true, encoding: .utf8)
        #expect(await fixture.session.reloadChangedApps() == ["com.example.chirp"])
        try await fixture.test { client in
            let broken = try await client.execute(uri: "/api/apps/com.example.chirp/menu", method: .get)
            #expect(broken.status == .unprocessableContent)
            let error = try #require(broken.json["error"] as? [String: Any])
            #expect((error["file"] as? String)?.hasSuffix("Chirp/Chirp/Info.plist") == true)
            #expect(error["line"] is Int)
            let apps = try #require(
                try await client.execute(uri: "/api/apps", method: .get).json["apps"] as? [[String: Any]])
            #expect(apps.first?["error"] is [String: Any])
        }

        try original.write(to: plist, atomically: true, encoding: .utf8)
        #expect(await fixture.session.reloadChangedApps() == ["com.example.chirp"])
        try await fixture.test { client in
            let status = try await client.execute(uri: "/api/apps/com.example.chirp/menu", method: .get).status
            #expect(status == .ok)
        }
    }

    @Test("openapi.yaml describes exactly the routes the server has")
    func openAPIRoutes() throws {
        let url = ServerFixture.packageRoot.appendingPathComponent("Sources/QuickActionServer/Resources/openapi.yaml")
        let document = try #require(try Yams.load(yaml: String(contentsOf: url, encoding: .utf8)) as? [String: Any])
        #expect((document["openapi"] as? String)?.hasPrefix("3.") == true)
        let paths = try #require(document["paths"] as? [String: [String: Any]])
        let methods: Set<String> = ["get", "put", "post", "delete", "patch"]
        let documented = Set(
            paths.flatMap { path, operations in
                operations.keys.filter(methods.contains).map { "\($0.uppercased()) \(path)" }
            })
        let served = Set(APIRoutes.all)
        #expect(documented == served)
    }

    @Test("openapi.yaml lists exactly the system icon types the server reads, by case and Info.plist name")
    func openAPIIconTypes() throws {
        let url = ServerFixture.packageRoot.appendingPathComponent("Sources/QuickActionServer/Resources/openapi.yaml")
        let document = try #require(try Yams.load(yaml: String(contentsOf: url, encoding: .utf8)) as? [String: Any])
        let schemas = try #require((document["components"] as? [String: Any])?["schemas"] as? [String: Any])
        let icon = try #require((schemas["ShortcutIcon"] as? [String: Any])?["oneOf"] as? [[String: Any]])
        let type = try #require((icon[0]["properties"] as? [String: Any])?["type"] as? [String: Any])
        let documented = try #require(type["enum"] as? [String])
        #expect(Set(documented) == Set(SystemIconType.allCases.flatMap { [$0.caseName, $0.infoPlistName] }))
    }
}
