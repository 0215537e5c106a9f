import SwiftSyntax

/// Run-time platform checks, decided for the app the tools describe: an iOS app on an iPhone or iPad, where Home
/// Screen quick actions exist (platform-facts §4). Code behind them that runs only on a Mac (Mac Catalyst, an iPad
/// app on a Mac) or on Apple Vision Pro is not the Home Screen's (issue 32: Home Assistant's Mac-only item).
enum PlatformChecks {
    /// `ProcessInfo.processInfo.isMacCatalystApp` and `.isiOSAppOnMac` are false on an iPhone or iPad.
    static func processInfoCheck(_ member: MemberAccessExprSyntax) -> Bool? {
        guard ["isMacCatalystApp", "isiOSAppOnMac"].contains(member.declName.baseName.text),
            let base = member.base?.trimmedDescription, base.hasSuffix("processInfo")
        else { return nil }
        return false
    }

    /// The idioms an iPhone or iPad never has.
    static let otherIdioms: Set<String> = ["mac", "vision", "tv", "carPlay"]

    /// `UIDevice.current.userInterfaceIdiom == .mac` (either side, `!=` too): decided, since an iPhone's idiom is
    /// `.phone` and an iPad's `.pad`; a comparison with those stays open (the app runs on both).
    static func idiomComparison(_ symbol: String, _ left: [ExprSyntax], _ right: [ExprSyntax]) -> Bool? {
        guard symbol == "==" || symbol == "!=", left.count == 1, right.count == 1 else { return nil }
        func isIdiom(_ expression: ExprSyntax) -> Bool {
            expression.trimmedDescription.hasSuffix("userInterfaceIdiom")
        }
        func otherIdiom(_ expression: ExprSyntax) -> Bool {
            guard let member = expression.as(MemberAccessExprSyntax.self),
                member.base == nil || member.base?.trimmedDescription == "UIUserInterfaceIdiom"
            else { return false }
            return otherIdioms.contains(member.declName.baseName.text)
        }
        guard (isIdiom(left[0]) && otherIdiom(right[0])) || (isIdiom(right[0]) && otherIdiom(left[0])) else {
            return nil
        }
        return symbol == "!="
    }
}
