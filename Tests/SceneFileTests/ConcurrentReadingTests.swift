import AutoLayout
@testable import SceneFile
@testable import SceneModel
import Testing

/// A long list of top-level constraints is read on a second core while the views are read: the
/// specs and the error reported are those of reading the views, then the constraints.
@Suite struct ConcurrentReadingTests {
    /// A grid of `views` views, each with four constraints, the `badView`th view's id and the
    /// `badConstraint`th constraint written wrong when given.
    private func grid(views: Int, badView: Int? = nil, badConstraint: Int? = nil) -> String {
        var lines = ["root:", "  subviews:"]
        for i in 0..<views { lines.append("    - { id: \(i == badView ? "9v" : "v\(i)"), text: \"v\(i)\" }") }
        lines.append("constraints:")
        for i in 0..<views {
            let constraints = ["v\(i).leading == root.leading + \(i)", "v\(i).top == root.top", "v\(i).width == 20", "v\(i).height == 10"]
            for (j, constraint) in constraints.enumerated() {
                lines.append("  - \(4 * i + j == badConstraint ? "v\(i).top === root.top" : constraint)")
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private func parseError(_ text: String) -> SceneError? {
        do throws(SceneError) {
            _ = try SceneParser.parse(text, file: "grid.yaml")
            return nil
        } catch {
            return error
        }
    }

    @Test func theListIsLongEnoughToBeReadOnASecondCore() {
        #expect(4 * 1_000 >= SceneParser.constraintsReadConcurrently)
    }

    @Test func aLongListReadsAsAShortOneDoes() throws {
        let long = try SceneParser.parse(grid(views: 1_000), file: "grid.yaml")
        #expect(long.root.subviews.map(\.id.value) == (0..<1_000).map { "v\($0)" })
        #expect(long.constraints.count == 4_000)
        for (i, spec) in long.constraints.enumerated() {
            guard case .equation(let text) = spec.form else {
                Issue.record("constraint \(i) is not an equation")
                return
            }
            #expect(text.location == SourceLocation(file: "grid.yaml", line: 1_000 + 4 + i, column: 5))
            #expect(spec.equation != nil)
        }
        let short = try SceneParser.parse(grid(views: 10), file: "grid.yaml")
        func texts(_ specs: some Sequence<ConstraintSpec>) -> [String] {
            specs.map { spec in
                guard case .equation(let text) = spec.form else { return "" }
                return "\(text.value) at column \(text.location.column)"
            }
        }
        #expect(texts(short.constraints) == texts(long.constraints.prefix(40)))
    }

    @Test func aViewsErrorIsReportedBeforeAConstraintsError() {
        let error = parseError(grid(views: 1_000, badView: 900, badConstraint: 3))
        #expect(error?.location == SourceLocation(file: "grid.yaml", line: 903, column: 13))
        #expect(error?.message.contains("'9v' must be a name") == true)
    }

    @Test func aConstraintsErrorIsReportedWhenTheViewsAreRight() {
        let error = parseError(grid(views: 1_000, badConstraint: 3_999))
        #expect(error?.location == SourceLocation(file: "grid.yaml", line: 1_000 + 4 + 3_999, column: 16))
        let shortError = parseError(grid(views: 10, badConstraint: 39))
        #expect(error?.message == shortError?.message)
    }
}
