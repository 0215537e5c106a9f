import Foundation
import QuickActionKit

/// A dynamic quick action whose userInfo holds a value that is not a property-list value: an image, a URL, a UUID,
/// a closure or nil (platform-facts §1).
public struct NonPlistUserInfoRule: Rule {
    public init() {}

    public static let description = RuleDescription(
        identifier: "non_plist_user_info",
        name: "Non-Property-List userInfo",
        defaultSeverity: .error,
        rationale: """
            userInfo may hold property-list values only: string, number, Boolean, date, data, array and dictionary \
            ([UIKIT]; platform-facts §1); the system stores quick actions between launches, and other objects do \
            not survive. Values computed at run time are not judged unless they are plainly something else: a \
            UIImage, URL, UUID, UIColor or NSNull made in place, an image or color literal, a closure, or nil. \
            (A static item's userInfo that is not a dictionary is invalid_static_item's finding.)
            """,
        triggeringExamples: [
            .infoPlist(
                items: "",
                otherFiles: [
                    "Notes/PinnedNoteShortcut.swift": """
                    import UIKit

                    enum PinnedNoteShortcut {
                        static func register(_ note: Note) {
                            let item = ↓UIMutableApplicationShortcutItem(
                                type: "com.example.notes.open", localizedTitle: "Pinned Note")
                            item.userInfo = [
                                "noteURL": URL(string: "notes://note/\\(note.id)")! as NSSecureCoding,
                                "appVersion": "2.0" as NSSecureCoding,
                            ]
                            UIApplication.shared.shortcutItems = [
                                item,
                                ↓UIApplicationShortcutItem(
                                    type: "com.example.notes.new-drawing", localizedTitle: "New Drawing",
                                    localizedSubtitle: nil, icon: UIApplicationShortcutIcon(type: .compose),
                                    userInfo: [
                                        "appVersion": "2.0" as NSSecureCoding,
                                        "canvas": ["background": UIImage(named: "Paper")!, "size": 1024] as NSSecureCoding,
                                        "sessionID": UUID() as NSSecureCoding,
                                    ]),
                            ]
                        }
                    }
                    """
                ])
        ],
        nonTriggeringExamples: [
            .infoPlist(
                items: "",
                otherFiles: [
                    "Notes/PinnedNoteShortcut.swift": """
                    import UIKit

                    enum PinnedNoteShortcut {
                        static func register(_ note: Note) {
                            let item = UIMutableApplicationShortcutItem(
                                type: "com.example.notes.open", localizedTitle: "Pinned Note")
                            item.userInfo = [
                                "noteURL": URL(string: "notes://note/\\(note.id)")!.absoluteString as NSSecureCoding,
                                "noteID": note.id.uuidString as NSSecureCoding,
                                "title": "Pinned: \\(note.title) {draft}" as NSSecureCoding,
                                "created": Date() as NSSecureCoding,
                                "sessionID": UUID().uuidString as NSSecureCoding,
                                "appVersion": Bundle.main.appVersion as NSSecureCoding,
                            ]
                            UIApplication.shared.shortcutItems = [
                                item,
                                UIApplicationShortcutItem(
                                    type: "com.example.notes.new-drawing", localizedTitle: "New Drawing",
                                    localizedSubtitle: nil, icon: UIApplicationShortcutIcon(type: .compose),
                                    userInfo: note.shortcutUserInfo),
                            ]
                        }
                    }
                    """
                ])
        ])

    public func validate(_ context: LintContext) -> [Finding] {
        context.app.dynamicItemConstructions.compactMap { item in
            guard case .computed(let expression)? = item.userInfo else { return nil }
            let values = Self.nonPropertyListValues(in: expression)
            guard !values.isEmpty else { return nil }
            return finding(
                at: item.location,
                "userInfo holds \(values.map { "`\($0)`" }.joined(separator: ", ")), which "
                    + (values.count == 1 ? "is not a property-list value" : "are not property-list values")
                    + "; only strings, numbers, Booleans, dates, data, arrays and dictionaries can be stored, so keep "
                    + "an identifier or a string instead.")
        }
    }

    /// The values in a collection literal's text, nested collections included, that are plainly not property-list
    /// values; empty when the text is not a collection literal (`nil` or a variable is a whole userInfo, not a value).
    static func nonPropertyListValues(in expression: String) -> [String] {
        let collection = withoutCasts(expression.trimmingCharacters(in: .whitespacesAndNewlines))
        guard collection.hasPrefix("["), isOneGroup(collection) else { return [] }
        return topLevelSplit(String(collection.dropFirst().dropLast()), at: ",").flatMap { element in
            // A dictionary element's value follows its key's colon; an array element is the value.
            guard let value = topLevelSplit(element, at: ":", maximumSplits: 1).last.map(withoutCasts) else {
                return [String]()
            }
            return isPlainlyNotPropertyList(value) ? [value] : nonPropertyListValues(in: value)
        }
    }

    /// Types whose instances are not property-list values, when an expression is only their initializer call.
    static let nonPropertyListInitializers = [
        "UIImage", "URL", "NSURL", "UUID", "NSUUID", "UIColor", "NSNull", "#imageLiteral", "#colorLiteral",
    ]

    /// `nil`, a closure, or nothing but a call to one of `nonPropertyListInitializers` (`UIImage(named: "Pin")!`,
    /// not `URL(string: s)!.absoluteString`).
    static func isPlainlyNotPropertyList(_ value: String) -> Bool {
        if value == "nil" || (value.hasPrefix("{") && isOneGroup(value)) { return true }
        var call = Substring(value)
        while call.hasSuffix("!") || call.hasSuffix("?") { call.removeLast() }
        return nonPropertyListInitializers.contains { name in
            [name + "(", name + ".init("].contains { prefix in
                call.hasPrefix(prefix) && isOneGroup(String(call.dropFirst(prefix.count - 1)))
            }
        }
    }

    /// The expression without trailing `as`, `as?` and `as!` casts (`as NSSecureCoding`, `as [String: Any]`).
    static func withoutCasts(_ expression: String) -> String {
        var text = expression
        while let cast = text.range(of: #"\s+as[!?]?\s+(\[[\w.:<> ]+\]|[\w.<>]+)[?!]?$"#, options: .regularExpression) {
            text = String(text[..<cast.lowerBound])
        }
        return text
    }

    /// Whether the text is one bracketed group: its first character opens a bracket that its last one closes.
    static func isOneGroup(_ text: String) -> Bool {
        guard let first = text.first, "([{".contains(first) else { return false }
        var depths: [Int] = []
        scan(text) { _, depth, _ in depths.append(depth) }
        return depths.last == 0 && depths.dropLast().allSatisfy { $0 > 0 }
    }

    /// `text` split at `separator` where it is outside brackets and string literals, parts trimmed, empty ones
    /// dropped.
    static func topLevelSplit(_ text: String, at separator: Character, maximumSplits: Int = .max) -> [String] {
        var parts = [""]
        scan(text) { character, depth, inString in
            if character == separator, depth == 0, !inString, parts.count <= maximumSplits {
                parts.append("")
            } else {
                parts[parts.count - 1].append(character)
            }
        }
        return parts.map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }.filter { !$0.isEmpty }
    }

    /// Calls `visit` with each character, the bracket depth after it, and whether it belongs to a string literal;
    /// brackets in strings do not count, those of `\(…)` interpolations do.
    private static func scan(_ text: String, visit: (Character, Int, Bool) -> Void) {
        var depth = 0
        var inString = false
        var escaped = false
        // The depth outside each open interpolation.
        var interpolations: [Int] = []
        for character in text {
            let wasInString = inString
            if inString {
                if escaped {
                    escaped = false
                    if character == "(" {
                        interpolations.append(depth)
                        inString = false
                        depth += 1
                    }
                } else if character == "\\" {
                    escaped = true
                } else if character == "\"" {
                    inString = false
                }
            } else {
                switch character {
                case "\"": inString = true
                case "(", "[", "{": depth += 1
                case ")", "]", "}":
                    depth -= 1
                    if character == ")", interpolations.last == depth {
                        interpolations.removeLast()
                        inString = true
                    }
                default: break
                }
            }
            visit(character, depth, wasInString || inString)
        }
    }
}
