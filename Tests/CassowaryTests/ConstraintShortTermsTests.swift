import Testing
@testable import Cassowary

/// A constraint of at most two terms made from its terms (the engine's way) has the expression
/// the same terms give through ``Expression`` (merged, zeros left out, in order).
@Suite struct ConstraintShortTermsTests {
    /// Each pair of terms on x, y or none, with coefficients that cancel, vanish or stay.
    @Test func shortTermsMakeTheExpressionsExpressionsMake() {
        let x = Variable("x"), y = Variable("y")
        let variables: [Variable?] = [nil, x, y]
        let coefficients: [Double] = [0, 1, -1, 0.5, 0.1, 0.2]
        for v1 in variables {
            for c1 in coefficients {
                for v2 in variables {
                    for c2 in coefficients {
                        let first = v1.map { Term($0, c1) }, second = v2.map { Term($0, c2) }
                        let terms = [first, second].compactMap { $0 }
                        let expected = Constraint(Expression(terms, constant: 3), .equal, priority: .defaultHigh, name: "n")
                        let made = Constraint(first, second, constant: 3, .equal, priority: .defaultHigh, name: "n")
                        #expect(made.expression.terms.map { ObjectIdentifier($0.variable) } == expected.expression.terms.map { ObjectIdentifier($0.variable) })
                        #expect(made.expression.terms.map(\.coefficient) == expected.expression.terms.map(\.coefficient))
                        #expect(made.expression.constant == expected.expression.constant)
                        #expect(made.description == expected.description)
                    }
                }
            }
        }
    }
}
