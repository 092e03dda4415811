import AutoLayout
import SceneFile
import SceneModel
import Testing

@testable import ConsoleLog

/// The view hierarchy `strut explain` infers from what a log's constraints say (the log prints
/// none).
@Suite struct HierarchyTests {
    /// Superview address by view address (nil at the top), for a list of constraint descriptions.
    func superviews(_ items: [String]) throws -> [String: String?] {
        let text = "(\n" + items.map { "\"<\($0)>\"" }.joined(separator: ",\n") + "\n)\n"
        let scene = try ConflictScene(try ConsoleLogParser.parse(text, file: "log.txt"), textMeasurer: ApproximateTextMeasurer())
        var found: [String: String?] = [:]
        for item in scene.items where item.address != nil {
            found[item.address!] = .some(scene.superview(of: item)?.address)
        }
        return found
    }

    /// Ids are claimed from where each kind's numbering stopped (40,000 constraints were
    /// quadratic), still skipping an id a named view took, and children keep the log's order.
    @Test func idsSkipTakenNumbersAndChildrenKeepTheLogsOrder() throws {
        let text = "(\n" + [
            "NSLayoutConstraint:0x1 view3.width == 10", "NSLayoutConstraint:0x2 UIView:0xa.width == 10",
            "NSLayoutConstraint:0x3 UIView:0xb.width == 10", "NSLayoutConstraint:0x4 UIView:0xc.width == 10",
            "NSLayoutConstraint:0x5 UIView:0xd.width == 10", "NSLayoutConstraint:0x6 H:|-(8)-[UIView:0xc]   (names: '|':UIView:0xe )",
            "NSLayoutConstraint:0x7 H:|-(8)-[UIView:0xa]   (names: '|':UIView:0xe )",
        ].map { "\"<\($0)>\"" }.joined(separator: ",\n") + "\n)\n"
        let scene = try ConflictScene(try ConsoleLogParser.parse(text, file: "log.txt"), textMeasurer: ApproximateTextMeasurer())
        #expect(["0xa", "0xb", "0xc", "0xd"].map { scene.ids[$0] } == ["view", "view2", "view4", "view5"])
        #expect(scene.hierarchy.children(of: "0xe").map(\.address) == ["0xa", "0xc"])
    }

    @Test func aViewRelatedToAMarginLiesInsideTheMarginsView() throws {
        let attributes = try superviews([
            "NSLayoutConstraint:0x1 UITableViewCellContentView:0xc0.bottomMargin == UIStackView:0x50.bottom   (active)",
            "NSLayoutConstraint:0x2 UIStackView:0x50.top == UITableViewCellContentView:0xc0.topMargin   (active)",
            "NSLayoutConstraint:0x3 'UIView-Encapsulated-Layout-Height' UITableViewCellContentView:0xc0.height == 66   (active)",
        ])
        #expect(attributes["0x50"] == "0xc0")
        #expect(attributes["0xc0"] == .some(nil))
        // Through the view's margins guide, which its guide constraint gives the view.
        let guide = try superviews([
            "NSLayoutConstraint:0x1 'UIView-leftMargin-guide-constraint' H:|-(22)-[UILayoutGuide:0x60'UIViewLayoutMarginsGuide'](LTR)   (active, names: '|':UIScrollView:0xa0 )",
            "NSLayoutConstraint:0x2 UILayoutGuide:0x60'UIViewLayoutMarginsGuide'.leading == UIStackView:0xb0.leading   (active)",
            "NSLayoutConstraint:0x3 UIStackView:0xb0.width == 500   (active)",
        ])
        #expect(guide["0xb0"] == "0xa0")
        #expect(guide["0x60"] == "0xa0")
        // Not when the other view is known to hold the one with the margins.
        let outside = try superviews([
            "NSLayoutConstraint:0x1 H:|-(8)-[UIView:0xa0]   (active, names: '|':UIView:0xb0 )",
            "NSLayoutConstraint:0x2 UIView:0xa0.leadingMargin == UIView:0xb0.leading + 20   (active)",
        ])
        #expect(outside["0xa0"] == "0xb0")
        #expect(outside["0xb0"] == .some(nil))
    }

    @Test func anAutoresizingConstraintRelatesAViewToItsSuperview() throws {
        let second = try superviews([
            "NSAutoresizingMaskLayoutConstraint:0x1 h=--& v=--& UIView:0xa0.midX == UIWindow:0xe0.midX + 187.5   (active)",
            "NSLayoutConstraint:0x2 UIView:0xa0.width == 500   (active)",
            "NSLayoutConstraint:0x3 UIView:0xa0.width == 400   (active)",
        ])
        #expect(second["0xa0"] == "0xe0")
        // A position equal to a constant, printed with the superview as `'|'`.
        let bar = try superviews([
            "NSAutoresizingMaskLayoutConstraint:0x1 h=--& v=--& UIButton:0xb0'Go'.minX == 0   (active, names: '|':UIView:0xd0 )",
            "NSLayoutConstraint:0x2 UIButton:0xb0'Go'.leading == UILabel:0xf0'Hi'.leading + 20   (active)",
        ])
        #expect(bar["0xb0"] == "0xd0")
        #expect(bar["0xf0"] == "0xd0")
    }

    @Test func betweenContainersTheEdgesTellWhichHoldsWhich() throws {
        let inside = try superviews([
            "NSLayoutConstraint:0x1 UIStackView:0x50.leading >= UIScrollView:0xa0.leading   (active)",
            "NSLayoutConstraint:0x2 UIScrollView:0xa0.bottom == UIStackView:0x50.bottom + 8   (active)",
            "NSLayoutConstraint:0x3 UIStackView:0x50.width == 20   (active)",
        ])
        #expect(inside["0x50"] == "0xa0")
        #expect(inside["0xa0"] == .some(nil))
        let reversed = try superviews([
            "NSLayoutConstraint:0x1 UIStackView:0x50.top <= UIScrollView:0xa0.top - 4   (active)",
            "NSLayoutConstraint:0x2 UIStackView:0x50.height == 20   (active)",
        ])
        #expect(reversed["0xa0"] == "0x50")
        // One after the other: neither holds the other.
        let beside = try superviews([
            "NSLayoutConstraint:0x1 UIStackView:0x50.top == UIScrollView:0xa0.bottom + 8   (active)",
            "NSLayoutConstraint:0x2 UIStackView:0x50.height == 20   (active)",
        ])
        #expect(beside["0x50"] == .some(nil) && beside["0xa0"] == .some(nil))
        // A view related to one the table or window sizes from outside lies inside it.
        let sized = try superviews([
            "NSLayoutConstraint:0x1 UIStackView:0x50.width == UIScrollView:0xa0.width   (active)",
            "NSLayoutConstraint:0x2 'UIView-Encapsulated-Layout-Width' UIScrollView:0xa0.width == 0   (active)",
        ])
        #expect(sized["0x50"] == "0xa0")
    }

    @Test func aStackViewsCanvasConnectionHoldsItsArrangedView() throws {
        let stacks = try superviews([
            "NSLayoutConstraint:0x1 'UISV-canvas-connection' UIStackView:0xa0.top == UIStackView:0xb0.top   (active)",
            "NSLayoutConstraint:0x2 'UISV-canvas-connection' UIStackView:0xb0.centerY == UIImageView:0x10.centerY   (active)",
            "NSLayoutConstraint:0x3 'UISV-alignment' UIImageView:0x10.centerY == UIView:0xd0.centerY   (active)",
        ])
        #expect(stacks["0xb0"] == "0xa0")
        #expect(stacks["0x10"] == "0xb0")
        #expect(stacks["0xd0"] == "0xb0")
    }
}
