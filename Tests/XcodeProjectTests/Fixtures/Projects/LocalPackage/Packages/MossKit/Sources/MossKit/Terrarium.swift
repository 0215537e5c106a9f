//
//  Terrarium.swift
//  MossKit
//

import Foundation

public struct Terrarium: Identifiable, Hashable, Sendable {
    public let id: String
    public var name: String
    public var lastWatered: Date?

    public init(id: String, name: String, lastWatered: Date? = nil) {
        self.id = id
        self.name = name
        self.lastWatered = lastWatered
    }
}
