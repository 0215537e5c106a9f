import ArgumentParser
import HomeScreen

/// `--default Intent.parameter=case@START-END`: a time-of-day default the app declares for Siri's follow-up
/// question (hours START..<END, wrapping past midnight).
struct TimeOfDayDefaultOption: ExpressibleByArgument {
    var intentType: String
    var parameter: String
    var rule: TimeOfDayRule

    init?(argument: String) {
        let parts = argument.split(separator: "=", maxSplits: 1)
        guard parts.count == 2 else { return nil }
        let target = parts[0].split(separator: ".")
        let value = parts[1].split(separator: "@")
        guard target.count == 2, value.count == 2 else { return nil }
        let hours = value[1].split(separator: "-").compactMap { Int($0) }
        guard hours.count == 2, hours.allSatisfy({ (0...24).contains($0) }) else { return nil }
        intentType = String(target[0])
        parameter = String(target[1])
        rule = TimeOfDayRule(startHour: hours[0], endHour: hours[1] % 24, caseName: String(value[0]))
    }
}
