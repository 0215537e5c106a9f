import HomeScreen
import Hummingbird
import QuickActionPreview

/// The query of `GET /api/apps/{id}/menu`; every parameter is optional and a bad value is a 400 naming it.
struct MenuQuery: Sendable, Hashable {
    var locale: String?
    var phase: AppPhase?
    var column: Int?
    var row: Int?
    var device: DeviceKind = .iphone
    var appearance: Appearance = .light
    /// nil: from the locale.
    var rightToLeft: Bool?
    var textSize: TextSize = .L

    /// Every parameter at its default.
    init() {}

    init(_ parameters: Hummingbird.Parameters) throws(APIError) {
        func value(_ name: String) -> String? { parameters[Substring(name)].map(String.init) }
        func choice<Value: RawRepresentable<String>>(_ name: String, _ type: Value.Type, _ allowed: String)
            throws(APIError) -> Value?
        {
            guard let text = value(name) else { return nil }
            guard let parsed = Value(rawValue: text) else {
                throw .badRequest("query parameter '\(name)' is '\(text)'; use one of: \(allowed)")
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
        for name in parameters.map({ String($0.key) }) where !Self.names.contains(name) {
            throw .badRequest(
                "unknown query parameter '\(name)'; known: \(Self.names.sorted().joined(separator: ", "))")
        }
        if let locale = value("locale") {
            guard Self.isLocaleIdentifier(locale) else {
                throw .badRequest(
                    "query parameter 'locale' is '\(locale)'; use a locale identifier such as de or pt-BR")
            }
            self.locale = locale
        }
        phase = try choice("state", AppPhase.self, "installed, launched, updated")
        column = try number("column")
        row = try number("row")
        device = try choice("device", DeviceKind.self, "iphone, ipad") ?? .iphone
        appearance = try choice("appearance", Appearance.self, "light, dark") ?? .light
        textSize =
            try choice("textSize", TextSize.self, TextSize.allCases.map(\.rawValue).joined(separator: ", ")) ?? .L
        switch value("direction") {
        case nil, "auto": rightToLeft = nil
        case "ltr": rightToLeft = false
        case "rtl": rightToLeft = true
        case let other?: throw .badRequest("query parameter 'direction' is '\(other)'; use one of: auto, ltr, rtl")
        }
    }

    static let names: Set<String> = [
        "locale", "state", "column", "row", "device", "appearance", "direction", "textSize",
    ]

    /// BCP 47-like: a 2-3 letter language, then letter/digit subtags (`de`, `pt-BR`, `zh-Hans`, `en_GB`).
    static func isLocaleIdentifier(_ text: String) -> Bool {
        let parts = text.split(separator: /[-_]/, omittingEmptySubsequences: false)
        guard let language = parts.first, (2...3).contains(language.count), language.allSatisfy(\.isASCII),
            language.allSatisfy(\.isLetter)
        else { return false }
        return parts.dropFirst().allSatisfy { part in
            (1...8).contains(part.count) && part.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) }
        }
    }
}
