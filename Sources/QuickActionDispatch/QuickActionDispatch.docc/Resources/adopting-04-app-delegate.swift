import QuickActionDispatch
import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    static var shared: AppDelegate { UIApplication.shared.delegate as! AppDelegate }
    let quickActions = QuickActionDispatcher(codec: ChirpAction.codec)

    func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        quickActions.register(
            handler: { action in Router.shared.open(action) },
            fallback: { _, _ in
                Router.shared.showInbox(); return false
            })
        return true
    }
}
