// What the tutorial's app code ("Adopting QuickActionDispatch") refers to but does not show: the app's own
// conversations, router and root view controller. Type-checked with the tutorial's steps against UIKit.swift.
import UIKit

struct Conversation {
    var id: String
    var name: String
}

@MainActor
final class Router {
    static let shared = Router()

    func open(_ action: ChirpAction) -> Bool { true }
    func showInbox() {}
}

final class RootViewController: UIViewController {}
