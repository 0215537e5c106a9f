//
//  NoteFormatter.swift
//  Shared
//
//  Its group is shown inside "Pebble" in the navigator but uses sourceTree = SOURCE_ROOT,
//  so the file is found at <project folder>/Shared, not Pebble/Shared.
//

import Foundation

enum NoteFormatter {
    static func title(for text: String) -> String {
        let firstLine = text.split(separator: "\n", maxSplits: 1).first.map(String.init) ?? ""
        return firstLine.isEmpty ? "Untitled" : firstLine
    }
}
