/// Expands Xcode build variables (`$(NAME)`, `${NAME}`, `$(NAME:modifier)`) in Info.plist strings with the values
/// that can be known without Xcode; anything else stays as written and is reported as unresolved, never guessed
/// (platform-facts §9).
public struct BuildSettingExpander: Sendable {
    /// Known settings, e.g. `PRODUCT_NAME` → the product name.
    public var settings: [String: String]

    public init(settings: [String: String]) {
        self.settings = settings
    }

    /// The settings known for a product: `PRODUCT_NAME`, `TARGET_NAME`, `EXECUTABLE_NAME` and `PROJECT_NAME`.
    public init(productName: String) {
        self.init(settings: [
            "PRODUCT_NAME": productName, "TARGET_NAME": productName, "EXECUTABLE_NAME": productName,
            "PROJECT_NAME": productName,
        ])
    }

    /// The text with known variables expanded, and the variables left as written.
    public func expand(_ text: String) -> (value: String, unresolved: [String]) {
        guard text.contains("$") else { return (text, []) }
        var result = ""
        var unresolved: [String] = []
        var rest = Substring(text)
        while let dollar = rest.firstIndex(of: "$") {
            result += rest[..<dollar]
            let afterDollar = rest.index(after: dollar)
            guard afterDollar < rest.endIndex, let close = Self.closer[rest[afterDollar]],
                let end = rest[afterDollar...].firstIndex(of: close)
            else {
                result.append("$")
                rest = rest[afterDollar...]
                continue
            }
            let reference = rest[dollar...end]
            let inner = rest[rest.index(after: afterDollar)..<end]
            let parts = inner.split(separator: ":", maxSplits: 1)
            let name = String(parts.first ?? "")
            if let value = settings[name] {
                result += parts.count > 1 ? Self.apply(String(parts[1]), to: value) : value
            } else {
                result += reference
                unresolved.append(String(reference))
            }
            rest = rest[rest.index(after: end)...]
        }
        result += rest
        return (result, unresolved)
    }

    private static let closer: [Character: Character] = ["(": ")", "{": "}"]

    /// Xcode's string modifiers that matter for names; unknown modifiers leave the value unchanged.
    private static func apply(_ modifier: String, to value: String) -> String {
        switch modifier {
        case "rfc1034identifier", "c99extidentifier", "identifier":
            String(
                value.map {
                    $0.isLetter || $0.isNumber || $0 == "." ? $0 : (modifier == "rfc1034identifier" ? "-" : "_")
                })
        case "lower": value.lowercased()
        case "upper": value.uppercased()
        default: value
        }
    }
}
