import CCairo
@testable import CairoRendering
import Testing

/// strut's vector Adler-32 against zlib's, on lengths around its vector, run and block sizes, on
/// bytes that push its sums furthest (all 0xff), from any starting checksum and alignment.
@Suite struct Adler32Tests {
    /// Bytes from a fixed linear congruential sequence: the same on every run.
    func bytes(_ count: Int, seed: UInt64) -> [UInt8] {
        var state = seed
        return (0..<count).map { _ in
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return UInt8(truncatingIfNeeded: state >> 56)
        }
    }

    func zlib(_ start: UInt32, _ bytes: ArraySlice<UInt8>) -> UInt32 {
        UInt32(bytes.withUnsafeBufferPointer { adler32(uLong(start), $0.baseAddress, uInt($0.count)) })
    }

    func strut(_ start: UInt32, _ bytes: ArraySlice<UInt8>) -> UInt32 {
        bytes.withUnsafeBufferPointer { Adler32.update(start, $0) }
    }

    @Test(arguments: [0, 1, 15, 16, 17, 255, 256, 257, 4095, 4096, 4097, 5552, 65_537, 1 << 20])
    func agreesWithZlib(count: Int) {
        let random = bytes(count + 7, seed: UInt64(count))
        let full = [UInt8](repeating: 0xff, count: count + 7)
        for data in [random, full] {
            for offset in [0, 3, 7] {
                let slice = data[offset..<offset + count]
                for start: UInt32 in [1, 0xfff0_fff0, zlib(1, data[0..<offset])] {
                    #expect(strut(start, slice) == zlib(start, slice), "\(count) bytes at \(offset) from \(start)")
                }
            }
        }
    }

    @Test func piecesContinueAsOneRun() {
        let data = bytes(100_000, seed: 28)
        var adler: UInt32 = 1
        var start = 0
        for length in [1, 31, 4096, 17, 50_000, 45_855] {
            adler = strut(adler, data[start..<start + length])
            start += length
        }
        #expect(start == data.count)
        #expect(adler == zlib(1, data[...]))
    }
}
