@testable import AutoLayout

/// A root view on a canvas with its engine, and a helper to add subviews.
struct Scene {
    let root: View
    let engine: LayoutEngine

    init(_ width: Double = 320, _ height: Double = 568, direction: LayoutDirection = .leftToRight) {
        root = View("root")
        engine = LayoutEngine(root: root, canvasSize: Size(width: width, height: height), direction: direction)
    }

    func add(_ id: String, to parent: View? = nil) -> View {
        let view = View(id)
        (parent ?? root).addSubview(view)
        return view
    }

    func layout() { engine.layout() }
}

func rect(_ x: Double, _ y: Double, _ w: Double, _ h: Double) -> Rect { Rect(x: x, y: y, width: w, height: h) }

/// Rounds away floating-point noise so rectangles compare with ==.
func rounded(_ r: Rect, _ digits: Double = 1e6) -> Rect {
    func f(_ v: Double) -> Double { (v * digits).rounded() / digits }
    return Rect(x: f(r.minX), y: f(r.minY), width: f(r.width), height: f(r.height))
}
