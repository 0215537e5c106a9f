import Foundation
import QuickActionKit

extension PropertyListValue {
    /// The Foundation object for `PropertyListSerialization` (used to write binary property lists).
    var foundationObject: Any {
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
}
