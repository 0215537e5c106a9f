/// `UISceneActivationConditions` of a scene, with UIKit's predicates written as patterns: a
/// `targetContentIdentifier` matches a pattern that equals it, or one ending in `*` that it starts with.
/// UIKit's defaults: a scene prefers nothing and can activate for anything ([UIKIT] targetContentIdentifier).
public struct SceneActivationConditions: Sendable, Hashable, Codable {
    /// `prefersToActivateForTargetContentIdentifierPredicate`.
    public var prefers: [String]
    /// `canActivateForTargetContentIdentifierPredicate`.
    public var can: [String]

    public init(prefers: [String] = [], can: [String] = ["*"]) {
        self.prefers = prefers
        self.can = can
    }

    public func prefers(_ identifier: String?) -> Bool { Self.matches(prefers, identifier) }

    public func canActivate(for identifier: String?) -> Bool { Self.matches(can, identifier) }

    private static func matches(_ patterns: [String], _ identifier: String?) -> Bool {
        patterns.contains { pattern in
            if pattern == "*" { return true }
            guard let identifier else { return false }
            return pattern.hasSuffix("*") ? identifier.hasPrefix(pattern.dropLast()) : identifier == pattern
        }
    }
}
