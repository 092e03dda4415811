import AutoLayout
import VisualFormat

/// A root view on a canvas with its engine; views are added by name and formats activated at once.
struct Scene {
    let root: View
    let engine: LayoutEngine
    /// The views and guides by name, the root as "root", for formats.
    private(set) var items: [String: LayoutItem]

    init(_ width: Double = 320, _ height: Double = 568, direction: LayoutDirection = .leftToRight) {
        root = View("root")
        engine = LayoutEngine(root: root, canvasSize: Size(width: width, height: height), direction: direction)
        items = ["root": root]
    }

    /// Adds subviews of the root (or of `parent`) named `names`.
    @discardableResult
    mutating func add(_ names: String..., to parent: View? = nil) -> [View] {
        names.map { name in
            let view = View(name)
            (parent ?? root).addSubview(view)
            items[name] = view
            return view
        }
    }

    /// Adds a layout guide owned by the root.
    @discardableResult
    mutating func addGuide(_ name: String) -> LayoutGuide {
        let guide = LayoutGuide(name)
        root.addLayoutGuide(guide)
        items[name] = guide
        return guide
    }

    func view(_ name: String) -> View { items[name] as! View }

    /// Makes and activates the constraints of each format.
    @discardableResult
    func activate(
        _ formats: String..., options: VisualFormatOptions = [], metrics: [String: Double] = [:]
    ) throws -> [LayoutConstraint] {
        var all: [LayoutConstraint] = []
        for format in formats {
            all += try VisualFormat.constraints(withVisualFormat: format, options: options, metrics: metrics, views: items)
        }
        LayoutConstraint.activate(all)
        return all
    }

    /// Solves and returns the frame of each named view, rounded.
    func frames(_ names: String...) -> [Rect] {
        engine.layout()
        return names.map { rounded(view($0).frame) }
    }
}

func rect(_ x: Double, _ y: Double, _ w: Double, _ h: Double) -> Rect { Rect(x: x, y: y, width: w, height: h) }

/// Rounds away floating-point noise so rectangles compare with ==.
func rounded(_ r: Rect) -> Rect {
    func f(_ v: Double) -> Double { (v * 1e6).rounded() / 1e6 }
    return Rect(x: f(r.minX), y: f(r.minY), width: f(r.width), height: f(r.height))
}

/// The constraints of a format over `views`, printed as equations.
func equations(
    _ format: String, options: VisualFormatOptions = [], metrics: [String: Double] = [:], views: [String: LayoutItem]
) throws -> [String] {
    try VisualFormat.constraints(withVisualFormat: format, options: options, metrics: metrics, views: views)
        .map(\.description)
}

/// The error a format throws, or nil if it parses.
func parseError(
    _ format: String, options: VisualFormatOptions = [], metrics: [String: Double] = [:], views: [String: LayoutItem]
) -> VisualFormatError? {
    do {
        _ = try VisualFormat.constraints(withVisualFormat: format, options: options, metrics: metrics, views: views)
        return nil
    } catch {
        return error
    }
}
