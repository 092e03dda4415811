import LayoutValues

/// What an audit of one panel found: its elements in reading order and its findings.
package struct AuditReport: Sendable, Equatable {
    package var elements: [AccessibilityElement]
    package var findings: [AuditFinding]

    package init(elements: [AccessibilityElement], findings: [AuditFinding]) {
        self.elements = elements
        self.findings = findings
    }

    /// `elements` and `findings`, after the fields given first (the file, the variation).
    package func json(leading: [(String, JSONValue)]) -> JSONValue {
        .objectLines([
            leading,
            [("elements", .arrayLines(elements.map(\.json)))],
            [
                (
                    "findings",
                    .arrayLines(
                        findings.map { finding in
                            .object([
                                ("rule", .string(finding.rule.rawValue)), ("item", .string(finding.item)), ("message", .string(finding.message)),
                                ("value", finding.value.json),
                            ])
                        })
                )
            ],
        ])
    }

    /// The elements as text, one a line, numbered in reading order:
    /// `1. Play, 0:00, button. Plays the episode. [play] (20, 40, 44, 44)`.
    package var elementLines: [String] {
        elements.enumerated().map { number, element in
            let frame = [element.frame.minX, element.frame.minY, element.frame.width, element.frame.height].map { formatNumber($0, .decimals(1)) }
            return "\(number + 1). \(element.spoken) [\(element.name)] (\(frame.joined(separator: ", ")))"
        }
    }
}
