/// How every tool prints a length in points: at most two decimals, no trailing zeros (`23.92`, `5.7`, `12`), so
/// `menu`, `preview` and `lint` say the same number for the same overflow.
public enum Points {
    public static func format(_ value: Double) -> String {
        let hundredths = Int((value * 100).rounded())
        let whole = hundredths / 100
        let fraction = abs(hundredths % 100)
        guard fraction != 0 else { return String(whole) }
        let digits = fraction % 10 == 0 ? String(fraction / 10) : (fraction < 10 ? "0" : "") + String(fraction)
        return (hundredths < 0 && whole == 0 ? "-" : "") + "\(whole).\(digits)"
    }
}
