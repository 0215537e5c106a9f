import QuickActionKit

/// Flutter's quick_actions plugin (export-formats notes, Flutter): a Dart file with each locale's
/// `ShortcutItem(type:, localizedTitle:, localizedSubtitle:, icon:)` list and a function that picks the list for a
/// `Locale` (the plugin takes texts already localized). Its `icon` names a native image resource: the Android
/// drawable `--to android` writes for the same icon, which iOS needs as an asset-catalog image of that name.
enum FlutterQuickActions {
    static func export(_ set: QuickActionSet, options: ExportOptions) -> ExportResult {
        var notes: [ConversionNote] = []
        var lines = [
            "// Home Screen quick actions of \(set.appName), written by quickactions. Do not edit: export again.",
            "// For quick_actions 1.1.0 or later (localizedSubtitle).",
            "import 'dart:ui' show Locale;",
            "",
            "import 'package:quick_actions/quick_actions.dart';",
            "",
            "/// Each locale's quick actions, for `QuickActions().setShortcutItems`.",
            "const Map<String, List<ShortcutItem>> quickActionItemsByLocale = <String, List<ShortcutItem>>{",
        ]
        for locale in set.locales {
            lines.append("  \(dartString(locale)): <ShortcutItem>[")
            for item in set.items {
                var arguments = [
                    "type: \(dartString(item.type))",
                    "localizedTitle: \(dartString(item.title(in: locale, developmentLocale: set.developmentLocale)))",
                ]
                if let subtitle = item.subtitle(in: locale, developmentLocale: set.developmentLocale) {
                    arguments.append("localizedSubtitle: \(dartString(subtitle))")
                }
                if let icon = item.icon {
                    if case .contact = icon {
                        if locale == set.developmentLocale {
                            notes.append(
                                ConversionNote(.note, item: item.type, "a contact icon has no quick_actions form"))
                        }
                    } else if options.iconArtwork(icon) != nil {
                        // The drawable `--to android` writes for the same icon.
                        arguments.append("icon: \(dartString("quick_action_" + Slug.make(icon.label)))")
                    } else if locale == set.developmentLocale {
                        notes.append(
                            ConversionNote(
                                .note, item: item.type,
                                "no drawing of \(icon.label), so no native image to name; the item has no icon"))
                    }
                }
                lines.append("    ShortcutItem(\(arguments.joined(separator: ", "))),")
            }
            lines.append("  ],")
        }
        lines += [
            "};",
            "",
            "/// The items for [locale]: its language and script or country, then its language, then "
                + dartString(set.developmentLocale) + ".",
            "List<ShortcutItem> quickActionItemsFor(Locale locale) {",
            "  final String language = locale.languageCode;",
            "  final List<String> candidates = <String>[",
            "    if (locale.scriptCode != null) '$language-${locale.scriptCode}',",
            "    if (locale.countryCode != null) '$language-${locale.countryCode}',",
            "    language,",
            "  ];",
            "  for (final String candidate in candidates) {",
            "    final List<ShortcutItem>? items = quickActionItemsByLocale[candidate];",
            "    if (items != null) {",
            "      return items;",
            "    }",
            "  }",
            "  return quickActionItemsByLocale[\(dartString(set.developmentLocale))]!;",
            "}",
        ]
        if set.items.contains(where: { $0.icon != nil }) {
            notes.append(
                ConversionNote(
                    .note,
                    "quick_actions icons name native images: add the drawables from --to android on Android and images of the same names to the iOS asset catalog"
                ))
        }
        for item in set.items where item.userInfo?.isEmpty == false {
            notes.append(
                ConversionNote(.note, item: item.type, "quick_actions items have no userInfo; only the type is kept"))
        }
        return ExportResult(
            files: [ExportedFile(path: "lib/quick_actions.g.dart", contents: lines.joined(separator: "\n") + "\n")],
            notes: notes)
    }

    /// A Dart string literal in single quotes.
    static func dartString(_ text: String) -> String {
        "'" + Escaping.escape(text, Escaping.controls.merging(["'": "\\'", "$": "\\$"]) { $1 }) + "'"
    }
}
