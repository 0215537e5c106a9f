//
//  WindWidget.swift
//  KiteWidget
//

import SwiftUI
import WidgetKit

struct WindEntry: TimelineEntry {
    let date: Date
    let knots: Int
}

struct WindProvider: TimelineProvider {
    func placeholder(in context: Context) -> WindEntry {
        WindEntry(date: .now, knots: 15)
    }

    func getSnapshot(in context: Context, completion: @escaping (WindEntry) -> Void) {
        completion(placeholder(in: context))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<WindEntry>) -> Void) {
        let entry = WindEntry(date: .now, knots: 18)
        completion(Timeline(entries: [entry], policy: .after(.now.addingTimeInterval(1800))))
    }
}

struct WindWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "com.example.kite.wind-widget", provider: WindProvider()) { entry in
            Text("\(entry.knots) kn")
                .containerBackground(.fill.tertiary, for: .widget)
        }
        .configurationDisplayName("Wind")
        .description("Wind speed at your favourite spot.")
    }
}
