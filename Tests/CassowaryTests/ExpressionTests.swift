import Testing
@testable import Cassowary

@Suite struct ExpressionTests {
    @Test func operatorsBuildTermsAndConstants() {
        let x = Variable("x"), y = Variable("y")
        let e = 2 * x + y - 10
        #expect(e.terms.map(\.coefficient) == [2, 1])
        #expect(e.terms[0].variable === x)
        #expect(e.constant == -10)
        #expect((-(x - y) / 2).terms.map(\.coefficient) == [-0.5, 0.5])
    }

    @Test func expressionsPrintAsPeopleWriteThem() {
        let x = Variable("x"), y = Variable("y")
        #expect((2 * x + y - 10).description == "2*x + y - 10")
        #expect((-x + 0.5 * y).description == "-x + 0.5*y")
        #expect(Expression(constant: 3).description == "3")
    }

    @Test func constraintsPrintWithTheConstantOnTheRight() {
        let x = Variable("x"), y = Variable("y")
        #expect((x == y + 8).description == "x - y == 8")
        #expect((x >= 30).withPriority(750).description == "x >= 30 @750")
        #expect((x <= 5).named("cap").description == "x <= 5 (cap)")
    }

    @Test func repeatedVariablesAreCombined() {
        let x = Variable("x")
        let c = x + x - x * 2 + x == 1
        #expect(c.expression.terms.count == 1)
        #expect(c.expression.terms[0].coefficient == 1)
    }
}
