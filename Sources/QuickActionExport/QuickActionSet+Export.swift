import QuickActionKit

extension QuickActionSet {
    /// The set `quickactions export` (and the MCP server's `export` tool) writes: the app's valid static items, then
    /// `dynamicItems` (a dynamic-items file), or with `includingSourceItems` the dynamic items the app's code
    /// registers (`includingSourceItems(of:)`, whose notes are returned). Refused with a `ConversionError` that
    /// names the app's Info.plist when no item is left (saying so when the code registers items that were not
    /// asked for) or when a value still holds a build variable (`checkResolved(file:)`); the error carries the
    /// notes gathered until then. `includeOption` is how the caller asks for the code's items, for that error.
    public static func forExport(
        of app: App, dynamicItems: [ShortcutItem] = [], includingSourceItems: Bool = false,
        includeOption: String = "--include-dynamic"
    ) throws(ConversionError) -> (set: QuickActionSet, notes: [ConversionNote]) {
        let (set, notes) =
            includingSourceItems
            ? QuickActionSet.includingSourceItems(of: app) : (QuickActionSet(app: app, dynamicItems: dynamicItems), [])
        guard !set.items.isEmpty else {
            let inCode = app.registeredDynamicItems.count
            var error = ConversionError(
                file: app.infoPlist.file,
                "the app declares no valid static quick actions to export"
                    + (includingSourceItems || inCode == 0
                        ? ""
                        : "; its code registers \(inCode) dynamic item\(inCode == 1 ? "" : "s"): add \(includeOption)")
            )
            error.notes = notes
            throw error
        }
        do {
            try set.checkResolved(file: app.infoPlist.file)
        } catch var error {
            error.notes = notes
            throw error
        }
        return (set, notes)
    }
}
