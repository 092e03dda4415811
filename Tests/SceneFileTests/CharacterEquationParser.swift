import AutoLayout
@testable import SceneFile
@testable import SceneModel

/// The equation parser as it was before it read bytes: every step on `Character`s. The tests hold
/// ``EquationParser`` to it, results and errors alike.
struct CharacterEquationParser {
    private let text: [Character]
    private let start: SourceLocation
    private var position = 0

    init(_ source: Located<String>) {
        text = Array(source.value)
        start = source.location
    }

    static func parse(_ source: Located<String>) throws(SceneError) -> Equation {
        var parser = CharacterEquationParser(source)
        return try parser.equation()
    }

    private func error(_ message: String, at column: Int? = nil) -> SceneError {
        SceneError(message, at: start.advanced(by: column ?? position))
    }

    private mutating func equation() throws(SceneError) -> Equation {
        let first = try operand()
        let relation = try relationToken()
        var eq = Equation(first: first, relation: relation)
        try rightSide(&eq)
        skipSpaces()
        if peek() == "@" { eq.priority = try priority() }
        skipSpaces()
        guard position == text.count else { throw error("unexpected '\(String(text[position...]))' after the constraint") }
        return eq
    }

    /// `[m *] item.attr [* m | / m] [± c]`, or `c`.
    private mutating func rightSide(_ eq: inout Equation) throws(SceneError) {
        skipSpaces()
        if startsNumber() {
            let value = try number()
            skipSpaces()
            if peek() == "*" {
                position += 1
                eq.multiplier = value
                eq.second = try operand()
            } else {
                eq.constant = value
                return
            }
        } else {
            eq.second = try operand()
            skipSpaces()
            if peek() == "*" || peek() == "/" {
                let divide = peek() == "/"
                position += 1
                skipSpaces()
                let column = position
                let value = try number()
                if divide && value == 0 { throw error("division by zero", at: column) }
                eq.multiplier = divide ? 1 / value : value
            }
        }
        skipSpaces()
        if peek() == "+" || peek() == "-" {
            let negative = peek() == "-"
            position += 1
            skipSpaces()
            guard startsNumber() else { throw error("expected a number after '\(negative ? "-" : "+")'") }
            let value = try number()
            eq.constant = negative ? -value : value
        }
    }

    private mutating func operand() throws(SceneError) -> Equation.Operand {
        skipSpaces()
        let begin = position
        var parts: [(String, Int)] = []
        repeat {
            if !parts.isEmpty { position += 1 }
            let partStart = position
            while position < text.count, text[position].isLetter || text[position].isNumber || text[position] == "_" {
                position += 1
            }
            guard position > partStart else {
                throw error(parts.isEmpty ? "expected an item and attribute such as 'button.leading'" : "expected a name after '.'")
            }
            parts.append((String(text[partStart..<position]), partStart))
        } while peek() == "."
        guard parts.count >= 2 else {
            throw error("'\(parts[0].0)' needs an attribute, such as '\(parts[0].0).leading'", at: begin)
        }
        let item = parts.dropLast().map(\.0).joined(separator: ".")
        let attribute = parts.last!
        return Equation.Operand(item: item, at: begin, attribute: attribute.0, at: attribute.1)
    }

    private mutating func relationToken() throws(SceneError) -> LayoutRelation {
        skipSpaces()
        let two = position + 1 < text.count ? String(text[position...position + 1]) : ""
        let relation: LayoutRelation
        switch two {
        case "==": relation = .equal
        case "<=": relation = .lessThanOrEqual
        case ">=": relation = .greaterThanOrEqual
        default: throw error("expected a relation: ==, <= or >=")
        }
        position += 2
        return relation
    }

    private mutating func priority() throws(SceneError) -> LayoutPriority {
        position += 1
        skipSpaces()
        let column = position
        if startsNumber() {
            let value = try number()
            guard let priority = LayoutPriority(rawValue: Float(value)) else {
                throw error("a priority is from 1 to 1000, not \(formatted(value))", at: column)
            }
            return priority
        }
        var word = ""
        while position < text.count, text[position].isLetter { word.append(text[position]); position += 1 }
        guard let priority = namedPriorities[word] else {
            throw error("unknown priority '\(word)'\(didYouMean(word, Array(namedPriorities.keys)))", at: column)
        }
        return priority
    }

    private mutating func number() throws(SceneError) -> Double {
        let begin = position
        if peek() == "-" || peek() == "+" { position += 1 }
        while position < text.count, text[position].isNumber || text[position] == "." || text[position] == "e" || text[position] == "E"
            || ((text[position] == "-" || text[position] == "+") && (text[position - 1] == "e" || text[position - 1] == "E"))
        {
            position += 1
        }
        let literal = String(text[begin..<position])
        guard let value = Double(literal), value.isFinite, abs(value) <= 1e7 else {
            throw error("'\(literal)' is not a usable number", at: begin)
        }
        return value
    }

    private func startsNumber() -> Bool {
        guard let c = peek() else { return false }
        if c.isNumber || c == "." { return true }
        if c == "-" || c == "+", position + 1 < text.count { return text[position + 1].isNumber || text[position + 1] == "." }
        return false
    }

    private func peek() -> Character? { position < text.count ? text[position] : nil }

    private mutating func skipSpaces() {
        while position < text.count, text[position] == " " || text[position] == "\t" { position += 1 }
    }
}

