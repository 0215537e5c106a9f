import Foundation
import QuickActionKit
import Testing

@testable import XcodeProject

@Suite("Old-style property lists (project.pbxproj)")
struct OpenStepPropertyListParserTests {
    func parse(_ text: String) throws(ProjectReadError) -> PlistNode {
        var parser = OpenStepPropertyListParser(data: Data(text.utf8), file: "project.pbxproj")
        return try parser.parseDocument()
    }

    @Test("Dictionaries, arrays, quoted and unquoted strings and comments, with each value's line and column")
    func values() throws {
        let root = try parse(
            """
            // !$*UTF8*$!
            {
            \tarchiveVersion = 1;
            \tobjects = {
            \t\tAB12 /* App */ = {isa = PBXNativeTarget; name = "My App"; buildPhases = (X1, X2 /* Sources */, );};
            \t};
            }
            """)
        #expect(root["archiveVersion"]?.value.value == .string("1"))
        let target = try #require(root["objects"]?.value["AB12"])
        #expect(target.value["name"]?.value.value == .string("My App"))
        #expect(target.value["buildPhases"]?.value.value == .array([.string("X1"), .string("X2")]))
        #expect(target.keyLocation.line == 5)
        #expect(target.keyLocation.column == 3)
        #expect(target.value["name"]?.keyLocation.line == 5)
    }

    @Test("Escapes in quoted strings: quotes, backslashes, new lines, \\U and octal")
    func escapes() throws {
        let root = try parse(#"{ a = "say \"hi\"\\"; b = "one\ntwo"; c = "\U00e9t\U00e9"; d = "\101"; }"#)
        #expect(root["a"]?.value.value == .string(#"say "hi"\"#))
        #expect(root["b"]?.value.value == .string("one\ntwo"))
        #expect(root["c"]?.value.value == .string("été"))
        #expect(root["d"]?.value.value == .string("A"))
    }

    @Test("Settings with $ and brackets in unquoted and quoted keys")
    func settingKeys() throws {
        let root = try parse(
            #"{ PRODUCT_NAME = $TARGET_NAME; "CODE_SIGN_IDENTITY[sdk=iphoneos*]" = "iPhone Developer"; }"#)
        #expect(root["PRODUCT_NAME"]?.value.value == .string("$TARGET_NAME"))
        #expect(root["CODE_SIGN_IDENTITY[sdk=iphoneos*]"]?.value.value == .string("iPhone Developer"))
    }

    @Test("Lines are counted across multi-line comments and strings")
    func lineCounting() throws {
        let root = try parse("{\n/* one\ntwo */\na = \"x\ny\";\nb = 2;\n}")
        #expect(root["a"]?.keyLocation.line == 4)
        #expect(root["b"]?.keyLocation.line == 6)
    }

    @Test(
        "Malformed files are one error naming the line and what is missing",
        arguments: [
            ("{ a = 1;", 1, "a '}' is missing"),
            ("{\n a = 1\n b = 2; }", 3, "expected ';' after the value of 'a'"),
            ("{ a = (1, 2; }", 1, "expected ',' or ')'"),
            ("{ a = \"open; }", 1, "never closed"),
            ("{ a = 1; } extra", 1, "unexpected text"),
            ("{ /* open", 1, "comment is never closed"),
        ])
    func malformed(text: String, line: Int, message: String) {
        #expect {
            try parse(text)
        } throws: { error in
            let error = error as! ProjectReadError
            return error.location.line == line && error.message.contains(message)
                && error.location.file == "project.pbxproj"
        }
    }

    @Test("Nesting deeper than any project is an error, not a stack overflow")
    func deepNesting() {
        let text = String(repeating: "(", count: 100_000)
        #expect(throws: ProjectReadError.self) { try parse(text) }
    }

    @Test("Columns on a long one-line file are counted from the line's start")
    func longLine() throws {
        let entries = (0..<50_000).map { "k\($0) = v;" }.joined(separator: " ")
        let root = try parse("{ \(entries) }")
        let text = "{ " + entries
        let offset = try #require(text.range(of: "k49999 ")).lowerBound.utf16Offset(in: text)
        #expect(root["k49999"]?.keyLocation.line == 1)
        #expect(root["k49999"]?.keyLocation.column == offset + 1)
    }
}
