import QuickActionKit
import SwiftParser
import SwiftSyntax

/// Reads an App Shortcut phrase written as a Swift string literal into tokens (platform-facts §6): text as written
/// (escapes resolved), `\(.applicationName)` as the app-name token, `\(\.$name)` as the parameter `name`, and any
/// other interpolation as unsupported. `${applicationName}` typed inside Swift is the strings-file syntax and stays
/// text, as Xcode reads it (platform-facts §9).
enum PhraseLiteral {
    static func phrase(_ literal: StringLiteralExprSyntax, locator: SourceLocator) -> AppShortcutPhrase {
        AppShortcutPhrase(tokens: tokens(of: literal), location: locator.location(of: literal))
    }

    static func tokens(of literal: StringLiteralExprSyntax) -> [PhraseToken] {
        var tokens: [PhraseToken] = []
        for segment in literal.segments {
            switch segment {
            case .stringSegment(let text):
                let value = self.text(of: text, in: literal)
                if case .text(let previous)? = tokens.last {
                    tokens[tokens.count - 1] = .text(previous + value)
                } else if !value.isEmpty {
                    tokens.append(.text(value))
                }
            case .expressionSegment(let interpolation):
                tokens.append(token(for: interpolation))
            }
        }
        return tokens
    }

    static func token(for interpolation: ExpressionSegmentSyntax) -> PhraseToken {
        guard interpolation.expressions.count == 1, let only = interpolation.expressions.first, only.label == nil
        else { return .unsupported(interpolation.expressions.trimmedDescription) }
        let expression = only.expression
        if let member = expression.as(MemberAccessExprSyntax.self), member.base == nil,
            member.declName.baseName.text == "applicationName"
        {
            return .applicationName
        }
        if let keyPath = expression.as(KeyPathExprSyntax.self), keyPath.root == nil, keyPath.components.count == 1,
            case .property(let property)? = keyPath.components.first?.component,
            property.declName.baseName.text.hasPrefix("$")
        {
            return .parameter(String(property.declName.baseName.text.dropFirst()))
        }
        return .unsupported(expression.trimmedDescription)
    }

    /// The segment's text with escapes resolved, read as a literal of its own with the same delimiters.
    static func text(of segment: StringSegmentSyntax, in literal: StringLiteralExprSyntax) -> String {
        let alone = StringLiteralExprSyntax(
            openingPounds: literal.openingPounds, openingQuote: literal.openingQuote,
            segments: StringLiteralSegmentListSyntax([.stringSegment(segment)]), closingQuote: literal.closingQuote,
            closingPounds: literal.closingPounds)
        return alone.representedLiteralValue ?? segment.content.text
    }
}
