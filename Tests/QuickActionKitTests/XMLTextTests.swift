import Foundation
import QuickActionKit
import Testing

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// The one XML escaper: whatever an app's text holds, every writer's document parses and gives the text back.
@Suite("XML text escaping")
struct XMLTextTests {
    /// The value of `attribute` and the text of the root element of `document`, as a parser reads them.
    final class Reader: NSObject, XMLParserDelegate {
        var attribute: String?
        var text = ""

        func parser(
            _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?,
            attributes: [String: String] = [:]
        ) {
            attribute = attribute ?? attributes["value"]
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) { text += string }
    }

    static func parse(attribute: String, content: String, comment: String) -> Reader? {
        let document =
            #"<?xml version="1.0" encoding="UTF-8"?><root value=""#
            + XMLText.attribute(attribute) + #""><!--"# + XMLText.comment(comment) + "-->"
            + XMLText.content(content) + "</root>"
        let reader = Reader()
        let parser = XMLParser(data: Data(document.utf8))
        parser.delegate = reader
        return parser.parse() ? reader : nil
    }

    @Test("Markup characters, quotes and line breaks come back as written")
    func roundTrip() throws {
        let text = "Tom & Jerry's <b>\"best\"</b>\n\tand more\r"
        let reader = try #require(Self.parse(attribute: text, content: text, comment: "a -- b -"))
        #expect(reader.attribute == text)
        #expect(reader.text == text)
    }

    @Test("Control characters XML cannot hold become U+FFFD, and the document still parses")
    func controlCharacters() throws {
        let text = "Bell\u{07} escape\u{1B}[31m nul\u{00} \u{FFFE}"
        let reader = try #require(Self.parse(attribute: text, content: text, comment: text))
        #expect(reader.attribute == "Bell\u{FFFD} escape\u{FFFD}[31m nul\u{FFFD} \u{FFFD}")
        #expect(reader.text == reader.attribute)
    }

    @Test("A comment never holds -- nor ends with -")
    func comment() {
        #expect(XMLText.comment("a---b-") == "a- - -b- ")
        #expect(!XMLText.comment("--->").contains("--"))
    }

    @Test("Content keeps quotes and line breaks literal; attributes write them as references")
    func forms() {
        #expect(XMLText.content("\"a\"\nb") == "\"a\"\nb")
        #expect(XMLText.attribute("\"a\"\nb") == "&quot;a&quot;&#10;b")
    }
}
