/// Every view's safe area, as UIKit gives it: the part of the view that the root's unsafe area
/// (status bar, notch, home indicator) does not cover.
extension LayoutEngine {
    /// After a solve, sets the safe area insets of the subviews whose safe area guide some
    /// constraint uses to where they overlap the root's unsafe area; insets a scene gave a view
    /// itself are kept; views inside a scroll view have none (scrolled clear of the bars). (UIKit
    /// insets margins from the safe area too; strut does only for views whose safe area is used.)
    ///
    /// - Returns: whether some view's insets changed, so the layout must be solved again.
    func updateSubviewSafeAreas() -> Bool {
        let users = viewsUsingSafeArea()
        guard !users.isEmpty else { return false }
        let (left, right) = root.safeAreaInsets.horizontal(direction)
        let insets = root.safeAreaInsets
        let safe = Rect(
            x: left, y: insets.top, width: canvasSize.width - left - right, height: canvasSize.height - insets.top - insets.bottom)
        var changed = false
        for view in views where view !== root && users.contains(ObjectIdentifier(view)) && !isInsideScrollView(view) {
            let key = ObjectIdentifier(view)
            guard view.safeAreaInsets == .zero || computedSafeAreas.contains(key) else { continue }
            let overlap = overlap(of: rootRect(of: view), outside: safe)
            guard overlap != view.safeAreaInsets else { continue }
            computedSafeAreas.insert(key)
            view.safeAreaInsets = overlap
            changed = true
        }
        return changed
    }

    private func isInsideScrollView(_ view: View) -> Bool {
        var current = view.superview
        while let v = current {
            if v.scrollsContent { return true }
            current = v.superview
        }
        return false
    }

    /// How far each edge of `r` lies in the unsafe area around `safe`.
    private func overlap(of r: Rect, outside safe: Rect) -> DirectionalEdgeInsets {
        func clamp(_ v: Double, _ limit: Double) -> Double { min(max(0, v), max(0, limit)) }
        let left = clamp(safe.minX - r.minX, r.width), right = clamp(r.maxX - safe.maxX, r.width)
        let ltr = direction == .leftToRight
        return DirectionalEdgeInsets(
            top: clamp(safe.minY - r.minY, r.height), leading: ltr ? left : right, bottom: clamp(r.maxY - safe.maxY, r.height),
            trailing: ltr ? right : left)
    }

    /// The view's solved rectangle in the root's coordinates.
    private func rootRect(of view: View) -> Rect {
        var x = 0.0, y = 0.0
        var current: View? = view
        while let v = current, v !== root {
            x += v.variables.minX.value
            y += v.variables.minY.value
            current = v.superview
        }
        return Rect(x: x, y: y, width: view.variables.width.value, height: view.variables.height.value)
    }

    /// Views other than the root whose safe area guide a constraint relates (as the last build
    /// found them, without going through the constraints again).
    private func viewsUsingSafeArea() -> Set<ObjectIdentifier> {
        let rootUses = root.existingSafeAreaGuide.map { usedGuides.contains(ObjectIdentifier($0)) } ?? false
        guard usedGuides.count > (rootUses ? 1 : 0) else { return [] }
        var found: Set<ObjectIdentifier> = []
        for view in views where view !== root {
            guard let guide = view.existingSafeAreaGuide, usedGuides.contains(ObjectIdentifier(guide)) else { continue }
            found.insert(ObjectIdentifier(view))
        }
        return found
    }
}
