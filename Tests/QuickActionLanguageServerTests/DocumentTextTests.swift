import Testing

@testable import QuickActionLanguageServer

@Suite struct DocumentTextTests {
    @Test func swiftColumnsCountBytesAndOtherFilesCountCharacters() {
        // “é” is two UTF-8 bytes and one UTF-16 unit; “😀” is four bytes and two units.
        let line = "let é😀 = \"Title\""
        let swift = DocumentText(line, path: "/a/B.swift")
        let title = line.utf8.count - "\"Title\"".utf8.count + 1
        #expect(swift.position(line: 1, column: title) == Position(line: 0, character: 10))
        let strings = DocumentText(line, path: "/a/de.lproj/InfoPlist.strings")
        let titleCharacter = line.unicodeScalars.count - "\"Title\"".count + 1
        #expect(strings.position(line: 1, column: titleCharacter) == Position(line: 0, character: 10))
    }

    @Test func aFindingUnderlinesItsTextWhereItIsWritten() {
        let text = "<key>Title</key>\n\t\t<string>New Page...</string>  \n"
        let document = DocumentText(text, path: "/a/Info.plist")
        let range = document.range(line: 2, column: 3, fragment: "New Page...")
        #expect(range == Range(start: Position(line: 1, character: 10), end: Position(line: 1, character: 21)))
        // Without the text, the rest of the line, trailing spaces left out.
        let rest = document.range(line: 2, column: 3, fragment: nil)
        #expect(rest == Range(start: Position(line: 1, character: 2), end: Position(line: 1, character: 30)))
    }

    @Test func theEditReplacesOnlyWhatChanged() throws {
        let document = DocumentText("a\n<string>Search all pages</string>\nz\n", path: "/a/Info.plist")
        let edit = try #require(document.edit(to: "a\n<string>Search All Pages</string>\nz\n"))
        // From the first letter that differs to the last: “all p” becomes “All P”.
        #expect(edit.range == Range(start: Position(line: 1, character: 15), end: Position(line: 1, character: 20)))
        #expect(edit.newText == "All P")
        #expect(document.applying(edit.range, edit.newText) == "a\n<string>Search All Pages</string>\nz\n")
        #expect(document.edit(to: document.text) == nil)
    }

    @Test func anIncrementalChangeIsAppliedAtItsRange() {
        let document = DocumentText("one\ntwo\n", path: "/a/x.strings")
        let changed = document.applying(
            Range(start: Position(line: 1, character: 0), end: Position(line: 1, character: 3)), "2")
        #expect(changed == "one\n2\n")
    }
}

@Suite struct DocumentTextSourceTests {
    @Test func aCallEndsAtItsClosingParenthesisNotAtOnesInTextsOrComments() {
        let source = """
            let item = UIApplicationShortcutItem(
                type: "a)b",  // a comment )
                localizedTitle: title(for: .x)
            )
            let after = 1
            """
        let document = DocumentText(source, path: "/a/Q.swift")
        #expect(document.closingLine(ofCallAt: 1, column: 12) == 4)
        #expect(document.closingLine(ofCallAt: 5, column: 1) == nil)
    }

    @Test func aCatalogLineOpensTheKeyItNames() {
        let document = DocumentText(
            "{\n  \"strings\" : {\n    \"Say \\\"hi\\\"\" : {\n      \"comment\" : \"x\"\n", path: "/a/L.xcstrings")
        #expect(document.catalogKey(onLine: 3) == "Say \"hi\"")
        #expect(document.catalogKey(onLine: 2) == "strings")
        #expect(document.catalogKey(onLine: 4) == nil)
    }
}
