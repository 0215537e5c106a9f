//
//  PebbleTests.swift
//  PebbleTests
//

import XCTest
@testable import Pebble_Notes

final class PebbleTests: XCTestCase {

    func testUntitledNote() {
        XCTAssertEqual(NoteFormatter.title(for: ""), "Untitled")
    }

    func testShortcutTypeIsKept() {
        let item = UIApplicationShortcutItem(type: "com.example.pebble.test-only", localizedTitle: "Test Only")
        XCTAssertEqual(item.type, "com.example.pebble.test-only")
    }
}
