//
//  LanternApp.swift
//  Lantern
//
//  There is no Info.plist file: every key comes from INFOPLIST_KEY_* build settings.
//

import SwiftUI

@main
struct LanternApp: App {
    @StateObject private var lamp = Lamp.shared

    var body: some Scene {
        WindowGroup {
            ContentView()
                .environmentObject(lamp)
        }
    }
}

@MainActor
final class Lamp: ObservableObject {
    static let shared = Lamp()
    @Published var isOn = false
    @Published var brightness = 0.8
}
