/// Optimal-string-alignment distance: the fewest insertions, deletions, substitutions and adjacent transpositions
/// that turn one sequence into the other. One implementation for every "did you mean" in the tools: SF Symbol and
/// icon-type names (characters) and Siri's closest phrases (words).
public enum EditDistance {
    public static func between<Element: Equatable>(_ lhs: [Element], _ rhs: [Element]) -> Int {
        guard !lhs.isEmpty, !rhs.isEmpty else { return max(lhs.count, rhs.count) }
        var distance = [[Int]](repeating: [Int](repeating: 0, count: rhs.count + 1), count: lhs.count + 1)
        for i in 0...lhs.count { distance[i][0] = i }
        for j in 0...rhs.count { distance[0][j] = j }
        for i in 1...lhs.count {
            for j in 1...rhs.count {
                let cost = lhs[i - 1] == rhs[j - 1] ? 0 : 1
                distance[i][j] = min(distance[i - 1][j] + 1, distance[i][j - 1] + 1, distance[i - 1][j - 1] + cost)
                if i > 1, j > 1, lhs[i - 1] == rhs[j - 2], lhs[i - 2] == rhs[j - 1] {
                    distance[i][j] = min(distance[i][j], distance[i - 2][j - 2] + 1)
                }
            }
        }
        return distance[lhs.count][rhs.count]
    }

    /// The distance between two strings, character by character.
    public static func between(_ lhs: String, _ rhs: String) -> Int { between(Array(lhs), Array(rhs)) }
}
