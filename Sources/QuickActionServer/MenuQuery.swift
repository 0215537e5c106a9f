import HomeScreen
import Hummingbird
import QuickActionKit
import QuickActionPreview

/// The query of `GET /api/apps/{id}/menu`; every parameter is optional and a bad value is a 400 naming it.
struct MenuQuery: Sendable, Hashable {
    /// Parsed once, as every tool parses `--locale`; nil: the app's development region.
    var locale: LocaleIdentifier?
    var phase: AppPhase?
    var column: Int?
    var row: Int?
    var device: DeviceKind = .iphone
    var appearance: Appearance = .light
    /// nil: from the locale.
    var rightToLeft: Bool?
    var textSize: TextSize = .L
    /// The generation of the menu (`MenuEra`): classic (iOS 13-18) unless asked.
    var era: MenuEra = .classic

    /// How the menu is drawn (the same `MenuStyle` as `preview`'s options give).
    var style: MenuStyle { MenuStyle(textSize: textSize, appearance: appearance, rightToLeft: rightToLeft) }

    /// Every parameter at its default.
    init() {}

    /// A query with only a locale (for choosing an item from the menu in that locale).
    init(locale: String?) throws(APIError) {
        self.init()
        self.locale = try locale.map { (text: String) throws(APIError) in try Self.validLocale(text, name: "'locale'") }
    }

    init(_ parameters: Hummingbird.Parameters) throws(APIError) {
        func value(_ name: String) -> String? { parameters[Substring(name)].map(String.init) }
        func choice<Value: RawRepresentable<String>>(
            _ name: String, _ type: Value.Type, _ allowed: @autoclosure () -> String
        ) throws(APIError) -> Value? {
            guard let text = value(name) else { return nil }
            guard let parsed = Value(rawValue: text) else {
                throw .badRequest("query parameter '\(name)' is '\(text)'; use one of: \(allowed())")
            }
            return parsed
        }
        func number(_ name: String) throws(APIError) -> Int? {
            guard let text = value(name) else { return nil }
            guard let number = Int(text), number >= 1 else {
                throw .badRequest("query parameter '\(name)' is '\(text)'; use a whole number from 1")
            }
            return number
        }
        try Self.rejectUnknown(parameters, known: Self.names)
        if let locale = value("locale") { self.locale = try Self.validLocale(locale, name: "query parameter 'locale'") }
        phase = try choice("state", AppPhase.self, "installed, launched, updated")
        column = try number("column")
        row = try number("row")
        device = try choice("device", DeviceKind.self, "iphone, ipad") ?? .iphone
        appearance = try choice("appearance", Appearance.self, "light, dark") ?? .light
        textSize =
            try choice("textSize", TextSize.self, TextSize.allCases.map(\.rawValue).joined(separator: ", ")) ?? .L
        era = try choice("era", MenuEra.self, MenuEra.allCases.map(\.rawValue).joined(separator: ", ")) ?? .classic
        switch value("direction") {
        case nil, "auto": rightToLeft = nil
        case "ltr": rightToLeft = false
        case "rtl": rightToLeft = true
        case let other?: throw .badRequest("query parameter 'direction' is '\(other)'; use one of: auto, ltr, rtl")
        }
    }

    static let names: Set<String> = [
        "locale", "state", "column", "row", "device", "appearance", "direction", "textSize", "era",
    ]

    /// `text` parsed as every tool parses a locale (`LocaleIdentifier`), else a 400 naming where it came from
    /// (`name`).
    static func validLocale(_ text: String, name: String) throws(APIError) -> LocaleIdentifier {
        guard let locale = LocaleIdentifier(text) else {
            throw .badRequest("\(name) is '\(text)'; use a locale identifier such as de or pt-BR")
        }
        return locale
    }

    /// Rejects query parameters a route does not take (a misspelt one would otherwise be ignored silently).
    static func rejectUnknown(_ parameters: Hummingbird.Parameters, known: Set<String>) throws(APIError) {
        for name in parameters.map({ String($0.key) }) where !known.contains(name) {
            throw .badRequest("unknown query parameter '\(name)'; known: \(known.sorted().joined(separator: ", "))")
        }
    }
}
