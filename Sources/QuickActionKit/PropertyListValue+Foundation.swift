import Foundation

extension PropertyListValue {
    /// The Foundation object for `PropertyListSerialization` or UIKit's `userInfo` (`NSSecureCoding` values).
    public var foundationObject: Any {
        switch self {
        case .string(let value): value
        case .integer(let value): NSNumber(value: value)
        case .real(let value): NSNumber(value: value)
        case .bool(let value): value
        case .date(let value): value
        case .data(let value): value
        case .array(let values): values.map(\.foundationObject)
        case .dictionary(let values): values.mapValues(\.foundationObject)
        }
    }

    /// The value of a Foundation property-list object, or `nil` for an object that is not one. On Linux, Booleans
    /// come back from `PropertyListSerialization` as `Bool` and numbers as `NSNumber`, whose Objective-C type tells
    /// integers, reals and Booleans apart.
    public init?(foundationObject object: Any) {
        switch object {
        case let value as Bool where type(of: object) == Bool.self: self = .bool(value)
        case let value as String: self = .string(value)
        case let value as Date: self = .date(value)
        case let value as Data: self = .data(value)
        case let number as NSNumber:
            switch String(cString: number.objCType) {
            case "c", "B": self = .bool(number.boolValue)
            case "d", "f": self = .real(number.doubleValue)
            default: self = .integer(number.intValue)
            }
        case let array as [Any]:
            var values: [PropertyListValue] = []
            for element in array {
                guard let value = PropertyListValue(foundationObject: element) else { return nil }
                values.append(value)
            }
            self = .array(values)
        case let dictionary as [String: Any]:
            var values: [String: PropertyListValue] = [:]
            for (key, element) in dictionary {
                guard let value = PropertyListValue(foundationObject: element) else { return nil }
                values[key] = value
            }
            self = .dictionary(values)
        default:
            return nil
        }
    }
}
