//
//  ContentView.swift
//  Kite
//

import SwiftUI

struct ContentView: View {
    @EnvironmentObject private var router: QuickActionRouter

    var body: some View {
        NavigationStack {
            switch router.screen {
            case .wind: Text("Wind: 18 kn from the west")
            case .spots: Text("Spots")
            case .logSession: Text("Session timer")
            case .spot(let name): Text(name)
            }
        }
    }
}
