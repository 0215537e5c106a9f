/// What a target builds (`productType` in a `.pbxproj`; `type` in XcodeGen; `product` in Tuist), from
/// xcode-project-facts.md. Only `application` targets are apps whose quick actions the Home Screen shows.
public enum ProductType: String, Sendable, Hashable, Codable, CaseIterable {
    case application = "com.apple.product-type.application"
    case appClip = "com.apple.product-type.application.on-demand-install-capable"
    case appExtension = "com.apple.product-type.app-extension"
    case extensionKitExtension = "com.apple.product-type.extensionkit-extension"
    case watchApp = "com.apple.product-type.application.watchapp2"
    case watchAppContainer = "com.apple.product-type.application.watchapp2-container"
    case watchExtension = "com.apple.product-type.watchkit2-extension"
    case messagesApplication = "com.apple.product-type.application.messages"
    case messagesExtension = "com.apple.product-type.app-extension.messages"
    case framework = "com.apple.product-type.framework"
    case staticFramework = "com.apple.product-type.framework.static"
    case staticLibrary = "com.apple.product-type.library.static"
    case dynamicLibrary = "com.apple.product-type.library.dynamic"
    case bundle = "com.apple.product-type.bundle"
    case unitTestBundle = "com.apple.product-type.bundle.unit-test"
    case uiTestBundle = "com.apple.product-type.bundle.ui-testing"
    case tool = "com.apple.product-type.tool"
    case other = ""

    /// The type for a `.pbxproj` `productType` identifier; unknown identifiers are `other`.
    public init(identifier: String) {
        self = ProductType(rawValue: identifier) ?? .other
    }

    /// A short name for people and JSON (`application`, `app-extension`, …).
    public var displayName: String {
        switch self {
        case .other: "other"
        default: String(rawValue.dropFirst("com.apple.product-type.".count))
        }
    }
}
