import Foundation
import QuickActionKit

/// Writes property-list values as Xcode does: XML elements, dictionary keys sorted, one indent unit per level.
struct PropertyListXMLWriter {
    /// One level of indentation (a tab, as Xcode writes, unless the file being edited uses spaces).
    var indentUnit = "\t"

    /// The element for `value`, starting at the current position; nested lines are indented from `baseIndent`.
    func element(_ value: PropertyListValue, baseIndent: String) -> String {
        switch value {
        case .string(let text): "<string>\(Self.escaped(text))</string>"
        case .integer(let number): "<integer>\(number)</integer>"
        case .real(let number): "<real>\(number)</real>"
        case .bool(let flag): flag ? "<true/>" : "<false/>"
        case .date(let date): "<date>\(ISO8601Date.format(date))</date>"
        case .data(let data): "<data>\(data.base64EncodedString())</data>"
        case .array(let elements):
            elements.isEmpty
                ? "<array/>"
                : "<array>\n"
                    + elements.map { baseIndent + indentUnit + element($0, baseIndent: baseIndent + indentUnit) + "\n" }
                    .joined() + baseIndent + "</array>"
        case .dictionary(let entries):
            entries.isEmpty
                ? "<dict/>"
                : "<dict>\n"
                    + entries.keys.sorted().map { key in
                        let inner = baseIndent + indentUnit
                        return "\(inner)<key>\(Self.escaped(key))</key>\n\(inner)"
                            + element(entries[key]!, baseIndent: inner) + "\n"
                    }.joined() + baseIndent + "</dict>"
        }
    }

    static func escaped(_ text: String) -> String { XMLText.content(text) }
}
