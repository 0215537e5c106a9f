//
//  AppDelegate.swift
//  Spool — the app of the Unterminated and MissingObject projects. Both project files are broken on purpose.
//

import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
}
