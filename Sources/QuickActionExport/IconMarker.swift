import Foundation
import QuickActionKit

/// The iOS icon an exported drawing stands for, written in the drawing's comment (`quickactions icon: symbol
/// person.crop.circle`) so that `import` gives back the same `UIApplicationShortcutIcon`. A drawing without it is
/// the other platform's own picture, which has no iOS equivalent and is reported.
enum IconMarker {
    static let prefix = "quickactions icon: "

    static func text(for icon: ShortcutIcon) -> String {
        switch icon {
        case .system(let type): prefix + "system " + type.caseName
        case .systemImageName(let name): prefix + "symbol " + name
        case .templateImageName(let name): prefix + "image " + name
        case .contact(let contact): prefix + "contact " + contact.monogram
        }
    }

    /// The icon named by a marker anywhere in `text`; nil without one, or for a contact (which has no Info.plist
    /// form).
    static func icon(in text: String) -> ShortcutIcon? {
        guard let start = text.range(of: prefix) else { return nil }
        var rest = String(text[start.upperBound...].prefix { $0 != "\n" })
        if let end = rest.range(of: "-->") { rest = String(rest[..<end.lowerBound]) }
        let parts = rest.trimmingCharacters(in: .whitespaces).split(separator: " ", maxSplits: 1).map {
            $0.trimmingCharacters(in: .whitespaces)
        }
        guard parts.count == 2, !parts[1].isEmpty else { return nil }
        switch parts[0] {
        case "system": return SystemIconType.allCases.first { $0.caseName == parts[1] }.map(ShortcutIcon.system)
        case "symbol": return .systemImageName(parts[1])
        case "image": return .templateImageName(parts[1])
        default: return nil
        }
    }
}
