import QuickActionKit
import Testing

@Suite("What Foundation's XML parser is not given")
struct XMLInputCheckTests {
    @Test("UTF-8 with an XML declaration (and a byte-order mark) passes")
    func passes() {
        #expect(XMLInputCheck.problem(in: Array(#"<?xml version="1.0"?><a b="ü"/>"#.utf8)) == nil)
        #expect(XMLInputCheck.problem(in: [0xEF, 0xBB, 0xBF] + Array(#"<?xml version="1.0"?><a/>"#.utf8)) == nil)
        #expect(XMLInputCheck.problem(in: Array("<a>x ?> y</a>".utf8)) == nil)
    }

    @Test("bytes that are not UTF-8, or a processing instruction, are refused")
    func refused() {
        #expect(XMLInputCheck.problem(in: Array("<a ".utf8) + [0xC0, 0xFF] + Array("/>".utf8)) == "not UTF-8 text")
        #expect(XMLInputCheck.problem(in: Array("<?xm?><a/>".utf8))?.contains("processing instruction") == true)
        #expect(XMLInputCheck.problem(in: Array("<a><?pi data?></a>".utf8))?.contains("processing instruction") == true)
        #expect(XMLInputCheck.problem(in: Array(" <?xml version='1.0'?><a/>".utf8)) != nil)
    }
}
