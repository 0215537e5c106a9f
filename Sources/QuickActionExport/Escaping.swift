/// Backslash and entity escapes, each format's as a table: one loop for every writer and reader of this module.
enum Escaping {
    /// `text` with every character the table names replaced by its escape.
    static func escape(_ text: String, _ table: [Character: String]) -> String {
        var result = ""
        for character in text {
            if let escaped = table[character] { result += escaped } else { result.append(character) }
        }
        return result
    }

    /// `text` with each backslash escape replaced: `\X` by `table[X]`, or by `X` itself when the table has no entry
    /// (so `\\`, `\'` and `\"` give the character).
    static func unescapeBackslashes(_ text: String, _ table: [Character: String]) -> String {
        var result = ""
        var iterator = text.makeIterator()
        while let character = iterator.next() {
            guard character == "\\", let next = iterator.next() else {
                result.append(character)
                continue
            }
            if let replacement = table[next] { result += replacement } else { result.append(next) }
        }
        return result
    }

    /// `\n`, `\t`, `\r` and `\\`: the escapes every backslash format here shares.
    static let controls: [Character: String] = ["\\": "\\\\", "\n": "\\n", "\t": "\\t", "\r": "\\r"]
}
