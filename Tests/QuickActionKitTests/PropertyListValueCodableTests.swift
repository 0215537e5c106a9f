import Foundation
import QuickActionKit
import Testing

@Suite("PropertyListValue JSON form")
struct PropertyListValueCodableTests {
    /// 2026-11-22T10:00:00Z, a whole second so ISO 8601 keeps it exactly.
    private static let date = Date(timeIntervalSince1970: 1_795_341_600)

    private func encode(_ value: PropertyListValue) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return try #require(String(data: try encoder.encode(value), encoding: .utf8))
    }

    private func decode(_ json: String) throws -> PropertyListValue {
        try JSONDecoder().decode(PropertyListValue.self, from: Data(json.utf8))
    }

    @Test(
        "Every case survives a JSON round trip",
        arguments: [
            PropertyListValue.string("Paris"), .string(""), .integer(42), .integer(-7), .real(2.5), .real(-0.125),
            .bool(true), .bool(false), .date(date), .data(Data([0xDE, 0xAD, 0xBE, 0xEF])), .data(Data()),
            .array([]), .array([1, "two", true, 2.5]),
            .dictionary([:]),
            .dictionary([
                "name": "Rome", "count": 3, "nested": ["when": .date(date), "blob": .data(Data([1, 2, 3]))],
            ]),
        ])
    func roundTrip(value: PropertyListValue) throws {
        let encoded = try encode(value)
        #expect(try decode(encoded) == value, "\(encoded)")
    }

    @Test("A date is written as {\"$date\": ISO 8601}")
    func dateForm() throws {
        #expect(try encode(.date(Self.date)) == #"{"$date":"2026-11-22T10:00:00Z"}"#)
        #expect(try decode(#"{"$date": "2026-11-22T10:00:00Z"}"#) == .date(Self.date))
    }

    @Test("Data is written as {\"$data\": base64}")
    func dataForm() throws {
        #expect(try encode(.data(Data("hello".utf8))) == #"{"$data":"aGVsbG8="}"#)
        #expect(try decode(#"{"$data": "aGVsbG8="}"#) == .data(Data("hello".utf8)))
    }

    @Test("An invalid date or base64 string fails to decode")
    func invalidTaggedValues() {
        #expect(throws: DecodingError.self) { try decode(#"{"$date": "yesterday"}"#) }
        #expect(throws: DecodingError.self) { try decode(#"{"$data": "not base64!"}"#) }
    }

    @Test("Integers decode as integer, 2.5 as real")
    func numbers() throws {
        #expect(try decode("3") == .integer(3))
        #expect(try decode("-12") == .integer(-12))
        #expect(try decode("2.5") == .real(2.5))
    }

    @Test("true and false decode as bool, not as numbers")
    func booleans() throws {
        #expect(try decode("true") == .bool(true))
        #expect(try decode("false") == .bool(false))
        #expect(try decode("1") == .integer(1))
        #expect(try decode("0") == .integer(0))
    }

    @Test("Strings, arrays and objects decode as themselves")
    func containers() throws {
        #expect(try decode(#""2026-11-22T10:00:00Z""#) == .string("2026-11-22T10:00:00Z"))
        #expect(try decode(#"[1, "a", false]"#) == .array([.integer(1), .string("a"), .bool(false)]))
        #expect(try decode(#"{"k": {"n": 1.5}}"#) == .dictionary(["k": .dictionary(["n": .real(1.5)])]))
    }

    @Test("null fails to decode, also inside an array or object")
    func nullFails() {
        #expect(throws: DecodingError.self) { try decode("null") }
        #expect(throws: DecodingError.self) { try decode("[1, null]") }
        #expect(throws: DecodingError.self) { try decode(#"{"a": null}"#) }
    }

    @Test("An object with $date or $data beside other keys is an ordinary dictionary")
    func taggedKeysWithOthers() throws {
        #expect(
            try decode(#"{"$date": "2026-11-22T10:00:00Z", "note": "x"}"#)
                == .dictionary(["$date": .string("2026-11-22T10:00:00Z"), "note": .string("x")]))
    }

    @Test("Dates with fractional seconds are accepted")
    func fractionalSeconds() throws {
        guard case .date(let date) = try decode(#"{"$date": "2026-11-22T10:00:00.250Z"}"#) else {
            Issue.record("expected a date")
            return
        }
        #expect(date.timeIntervalSince1970.truncatingRemainder(dividingBy: 1) == 0.25)
    }
}
