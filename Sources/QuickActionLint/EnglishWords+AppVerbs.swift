extension EnglishWords {
    /// Words apps use as verbs on buttons and labels that WordNet 3.0 (2006) lists only as nouns or adjectives
    /// (issue 32: “Favorite Song”, a one-word “Favorite” were reported as not starting with a verb). Each word is
    /// listed with the dictionary entry that gives its verb sense; a word joins this list only with such a source.
    /// Words WordNet already lists as verbs (star, like, pin, mute, message, share, shuffle) are not repeated here.
    static let appVerbSources: [String: String] = [
        "favorite": "Wiktionary, favorite (verb): “To add to one's list of favorites on a website”",
        "favourite": "Wiktionary, favourite (verb): the British spelling of favorite (verb)",
        "unfavorite": "Wiktionary, unfavorite (verb): “To remove from one's list of favorites”",
        "unfavourite": "Wiktionary, unfavourite (verb): the British spelling of unfavorite (verb)",
        "bookmark": "Merriam-Webster, bookmark (verb): “to mark with a bookmark; to create a bookmark for”",
        "unbookmark": "Wiktionary, unbookmark (verb): “To remove a bookmark from”",
        "unmute": "Merriam-Webster, unmute (verb): “to restore the sound of”",
        "unfollow": "Merriam-Webster, unfollow (verb): “to stop following (someone) on social media”",
        "retweet": "Merriam-Webster, retweet (verb): “to post (a tweet) again”",
        "repost": "Merriam-Webster, repost (verb): “to post (something) again”",
        "reblog": "Wiktionary, reblog (verb): “To repost content from another blog”",
        "upvote": "Merriam-Webster, upvote (verb): “to give a positive vote to (online content)”",
        "downvote": "Merriam-Webster, downvote (verb): “to give a negative vote to (online content)”",
        "screenshot": "Merriam-Webster, screenshot (verb): “to take a screenshot of”",
        "livestream": "Merriam-Webster, livestream (verb): “to broadcast (an event) over the Internet as it happens”",
        "autofill": "Merriam-Webster, autofill (verb): “to fill in (a form field) automatically”",
    ]

    /// `verbs` and `appVerbSources`' words: what a label may start with.
    static let labelVerbs: Set<String> = verbs.union(appVerbSources.keys)
}
