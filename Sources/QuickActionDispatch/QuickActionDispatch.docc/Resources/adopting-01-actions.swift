import QuickActionDispatch

enum ChirpAction: QuickAction {
    case newMessage
    case search
    case openConversation(id: String)

    enum CodingKeys: String, CodingKey {
        case newMessage = "new-message"
        case search
        case openConversation = "open-conversation"
    }
}
