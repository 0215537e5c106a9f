/// Names handed out once each, as resource names and action identifiers must be: a repeated base gets the first free
/// counter (`base_2`, `base_3`), found in constant time per name. Searching every earlier name for each candidate
/// made an export of 4,000 items of one type take 23 s (issue 34, found by the command fuzzer).
struct UniqueNames {
    let separator: String
    /// Every name handed out, in order.
    private(set) var names: [String] = []
    private var taken: Set<String> = []
    /// The counter to try next for a base already handed out.
    private var nextCounter: [String: Int] = [:]

    init(separator: String) {
        self.separator = separator
    }

    /// `base`, or the first `base<separator>N` (N from 2) not handed out yet.
    mutating func claim(_ base: String) -> String {
        var name = base
        var counter = nextCounter[base] ?? 2
        while taken.contains(name) {
            name = base + separator + String(counter)
            counter += 1
        }
        if name != base { nextCounter[base] = counter }
        taken.insert(name)
        names.append(name)
        return name
    }
}
