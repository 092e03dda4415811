import LayoutValues

/// One laid-out scene to draw: its solved layout, the looks of its views and its captions. A
/// value: drawing reads nothing else, and a scene can be sent to another thread to be drawn.
package struct RenderScene: Sendable {
    /// The tree as solved: every view drawn with its frame and text, every constraint marked,
    /// the conflicts, ambiguities and misplaced views.
    package var layout: SolvedLayout
    /// Keyed by view identifier; a view without an entry has ``ViewStyle``'s defaults.
    package var styles: [String: ViewStyle]
    /// Drawn above the panels (the first scene's, when several have one).
    package var title: String?
    /// The panel's fill behind the root view; nil is the theme's panel colour.
    package var background: Color?
    /// The panel's caption (a state's or a device's name), drawn above it.
    package var label: String?
    /// Names to show for items instead of their identifiers (a storyboard's views are keyed by
    /// object ids such as `DpU-Gs-T27`; people know them by their names in Xcode's outline).
    package var names: [String: String] = [:]
    /// Draws the views instead of the solved layout, in the panel's coordinates: a presentation
    /// of it, such as a frame of an animation. Annotations still describe the solved layout.
    package var drawViews: (@Sendable (any Canvas) -> Void)?
    /// What to annotate in this panel, instead of the options' level.
    package var annotate: AnnotationLevel?
    /// The theme of this panel's views and marks, instead of the options' (which the page, the
    /// captions and the legend keep): light and dark side by side in one drawing.
    package var theme: Theme?
    /// Constraints that only place views for the drawing (not the scene's own), as indices into
    /// the layout's ``SolvedLayout/constraints``: never marked.
    package var unmarkedConstraints: Set<Int> = []
    /// Constraints broken to recover from a conflict by another engine than the one drawn (the
    /// one UIKit's log says it broke), as indices into the layout's constraints: crossed like the
    /// engine's own broken constraints.
    package var reportedBroken: Set<Int> = []
    /// Whether each view's name is kept inside or against its frame, wherever there is room
    /// there, overlapping other labels least when there is none; otherwise a name with no room
    /// at the frame's corners may move up to ``LabelPlacer``'s search radius away. On where the
    /// views are many, small and nested, and a name away from its view would name another.
    package var keepsNamesAtViews = false
    /// Whether views the layout leaves ambiguous are outlined with what they need; off where the
    /// scene's placement is made up for the drawing and its ambiguity says nothing.
    package var marksAmbiguity = true
    /// The annotation level from which ambiguous and misplaced views are marked: a scene file's
    /// at `constraints`; a storyboard's only at `all`, as Xcode's canvas shows the screen, not
    /// its issues, until asked; `none` marks them at every level, even without annotations
    /// (checking a document's saved frames).
    package var marksIssuesFrom: AnnotationLevel = .constraints
    /// Bars drawn over the views, as Interface Builder simulates them above and below a view
    /// controller's view: the status bar, a navigation bar, a tab bar or toolbar, in root
    /// coordinates.
    package var bars: [(frame: Rect, control: Control)] = []
    /// The family controls draw their titles in, where UIKit uses the system font (segments,
    /// bars, pickers): strut's system font for a scene file, San Francisco's stand-in
    /// (``TextContent/documentSystemFamily``) for an Interface Builder document.
    package var systemFamily = TextContent.systemFamily
    /// The accessibility elements drawn over the views and listed beside the panel
    /// (`render --accessibility`); nil draws none.
    package var accessibilityMarks: AccessibilityMarks?

    /// - Parameter layout: the scene as solved, its constraints listed; ambiguities are marked
    ///   only if it looked for them.
    package init(
        layout: SolvedLayout, styles: [String: ViewStyle] = [:], title: String? = nil, background: Color? = nil, label: String? = nil
    ) {
        self.layout = layout
        self.styles = styles
        self.title = title
        self.background = background
        self.label = label
    }

    /// The style of a view, by identifier; the defaults when the scene gives none.
    package func style(of view: String) -> ViewStyle {
        styles[view] ?? ViewStyle()
    }

    /// What annotations call a view or guide: its name, else its identifier.
    package func name(of item: String) -> String {
        names[item] ?? item
    }

    /// The canvas size: the root view's.
    package var size: Size { layout.canvasSize }
}
