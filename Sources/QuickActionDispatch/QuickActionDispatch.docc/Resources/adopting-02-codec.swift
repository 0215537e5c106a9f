import Foundation
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

extension ChirpAction {
    static let codec = QuickActionCodec<ChirpAction>(
        typePrefix: "com.example.chirp",
        appVersion: Bundle.main.object(forInfoDictionaryKey: "CFBundleShortVersionString") as? String ?? "0")
}
