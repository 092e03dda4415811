import AutoLayout

/// Where a predicate is: between views (a space) or in a view's parentheses (its size), where it
/// may name another view.
enum PredicateContext {
    case connection
    case view
}

extension FormatParser {
    /// `predicate (',' predicate)*`.
    mutating func parsePredicateList(in context: PredicateContext) throws(VisualFormatError) -> [Predicate] {
        var list = [try parsePredicate(in: context)]
        while scanner.take(",") { list.append(try parsePredicate(in: context)) }
        return list
    }

    /// `relation? object ('@' priority)?`.
    mutating func parsePredicate(in context: PredicateContext) throws(VisualFormatError) -> Predicate {
        let column = scanner.position
        let relation = try parseRelation()
        let object = try parseObject(in: context)
        if case .constant(let value) = object, !value.isFinite { throw scanner.failure(.constantNotFinite(value)) }
        var predicate = Predicate(relation: relation, object: object, column: column)
        if scanner.take("@") { predicate.priority = try parsePriority(in: context) }
        return predicate
    }

    /// `==`, `<=`, `>=`, or nothing for equal.
    mutating func parseRelation() throws(VisualFormatError) -> LayoutRelation {
        guard let c = scanner.next else { throw scanner.failure(.moreInputExpected) }
        let relation: LayoutRelation
        if c == UInt8(ascii: "<") {
            relation = .lessThanOrEqual
        } else if c == UInt8(ascii: ">") {
            relation = .greaterThanOrEqual
        } else if c == UInt8(ascii: "=") {
            relation = .equal
        } else {
            return .equal
        }
        scanner.advance()
        guard scanner.take("=") else { throw scanner.failure(.unknownRelation) }
        return relation
    }

    /// A number (read as `strtod` does; it must start with a digit or `-`), a metric, or, in a
    /// view's predicates, a view. Metrics win over views of the same name, as in Apple's parser.
    mutating func parseObject(in context: PredicateContext) throws(VisualFormatError) -> PredicateObject {
        guard let c = scanner.next else { throw scanner.failure(.numberOrMetricExpected) }
        if c == UInt8(ascii: "-") || c.isDigit {
            guard let number = CNumber.prefix(of: scanner.characters[scanner.position...]) else {
                throw scanner.failure(.numberExpected)
            }
            scanner.advance(by: number.length)
            return .constant(number.value)
        }
        guard c.isNameStart else { throw scanner.failure(.numberOrMetricExpected) }
        let name = scanner.scanName()
        if let metric = metrics[name] { return .constant(metric) }
        guard let view = views[name] else { throw scanner.failure(.unknownMetric(name)) }
        guard context == .view else { throw scanner.failure(.spaceEqualToView) }
        return .view(view)
    }

    /// The number or metric after `@`: more than 0 and at most 1000 in Apple's words, and at
    /// least 1 here. A view's name there counts as 0, as in Apple's parser.
    mutating func parsePriority(in context: PredicateContext) throws(VisualFormatError) -> LayoutPriority {
        let value: Double
        switch try parseObject(in: context) {
        case .constant(let number): value = number
        case .view, .standardSpace: value = 0
        }
        if value.isNaN { throw scanner.failure(.priorityNotANumber) }
        if value <= 0 { throw scanner.failure(.priorityNotPositive(value)) }
        if value > 1000 { throw scanner.failure(.priorityAboveRequired(value)) }
        guard let priority = LayoutPriority(rawValue: Float(value)) else {
            throw scanner.failure(.priorityBelowOne(value))
        }
        return priority
    }
}
