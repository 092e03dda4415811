/// Where the arranged views sit across the stack: `UIStackView.Alignment`.
extension ArrangementBuilder {
    /// The alignment a stack applies: baseline alignments are for horizontal stacks only (UIKit's
    /// documentation), and a vertical stack given one fills.
    var effectiveAlignment: StackView.Alignment {
        let isBaseline = stack.alignment == .firstBaseline || stack.alignment == .lastBaseline
        return isBaseline && stack.axis == .vertical ? .fill : stack.alignment
    }

    /// Every arranged view aligned with the first (`anchor`), and the stack's edges across the axis
    /// held by the anchor or by the alignment spanner around the visible views; with no visible
    /// view, only its start edge: the hidden views sit at the start of the stack at their own size
    /// across it (sentry's sample saves two hidden 34-point fields at the top of a 0-point stack).
    mutating func align(to anchor: View, visible: [View]) {
        let alignment = effectiveAlignment
        for view in stack.arrangedSubviews where view !== anchor {
            for attribute in alignedAttributes(alignment) {
                add(anchor, attribute, .equal, view, attribute, "UISV-alignment")
            }
        }
        guard !visible.isEmpty else {
            addToEdge(across.start, anchor, "UISV-canvas-connection")
            return
        }
        switch alignment {
        case .fill:
            addToEdge(across.start, anchor, "UISV-canvas-connection")
            addToEdge(across.end, anchor, "UISV-canvas-connection")
        case .leading:
            addToEdge(across.start, anchor, "UISV-canvas-connection")
            span(visible, start: false, end: true)
        case .trailing:
            span(visible, start: true, end: false)
            addToEdge(across.end, anchor, "UISV-canvas-connection")
        case .center:
            span(visible, start: true, end: true)
            addToEdge(across.center, anchor, "UISV-canvas-connection")
        case .firstBaseline:
            // The spanner holds the stack's bottom; its top only keeps the first view inside, and
            // the stack fits what it holds (priority 49): a stack made taller than its views has
            // them at its bottom (corona-warn-app's cells, 16097 and 17701: two labels at the
            // bottom of a 197-point stack).
            span(visible, start: false, end: true)
            add(stack, stack.isLayoutMarginsRelativeArrangement ? across.start.withMargin : across.start, .lessThanOrEqual,
                anchor, across.start, "UISV-canvas-connection")
            add(stack, across.length, .equal, nil, .notAnAttribute, "UISV-canvas-fit", priority: 49)
        case .lastBaseline:
            // The mirror image: held at its top, the views at the top of a taller stack
            // (stopp-corona's main screen, 16096), and a view taller than the first may reach
            // below it (pocket-casts' 28-point button in a 20-point stack, 23094).
            span(visible, start: true, end: false)
            add(stack, stack.isLayoutMarginsRelativeArrangement ? across.end.withMargin : across.end, .greaterThanOrEqual,
                anchor, across.end, "UISV-canvas-connection")
            add(stack, across.length, .equal, nil, .notAnAttribute, "UISV-canvas-fit", priority: 49)
        }
    }

    private func alignedAttributes(_ alignment: StackView.Alignment) -> [LayoutAttribute] {
        switch alignment {
        case .fill: [across.start, across.end]
        case .leading: [across.start]
        case .trailing: [across.end]
        case .center: [across.center]
        case .firstBaseline: [.firstBaseline]
        case .lastBaseline: [.lastBaseline]
        }
    }

    /// The alignment spanner: no visible view sticks out of it (`UISV-spanning-boundary`), it is
    /// as small as that allows at priority 51 (`UISV-spanning-fit`), and the stack's edges that
    /// the anchor does not hold are its edges (`UISV-canvas-connection`).
    private mutating func span(_ visible: [View], start holdsStart: Bool, end holdsEnd: Bool) {
        let spanner = stack.alignmentSpanner
        for view in visible {
            add(spanner, across.start, .lessThanOrEqual, view, across.start, "UISV-spanning-boundary")
            add(spanner, across.end, .greaterThanOrEqual, view, across.end, "UISV-spanning-boundary")
        }
        add(spanner, across.length, .equal, nil, .notAnAttribute, "UISV-spanning-fit", priority: 51)
        if holdsStart { addToEdge(across.start, spanner, "UISV-canvas-connection") }
        if holdsEnd { addToEdge(across.end, spanner, "UISV-canvas-connection") }
    }
}
