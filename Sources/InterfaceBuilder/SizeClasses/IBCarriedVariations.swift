import AutoLayout
import SceneModel

/// What size-class variations change that a scene file can say (`variations:`): a stack view's
/// properties and a constraint's constant (Esri's and DuckDuckGo's stack axes, SwiftMessages'
/// spacing, DuckDuckGo's constants). `strut convert` writes them so that the converted scene
/// lays out in every size class as the document does; whatever else a variation changes (a
/// fixed frame) is taken for the designed device.
struct IBCarriedVariations {
    /// The attributes carried, by element name.
    static let attributes: [String: Set<String>] = [
        "stackView": [
            "axis", "distribution", "alignment", "spacing", "spacingType", "baselineRelativeArrangement", "layoutMarginsRelativeArrangement",
        ],
        "constraint": ["constant"],
    ]

    /// By stack view id: what each size class changes.
    var stacks: [String: [SizeClassVariation<[StackChange]>]] = [:]
    /// By constraint id: the constant in each size class.
    var constants: [String: [SizeClassVariation<ConstraintChange>]] = [:]

    var isEmpty: Bool { stacks.isEmpty && constants.isEmpty }

    /// The variations of every stack view and constraint under `scope`.
    init(in scope: XMLElementNode) throws(SceneError) {
        var pending = [scope]
        while let element = pending.popLast() {
            pending += element.elements.filter { $0.name != "variation" }.reversed()
            guard let id = element["id"], let carried = Self.attributes[element.name] else { continue }
            let keyed = element.children("variation").compactMap { variation in
                variation["key"].flatMap(SizeClassCondition.init(variationKey:)).map { (condition: $0, variation: variation) }
            }
            let base = Self.defaultAttributes(of: element)
            for (condition, variation) in keyed where !carried.isDisjoint(with: variation.attributes.keys) {
                let when = Located(condition, at: variation.location)
                if element.name == "stackView" {
                    let changes = try Self.stackChanges(base: base, varied: variation, at: element.location)
                    if !changes.isEmpty { stacks[id, default: []].append(SizeClassVariation(when: when, change: changes)) }
                } else if let text = variation["constant"] {
                    guard let constant = Double(text), constant.isFinite else { throw variation.error("'constant' must be a number, not '\(text)'") }
                    constants[id, default: []].append(SizeClassVariation(when: when, change: ConstraintChange(constant: constant)))
                }
            }
        }
    }

    /// The element's attributes with its `default` variation's over them: the values every
    /// size class starts from.
    static func defaultAttributes(of element: XMLElementNode) -> [String: String] {
        var attributes = element.attributes
        for variation in element.children("variation") where variation["key"] == "default" {
            for (name, value) in variation.attributes where name != "key" && name != XMLElementNode.commentKey { attributes[name] = value }
        }
        return attributes
    }

    /// The stack properties a variation gives that differ from the default ones.
    private static func stackChanges(base: [String: String], varied variation: XMLElementNode, at location: SourceLocation) throws(SceneError) -> [StackChange] {
        var attributes = base
        for (name, value) in variation.attributes where name != "key" && name != XMLElementNode.commentKey { attributes[name] = value }
        let before = try IBViewReader.stack(XMLElementNode(name: "stackView", attributes: base, location: location))
        let after = try IBViewReader.stack(XMLElementNode(name: "stackView", attributes: attributes, location: location))
        var changes: [StackChange] = []
        if after.axis != before.axis { changes.append(.axis(after.axis)) }
        if after.distribution != before.distribution { changes.append(.distribution(after.distribution)) }
        if after.alignment != before.alignment { changes.append(.alignment(after.alignment)) }
        if after.spacing != before.spacing { changes.append(.spacing(after.spacing)) }
        if after.baselineRelative != before.baselineRelative { changes.append(.baselineRelative(after.baselineRelative)) }
        if after.layoutMarginsRelative != before.layoutMarginsRelative { changes.append(.layoutMarginsRelative(after.layoutMarginsRelative)) }
        return changes
    }

    /// Each stack view's variations, by its id in the document.
    func setStacks(in spec: inout ViewSpec) {
        if let variations = stacks[spec.id.value], spec.stack != nil { spec.stack?.variations = variations }
        for i in spec.subviews.indices { setStacks(in: &spec.subviews[i]) }
    }
}
