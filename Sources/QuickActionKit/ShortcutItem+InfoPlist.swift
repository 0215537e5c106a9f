/// Reading and writing one element of `UIApplicationShortcutItems` (platform-facts §3, [KEYS]).
extension ShortcutItem {
    /// Decodes one Info.plist item, or returns every reason iOS would drop it.
    ///
    /// Icon precedence: `IconSymbolName`, then `IconFile`, then `IconType` (platform-facts §3). An icon-type string
    /// that names no system type gives no icon (platform-facts §2, observed); `DeclaredIconKeys` keeps what was
    /// written so tools can report it.
    public static func decode(infoPlistEntry entry: PropertyListValue) -> Result<ShortcutItem, StaticItemDecodingError>
    {
        guard let dictionary = entry.dictionaryValue else {
            return .failure(StaticItemDecodingError(problems: [.notADictionary(actualKind: entry.kindName)]))
        }
        var problems: [StaticItemProblem] = []
        func string(_ key: String, required: Bool) -> String? {
            guard let value = dictionary[key] else {
                if required { problems.append(.missingKey(key)) }
                return nil
            }
            guard let text = value.stringValue else {
                problems.append(.wrongValueType(key: key, expected: "String", actual: value.kindName))
                return nil
            }
            return text
        }
        let type = string(InfoPlistKey.itemType, required: true)
        let title = string(InfoPlistKey.itemTitle, required: true)
        let subtitle = string(InfoPlistKey.itemSubtitle, required: false)
        let iconKeys = DeclaredIconKeys(
            symbolName: string(InfoPlistKey.itemIconSymbolName, required: false),
            file: string(InfoPlistKey.itemIconFile, required: false),
            type: string(InfoPlistKey.itemIconType, required: false))
        let target = string(InfoPlistKey.itemTargetContentIdentifier, required: false)
        var userInfo: [String: PropertyListValue]?
        if let value = dictionary[InfoPlistKey.itemUserInfo] {
            if let info = value.dictionaryValue {
                userInfo = info
            } else {
                problems.append(
                    .wrongValueType(key: InfoPlistKey.itemUserInfo, expected: "Dictionary", actual: value.kindName))
            }
        }
        guard problems.isEmpty, let type, let title else {
            return .failure(StaticItemDecodingError(problems: problems))
        }
        return .success(
            ShortcutItem(
                type: type, localizedTitle: title, localizedSubtitle: subtitle, icon: iconKeys.effectiveIcon,
                userInfo: userInfo, targetContentIdentifier: target))
    }

    /// The Info.plist dictionary for this item. Decoding the result gives back an equal item (a contact icon has
    /// no Info.plist form and is left out).
    public var infoPlistEntry: PropertyListValue {
        var dictionary: [String: PropertyListValue] = [
            InfoPlistKey.itemType: .string(type),
            InfoPlistKey.itemTitle: .string(localizedTitle),
        ]
        if let localizedSubtitle { dictionary[InfoPlistKey.itemSubtitle] = .string(localizedSubtitle) }
        if let entry = icon?.infoPlistEntry { dictionary[entry.key] = .string(entry.value) }
        if let userInfo { dictionary[InfoPlistKey.itemUserInfo] = .dictionary(userInfo) }
        if let targetContentIdentifier {
            dictionary[InfoPlistKey.itemTargetContentIdentifier] = .string(targetContentIdentifier)
        }
        return .dictionary(dictionary)
    }
}

/// The reasons a static item would be dropped by iOS; never empty.
public struct StaticItemDecodingError: Error, Sendable, Hashable, Codable {
    public var problems: [StaticItemProblem]
}

/// The icon keys an Info.plist item declares, before precedence picks the one iOS uses.
public struct DeclaredIconKeys: Sendable, Hashable, Codable {
    public var symbolName: String?
    public var file: String?
    public var type: String?

    public init(symbolName: String? = nil, file: String? = nil, type: String? = nil) {
        self.symbolName = symbolName
        self.file = file
        self.type = type
    }

    /// Reads the icon keys of an item dictionary, ignoring values that are not strings.
    public init(item: [String: PropertyListValue]) {
        self.init(
            symbolName: item[InfoPlistKey.itemIconSymbolName]?.stringValue,
            file: item[InfoPlistKey.itemIconFile]?.stringValue,
            type: item[InfoPlistKey.itemIconType]?.stringValue)
    }

    /// The icon iOS shows: symbol name, then file, then type (platform-facts §3); an unknown type string shows no
    /// icon (platform-facts §2, observed).
    public var effectiveIcon: ShortcutIcon? {
        if let symbolName { return .systemImageName(symbolName) }
        if let file { return .templateImageName(file) }
        if let type { return SystemIconType(infoPlistName: type).map(ShortcutIcon.system) }
        return nil
    }

    /// The Info.plist keys present, in precedence order; more than one means all but the first are ignored.
    public var presentKeys: [String] {
        zip(InfoPlistKey.iconKeysByPrecedence, [symbolName, file, type]).compactMap { $1 == nil ? nil : $0 }
    }
}
