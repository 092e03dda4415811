import GoldenWorkflow
import Testing

/// What moved between a golden's layout and the drawing's, read from `strut layout --json`'s text.
@Suite struct LayoutChangesTests {
    func layout(_ views: [(String, [Double])], width: Double = 320, names: [String: String] = [:]) -> String {
        let lines = views.map { id, f in
            "    \"\(id)\": { \"superview\": null, \"frame\": [\(f.map { "\($0)" }.joined(separator: ", "))]"
                + (names[id].map { ", \"name\": \"\($0)\"" } ?? "") + " }"
        }
        return "{\n  \"canvas\": { \"width\": \(width), \"height\": 240 },\n  \"views\": {\n" + lines.joined(separator: ",\n") + "\n  },\n  \"guides\": {}\n}"
    }

    @Test func aMovedViewIsToldWithItsDelta() {
        let before = layout([("root", [0, 0, 320, 240]), ("mover", [10, 20, 50, 30])])
        let after = layout([("root", [0, 0, 320, 240]), ("mover", [10, 40, 50, 30])])
        #expect(LayoutChanges.describe(golden: before, actual: after) == ["mover: y 20 → 40 (+20)"])
    }

    @Test func resizedAddedAndRemovedViewsAreToldInTheLayoutsOrder() {
        let before = layout([("root", [0, 0, 320, 240]), ("b", [0, 0, 100, 30]), ("gone", [1, 1, 1, 1])])
        let after = layout([("root", [0, 0, 375, 240]), ("new", [0, 0, 5, 5]), ("b", [0, 0, 80.5, 30])], width: 375)
        #expect(LayoutChanges.describe(golden: before, actual: after) == [
            "canvas: width 320 → 375 (+55)", "root: width 320 → 375 (+55)", "new: a new view", "b: width 100 → 80.5 (-19.5)", "gone: no longer drawn",
        ])
    }

    @Test func aDocumentsViewsAreNamedAsInInterfaceBuilder() {
        let names = ["abc-12": "Sign In Button"]
        let before = layout([("abc-12", [16, 100, 80, 44])], names: names), after = layout([("abc-12", [16, 120, 80, 44])], names: names)
        #expect(LayoutChanges.describe(golden: before, actual: after) == ["abc-12 (Sign In Button): y 100 → 120 (+20)"])
    }

    @Test func theSameFramesSayTheChangeIsInThePixelsAlone() {
        let same = layout([("root", [0, 0, 320, 240]), ("a", [1, 2, 3, 4])])
        #expect(LayoutChanges.describe(golden: same, actual: same) == [LayoutChanges.pixelsOnly])
        #expect(LayoutChanges.describe(golden: "not json", actual: same) == nil)
    }

    /// Constraints lost and gained, each as often as it is written, in the files' order.
    @Test func constraintsRemovedAndAddedAreToldOnceEach() {
        let before = "a.width == 90\na.top == root.top + 8\na.top == root.top + 8\n"
        let after = "a.top == root.top + 8\na.width == 100\n"
        #expect(LayoutChanges.constraintChanges(golden: before, actual: after) == [
            "constraint removed: a.width == 90", "constraint removed: a.top == root.top + 8", "constraint added: a.width == 100",
        ])
        #expect(LayoutChanges.constraintChanges(golden: after, actual: after).isEmpty)
    }

    /// A change of constraints alone is not a change in the pixels alone.
    @Test func changedConstraintsReplaceThePixelsAloneLine() {
        let changed = ["constraint added: a.width == 100"]
        #expect(LayoutChanges.merge([LayoutChanges.pixelsOnly], constraints: changed) == ["no view moved or resized"] + changed)
        #expect(LayoutChanges.merge(["a: y 1 → 2 (+1)"], constraints: changed) == ["a: y 1 → 2 (+1)"] + changed)
        #expect(LayoutChanges.merge(nil, constraints: changed) == changed)
        #expect(LayoutChanges.merge([LayoutChanges.pixelsOnly], constraints: []) == [LayoutChanges.pixelsOnly])
    }

    /// Under a failure a view's move is marked `moved:`; a constraint's change says what it is.
    @Test func printedChangesAreMarkedByWhatTheyAre() {
        #expect(LayoutChanges.printed("a: y 1 → 2 (+1)") == "moved: a: y 1 → 2 (+1)")
        #expect(LayoutChanges.printed("constraint added: a.width == 100") == "constraint added: a.width == 100")
        #expect(LayoutChanges.printed(LayoutChanges.pixelsOnly) == LayoutChanges.pixelsOnly)
    }
}
