/// JSON form of an icon: exactly one of `{"type": "compose"}`, `{"systemImageName": "star"}`,
/// `{"templateImageName": "Pin"}` or `{"contact": {"givenName": "Maya", "familyName": "Lin"}}`.
extension ShortcutIcon: Codable {
    private enum CodingKeys: String, CodingKey {
        case type, systemImageName, templateImageName, contact
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let keyCount = try decoder.container(keyedBy: AnyCodingKey.self).allKeys.count
        guard keyCount == 1, container.allKeys.count == 1, let key = container.allKeys.first else {
            throw DecodingError.dataCorrupted(
                .init(
                    codingPath: decoder.codingPath,
                    debugDescription: "an icon has exactly one of type, systemImageName, templateImageName, contact"))
        }
        switch key {
        case .type:
            let name = try container.decode(String.self, forKey: .type)
            guard let type = SystemIconType(caseName: name) ?? SystemIconType(infoPlistName: name) else {
                throw DecodingError.dataCorruptedError(
                    forKey: .type, in: container,
                    debugDescription: "'\(name)' is not a system icon type (for example compose, search, share)")
            }
            self = .system(type)
        case .systemImageName:
            self = .systemImageName(try container.decode(String.self, forKey: .systemImageName))
        case .templateImageName:
            self = .templateImageName(try container.decode(String.self, forKey: .templateImageName))
        case .contact:
            self = .contact(try container.decode(ContactIcon.self, forKey: .contact))
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        switch self {
        case .system(let type): try container.encode(type.caseName, forKey: .type)
        case .systemImageName(let name): try container.encode(name, forKey: .systemImageName)
        case .templateImageName(let name): try container.encode(name, forKey: .templateImageName)
        case .contact(let contact): try container.encode(contact, forKey: .contact)
        }
    }
}
