import Foundation
import QuickActionKit
import Testing
import XcodeProject

/// `INFOPLIST_PREPROCESS = YES`: the Info.plist is read after the C preprocessor, as Xcode builds it.
@Suite("Info.plist preprocessing")
struct InfoPlistPreprocessorTests {
    func run(_ text: String, _ definitions: [String: String] = [:]) throws -> String {
        String(
            decoding: try InfoPlistPreprocessor.preprocess(
                Data(text.utf8), definitions: definitions, file: "Info.plist"), as: UTF8.self)
    }

    @Test("Branches follow the definitions; removed lines stay as empty lines so line numbers hold")
    func branches() throws {
        let text = """
            <dict>
            #ifndef DISABLE_PLAIN_HTTP
              <key>A</key>
            #else
              <key>B</key>
            #endif
            #if defined(BETA) && FLAVOR == 2
              <key>C</key>
            #elif !defined(BETA)
              <key>D</key>
            #endif
            </dict>
            """
        let plain = try run(text)
        #expect(plain.split(separator: "\n", omittingEmptySubsequences: false).count == 12)
        #expect(plain.contains("<key>A</key>") && !plain.contains("<key>B</key>"))
        #expect(!plain.contains("<key>C</key>") && plain.contains("<key>D</key>"))
        let beta = try run(text, ["DISABLE_PLAIN_HTTP": "1", "BETA": "1", "FLAVOR": "2"])
        #expect(!beta.contains("<key>A</key>") && beta.contains("<key>B</key>"))
        #expect(beta.contains("<key>C</key>") && !beta.contains("<key>D</key>"))
        let lines = beta.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines[7] == "  <key>C</key>")
    }

    @Test("Definitions come from the setting; #define and #undef apply below them")
    func definitions() throws {
        #expect(
            InfoPlistPreprocessor.definitions(from: "DEBUG=1 FLAVOR=pro BETA") == [
                "DEBUG": "1", "FLAVOR": "pro", "BETA": "1",
            ])
        let text = "#define PRO\n#ifdef PRO\nyes\n#endif\n#undef PRO\n#ifdef PRO\nno\n#endif"
        let result = try run(text)
        #expect(result.contains("yes") && !result.contains("no"))
    }

    @Test("An unbalanced #if is an error with the file and line")
    func unbalanced() {
        #expect(throws: ProjectReadError.self) { try run("<dict>\n#if X\n</dict>") }
        do {
            _ = try InfoPlistPreprocessor.preprocess(
                Data("<dict>\n#if X\n</dict>".utf8), definitions: [:], file: "Info.plist")
            Issue.record("expected an error")
        } catch {
            #expect(error.location == SourceLocation(file: "Info.plist", line: 2))
            #expect(error.message.contains("#if without #endif"))
        }
        #expect(throws: ProjectReadError.self) { try run("#endif") }
    }

    @Test("Only a plist with a directive at the start of a line is preprocessed")
    func detection() {
        #expect(InfoPlistPreprocessor.hasDirectives(Data("<dict>\n  #if X\n".utf8)))
        #expect(!InfoPlistPreprocessor.hasDirectives(Data("<string>#1 in the store</string>".utf8)))
    }

    @Test("CRLF line endings, and a condition nested deeper than the limit counts as false instead of crashing")
    func crlfAndDepth() throws {
        let crlf = try run("<dict>\r\n#ifdef PRO\r\nyes\r\n#else\r\nno\r\n#endif\r\n</dict>", ["PRO": "1"])
        #expect(crlf.contains("yes") && !crlf.contains("no") && !crlf.contains("#"))
        let deep = "#if " + String(repeating: "(", count: 30_000) + "1" + String(repeating: ")", count: 30_000)
        let result = try run(
            deep + "\nkept\n#endif\n" + "#if " + String(repeating: "!", count: 30_000) + "0\nalso\n#endif")
        #expect(!result.contains("kept") && !result.contains("also"))
    }
}
