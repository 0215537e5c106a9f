// Benchmark (release build): resolving utterances over 100 installed apps × 10 App Shortcuts × parameter
// expansions up to about 1,000 phrases per app, with the index and with a brute-force scan, in the same run.
// Run: swift run -c release appshortcuts-benchmark   (or `make benchmark`)
import Foundation
import HomeScreen
import QuickActionKit

let appCount = 100
let casesPerEnum = 33  // × (title + 2 synonyms) = 99 spoken values

func makeApp(_ number: Int) -> App {
    let name = "Benchapp\(number)"
    let enumeration = AppEnumDeclaration(
        typeName: "Kind\(number)",
        cases: (0..<casesPerEnum).map {
            .init(name: "case\($0)", title: "Item \($0) of \(number)", synonyms: ["Thing \($0)", "Entry \($0)"])
        })
    var shortcuts: [AppShortcut] = []
    var intents: [AppIntentDeclaration] = []
    for index in 0..<10 {
        let intent = "Intent\(index)"
        let parameterized = index >= 5
        let phrases: [AppShortcutPhrase] = (0..<2).map { variant in
            parameterized
                ? AppShortcutPhrase(tokens: [
                    .text("Do action \(index) \(variant) with "), .parameter("kind"), .text(" in "), .applicationName,
                ])
                : AppShortcutPhrase(tokens: [.text("Run task \(index) variant \(variant) in "), .applicationName])
        }
        shortcuts.append(AppShortcut(intentType: intent, phrases: phrases, shortTitle: "Task \(index)"))
        intents.append(
            AppIntentDeclaration(
                typeName: intent,
                parameters: parameterized ? [IntentParameter(name: "kind", typeName: enumeration.typeName)] : []))
    }
    return App(
        name: name, bundleIdentifier: "com.example.bench\(number)",
        infoPlist: SourceLocation(file: "\(name)/Info.plist"),
        localizations: InfoPlistLocalizations(developmentRegion: "en"),
        appShortcuts: AppShortcutsDeclarations(
            providers: [AppShortcutsProviderDeclaration(typeName: "Shortcuts\(number)", shortcuts: shortcuts)],
            intents: intents, enums: [enumeration]))
}

var device = Device()
for number in 0..<appCount {
    let id = device.install(makeApp(number))
    try device.launch(id)
}

func percentile(_ sorted: [Duration], _ fraction: Double) -> Duration {
    sorted[min(sorted.count - 1, Int(Double(sorted.count) * fraction))]
}

/// A duration in µs, or in ms from 1 ms up.
func microseconds(_ duration: Duration) -> String {
    let (seconds, attoseconds) = duration.components
    let value = Double(seconds) * 1e6 + Double(attoseconds) / 1e12
    return value >= 1_000 ? String(format: "%.1f ms", value / 1_000) : String(format: "%.2f µs", value)
}

let clock = ContinuousClock()
/// One build of the index of every app's phrases, and how long it took.
@MainActor func timedBuild() -> (index: AppShortcutsIndex, time: Duration) {
    let start = clock.now
    let index = AppShortcutsIndex(device: device, locale: .english)
    return (index, clock.now - start)
}
var (index, firstBuild) = timedBuild()
var buildTimes = [firstBuild]
for _ in 1..<3 {
    let build = timedBuild()
    index = build.index
    buildTimes.append(build.time)
}
let phraseCount = index.apps.map(\.phrases.count).reduce(0, +)

var generator = SystemRandomNumberGenerator()
let utterances: [String] = (0..<20_000).map { _ in
    let app = index.apps.randomElement(using: &generator)!
    return app.phrases.randomElement(using: &generator)!.text.uppercased()
}

var indexTimes: [Duration] = []
var checks = 0
for utterance in utterances {
    let start = clock.now
    let resolution = index.resolve(utterance)
    indexTimes.append(clock.now - start)
    if case .run = resolution { checks += 1 } else if case .clarify = resolution { checks += 1 }
}
precondition(checks == utterances.count, "every generated utterance must resolve")

var bruteTimes: [Duration] = []
for utterance in utterances.prefix(200) {
    let start = clock.now
    let matches = index.bruteForceMatches(utterance)
    bruteTimes.append(clock.now - start)
    precondition(!matches.isEmpty)
}

indexTimes.sort()
bruteTimes.sort()
let indexMedian = percentile(indexTimes, 0.5)
let bruteMedian = percentile(bruteTimes, 0.5)
print("apps: \(appCount), phrases indexed (all app-name variants): \(phraseCount)")
print("index build: median \(microseconds(buildTimes.sorted()[1])) over 3 builds")
print(
    "resolve with the index: median \(microseconds(indexMedian)), p99 \(microseconds(percentile(indexTimes, 0.99))) over \(indexTimes.count) utterances"
)
print(
    "resolve by brute-force scan: median \(microseconds(bruteMedian)), p99 \(microseconds(percentile(bruteTimes, 0.99))) over \(bruteTimes.count) utterances"
)
print(String(format: "speed-up (median): %.0f×", bruteMedian / indexMedian))

/// A `target:` line, which `make benchmark` gathers at the end (issue 35's targets).
func target(_ name: String, _ value: Duration, atMost limit: Duration) {
    print(
        "target: \(name): \(microseconds(value)) (at most \(microseconds(limit))): \(value <= limit ? "met" : "missed")"
    )
}
target("Siri index build, 100 apps × 1,000 phrases", buildTimes.sorted()[1], atMost: .milliseconds(50))
target("Siri resolution, median", indexMedian, atMost: .microseconds(1))
