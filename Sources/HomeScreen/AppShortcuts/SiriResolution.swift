import QuickActionKit

/// What Siri does with an utterance (platform-facts §6-7).
public enum SiriResolution: Sendable, Hashable {
    /// The shortcut runs, with the parameter value the phrase supplied.
    case run(SiriMatch)
    /// The phrase leaves out a parameter the intent takes: Siri asks, suggesting a default and a short list
    /// (HIG-AS).
    case clarify(SiriMatch, Clarification)
    /// More than one app or shortcut has this phrase.
    case ambiguous([SiriMatch])
    /// The utterance is one of the app's negative phrases, which never trigger it (iOS 17).
    case blockedByNegativePhrase(appName: String, phrase: String)
    /// The phrase has a parameter and works only after the app's first launch (platform-facts §6, WWDC22).
    case needsFirstLaunch(appName: String, phrase: String)
    /// Nothing matched; the closest phrases people could say instead.
    case noMatch(closest: [String])
}

/// The app, shortcut and parameter value an utterance resolves to.
public struct SiriMatch: Sendable, Hashable, Codable {
    public var appID: String
    public var appName: String
    public var shortcutIndex: Int
    public var intentType: String
    public var shortTitle: String?
    /// The phrase as matched, with the app name and value filled in.
    public var phrase: String
    /// The declared phrase, in strings-file form.
    public var template: String
    public var parameter: ExpandedPhrase.ParameterValue?
}

/// Siri's follow-up question for a missing parameter.
public struct Clarification: Sendable, Hashable, Codable {
    public var parameterName: String
    /// The parameter's title (`Method`), or its name.
    public var parameterTitle: String
    /// The value offered first: the one used most recently, else the app's time-of-day default.
    public var suggestion: Suggestion?
    /// A short list of other values (HIG-AS: "a short list of alternatives"), at most three.
    public var alternatives: [String]
    /// The app's own question (`requestValueDialog`), when it gives one.
    public var question: String?

    public struct Suggestion: Sendable, Hashable, Codable {
        public enum Reason: String, Sendable, Hashable, Codable {
            case mostRecent = "most_recent"
            case timeOfDay = "time_of_day"
        }

        public var caseName: String
        public var title: String
        public var reason: Reason
    }
}

extension SiriResolution: Encodable {
    private enum CodingKeys: String, CodingKey {
        case outcome, match, clarification, matches, appName, phrase, closest
    }

    /// `{"outcome": "run" | "clarify" | "ambiguous" | "blocked_by_negative_phrase" | "needs_first_launch" |
    /// "no_match", …}`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        switch self {
        case .run(let match):
            try container.encode("run", forKey: .outcome)
            try container.encode(match, forKey: .match)
        case .clarify(let match, let clarification):
            try container.encode("clarify", forKey: .outcome)
            try container.encode(match, forKey: .match)
            try container.encode(clarification, forKey: .clarification)
        case .ambiguous(let matches):
            try container.encode("ambiguous", forKey: .outcome)
            try container.encode(matches, forKey: .matches)
        case .blockedByNegativePhrase(let appName, let phrase):
            try container.encode("blocked_by_negative_phrase", forKey: .outcome)
            try container.encode(appName, forKey: .appName)
            try container.encode(phrase, forKey: .phrase)
        case .needsFirstLaunch(let appName, let phrase):
            try container.encode("needs_first_launch", forKey: .outcome)
            try container.encode(appName, forKey: .appName)
            try container.encode(phrase, forKey: .phrase)
        case .noMatch(let closest):
            try container.encode("no_match", forKey: .outcome)
            try container.encode(closest, forKey: .closest)
        }
    }
}
