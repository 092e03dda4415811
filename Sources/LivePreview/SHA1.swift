/// SHA-1 (FIPS 180-4), for the WebSocket handshake's `Sec-WebSocket-Accept` only: the handshake
/// proves the server speaks WebSocket, it protects nothing, so SHA-1's weakness does not matter.
enum SHA1 {
    /// The 20-byte digest of `message`.
    static func digest(_ message: [UInt8]) -> [UInt8] {
        var state: [UInt32] = [0x6745_2301, 0xEFCD_AB89, 0x98BA_DCFE, 0x1032_5476, 0xC3D2_E1F0]
        let bytes = padded(message)
        for start in stride(from: 0, to: bytes.count, by: 64) {
            compress(&state, bytes[start..<start + 64])
        }
        return state.flatMap { word in (0..<4).map { UInt8(truncatingIfNeeded: word >> (24 - 8 * $0)) } }
    }

    /// The message, a 1 bit, zeros to 56 bytes modulo 64, and its length in bits (big-endian).
    private static func padded(_ message: [UInt8]) -> [UInt8] {
        var bytes = message + [0x80]
        bytes += [UInt8](repeating: 0, count: (120 - bytes.count % 64) % 64)
        let bits = UInt64(message.count) &* 8
        bytes += (0..<8).map { UInt8(truncatingIfNeeded: bits >> (56 - 8 * $0)) }
        return bytes
    }

    /// One 64-byte block into the state.
    private static func compress(_ state: inout [UInt32], _ block: ArraySlice<UInt8>) {
        var w = [UInt32](repeating: 0, count: 80)
        for i in 0..<16 {
            let at = block.startIndex + 4 * i
            w[i] = UInt32(block[at]) << 24 | UInt32(block[at + 1]) << 16 | UInt32(block[at + 2]) << 8 | UInt32(block[at + 3])
        }
        for i in 16..<80 { w[i] = rotate(w[i - 3] ^ w[i - 8] ^ w[i - 14] ^ w[i - 16], 1) }
        var (a, b, c, d, e) = (state[0], state[1], state[2], state[3], state[4])
        for i in 0..<80 {
            let (f, k): (UInt32, UInt32)
            switch i {
            case 0..<20: (f, k) = ((b & c) | (~b & d), 0x5A82_7999)
            case 20..<40: (f, k) = (b ^ c ^ d, 0x6ED9_EBA1)
            case 40..<60: (f, k) = ((b & c) | (b & d) | (c & d), 0x8F1B_BCDC)
            default: (f, k) = (b ^ c ^ d, 0xCA62_C1D6)
            }
            let t = rotate(a, 5) &+ f &+ e &+ k &+ w[i]
            (e, d, c, b, a) = (d, c, rotate(b, 30), a, t)
        }
        state[0] &+= a
        state[1] &+= b
        state[2] &+= c
        state[3] &+= d
        state[4] &+= e
    }

    private static func rotate(_ x: UInt32, _ n: UInt32) -> UInt32 { x << n | x >> (32 - n) }
}
