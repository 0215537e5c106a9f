extension QuickActionSet {
    /// Refuses a set whose app name, bundle identifier or item type still holds a build variable no setting
    /// defines (`$(APP_BUNDLE_ID)`, `${BUNDLE_DISPLAY_NAME}`): written into another platform's files, it would pass
    /// for the app's own (an Android package named `${APP_BUNDLE_ID}`). Issue 31.
    /// - Parameter file: the Info.plist the values come from, for the error.
    public func checkResolved(file: String) throws(ConversionError) {
        var values = [("the app's name", appName)] + (bundleIdentifier.map { [("the bundle identifier", $0)] } ?? [])
        values += items.map { ("the item type", $0.type) }
        for (what, value) in values {
            guard let variable = Self.unresolvedVariable(in: value) else { continue }
            throw ConversionError(
                file: file,
                "\(what) is \(value), with the build variable \(variable) that no setting of the project defines; "
                    + "pass --xcconfig FILE with the settings a setup script or CI provides, so that nothing "
                    + "unresolved is written")
        }
    }

    /// The first `$(NAME)` or `${NAME}` in `text`.
    static func unresolvedVariable(in text: String) -> String? {
        for (open, close) in [("$(", ")"), ("${", "}")] {
            guard let start = text.range(of: open), let end = text[start.upperBound...].range(of: close) else {
                continue
            }
            return String(text[start.lowerBound..<end.upperBound])
        }
        return nil
    }
}
