// Benchmark (release build) for the preview: layout and SVG of one menu, and a contact sheet of 40 locales × 2
// appearances × 3 text sizes (240 menus) including its PNG.
// Run: swift run -c release preview-benchmark   (or `make benchmark`)
import Foundation
import HomeScreen
import QuickActionKit
import QuickActionPreview

/// Titles in scripts the preview shapes (Latin, Cyrillic, Greek, Arabic, Hebrew, CJK, Thai, Devanagari), cycled
/// over 40 locales.
let samples: [(locale: String, titles: [String])] = [
    ("de", ["Neue Nachricht", "Suchen", "Wanderwege in der Umgebung", "Gespeicherte Wege"]),
    ("fr", ["Nouveau message", "Rechercher", "Sentiers à proximité", "Sentiers enregistrés"]),
    ("ru", ["Новое сообщение", "Поиск", "Тропы поблизости", "Сохраненные тропы"]),
    ("el", ["Νέο μήνυμα", "Αναζήτηση", "Κοντινά μονοπάτια", "Αποθηκευμένα"]),
    ("ar", ["رسالة جديدة", "بحث", "مسارات قريبة", "المسارات المحفوظة"]),
    ("he", ["הודעה חדשה", "חיפוש", "מסלולים בסביבה", "מסלולים שמורים"]),
    ("ja", ["新規メッセージ", "検索", "近くのトレイル", "保存したトレイル"]),
    ("ko", ["새로운 메시지", "검색", "주변 트레일", "저장된 트레일"]),
    ("th", ["ข้อความใหม่", "ค้นหา", "เส้นทางใกล้เคียง", "เส้นทางที่บันทึก"]),
    ("hi", ["नया संदेश", "खोजें", "आस-पास के रास्ते", "सहेजे गए रास्ते"]),
]
let english = ["New Message", "Search", "Nearby Trails", "Saved Trails"]
let locales = (0..<40).map { index in
    index < samples.count ? samples[index].locale : "\(samples[index % samples.count].locale)-X\(index)"
}
let tables = locales.enumerated().map { index, locale in
    let titles = samples[index % samples.count].titles
    return LocalizationTable(
        localization: locale, source: SourceLocation(file: "\(locale).lproj/InfoPlist.strings"),
        entries: Dictionary(
            uniqueKeysWithValues: zip(english, titles).map {
                (
                    $0,
                    LocalizationTable.Entry(
                        value: $1, location: SourceLocation(file: "\(locale).lproj/InfoPlist.strings"))
                )
            }))
}
let icons: [SystemIconType] = [.compose, .search, .location, .bookmark]
let app = App(
    name: "Trailmix", bundleIdentifier: "com.example.bench", infoPlist: SourceLocation(file: "Info.plist"),
    staticItems: english.enumerated().map { index, title in
        StaticShortcutItem(
            index: index, location: SourceLocation(file: "Info.plist"),
            content: .valid(
                ShortcutItem(
                    type: "item\(index)", localizedTitle: title, localizedSubtitle: index == 2 ? "Within 10 km" : nil,
                    icon: .system(icons[index]))))
    },
    localizations: InfoPlistLocalizations(developmentRegion: "en", tables: tables))

func milliseconds(_ duration: Duration) -> Double {
    let (seconds, attoseconds) = duration.components
    return Double(seconds) * 1e3 + Double(attoseconds) / 1e15
}

let clock = ContinuousClock()
let measurer = try TextMeasurer()
let localeIdentifiers = locales.compactMap { LocaleIdentifier($0) }
let menus = try localeIdentifiers.map { try MenuScenario(app: app, locale: $0).menu() }

// One menu: layout and SVG, fonts loaded, text cache cleared before each run.
var single: [Duration] = []
for iteration in 0..<2_000 {
    let menu = menus[iteration % menus.count]
    measurer.clearCache()
    let start = clock.now
    let layout = try MenuLayoutEngine(measurer: measurer).layout(menu)
    let svg = SVGMenuRenderer().document(layout, appName: "Trailmix")
    single.append(clock.now - start)
    precondition(svg.contains("<text"))
}
single.sort()
print(
    String(
        format: "layout + SVG of one menu: median %.3f ms, p99 %.3f ms over %d menus (40 locales, cold text cache)",
        milliseconds(single[single.count / 2]), milliseconds(single[single.count * 99 / 100]), single.count))

// The contact sheet: 40 locales × 2 appearances × 3 sizes, SVG and PNG, with a fresh measurer.
var sheetTimes: [Double] = []
for _ in 0..<3 {
    let start = clock.now
    let sheetMeasurer = try TextMeasurer()
    let sheet = ContactSheet(measurer: sheetMeasurer, appName: "Trailmix", sizes: [.S, .L, .AX1]) { locale in
        try MenuScenario(app: app, locale: locale).menu()
    }
    let document = try sheet.render(locales: localeIdentifiers)
    let svgDone = clock.now
    let png = try PNGRenderer.png(stacking: document.strips, scale: 1)
    let end = clock.now
    sheetTimes.append(milliseconds(end - start))
    print(
        String(
            format: "contact sheet, 240 menus: %.0f ms (layout + SVG %.0f ms, PNG %.0f ms, %d KB)",
            milliseconds(end - start), milliseconds(svgDone - start), milliseconds(end - svgDone), png.count / 1024))
}
print(String(format: "contact sheet median: %.0f ms", sheetTimes.sorted()[1]))

// `target:` lines, which `make benchmark` gathers at the end (issue 35's targets).
let menuMedian = milliseconds(single[single.count / 2])
print(
    "target: layout and SVG of one menu, median: \(String(format: "%.3f", menuMedian)) ms (at most 0.100 ms): "
        + (menuMedian <= 0.1 ? "met" : "missed"))
let sheetMedian = sheetTimes.sorted()[1]
print(
    "target: contact sheet of 240 menus, SVG and PNG: \(String(format: "%.0f", sheetMedian)) ms (at most 500 ms): "
        + (sheetMedian <= 500 ? "met" : "missed"))
