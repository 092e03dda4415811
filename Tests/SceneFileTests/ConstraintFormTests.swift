import AutoLayout
@testable import SceneFile
@testable import SceneModel
import Testing

@Suite struct ConstraintFormTests {
    let views = """
        canvas: { size: [320, 200] }
        root:
          subviews:
            - id: button1
            - id: button2
          guides:
            - id: space

        """

    @Test func visualFormatIsToldFromEquations() {
        let formats = ["H:|-[a]-|", "  V:[a]", "|-[a]", "[a]-[b]", "-[a]-|", "H|[a]", "V [a]", "H:", "H:é"]
        let equations = ["-a", "V.top == a.top", "V == 3", "V<=3 [", "H_a [", "Hx", "H", "H ", "", "   ", "button.leading == root.leading", "Hé [a]", "Hé|[a]", "V\u{0301}|[a]"]
        for text in formats { #expect(ConstraintParser.isVisualFormat(text), "\(text)") }
        for text in equations { #expect(!ConstraintParser.isVisualFormat(text), "\(text)") }
    }

    @Test func equationsInEveryShape() throws {
        let scene = try load(views + """
            constraints:
              - button1.leading == root.leadingMargin + 20 @750
              - button1.width == 100
              - button2.width == 0.5 * button1.width
              - button2.height == button1.height * 2
              - button1.height == 20 @high
              - button2.leading == button1.trailing - 8
              - button1.top == root.margins.top
              - button2.top >= button1.bottom + 4 @required
              - space.width == root.width / 4
            """)
        let printed = scene.constraints.map(\.description)
        #expect(printed[0] == "button1.leading == root.leadingMargin + 20 @750")
        #expect(printed[2] == "button2.width == 0.5*button1.width")
        #expect(printed[3] == "button2.height == 2*button1.height")
        #expect(printed[4] == "button1.height == 20 @750")
        #expect(printed[5] == "button2.leading == button1.trailing - 8")
        #expect(printed[6] == "button1.top == root.margins.top")
        #expect(scene.view("button2")!.frame.width == 50)
        #expect(scene.view("button1")!.frame.minX == 28)
        #expect(scene.guides[0].layoutFrame.width == 80)
    }

    @Test func namedConstraintsFieldsAndVisualFormat() throws {
        let scene = try load(views + """
            constraints:
              - id: spacing
                constraint: button2.leading == button1.trailing + 8
              - { item: button1, attribute: width, relatedBy: equal, constant: 60 }
              - { item: button2, attribute: width, relatedBy: equal, toItem: button1, toAttribute: width, multiplier: 2 }
              - visual: "H:|-pad-[button1]"
                metrics: { pad: 12 }
              - visual: "V:|-[button1(30)]"
                options: [alignAllLeading]
              - button2.top == button1.top
              - button2.height == button1.height
            """)
        #expect(scene.namedConstraints["spacing"]?.identifier == "spacing")
        #expect(scene.view("button1")!.frame == Rect(x: 12, y: 20, width: 60, height: 30))
        #expect(scene.view("button2")!.frame == Rect(x: 80, y: 20, width: 120, height: 30))
        #expect(scene.engine.conflicts.isEmpty)
        #expect(scene.constraints.last!.source?.line == 18)
    }

    @Test func anUnknownViewIsLocatedWithASuggestion() {
        let error = loadError(views + "constraints:\n  - buton1.leading == root.leading\n", file: "login.yaml")
        #expect(error?.description == "login.yaml:9:5: unknown view 'buton1' in constraint 'buton1.leading == root.leading' (did you mean 'button1'?)")
    }

    @Test func syntaxErrorsPointAtTheColumn() {
        #expect(loadError(views + "constraints:\n  - button1.leading = root.leading\n")?.description
            == "scene.yaml:9:21: expected a relation: ==, <= or >=")
        #expect(loadError(views + "constraints:\n  - \"button1.width == 10 @2000\"\n")?.description
            == "scene.yaml:9:27: a priority is from 1 to 1000, not 2000")
        #expect(loadError(views + "constraints:\n  - button1 == 10\n")?.description
            == "scene.yaml:9:5: 'button1' needs an attribute, such as 'button1.leading'")
        #expect(loadError(views + "constraints:\n  - button1.wdth == 10\n")?.description
            == "scene.yaml:9:13: unknown attribute 'wdth' (did you mean 'width'?)")
    }

    @Test func anEmptyItemInTheFieldFormIsAnError() {
        for item in ["\"\"", "\".\""] {
            let error = loadError(views + "constraints:\n  - { item: \(item), attribute: width, relatedBy: equal, constant: 60 }\n")
            #expect(error?.message.hasSuffix("is not an item; use an id, 'root', 'superview', 'X.margins' or 'X.safeArea'") == true, "\(String(describing: error))")
        }
    }

    @Test func applesRulesAreLocatedErrors() {
        #expect(loadError(views + "constraints:\n  - button1.leading == button2.left\n")?.message
            .hasPrefix("A constraint cannot be made between a leading/trailing attribute and a right/left attribute") == true)
        #expect(loadError(views + "constraints:\n  - button1.top == 20\n")?.message
            .hasPrefix("A multiplier of 0 or a nil second item together with a location") == true)
        #expect(loadError(views + "constraints:\n  - button1.top == button2.leading\n")?.message
            .hasPrefix("Invalid pairing of layout attributes top and leading") == true)
    }

    @Test func aVFLErrorKeepsItsCaretAndMapsToTheFile() {
        let error = loadError(views + "constraints:\n  - visual: \"H:[button1]-[blackBox]\"\n")
        #expect(error?.location.line == 9)
        #expect(error?.message.contains("blackBox") == true)
        #expect(error?.detail?.contains("^") == true)
    }

    @Test func constraintsAreMadeViewByViewDepthFirstThenTheTopLevelOnes() throws {
        let scene = try load("""
            canvas: { size: [200, 100] }
            root:
              constraints: [card.top == root.top]
              subviews:
                - id: card
                  constraints: [inner.top == superview.top]  # the superview of card
                  subviews:
                    - id: inner
                      constraints: [inner.height == 10]
                - id: other
                  constraints: [other.top == superview.top]
            constraints: [card.height == 20]
            """)
        #expect(scene.constraints.map(\.description) == [
            "card.top == root.top", "inner.top == root.top", "inner.height == 10", "other.top == root.top", "card.height == 20",
        ])
        #expect(scene.view("inner")?.superview === scene.view("card"))
        #expect(scene.view("nothing") == nil)
    }

    @Test func superviewInAViewsOwnConstraints() throws {
        let scene = try load("""
            canvas: { size: [200, 100] }
            root:
              subviews:
                - id: card
                  constraints:
                    - card.leading == superview.leading + 10
                    - card.width == superview.width - 20
            """)
        #expect(scene.view("card")!.frame.minX == 10)
        #expect(scene.view("card")!.frame.width == 180)
        #expect(loadError("root:\n  subviews: [{id: a}]\nconstraints:\n  - a.width == superview.width\n")?.message
            .hasPrefix("'superview' only means something") == true)
    }
}

extension ConstraintFormTests {
    /// What an iOS engineer types first: a bare VFL string.
    @Test func aBareStringInTheVisualFormatLanguageIsRead() throws {
        let scene = try load("canvas: { size: [320, 100] }\nroot:\n  subviews: [{ id: card }]\nconstraints:\n  - \"H:|-[card]-|\"\n  - V:|-[card(40)]\n")
        #expect(scene.view("card")?.frame == Rect(x: 20, y: 20, width: 280, height: 40))
        #expect(scene.constraints.first?.source?.format == "H:|-[card]-|")
    }
}
