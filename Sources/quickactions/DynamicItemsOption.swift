import AppProject
import HomeScreen
import QuickActionKit

/// `--dynamic FILE.json`: the dynamic items the app registers; without it, the items found in the Swift sources.
struct DynamicItemsOption {
    var path: String?

    func items(for app: App) throws(ProjectReadError) -> [DynamicShortcutItem] {
        guard let path else { return app.dynamicItemsFromSource }
        return try ShortcutItemsFile.read(path).map { DynamicShortcutItem(item: $0) }
    }
}
