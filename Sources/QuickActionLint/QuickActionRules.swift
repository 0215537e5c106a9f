/// The rules about Home Screen quick actions.
enum QuickActionRules {
    static let all: [any Rule.Type] = [
        TooManyQuickActionsRule.self,
        InvalidStaticItemRule.self,
        EmptyTitleRule.self,
        ConflictingIconKeysRule.self,
    ]
}
