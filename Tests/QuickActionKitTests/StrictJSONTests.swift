import Foundation
import QuickActionKit
import Testing

/// `StrictJSON`: RFC 8259 exactly, with the place of the first error (issue 15, defect 8: a trailing comma was
/// accepted).
@Suite("Strict JSON")
struct StrictJSONTests {
    private func error(_ text: String) -> StrictJSON.SyntaxError? {
        do {
            try StrictJSON.validate(Data(text.utf8))
            return nil
        } catch {
            return error
        }
    }

    @Test(
        "Valid JSON is accepted",
        arguments: [
            "{}", "[]", " [1, -2.5e+3, 0, 0.25, true, false, null] ", "\"a\\\"b\\\\c\\/\\n\\u00e9\"",
            "{\"a\": {\"b\": [{}, []]}, \"c\": \"é ☕️\"}", "\n{\r\n\t\"k\" : 1\n}\n", "-0", "1E5",
        ])
    func valid(_ text: String) {
        #expect(error(text) == nil)
    }

    @Test(
        "What JSON does not allow is an error with its reason",
        arguments: [
            ("[1,]", "trailing comma"), ("{\"a\": 1,}", "trailing comma"), ("{\"a\" 1}", "expected ':'"),
            ("{a: 1}", "expected a key in quotes"), ("[01]", "does not start with 0"), ("[1.]", "after '.'"),
            ("[.5]", "expected a value"), ("[tru]", "expected a value"), ("\"a\nb\"", "line break inside a string"),
            ("\"\\x\"", "unknown escape"), ("\"\\u12\"", "four hexadecimal digits"),
            ("[1] [2]", "after the JSON value"),
            ("", "no JSON value"), ("[1", "ends inside an array"), ("{\"a\": [1}", "expected ',' or ']'"),
            ("\"abc", "never closed"), ("\"sourck\\", "never closed"), ("[NaN]", "expected a value"),
            ("// c\n{}", "expected a value"),
        ])
    func invalid(_ text: String, _ reason: String) {
        let found = error(text)
        #expect(found?.message.contains(reason) == true, "\(text): \(String(describing: found))")
    }

    @Test("The error names its line and the column in bytes")
    func position() {
        let found = error("{\n  \"items\": [\n    1,\n  ]\n}")
        #expect(found?.line == 4)
        #expect(found?.column == 3)
    }

    @Test("Nesting is bounded without recursion: 512 levels are read, 513 are an error, a million never crash")
    func depth() {
        func nest(_ depth: Int) -> String {
            String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
        }
        #expect(error(nest(512)) == nil)
        #expect(error(nest(513))?.message.contains("more than 512 deep") == true)
        #expect(error(String(repeating: "[", count: 1_000_000)) != nil)
    }
}
