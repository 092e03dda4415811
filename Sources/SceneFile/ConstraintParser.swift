import AutoLayout
import SceneModel

/// Reads a `constraints` list: equation strings, named constraints, VFL and NSLayoutConstraint fields.
enum ConstraintParser {
    static let namedKeys = ["id", "constraint", "when", "variations"]
    static let visualKeys = ["visual", "options", "metrics", "id", "when"]
    static let fieldKeys = [
        "item", "attribute", "relatedBy", "toItem", "toAttribute", "multiplier", "constant", "priority", "id", "when", "variations",
    ]

    static func list(_ node: YAMLNode, scope: String?) throws(SceneError) -> [ConstraintSpec] {
        let items = try node.sequence("constraints")
        var specs: [ConstraintSpec] = []
        specs.reserveCapacity(items.count)  // a spec is large: growing the array would copy them all
        for item in items { specs.append(try entry(item, scope: scope)) }
        return specs
    }

    private static func entry(_ node: YAMLNode, scope: String?) throws(SceneError) -> ConstraintSpec {
        if node.isScalar {
            let text = try node.located("a constraint")
            let location = node.location
            // `- "H:|-[card]-|"`: what an iOS engineer types first. No equation starts so.
            if isVisualFormat(text.value) { return ConstraintSpec(form: .visual(text, options: [], metrics: [:]), location: location, scope: scope) }
            let equation = try EquationParser.parse(text)  // syntax errors now, names when the scene is built
            return ConstraintSpec(form: .equation(text), id: nil, location: location, scope: scope, equation: equation)
        }
        guard let pairs = node.pairs else { throw node.error("a constraint is a string or a mapping") }
        let keys = pairs.compactMap(\.key.keyString)
        var spec: ConstraintSpec
        let map: YAMLMapping
        if keys.contains("visual") {
            if let variations = pairs.first(where: { $0.key.keyString == "variations" }) {
                throw variations.key.error("'variations' change one constraint's constant; a VFL string makes several: write each as an equation")
            }
            (spec, map) = try visual(node, scope: scope)
        } else if keys.contains("item") {
            (spec, map) = try fields(node, scope: scope)
        } else {
            map = try node.mapping("a named constraint", allowed: namedKeys)
            let body = try map.required("constraint", in: "a named constraint (or give 'visual' or 'item')")
            let text = Located(try body.string("constraint"), at: body.textLocation)
            let equation = try EquationParser.parse(text)
            spec = ConstraintSpec(form: .equation(text), id: try id(map), location: node.location, scope: scope, equation: equation)
        }
        if let when = map["when"] { spec.when = try WhenParser.parse(when) }
        if let variations = map["variations"] { spec.variations = try VariationsParser.constraint(variations) }
        return spec
    }

    /// A string that can only be the Visual Format Language: it starts with an orientation
    /// (`H:`, `V:`), the superview (`|`) or a view (`[`), or it is a format with a slip in its
    /// first characters (`V|[a]`, `H[a]`, `-[a]-|`), which VFL's own message explains better
    /// than the equation syntax would.
    static func isVisualFormat(_ text: String) -> Bool {
        if let answer = isVisualFormatASCII(text) { return answer }
        let start = text.drop { $0 == " " }
        if start.hasPrefix("H:") || start.hasPrefix("V:") || start.hasPrefix("|") || start.hasPrefix("[") { return true }
        if start.hasPrefix("-") { return start.contains("[") }
        guard let first = start.first, first == "H" || first == "V" else { return false }
        // An item named H or V (`V.top == …`, `V == …`) is an equation.
        let rest = start.dropFirst().drop { $0 == " " }
        guard let next = rest.first else { return false }
        return !(next.isLetter || next.isNumber || "_.=<>".contains(next)) && start.contains("[")
    }

    /// ``isVisualFormat(_:)`` on the bytes of ASCII text without carriage returns, where each byte
    /// is a character; nil for other text.
    private static func isVisualFormatASCII(_ text: String) -> Bool? {
        let bytes = text.utf8
        // After the spaces, a character that starts with none of these bytes opens no format and
        // is not `H` or `V`, whatever follows: most equations stop here.
        let opening: [UInt8] = [UInt8(ascii: "H"), UInt8(ascii: "V"), UInt8(ascii: "|"), UInt8(ascii: "["), UInt8(ascii: "-")]
        if let first = bytes.first(where: { $0 != UInt8(ascii: " ") }), !opening.contains(first) { return false }
        guard bytes.allSatisfy({ $0 < 0x80 && $0 != UInt8(ascii: "\r") }) else { return nil }
        guard let start = bytes.firstIndex(where: { $0 != UInt8(ascii: " ") }) else { return false }
        let rest = bytes[start...]
        let first = rest[start], second = rest.dropFirst().first
        let opensWithOrientation = (first == UInt8(ascii: "H") || first == UInt8(ascii: "V")) && second == UInt8(ascii: ":")
        if opensWithOrientation || first == UInt8(ascii: "|") || first == UInt8(ascii: "[") { return true }
        if first == UInt8(ascii: "-") { return rest.contains(UInt8(ascii: "[")) }
        guard first == UInt8(ascii: "H") || first == UInt8(ascii: "V") else { return false }
        guard let next = rest.dropFirst().first(where: { $0 != UInt8(ascii: " ") }) else { return false }
        let isLetter = (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(next) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(next)
        let isNumber = (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(next)
        return !(isLetter || isNumber || "_.=<>".utf8.contains(next)) && rest.contains(UInt8(ascii: "["))
    }

    private static func id(_ map: YAMLMapping) throws(SceneError) -> Located<String>? {
        guard let node = map["id"] else { return nil }
        return Located(try ViewParser.identifier(node, "a constraint's id"), at: node.textLocation)
    }

    private static func visual(_ node: YAMLNode, scope: String?) throws(SceneError) -> (ConstraintSpec, YAMLMapping) {
        let map = try node.mapping("a visual format constraint", allowed: visualKeys)
        let format = try map.required("visual", in: "a visual format constraint")
        var options: [Located<String>] = []
        if let list = map["options"] {
            let items: [YAMLNode]
            if list.isScalar { items = [list] } else { items = try list.sequence("options") }
            for item in items { options.append(Located(try item.string("an option"), at: item.textLocation)) }
        }
        var metrics: [String: Double] = [:]
        if let m = map["metrics"] {
            guard let pairs = m.pairs else { throw m.error("metrics must map names to numbers") }
            for (key, value) in pairs {
                let name = try key.string("a metric name")
                metrics[name] = try value.double("metric '\(name)'")
            }
        }
        let spec = ConstraintSpec(
            form: .visual(Located(try format.string("visual"), at: format.textLocation), options: options, metrics: metrics),
            id: try id(map), location: node.location, scope: scope)
        return (spec, map)
    }

    private static func fields(_ node: YAMLNode, scope: String?) throws(SceneError) -> (ConstraintSpec, YAMLMapping) {
        let map = try node.mapping("an NSLayoutConstraint", allowed: fieldKeys)
        func located(_ key: String) throws(SceneError) -> Located<String>? {
            guard let n = map[key] else { return nil }
            return Located(try n.string(key), at: n.textLocation)
        }
        var relation = LayoutRelation.equal
        if let r = map["relatedBy"] {
            let name = try r.string("relatedBy")
            let known: [String: LayoutRelation] = [
                "equal": .equal, "lessThanOrEqual": .lessThanOrEqual, "greaterThanOrEqual": .greaterThanOrEqual,
                "==": .equal, "<=": .lessThanOrEqual, ">=": .greaterThanOrEqual,
            ]
            guard let value = known[name] else {
                throw r.error("relatedBy is equal, lessThanOrEqual or greaterThanOrEqual, not '\(name)'\(didYouMean(name, Array(known.keys)))")
            }
            relation = value
        }
        var priority = LayoutPriority.required
        if let p = map["priority"] {
            let value = try p.double("priority")
            guard let valid = layoutPriority(value) else { throw p.error("a priority is from 1 to 1000, not \(formatted(value))") }
            priority = valid
        }
        let spec = FieldsSpec(
            item: try located("item")!, attribute: try map.required("attribute", in: "an NSLayoutConstraint").located("attribute"),
            relation: relation, toItem: try located("toItem"), toAttribute: try located("toAttribute"),
            multiplier: try map["multiplier"]?.double("multiplier") ?? 1, constant: try map["constant"]?.double("constant") ?? 0,
            priority: priority)
        return (ConstraintSpec(form: .fields(spec), id: try id(map), location: node.location, scope: scope), map)
    }
}

