import AutoLayout

/// Parses the equation syntax with errors located at the column where they happen.
///
/// It reads the codes of an ``EquationText``: bytes for ASCII text, one code per character otherwise,
/// so columns are counted in characters either way.
package struct EquationParser {
    private let text: EquationText
    private let start: SourceLocation
    private var position = 0

    init(_ source: Located<String>) {
        text = EquationText(source.value)
        start = source.location
    }

    /// - Complexity: O(n) in the length of the text.
    package static func parse(_ source: Located<String>) throws(SceneError) -> Equation {
        var parser = EquationParser(source)
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
        if peek() == UInt8(ascii: "@") { eq.priority = try priority() }
        skipSpaces()
        guard position == text.count else { throw error("unexpected '\(text[position..<text.count])' after the constraint") }
        return eq
    }

    /// `[m *] item.attr [* m | / m] [± c]`, or `c`.
    private mutating func rightSide(_ eq: inout Equation) throws(SceneError) {
        skipSpaces()
        if startsNumber() {
            let value = try number()
            skipSpaces()
            if peek() == UInt8(ascii: "*") {
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
            if peek() == UInt8(ascii: "*") || peek() == UInt8(ascii: "/") {
                let divide = peek() == UInt8(ascii: "/")
                position += 1
                skipSpaces()
                let column = position
                let value = try number()
                if divide && value == 0 { throw error("division by zero", at: column) }
                if divide && abs(value) < 1e-7 { throw error("dividing by \(value) makes a multiplier over 10000000", at: column) }
                eq.multiplier = divide ? 1 / value : value
            }
        }
        skipSpaces()
        if peek() == UInt8(ascii: "+") || peek() == UInt8(ascii: "-") {
            let negative = peek() == UInt8(ascii: "-")
            position += 1
            skipSpaces()
            guard startsNumber() else { throw error("expected a number after '\(negative ? "-" : "+")'") }
            let value = try number()
            eq.constant = negative ? -value : value
        }
    }

    /// `item.attr`, `item.guide.attr`: names joined by dots, the last one the attribute.
    private mutating func operand() throws(SceneError) -> Equation.Operand {
        skipSpaces()
        let begin = position
        var itemEnd = position, attributeStart = position  // the item ends at the last dot
        var parts = 0
        repeat {
            if parts > 0 { position += 1 }
            let partStart = position
            while position < text.count, isNameCode(text[position]) { position += 1 }
            guard position > partStart else {
                throw error(parts == 0 ? "expected an item and attribute such as 'button.leading'" : "expected a name after '.'")
            }
            if parts > 0 { itemEnd = partStart - 1 }
            attributeStart = partStart
            parts += 1
        } while peek() == UInt8(ascii: ".")
        guard parts >= 2 else {
            let name = text[begin..<position]
            throw error("'\(name)' needs an attribute, such as '\(name).leading'", at: begin)
        }
        return Equation.Operand(item: text[begin..<itemEnd], at: begin, attribute: text[attributeStart..<position], at: attributeStart)
    }

    private func isNameCode(_ code: UInt8) -> Bool {
        EquationText.isLetter(code) || EquationText.isNumber(code) || code == UInt8(ascii: "_")
    }

    private mutating func relationToken() throws(SceneError) -> LayoutRelation {
        skipSpaces()
        let relation: LayoutRelation
        switch position + 1 < text.count ? (text[position], text[position + 1]) : (0, 0) {
        case (UInt8(ascii: "="), UInt8(ascii: "=")): relation = .equal
        case (UInt8(ascii: "<"), UInt8(ascii: "=")): relation = .lessThanOrEqual
        case (UInt8(ascii: ">"), UInt8(ascii: "=")): relation = .greaterThanOrEqual
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
            guard let priority = layoutPriority(value) else {
                throw error("a priority is from 1 to 1000, not \(formatted(value))", at: column)
            }
            return priority
        }
        while position < text.count, EquationText.isLetter(text[position]) { position += 1 }
        let word = text[column..<position]
        guard let priority = namedPriorities[word] else {
            throw error("unknown priority '\(word)'\(didYouMean(word, Array(namedPriorities.keys)))", at: column)
        }
        return priority
    }

    private mutating func number() throws(SceneError) -> Double {
        let begin = position
        if peek() == UInt8(ascii: "-") || peek() == UInt8(ascii: "+") { position += 1 }
        while position < text.count, continuesNumber(at: position) { position += 1 }
        let literal = text[begin..<position]
        guard let value = Double(literal), value.isFinite, abs(value) <= 1e7 else {
            throw error("'\(literal)' is not a usable number", at: begin)
        }
        return value
    }

    /// Digits, a point, an exponent's `e` and the sign just after it.
    private func continuesNumber(at position: Int) -> Bool {
        let code = text[position]
        if EquationText.isNumber(code) || code == UInt8(ascii: ".") || isExponent(code) { return true }
        return (code == UInt8(ascii: "-") || code == UInt8(ascii: "+")) && isExponent(text[position - 1])
    }

    private func isExponent(_ code: UInt8) -> Bool { code == UInt8(ascii: "e") || code == UInt8(ascii: "E") }

    private func startsNumber() -> Bool {
        guard let c = peek() else { return false }
        if EquationText.isNumber(c) || c == UInt8(ascii: ".") { return true }
        if c == UInt8(ascii: "-") || c == UInt8(ascii: "+"), position + 1 < text.count {
            return EquationText.isNumber(text[position + 1]) || text[position + 1] == UInt8(ascii: ".")
        }
        return false
    }

    private func peek() -> UInt8? { position < text.count ? text[position] : nil }

    private mutating func skipSpaces() {
        while position < text.count, text[position] == UInt8(ascii: " ") || text[position] == UInt8(ascii: "\t") { position += 1 }
    }
}
