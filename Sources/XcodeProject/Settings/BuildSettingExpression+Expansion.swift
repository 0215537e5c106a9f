extension BuildSettingExpression {
    /// A value with its variables replaced, and the references that could not be, as written (`$(FOO)`), each once.
    typealias Expansion = (value: String, unresolved: [String])

    /// The text with every reference replaced by what `resolve` gives for its name (after expanding references in
    /// the name), then its operators applied in order.
    ///
    /// A reference stays as written and is listed in `unresolved` when `resolve` has no value for it, when it is
    /// malformed, or when it uses an operator Xcode does not have; the exception is a reference with `:default=`,
    /// which treats a missing setting as empty, as Xcode does. Values that `resolve` returns are inserted as they
    /// are, never expanded again.
    func expand(resolving resolve: (String) -> Expansion?) -> Expansion {
        withoutActuallyEscaping(resolve) { resolve in
            var expander = Expander(resolve: resolve)
            let value = expander.expand(parts)
            return (value, expander.unresolved)
        }
    }

    private struct Expander {
        let resolve: (String) -> Expansion?
        var unresolved: [String] = []

        mutating func note(_ references: [String]) {
            for reference in references where !unresolved.contains(reference) { unresolved.append(reference) }
        }

        mutating func expand(_ parts: [Part]) -> String {
            var result = ""
            for part in parts {
                switch part {
                case .literal(let text): result += text
                case .reference(let reference): result += value(of: reference)
                }
            }
            return result
        }

        mutating func value(of reference: Reference) -> String {
            guard !reference.isMalformed, reference.operators.allSatisfy(BuildSettingOperator.isKnown) else {
                note([reference.written])
                return reference.written
            }
            let name = expand(reference.name)
            var value: String
            if let resolved = resolve(name) {
                value = resolved.value
                note(resolved.unresolved)
            } else if reference.operators.contains(where: { $0.name == "default" && $0.operand != nil }) {
                value = ""
            } else {
                note([reference.written])
                return reference.written
            }
            for op in reference.operators {
                if let operand = op.operand {
                    value = BuildSettingOperator.replace(op.name, in: value, with: expand(operand)) ?? value
                } else {
                    value = BuildSettingOperator.retrieve(op.name, from: value) ?? value
                }
            }
            return value
        }
    }
}
