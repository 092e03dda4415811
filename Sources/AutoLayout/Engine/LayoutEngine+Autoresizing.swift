/// `translatesAutoresizingMaskIntoConstraints`: a designed frame and an autoresizing mask become
/// a size and a center constraint per axis.
extension LayoutEngine {
    /// Per axis, the flexible parts of {leading margin, size, trailing margin} named by the mask
    /// share any change of the superview's size in proportion to their designed sizes (no
    /// flexible part: the trailing margin is flexible). Printed in Apple's form:
    /// `legacy.midX == 0.967742*root.midX + 5.16129`, `legacy.width == 0.967742*root.width - 9.67742`.
    func autoresizingConstraints(_ view: View) -> [LayoutConstraint] {
        guard let superview = view.superview else { return [] }
        let frame = view.designedFrame ?? .zero
        let mask: AutoresizingMask = superview.autoresizesSubviews ? view.autoresizingMask : []
        let size = designedSize(of: superview, around: frame)
        let horizontal = AxisResizing(
            origin: frame.minX, length: frame.width, container: size.width,
            flexible: (mask.contains(.flexibleLeftMargin), mask.contains(.flexibleWidth), mask.contains(.flexibleRightMargin)))
        let vertical = AxisResizing(
            origin: frame.minY, length: frame.height, container: size.height,
            flexible: (mask.contains(.flexibleTopMargin), mask.contains(.flexibleHeight), mask.contains(.flexibleBottomMargin)))
        return constraints(view, superview, horizontal, .width, .centerX)
            + constraints(view, superview, vertical, .height, .centerY)
    }

    private func constraints(
        _ view: View, _ superview: View, _ axis: AxisResizing, _ dimension: LayoutAttribute, _ center: LayoutAttribute
    ) -> [LayoutConstraint] {
        // In the superview's own coordinates its center is half its size, so a center that
        // moves by k per point of size moves by 2k per point of the superview's center.
        [
            resizing(view, dimension, superview, axis.lengthFactor, axis.lengthConstant),
            resizing(view, center, superview, 2 * axis.centerFactor, axis.centerConstant),
        ]
    }

    private func resizing(_ view: View, _ attribute: LayoutAttribute, _ superview: View, _ factor: Double, _ constant: Double)
        -> LayoutConstraint
    {
        LayoutConstraint(
            item: view, attribute: attribute, toItem: factor == 0 ? nil : superview, attribute: attribute,
            multiplier: factor == 0 ? 1 : factor, constant: constant, origin: .autoresizing)
    }

    /// The superview's size as designed: its own frame's, the canvas for the root, else the
    /// smallest size that holds the view's frame.
    private func designedSize(of superview: View, around frame: Rect) -> Size {
        if let designed = superview.designedFrame { return designed.size }
        if superview === root { return canvasSize }
        return Size(width: frame.maxX, height: frame.maxY)
    }
}

/// One axis of an autoresizing translation: how the origin and length follow the container.
struct AxisResizing {
    let origin: Double, length: Double, container: Double
    /// The share of a change of the container's size taken by the leading margin and the length.
    let originShare: Double, lengthShare: Double

    init(origin: Double, length: Double, container: Double, flexible: (leading: Bool, length: Bool, trailing: Bool)) {
        self.origin = origin
        self.length = length
        self.container = container
        var parts = flexible
        if !parts.leading && !parts.length && !parts.trailing { parts.trailing = true }
        let sizes = [
            parts.leading ? origin : 0, parts.length ? length : 0, parts.trailing ? container - origin - length : 0,
        ]
        let total = sizes.reduce(0, +)
        let count = Double([parts.leading, parts.length, parts.trailing].filter { $0 }.count)
        originShare = parts.leading ? (total > 0 ? sizes[0] / total : 1 / count) : 0
        lengthShare = parts.length ? (total > 0 ? sizes[1] / total : 1 / count) : 0
    }

    /// length' = lengthFactor · container' + lengthConstant
    var lengthFactor: Double { lengthShare }
    var lengthConstant: Double { length - lengthShare * container }
    /// center' = centerFactor · container' + centerConstant
    var centerFactor: Double { originShare + lengthShare / 2 }
    var centerConstant: Double { origin + length / 2 - centerFactor * container }
}
