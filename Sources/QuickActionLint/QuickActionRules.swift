import HomeScreen
import QuickActionKit
import QuickActionPreview

/// The rules about Home Screen quick actions.
enum QuickActionRules {
    static let all: [any Rule.Type] = [
        TooManyQuickActionsRule.self,
        InvalidStaticItemRule.self,
        EmptyTitleRule.self,
        ConflictingIconKeysRule.self,
        DuplicateItemTypeRule.self,
        MissingIconRule.self,
        UnknownIconTypeRule.self,
        AppNameInTitleRule.self,
        EmojiInTextRule.self,
        ASCIIEllipsisRule.self,
        TitleCaseRule.self,
        ArticleInTitleRule.self,
        UnlocalizedTitleRule.self,
        TitleTruncatedRule.self,
        SubtitleTruncatedRule.self,
        UnversionedDynamicItemsRule.self,
        NonPlistUserInfoRule.self,
        ShortcutHandledAtLaunchReturnsTrueRule.self,
        PerformActionInSceneAppRule.self,
        ColdLaunchItemIgnoredRule.self,
        LaunchItemNeverClearedRule.self,
        CompletionHandlerNotCalledRule.self,
        NearMissRequirementRule.self,
    ]
}
