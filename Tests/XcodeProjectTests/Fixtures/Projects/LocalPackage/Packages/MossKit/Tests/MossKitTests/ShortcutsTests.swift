//
//  ShortcutsTests.swift
//  MossKitTests (a package test target: never linked into the app)
//

import UIKit
import XCTest
@testable import MossKit

final class ShortcutsTests: XCTestCase {

    @MainActor
    func testUnknownTypeIsNotHandled() {
        let item = UIApplicationShortcutItem(type: "com.example.moss.test-only", localizedTitle: "Test Terrarium")
        XCTAssertFalse(MossShortcuts.handle(item))
    }
}
