/// English words the style rules share (HIG menus and action-button labels: remove articles).
enum EnglishWords {
    static let articles: Set<String> = ["a", "an", "the"]

    /// English verbs, lower-cased: every single-word verb lemma of WordNet 3.0 (Princeton University), generated
    /// into `EnglishVerbs+WordNet.swift` by `scripts/generate-english-verbs.py`.
    static let verbs: Set<String> = Set(
        wordNetVerbList.split(whereSeparator: { $0 == " " || $0 == "\n" }).map(String.init))
}
