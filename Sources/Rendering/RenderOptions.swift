/// How to draw: resolution, theme, what to annotate and what goes around the panels.
package struct RenderOptions: Hashable, Sendable {
    /// Device pixels per point for raster output (`@2x` by default); vector output is in points.
    package var scale: Double
    package var theme: Theme
    package var annotate: AnnotationLevel
    /// Leaves the page and the panels unpainted (PNG alpha, no SVG/PDF background).
    package var transparentBackground: Bool
    /// Points of page around everything.
    package var padding: Double
    /// Adds a key of the annotation marks used, below the panels.
    package var legend: Bool
    /// Draws the title and the panels' captions when scenes have them.
    package var captions: Bool
    /// Points between panels side by side.
    package var panelSpacing: Double
    /// The views whose constraints alone are marked, as Xcode shows a selected view's (their
    /// identifiers); empty: every view's.
    package var focus: Set<String> = []

    package init(
        scale: Double = 2, theme: Theme = .light, annotate: AnnotationLevel = .constraints,
        transparentBackground: Bool = false, padding: Double = 0, legend: Bool = false, captions: Bool = true,
        panelSpacing: Double = 24
    ) {
        precondition(scale > 0 && scale.isFinite, "scale must be a positive number, not \(scale)")
        self.scale = scale
        self.theme = theme
        self.annotate = annotate
        self.transparentBackground = transparentBackground
        self.padding = max(0, padding)
        self.legend = legend
        self.captions = captions
        self.panelSpacing = max(0, panelSpacing)
    }

    /// The palette of ``theme``.
    package var palette: Palette { Palette.standard(for: theme) }
}

/// How much of the layout to draw over the views.
package enum AnnotationLevel: String, CaseIterable, Sendable, Comparable {
    /// The views only, as a screenshot.
    case none
    /// Constraints, layout guides, the safe area, conflicts, ambiguity and the views' names.
    case constraints
    /// Also the layout margins and, for transformed views, the untransformed rectangle and the
    /// reported frame.
    case all

    package static func < (a: AnnotationLevel, b: AnnotationLevel) -> Bool {
        allCases.firstIndex(of: a)! < allCases.firstIndex(of: b)!
    }
}
