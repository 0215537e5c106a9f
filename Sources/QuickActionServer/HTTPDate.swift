/// The `Date` header's text: RFC 9110's IMF-fixdate (§5.6.7), `Sun, 06 Nov 1994 08:49:37 GMT`, as Hummingbird
/// writes it on the responses it makes, for the answers `CachedMenuHandler` makes without it.
enum HTTPDate {
    private static let weekdays = ["Thu", "Fri", "Sat", "Sun", "Mon", "Tue", "Wed"]  // 1970-01-01 was a Thursday
    private static let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]

    /// `seconds` since 1970 in UTC (the proleptic Gregorian calendar; RFC 9110 has no leap seconds).
    static func text(secondsSince1970 seconds: Int) -> String {
        let days = seconds.floorDivided(by: 86_400)
        let time = seconds - days * 86_400
        let (year, month, day) = civilDate(daysSince1970: days)
        func twoDigits(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
        let weekday = weekdays[days.floorModulo(7)]
        return "\(weekday), \(twoDigits(day)) \(months[month - 1]) \(year) "
            + "\(twoDigits(time / 3600)):\(twoDigits(time / 60 % 60)):\(twoDigits(time % 60)) GMT"
    }

    /// Year, month (1-12) and day (1-31) of a day counted from 1970-01-01: Howard Hinnant's `civil_from_days`,
    /// which counts in 400-year eras that start on 1 March so that the leap day ends each year.
    static func civilDate(daysSince1970 days: Int) -> (year: Int, month: Int, day: Int) {
        let shifted = days + 719_468  // days from 0000-03-01 to 1970-01-01
        let era = shifted.floorDivided(by: 146_097)
        let dayOfEra = shifted - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1_460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthFromMarch = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * monthFromMarch + 2) / 5 + 1
        let month = monthFromMarch < 10 ? monthFromMarch + 3 : monthFromMarch - 9
        return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
    }
}

extension Int {
    fileprivate func floorDivided(by divisor: Int) -> Int {
        let quotient = self / divisor
        return (self % divisor < 0) ? quotient - 1 : quotient
    }

    fileprivate func floorModulo(_ divisor: Int) -> Int {
        let remainder = self % divisor
        return remainder < 0 ? remainder + divisor : remainder
    }
}
