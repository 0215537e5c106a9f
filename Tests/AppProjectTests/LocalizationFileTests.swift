import Foundation
import QuickActionKit
import Testing
import XcodeProject

@testable import AppProject

@Suite("Strings files and String Catalogs")
struct LocalizationFileTests {
    @Test("Strings files: comments, unquoted keys, escapes, key-only entries, lines")
    func mixedStrings() throws {
        let entries = try StringsFileParser.parse(Fixtures.data("strings/Mixed.strings"), file: "de.strings")
        #expect(entries["New Note"]?.value == "Neue Notiz")
        #expect(entries["New Note"]?.location == SourceLocation(file: "de.strings", line: 3, column: 1))
        #expect(entries["shortcutTitleProfile"]?.value == "Profil")
        #expect(entries["Escapes"]?.value == "Tab\there \"quoted\" é")
        #expect(entries["SameAsKey"]?.value == "SameAsKey")
        #expect(entries.count == 4)
    }

    @Test("A key's column counts UTF-8 bytes after comments and other entries on its line")
    func keyColumns() throws {
        let text = "/* é */ \"A\" = \"1\"; \"B\" = \"2\";\n\t\"C\" = \"3\";\n"
        let entries = try StringsFileParser.parse(Data(text.utf8), file: "x.strings")
        #expect(entries["A"]?.location == SourceLocation(file: "x.strings", line: 1, column: 10))
        #expect(entries["B"]?.location == SourceLocation(file: "x.strings", line: 1, column: 21))
        #expect(entries["C"]?.location == SourceLocation(file: "x.strings", line: 2, column: 2))
    }

    @Test(
        "10,000 entries on one line are read in linear time, each at its column (issue 15, defect 6)",
        .timeLimit(.minutes(1)))
    func oneLongLine() throws {
        let text = (0..<10_000).map { String(format: "\"k%05d\" = \"é\";", $0) }.joined()
        let entries = try StringsFileParser.parse(Data(text.utf8), file: "x.strings")
        #expect(entries.count == 10_000)
        // Each entry is 16 bytes (é is two).
        #expect(entries["k09999"]?.location == SourceLocation(file: "x.strings", line: 1, column: 1 + 9_999 * 16))
    }

    @Test("UTF-16 strings files with a byte-order mark are read")
    func utf16() throws {
        let entries = try StringsFileParser.parse(
            Fixtures.data("strings/he.InfoPlist.utf16.strings"), file: "he.strings")
        #expect(entries["New Note"]?.value == "פתק חדש")
        #expect(entries["Search"]?.location.line == 3)
    }

    @Test("UTF-8 with a byte-order mark is read")
    func utf8BOM() throws {
        let data = Data([0xEF, 0xBB, 0xBF]) + Data("\"A\" = \"B\";".utf8)
        #expect(try StringsFileParser.parse(data, file: "x")["A"]?.value == "B")
    }

    @Test("Invalid UTF-8 is an error naming the line")
    func invalidUTF8() {
        #expect {
            try StringsFileParser.parse(Fixtures.data("strings/InvalidUTF8.strings"), file: "bad.strings")
        } throws: { error in
            let error = error as! ProjectReadError
            return error.location.line == 2 && error.message.contains("invalid UTF-8")
        }
    }

    @Test("A missing semicolon is an error naming the line")
    func missingSemicolon() {
        #expect {
            try StringsFileParser.parse(Fixtures.data("strings/MissingSemicolon.strings"), file: "m.strings")
        } throws: { error in
            let error = error as! ProjectReadError
            return error.description.hasPrefix("m.strings:3:") && error.message.contains("missing ';'")
        }
    }

    @Test(
        "Unterminated strings and comments name where they start",
        arguments: ["\n\"a\" = \"b", "\n/* open", "\"a\" = ;"])
    func unterminated(_ text: String) {
        #expect(throws: ProjectReadError.self) { try StringsFileParser.parse(Data(text.utf8), file: "x") }
    }

    @Test("A String Catalog gives one table per language; the source language falls back to the key")
    func catalog() throws {
        let tables = try StringCatalogParser.parse(
            Fixtures.data("catalogs/InfoPlist.xcstrings"), file: "InfoPlist.xcstrings")
        let byLanguage = Dictionary(uniqueKeysWithValues: tables.map { ($0.localization, $0) })
        #expect(Set(byLanguage.keys) == ["de", "en", "ja", "ko"])
        #expect(byLanguage["de"]?.entries["New Note"]?.value == "Neue Notiz")
        #expect(byLanguage["ko"]?.entries["New Note"]?.value == "새로운 메모")
        #expect(byLanguage["ja"]?.entries["New Note"]?.value == "新規メモ")
        #expect(byLanguage["en"]?.entries["New Note"]?.value == "New Note")
        #expect(byLanguage["de"]?.entries["CFBundleDisplayName"]?.value == "Notizen")
    }

    @Test("An unparsable String Catalog is an error naming the file")
    func brokenCatalog() {
        #expect {
            try StringCatalogParser.parse(Fixtures.data("catalogs/Broken.xcstrings"), file: "Broken.xcstrings")
        } throws: { error in
            let error = error as! ProjectReadError
            return error.location.file == "Broken.xcstrings" && error.message.contains("not valid JSON")
        }
        #expect(throws: ProjectReadError.self) { try StringCatalogParser.parse(Data("[1]".utf8), file: "x") }
    }
}

@Suite("Strings files written as property lists")
struct PropertyListStringsTests {
    @Test("An XML property list of strings is read as a strings file, each value at its line")
    func xmlStrings() throws {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0">
            <dict>
            	<key>CFBundleDisplayName</key>
            	<string>Balados</string>
            </dict>
            </plist>
            """
        let entries = try StringsFileParser.parse(Data(text.utf8), file: "fr.lproj/InfoPlist.strings")
        #expect(entries["CFBundleDisplayName"]?.value == "Balados")
        #expect(entries["CFBundleDisplayName"]?.location.line == 6)
    }

    @Test(
        "A strings file is a property list when it starts with bplist, or <?xml, <plist, <!DOCTYPE after space",
        arguments: [
            ("bplist00", true), ("<?xml version=\"1.0\"?>", true), (" \n\t<plist>", true),
            ("\u{FEFF}<!DOCTYPE plist>", true),
            ("\"key\" = \"<plist>\";", false), ("/* <plist> */", false), ("", false), ("  ", false), (" bplist", false),
        ])
    func propertyListDetection(_ text: String, _ isPropertyList: Bool) {
        #expect(StringsFileParser.isPropertyList(Data(text.utf8)) == isPropertyList)
    }

    @Test("A property list whose value is not a string is an error naming its line")
    func nonStringValue() {
        let text = "<plist version=\"1.0\">\n<dict>\n<key>Count</key>\n<integer>3</integer>\n</dict>\n</plist>\n"
        #expect {
            try StringsFileParser.parse(Data(text.utf8), file: "x.strings")
        } throws: { error in
            let error = error as! ProjectReadError
            return error.location.line == 4 && error.message.contains("must be a String")
        }
    }
}

@Suite("Build variables of an app without a project")
struct FolderAppSettingsTests {
    let expander = BuildSettingDefaults.folderApp(productName: "Notes App", infoPlist: "Notes/Info.plist")

    @Test("Known variables expand in both spellings, with modifiers")
    func known() {
        #expect(expander.expand("$(PRODUCT_NAME)").value == "Notes App")
        #expect(expander.expand("${PRODUCT_NAME} Pro").value == "Notes App Pro")
        #expect(expander.expand("com.x.$(PRODUCT_NAME:rfc1034identifier)").value == "com.x.Notes-App")
        #expect(expander.expand("$(TARGET_NAME:lower)").value == "notes app")
    }

    @Test("Unknown variables stay as written and are reported")
    func unknown() {
        let result = expander.expand("$(PRODUCT_BUNDLE_IDENTIFIER).NewTab")
        #expect(result.value == "$(PRODUCT_BUNDLE_IDENTIFIER).NewTab")
        #expect(result.unresolved == ["$(PRODUCT_BUNDLE_IDENTIFIER)"])
        #expect(expander.expand("Price: $5 (cheap)").value == "Price: $5 (cheap)")
    }
}

@Suite("Strings file error messages")
struct StringsErrorMessageTests {
    @Test("A key quoted in an error stays on one line")
    func oneLine() {
        #expect {
            try StringsFileParser.parse(Data("\"New\nNote\" = \"x\"\n\"B\" = \"y\";".utf8), file: "x.strings")
        } throws: { error in
            let message = (error as! ProjectReadError).description
            return !message.contains("\n") && message.contains(#""New\nNote""#)
        }
    }
}
