import AutoLayout
import Testing

@testable import VisualFormat

/// Constraints printed back as Apple's logs print them, whichever way they were made.
@Suite struct LogDescriptionTests {
    private let scene: Scene = {
        var scene = Scene()
        scene.add("a", "b")
        return scene
    }()
    private var a: View { scene.view("a") }
    private var b: View { scene.view("b") }
    private var root: View { scene.root }

    @Test func formatsPrintBackAsWritten() throws {
        let formats = [
            "H:|-(20)-[a]", "H:[a]-(8)-[b]", "V:[a]-(>=8@750)-[b]", "H:[a(<=100@750)]", "V:[a(50)]", "H:[a(==b)]",
            "H:[a]-(-10)-|", "V:|-(0.5)-[a]", "H:[a(>=b@300)]",
        ]
        for format in formats {
            let made = try VisualFormat.constraints(withVisualFormat: format, views: scene.items)
            #expect(made.map(VisualFormat.logDescription) == [format])
        }
    }

    @Test func anchorsInTheParsersShapesPrintTheSame() {
        let constraints = [
            a.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
            b.leadingAnchor.constraint(equalTo: a.trailingAnchor, constant: 8),
            b.leadingAnchor.constraint(greaterThanOrEqualTo: a.trailingAnchor, constant: 8),
            root.bottomAnchor.constraint(greaterThanOrEqualTo: a.bottomAnchor, constant: 20),
        ]
        #expect(
            constraints.map(VisualFormat.logDescription) == [
                "H:|-(20)-[a]", "H:[a]-(8)-[b]", "H:[a]-(>=8)-[b]", "V:[a]-(>=20)-|",
            ])
    }

    @Test func theOtherWayRoundHasNoLogForm() {
        // Apple prints these as equations: `UIView.right == UIView.right - 5`.
        let constraints = [
            root.leadingAnchor.constraint(equalTo: a.leadingAnchor, constant: -20),
            a.trailingAnchor.constraint(equalTo: b.leadingAnchor, constant: -8),
            a.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -20),
            a.leadingAnchor.constraint(equalTo: b.leadingAnchor),
        ]
        #expect(constraints.allSatisfy { VisualFormat.logDescription(of: $0) == nil })
    }

    @Test func leftAndRightAreMarkedLTR() {
        let c = LayoutConstraint(item: b, attribute: .left, toItem: a, attribute: .right, constant: 8)
        #expect(VisualFormat.logDescription(of: c) == "H:[a]-(8)-[b](LTR)")
    }

    @Test func whatTheLanguageCannotSay() {
        let constraints = [
            a.centerXAnchor.constraint(equalTo: root.centerXAnchor),
            LayoutConstraint(item: a, attribute: .width, toItem: b, attribute: .width, multiplier: 0.5),
            LayoutConstraint(item: a, attribute: .width, toItem: b, attribute: .width, constant: 10),
            LayoutConstraint(item: a, attribute: .width, toItem: a, attribute: .height),
            a.leadingAnchor.constraint(equalTo: b.leadingAnchor),
            a.topAnchor.constraint(equalTo: b.topAnchor),
            a.trailingAnchor.constraint(equalTo: b.trailingAnchor),
            LayoutConstraint(item: a, attribute: .leading, toItem: b, attribute: .left),
            LayoutConstraint(item: a, attribute: .top, toItem: b, attribute: .trailing),
            LayoutConstraint(item: a, attribute: .firstBaseline, toItem: b, attribute: .lastBaseline, constant: 8),
            LayoutConstraint(item: a, attribute: .leading, toItem: root, attribute: .leadingMargin, constant: 8),
        ]
        #expect(constraints.allSatisfy { VisualFormat.logDescription(of: $0) == nil })
    }

    @Test func guides() throws {
        var scene = Scene()
        scene.addGuide("spacer")
        let made = try VisualFormat.constraints(withVisualFormat: "|[spacer]-|", views: scene.items)
        #expect(made.map(VisualFormat.logDescription) == ["H:|-(0)-[spacer]", "H:[spacer]-(20)-|"])
    }
}
