import AutoLayout
@testable import SceneFile
import SceneModel
import Testing

/// `variations:`: what size classes change on a stack and on a constraint's constant, applied
/// as Interface Builder applies its size-class variations (a variation of both classes over
/// one of a single class, that over the values written).
@Suite struct SizeClassVariationTests {
    let scene = """
        canvas: { device: iphone-15 }
        root:
          subviews:
            - id: actions
              stack:
                axis: vertical
                spacing: 8
                variations:
                  - { when: { widthClass: regular, heightClass: compact }, spacing: 24 }
                  - { when: { heightClass: compact }, axis: horizontal, distribution: fillEqually, spacing: 12 }
              subviews:
                - { id: like, intrinsicSize: [60, 30] }
                - { id: share, intrinsicSize: [60, 30] }
        constraints:
          - { id: top, constraint: actions.top == root.top + 20, variations: [{ when: { heightClass: compact }, constant: 4 }] }
          - { item: actions, attribute: leading, toItem: root, toAttribute: leading, constant: 16, variations: [{ when: { widthClass: regular }, constant: 40 }] }
          - actions.width == 200
        states:
          lower: [top.constant = 100]
        """

    func loaded(_ device: String, landscape: Bool, state: String? = nil) throws -> LoadedScene {
        let document = try SceneParser.parse(scene, file: "s.yaml")
        var builder = SceneBuilder(document, textMeasurer: ApproximateTextMeasurer(), device: Device.named(device), landscape: landscape)
        let loaded = try builder.build()
        if let state { try loaded.apply(state: state) }
        loaded.layout()
        return loaded
    }

    @Test func theValuesWrittenHoldWhereNoVariationApplies() throws {
        let portrait = try loaded("iphone-15", landscape: false)
        let stack = try #require(portrait.view("actions") as? StackView)
        #expect(stack.axis == .vertical && stack.spacing == 8 && stack.distribution == .fill)
        #expect(portrait.view("actions")?.frame == Rect(x: 16, y: 20, width: 200, height: 68))
    }

    @Test func aVariationOfOneClassAppliesOverTheValuesWritten() throws {
        let landscape = try loaded("iphone-15", landscape: true)  // compact width, compact height
        let stack = try #require(landscape.view("actions") as? StackView)
        #expect(stack.axis == .horizontal && stack.distribution == .fillEqually && stack.spacing == 12)
        #expect(landscape.view("actions")?.frame.origin == Point(x: 16, y: 4))
    }

    @Test func aVariationOfBothClassesAppliesOverOneOfASingleClassWhateverTheOrder() throws {
        let large = try loaded("retina6_7", landscape: true)  // regular width, compact height
        let stack = try #require(large.view("actions") as? StackView)
        #expect(stack.axis == .horizontal && stack.spacing == 24)
        #expect(large.view("actions")?.frame.origin == Point(x: 40, y: 4))
    }

    @Test func aStateChangesTheConstantTheSizeClassGave() throws {
        let landscape = try loaded("iphone-15", landscape: true, state: "lower")
        #expect(landscape.view("actions")?.frame.origin.y == 100)
    }

    @Test func badVariationsAreLocated() {
        let cases: [(String, String)] = [
            ("stack: { variations: [{ axis: vertical }] }", "a variation (the size classes it applies in) needs 'when'"),
            ("stack: { variations: [{ when: { heightClass: compact } }] }", "a stack's variation changes nothing"),
            ("stack: { variations: [{ when: { heightClass: tall }, axis: vertical }] }", "heightClass is compact or regular, not 'tall'"),
            ("stack: { variations: [{ when: { heightClass: compact }, axis: diagonal }] }", "unknown axis 'diagonal'"),
            ("stack: { variations: [{ when: { heightClass: compact }, text: A }] }", "unknown key 'text'"),
            ("stack: { variations: { when: { heightClass: compact }, axis: vertical } }", "'variations' is a list of changes by size class"),
        ]
        for (view, message) in cases { expectRefused("root:\n  subviews:\n    - { id: a, \(view) }\n", message, line: 3) }
        let constraints: [(String, String)] = [
            ("{ visual: \"H:|[a]|\", variations: [] }", "'variations' change one constraint's constant; a VFL string makes several"),
            ("{ constraint: a.width == 3, variations: [{ when: { widthClass: regular } }] }", "a constraint's variation needs 'constant'"),
            ("{ constraint: a.width == 3, variations: [{ when: { widthClass: regular }, constant: 3, priority: 5 }] }", "unknown key 'priority'"),
        ]
        for (constraint, message) in constraints {
            expectRefused("root:\n  subviews:\n    - { id: a }\nconstraints:\n  - \(constraint)\n", message, line: 5)
        }
    }

    /// The scene is refused with `message` at `line`.
    private func expectRefused(_ text: String, _ message: String, line: Int) {
        do {
            _ = try SceneParser.parse(text, file: "s.yaml")
            Issue.record("read: \(text)")
        } catch { #expect(error.description.contains(message) && error.description.contains("s.yaml:\(line):"), "\(error.description)") }
    }

    @Test func variationsAreWrittenBackAsRead() throws {
        let document = try SceneParser.parse(scene, file: "s.yaml")
        let text = SceneWriter(document).text()
        #expect(text.contains("variations: [{ when: { widthClass: regular, heightClass: compact }, spacing: 24 }, "
            + "{ when: { heightClass: compact }, axis: horizontal, distribution: fillEqually, spacing: 12 }]"), "\(text)")
        #expect(text.contains("variations: [{ when: { heightClass: compact }, constant: 4 }]"))
        let again = try SceneParser.parse(text, file: "again.yaml")
        #expect(SceneWriter(again).text() == text)
    }
}
