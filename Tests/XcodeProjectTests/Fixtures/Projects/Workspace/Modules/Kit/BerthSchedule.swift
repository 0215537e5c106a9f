//
//  BerthSchedule.swift
//  Kit
//

import Foundation

public struct Arrival: Hashable, Sendable {
    public let vessel: String
    public let berth: Int
    public let eta: Date
}

public final class BerthSchedule {
    private var arrivals: [Arrival] = []

    public init() {}

    public func arrivals(on day: Date, calendar: Calendar = .current) -> [Arrival] {
        arrivals.filter { calendar.isDate($0.eta, inSameDayAs: day) }
    }

    public func add(_ arrival: Arrival) {
        arrivals.append(arrival)
    }
}
