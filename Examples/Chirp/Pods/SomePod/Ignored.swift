//
//  Ignored.swift
//  SomePod
//
//  Vendored by CocoaPods. Do not edit: changes are overwritten by `pod install`.
//

import UIKit

/// Convenience that SomePod offers to host apps that want a feedback quick action.
/// Chirp links the pod but never calls this.
public enum SomePodQuickActions {

    public static let feedbackType = "com.somepod.send-feedback"

    @MainActor
    public static func installFeedbackItem() {
        let item = UIApplicationShortcutItem(
            type: "com.somepod.send-feedback",
            localizedTitle: "Send Feedback",
            localizedSubtitle: "SomePod",
            icon: UIApplicationShortcutIcon(type: .mail),
            userInfo: nil
        )
        UIApplication.shared.shortcutItems = [item]
    }
}
