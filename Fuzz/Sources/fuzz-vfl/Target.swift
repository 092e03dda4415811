import AutoLayout
import VisualFormat

/// A Visual Format string against views a, b and c and a metric m, then laid out.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ count: Int) -> Int32 {
    let format = String(decoding: UnsafeBufferPointer(start: data, count: count), as: UTF8.self)
    let root = View("root")
    let views = ["a", "b", "c"].map(View.init)
    for view in views { root.addSubview(view) }
    let engine = LayoutEngine(root: root, canvasSize: Size(width: 320, height: 480))
    let items = Dictionary(uniqueKeysWithValues: views.map { ($0.identifier, $0 as LayoutItem) })
    for options in [VisualFormatOptions(), .alignAllCenterY] {
        guard let made = try? VisualFormat.constraints(withVisualFormat: format, options: options, metrics: ["m": 8], views: items)
        else { continue }
        guard made.allSatisfy({ (try? $0.validate()) != nil }) else { continue }
        LayoutConstraint.activate(made)
        engine.layout()
        LayoutConstraint.deactivate(made)
    }
    return 0
}
