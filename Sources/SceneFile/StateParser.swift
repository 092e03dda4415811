import AutoLayout
import SceneModel

/// Reads `states`: `name: [ "spacing.constant = 100", "card.transform = \"scale(1.1)\"", "x.active = false" ]`.
enum StateParser {
    static func states(_ node: YAMLNode) throws(SceneError) -> [StateSpec] {
        guard let pairs = node.pairs else { throw node.error("states must map names to lists of changes") }
        guard pairs.count <= SceneLimits.maximumStates else {
            throw node.error("the scene has \(pairs.count) states; at most \(SceneLimits.maximumStates)")
        }
        var specs: [StateSpec] = []
        var names: Set<String> = []
        for (nameNode, value) in pairs {
            let name = try nameNode.string("a state name")
            try FileNamePart.check(name, "the state name", at: nameNode.location)
            guard names.insert(name).inserted else { throw nameNode.error("duplicate state '\(name)'") }
            guard name != "all" else { throw nameNode.error("'all' is reserved for rendering every state") }
            var changes: [Located<StateChange>] = []
            for item in try value.sequence("state '\(name)'") {
                changes.append(Located(try change(item.located("a change"), item), at: item.textLocation))
            }
            specs.append(StateSpec(name: Located(name, at: nameNode.location), changes: changes))
        }
        return specs
    }

    /// `target.property = value`
    private static func change(_ text: Located<String>, _ node: YAMLNode) throws(SceneError) -> StateChange {
        let parts = text.value.split(separator: "=", maxSplits: 1).map { String($0).trimmingSpaces }
        guard parts.count == 2, let dot = parts[0].lastIndex(of: ".") else {
            throw SceneError("a change reads 'name.property = value', such as 'spacing.constant = 100'", at: text.location)
        }
        let target = String(parts[0][..<dot]), property = String(parts[0][parts[0].index(after: dot)...])
        let value = parts[1]
        let valueLocation = text.location.advanced(by: (text.value.firstIndex(of: "=").map { text.value.distance(from: text.value.startIndex, to: $0) } ?? 0) + 2)
        switch property {
        case "constant":
            guard let v = WrittenNumber(value).value else { throw SceneError(WrittenNumber.problem(value), at: valueLocation) }
            return .constant(target: target, v)
        case "priority":
            let priority = parseNumber(value).flatMap { LayoutPriority(rawValue: Float($0)) } ?? namedPriorities[value]
            guard let priority else { throw SceneError("a priority is from 1 to 1000, not '\(value)'", at: valueLocation) }
            return .priority(target: target, priority)
        case "active":
            return .active(target: target, try bool(value, "active", at: valueLocation))
        case "transform":
            var body = value
            if body.count >= 2, let q = body.first, q == "\"" || q == "'", body.last == q { body = String(body.dropFirst().dropLast()) }
            return .transform(target: target, try TransformParser.parse(Located(body, at: valueLocation)))
        case "hidden":
            return .hidden(target: target, try bool(value, "hidden", at: valueLocation))
        case "alpha":
            guard let v = parseNumber(value), (0...1).contains(v) else { throw SceneError("alpha is a number from 0 to 1, not '\(value)'", at: valueLocation) }
            return .alpha(target: target, v)
        case "background":
            var body = value
            if body.count >= 2, let q = body.first, q == "\"" || q == "'", body.last == q { body = String(body.dropFirst().dropLast()) }
            return .background(target: target, Located(body, at: valueLocation))
        case "axis", "distribution", "alignment", "spacing", "baselineRelative", "layoutMarginsRelative", "customSpacingAfter":
            return .stack(target: target, try stackChange(property, value, at: valueLocation))
        default:
            let known = ["constant", "priority", "active", "transform", "hidden", "alpha", "background"] + StackParser.keys + ["customSpacingAfter"]
            throw SceneError(
                "unknown property '\(property)'\(didYouMean(property, known)); a state changes constant, priority, active, "
                    + "transform, hidden, alpha, background, a stack's \(StackParser.keys.joined(separator: ", ")) or customSpacingAfter",
                at: text.location)
        }
    }

    private static func bool(_ value: String, _ what: String, at location: SourceLocation) throws(SceneError) -> Bool {
        guard value == "true" || value == "false" else { throw SceneError("\(what) is true or false, not '\(value)'", at: location) }
        return value == "true"
    }

    private static func stackChange(_ property: String, _ value: String, at location: SourceLocation) throws(SceneError) -> StackChange {
        switch property {
        case "axis": return .axis(try StackParser.axis(value, at: location))
        case "distribution": return .distribution(try StackParser.distribution(value, at: location))
        case "alignment": return .alignment(try StackParser.alignment(value, at: location))
        case "baselineRelative": return .baselineRelative(try bool(value, property, at: location))
        case "layoutMarginsRelative": return .layoutMarginsRelative(try bool(value, property, at: location))
        default:
            if value == "system" {
                return property == "spacing" ? .spacing(StackView.spacingUseSystem) : .customSpacingAfter(StackView.spacingUseSystem)
            }
            guard let v = parseNumber(value), v.isFinite, abs(v) <= 1e7 else {
                throw SceneError("\(property) is a number of points or 'system', not '\(value)'", at: location)
            }
            return property == "spacing" ? .spacing(v) : .customSpacingAfter(v)
        }
    }
}
