import AppProject
import Foundation
import HomeScreen
import Hummingbird
import QuickActionKit
import Testing

@testable import QuickActionServer

/// The JSON API answered in process: what each route returns, and a JSON error with the right status for every
/// bad request (Documentation/serve-contract.md).
@Suite("serve: JSON API")
struct APITests {
    @Test("The apps are listed in order on a four-column grid, with their locales and phase")
    func apps() async throws {
        let fixture = try ServerFixture()
        defer { fixture.remove() }
        try await fixture.test { client in
            let response = try await client.execute(uri: "/api/apps", method: .get)
            #expect(response.status == .ok)
            let apps = try #require(response.json["apps"] as? [[String: Any]])
            #expect(apps.map { $0["id"] as? String } == ["com.example.chirp", "Brewlog", "Trailmix"])
            #expect(apps.map { ($0["position"] as? [String: Int])?["column"] } == [1, 2, 3])
            #expect((apps[2]["locales"] as? [String])?.contains("ar") == true)
            #expect(apps.allSatisfy { $0["phase"] as? String == "launched" && $0["error"] is NSNull })
        }
    }

    @Test("The page gets the device grids and the right-to-left languages from the API (issue 16: no copies in JS)")
    func deviceFacts() async throws {
        let fixture = try ServerFixture()
        defer { fixture.remove() }
        try await fixture.test { client in
            let json = try await client.execute(uri: "/api/apps", method: .get).json
            let grids = try #require(json["grids"] as? [String: [String: Any]])
            for kind in DeviceKind.allCases {
                let grid = try #require(grids[kind.rawValue])
                #expect(grid["columns"] as? Int == kind.columns && grid["rows"] as? Int == kind.rows, "\(kind)")
                // The drawing too, in every era: the table the previewer's Home Screen picture uses.
                let frames = try #require(grid["frames"] as? [String: [String: Double]])
                for era in MenuEra.allCases {
                    let frame = HomeScreenFrame.of(kind, era: era)
                    #expect(
                        frames[era.rawValue]?["width"] == frame.width && frames[era.rawValue]?["icon"] == frame.icon)
                    #expect(
                        frames[era.rawValue]?["insetX"] == frame.insetX && frames[era.rawValue]?["top"] == frame.top)
                }
            }
            // Each app's place and menu placement by device and direction, from MenuPlacement.
            let apps = try #require(json["apps"] as? [[String: Any]])
            let third = try #require(apps[2]["homeScreen"] as? [String: [String: [String: Any]]])
            #expect(third["iphone"]?["ltr"]?["column"] as? Int == 3)
            #expect(third["iphone"]?["rtl"]?["physicalColumn"] as? Int == 2)
            #expect(third["iphone"]?["ltr"]?["alignedEdge"] as? String == "right")
            #expect(third["iphone"]?["rtl"]?["alignedEdge"] as? String == "left")
            #expect(third["ipad"]?["ltr"]?["attachment"] as? String == "below")
            let languages = try #require(json["rightToLeftLanguages"] as? [String])
            #expect(Set(languages) == LocaleFallback.rightToLeftLanguages)
            #expect(languages.contains("ar") && !languages.contains("de"))
        }
    }

    @Test("A menu comes with the composed menu, its drawn rows and an SVG of its size")
    func menu() async throws {
        let fixture = try ServerFixture()
        defer { fixture.remove() }
        try await fixture.test { client in
            let response = try await client.execute(uri: "/api/apps/com.example.chirp/menu?locale=de", method: .get)
            #expect(response.status == .ok)
            let json = response.json
            let menu = try #require(json["menu"] as? [String: Any])
            #expect(menu["locale"] as? String == "de")
            let layout = try #require(json["layout"] as? [String: Any])
            let rows = try #require(layout["rows"] as? [[String: Any]])
            #expect(rows.first?["type"] as? String == "com.example.chirp.new-message")
            #expect(
                rows.contains {
                    $0["system"] as? String == "editHomeScreen"
                        && $0["title"] as? String == "Home-Bildschirm bearbeiten"
                })
            let svg = try #require(json["svg"] as? String)
            #expect(layout["width"] as? Double == 250)
            #expect(svg.hasPrefix(#"<svg xmlns="http://www.w3.org/2000/svg" width="250" "#))
            // Where it opens on the screen: Chirp is at column 1, row 1 of the 402-pt phone, so below its icon,
            // left edges aligned (HomeScreenFrame.menuFrame; the page places the menu there).
            let frame = try #require(json["screenFrame"] as? [String: Double])
            let phone = HomeScreenFrame.of(.iphone)
            #expect(frame["x"] == phone.insetX && frame["width"] == 250)
            #expect(frame["y"] == phone.top + phone.icon + HomeScreenFrame.menuGap)
        }
    }

    /// Column 1 is the leading edge: the left in English, the right in Arabic, where the items' icons follow.
    @Test("Arabic mirrors the menu: icons trailing in the classic era (left in Arabic), leading in glass")
    func rightToLeft() async throws {
        let fixture = try ServerFixture()
        defer { fixture.remove() }
        try await fixture.test { client in
            for (locale, rtl) in [("ar", true), ("en", false)] {
                for era in ["classic", "glass"] {
                    let json = try await client.execute(
                        uri: "/api/apps/Trailmix/menu?locale=\(locale)&column=1&era=\(era)", method: .get
                    ).json
                    let layout = try #require(json["layout"] as? [String: Any])
                    let placement = try #require((json["menu"] as? [String: Any])?["placement"] as? [String: Any])
                    #expect(layout["isRightToLeft"] as? Bool == rtl)
                    #expect(placement["era"] as? String == era)
                    // Classic draws the icon on the trailing side, glass on the leading side (menu-geometry.md).
                    let iconOnRight = (era == "classic") != rtl
                    #expect(placement["itemIconSide"] as? String == (iconOnRight ? "right" : "left"))
                    let width = try #require(layout["width"] as? Double)
                    let iconX = try #require((layout["rows"] as? [[String: Any]])?.first?["iconX"] as? Double)
                    #expect((iconX > width / 2) == iconOnRight, "\(locale) \(era): icon at \(iconX) of \(width)")
                }
            }
            let bad = try await client.execute(uri: "/api/apps/Trailmix/menu?era=aqua", method: .get)
            #expect(bad.status == .badRequest)
            #expect(bad.errorMessage == "query parameter 'era' is 'aqua'; use one of: classic, glass, touch")
        }
    }

    @Test(
        "Bad requests get a JSON error with the right status",
        arguments: [
            ("/api/apps/Nope/menu", 404, "no app 'Nope'"),
            ("/api/apps/com.example.chirp/menu?textSize=huge", 400, "'textSize' is 'huge'"),
            ("/api/apps/com.example.chirp/menu?colour=red", 400, "unknown query parameter 'colour'"),
            ("/api/apps/com.example.chirp/menu?column=0", 400, "'column' is '0'"),
            ("/api/apps/com.example.chirp/menu?column=9", 400, "outside the iphone Home Screen"),
            ("/api/apps/com.example.chirp/menu?locale=../../x", 400, "'locale'"),
            ("/api/nothing", 404, "no such route"),
            ("/api/apps/com.example.chirp/icon?revision=__main__", 400, "'revision' is '__main__'"),
            ("/assets/../../etc/passwd", 404, ""),
            ("/assets/%2e%2e%2fPackage.swift", 404, ""),
            ("/assets/..%2f..%2fPackage.swift", 404, ""),
        ])
    func badRequests(uri: String, status: Int, message: String) async throws {
        let fixture = try ServerFixture(examples: ["Chirp"])
        defer { fixture.remove() }
        try await fixture.test { client in
            let response = try await client.execute(uri: uri, method: .get)
            #expect(Int(response.status.code) == status)
            #expect(response.headers[.contentType]?.hasPrefix("application/json") == true)
            #expect(message.isEmpty || response.errorMessage.contains(message), "\(response.errorMessage)")
            #expect(!String(buffer: response.body).contains("root:"))
        }
    }

    @Test("A served path asked with another method is 405 with Allow; an unknown path stays 404 (issue 34)")
    func methodNotAllowed() async throws {
        let fixture = try ServerFixture(examples: ["Chirp"])
        defer { fixture.remove() }
        try await fixture.test { client in
            let trace = try await client.execute(uri: "/api/apps/com.example.chirp/menu", method: .trace)
            #expect(trace.status == .methodNotAllowed)
            #expect(trace.headers[.allow] == "GET")
            #expect(trace.errorMessage.contains("answers GET, not TRACE"), "\(trace.errorMessage)")
            let put = try await client.execute(uri: "/api/siri", method: .delete)
            #expect(put.status == .methodNotAllowed && put.headers[.allow] == "POST")
            #expect(try await client.execute(uri: "/api/apps/x/nothing", method: .trace).status == .notFound)
            #expect(try await client.execute(uri: "/api/apps//menu", method: .trace).status == .notFound)
        }
    }

    @Test("The page and its assets are served; nothing else is")
    func assets() async throws {
        let fixture = try ServerFixture(examples: ["Chirp"])
        defer { fixture.remove() }
        try await fixture.test { client in
            let page = try await client.execute(uri: "/", method: .get)
            #expect(page.status == .ok && page.headers[.contentType]?.hasPrefix("text/html") == true)
            let script = try await client.execute(uri: "/assets/app.js", method: .get)
            #expect(script.status == .ok && script.headers[.contentType]?.hasPrefix("text/javascript") == true)
            let spec = try await client.execute(uri: "/api/openapi.yaml", method: .get)
            #expect(String(buffer: spec.body).hasPrefix("openapi:"))
            #expect(try await client.execute(uri: "/assets/missing.js", method: .get).status == .notFound)
        }
    }

    @Test("Choosing an item answers the callbacks; an item not in the menu is a 404 naming the ones that are")
    func choose() async throws {
        let fixture = try ServerFixture(examples: ["Chirp"])
        defer { fixture.remove() }
        try await fixture.test { client in
            let response = try await client.execute(
                uri: "/api/apps/com.example.chirp/actions/com.example.chirp.search", method: .post,
                headers: jsonHeaders, body: ByteBuffer(json: #"{"launchState": "cold"}"#))
            #expect(response.status == .ok)
            let steps = try #require((response.json["report"] as? [String: Any])?["steps"] as? [[String: Any]])
            #expect(steps.contains { $0["method"] as? String == "scene(_:willConnectTo:options:)" })
            #expect((response.json["text"] as? String)?.contains("Chirp") == true)
            let warm = try await client.execute(
                uri: "/api/apps/com.example.chirp/actions/com.example.chirp.search", method: .post,
                headers: jsonHeaders, body: ByteBuffer(json: #"{"launchState": "warm", "shape": "app-delegate"}"#))
            let warmSteps = try #require((warm.json["report"] as? [String: Any])?["steps"] as? [[String: Any]])
            #expect(
                warmSteps.contains { ($0["method"] as? String)?.hasPrefix("application(_:performActionFor:") == true })
            let missing = try await client.execute(
                uri: "/api/apps/com.example.chirp/actions/com.example.chirp.compose", method: .post)
            #expect(missing.status == .notFound)
            #expect(missing.errorMessage.contains("com.example.chirp.search"))
            let badShape = try await client.execute(
                uri: "/api/apps/com.example.chirp/actions/com.example.chirp.search", method: .post,
                headers: jsonHeaders, body: ByteBuffer(json: #"{"shape": "storyboard"}"#))
            #expect(badShape.status == .badRequest)
        }
    }

    @Test("Registering items needs a launched app (409), replaces the dynamic items, and rejects bad bodies")
    func register() async throws {
        let fixture = try ServerFixture(examples: ["Chirp"])
        defer { fixture.remove() }
        try await fixture.test { client in
            let items = #"[{"type": "com.example.chirp.team", "localizedTitle": "Design Team"}]"#
            let installed = try await client.execute(
                uri: "/api/apps/com.example.chirp/state", method: .put, headers: jsonHeaders,
                body: ByteBuffer(json: #"{"phase": "installed"}"#))
            #expect(installed.json["phase"] as? String == "installed")
            let refused = try await client.execute(
                uri: "/api/apps/com.example.chirp/shortcut-items", method: .put, headers: jsonHeaders,
                body: ByteBuffer(json: items)
            )
            #expect(refused.status == .conflict)
            _ = try await client.execute(
                uri: "/api/apps/com.example.chirp/state", method: .put, headers: jsonHeaders,
                body: ByteBuffer(json: #"{"phase": "launched"}"#))
            let accepted = try await client.execute(
                uri: "/api/apps/com.example.chirp/shortcut-items", method: .put, headers: jsonHeaders,
                body: ByteBuffer(json: items)
            )
            #expect(accepted.json["registered"] as? Int == 1)
            let menu = try await client.execute(uri: "/api/apps/com.example.chirp/menu", method: .get).json
            let types = ((menu["menu"] as? [String: Any])?["items"] as? [[String: Any]])?.compactMap {
                $0["type"] as? String
            }
            #expect(types?.last == "com.example.chirp.team")
            let malformed = try await client.execute(
                uri: "/api/apps/com.example.chirp/shortcut-items", method: .put, headers: jsonHeaders,
                body: ByteBuffer(json: "[{"))
            #expect(malformed.status == .badRequest)
            let large = try await client.execute(
                uri: "/api/apps/com.example.chirp/shortcut-items", method: .put,
                headers: jsonHeaders,
                body: ByteBuffer(string: String(repeating: " ", count: APIRoutes.maximumBodySize + 1)))
            #expect(large.status == .contentTooLarge)
            let badPhase = try await client.execute(
                uri: "/api/apps/com.example.chirp/state", method: .put, headers: jsonHeaders,
                body: ByteBuffer(json: #"{"phase": "running"}"#))
            #expect(badPhase.status == .badRequest)
        }
    }

    @Test("Siri resolves an utterance and a run raises the shortcut's use count")
    func siri() async throws {
        let fixture = try ServerFixture(examples: ["Brewlog"])
        defer { fixture.remove() }
        try await fixture.test { client in
            let run = try await client.execute(
                uri: "/api/siri", method: .post, headers: jsonHeaders,
                body: ByteBuffer(json: #"{"utterance": "Log a Espresso in Brewlog"}"#))
            #expect(run.json["outcome"] as? String == "run")
            let listing = try await client.execute(uri: "/api/apps/Brewlog/shortcuts", method: .get).json
            let spotlight = try #require(listing["spotlight"] as? [[String: Any]])
            #expect(spotlight.first?["intentType"] as? String == "LogBrewIntent")
            #expect(spotlight.first?["runCount"] as? Int == 1)
            let none = try await client.execute(
                uri: "/api/siri", method: .post, headers: jsonHeaders,
                body: ByteBuffer(json: #"{"utterance": "Order a pizza"}"#))
            #expect(none.json["outcome"] as? String == "no_match")
            let empty = try await client.execute(
                uri: "/api/siri", method: .post, headers: jsonHeaders, body: ByteBuffer(json: #"{"utterance": " "}"#))
            #expect(empty.status == .badRequest)
            let missing = try await client.execute(
                uri: "/api/siri", method: .post, headers: jsonHeaders, body: ByteBuffer(json: "{}"))
            #expect(missing.status == .badRequest && missing.errorMessage.contains("'utterance' is missing"))
        }
    }
}

/// Issue 17: the dock holds apps. The served apps fill the grid; the bundled examples beside them go to the dock.
@Suite("serve: the dock")
struct DockTests {
    @Test("Neighbours go to the dock (row 7 on iPhone), and their menus open above the icon")
    func neighboursInTheDock() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("qa-dock-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        for example in ["Chirp", "Brewlog", "Trailmix"] {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try FileManager.default.copyItem(
                at: ServerFixture.packageRoot.appendingPathComponent("Examples/\(example)"),
                to: folder.appendingPathComponent(example))
        }
        let session = try HomeScreenSession(
            paths: [folder.appendingPathComponent("Chirp").path],
            neighbours: ["Brewlog", "Trailmix"].map { folder.appendingPathComponent($0).path },
            store: DeviceStore(path: folder.appendingPathComponent("state.sqlite").path))
        let positions = await session.apps.map { "\($0.id)@\($0.position.column),\($0.position.row)" }
        #expect(positions == ["com.example.chirp@1,1", "Brewlog@1,7", "Trailmix@2,7"])
        let list = try JSONSerialization.jsonObject(with: try await session.appList()) as? [String: Any]
        let brewlog = try #require((list?["apps"] as? [[String: Any]])?.first { $0["id"] as? String == "Brewlog" })
        let placement = (brewlog["homeScreen"] as? [String: [String: [String: Any]]])?["iphone"]?["ltr"]
        #expect(placement?["attachment"] as? String == "above")
        #expect(placement?["row"] as? Int == 7)
    }

    @Test("--xcconfig reaches the served apps and their reloads; the neighbours are read without it")
    func servedWithXcconfig() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("qa-serve-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let quill = folder.appendingPathComponent("Quill")
        try FileManager.default.copyItem(
            at: ServerFixture.packageRoot.appendingPathComponent(
                "Tests/XcodeProjectTests/Fixtures/Projects/IncludedXcconfig"),
            to: quill)
        let plist = quill.appendingPathComponent("Quill/Info.plist")
        let text = try String(contentsOf: plist, encoding: .utf8)
        try Data(text.replacingOccurrences(of: "com.example.quill.open-recent", with: "$(QUILL_PREFIX).recent").utf8)
            .write(to: plist)
        let xcconfig = folder.appendingPathComponent("ci.xcconfig")
        try Data("QUILL_PREFIX = org.example.quill\n".utf8).write(to: xcconfig)
        let session = try HomeScreenSession(
            paths: [quill.path], store: DeviceStore(path: folder.appendingPathComponent("state.sqlite").path),
            reader: ProjectReader(xcconfig: xcconfig.path))
        var served = try #require(await session.apps.first)
        #expect(served.app?.staticItems.compactMap { $0.item?.type }.contains("org.example.quill.recent") == true)
        served.reload()
        #expect(served.app?.staticItems.compactMap { $0.item?.type }.contains("org.example.quill.recent") == true)
    }
}
