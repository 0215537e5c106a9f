import Foundation

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// An icon glyph (a fragment of SVG elements in a 24 × 24 box, as the previewer draws it) as a tree of groups and
/// paths that other vector formats can write: every shape (`line`, `polyline`, `polygon`, `rect`, `circle`,
/// `ellipse`, `path`) becomes path data, and paint attributes are resolved through the groups that set them.
///
/// Nil when the fragment holds anything that is not a shape (text, images, dashes): such a glyph is a placeholder,
/// not a drawing of the icon.
public struct GlyphOutline: Sendable, Hashable {
    public indirect enum Node: Sendable, Hashable {
        case group(translateX: Double, translateY: Double, scaleX: Double, scaleY: Double, children: [Node])
        case path(Path)
    }

    /// One painted path.
    public struct Path: Sendable, Hashable {
        /// SVG path data.
        public var data: String
        public var isFilled: Bool
        public var isEvenOdd: Bool
        /// The stroke's width, nil when the path is not stroked.
        public var strokeWidth: Double?
        /// `butt`, `round` or `square`.
        public var lineCap: String
        /// `miter`, `round` or `bevel`.
        public var lineJoin: String
    }

    public var nodes: [Node]

    public init?(svgFragment: String) {
        let parser = XMLParser(data: Data(("<svg>" + svgFragment + "</svg>").utf8))
        let builder = Builder()
        parser.delegate = builder
        guard parser.parse(), !builder.failed, builder.stack.count == 1 else { return nil }
        nodes = builder.stack[0].children
        guard !nodes.isEmpty else { return nil }
    }

    /// Paint as inherited: SVG's initial values (fill black, no stroke) until a group or the shape sets them.
    private struct Paint {
        var fill = true
        var stroke = false
        var strokeWidth = 1.0
        var evenOdd = false
        var lineCap = "butt"
        var lineJoin = "miter"

        func applying(_ attributes: [String: String]) -> Paint? {
            var paint = self
            if let fill = attributes["fill"] { paint.fill = fill != "none" }
            if let stroke = attributes["stroke"] { paint.stroke = stroke != "none" }
            if let width = attributes["stroke-width"] {
                guard let value = Double(width) else { return nil }
                paint.strokeWidth = value
            }
            if let rule = attributes["fill-rule"] { paint.evenOdd = rule == "evenodd" }
            if let cap = attributes["stroke-linecap"] { paint.lineCap = cap }
            if let join = attributes["stroke-linejoin"] { paint.lineJoin = join }
            if attributes["stroke-dasharray"] != nil { return nil }  // dashes have no path equivalent here
            return paint
        }
    }

    private final class Builder: NSObject, XMLParserDelegate {
        struct Level {
            var paint: Paint
            var transform: (tx: Double, ty: Double, sx: Double, sy: Double)?
            var children: [Node] = []
        }
        var stack = [Level(paint: Paint())]
        var failed = false
        private var depth = 0

        func parser(
            _ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
            attributes: [String: String] = [:]
        ) {
            depth += 1
            guard depth > 1, !failed else { return }
            guard let paint = stack[stack.count - 1].paint.applying(attributes) else { return fail(parser) }
            if name == "g" {
                guard let transform = Self.transform(attributes["transform"]) else { return fail(parser) }
                stack.append(Level(paint: paint, transform: transform))
                return
            }
            guard attributes["transform"] == nil, let data = Self.pathData(name, attributes) else {
                return fail(parser)
            }
            stack[stack.count - 1].children.append(
                .path(
                    Path(
                        data: data, isFilled: paint.fill, isEvenOdd: paint.evenOdd,
                        strokeWidth: paint.stroke ? paint.strokeWidth : nil, lineCap: paint.lineCap,
                        lineJoin: paint.lineJoin)))
            stack.append(Level(paint: paint))  // a shape's own level, popped at its end; shapes have no children
        }

        func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
            defer { depth -= 1 }
            guard depth > 1, !failed else { return }
            let level = stack.removeLast()
            guard let transform = level.transform else { return }
            let isIdentity = transform == (0, 0, 1, 1)
            if isIdentity {
                stack[stack.count - 1].children += level.children
            } else {
                stack[stack.count - 1].children.append(
                    .group(
                        translateX: transform.tx, translateY: transform.ty, scaleX: transform.sx,
                        scaleY: transform.sy, children: level.children))
            }
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) {
            if !string.allSatisfy(\.isWhitespace) { fail(parser) }  // text is drawn with a font: not a shape
        }

        private func fail(_ parser: XMLParser) {
            failed = true
            parser.abortParsing()
        }

        /// `translate(x[,y])` and `scale(s[,t])` in that order, or none; nil for anything else.
        static func transform(_ text: String?) -> (tx: Double, ty: Double, sx: Double, sy: Double)? {
            guard let text else { return (0, 0, 1, 1) }
            var result = (tx: 0.0, ty: 0.0, sx: 1.0, sy: 1.0)
            var rest = Substring(text)
            while let open = rest.firstIndex(of: "("), let close = rest.firstIndex(of: ")") {
                let name = rest[..<open].trimmingCharacters(in: .whitespaces)
                let numbers = rest[rest.index(after: open)..<close]
                    .split(whereSeparator: { $0 == "," || $0 == " " }).compactMap { Double($0) }
                switch (name, numbers.count) {
                case ("translate", 1...2):
                    result.tx = numbers[0]
                    result.ty = numbers.count == 2 ? numbers[1] : 0
                case ("scale", 1...2):
                    // translate then scale maps p to t + s·p; a scale after a scale multiplies.
                    result.sx *= numbers[0]
                    result.sy *= numbers.count == 2 ? numbers[1] : numbers[0]
                default:
                    return nil
                }
                rest = rest[rest.index(after: close)...]
            }
            return rest.allSatisfy(\.isWhitespace) ? result : nil
        }

        /// The shape as path data in absolute commands; nil for an element that is not a shape.
        static func pathData(_ name: String, _ attributes: [String: String]) -> String? {
            func number(_ key: String, _ fallback: Double? = nil) -> Double? {
                attributes[key].flatMap { Double($0) } ?? fallback
            }
            func points() -> [String]? {
                let values = (attributes["points"] ?? "").split(whereSeparator: { $0 == "," || $0 == " " })
                    .map(String.init)
                guard values.count >= 4, values.count.isMultiple(of: 2), values.allSatisfy({ Double($0) != nil })
                else { return nil }
                return stride(from: 0, to: values.count, by: 2).map { "\(values[$0]) \(values[$0 + 1])" }
            }
            switch name {
            case "path":
                return attributes["d"].flatMap { $0.isEmpty ? nil : $0 }
            case "line":
                guard let x1 = number("x1", 0), let y1 = number("y1", 0), let x2 = number("x2", 0),
                    let y2 = number("y2", 0)
                else { return nil }
                return "M\(format(x1)) \(format(y1))L\(format(x2)) \(format(y2))"
            case "polyline", "polygon":
                guard let points = points() else { return nil }
                return "M" + points.joined(separator: "L") + (name == "polygon" ? "Z" : "")
            case "circle", "ellipse":
                guard let cx = number("cx", 0), let cy = number("cy", 0),
                    let rx = name == "circle" ? number("r") : number("rx"),
                    let ry = name == "circle" ? rx : number("ry"), rx > 0, ry > 0
                else { return nil }
                // Two half arcs: path data has no full-circle command.
                let r = "\(format(rx)) \(format(ry))"
                return "M\(format(cx - rx)) \(format(cy))A\(r) 0 1 0 \(format(cx + rx)) \(format(cy))"
                    + "A\(r) 0 1 0 \(format(cx - rx)) \(format(cy))Z"
            case "rect":
                guard let x = number("x", 0), let y = number("y", 0), let width = number("width"),
                    let height = number("height"), width > 0, height > 0
                else { return nil }
                let radius = min(number("rx", number("ry", 0)) ?? 0, width / 2, height / 2)
                guard radius > 0 else {
                    return "M\(format(x)) \(format(y))H\(format(x + width))V\(format(y + height))H\(format(x))Z"
                }
                let r = "\(format(radius)) \(format(radius))"
                return "M\(format(x + radius)) \(format(y))H\(format(x + width - radius))"
                    + "A\(r) 0 0 1 \(format(x + width)) \(format(y + radius))V\(format(y + height - radius))"
                    + "A\(r) 0 0 1 \(format(x + width - radius)) \(format(y + height))H\(format(x + radius))"
                    + "A\(r) 0 0 1 \(format(x)) \(format(y + height - radius))V\(format(y + radius))"
                    + "A\(r) 0 0 1 \(format(x + radius)) \(format(y))Z"
            default:
                return nil
            }
        }
    }

    /// A number as short as it can be written (`2`, `2.5`, `0.125`).
    static func format(_ value: Double) -> String {
        let rounded = (value * 1000).rounded() / 1000
        if rounded == rounded.rounded() { return String(Int(rounded)) }
        return String(rounded)
    }
}
