import AppProject
import Foundation
import QuickActionKit
import Testing

@Suite("Reading property lists")
struct PropertyListDocumentTests {
    func parse(_ xml: String) throws(ProjectReadError) -> PropertyListDocument {
        try PropertyListDocument(data: Data(xml.utf8), file: "Info.plist")
    }

    @Test("A bare & before a line break is an error at its line, never a crash (issue 15, defect 1)")
    func bareAmpersand() {
        let xml = "<plist version=\"1.0\">\n<dict>\n<key>T</key>\n<string>R&D</string>\n</dict>\n</plist>\n"
        do {
            _ = try parse(xml)
            Issue.record("expected an error")
        } catch {
            #expect(error.location.line == 4)
            #expect(error.message.contains("&amp;"))
        }
    }

    @Test("A binary plist holding a set is an error, never a crash in Foundation's reader (found by fuzzing)")
    func binarySet() {
        do {
            _ = try PropertyListDocument(data: Fixtures.data("plists/FuzzedSet.binary.plist"), file: "Info.plist")
            Issue.record("expected an error")
        } catch {
            #expect(error.message.contains("is not a property-list type (marker 0xc"))
        }
        // The smallest such file: a set of one empty string at the top.
        var set = Array("bplist00".utf8) + [0xC1, 0x01, 0x50]
        let table = set.count
        set += [8, 10]  // the objects' offsets, one byte each
        set += [0, 0, 0, 0, 0, 0, 1, 1] + bigEndian(2) + bigEndian(0) + bigEndian(UInt64(table))
        #expect(throws: ProjectReadError.self) { try PropertyListDocument(data: Data(set), file: "Info.plist") }
        // The same file with an array in place of the set reads.
        set[8] = 0xA1
        #expect((try? PropertyListDocument(data: Data(set), file: "Info.plist")) != nil)
    }

    private func bigEndian(_ value: UInt64) -> [UInt8] { (0..<8).reversed().map { UInt8(value >> ($0 * 8) & 0xFF) } }

    @Test("Nesting deeper than the limit is an error, never a stack overflow (issue 15, defect 2)")
    func deepNesting() {
        let depth = 3_000
        let xml =
            "<plist version=\"1.0\">" + String(repeating: "<array>", count: depth)
            + String(repeating: "</array>", count: depth) + "</plist>"
        do {
            _ = try parse(xml)
            Issue.record("expected an error")
        } catch {
            #expect(error.message.contains("nested more than 200 deep"))
        }
        let shallow =
            "<plist version=\"1.0\">" + String(repeating: "<array>", count: 50)
            + String(repeating: "</array>", count: 50) + "</plist>"
        #expect((try? parse(shallow)) != nil)
    }

    @Test(
        "10,000 items on one line are read in linear time, each at its column (issue 15, defect 6)",
        .timeLimit(.minutes(1)))
    func oneLongLine() throws {
        let item = "<string>é</string>"
        let xml =
            "<plist version=\"1.0\"><array>" + String(repeating: item, count: 10_000) + "</array></plist>"
        guard case .array(let items) = try parse(xml).root.kind else {
            Issue.record("expected an array")
            return
        }
        #expect(items.count == 10_000)
        // Columns count characters: each item is 18 characters after the 28 of `<plist version="1.0"><array>`.
        #expect(items.last?.location.column == 29 + 9_999 * 18)
        #expect(items.last?.location.line == 1)
    }

    @Test("An XML plist records the line and column of every key and value")
    func xmlPositions() throws {
        let document = try PropertyListDocument(
            contentsOf: Fixtures.path("plists/AllKeys.plist"), displayPath: "Info.plist")
        #expect(document.format == .xml)
        let items = try #require(document.root[InfoPlistKey.shortcutItems])
        #expect(items.keyLocation == SourceLocation(file: "Info.plist", line: 18, column: 2))
        #expect(items.value.location == SourceLocation(file: "Info.plist", line: 19, column: 2))
        let first = try #require(items.value.elements?.first)
        #expect(first.location.line == 20)
        #expect(first["UIApplicationShortcutItemSubtitle"]?.value.value == .string("Blank & ready"))
    }

    @Test("Every property-list type is read from XML")
    func xmlTypes() throws {
        let document = try PropertyListDocument(contentsOf: Fixtures.path("plists/AllKeys.plist"))
        let item = try #require(document.root[InfoPlistKey.shortcutItems]?.value.elements?.first)
        let userInfo = try #require(item["UIApplicationShortcutItemUserInfo"]?.value.value.dictionaryValue)
        #expect(userInfo["folder"] == .string("inbox"))
        #expect(userInfo["count"] == .integer(3))
        #expect(userInfo["ratio"] == .real(0.5))
        #expect(userInfo["pinned"] == .bool(true))
        #expect(userInfo["created"] == .date(ISO8601DateFormatter().date(from: "2026-01-31T12:00:00Z")!))
        #expect(userInfo["blob"] == .data(Data([1, 2, 3])))
        #expect(userInfo["tags"] == .array(["a", "b"]))
    }

    @Test("Numbers, dates and data are read with white space around them; a string keeps its own")
    func whiteSpaceAroundValues() throws {
        let text = """
            <plist version="1.0"><dict>
            <key>count</key><integer> -0x1F
            </integer>
            <key>ratio</key><real>\t0.5 </real>
            <key>created</key><date> 2026-01-31T12:00:00Z </date>
            <key>blob</key><data>
              AQID
            </data>
            <key>title</key><string>  Start Hike </string>
            </dict></plist>
            """
        let root = try PropertyListDocument(data: Data(text.utf8), file: "Info.plist").root
        #expect(root["count"]?.value.value == .integer(-31))
        #expect(root["ratio"]?.value.value == .real(0.5))
        #expect(root["created"]?.value.value == .date(ISO8601DateFormatter().date(from: "2026-01-31T12:00:00Z")!))
        #expect(root["blob"]?.value.value == .data(Data([1, 2, 3])))
        #expect(root["title"]?.value.value == .string("  Start Hike "))
    }

    @Test("A binary plist gives the same values as its XML form")
    func binaryMatchesXML() throws {
        let xml = try PropertyListDocument(contentsOf: Fixtures.path("plists/AllKeys.plist"))
        let binary = try PropertyListDocument(contentsOf: Fixtures.path("plists/AllKeys.binary.plist"))
        #expect(binary.format == .binary)
        #expect(binary.root.value == xml.root.value)
    }

    @Test("A truncated binary plist is a clear error naming the file")
    func truncatedBinary() {
        #expect {
            try PropertyListDocument(contentsOf: Fixtures.path("plists/Truncated.binary.plist"), displayPath: "T.plist")
        } throws: { error in
            let error = error as! ProjectReadError
            return error.location.file == "T.plist" && error.message.contains("truncated or corrupt")
        }
    }

    @Test("Malformed XML reports the parser's line and column")
    func malformedXML() {
        #expect {
            try PropertyListDocument(contentsOf: Fixtures.path("plists/Malformed.plist"), displayPath: "M.plist")
        } throws: { error in
            let error = error as! ProjectReadError
            return error.description.hasPrefix("M.plist:11:") && error.message.contains("expected </string>")
        }
    }

    @Test(
        "Broken XML never crashes and always names a line",
        arguments: [
            "<plist><dict><key>a</key></dict></plist>", "<plist><string>open",
            "<plist><dict><key>a</key><integer>x</integer></dict></plist>",
            "<plist><unknown/></plist>", "<plist><string>&bogus;</string></plist>", "", "<dict/>",
            "<plist><array><true/></array></plist> trailing",
        ])
    func brokenXML(_ text: String) {
        #expect(throws: ProjectReadError.self) { try PropertyListDocument(data: Data(text.utf8), file: "x.plist") }
        do {
            _ = try PropertyListDocument(data: Data(text.utf8), file: "x.plist")
        } catch {
            #expect(error.location.line != nil)
        }
    }

    @Test("A missing file is an error naming it")
    func missingFile() {
        #expect(
            throws: ProjectReadError(file: "nope.plist", "cannot read the file; check that it exists and is readable")
        ) {
            try PropertyListDocument(contentsOf: "/nonexistent/nope.plist", displayPath: "nope.plist")
        }
    }
}
