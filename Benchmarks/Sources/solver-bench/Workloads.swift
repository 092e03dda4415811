import Cassowary

/// A view of the benchmark workloads: four variables; right and bottom are expressions.
final class BenchView {
    let left: Variable, top: Variable, width: Variable, height: Variable

    init(_ name: String) {
        left = Variable("\(name).left"); top = Variable("\(name).top")
        width = Variable("\(name).width"); height = Variable("\(name).height")
    }

    var right: Expression { left + width }
    var bottom: Expression { top + height }
    var variables: [Variable] { [left, top, width, height] }
}

/// One workload of `shared/spec/solver-benchmarks.md`: the views whose frames are compared, and
/// the constraints in the order they are added (the same order as `kiwi_workloads.py`).
struct Workload {
    var views: [BenchView] = []
    var constraints: [Constraint] = []
    /// The container, whose width W5 makes an edit variable.
    var container = BenchView("c")

    mutating func add(_ c: Constraint) { constraints.append(c) }

    mutating func pinContainer(width: Double?, height: Double) {
        views.append(container)
        add(container.left == 0)
        add(container.top == 0)
        if let width { add(container.width == width) }
        add(container.height == height)
    }

    static func make(_ name: String, _ n: Int) -> Workload {
        switch name {
        case "W1": return chain(n, containerWidth: Double(10 * n), optional: false, equalWidths: true)
        case "W2": return grid(n)
        case "W3": return nested(n)
        case "W4": return chain(n, containerWidth: Double(60 * n), optional: true, equalWidths: true)
        case "W4b": return chain(n, containerWidth: Double(60 * n), optional: true, equalWidths: false)
        case "W5": return chain(n, containerWidth: nil, optional: false, equalWidths: true)
        default: fatalError("unknown workload \(name)")
        }
    }

    static func chain(_ n: Int, containerWidth: Double?, optional: Bool, equalWidths: Bool) -> Workload {
        var w = Workload()
        w.pinContainer(width: containerWidth, height: 84)
        let c = w.container
        for i in 0..<n {
            let v = BenchView("v\(i)")
            if i == 0 {
                w.add(v.left == c.left + 8)
            } else {
                let previous = w.views[i]
                w.add(v.left == previous.right + 8)
                if equalWidths { w.add(v.width == w.views[1].width) }
            }
            w.add(v.top == c.top + 20)
            w.add(v.height == 44)
            if optional {
                w.add(v.width >= 30)
                w.add((v.width == 50).withPriority(500))
                w.add((v.left == Double(60 * i)).withPriority(750))
            }
            w.views.append(v)
        }
        w.add(w.views[n].right == c.right - 8)
        return w
    }

    static func grid(_ n: Int) -> Workload {
        let side = Int((Double(n).squareRoot()).rounded())
        var w = Workload()
        w.pinContainer(width: Double(50 * side + 8), height: Double(50 * side + 8))
        let c = w.container
        var cells: [[BenchView]] = []
        for r in 0..<side {
            var row: [BenchView] = []
            for k in 0..<side {
                let v = BenchView("v\(r)_\(k)")
                w.add(k == 0 ? v.left == c.left + 8 : v.left == row[k - 1].right + 8)
                w.add(r == 0 ? v.top == c.top + 8 : v.top == cells[r - 1][k].bottom + 8)
                if k > 0 { w.add(v.width == row[0].width) }
                if r > 0 { w.add(v.height == cells[0][k].height) }
                if k == side - 1 { w.add(v.right == c.right - 8) }
                if r == side - 1 { w.add(v.bottom == c.bottom - 8) }
                row.append(v)
                w.views.append(v)
            }
            cells.append(row)
        }
        return w
    }

    static func nested(_ n: Int) -> Workload {
        let levels = Int(Double(n).log2Rounded)
        let count = (1 << levels) - 1
        var w = Workload()
        let tree = (0..<count).map { BenchView("v\($0)") }
        w.views = tree
        let root = tree[0]
        w.add(root.left == 0)
        w.add(root.top == 0)
        w.add(root.width == Double(20 * (1 << (levels - 1)) - 12))
        w.add(root.height == 1000)
        for p in 0..<count where 2 * p + 2 < count {
            let parent = tree[p], a = tree[2 * p + 1], b = tree[2 * p + 2]
            w.add(a.left == parent.left + 4)
            w.add(a.top == parent.top + 4)
            w.add(a.bottom == parent.bottom - 4)
            w.add(b.right == parent.right - 4)
            w.add(b.top == parent.top + 4)
            w.add(b.bottom == parent.bottom - 4)
            w.add(b.left == a.right + 4)
            w.add(b.width == a.width)
        }
        return w
    }
}

extension Double {
    /// round(log2(self)), without Foundation.
    var log2Rounded: Double {
        var levels = 0.0, value = self
        while value >= 2 { value /= 2; levels += 1 }
        return value >= 2.0.squareRoot() ? levels + 1 : levels
    }
}
