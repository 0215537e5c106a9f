import SwiftUI

@main
struct ChirpApp: App {
    var body: some Scene { WindowGroup { Text("Chirp") } }
}
