import QuickActionDispatch
import UIKit

@MainActor
enum RecentConversations {
    /// Chirp declares two static items, so two dynamic items fit in the menu.
    static func register(_ conversations: [Conversation]) {
        UIApplication.shared.shortcutItems = conversations.prefix(2).compactMap { conversation in
            try? ChirpAction.codec.shortcutItem(
                for: .openConversation(id: conversation.id), title: conversation.name, subtitle: "Conversation",
                icon: .systemImageName("person.crop.circle")
            ).uiApplicationShortcutItem
        }
    }
}
