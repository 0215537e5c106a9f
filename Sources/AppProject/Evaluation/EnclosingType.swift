import SwiftSyntax

/// The qualified name of the type a node is declared in (`Outer.Inner`), as `SymbolIndex` keys types.
enum EnclosingType {
    static func name(of node: Syntax) -> String? {
        var names: [String] = []
        var current = node.parent
        while let ancestor = current {
            if let name = ancestor.as(StructDeclSyntax.self)?.name.text ?? ancestor.as(ClassDeclSyntax.self)?.name.text
                ?? ancestor.as(EnumDeclSyntax.self)?.name.text ?? ancestor.as(ActorDeclSyntax.self)?.name.text
            {
                names.insert(name, at: 0)
            } else if let extensionDecl = ancestor.as(ExtensionDeclSyntax.self) {
                // An extension names its type from the top level.
                names.insert(extensionDecl.extendedType.trimmedDescription, at: 0)
                break
            }
            current = ancestor.parent
        }
        return names.isEmpty ? nil : names.joined(separator: ".")
    }
}
