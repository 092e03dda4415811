import AutoLayout
import InterfaceBuilder
import Testing

/// Saved stack views that break UIStackView's required constraints are reported with their proof,
/// and the saved frames of stacks laid out by Xcode are not.
@Suite struct StackContradictionTests {
    /// A stack of `arranged` (XML) saved at `frame`, with `attributes` on the stack and `body`
    /// (margins) inside it.
    func stack(_ frame: (Double, Double, Double, Double), attributes: String = "", body: String = "", _ arranged: String) -> String {
        viewElement("stk", frame, name: "stackView", attributes: attributes, body: "\(body)<subviews>\(arranged)</subviews>")
    }

    func contradictions(_ subviews: String) throws -> [IBContradiction] {
        try read(storyboard(subviews))[0].contradictions
    }

    @Test func aStackLaidOutByXcodeIsNoProof() throws {
        let views = viewElement("a", (0, 0, 80, 60)) + viewElement("b", (96, 0, 80, 60))
        #expect(try contradictions(stack((20, 100, 176, 60), attributes: #"spacing="16""#, views)).isEmpty)
    }

    /// A stack saved shorter than the views it arranges: its trailing edge is not the last one's.
    @Test func aStackShorterThanItsViews() throws {
        let views = viewElement("a", (0, 0, 80, 60)) + viewElement("b", (96, 0, 80, 60)) + viewElement("c", (192, 0, 80, 60))
        let found = try contradictions(stack((20, 100, 176, 60), attributes: #"spacing="16""#, views))
        #expect(found.count == 1)
        #expect(found.first?.equation == "c.trailing = stk.trailing (stack edge)")
        #expect(found.first?.saved == 272 && found.first?.required == 176)
    }

    /// The first arranged view sits at the stack's leading edge.
    @Test func aFirstViewAwayFromTheEdge() throws {
        let views = viewElement("a", (10, 0, 80, 60)) + viewElement("b", (106, 0, 80, 60))
        let found = try contradictions(stack((20, 100, 186, 60), attributes: #"spacing="16""#, views))
        #expect(found.first?.equation == "a.leading = stk.leading (stack edge)")
        #expect(found.first?.saved == 10 && found.first?.required == 0)
    }

    /// A stack with layout margins arranges its views inside them.
    @Test func marginsAreInsideTheEdges() throws {
        let margins = #"<directionalEdgeInsets key="directionalLayoutMargins" top="8" leading="12" bottom="8" trailing="4"/>"#
        let views = viewElement("a", (12, 8, 100, 30)) + viewElement("b", (12, 46, 100, 30))
        let vertical = #"axis="vertical" spacing="8""#
        #expect(try contradictions(stack((0, 0, 116, 84), attributes: vertical, body: margins, views)).isEmpty)
        let found = try contradictions(stack((0, 0, 116, 120), attributes: vertical, body: margins, views))
        #expect(found.first?.equation == "b.bottom = stk.bottom - 8 (stack edge)")
        #expect(found.first?.saved == 76 && found.first?.required == 112)
    }

    /// A switch's frame reaches 2 points past its alignment rectangle, which the stack holds.
    @Test func aControlsAlignmentRectangleMeetsTheEdge() throws {
        let views = viewElement("l", (0, 0, 200, 31)) + viewElement("s", (208, 0, 51, 31), name: "switch")
        #expect(try contradictions(stack((0, 0, 257, 31), attributes: #"spacing="8""#, views)).isEmpty)
    }

    /// The stack spaces alignment rectangles: a switch's frame reaching 2 points past its own, or
    /// a slider's 2 before and after it, is no proof (sentry's sample saves labels 8 points after
    /// the rectangle of the switch before them, 6 after its frame).
    @Test func spacingHoldsBetweenAlignmentRectangles() throws {
        let toggle = viewElement("s", (0, 0, 51, 31), name: "switch") + viewElement("l", (57, 0, 100, 31))
        #expect(try contradictions(stack((0, 0, 157, 31), attributes: #"spacing="8""#, toggle)).isEmpty)
        let slider = viewElement("l", (0, 0, 100, 31)) + viewElement("s", (106, 0, 104, 31), name: "slider")
            + viewElement("m", (216, 0, 100, 31))
        #expect(try contradictions(stack((0, 0, 316, 31), attributes: #"spacing="8""#, slider)).isEmpty)
        // Farther than either rectangle allows is still a proof.
        let far = viewElement("s", (0, 0, 51, 31), name: "switch") + viewElement("l", (70, 0, 100, 31))
        #expect(try contradictions(stack((0, 0, 170, 31), attributes: #"spacing="8""#, far)).first?.equation == "l.leading = s.trailing + 8 (stack spacing)")
    }

    /// A stack that fills across its axis makes every arranged view as long across as itself.
    @Test func aViewNarrowerThanAFillingStack() throws {
        let views = viewElement("a", (0, 0, 300, 30)) + viewElement("b", (0, 38, 200, 30))
        let found = try contradictions(stack((0, 0, 300, 68), attributes: #"axis="vertical" spacing="8""#, views))
        #expect(found.first?.equation == "b.width = stk.width (stack fill)")
        #expect(found.first?.saved == 200 && found.first?.required == 300)
        let centred = #"axis="vertical" alignment="center" spacing="8""#
        #expect(try contradictions(stack((0, 0, 300, 68), attributes: centred, views)).isEmpty)
    }

    /// Saved stacks whose arranged views are out of step with its spacing.
    @Test func spacingBroken() throws {
        let views = viewElement("a", (0, 0, 80, 60)) + viewElement("b", (90, 0, 80, 60))
        let found = try contradictions(stack((0, 0, 170, 60), attributes: #"spacing="16""#, views))
        #expect(found.first?.equation == "b.leading = a.trailing + 16 (stack spacing)")
    }

    /// A hidden arranged view has no place in the stack, and an SF Symbol's frame proves nothing.
    @Test func hiddenViewsAndSymbolsAreNoProof() throws {
        let hidden = viewElement("a", (0, 0, 80, 60)) + viewElement("b", (96, 0, 80, 60), attributes: #"hidden="YES""#)
        #expect(try contradictions(stack((0, 0, 80, 60), attributes: #"spacing="16""#, hidden)).isEmpty)
        let symbol = viewElement("i", (0, 0.5, 60, 54), name: "imageView", attributes: #"image="safari" catalog="system""#)
        #expect(try contradictions(stack((0, 0, 60, 60), symbol)).isEmpty)
        #expect(try contradictions(stack((0, 0, 60, 60), attributes: #"axis="vertical""#, symbol)).isEmpty)
        let photo = viewElement("i", (0, 0.5, 60, 54), name: "imageView", attributes: #"image="photo""#)
        #expect(try contradictions(stack((0, 0, 60, 60), photo)).count == 1)
    }
}
