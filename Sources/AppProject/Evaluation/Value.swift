import QuickActionKit
import SwiftSyntax

/// What the evaluator knows of a Swift value (issue 30): as much as the source tells, and where it cannot tell,
/// `unknown` with the expression as written and why. An unknown is never guessed and propagates through everything
/// computed from it.
indirect enum Value {
    /// A string: literal, looked up in a strings table (resolved per locale later), or computed.
    case text(SourceText)
    case bool(Bool)
    case integer(Int)
    /// A case of an enum declared in the app (`QuickAction.compose`), with its associated values.
    case enumCase(type: String, name: String, associated: [Value])
    /// An instance of a struct or class declared in the app, with its stored properties as its initializer set them.
    case instance(type: String, properties: [String: Value])
    case array([Value])
    /// An array whose elements are all like this one, in a number known only at run time (`bookmarks.map { … }`).
    case repeated(Value)
    /// A dictionary literal's entries, in source order.
    case dictionary([(key: Value, value: Value)])
    /// `nil`: an optional that is absent.
    case none
    /// A closure with the frame it was written in.
    case closure(Closure)
    /// `\.shortcutItem`, `\Type.title`: the member names it reads, in order.
    case keyPath([String])
    /// `UIApplicationShortcutItem(…)` or `UIMutableApplicationShortcutItem(…)` (platform-facts §9).
    case shortcutItem(ItemValue)
    /// `UIApplicationShortcutIcon(…)`.
    case icon(SourceValue<ShortcutIcon>)
    /// A value known only at run time: as written, and why it cannot be known from the source.
    case unknown(written: AsWritten, why: String)
    /// Several possible values, one per path the code may take (an `if`, a `switch`, a function's returns).
    case alternatives([Value])
    /// A value of a framework type kept as the code that makes it, for readers that write it back (a Tuist
    /// manifest's `.target(name: …)`, `Product.app`); made only when the session keeps external calls.
    case external(ExternalCall)

    struct Closure {
        let node: ClosureExprSyntax
        let frame: Frame
    }

    static func unknown(_ expression: some SyntaxProtocol, _ why: String) -> Value {
        .unknown(written: AsWritten(expression), why: why)
    }

    /// The quick action the app was launched or activated with, followed through a handler's code (only when the
    /// session tracks it): a value known at run time whose stores into properties are recorded.
    static var chosenItem: Value { .unknown(written: "shortcutItem", why: chosenItemReason) }
    static let chosenItemReason = "the quick action chosen at run time"

    /// Whether the value is, holds or captures the chosen quick action: itself, an instance, array or alternative
    /// holding it, or a closure written where it was bound (`pending = { Router.open(item) }`).
    var carriesChosenItem: Bool {
        switch self {
        case .unknown(_, let why): why == Self.chosenItemReason
        case .instance(_, let properties): properties.values.contains { $0.carriesChosenItem }
        case .array(let elements), .alternatives(let elements): elements.contains { $0.carriesChosenItem }
        case .repeated(let element): element.carriesChosenItem
        case .closure(let closure):
            closure.frame.locals.values.contains { $0.carriesChosenItem }
                || closure.frame.selfValue?.carriesChosenItem == true
        default: false
        }
    }

    /// The possible values: each alternative, or the value itself.
    var possibilities: [Value] {
        if case .alternatives(let values) = self { return values.flatMap(\.possibilities) }
        return [self]
    }

    /// One value for several possibilities: the value itself when there is one.
    static func either(_ values: [Value]) -> Value {
        let flat = values.flatMap(\.possibilities)
        var distinct: [Value] = []
        for value in flat where !distinct.contains(where: { $0.isSame(as: value) }) { distinct.append(value) }
        if distinct.count == 1, let only = distinct.first { return only }
        if distinct.isEmpty { return .unknown(written: "", why: "no path gives a value") }
        return .alternatives(Array(distinct.prefix(Frame.maximumPaths)))
    }

    /// Whether two values are the same as far as the tools can tell (closures never are).
    func isSame(as other: Value) -> Bool {
        switch (self, other) {
        case (.text(let a), .text(let b)): a == b
        case (.bool(let a), .bool(let b)): a == b
        case (.integer(let a), .integer(let b)): a == b
        case (.enumCase(let t1, let n1, let a1), .enumCase(let t2, let n2, let a2)):
            t1 == t2 && n1 == n2 && a1.count == a2.count && zip(a1, a2).allSatisfy { $0.isSame(as: $1) }
        case (.array(let a), .array(let b)): a.count == b.count && zip(a, b).allSatisfy { $0.isSame(as: $1) }
        case (.repeated(let a), .repeated(let b)): a.isSame(as: b)
        case (.none, .none): true
        case (.keyPath(let a), .keyPath(let b)): a == b
        case (.shortcutItem(let a), .shortcutItem(let b)): a.discovered == b.discovered
        case (.icon(let a), .icon(let b)): a == b
        case (.unknown(let a, _), .unknown(let b, _)): a.text == b.text
        case (.external(let a), .external(let b)): a.isSame(as: b)
        default: false
        }
    }

    /// The value as text people read: a string, else computed and shown as `written`.
    func text(writtenAs written: AsWritten) -> SourceText {
        switch self {
        case .text(let text): text
        case .unknown(let asWritten, _) where !asWritten.isEmpty: .computed(expression: asWritten.text)
        default: .computed(expression: written.text)
        }
    }

    /// The value as the caller sees it: a value known only at run time is shown as the call or property that gave
    /// it (`l10n(.scan)`, `L10n.Shortcut.count(3)`), which is what the developer wrote where the item is made.
    func writtenAs(_ use: some SyntaxProtocol) -> Value {
        switch self {
        case .unknown(_, let why): .unknown(written: AsWritten(use), why: why)
        case .text(.computed): .text(.computed(expression: use.trimmedDescription))
        default: self
        }
    }

    /// Whether the value is `nil`.
    var isNone: Bool {
        if case .none = self { return true }
        return false
    }

    /// The literal string, when the value is one.
    var literalText: String? {
        if case .text(.literal(let text)) = self { return text }
        return nil
    }
}

/// A call of a type or function outside the files read (ProjectDescription's `Target.target(…)`), or a member
/// of one written without a call (`.app`): the callee as written and the arguments evaluated.
struct ExternalCall {
    /// `Project`, `.target`, `Target.target`, `.app`.
    let callee: String
    /// The arguments with their labels; `nil` for a member written without a call.
    let arguments: [(label: String?, value: Value)]?

    func isSame(as other: ExternalCall) -> Bool {
        guard callee == other.callee else { return false }
        switch (arguments, other.arguments) {
        case (nil, nil): return true
        case (let a?, let b?):
            return a.count == b.count && zip(a, b).allSatisfy { $0.label == $1.label && $0.value.isSame(as: $1.value) }
        default: return false
        }
    }
}

/// A shortcut item the app constructs, with what each of its arguments evaluated to.
struct ItemValue {
    /// `UIApplicationShortcutItem` or `UIMutableApplicationShortcutItem`.
    let initializer: String
    /// The construction's node: items made by one construction are told apart by their values.
    let construction: SyntaxIdentifier
    var discovered: DiscoveredShortcutItem
}

/// An expression as the developer wrote it, printed only when someone reads it: most unknown values are dropped
/// or replaced before anyone does, and printing syntax is the evaluator's costliest step.
struct AsWritten: ExpressibleByStringLiteral {
    private let node: Syntax?
    private let fixed: String

    init(_ node: some SyntaxProtocol) {
        self.node = Syntax(node)
        fixed = ""
    }

    init(_ text: String) {
        node = nil
        fixed = text
    }

    init(stringLiteral text: String) { self.init(text) }

    var text: String { node?.trimmedDescription ?? fixed }
    var isEmpty: Bool { node == nil && fixed.isEmpty }
}
