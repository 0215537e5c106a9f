//
//  ContentView.swift
//  Lantern
//

import SwiftUI

struct ContentView: View {
    @EnvironmentObject private var lamp: Lamp

    var body: some View {
        VStack(spacing: 24) {
            Image(systemName: lamp.isOn ? "lightbulb.fill" : "lightbulb")
                .font(.system(size: 96))
            Toggle("Lantern", isOn: $lamp.isOn)
            Slider(value: $lamp.brightness, in: 0.1...1)
        }
        .padding()
    }
}

#Preview {
    ContentView()
        .environmentObject(Lamp.shared)
}
