import AutoLayout

/// Reads a format string from left to right, as Apple's parser does, and hands each connection
/// and each view to a ``ConstraintBuilder`` as soon as it is read, so that every error, whether of
/// syntax, names or superviews, is the first Apple's parser would meet, at the same column.
///
///     format     := (('H' | 'V') ':')? ('|' connection)? view (connection view)* (connection '|')?
///     view       := '[' name ('(' predicate (',' predicate)* ')')? ']'
///     connection := ε | '-' | '-' predicate '-' | '-(' predicate (',' predicate)* ')-'
///     predicate  := ('==' | '<=' | '>=')? (number | metric | view) ('@' (number | metric))?
struct FormatParser {
    var scanner: FormatScanner
    let views: [String: LayoutItem]
    let metrics: [String: Double]
    var builder: ConstraintBuilder
    /// The views placed so far, to refuse a second placement of one.
    private var placed: Set<ObjectIdentifier> = []

    init(scanner: FormatScanner, views: [String: LayoutItem], metrics: [String: Double], builder: ConstraintBuilder) {
        self.scanner = scanner
        self.views = views
        self.metrics = metrics
        self.builder = builder
    }

    /// The constraints of `format`, in the order Apple makes them: each connection, then the
    /// sizes of the view after it, then the alignments.
    static func constraints(
        format: String, options: VisualFormatOptions, metrics: [String: Double], views: [String: LayoutItem]
    ) throws(VisualFormatError) -> [LayoutConstraint] {
        var scanner = try FormatScanner(format)
        let orientation = try scanner.scanOrientation()
        let builder = ConstraintBuilder(format: format, orientation: orientation, options: options)
        var parser = FormatParser(scanner: scanner, views: views, metrics: metrics, builder: builder)
        try parser.parseLine()
        return parser.builder.constraints
    }

    /// Everything after the orientation: an optional leading `|`, views and connections, an
    /// optional trailing `|`, then the end.
    mutating func parseLine() throws(VisualFormatError) {
        var left = try parseFirstView()
        while !scanner.isAtEnd {
            let connection = try parseConnection()
            if scanner.sees("[") {
                let view = try parseView()
                try builder.connect(left.item, connection, view.item, caret: scanner.position)
                builder.addSize(of: view)
                left = view
            } else if scanner.take("|") {
                try builder.connect(left.item, connection, nil, caret: scanner.position)
                break
            } else {
                throw scanner.failure(.viewOrBarExpected)
            }
        }
        guard scanner.isAtEnd else { throw scanner.failure(.endExpected) }
    }

    /// The first view, with its connection to the superview if the line starts with `|`.
    private mutating func parseFirstView() throws(VisualFormatError) -> ViewElement {
        guard scanner.take("|") else {
            let view = try parseView()
            builder.addSize(of: view)
            return view
        }
        guard !scanner.isAtEnd else { throw scanner.failure(.connectionAfterBar) }
        let connection = try parseConnection()
        let view = try parseView()
        try builder.connect(nil, connection, view.item, caret: scanner.position)
        builder.addSize(of: view)
        return view
    }

    /// `[name]` or `[name(predicates)]`.
    mutating func parseView() throws(VisualFormatError) -> ViewElement {
        guard scanner.take("["), !scanner.isAtEnd else { throw scanner.failure(.viewExpected) }
        let name = scanner.scanName()
        guard !name.isEmpty else { throw scanner.failure(.viewNameExpected) }
        guard let item = views[name] else { throw scanner.failure(.notAKeyInViews(name)) }
        guard placed.insert(ObjectIdentifier(item)).inserted else { throw scanner.failure(.viewRepeated(name)) }
        var view = ViewElement(item: item)
        if scanner.take("]") { return view }
        guard scanner.take("(") else { throw scanner.failure(.closingBracketExpected) }
        guard !scanner.isAtEnd else { throw scanner.failure(.ranOutInView) }
        view.predicates = try parsePredicateList(in: .view)
        guard scanner.take(")") else { throw scanner.failure(.thicknessNotClosed) }
        guard scanner.take("]") else { throw scanner.failure(.bracketAfterThickness) }
        return view
    }

    /// Nothing (flush), `-` before a view or `|` (standard), or `-predicate-` / `-(list)-`.
    mutating func parseConnection() throws(VisualFormatError) -> Connection {
        let column = scanner.position
        guard scanner.take("-") else { return .flush(at: column) }
        if scanner.sees("[") || scanner.sees("|") { return .standard(at: column) }
        let predicates = try parseConnectionPredicates()
        if scanner.sees(",") { throw scanner.failure(.dashExpectedBeforeList) }
        guard scanner.take("-") else { throw scanner.failure(.dashExpected) }
        return Connection(predicates: predicates, column: column)
    }

    /// Between a connection's dashes: one predicate, or a parenthesized list.
    private mutating func parseConnectionPredicates() throws(VisualFormatError) -> [Predicate] {
        if scanner.sees("-") { throw scanner.failure(.ambiguousMinus) }
        guard scanner.take("(") else { return [try parsePredicate(in: .connection)] }
        let list = try parsePredicateList(in: .connection)
        guard scanner.take(")") else { throw scanner.failure(.listNotClosed) }
        return list
    }
}

extension FormatScanner {
    /// `H:` or `V:` at the start; horizontal when the format starts with neither letter.
    mutating func scanOrientation() throws(VisualFormatError) -> Orientation {
        let orientation: Orientation
        if sees("H") {
            orientation = .horizontal
        } else if sees("V") {
            orientation = .vertical
        } else {
            return .horizontal
        }
        advance()
        guard take(":") else { throw failure(orientation == .horizontal ? .colonAfterH : .colonAfterV) }
        return orientation
    }
}
