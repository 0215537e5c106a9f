import QuickActionDispatch
import UIKit

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    private var quickActions: QuickActionDispatcher<ChirpAction> { AppDelegate.shared.quickActions }

    func scene(
        _ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions
    ) {
        guard let windowScene = scene as? UIWindowScene else { return }
        window = UIWindow(windowScene: windowScene)
        window?.rootViewController = RootViewController()
        window?.makeKeyAndVisible()
        quickActions.sceneWillConnect(options: connectionOptions)
    }

    func sceneDidBecomeActive(_ scene: UIScene) {
        quickActions.uiDidBecomeReady()
    }
}
