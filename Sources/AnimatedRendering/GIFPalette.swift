import CGif
import CairoRendering

/// The colours of a GIF, at most 256, and each pixel's index among them.
struct GIFPalette {
    private(set) var colors: [UInt32] = []
    /// Each colour seen so far and its index: its own, or the nearest.
    private var lookup = ColorIndexTable()

    /// The palette of `frames`, as a ``PaletteBuilder`` fed them in order makes it.
    init(_ frames: [RGBAImage]) {
        var builder = GIFPaletteBuilder(totalPixels: frames.reduce(0) { $0 + $1.width * $1.height })
        for frame in frames { builder.add(frame) }
        self = builder.palette()
    }

    fileprivate init(colors: [UInt32], exact: Bool) {
        self.colors = colors
        if exact { for (i, c) in colors.enumerated() { lookup.insert(c, UInt8(i)) } }
    }

    /// A pixel's colour over white, as 0xRRGGBB.
    @inline(__always) static func rgb(_ p: UnsafeBufferPointer<UInt8>, _ i: Int) -> UInt32 {
        let a = UInt32(p[i + 3])
        if a == 255 { return UInt32(p[i]) << 16 | UInt32(p[i + 1]) << 8 | UInt32(p[i + 2]) }
        func over(_ c: UInt8) -> UInt32 { (UInt32(c) * a + 255 * (255 - a) + 127) / 255 }
        return over(p[i]) << 16 | over(p[i + 1]) << 8 | over(p[i + 2])
    }

    /// Every pixel's palette index: its own colour, or the nearest.
    mutating func indices(of frame: RGBAImage) -> [UInt8] {
        var out = [UInt8](repeating: 0, count: frame.width * frame.height)
        frame.pixels.withUnsafeBufferPointer { p in
            for k in 0..<out.count {
                let c = Self.rgb(p, k * 4)
                if let index = lookup[c] {
                    out[k] = index
                } else {
                    let index = nearest(c)
                    lookup.insert(c, index)
                    out[k] = index
                }
            }
        }
        return out
    }

    private func nearest(_ c: UInt32) -> UInt8 {
        var best = 0, bestDistance = Int.max
        let r = Int(c >> 16), g = Int((c >> 8) & 0xff), b = Int(c & 0xff)
        for (i, p) in colors.enumerated() {
            let dr = r - Int(p >> 16), dg = g - Int((p >> 8) & 0xff), db = b - Int(p & 0xff)
            let d = 2 * dr * dr + 4 * dg * dg + 3 * db * db
            if d < bestDistance { bestDistance = d; best = i }
        }
        return UInt8(best)
    }

    /// giflib's colour map, padded to a power of two.
    func colorMap() -> UnsafeMutablePointer<ColorMapObject> {
        var size = 2
        while size < colors.count { size *= 2 }
        var entries = colors.map { GifColorType(Red: UInt8($0 >> 16), Green: UInt8(($0 >> 8) & 0xff), Blue: UInt8($0 & 0xff)) }
        entries += Array(repeating: GifColorType(), count: size - entries.count)
        return GifMakeMapObject(Int32(size), &entries)!
    }
}

/// A GIF's palette made from its frames one at a time: the distinct colours while there are at
/// most 256, and a sample of up to about two million pixels taken evenly from every frame for
/// the median cut when there are more.
struct GIFPaletteBuilder {
    private var distinct = Set<UInt32>()
    private let step: Int
    private var r: [UInt8] = [], g: [UInt8] = [], b: [UInt8] = []

    /// `totalPixels`: the pixels of all the frames to come, to spread the sample over them.
    init(totalPixels: Int) {
        step = max(1, totalPixels / 2_000_000)
    }

    mutating func add(_ frame: RGBAImage) {
        frame.pixels.withUnsafeBufferPointer { p in
            if distinct.count <= 256 {
                for i in stride(from: 0, to: p.count, by: 4) {
                    distinct.insert(GIFPalette.rgb(p, i))
                    if distinct.count > 256 { break }
                }
            }
            for i in stride(from: 0, to: p.count, by: 4 * step) {
                let c = GIFPalette.rgb(p, i)
                r.append(UInt8(c >> 16)); g.append(UInt8((c >> 8) & 0xff)); b.append(UInt8(c & 0xff))
            }
        }
    }

    /// The frames' colours exactly when there are at most 256; else the 128 commonest exactly
    /// (a flat drawing's fills stay true: white stays white) and giflib's median cut for the rest.
    func palette() -> GIFPalette {
        if distinct.count <= 256 { return GIFPalette(colors: distinct.sorted(), exact: true) }
        var counts: [UInt32: Int] = [:]
        for i in r.indices { counts[UInt32(r[i]) << 16 | UInt32(g[i]) << 8 | UInt32(b[i]), default: 0] += 1 }
        let common = counts.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }.prefix(128).map(\.key)
        var size: Int32 = 128
        var (r, g, b) = (self.r, self.g, self.b)
        var output = [UInt8](repeating: 0, count: r.count)
        var map = [GifColorType](repeating: GifColorType(), count: 256)
        _ = GifQuantizeBuffer(UInt32(r.count), 1, &size, &r, &g, &b, &output, &map)
        let cut = map.prefix(Int(size)).map { UInt32($0.Red) << 16 | UInt32($0.Green) << 8 | UInt32($0.Blue) }
        var seen = Set(common)
        return GIFPalette(colors: common + cut.filter { seen.insert($0).inserted }, exact: false)
    }
}

/// Colours (0xRRGGBB) to palette indices, by open addressing: the lookup made for every pixel of
/// every frame, where a Swift dictionary's hashing was a third of a GIF's time.
struct ColorIndexTable {
    /// An empty slot: no colour has a high byte.
    private static let empty: UInt32 = 0xFFFF_FFFF
    private var keys = [UInt32](repeating: ColorIndexTable.empty, count: 1024)
    private var values = [UInt8](repeating: 0, count: 1024)
    private var count = 0

    @inline(__always) private func slot(_ key: UInt32, in capacity: Int) -> Int {
        Int((key &* 0x9E37_79B1) >> 8) & (capacity - 1)
    }

    subscript(key: UInt32) -> UInt8? {
        var i = slot(key, in: keys.count)
        while true {
            let k = keys[i]
            if k == key { return values[i] }
            if k == Self.empty { return nil }
            i = (i + 1) & (keys.count - 1)
        }
    }

    mutating func insert(_ key: UInt32, _ value: UInt8) {
        if 2 * (count + 1) > keys.count { grow() }
        var i = slot(key, in: keys.count)
        while keys[i] != Self.empty && keys[i] != key { i = (i + 1) & (keys.count - 1) }
        if keys[i] == Self.empty { count += 1 }
        keys[i] = key
        values[i] = value
    }

    private mutating func grow() {
        let (oldKeys, oldValues) = (keys, values)
        keys = [UInt32](repeating: Self.empty, count: oldKeys.count * 2)
        values = [UInt8](repeating: 0, count: oldKeys.count * 2)
        count = 0
        for (k, v) in zip(oldKeys, oldValues) where k != Self.empty { insert(k, v) }
    }
}
