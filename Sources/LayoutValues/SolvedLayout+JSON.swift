/// The contract's JSON object (§3.1 of the scene format): what `strut layout --json` prints and
/// the live preview serves, written in this one place.
extension SolvedLayout {
    /// The layout as `strut layout --json` prints it: the canvas, every view (superview, frame,
    /// center, bounds; `hidden` and a stack's `arranged` when they apply), every guide with its
    /// owner, the conflicts, the ambiguities and, when there are any, the misplaced views.
    public var json: String { jsonObject().text }

    /// The §3.1 object.
    ///
    /// - Parameters:
    ///   - header: lines of members written before `canvas` (a document's scene and title, the
    ///     state, the variation), each inner list on one line.
    ///   - viewFields: members added to a view's object after its own (a document's name and type).
    package func jsonObject(
        header: [[(String, JSONValue)]] = [], viewFields: (ViewLayout) -> [(String, JSONValue)] = { _ in [] }
    ) -> JSONValue {
        var lines = header
        lines.append([("canvas", .object([("width", .number(canvasSize.width)), ("height", .number(canvasSize.height))]))])
        lines.append([("views", .objectLines(views.map { [($0.identifier, .object(jsonFields($0) + viewFields($0)))] }))])
        // The entries of guides, conflicts, ambiguities and misplaced views sit two spaces deeper
        // than the views': the contract's output has always been written so.
        lines.append([("guides", .objectLines(guides.map { [($0.identifier, .object([("owner", .string($0.owner)), ("frame", .rect($0.frame))]))] }, indent: 6))])
        lines.append([("conflicts", .arrayLines(conflicts.map(\.jsonObject), indent: 6))])
        lines.append([("ambiguous", .arrayLines(ambiguities.map(\.jsonObject), indent: 6))])
        if !misplacedViews.isEmpty { lines.append([("misplaced", .arrayLines(misplacedViews.map(\.jsonObject), indent: 6))]) }
        return .objectLines(lines)
    }

    private func jsonFields(_ view: ViewLayout) -> [(String, JSONValue)] {
        var fields: [(String, JSONValue)] = [
            ("superview", .string(view.superview)), ("frame", .rect(view.frame)), ("center", .point(view.center)), ("bounds", .rect(view.bounds)),
        ]
        if view.isHidden { fields.append(("hidden", .bool(true))) }
        if let arranged = view.arrangedSubviews { fields.append(("arranged", .array(arranged.map(JSONValue.string)))) }
        return fields
    }
}

extension SolvedLayout.Conflict {
    /// `{ "constraints": [...], "broken": "..." }`, each constraint as printed.
    fileprivate var jsonObject: JSONValue {
        .object([("constraints", .array(constraints.map { .string($0.description) })), ("broken", .string(broken.description))])
    }
}

extension SolvedLayout.Ambiguity {
    /// `{ "item": "photo", "needs": ["x position"] }`.
    fileprivate var jsonObject: JSONValue {
        .object([("item", .string(item)), ("needs", .array(needs.map { .string($0.rawValue) }))])
    }
}

extension SolvedLayout.Misplacement {
    /// `{ "item": "box", "designed": [...], "runtime": [...] }`.
    fileprivate var jsonObject: JSONValue {
        .object([("item", .string(view)), ("designed", .rect(designed)), ("runtime", .rect(runtime))])
    }
}
