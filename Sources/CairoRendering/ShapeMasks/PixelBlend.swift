/// The arithmetic Cairo 1.16's image surfaces blend a solid colour with, given the coverage of
/// each pixel, written out so that a coverage mask can be blended the same way, to the bit.
///
/// A pixel is a premultiplied ARGB32 word; colour channels are handled two at a time in the
/// red-blue and alpha-green halves, as Cairo and pixman do.
enum PixelBlend {
    /// An opaque colour over `destination` with `coverage`: Cairo's own spans fill
    /// (`lerp8x4`, rounding with 0x7f).
    @inline(__always)
    static func lerp(_ source: UInt32, coverage: UInt8, _ destination: UInt32) -> UInt32 {
        let inverse = ~coverage
        let low = add(multiply(source, coverage, half: 0x007f_007f), multiply(destination, inverse, half: 0x007f_007f))
        let high = add(
            multiply(source >> 8, coverage, half: 0x007f_007f), multiply(destination >> 8, inverse, half: 0x007f_007f))
        return low | high << 8
    }

    /// A translucent colour over `destination` through `coverage`: pixman's OVER with an A8
    /// mask (the source multiplied by the coverage, then over; rounding with 0x80).
    @inline(__always)
    static func over(_ source: UInt32, coverage: UInt8, _ destination: UInt32) -> UInt32 {
        let masked = multiply(source, coverage, half: 0x0080_0080) | multiply(source >> 8, coverage, half: 0x0080_0080) << 8
        let inverse = ~UInt8(truncatingIfNeeded: masked >> 24)
        let low = add(masked & 0x00ff_00ff, multiply(destination, inverse, half: 0x0080_0080))
        let high = add((masked >> 8) & 0x00ff_00ff, multiply(destination >> 8, inverse, half: 0x0080_0080))
        return low | high << 8
    }

    /// A translucent colour over each pixel of `line`, fully covered: ``over(_:coverage:_:)``
    /// with a coverage of 255, which leaves the colour as it is; the colour's halves split once,
    /// in a loop the compiler vectorizes.
    static func over(_ source: UInt32, onto line: UnsafeMutableBufferPointer<UInt32>) {
        let inverse = ~UInt8(truncatingIfNeeded: source >> 24)
        let low = source & 0x00ff_00ff, high = (source >> 8) & 0x00ff_00ff
        for i in line.indices {
            let d = line[i]
            line[i] =
                add(low, multiply(d, inverse, half: 0x0080_0080))
                | add(high, multiply(d >> 8, inverse, half: 0x0080_0080)) << 8
        }
    }

    /// Two channels (bits 0–7 and 16–23) times `factor` / 255, rounded with `half`.
    @inline(__always)
    private static func multiply(_ pair: UInt32, _ factor: UInt8, half: UInt32) -> UInt32 {
        let t = (pair & 0x00ff_00ff) &* UInt32(factor) &+ half
        return ((t &+ ((t >> 8) & 0x00ff_00ff)) >> 8) & 0x00ff_00ff
    }

    /// Two channels added, each saturating at 255.
    @inline(__always)
    private static func add(_ a: UInt32, _ b: UInt32) -> UInt32 {
        var t = a &+ b
        t |= 0x0100_0100 &- ((t >> 8) & 0x00ff_00ff)
        return t & 0x00ff_00ff
    }
}
