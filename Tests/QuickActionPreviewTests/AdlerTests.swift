import CZlib
import Testing

/// `qa_adler32` (16 bytes a step) against zlib's `adler32` (a byte at a time), which every PNG reader checks the
/// file's checksum with.
@Suite("Adler-32 of the scanlines")
struct AdlerTests {
    /// Bytes of a fixed sequence (a linear congruential generator): no run of the test differs from another.
    static func bytes(_ count: Int, seed: UInt64) -> [UInt8] {
        var state = seed
        return (0..<count).map { _ in
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return UInt8(truncatingIfNeeded: state >> 56)
        }
    }

    @Test("Every length from 0 to 700 and at every alignment, continuing any starting value")
    func shortLengths() {
        let data = Self.bytes(800, seed: 7)
        for length in 0...700 {
            for offset in [0, 1, 5, 15] {
                data.withUnsafeBufferPointer { buffer in
                    let start = buffer.baseAddress! + offset
                    for initial: UInt in [1, 0xFFF0_FFF0, 0x1234_5678] {
                        #expect(qa_adler32(initial, start, length) == adler32(initial, start, uInt(length)))
                    }
                }
            }
        }
    }

    /// Long inputs cross the rounds after which the sums are reduced; all 0xFF is where they grow fastest.
    @Test("Lengths around and far beyond a round, random and all 0xFF")
    func longLengths() {
        let random = Self.bytes(400_000, seed: 11)
        let saturated = [UInt8](repeating: 0xFF, count: 400_000)
        for data in [random, saturated] {
            for length in [5_551, 5_552, 5_553, 5_568, 11_104, 65_536, 200_003, 400_000] {
                data.withUnsafeBufferPointer { buffer in
                    #expect(qa_adler32(1, buffer.baseAddress, length) == adler32(1, buffer.baseAddress, uInt(length)))
                }
            }
        }
    }
}
