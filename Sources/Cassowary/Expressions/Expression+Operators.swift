// A deliberately small operator surface: a handful of generic operators over `LinearExpression`
// instead of kiwi's dozens of concrete overloads, so that Swift's type checker resolves long
// constraint expressions quickly (see Benchmarks/typecheck).

/// Anything that can stand in a linear expression: a ``Variable``, a ``Term`` or an ``Expression``.
public protocol LinearExpression {
    var expression: Expression { get }
}

extension Variable: LinearExpression {
    public var expression: Expression { Expression(self) }
}

extension Term: LinearExpression {
    public var expression: Expression { Expression([self]) }
}

extension Expression: LinearExpression {
    public var expression: Expression { self }
}

public func + <A: LinearExpression, B: LinearExpression>(lhs: A, rhs: B) -> Expression {
    let l = lhs.expression, r = rhs.expression
    return Expression(l.terms + r.terms, constant: l.constant + r.constant)
}

public func - <A: LinearExpression, B: LinearExpression>(lhs: A, rhs: B) -> Expression {
    lhs + rhs.expression * -1
}

public func + <A: LinearExpression>(lhs: A, rhs: Double) -> Expression {
    var e = lhs.expression
    e.constant += rhs
    return e
}

public func - <A: LinearExpression>(lhs: A, rhs: Double) -> Expression {
    lhs + -rhs
}

public func * <A: LinearExpression>(lhs: A, rhs: Double) -> Expression {
    let e = lhs.expression
    return Expression(e.terms.map { Term($0.variable, $0.coefficient * rhs) }, constant: e.constant * rhs)
}

public func * <A: LinearExpression>(lhs: Double, rhs: A) -> Expression {
    rhs * lhs
}

public func / <A: LinearExpression>(lhs: A, rhs: Double) -> Expression {
    lhs * (1 / rhs)
}

public prefix func - <A: LinearExpression>(operand: A) -> Expression {
    operand * -1
}

/// `lhs == rhs` as a required constraint; give it a priority with `|`.
public func == <A: LinearExpression, B: LinearExpression>(lhs: A, rhs: B) -> Constraint {
    Constraint(lhs - rhs, .equal)
}

public func <= <A: LinearExpression, B: LinearExpression>(lhs: A, rhs: B) -> Constraint {
    Constraint(lhs - rhs, .lessThanOrEqual)
}

public func >= <A: LinearExpression, B: LinearExpression>(lhs: A, rhs: B) -> Constraint {
    Constraint(lhs - rhs, .greaterThanOrEqual)
}

public func == <A: LinearExpression>(lhs: A, rhs: Double) -> Constraint {
    Constraint(lhs - rhs, .equal)
}

public func <= <A: LinearExpression>(lhs: A, rhs: Double) -> Constraint {
    Constraint(lhs - rhs, .lessThanOrEqual)
}

public func >= <A: LinearExpression>(lhs: A, rhs: Double) -> Constraint {
    Constraint(lhs - rhs, .greaterThanOrEqual)
}

extension Constraint {
    /// The same constraint at another priority: `(x == 10).withPriority(.defaultLow)`.
    public func withPriority(_ priority: Priority) -> Constraint {
        Constraint(expression, relation, priority: priority, name: name)
    }

    /// The same constraint with a name, printed after it.
    public func named(_ name: String) -> Constraint {
        Constraint(expression, relation, priority: priority, name: name)
    }
}
