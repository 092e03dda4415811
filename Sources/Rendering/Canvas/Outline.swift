import LayoutValues

/// A shape of straight and quadratic segments, as a glyph's outline is, filled by the non-zero
/// winding rule (TrueType's).
package struct Outline: Hashable, Sendable {
    package enum Element: Hashable, Sendable {
        case move(Point)
        case line(Point)
        /// A quadratic Bézier curve through `control` to `to`.
        case quad(control: Point, to: Point)
        case close
    }

    package var elements: [Element]

    package init(_ elements: [Element]) {
        self.elements = elements
    }

    /// The outline scaled by `scale` about the origin, then moved by `offset`.
    package func placed(scale: Double, offset: Point) -> Outline {
        func map(_ p: Point) -> Point { Point(x: p.x * scale + offset.x, y: p.y * scale + offset.y) }
        return Outline(elements.map { element in
            switch element {
            case .move(let p): .move(map(p))
            case .line(let p): .line(map(p))
            case .quad(let c, let p): .quad(control: map(c), to: map(p))
            case .close: .close
            }
        })
    }
}
