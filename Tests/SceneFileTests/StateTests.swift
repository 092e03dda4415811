@testable import AutoLayout
@testable import SceneFile
@testable import SceneModel
import Testing

@Suite struct StateTests {
    let scene = """
        canvas: { size: [320, 200] }
        root:
          subviews:
            - id: card
        constraints:
          - card.leading == root.leading + 10
          - card.top == root.top + 10
          - { id: width, constraint: card.width == 100 }
          - { id: wish, constraint: card.height == 50 @250 }
          - card.height >= 20
        states:
          expanded:
            - width.constant = 200
            - wish.priority = 300
            - card.transform = "scale(1.1)"
          hidden:
            - width.active = false
        """

    @Test func aStateChangesConstantsPrioritiesAndTransformsInPlace() throws {
        let loaded = try load(scene)
        let solver = loaded.engine.solver
        try loaded.apply(state: "expanded")
        loaded.layout()
        let card = loaded.view("card")!
        #expect(card.bounds.size == Size(width: 200, height: 50))
        #expect(card.transform.a == 1.1)
        #expect(loaded.engine.solver === solver)
    }

    /// `layout` lets a scene's document go once it is built: its states, file and the lines of its
    /// views and guides are kept.
    @Test func aSceneThatLetItsDocumentGoKeepsItsStatesAndLines() throws {
        let text = scene.replacingOccurrences(of: "    - id: card\n", with: "    - id: card\n      guides: [{ id: g }]\n")
        let kept = try load(text), released = try load(text)
        released.releaseDocument()
        #expect(released.viewLines() == kept.viewLines())
        #expect(released.viewLines() == ["root": 3, "card": 4, "g": 5])
        #expect(released.stateNames == ["expanded", "hidden"])
        #expect(released.file == "scene.yaml" && released.canvas.location == kept.document.canvas.location)
        try released.apply(state: "expanded")
        released.layout()
        #expect(released.view("card")!.bounds.size == Size(width: 200, height: 50))
        #expect(throws: SceneError.self) { try released.apply(state: "expandd") }
    }

    @Test func deactivationMakesAViewAmbiguous() throws {
        let loaded = try load(scene)
        try loaded.apply(state: "hidden")
        loaded.layout()
        #expect(loaded.engine.ambiguities().first?.needs == [.width])
    }

    @Test func unknownStatesAndTargetsAreErrors() throws {
        let loaded = try load(scene)
        #expect(throws: SceneError.self) { try loaded.apply(state: "expandd") }
        let error = loadError(scene + "\n  broken:\n    - widht.constant = 3\n")
        #expect(error?.message == "unknown constraint 'widht' (did you mean 'width'?) in state 'broken'")
        #expect(error?.location.line == 19)
        #expect(loadError(scene + "\n  bad:\n    - width.constnt = 3\n")?.message.hasPrefix("unknown property 'constnt' (did you mean 'constant'?)") == true)
    }

    /// A number too large to lay out is said to be out of range, not to be no number at all.
    @Test func numbersInChangesAndTransformsAreOutOfRangeOrNotNumbers() {
        #expect(loadError(scene + "\n  far:\n    - width.constant = 1e300\n")?.message
            == "'1e300' is out of range (at most 10000000 either way)")
        #expect(loadError(scene + "\n  far:\n    - width.constant = wide\n")?.message == "'wide' is not a number")
        #expect(loadError(scene + "\n  far:\n    - card.transform = \"scale(1e300)\"\n")?.message
            == "'1e300' is out of range (at most 10000000 either way) in scale()")
        #expect(loadError(scene + "\n  far:\n    - card.transform = \"scale(big)\"\n")?.message == "'big' is not a number in scale()")
    }

    @Test func requiredAndOptionalCannotSwap() throws {
        let loaded = try load(scene + "\n  swap:\n    - width.priority = 500\n")
        #expect(throws: SceneError.self) { try loaded.apply(state: "swap") }
    }

    /// A state named `x/../../../victim/state` made `check` write its artifacts and goldens outside
    /// their folders, and one with a line break printed a workflow command of its own under
    /// GitHub Actions: state and animation names, parts of file names and printed lines, hold no
    /// control character, `/` or `..`, and are refused where they are written.
    @Test(arguments: [
        ("\"x/../../../victim/state\"", "holds '/'"), ("\"a\\n::error file=README.md,line=1::x\"", "holds a control character (U+000A)"),
        ("\"..\"", "holds '..'"), ("\"a\\u0085b\"", "holds a control character (U+0085)"), ("\"a\\u2028b\"", "holds a control character (U+2028)"),
        ("\"\"", "is empty"), ("\"\(String(repeating: "é", count: 101))\"", "is 202 bytes long"),
    ])
    func stateAndAnimationNamesCanBePartsOfFileNames(name: String, problem: String) throws {
        let base = "canvas: { size: [100, 100] }\nroot:\n  subviews: [{ id: card, frame: [0, 0, 10, 10] }]\n"
        let state = loadError(base + "states:\n  \(name): [card.hidden = true]\n")
        #expect(state?.message.hasPrefix("the state name '") == true && state?.message.contains("' \(problem); ") == true, "\(String(describing: state))")
        #expect(state?.location.line == 5 && state?.location.column == 3)
        let animation = loadError(base + "states:\n  shown: [card.hidden = false]\nanimations:\n  \(name): { to: shown }\n")
        #expect(animation?.message.hasPrefix("the animation name '") == true && animation?.message.contains("' \(problem); ") == true, "\(String(describing: animation))")
        #expect(animation?.location.line == 7)
    }

    @Test func aNameShowsItsControlCharactersEscaped() throws {
        let error = loadError("canvas: { size: [100, 100] }\nroot: {}\nstates:\n  \"a\\nb\": []\n")
        #expect(error?.message.hasPrefix("the state name 'a\\u{A}b' holds a control character (U+000A);") == true, "\(String(describing: error))")
        #expect(try load("canvas: { size: [100, 100] }\nroot: {}\nstates:\n  \"a.b c-é\": []\n").document.states.map(\.name.value) == ["a.b c-é"])
    }
}
