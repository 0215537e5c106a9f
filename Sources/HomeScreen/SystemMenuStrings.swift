import QuickActionKit

/// The titles of the system menu items in one language.
///
/// English titles are iOS's own (platform-facts §4). The other languages are our translations in Apple's style,
/// not copied from iOS's string tables (not verified on a device); languages without a table use English.
public struct SystemMenuStrings: Sendable, Hashable {
    public var language: String
    private let titles: [SystemMenuItem.Kind: String]

    /// The table for a locale: its language, else English.
    public init(locale: LocaleIdentifier) {
        let language = locale.language.lowercased()
        let known = Self.tables[language] != nil
        self.language = known ? language : "en"
        titles = Self.tables[known ? language : "en"]!
    }

    /// The languages with a table.
    public static var languages: [String] { tables.keys.sorted() }

    /// The localized title; `%@` in the Share title is replaced by the app's name.
    public func title(of kind: SystemMenuItem.Kind, appName: String) -> String {
        let template = titles[kind, default: ""]
        // By bytes: Foundation's replacingOccurrences bridges to NSString on Linux, and the linter composes a menu
        // for every locale of every app. Each title has at most one placeholder.
        guard let placeholder = template.firstUTF8Range(of: "%@") else { return template }
        return String(template[..<placeholder.lowerBound]) + appName + template[placeholder.upperBound...]
    }

    private static let tables: [String: [SystemMenuItem.Kind: String]] = [
        "en": [
            .newWindow: "New Window", .showAllWindows: "Show All Windows", .editHomeScreen: "Edit Home Screen",
            .shareApp: "Share “%@”", .sendBetaFeedback: "Send Beta Feedback", .removeApp: "Remove App",
        ],
        "de": [
            .newWindow: "Neues Fenster", .showAllWindows: "Alle Fenster anzeigen",
            .editHomeScreen: "Home-Bildschirm bearbeiten", .shareApp: "„%@“ teilen",
            .sendBetaFeedback: "Beta-Feedback senden", .removeApp: "App entfernen",
        ],
        "fr": [
            .newWindow: "Nouvelle fenêtre", .showAllWindows: "Afficher toutes les fenêtres",
            .editHomeScreen: "Modifier l’écran d’accueil", .shareApp: "Partager « %@ »",
            .sendBetaFeedback: "Envoyer un commentaire bêta", .removeApp: "Supprimer l’app",
        ],
        "es": [
            .newWindow: "Nueva ventana", .showAllWindows: "Mostrar todas las ventanas",
            .editHomeScreen: "Editar pantalla de inicio", .shareApp: "Compartir “%@”",
            .sendBetaFeedback: "Enviar comentarios de la beta", .removeApp: "Eliminar app",
        ],
        "ja": [
            .newWindow: "新規ウインドウ", .showAllWindows: "すべてのウインドウを表示",
            .editHomeScreen: "ホーム画面を編集", .shareApp: "“%@”を共有",
            .sendBetaFeedback: "ベータ版のフィードバックを送信", .removeApp: "Appを削除",
        ],
        "ko": [
            .newWindow: "새로운 윈도우", .showAllWindows: "모든 윈도우 보기", .editHomeScreen: "홈 화면 편집",
            .shareApp: "‘%@’ 공유", .sendBetaFeedback: "베타 피드백 보내기", .removeApp: "앱 제거",
        ],
        "ar": [
            .newWindow: "نافذة جديدة", .showAllWindows: "عرض كل النوافذ", .editHomeScreen: "تعديل الشاشة الرئيسية",
            .shareApp: "مشاركة \"%@\"", .sendBetaFeedback: "إرسال ملاحظات بيتا", .removeApp: "إزالة التطبيق",
        ],
        "he": [
            .newWindow: "חלון חדש", .showAllWindows: "הצגת כל החלונות", .editHomeScreen: "עריכת מסך הבית",
            .shareApp: "שיתוף ״%@״", .sendBetaFeedback: "שליחת משוב בטא", .removeApp: "הסרת היישום",
        ],
    ]
}
