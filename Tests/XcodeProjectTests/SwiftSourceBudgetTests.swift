import Foundation
import Testing
import XcodeProject

/// `SwiftSourceBudget`: the shapes that crashed or stalled swift-syntax (issue 15, defects 3-5) are refused before
/// parsing; the shapes real apps write are not.
@Suite("The budget of a Swift file")
struct SwiftSourceBudgetTests {
    private func excess(_ source: String) -> String? { SwiftSourceBudget().excess(in: Data(source.utf8))?.message }

    private func repeated(_ text: String, _ count: Int) -> String { String(repeating: text, count: count) }

    @Test("Generic arguments 1,000 deep (a stack overflow in the parser's lookahead) are over the budget")
    func deepGenerics() {
        let source = "let x: " + repeated("Array<", 1000) + "Int" + repeated(">", 1000) + " = []\n"
        #expect(excess(source)?.contains("more than 200 deep") == true)
    }

    @Test("Parentheses 2,000 deep inside a collection are over the budget")
    func deepParentheses() {
        #expect(excess("let x = [" + repeated("(", 2000) + "1" + repeated(")", 2000) + "]\n") != nil)
    }

    @Test("A run of 5,000 `a <` over many lines (read as generic arguments) is over the budget")
    func comparisonChain() {
        let excess = SwiftSourceBudget().excess(in: Data(("let x = " + repeated("a <\n", 5000) + "b\n").utf8))
        #expect(excess?.line == 201)
    }

    @Test("5,000 nested string interpolations (1.2 GB in the parser) are over the budget")
    func nestedInterpolations() {
        #expect(excess("let s = " + repeated("\"\\(", 5000) + "1" + repeated(")\"", 5000) + "\n") != nil)
    }

    @Test("A 120-byte array literal nested 22 deep (exponential lookahead) is over the budget; 12 deep is not")
    func exponentialLookahead() {
        let deep = excess("let deep = " + repeated("[", 22) + "1" + repeated("]", 22) + "\n")
        #expect(deep?.contains("square brackets nest up to 19 deep") == true)
        #expect(excess("let deep = " + repeated("[", 12) + "1" + repeated("]", 12) + "\n") == nil)
    }

    @Test("Many moderately nested arrays add up: a thousand 14-deep literals are over the budget")
    func lookaheadAddsUp() {
        let nest = repeated("[", 14) + "1" + repeated("]", 14)
        #expect(excess("let all = [" + repeated(nest + ",\n", 1000) + "]\n") != nil)
        #expect(excess("let some = [" + repeated(nest + ",\n", 3) + "]\n") == nil)
    }

    /// Found by fuzzing the Tuist reader: parentheses after a generic `<` inside 19 `[` took 35 s to parse (release),
    /// though the brackets alone were within the budget: what is inside the brackets is read 2^depth times too.
    @Test("Parentheses and generic arguments inside deep square brackets count: a 130-byte file over the budget")
    func parenthesesInsideBrackets() {
        let stall =
            "import(((" + repeated("[", 19) + "@I<" + repeated("(", 40) + " " + repeated("(", 40)
            + repeated("=", 16) + ",\n"
        #expect(stall.utf8.count < 140)
        #expect(excess(stall)?.contains("square brackets nest up to 19 deep") == true)
        // Without the parentheses, 19 brackets alone stay within it.
        #expect(excess("import(((" + repeated("[", 17) + "@I<" + ",\n") == nil)
    }

    /// Issue 34: prefix keywords nest one parser frame each, and postfix links make a left-nested tree the parser
    /// and every visitor walk recursively (a stack overflow, exit 139), or take quadratic time.
    @Test(
        "Chains of 10,000 try or await, 30,000 optional or forced unwraps, 8,000 calls or trailing closures are over it",
        arguments: [
            "let x = " + String(repeating: "try ", count: 10_000) + "f()\n",
            "func g() async { let x = " + String(repeating: "await ", count: 10_000) + "f() }\n",
            "let x = a" + String(repeating: "?.b", count: 30_000) + "\n",
            "let x = a" + String(repeating: "!", count: 60_000) + "\n",
            "let x = a" + String(repeating: ".b", count: 50_000) + "\n",
            "let x = f" + String(repeating: "()", count: 8_000) + "\n",
            "let x = f" + String(repeating: " {}", count: 10_000) + "\n",
            "let x = a" + String(repeating: "[0]", count: 20_000) + "\n",
            "let t = UIApplicationShortcutItem(type: \"t\", localizedTitle: \"T\""
                + String(repeating: " + \"T\"", count: 11_700) + ")\n",
        ])
    func chains(_ source: String) {
        let excess = SwiftSourceBudget().excess(in: Data(source.utf8))
        #expect(excess?.line != nil)
        #expect(excess?.message.contains("chains more than 1000") == true)
    }

    @Test("Chains real apps write are within it: modifiers over lines, statement after statement, long lists")
    func realChains() {
        // A SwiftUI view with 300 modifiers, one per line.
        #expect(
            excess("var body: some View {\n  Text(\"a\")\n" + repeated("    .padding(.top, 4)\n", 300) + "}\n") == nil)
        // 3,000 statements of member calls, one per line, in one body.
        #expect(excess("func build() {\n" + repeated("    view.addSubview(label.first!)\n", 3000) + "}\n") == nil)
        // 5,000 member accesses in one array literal on one line.
        #expect(excess("let all = [" + repeated("Item.kind.rawValue, ", 5000) + "]\n") == nil)
        // Sums and concatenations of tens of terms, and += on every line.
        #expect(excess("let sql = \"a\"" + repeated(" + \"b\"", 80) + "\n" + repeated("total += 1\n", 3000)) == nil)
        // try await on every line, and optional chains in conditions.
        #expect(excess(repeated("let v = try await a?.b?.c()\nif x != y, z! == w ? p : q {}\n", 2000)) == nil)
        // Sentences in comments and strings.
        #expect(excess("// " + repeated("It works. ", 900) + "\nlet s = \"" + repeated("Done. ", 900) + "\"\n") == nil)
    }

    @Test("A file over 8 MiB is over the budget")
    func size() {
        var budget = SwiftSourceBudget()
        budget.maximumBytes = 10
        #expect(budget.excess(in: Data("let a = 12345".utf8))?.message.contains("13 bytes") == true)
    }

    @Test("Half a million tokens are within the budget, one more is over it, on the line it is passed (issue 34)")
    func tokens() {
        // `a;` is two tokens: 250,000 of them are exactly the budget.
        #expect(excess(repeated("a;", 250_000)) == nil)
        let over = SwiftSourceBudget().excess(in: Data((repeated("a;\n", 250_000) + "b").utf8))
        #expect(over?.line == 250_001)
        #expect(over?.message.contains("more than 500000 words and symbols") == true)
    }

    @Test("A token is a run of name bytes in any script, or one other visible byte; white space is none")
    func tokenCounting() {
        var budget = SwiftSourceBudget()
        budget.maximumTokens = 6
        // `let`, `größe`, `=`, `"`, `x`, `"`: six tokens, however long the names and the spaces.
        #expect(budget.excess(in: Data("let   größe =\n\t\"x\"".utf8)) == nil)
        #expect(budget.excess(in: Data("let größe = \"x\"+".utf8)) != nil)
    }

    @Test("What real apps write is within the budget: operators with <, comparisons, generics, deep SwiftUI")
    func realShapes() {
        // ObjectMapper-style `<-` assignments, 80 in one function.
        #expect(excess("func map() {\n" + repeated("    name <- map[\"name\"]\n", 80) + "}\n") == nil)
        // Comparisons, shifts and generic types in one body.
        let comparisons = repeated("    if a < b && c <= d { x = 1 << 3 }\n    let ok = a < b\n", 100)
        #expect(excess("func check() {\n" + comparisons + "}\n") == nil)
        #expect(excess("let d: Dictionary<String, Array<Set<Int>>> = [:]\n") == nil)
        // A table of 2,000 rows of calls three brackets deep (the deepest real files reach 7,113 of the budget).
        #expect(
            excess("let rows = [[" + repeated("[\"k\": Color(red: 1, green: 0), \"v\": [1, 2]],\n", 2000) + "]]\n")
                == nil)
        // SwiftUI views nested 40 deep.
        #expect(excess(repeated("VStack { ", 40) + "Text(\"a\")" + repeated(" }", 40)) == nil)
    }

    @Test("Over the budget, the file is not parsed; within it, it is")
    func boundedParser() {
        guard case .overBudget = BoundedSwiftParser.parse(Data(("x = " + repeated("[", 30)).utf8)) else {
            Issue.record("a 30-deep nest was parsed")
            return
        }
        guard case .parsed(let tree) = BoundedSwiftParser.parse(Data("let a = [[1]]".utf8)) else {
            Issue.record("a small file was not parsed")
            return
        }
        #expect(tree.description == "let a = [[1]]")
    }
}
