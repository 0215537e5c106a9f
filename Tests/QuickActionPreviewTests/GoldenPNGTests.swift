import CZlib
import Foundation
import HomeScreen
import QuickActionKit
import QuickActionPreview
@preconcurrency import SnapshotTesting
import Testing

/// The Home Screen pictures a designer looks at, one per era × appearance × direction, compared pixel by pixel with
/// the reviewed PNGs in `__Snapshots__` (issue 17: golden PNGs reviewed like code). Record with
/// `SNAPSHOT_TESTING_RECORD=failed swift test --filter GoldenPNG` and look at every changed picture before
/// committing it.
@Suite("Golden PNGs")
struct GoldenPNGTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var era: MenuEra
        var appearance: Appearance
        var locale: LocaleIdentifier

        var name: String { "home-\(era.rawValue)-\(appearance.rawValue)-\(locale == "ar" ? "rtl" : "ltr")" }
        var testDescription: String { name }
    }

    static let cases = MenuEra.allCases.flatMap { era in
        Appearance.allCases.flatMap { appearance in
            ["en", "ar"].map { Case(era: era, appearance: appearance, locale: $0) }
        }
    }

    @Test("Home Screen picture", arguments: cases)
    func picture(_ golden: Case) throws {
        let measurer = try TextMeasurer()
        // Column 2, row 5: the menu opens above the icon, so the picture shows the reversed order too.
        let menu = try PreviewFixtures.menu(locale: golden.locale, column: 2, row: 5, era: golden.era)
        let layout = try MenuLayoutEngine(
            measurer: measurer, style: MenuStyle(appearance: golden.appearance, pixelScale: 1)
        )
        .layout(menu)
        let svg = HomeScreenPicture().document(
            layout, scene: try HomeScreenScene(menu: menu, layout: layout), appName: menu.appName, appIcon: nil)
        let png = try PNGRenderer.png(from: svg, scale: 1)
        if let failure = verifySnapshot(
            of: png, as: .pixels, named: golden.name, snapshotDirectory: Snapshot.directory.path, testName: "golden")
        {
            Issue.record(Comment(rawValue: failure))
        }
    }

    @Test("The comparison sees a changed picture: a platter colour 1% off in a 20 × 20 patch")
    func comparisonFails() throws {
        let background = ##"<rect width="100" height="100" fill="#EDEDED"/>"##
        let base = try PNGRenderer.png(
            from: #"<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100">\#(background)</svg>"#, scale: 1)
        let changed = try PNGRenderer.png(
            from:
                ##"<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100">\##(background)<rect x="40" y="40" width="20" height="20" fill="#D5D5D5"/></svg>"##,
            scale: 1)
        #expect(Snapshotting<Data, Data>.pixels.diffing.diffV2(base, base) == nil)
        let message = try #require(Snapshotting<Data, Data>.pixels.diffing.diffV2(base, changed)?.0)
        #expect(message.contains("400 of 10000 pixels differ"), "\(message)")
    }
}

extension Snapshotting where Value == Data, Format == Data {
    /// PNGs compared by their pixels: equal when at most 0.05% of them differ by more than 16 in a channel
    /// (anti-aliasing can move by a level between library builds; a changed colour, glyph or position cannot hide
    /// under that).
    static var pixels: Snapshotting {
        Snapshotting(pathExtension: "png", diffing: .diff(toData: { $0 }, fromData: { $0 }, diffV2: pixelDifference))
    }

    private static func pixelDifference(_ old: Data, _ new: Data) -> (String, [DiffAttachment])? {
        guard let before = DecodedPNG(old), let after = DecodedPNG(new) else {
            return ("a picture is not a PNG this test can read (8-bit RGB or RGBA)", [])
        }
        guard before.width == after.width, before.height == after.height else {
            return ("the size changed: \(before.width) × \(before.height) → \(after.width) × \(after.height)", [])
        }
        var differing = 0
        var box = (minX: Int.max, minY: Int.max, maxX: 0, maxY: 0)
        for y in 0..<before.height {
            for x in 0..<before.width
            where (0..<3).contains(where: { abs(Int(before[x, y, $0]) - Int(after[x, y, $0])) > 16 }) {
                differing += 1
                box = (min(box.minX, x), min(box.minY, y), max(box.maxX, x), max(box.maxY, y))
            }
        }
        guard differing * 2_000 > before.width * before.height else { return nil }
        return (
            "\(differing) of \(before.width * before.height) pixels differ, within x \(box.minX)-\(box.maxX), "
                + "y \(box.minY)-\(box.maxY)", [.data(new, name: "actual.png")]
        )
    }
}

/// The pixels of an 8-bit RGB or RGBA, non-interlaced PNG (the ones `PNGRenderer` writes): the chunks joined,
/// inflated with zlib and unfiltered (PNG spec §9).
struct DecodedPNG {
    var width: Int
    var height: Int
    var channels: Int
    var pixels: [UInt8]

    subscript(x: Int, y: Int, channel: Int) -> UInt8 { pixels[(y * width + x) * channels + channel] }

    init?(_ data: Data) {
        let bytes = [UInt8](data)
        guard bytes.count > 33, bytes[0..<8] == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] else { return nil }
        func number(_ at: Int) -> Int { bytes[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
        var offset = 8
        var compressed: [UInt8] = []
        var header: (width: Int, height: Int, colour: UInt8, depth: UInt8)?
        while offset + 8 <= bytes.count {
            let length = number(offset)
            let kind = String(decoding: bytes[offset + 4..<offset + 8], as: UTF8.self)
            guard offset + 12 + length <= bytes.count else { return nil }
            let body = bytes[offset + 8..<offset + 8 + length]
            if kind == "IHDR" {
                header = (number(offset + 8), number(offset + 12), body[body.startIndex + 9], body[body.startIndex + 8])
            }
            if kind == "IDAT" { compressed += body }
            offset += 12 + length
        }
        guard let header, header.depth == 8, header.colour == 2 || header.colour == 6 else { return nil }
        let channels = header.colour == 6 ? 4 : 3
        let stride = header.width * channels
        var raw = [UInt8](repeating: 0, count: (stride + 1) * header.height)
        var rawLength = uLongf(raw.count)
        let status = raw.withUnsafeMutableBufferPointer { out in
            compressed.withUnsafeBufferPointer { input in
                uncompress(out.baseAddress, &rawLength, input.baseAddress, uLong(input.count))
            }
        }
        guard status == Z_OK, Int(rawLength) == raw.count else { return nil }
        var pixels = [UInt8](repeating: 0, count: stride * header.height)
        for y in 0..<header.height {
            let filter = raw[y * (stride + 1)]
            for i in 0..<stride {
                let value = raw[y * (stride + 1) + 1 + i]
                let left = i >= channels ? Int(pixels[y * stride + i - channels]) : 0
                let up = y > 0 ? Int(pixels[(y - 1) * stride + i]) : 0
                let upLeft = y > 0 && i >= channels ? Int(pixels[(y - 1) * stride + i - channels]) : 0
                let predictor: Int
                switch filter {
                case 0: predictor = 0
                case 1: predictor = left
                case 2: predictor = up
                case 3: predictor = (left + up) / 2
                case 4:
                    let estimate = left + up - upLeft
                    let (a, b, c) = (abs(estimate - left), abs(estimate - up), abs(estimate - upLeft))
                    predictor = a <= b && a <= c ? left : b <= c ? up : upLeft
                default: return nil
                }
                pixels[y * stride + i] = UInt8(truncatingIfNeeded: Int(value) + predictor)
            }
        }
        self.init(width: header.width, height: header.height, channels: channels, pixels: pixels)
    }

    init(width: Int, height: Int, channels: Int, pixels: [UInt8]) {
        self.width = width
        self.height = height
        self.channels = channels
        self.pixels = pixels
    }
}
