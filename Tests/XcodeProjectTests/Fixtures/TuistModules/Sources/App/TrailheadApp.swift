import SwiftUI

@main
struct TrailheadApp: App {
    var body: some Scene {
        WindowGroup { Text("Trailhead") }
    }
}
