import Foundation
import QuickActionKit

/// How each platform names an app's locales, both ways, from the iOS localization names (`de`, `pt-BR`, `zh-Hans`).
public enum PlatformLocale {
    /// The Android resource folder for `locale`'s values (`values-de`, `values-pt-rBR`, `values-b+zh+Hans`):
    /// language alone or language and a two-letter region in the classic form, anything else (a script, a numeric
    /// region) in the BCP 47 `b+` form Android reads since API 24 (export-formats notes, Android qualifiers).
    /// Nil when `locale` is not an identifier.
    public static func androidValuesFolder(_ locale: String) -> String? {
        guard let id = LocaleIdentifier(locale) else { return nil }
        let parts = id.identifier.split(separator: "-").map(String.init)
        if id.script == nil, parts.count == 1 { return "values-\(id.language.lowercased())" }
        if id.script == nil, parts.count == 2, let region = id.region, region.count == 2 {
            return "values-\(id.language.lowercased())-r\(region.uppercased())"
        }
        return "values-b+" + parts.joined(separator: "+")
    }

    /// Android's legacy language codes (export-formats notes: lint's LocaleFolder check says resources in
    /// `values-he` are not used where the system looks for `values-iw`): a copy is written under the old code too.
    public static let androidLegacyLanguages = ["he": "iw", "id": "in", "yi": "ji"]

    /// The legacy-code folder for `locale` when its language has one (`values-iw` for `he`), else nil.
    public static func androidLegacyValuesFolder(_ locale: String) -> String? {
        guard let id = LocaleIdentifier(locale), let old = androidLegacyLanguages[id.language.lowercased()],
            let folder = androidValuesFolder(locale)
        else { return nil }
        return folder.replacingOccurrences(of: "values-\(id.language.lowercased())", with: "values-\(old)")
            .replacingOccurrences(of: "values-b+\(id.language)", with: "values-b+\(old)")
    }

    /// The iOS localization an Android values folder stands for; nil for `values` itself (the default) and for
    /// folders with other qualifiers (`values-night`, `values-v27`).
    public static func locale(ofAndroidValuesFolder folder: String) -> String? {
        guard folder.hasPrefix("values-") else { return nil }
        let qualifier = folder.dropFirst("values-".count)
        if qualifier.hasPrefix("b+") {
            return LocaleIdentifier(qualifier.dropFirst(2).replacingOccurrences(of: "+", with: "-"))?.identifier
        }
        let parts = qualifier.split(separator: "-")
        guard let language = parts.first, language.count == 2 || language.count == 3,
            language.allSatisfy({ $0.isASCII && $0.isLowercase })
        else { return nil }
        let modern = androidLegacyLanguages.first { $0.value == language }?.key ?? String(language)
        if parts.count == 1 { return modern }
        guard parts.count == 2, parts[1].count == 3, parts[1].first == "r" else { return nil }
        return "\(modern)-\(parts[1].dropFirst())"
    }

    /// The freedesktop locale of a localized key (`Name[pt_BR]`): `lang_COUNTRY@MODIFIER`, with the Chinese scripts
    /// as their usual countries and Latin or Cyrillic scripts as modifiers (desktop entry specification, localized
    /// values). Nil when `locale` is not an identifier.
    public static func desktopLocale(_ locale: String) -> String? {
        guard let id = LocaleIdentifier(locale) else { return nil }
        let language = id.language.lowercased()
        switch (language, id.script, id.region) {
        case ("zh", "Hans", nil): return "zh_CN"
        case ("zh", "Hant", nil): return "zh_TW"
        default: break
        }
        var name = language
        if let region = id.region { name += "_" + region.uppercased() }
        if let script = id.script {
            guard let modifier = desktopModifiers[script] else { return nil }
            name += "@" + modifier
        }
        return name
    }

    /// The iOS localization of a freedesktop locale (`pt_BR` → `pt-BR`, `sr@latin` → `sr-Latn`, `zh_CN` →
    /// `zh-Hans`); nil when it is not one (an encoding such as `.UTF-8` is dropped).
    public static func locale(ofDesktopLocale name: String) -> String? {
        switch name {
        case "zh_CN": return "zh-Hans"
        case "zh_TW": return "zh-Hant"
        default: break
        }
        var rest = Substring(name)
        var script: String?
        if let at = rest.firstIndex(of: "@") {
            let modifier = String(rest[rest.index(after: at)...])
            guard let known = desktopModifiers.first(where: { $0.value == modifier })?.key else { return nil }
            script = known
            rest = rest[..<at]
        }
        if let dot = rest.firstIndex(of: ".") { rest = rest[..<dot] }
        let parts = rest.split(separator: "_", omittingEmptySubsequences: false)
        guard parts.count <= 2, let language = parts.first else { return nil }
        let identifier = ([String(language)] + (script.map { [$0] } ?? []) + parts.dropFirst().map(String.init))
            .joined(separator: "-")
        return LocaleIdentifier(identifier)?.identifier
    }

    private static let desktopModifiers = ["Latn": "latin", "Cyrl": "cyrillic"]
}
