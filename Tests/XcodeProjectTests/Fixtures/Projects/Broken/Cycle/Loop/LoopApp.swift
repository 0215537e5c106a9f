//
//  LoopApp.swift
//  Loop
//

import SwiftUI

@main
struct LoopApp: App {
    var body: some Scene {
        WindowGroup {
            Text("Loop")
        }
    }
}
