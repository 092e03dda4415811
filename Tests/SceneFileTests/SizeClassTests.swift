import AutoLayout
@testable import SceneFile
import SceneModel
import Testing

/// `when:`: views, arranged views and constraints installed per size class, and the size
/// classes of each device and orientation.
@Suite struct SizeClassTests {
    /// A box above a label in regular height, beside it in compact height; a note only in
    /// regular height, with a constraint of its own and one naming it; a stack whose third
    /// button is installed only in compact height.
    let scene = """
        canvas: { device: iphone-se }
        root:
          subviews:
            - { id: box }
            - id: note
              when: { heightClass: regular }
              constraints: [note.height == 10]
            - id: bar
              stack: { axis: horizontal, distribution: fillEqually }
              subviews:
                - { id: a }
                - { id: b }
                - { id: c, when: { heightClass: compact } }
        constraints:
          - box.leading == root.leading
          - box.top == root.top
          - box.width == 100
          - box.height == 50
          - { id: below, constraint: bar.top == box.bottom + 10, when: { heightClass: regular } }
          - { constraint: bar.top == box.top, when: { heightClass: compact } }
          - { visual: "H:[box]-20-[bar]", when: { heightClass: compact } }
          - { item: bar, attribute: leading, relatedBy: equal, toItem: root, toAttribute: leading, when: { heightClass: regular } }
          - bar.width == 150
          - bar.height == 20
          - note.top == bar.bottom
          - "H:|[note(30)]"
        states:
          apart: [below.constant = 40, note.hidden = true]
        """

    func loaded(device: String, landscape: Bool) throws -> LoadedScene {
        let document = try SceneParser.parse(scene, file: "s.yaml")
        var builder = SceneBuilder(document, textMeasurer: ApproximateTextMeasurer(), device: Device.named(device), landscape: landscape)
        let loaded = try builder.build()
        loaded.layout()
        return loaded
    }

    @Test func regularHeightInstallsWhatItNames() throws {
        let portrait = try loaded(device: "iphone-se", landscape: false)
        #expect(portrait.view("bar")?.frame == Rect(x: 0, y: 60, width: 150, height: 20))
        #expect(portrait.view("note")?.frame == Rect(x: 0, y: 80, width: 30, height: 10))
        #expect(portrait.view("c") == nil)
        #expect((portrait.view("bar") as? StackView)?.arrangedSubviews.map(\.identifier) == ["a", "b"])
        #expect(portrait.engine.conflicts.isEmpty && portrait.engine.ambiguities().isEmpty)
    }

    @Test func compactHeightInstallsTheOthers() throws {
        let landscape = try loaded(device: "iphone-se", landscape: true)
        #expect(landscape.view("bar")?.frame == Rect(x: 120, y: 0, width: 150, height: 20))
        #expect(landscape.view("note") == nil)
        #expect((landscape.view("bar") as? StackView)?.arrangedSubviews.map(\.identifier) == ["a", "b", "c"])
        #expect(landscape.uninstalled == ["note", "below"])
        #expect(landscape.constraints.allSatisfy { !($0.firstItem is View && ($0.firstItem as! View).identifier == "note") })
        #expect(landscape.engine.conflicts.isEmpty && landscape.engine.ambiguities().isEmpty)
    }

    /// A state's change to a constraint or view left out changes nothing, in UIKit as here.
    @Test func statesSkipWhatIsNotInstalled() throws {
        let landscape = try loaded(device: "iphone-se", landscape: true)
        try landscape.apply(state: "apart")
        landscape.layout()
        #expect(landscape.view("bar")?.frame.minY == 0)
        let portrait = try loaded(device: "iphone-se", landscape: false)
        try portrait.apply(state: "apart")
        portrait.layout()
        #expect(portrait.view("bar")?.frame.minY == 90)
        #expect(portrait.view("note")?.isHidden == true)
    }

    /// Apple's table of size classes: iPhones compact wide and regular tall in portrait, compact
    /// tall in landscape, where the 414-point-wide and larger phones are regular wide; iPads
    /// regular both ways.
    @Test func sizeClassesByDeviceAndOrientation() {
        func classes(_ name: String, _ landscape: Bool) -> String { Device.named(name)!.sizeClasses(landscape: landscape).description }
        #expect(classes("iphone-15", false) == "compact width, regular height")
        #expect(classes("iphone-15", true) == "compact width, compact height")
        #expect(classes("iphone-se", true) == "compact width, compact height")
        #expect(classes("retina5_5", true) == "regular width, compact height")  // iPhone 8 Plus
        #expect(classes("retina6_7", true) == "regular width, compact height")  // iPhone 12 Pro Max
        #expect(classes("retina6_3", true) == "compact width, compact height")  // iPhone 16 Pro
        #expect(classes("ipad", false) == "regular width, regular height")
        #expect(classes("ipad12_9", true) == "regular width, regular height")
    }

    /// Without a device, a canvas has a phone's classes in its orientation.
    @Test func aCanvasWithoutADeviceIsAPhone() throws {
        let text = """
            canvas: { size: [200, 100], orientation: landscape }
            root:
              subviews:
                - { id: tall, when: { heightClass: regular } }
                - { id: short, when: { widthClass: compact, heightClass: compact } }
            """
        let scene = try load(text)
        #expect(scene.view("tall") == nil && scene.view("short") != nil)
    }

    @Test func badConditionsAreLocated() {
        func message(_ when: String, on root: Bool = false) -> String {
            let text = root
                ? "root:\n  when: \(when)\n"
                : "root:\n  subviews:\n    - id: a\n      when: \(when)\n"
            guard let error = loadError(text, file: "w.yaml") else { return "loaded" }
            return "\(error.location.line):\(error.location.column): \(error.message)"
        }
        #expect(message("{ heightClass: compat }") == "4:28: heightClass is compact or regular, not 'compat' (did you mean 'compact'?)")
        #expect(message("{ widthClas: regular }").hasPrefix("4:15: unknown key 'widthClas' in when (did you mean 'widthClass'?)"))
        #expect(message("{ verticalSizeClass: compact }").hasPrefix("4:15: 'verticalSizeClass' is UIKit's name; a scene says 'heightClass'"))
        #expect(message("{}").hasPrefix("4:13: 'when' names no size class"))
        #expect(message("compact").hasPrefix("4:13: 'when' maps size classes to compact or regular"))
        #expect(message("{ heightClass: compact }", on: true).hasPrefix("2:9: 'when' is for subviews"))
        let constraint = "root:\n  subviews: [{ id: a }]\nconstraints:\n  - { constraint: a.width == 1, when: { heightClass: tall } }\n"
        #expect(loadError(constraint)?.description.hasPrefix("scene.yaml:4:54: heightClass is compact or regular, not 'tall'") == true)
    }

    /// A constraint of another size class is checked all the same: a misspelt name is an error
    /// whatever the orientation drawn.
    @Test func constraintsOfOtherSizeClassesAreChecked() {
        let text = """
            root:
              subviews: [{ id: box }, { id: note, when: { heightClass: compact } }]
            constraints:
              - { constraint: boxx.top == root.top, when: { heightClass: compact } }
            """
        #expect(loadError(text)?.description.hasPrefix("scene.yaml:4:19: unknown view 'boxx'") == true, "\(String(describing: loadError(text)))")
        let attribute = text.replacingOccurrences(of: "boxx.top", with: "box.tops")
        #expect(loadError(attribute)?.message.hasPrefix("unknown attribute 'tops'") == true)
        let leftOut = text.replacingOccurrences(of: "boxx.top", with: "note.top")
        #expect(loadError(leftOut) == nil, "a view of that size class, left out with it")
    }

    /// An id stays unique whatever the size class: a view left out still takes its id.
    @Test func idsAreUniqueInEverySizeClass() {
        let text = """
            root:
              subviews:
                - { id: a, when: { heightClass: compact } }
                - { id: a }
            """
        #expect(loadError(text)?.message == "duplicate id 'a'")
    }

    /// The constraints written inside a view left out are checked as the scene's own are, and
    /// their ids stay known to states, whatever the orientation drawn.
    @Test func constraintsInsideAViewLeftOutAreChecked() {
        let text = """
            root:
              subviews:
                - id: card
                  when: { heightClass: compact }
                  constraints: [{ id: inner, constraint: card.width == 3 }, superview.width == card.width]
                  subviews:
                    - { id: label, constraints: [label.height == 4] }
            states:
              wide: [inner.constant = 40]
            """
        #expect(loadError(text) == nil, "a state may change a constraint left out with its view")
        let misspelt = text.replacingOccurrences(of: "label.height", with: "lable.height")
        #expect(loadError(misspelt)?.description.hasPrefix("scene.yaml:7:38: unknown view 'lable'") == true, "\(String(describing: loadError(misspelt)))")
        let twice = text.replacingOccurrences(of: "[label.height == 4]", with: "[{ id: inner, constraint: label.height == 4 }]")
        #expect(loadError(twice)?.message == "duplicate constraint id 'inner'")
    }

    /// A VFL string is left out for the views it names, not for a metric or its orientation
    /// that happens to be spelt as a view left out.
    @Test func vflMetricsAndOrientationsAreNotViews() throws {
        let text = """
            root:
              subviews:
                - { id: gap, when: { heightClass: compact } }
                - { id: H, when: { heightClass: compact } }
                - { id: box }
            constraints:
              - { visual: "H:|-(gap)-[box(20)]", metrics: { gap: 7 } }
              - "V:|[box(10)]"
            """
        let loaded = try load(text)
        loaded.layout()
        #expect(loaded.view("box")?.frame == Rect(x: 7, y: 0, width: 20, height: 10))
    }

    /// A VFL string not installed is parsed all the same, with the views left out standing in:
    /// a misspelt view, a broken string or an id on several constraints is an error whatever the
    /// orientation drawn.
    @Test func vflOfOtherSizeClassesIsParsed() {
        let text = """
            root:
              subviews: [{ id: box }, { id: note, when: { heightClass: compact } }]
            constraints:
              - { visual: "H:|[box][note]|", when: { heightClass: compact } }
              - "V:|[note][box]|"
            """
        #expect(loadError(text) == nil, "a string naming a view left out is left out")
        let misspelt = text.replacingOccurrences(of: "[box][note]", with: "[bx][note]")
        #expect(loadError(misspelt)?.description.hasPrefix("scene.yaml:4:22: bx is not a key in the views dictionary") == true, "\(String(describing: loadError(misspelt)))")
        let broken = text.replacingOccurrences(of: "[box][note]|", with: "[box][note")
        #expect(loadError(broken)?.message.hasPrefix("Expected a ']' here") == true, "\(String(describing: loadError(broken)))")
        let identified = text.replacingOccurrences(of: "{ visual:", with: "{ id: row, visual:")
        #expect(loadError(identified)?.message == "an id names one constraint; this VFL string makes 3")
    }

    /// A state may not move a named constraint between required and optional where it is left
    /// out either: the scene would be refused in the size classes that install it.
    @Test func aStateKeepsALeftOutConstraintRequiredOrOptional() throws {
        let text = """
            root:
              subviews: [{ id: box }]
            constraints:
              - { id: gap, constraint: box.top == root.top, when: { heightClass: compact } }
              - { id: soft, constraint: box.left == root.left @750, when: { heightClass: compact } }
            states:
              loose: [gap.priority = 250]
              firm: [soft.priority = 500, gap.constant = 4]
            """
        let scene = try load(text)
        #expect(scene.uninstalled.isSuperset(of: ["gap", "soft"]))
        do {
            try scene.apply(state: "loose")
            Issue.record("a required constraint left out was made optional")
        } catch {
            #expect(error.message.hasPrefix("mutating a priority from required to not (or back)"), "\(error)")
            #expect(error.location.line == 7)
        }
        try scene.apply(state: "firm")
    }
}
