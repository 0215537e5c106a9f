import Foundation
import QuickActionKit

/// Android's VectorDrawable XML for a glyph (export-formats notes, VectorDrawable): a 24 × 24 dp drawable whose
/// viewport is the glyph's 24-unit box, each group's translation and scale kept (Android applies scale before
/// translation, as the SVG `translate(…) scale(…)` the glyphs use does), each path filled and stroked as drawn.
public enum VectorDrawable {
    /// The drawable, in `color` (`#AARRGGBB`).
    public static func xml(_ outline: GlyphOutline, color: String, comment: String) -> String {
        var lines = [
            #"<?xml version="1.0" encoding="utf-8"?>"#,
            "<!-- \(XMLText.comment(comment)) -->",
            #"<vector xmlns:android="http://schemas.android.com/apk/res/android""#,
            #"    android:width="24dp" android:height="24dp" android:viewportWidth="24" android:viewportHeight="24">"#,
        ]
        for node in outline.nodes { append(node, color: color, indent: "    ", to: &lines) }
        lines.append("</vector>")
        return lines.joined(separator: "\n") + "\n"
    }

    private static func append(_ node: GlyphOutline.Node, color: String, indent: String, to lines: inout [String]) {
        switch node {
        case .group(let translateX, let translateY, let scaleX, let scaleY, let children):
            var attributes: [String] = []
            if translateX != 0 { attributes.append(#"android:translateX="\#(GlyphOutline.format(translateX))""#) }
            if translateY != 0 { attributes.append(#"android:translateY="\#(GlyphOutline.format(translateY))""#) }
            if scaleX != 1 { attributes.append(#"android:scaleX="\#(GlyphOutline.format(scaleX))""#) }
            if scaleY != 1 { attributes.append(#"android:scaleY="\#(GlyphOutline.format(scaleY))""#) }
            lines.append(indent + "<group" + attributes.map { " " + $0 }.joined() + ">")
            for child in children { append(child, color: color, indent: indent + "    ", to: &lines) }
            lines.append(indent + "</group>")
        case .path(let path):
            var attributes = [#"android:pathData="\#(XMLText.attribute(path.data))""#]
            if path.isFilled {
                attributes.append(#"android:fillColor="\#(color)""#)
                if path.isEvenOdd { attributes.append(#"android:fillType="evenOdd""#) }
            }
            if let width = path.strokeWidth {
                attributes.append(#"android:strokeColor="\#(color)""#)
                attributes.append(#"android:strokeWidth="\#(GlyphOutline.format(width))""#)
                if path.lineCap != "butt" { attributes.append(#"android:strokeLineCap="\#(path.lineCap)""#) }
                if path.lineJoin != "miter" { attributes.append(#"android:strokeLineJoin="\#(path.lineJoin)""#) }
            }
            lines.append(indent + "<path " + attributes.joined(separator: " ") + "/>")
        }
    }
}

/// A glyph as a standalone SVG file (a web manifest's shortcut icon): the fragment in a 24 × 24 view box, drawn in
/// `color`.
public enum StandaloneSVG {
    public static func document(glyph: String, color: String, comment: String) -> String {
        #"<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 24 24" color="\#(color)">"#
            + "<!-- \(XMLText.comment(comment)) -->" + glyph + "</svg>\n"
    }
}
