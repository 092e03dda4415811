import LayoutValues

/// One thing an audit found wrong with one view.
package struct AuditFinding: Sendable, Equatable {
    package var rule: AuditRule
    /// The view's identifier (a document's object id).
    package var item: String
    /// What people call the view: a document's name in Xcode's outline, else the identifier.
    package var name: String
    package var message: String
    /// What was measured: a contrast ratio, a size in points, a font.
    package var value: MeasuredValue

    package init(rule: AuditRule, item: String, name: String, message: String, value: MeasuredValue) {
        self.rule = rule
        self.item = item
        self.name = name
        self.message = message
        self.value = value
    }

    /// A finding's measured value, as its JSON gives it.
    package enum MeasuredValue: Sendable, Equatable {
        /// A contrast ratio (`4.2` for 4.2:1).
        case ratio(Double)
        /// A size in points.
        case size(Size)
        /// A text, such as a font or a view's kind.
        case text(String)

        package var json: JSONValue {
            switch self {
            case .ratio(let ratio): .number((ratio * 100).rounded() / 100)
            case .size(let size): .array([.number(size.width), .number(size.height)])
            case .text(let text): .string(text)
            }
        }
    }
}
