import Foundation
import Testing

@testable import LivePreview

@Suite struct SHA1Tests {
    private func hex(_ bytes: [UInt8]) -> String { bytes.map { String(format: "%02x", $0) }.joined() }

    /// FIPS 180-2's examples, and lengths around the padding's 56-byte boundary.
    @Test func knownDigests() {
        #expect(hex(SHA1.digest([])) == "da39a3ee5e6b4b0d3255bfef95601890afd80709")
        #expect(hex(SHA1.digest(Array("abc".utf8))) == "a9993e364706816aba3e25717850c26c9cd0d89d")
        #expect(
            hex(SHA1.digest(Array("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq".utf8)))
                == "84983e441c3bd26ebaae4aa1f95129e5e54670f1")
        #expect(hex(SHA1.digest([UInt8](repeating: 0x61, count: 1_000_000))) == "34aa973cd4c4daa4f61eeb2bdbad27316534016f")
        #expect(hex(SHA1.digest(Array("The quick brown fox jumps over the lazy dog".utf8))) == "2fd4e1c67a2d28fced849ee1bb76e7391b93eb12")
    }

    /// RFC 6455 §1.3's example key and answer.
    @Test func theHandshakesAcceptValue() {
        #expect(WebSocket.accept(key: "dGhlIHNhbXBsZSBub25jZQ==") == "s3pPLMBiTxaQ9kYGzzhZRbK+xOo=")
    }

    /// Text frames carry their length in 7 bits, 16 bits or 64 bits.
    @Test func textFramesStateTheirLength() {
        #expect(WebSocket.textFrame("{\"version\":1}") == [0x81, 13] + Array("{\"version\":1}".utf8))
        #expect(Array(WebSocket.textFrame(String(repeating: "a", count: 300)).prefix(4)) == [0x81, 126, 1, 44])
        #expect(Array(WebSocket.textFrame(String(repeating: "a", count: 70000)).prefix(10)) == [0x81, 127, 0, 0, 0, 0, 0, 1, 0x11, 0x70])
    }
}
