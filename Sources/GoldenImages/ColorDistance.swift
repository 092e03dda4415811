import CairoRendering
// pixelmatch's colour distance (the YIQ variant of its releases up to 7.2.0, after Kotsarenko &
// Ramos 2010) and its anti-aliasing test (Vyšniauskas 2009), with a guard for hairlines.

/// The pixel composited over white, as RGB doubles.
@inline(__always) func blendedOverWhite(_ image: RGBAImage, _ x: Int, _ y: Int) -> (Double, Double, Double) {
    let i = image.offset(x, y)
    let alpha = Double(image.pixels[i + 3]) / 255
    func blend(_ c: UInt8) -> Double { 255 + (Double(c) - 255) * alpha }
    return (blend(image.pixels[i]), blend(image.pixels[i + 1]), blend(image.pixels[i + 2]))
}

@inline(__always) func luma(_ c: (Double, Double, Double)) -> Double {
    c.0 * 0.29889531 + c.1 * 0.58662247 + c.2 * 0.11448223
}

/// The squared YIQ distance between the pixels at (x, y), negative when `b` is lighter.
func colorDelta(_ a: RGBAImage, _ b: RGBAImage, _ x: Int, _ y: Int) -> Double {
    let i = a.offset(x, y)
    if a.pixels[i] == b.pixels[i] && a.pixels[i + 1] == b.pixels[i + 1] && a.pixels[i + 2] == b.pixels[i + 2]
        && a.pixels[i + 3] == b.pixels[i + 3]
    {
        return 0
    }
    let p = blendedOverWhite(a, x, y), q = blendedOverWhite(b, x, y)
    let y1 = luma(p), y2 = luma(q)
    let i1 = p.0 * 0.59597799 - p.1 * 0.2741761 - p.2 * 0.32180189
    let i2 = q.0 * 0.59597799 - q.1 * 0.2741761 - q.2 * 0.32180189
    let q1 = p.0 * 0.21147017 - p.1 * 0.52261711 + p.2 * 0.31114694
    let q2 = q.0 * 0.21147017 - q.1 * 0.52261711 + q.2 * 0.31114694
    let dy = y1 - y2, di = i1 - i2, dq = q1 - q2
    let delta = 0.5053 * dy * dy + 0.299 * di * di + 0.1957 * dq * dq
    return y1 > y2 ? -delta : delta
}

/// Whether the pixel at (x, y) of `a` differs from `b` only by anti-aliasing.
///
/// pixelmatch's test: the pixel has a darker and a brighter neighbour, not more than two equal
/// ones, and its darkest or brightest neighbour sits in a flat area in both images. That test
/// calls a moved one-pixel line anti-aliasing (pixelmatch #74): the line's pixels are the
/// extremes of their neighbourhoods. A real anti-aliased pixel is a blend, so here its luma must
/// also lie strictly between its neighbours' in both images.
func isAntialiased(_ a: RGBAImage, _ b: RGBAImage, _ x: Int, _ y: Int) -> Bool {
    guard isBlendOfNeighbours(a, x, y), isBlendOfNeighbours(b, x, y) else { return false }
    var zeroes = x == 0 || x == a.width - 1 || y == 0 || y == a.height - 1 ? 1 : 0
    var minDelta = 0.0, maxDelta = 0.0
    var darkest: (Int, Int)? = nil, brightest: (Int, Int)? = nil
    let center = luma(blendedOverWhite(a, x, y))
    for (nx, ny) in neighbours(a, x, y) {
        let delta = luma(blendedOverWhite(a, nx, ny)) - center
        if delta == 0 {
            zeroes += 1
            if zeroes > 2 { return false }
        } else if delta < minDelta {
            minDelta = delta; darkest = (nx, ny)
        } else if delta > maxDelta {
            maxDelta = delta; brightest = (nx, ny)
        }
    }
    guard let darkest, let brightest else { return false }
    return (hasManySiblings(a, darkest) && hasManySiblings(b, darkest))
        || (hasManySiblings(a, brightest) && hasManySiblings(b, brightest))
}

private func neighbours(_ image: RGBAImage, _ x: Int, _ y: Int) -> [(Int, Int)] {
    var out: [(Int, Int)] = []
    for ny in max(0, y - 1)...min(image.height - 1, y + 1) {
        for nx in max(0, x - 1)...min(image.width - 1, x + 1) where nx != x || ny != y { out.append((nx, ny)) }
    }
    return out
}

/// Whether the pixel's luma lies strictly between the darkest and brightest of its neighbours.
private func isBlendOfNeighbours(_ image: RGBAImage, _ x: Int, _ y: Int) -> Bool {
    let center = luma(blendedOverWhite(image, x, y))
    let around = neighbours(image, x, y).map { luma(blendedOverWhite(image, $0.0, $0.1)) }
    guard let low = around.min(), let high = around.max() else { return false }
    return low + 1 < center && center < high - 1
}

/// Whether the pixel has three or more neighbours of exactly its colour (it lies in a flat area).
private func hasManySiblings(_ image: RGBAImage, _ p: (Int, Int)) -> Bool {
    let (x, y) = p
    var same = x == 0 || x == image.width - 1 || y == 0 || y == image.height - 1 ? 1 : 0
    let i = image.offset(x, y)
    for (nx, ny) in neighbours(image, x, y) {
        let j = image.offset(nx, ny)
        if image.pixels[i..<i + 4].elementsEqual(image.pixels[j..<j + 4]) {
            same += 1
            if same > 2 { return true }
        }
    }
    return false
}
