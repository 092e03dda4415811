import LayoutValues

/// A linear expression: a sum of terms plus a constant.
public struct Expression: CustomStringConvertible {
    public var terms: [Term]
    public var constant: Double

    public init(_ terms: [Term] = [], constant: Double = 0) {
        self.terms = terms
        self.constant = constant
    }

    public init(_ variable: Variable) {
        self.init([Term(variable)])
    }

    public init(constant: Double) {
        self.init([], constant: constant)
    }

    /// The expression with the terms of each variable added into one, in order of first appearance.
    ///
    /// - Complexity: O(*n*) for *n* terms; a short expression (most have two to six terms) is
    ///   merged by comparing each term with those before it, without hashing.
    public func reduced() -> Expression {
        guard terms.count > Self.longExpression else { return reducedInPlace() }
        var index: [ObjectIdentifier: Int] = [:]
        var merged: [Term] = []
        for term in terms {
            let key = ObjectIdentifier(term.variable)
            if let i = index[key] {
                merged[i].coefficient += term.coefficient
            } else {
                index[key] = merged.count
                merged.append(term)
            }
        }
        return Expression(merged.filter { $0.coefficient != 0 }, constant: constant)
    }

    /// Expressions with more terms are merged through a hash table.
    static let longExpression = 16

    /// ``reduced()`` for a short expression: the same sums in the same order.
    private func reducedInPlace() -> Expression {
        // Most expressions have nothing to merge: kept as they are, their terms are not copied.
        if isReduced { return self }
        var merged = terms
        var count = 0
        for i in merged.indices {
            let term = merged[i]
            if let j = merged[0..<count].firstIndex(where: { $0.variable === term.variable }) {
                merged[j].coefficient += term.coefficient
            } else {
                merged[count] = term
                count += 1
            }
        }
        merged.removeSubrange(count...)
        merged.removeAll { $0.coefficient == 0 }
        return Expression(merged, constant: constant)
    }

    /// Whether no variable appears twice and no coefficient is zero (a short expression).
    private var isReduced: Bool {
        for i in terms.indices {
            if terms[i].coefficient == 0 { return false }
            for j in 0..<i where terms[j].variable === terms[i].variable { return false }
        }
        return true
    }

    /// The value of the expression with the variables' current `value`s.
    public var value: Double {
        terms.reduce(constant) { $0 + $1.coefficient * $1.variable.value }
    }

    /// Prints the way people write it: `x + 2*y - 10`.
    public var description: String {
        var text = ""
        for term in terms {
            let magnitude = abs(term.coefficient)
            let name = term.variable.description
            let body = magnitude == 1 ? name : "\(formatNumber(magnitude))*\(name)"
            if text.isEmpty {
                text = term.coefficient < 0 ? "-" + body : body
            } else {
                text += term.coefficient < 0 ? " - " + body : " + " + body
            }
        }
        if text.isEmpty { return formatNumber(constant) }
        if constant != 0 { text += constant < 0 ? " - \(formatNumber(-constant))" : " + \(formatNumber(constant))" }
        return text
    }
}
