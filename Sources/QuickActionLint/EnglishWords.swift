/// English words the style rules share (HIG menus and action-button labels: remove articles).
enum EnglishWords {
    static let articles: Set<String> = ["a", "an", "the"]
}
