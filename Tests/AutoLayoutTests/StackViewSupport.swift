@testable import AutoLayout

/// A stack view in a scene, pinned at the root's top-leading corner, with arranged views of
/// given intrinsic sizes.
struct StackScene {
    let scene: Scene
    let stack: StackView
    var views: [View] { stack.arrangedSubviews }

    /// - Parameters:
    ///   - sizes: each arranged view's intrinsic size; -1 on an axis for none.
    ///   - length: the stack's length along its axis, nil to let its content size it.
    init(
        _ sizes: [(Double, Double)], axis: LayoutAxis = .horizontal, length: Double? = 320, spacing: Double = 10,
        direction: LayoutDirection = .leftToRight, configure: (StackView) -> Void = { _ in }
    ) {
        scene = Scene(320, 568, direction: direction)
        stack = StackView("stack")
        stack.axis = axis
        stack.spacing = spacing
        scene.root.addSubview(stack)
        for (index, size) in sizes.enumerated() {
            let view = View("v\(index)")
            view.intrinsicContentSize = Size(width: size.0, height: size.1)
            stack.addArrangedSubview(view)
        }
        configure(stack)
        var constraints = [
            stack.leadingAnchor.constraint(equalTo: scene.root.leadingAnchor),
            stack.topAnchor.constraint(equalTo: scene.root.topAnchor),
        ]
        if let length {
            constraints.append(
                axis == .horizontal
                    ? stack.widthAnchor.constraint(equalToConstant: length) : stack.heightAnchor.constraint(equalToConstant: length))
        }
        LayoutConstraint.activate(constraints)
        scene.layout()
    }

    func layout() { scene.layout() }

    /// The arranged views' frames in the stack, rounded to 1e-6.
    var frames: [Rect] { views.map { rounded($0.frame) } }
    var xs: [Double] { frames.map(\.minX) }
    var widths: [Double] { frames.map(\.width) }
    var ys: [Double] { frames.map(\.minY) }
    var heights: [Double] { frames.map(\.height) }
    var ambiguities: [String] { scene.engine.ambiguities().map(\.description) }
}
