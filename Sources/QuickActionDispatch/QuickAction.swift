import Foundation
import QuickActionKit

/// An app's quick actions, written as a `Codable` enum: each case is an action type, its associated values the
/// payload carried in `userInfo`.
///
/// ```swift
/// enum ChirpAction: QuickAction {
///     case newMessage
///     case search
///     case openConversation(id: String)
/// }
/// ```
public protocol QuickAction: Codable, Sendable {}

/// Why a chosen item goes to the fallback handler instead of the action handler.
public enum FallbackReason: Error, Sendable, Hashable, CustomStringConvertible {
    /// The type is not one of this app's actions (not under the type prefix, or no such case).
    case unknownType(String)
    /// A dynamic item registered by another version of the app (UIKit's advice: carry the version in userInfo;
    /// after an update the previous version's items still show, platform-facts §4).
    case registeredByOtherVersion(String)
    /// The payload in userInfo does not decode as this version's action.
    case undecodablePayload(type: String, reason: String)

    public var description: String {
        switch self {
        case .unknownType(let type): "unknown quick-action type \(type)"
        case .registeredByOtherVersion(let version): "registered by app version \(version)"
        case .undecodablePayload(let type, let reason): "the payload of \(type) does not decode: \(reason)"
        }
    }
}

/// Maps actions to shortcut items and back: the item's `type` is `<typePrefix>.<caseName>`; `userInfo` holds the
/// case's associated values under `payload` and the registering app version under `appVersion`.
public struct QuickActionCodec<Action: QuickAction>: Sendable {
    public var typePrefix: String
    /// The running app's version (CFBundleShortVersionString).
    public var appVersion: String

    public init(typePrefix: String, appVersion: String) {
        self.typePrefix = typePrefix
        self.appVersion = appVersion
    }

    /// The `type` string of an action.
    public func type(of action: Action) throws -> String {
        try "\(typePrefix).\(Self.split(action).caseName)"
    }

    /// A dynamic item for `action`, stamped with the app version.
    public func shortcutItem(
        for action: Action, title: String, subtitle: String? = nil, icon: ShortcutIcon? = nil,
        targetContentIdentifier: String? = nil
    ) throws -> ShortcutItem {
        let (caseName, payload) = try Self.split(action)
        var userInfo: [String: PropertyListValue] = [QuickActionUserInfoKey.appVersion: .string(appVersion)]
        if payload != .dictionary([:]) { userInfo[QuickActionUserInfoKey.payload] = payload }
        return ShortcutItem(
            type: "\(typePrefix).\(caseName)", localizedTitle: title, localizedSubtitle: subtitle, icon: icon,
            userInfo: userInfo, targetContentIdentifier: targetContentIdentifier)
    }

    /// The action an item stands for, or why it cannot be handled as one. Static items from Info.plist carry no
    /// version and no payload; they decode as cases without associated values.
    public func action(from item: ShortcutItem) -> Result<Action, FallbackReason> {
        let prefix = typePrefix + "."
        guard item.type.hasPrefix(prefix), item.type.count > prefix.count else {
            return .failure(.unknownType(item.type))
        }
        if case .string(let version)? = item.userInfo?[QuickActionUserInfoKey.appVersion], version != appVersion {
            return .failure(.registeredByOtherVersion(version))
        }
        let caseName = String(item.type.dropFirst(prefix.count))
        let payload = item.userInfo?[QuickActionUserInfoKey.payload] ?? .dictionary([:])
        do {
            let json = try JSONEncoder().encode(PropertyListValue.dictionary([caseName: payload]))
            return .success(try JSONDecoder().decode(Action.self, from: json))
        } catch DecodingError.typeMismatch(let type, let context)
            where type == Action.self && context.codingPath.isEmpty
        {
            // What the synthesized decoder throws when no case has this name ("Invalid number of keys found");
            // every other error is about the payload (on Linux a fraction for an Int even comes with no path).
            return .failure(.unknownType(item.type))
        } catch {
            return .failure(.undecodablePayload(type: item.type, reason: Self.describe(error)))
        }
    }

    /// The case name and associated values of an enum case, from its synthesized `Codable` form
    /// (`{"caseName": {…}}`).
    private static func split(_ action: Action) throws -> (caseName: String, payload: PropertyListValue) {
        let value = try JSONDecoder().decode(PropertyListValue.self, from: JSONEncoder().encode(action))
        guard case .dictionary(let cases) = value, cases.count == 1, let (caseName, payload) = cases.first else {
            throw QuickActionCodingError.notAnEnumCase(String(describing: Swift.type(of: action)))
        }
        return (caseName, payload)
    }

    private static func describe(_ error: any Error) -> String {
        guard let decoding = error as? DecodingError else { return "\(error)" }
        switch decoding {
        case .keyNotFound(let key, _): return "missing \(key.stringValue)"
        case .typeMismatch(_, let context), .valueNotFound(_, let context), .dataCorrupted(let context):
            return context.debugDescription
        @unknown default: return "\(decoding)"
        }
    }
}

/// The userInfo keys `QuickActionCodec` writes.
public enum QuickActionUserInfoKey {
    /// The action's associated values.
    public static let payload = "payload"
    /// The version of the app that registered the item (UIKit's advice for items that outlive an update).
    public static let appVersion = "appVersion"
}

/// A `QuickAction` type whose values do not encode as `{"caseName": {…}}`.
public enum QuickActionCodingError: Error, Sendable, Hashable {
    case notAnEnumCase(String)
}
