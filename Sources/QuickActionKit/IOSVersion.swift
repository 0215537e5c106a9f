/// iOS versions as projects and Swift write them (`13`, `15.4`, `17.2.1`): the deployment target, the `#available`
/// checks it decides and the release that introduced an SF Symbol are compared here, number by number.
public enum IOSVersion {
    /// Whether `text` is a version: one to three dot-separated numbers, nothing else (not `$(BASE_TARGET)`).
    public static func isVersion(_ text: String) -> Bool {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        return (1...3).contains(parts.count)
            && parts.allSatisfy { part in !part.isEmpty && part.allSatisfy { $0.isASCII && $0.isNumber } }
    }

    /// Whether version `lhs` is earlier than `rhs` (`"15.4"` < `"16"`), a missing number counting as 0.
    public static func isEarlier(_ lhs: String, than rhs: String) -> Bool {
        let left = lhs.split(separator: ".").compactMap { Int($0) }
        let right = rhs.split(separator: ".").compactMap { Int($0) }
        for index in 0..<max(left.count, right.count) {
            let l = index < left.count ? left[index] : 0
            let r = index < right.count ? right[index] : 0
            if l != r { return l < r }
        }
        return false
    }
}
