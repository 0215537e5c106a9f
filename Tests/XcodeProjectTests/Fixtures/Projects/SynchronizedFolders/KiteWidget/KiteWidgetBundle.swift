//
//  KiteWidgetBundle.swift
//  KiteWidget
//

import SwiftUI
import WidgetKit

@main
struct KiteWidgetBundle: WidgetBundle {
    var body: some Widget {
        WindWidget()
    }
}
