import Foundation
import QuickActionKit
import QuickActionPreview
import Testing

#if canImport(FoundationXML)
    import FoundationXML
#endif

@Suite("Icon glyphs")
struct IconGlyphsTests {
    static let systemItemSymbols = [
        "apps.iphone", "apps.ipad", "square.and.arrow.up", "minus.circle", "plus.square.on.square",
        "square.grid.2x2", "text.bubble",
    ]

    static let group =
        #"<g fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round">"#

    /// Every glyph we can draw: all icon types, the system-item symbols, the placeholder and a monogram.
    static var allGlyphs: [(name: String, svg: String)] {
        var glyphs = SystemIconType.allCases.map { ($0.caseName, IconGlyphs.svg(for: $0)) }
        for symbol in systemItemSymbols {
            glyphs.append((symbol, IconGlyphs.svg(forSystemItemSymbol: symbol) ?? ""))
        }
        glyphs.append(("placeholder", IconGlyphs.placeholder))
        glyphs.append(("monogram", IconGlyphs.monogram("JA")))
        return glyphs
    }

    @Test("every icon type has a non-empty glyph of its own")
    func distinctGlyphs() {
        let glyphs = SystemIconType.allCases.map { IconGlyphs.svg(for: $0) }
        for (type, glyph) in zip(SystemIconType.allCases, glyphs) {
            #expect(!glyph.isEmpty, "\(type.caseName)")
            #expect(
                glyph.contains("<path") || glyph.contains("<circle") || glyph.contains("<rect")
                    || glyph.contains("<line") || glyph.contains("<polyline") || glyph.contains("<polygon"))
        }
        #expect(Set(glyphs).count == SystemIconType.allCases.count)
    }

    @Test("glyphs are drawn in a stroked currentColor group")
    func strokedGroup() {
        for glyph in Self.allGlyphs {
            #expect(glyph.svg.hasPrefix(Self.group), "\(glyph.name)")
            #expect(glyph.svg.hasSuffix("</g>"), "\(glyph.name)")
        }
    }

    @Test("every glyph is a well-formed XML fragment")
    func wellFormed() throws {
        for glyph in Self.allGlyphs {
            let document = #"<svg xmlns="http://www.w3.org/2000/svg">"# + glyph.svg + "</svg>"
            #expect(Self.isWellFormed(document), "\(glyph.name)")
            #if canImport(FoundationXML) || os(macOS)
                // XMLParser fails on any error; XMLDocument (which recovers on Linux) must see one <g> in the <svg>.
                #expect(XMLParser(data: Data(document.utf8)).parse(), "\(glyph.name)")
                let parsed = try XMLDocument(xmlString: document, options: [])
                #expect(parsed.rootElement()?.children?.map(\.name) == ["g"], "\(glyph.name)")
            #endif
            #expect(!glyph.svg.contains("&"), "\(glyph.name)")
        }
    }

    @Test("glyphs use currentColor and no hard-coded colour")
    func currentColorOnly() throws {
        let paint = #/\b(fill|stroke|color|stop-color|flood-color)="([^"]*)"/#
        for glyph in Self.allGlyphs {
            #expect(glyph.svg.contains("currentColor"), "\(glyph.name)")
            #expect(!glyph.svg.contains("#"), "\(glyph.name)")
            #expect(!glyph.svg.contains("rgb"), "\(glyph.name)")
            #expect(!glyph.svg.contains("style="), "\(glyph.name)")
            for match in glyph.svg.matches(of: paint) {
                #expect(["none", "currentColor"].contains(String(match.output.2)), "\(glyph.name): \(match.output.0)")
            }
        }
    }

    @Test("all coordinates lie within the 24 × 24 box")
    func coordinatesInBox() throws {
        let attribute = #/\b(d|points|x|y|x1|y1|x2|y2|cx|cy|r|rx|ry|width|height)="([^"]*)"/#
        let number = #/-?[0-9]*\.?[0-9]+/#
        for glyph in Self.allGlyphs {
            var count = 0
            for match in glyph.svg.matches(of: attribute) {
                for found in match.output.2.matches(of: number) {
                    let value = try #require(Double(String(found.output)), "\(glyph.name): \(found.output)")
                    #expect((0...24).contains(value), "\(glyph.name): \(match.output.1)=\(match.output.2)")
                    count += 1
                }
            }
            #expect(count > 0, "\(glyph.name)")
        }
    }

    @Test("system-item symbols have glyphs; other names have none")
    func systemItemSymbols() {
        for symbol in Self.systemItemSymbols {
            let glyph = IconGlyphs.svg(forSystemItemSymbol: symbol)
            #expect(glyph?.isEmpty == false, "\(symbol)")
        }
        #expect(IconGlyphs.svg(forSystemItemSymbol: "square.and.arrow.up") == IconGlyphs.svg(for: .share))
        #expect(IconGlyphs.svg(forSystemItemSymbol: "cup.and.saucer") == nil)
        #expect(IconGlyphs.svg(forSystemItemSymbol: "") == nil)
    }

    @Test("placeholder is a dashed square with an SF mark")
    func placeholder() {
        #expect(IconGlyphs.placeholder.contains("stroke-dasharray"))
        #expect(IconGlyphs.placeholder.contains(">SF</text>"))
        #expect(!SystemIconType.allCases.map { IconGlyphs.svg(for: $0) }.contains(IconGlyphs.placeholder))
    }

    @Test("monogram shows the initials, escaped, in inherited type")
    func monogram() {
        #expect(IconGlyphs.monogram("JA").contains(">JA</text>"))
        #expect(!IconGlyphs.monogram("JA").contains("font-family"))
        let escaped = IconGlyphs.monogram("A&<B")
        #expect(escaped.contains(">A&amp;&lt;B</text>"))
        #expect(Self.isWellFormed(#"<svg xmlns="http://www.w3.org/2000/svg">"# + escaped + "</svg>"))
    }

    /// A small well-formedness check: tags balance and nest, attributes are quoted, no stray `<`, `>` or `&`.
    static func isWellFormed(_ xml: String) -> Bool {
        let tag = #/<(/?)([A-Za-z][A-Za-z0-9:-]*)((?:\s+[A-Za-z][A-Za-z0-9:-]*="[^"<&]*")*)\s*(/?)>/#
        var open: [Substring] = []
        var rest = Substring(xml.replacing(#/&(amp|lt|gt|quot|apos);/#, with: ""))
        while let start = rest.firstIndex(of: "<") {
            let text = rest[..<start]
            if text.contains(">") || text.contains("&") { return false }
            guard let match = rest[start...].prefixMatch(of: tag) else { return false }
            let (_, closing, name, _, selfClosing) = match.output
            if !closing.isEmpty {
                guard selfClosing.isEmpty, open.popLast() == name else { return false }
            } else if selfClosing.isEmpty {
                open.append(name)
            }
            rest = rest[match.range.upperBound...]
        }
        return open.isEmpty && !rest.contains(">") && !rest.contains("&")
    }
}
