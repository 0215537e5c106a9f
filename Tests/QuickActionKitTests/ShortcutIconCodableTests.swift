import Foundation
import QuickActionKit
import Testing

@Suite("ShortcutIcon JSON form and ContactIcon")
struct ShortcutIconCodableTests {
    private func decode(_ json: String) throws -> ShortcutIcon {
        try JSONDecoder().decode(ShortcutIcon.self, from: Data(json.utf8))
    }

    private func encode(_ icon: ShortcutIcon) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return try #require(String(data: try encoder.encode(icon), encoding: .utf8))
    }

    @Test("{\"type\": name} is a system icon, by case name or Info.plist name")
    func systemForm() throws {
        #expect(try decode(#"{"type": "compose"}"#) == .system(.compose))
        #expect(try decode(#"{"type": "markLocation"}"#) == .system(.markLocation))
        #expect(try decode(#"{"type": "UIApplicationShortcutIconTypeMarkLocation"}"#) == .system(.markLocation))
        #expect(try encode(.system(.markLocation)) == #"{"type":"markLocation"}"#)
    }

    @Test("{\"systemImageName\": …} is an SF Symbol icon")
    func symbolForm() throws {
        #expect(try decode(#"{"systemImageName": "star.fill"}"#) == .systemImageName("star.fill"))
        #expect(try encode(.systemImageName("star.fill")) == #"{"systemImageName":"star.fill"}"#)
    }

    @Test("{\"templateImageName\": …} is an image icon")
    func templateForm() throws {
        #expect(try decode(#"{"templateImageName": "Pin"}"#) == .templateImageName("Pin"))
        #expect(try encode(.templateImageName("Pin")) == #"{"templateImageName":"Pin"}"#)
    }

    @Test("{\"contact\": {…}} is a contact icon")
    func contactForm() throws {
        let maya = ContactIcon(givenName: "Maya", familyName: "Lin")
        #expect(try decode(#"{"contact": {"givenName": "Maya", "familyName": "Lin"}}"#) == .contact(maya))
        #expect(try encode(.contact(maya)) == #"{"contact":{"familyName":"Lin","givenName":"Maya"}}"#)
    }

    @Test(
        "Every icon survives a JSON round trip",
        arguments: SystemIconType.allCases.map(ShortcutIcon.system) + [
            .systemImageName("magnifyingglass"), .templateImageName("Route"),
            .contact(ContactIcon(givenName: "Ada", familyName: "Lovelace")),
        ])
    func roundTrip(icon: ShortcutIcon) throws {
        #expect(try decode(try encode(icon)) == icon)
    }

    @Test("An unknown type name fails to decode")
    func unknownTypeFails() {
        #expect(throws: DecodingError.self) { try decode(#"{"type": "sparkle"}"#) }
        #expect(throws: DecodingError.self) { try decode(#"{"type": "UIApplicationShortcutIconTypeSparkle"}"#) }
    }

    @Test("Two keys, or none, fail to decode")
    func twoKeysFail() {
        #expect(throws: DecodingError.self) { try decode(#"{"type": "compose", "systemImageName": "star"}"#) }
        #expect(throws: DecodingError.self) { try decode(#"{"systemImageName": "star", "templateImageName": "Pin"}"#) }
        #expect(throws: DecodingError.self) { try decode("{}") }
    }

    @Test("A contact's monogram is the initials of the given and family names")
    func monogram() {
        #expect(ContactIcon(givenName: "Maya", familyName: "Lin").monogram == "ML")
        #expect(ContactIcon(givenName: "élodie", familyName: "durand").monogram == "ÉD")
        #expect(ContactIcon(givenName: "Cher", familyName: "").monogram == "C")
        #expect(ContactIcon(givenName: "", familyName: "").monogram == "")
    }

    @Test("An unknown key beside a known one fails to decode")
    func unknownKey() {
        #expect(throws: DecodingError.self) { try decode(#"{"type": "compose", "extra": 1}"#) }
    }
}
