import Foundation
import QuickActionKit

/// Checks a binary property list's structure before Foundation reads it: swift-corelibs-foundation's reader stops
/// the process on some malformed files (a set, marker 0xC, holding an object it cannot bridge: found by fuzzing,
/// issue 15). Every object must be a property-list type (null/bool, integer, real, date, data, ASCII or UTF-16
/// string, array, dictionary), and every offset, length and reference must stay inside the file. Layout: Apple's
/// CFBinaryPList.c (the `bplist00` header, an object table, an offset table, and a 32-byte trailer).
enum BinaryPropertyListCheck {
    /// Why the bytes are not a well-formed binary property list, or nil when they are.
    static func problem(in data: Data) -> String? {
        let bytes = [UInt8](data)
        guard bytes.count >= 8 + 32, bytes.starts(with: Array("bplist0".utf8)) else { return "it is too short" }
        let trailer = bytes.count - 32
        let offsetSize = Int(bytes[trailer + 6])
        let referenceSize = Int(bytes[trailer + 7])
        guard (1...8).contains(offsetSize), (1...8).contains(referenceSize) else { return "its trailer is corrupt" }
        let count = integer(bytes, at: trailer + 8, size: 8)
        let top = integer(bytes, at: trailer + 16, size: 8)
        let table = integer(bytes, at: trailer + 24, size: 8)
        guard count >= 1, count <= bytes.count, top < count, table >= 8, table <= trailer,
            count <= (trailer - table) / offsetSize
        else { return "its trailer is corrupt" }
        for index in 0..<count {
            let offset = integer(bytes, at: table + index * offsetSize, size: offsetSize)
            guard offset >= 8, offset < table else { return "object \(index) lies outside the object table" }
            if let problem = objectProblem(bytes, at: offset, end: table, count: count, referenceSize: referenceSize) {
                return "object \(index) \(problem)"
            }
        }
        return nil
    }

    private static func objectProblem(
        _ bytes: [UInt8], at offset: Int, end: Int, count: Int, referenceSize: Int
    ) -> String? {
        let marker = bytes[offset]
        let low = Int(marker & 0x0F)
        switch marker >> 4 {
        case 0x0:
            return [0x00, 0x08, 0x09, 0x0F].contains(marker) ? nil : "has an unknown marker"
        case 0x1, 0x2:
            return low <= 3 && offset + 1 + (1 << low) <= end ? nil : "is a number that runs past its end"
        case 0x3:
            return marker == 0x33 && offset + 9 <= end ? nil : "is a date that runs past its end"
        case 0x4, 0x5, 0x6, 0xA, 0xD:
            guard let (length, start) = length(bytes, at: offset, low: low, end: end) else {
                return "has a length that runs past its end"
            }
            switch marker >> 4 {
            case 0x4, 0x5: return length <= end - start ? nil : "runs past its end"
            case 0x6: return length <= (end - start) / 2 ? nil : "runs past its end"
            default:
                let references = marker >> 4 == 0xD ? 2 * length : length
                guard references <= (end - start) / referenceSize else { return "runs past its end" }
                for position in 0..<references {
                    let reference = integer(bytes, at: start + position * referenceSize, size: referenceSize)
                    guard reference < count else { return "refers to an object that does not exist" }
                }
                return nil
            }
        default:
            // Sets (0xC), UIDs (0x8) and unassigned markers are not property-list types.
            return "is not a property-list type (marker 0x\(String(marker, radix: 16)))"
        }
    }

    /// An object's element count and where its contents start: the low nibble, or the integer object after the
    /// marker when the nibble is 0xF.
    private static func length(_ bytes: [UInt8], at offset: Int, low: Int, end: Int) -> (Int, Int)? {
        guard low == 0x0F else { return (low, offset + 1) }
        guard offset + 1 < end, bytes[offset + 1] >> 4 == 0x1 else { return nil }
        let size = 1 << Int(bytes[offset + 1] & 0x0F)
        guard size <= 8, offset + 2 + size <= end else { return nil }
        let length = integer(bytes, at: offset + 2, size: size)
        return length >= 0 ? (length, offset + 2 + size) : nil
    }

    /// A big-endian unsigned integer of `size` bytes (at most 8), capped so that it never overflows `Int`.
    private static func integer(_ bytes: [UInt8], at offset: Int, size: Int) -> Int {
        var value: UInt64 = 0
        for index in 0..<size { value = value << 8 | UInt64(bytes[offset + index]) }
        return value > UInt64(Int.max / 2) ? Int.max / 2 : Int(value)
    }
}
