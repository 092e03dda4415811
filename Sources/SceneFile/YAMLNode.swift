import Yams

/// A node of the scene's YAML with its location, and typed readers that fail with located
/// errors. Every read of user input goes through here.
struct YAMLNode {
    let node: Node
    let file: String

    var location: SourceLocation {
        let mark = node.mark
        return SourceLocation(file: file, line: mark?.line ?? 1, column: mark?.column ?? 1)
    }

    func error(_ message: String) -> SceneError { SceneError(message, at: location) }

    /// Where the text of a scalar starts (after an opening quote).
    var textLocation: SourceLocation {
        guard case .scalar(let scalar) = node else { return location }
        switch scalar.style {
        case .singleQuoted, .doubleQuoted: return location.advanced(by: 1)
        case .any, .plain, .literal, .folded: return location
        }
    }

    func string(_ what: String) throws(SceneError) -> String {
        guard case .scalar(let scalar) = node else { throw error("\(what) must be a string") }
        return scalar.string
    }

    func double(_ what: String) throws(SceneError) -> Double {
        guard case .scalar(let scalar) = node else { throw error("\(what) must be a number") }
        if [".inf", "-.inf", "+.inf", ".nan", ".Inf", ".NaN", ".INF", ".NAN"].contains(scalar.string) {
            throw error("\(what) must be a finite number, not \(scalar.string)")
        }
        guard let value = parseNumber(scalar.string) else { throw error("\(what) must be a number, not '\(scalar.string)'") }
        guard value.isFinite else { throw error("\(what) must be a finite number, not \(scalar.string)") }
        guard abs(value) <= 1e7 else { throw error("\(what) is out of range: \(scalar.string)") }
        return value
    }

    func int(_ what: String) throws(SceneError) -> Int {
        let value = try double(what)
        guard value == value.rounded() else { throw error("\(what) must be a whole number") }
        return Int(value)
    }

    func bool(_ what: String) throws(SceneError) -> Bool {
        guard case .scalar(let scalar) = node else { throw error("\(what) must be true or false") }
        switch scalar.string {
        case "true", "True", "TRUE", "yes", "YES": return true
        case "false", "False", "FALSE", "no", "NO": return false
        default: throw error("\(what) must be true or false, not '\(scalar.string)'")
        }
    }

    func sequence(_ what: String) throws(SceneError) -> [YAMLNode] {
        guard case .sequence(let items) = node else { throw error("\(what) must be a list") }
        return items.map { YAMLNode(node: $0, file: file) }
    }

    /// The node as a mapping, rejecting keys not in `allowed` (with a suggestion) and duplicates.
    ///
    /// - Complexity: O(k·a) for k keys and a allowed keys, comparing short strings.
    func mapping(_ what: String, allowed: [String]) throws(SceneError) -> YAMLMapping {
        guard case .mapping(let pairs) = node else { throw error("\(what) must be a mapping of keys to values") }
        var keys: [String] = [], values: [YAMLNode] = []
        keys.reserveCapacity(pairs.count)
        values.reserveCapacity(pairs.count)
        for index in pairs.startIndex..<pairs.endIndex {  // Yams' iterator would copy the pairs into an array first
            let (key, value) = pairs[index]
            let keyNode = YAMLNode(node: key, file: file)
            let name = try keyNode.string("a key")
            guard allowed.contains(name) else {
                throw keyNode.error("unknown key '\(name)' in \(what)\(didYouMean(name, allowed))")
            }
            guard !keys.contains(name) else { throw keyNode.error("duplicate key '\(name)' in \(what)") }
            keys.append(name)
            values.append(YAMLNode(node: value, file: file))
        }
        return YAMLMapping(keys: keys, values: values, node: self)
    }

    /// A list of `count` numbers, or one number repeated.
    func numbers(_ what: String, count: Int, allowSingle: Bool = false) throws(SceneError) -> [Double] {
        if allowSingle, case .scalar = node { return Array(repeating: try double(what), count: count) }
        let items = try sequence(what)
        guard items.count == count else { throw error("\(what) must be a list of \(count) numbers") }
        var values: [Double] = []
        for item in items { values.append(try item.double(what)) }
        return values
    }
}

/// The keys of a YAML mapping in file order, and their values.
///
/// The keys are kept apart from the values so that a lookup compares short strings without copying
/// nodes: a view's keys are looked up some thirty times.
struct YAMLMapping {
    let keys: [String]
    let values: [YAMLNode]
    let node: YAMLNode

    /// - Complexity: O(k) for k keys.
    subscript(key: String) -> YAMLNode? { keys.firstIndex(of: key).map { values[$0] } }

    func required(_ key: String, in what: String) throws(SceneError) -> YAMLNode {
        guard let value = self[key] else { throw node.error("\(what) needs '\(key)'") }
        return value
    }
}

/// Reads a number as C's strtod would for decimal input: optional sign, digits, fraction, exponent.
func parseNumber(_ text: String) -> Double? {
    let trimmed = text.trimmingSpaces
    guard !trimmed.isEmpty else { return nil }
    if let value = Double(trimmed) { return value }
    return nil
}

extension String {
    var trimmingSpaces: String {
        var s = Substring(self)
        while s.first == " " || s.first == "\t" { s.removeFirst() }
        while s.last == " " || s.last == "\t" { s.removeLast() }
        return String(s)
    }
}
