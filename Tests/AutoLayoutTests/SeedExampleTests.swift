import Testing
@testable import AutoLayout

/// The examples of the seed documents, with their numbers.
@Suite struct SeedExampleTests {
    @Test func anchorsToTheMarginsGuide() {
        // Seed 004: myView.leadingAnchor == margins.leadingAnchor + 20, 200x100, centered vertically.
        let scene = Scene(320, 568)
        let myView = scene.add("myView")
        let margins = scene.root.layoutMarginsGuide
        LayoutConstraint.activate([
            myView.leadingAnchor.constraint(equalTo: margins.leadingAnchor, constant: 20),
            myView.widthAnchor.constraint(equalToConstant: 200),
            myView.heightAnchor.constraint(equalToConstant: 100),
            myView.centerYAnchor.constraint(equalTo: scene.root.centerYAnchor),
        ])
        scene.layout()
        #expect(myView.frame == rect(28, 234, 200, 100))
        #expect(scene.root.layoutMarginsGuide.layoutFrame == rect(8, 8, 304, 552))
    }

    @Test func theNSLayoutConstraintInitializerToLeadingMargin() {
        let scene = Scene(320, 568)
        let myView = scene.add("myView")
        LayoutConstraint.activate([
            LayoutConstraint(item: myView, attribute: .leading, toItem: scene.root, attribute: .leadingMargin, constant: 20),
            LayoutConstraint(item: myView, attribute: .width, constant: 200),
            LayoutConstraint(item: myView, attribute: .height, constant: 100),
            LayoutConstraint(item: myView, attribute: .centerX, toItem: scene.root, attribute: .centerX),
        ])
        scene.layout()
        #expect(scene.engine.conflicts.count == 1)  // leading + width + centerX over-determine x
        LayoutConstraint.deactivate([scene.root.installedConstraints.last!])
        scene.layout()
        #expect(scene.engine.conflicts.isEmpty)
        #expect(myView.frame.minX == 28)
    }

    @Test func centeringOnTheSuperview() {
        let scene = Scene(320, 568)
        let button = scene.add("button")
        LayoutConstraint.activate([
            button.centerXAnchor.constraint(equalTo: scene.root.centerXAnchor),
            button.centerYAnchor.constraint(equalTo: scene.root.centerYAnchor),
            button.widthAnchor.constraint(equalToConstant: 100),
            button.heightAnchor.constraint(equalToConstant: 40),
        ])
        scene.layout()
        #expect(button.frame == rect(110, 264, 100, 40))
    }

    @Test func twoButtonsCenteredWithLayoutGuides() {
        // Seed 004: equal-width leading and trailing space guides around two buttons.
        let scene = Scene(320, 100)
        let button1 = scene.add("button1"), button2 = scene.add("button2")
        let leading = LayoutGuide("leadingSpace"), trailing = LayoutGuide("trailingSpace")
        scene.root.addLayoutGuide(leading)
        scene.root.addLayoutGuide(trailing)
        for (b, w) in [(button1, 60.0), (button2, 100.0)] {
            LayoutConstraint.activate([
                b.widthAnchor.constraint(equalToConstant: w), b.heightAnchor.constraint(equalToConstant: 30),
                b.topAnchor.constraint(equalTo: scene.root.topAnchor, constant: 10),
            ])
        }
        LayoutConstraint.activate([
            button2.leadingAnchor.constraint(equalTo: button1.trailingAnchor, constant: 8),
            leading.widthAnchor.constraint(equalTo: trailing.widthAnchor),
            leading.leadingAnchor.constraint(equalTo: scene.root.leadingAnchor),
            leading.trailingAnchor.constraint(equalTo: button1.leadingAnchor),
            trailing.leadingAnchor.constraint(equalTo: button2.trailingAnchor),
            trailing.trailingAnchor.constraint(equalTo: scene.root.trailingAnchor),
        ])
        scene.layout()
        #expect(button1.frame.minX == 76)
        #expect(button2.frame.maxX == 244)
        #expect(leading.layoutFrame.width == 76)
        // the guides have no height or y: Xcode would say so
        #expect(scene.engine.ambiguities().map(\.item.identifier) == ["leadingSpace", "trailingSpace"])
    }

    @Test func aMultiplierOnAPositionWorksInTheCommonAncestorsSpace() {
        // Seed 004, "Diseño proporcional": the superview's leading is 0 and its trailing its width
        // for a subview, so a multiplier on trailing scales the subview's right edge with the width.
        let scene = Scene(330, 600)
        let v1 = scene.add("v1"), v2 = scene.add("v2", to: v1)
        LayoutConstraint.activate([
            v1.leadingAnchor.constraint(equalTo: scene.root.leadingAnchor, constant: 30),
            v1.topAnchor.constraint(equalTo: scene.root.topAnchor, constant: 50),
            v1.widthAnchor.constraint(equalTo: scene.root.widthAnchor, multiplier: 1 / 1.1),
            v1.heightAnchor.constraint(equalTo: v1.widthAnchor),
            LayoutConstraint(item: v1, attribute: .trailing, toItem: v2, attribute: .trailing, multiplier: 1.125),
            LayoutConstraint(item: v1, attribute: .bottom, toItem: v2, attribute: .bottom, constant: 60),
            v2.leadingAnchor.constraint(equalTo: v1.leadingAnchor, constant: 20),
            v2.topAnchor.constraint(equalTo: v1.topAnchor, constant: 20),
        ])
        scene.layout()
        #expect(rounded(v1.frame) == rect(30, 50, 300, 300))
        #expect(rounded(v2.frame) == rounded(rect(20, 20, 300 / 1.125 - 20, 220)))
    }

    @Test func thePrioritySwapOfTheTwoViewSwitch() {
        // Seed 002: yellow and blue share the width; the switch swaps two trailing priorities
        // and the spacing constant, pushing blue off screen and back.
        let scene = Scene(320, 568)
        let yellow = scene.add("yellow"), blue = scene.add("blue")
        let spacing = blue.leadingAnchor.constraint(equalTo: yellow.trailingAnchor, constant: 10)
        let yellowTrailing = yellow.trailingAnchor.constraint(equalTo: scene.root.trailingAnchor, constant: -20)
        let blueTrailing = blue.trailingAnchor.constraint(equalTo: scene.root.trailingAnchor, constant: -20)
        yellowTrailing.priority = .defaultLow
        blueTrailing.priority = .defaultHigh
        for v in [yellow, blue] {
            LayoutConstraint.activate([
                v.topAnchor.constraint(equalTo: scene.root.topAnchor, constant: 100),
                v.bottomAnchor.constraint(equalTo: scene.root.bottomAnchor, constant: -20),
            ])
        }
        LayoutConstraint.activate([
            yellow.leadingAnchor.constraint(equalTo: scene.root.leadingAnchor, constant: 20),
            yellow.widthAnchor.constraint(equalTo: blue.widthAnchor), spacing, yellowTrailing, blueTrailing,
        ])
        scene.layout()
        #expect(yellow.frame == rect(20, 100, 135, 448))
        #expect(blue.frame == rect(165, 100, 135, 448))
        spacing.constant = 100
        yellowTrailing.priority = .defaultHigh
        blueTrailing.priority = .defaultLow
        scene.layout()
        #expect(yellow.frame == rect(20, 100, 280, 448))
        #expect(blue.frame == rect(400, 100, 280, 448))
        #expect(scene.engine.conflicts.isEmpty)
    }

    @Test func aTransformScalesAboutTheCenterAndNeverMovesLayout() {
        // Seeds 000/001: width, height and center only; a scale of 0.5 keeps the center.
        let scene = Scene(320, 568)
        let other = scene.add("otherView")
        LayoutConstraint.activate([
            other.widthAnchor.constraint(equalToConstant: 200), other.heightAnchor.constraint(equalToConstant: 100),
            other.centerXAnchor.constraint(equalTo: scene.root.centerXAnchor),
            other.centerYAnchor.constraint(equalTo: scene.root.centerYAnchor),
        ])
        scene.layout()
        other.transform = AffineTransform(scaleX: 0.5, y: 0.5)
        scene.layout()
        #expect(other.center == Point(x: 160, y: 284))
        #expect(other.bounds == rect(0, 0, 200, 100))
        #expect(other.frame == rect(110, 259, 100, 50))
        #expect(other.alignmentRect == rect(60, 234, 200, 100))
        other.transform = AffineTransform(rotationAngle: .pi / 2)
        #expect(rounded(other.frame) == rect(110, 184, 100, 200))
    }

    @Test func edgePinnedViewsMoveTheirCenterWhenScaledNot() {
        // Seed 000's surprise does not happen since iOS 8: even a view pinned by its edges keeps
        // its layout; only the drawing scales about the center.
        let scene = Scene(320, 568)
        let v = scene.add("v")
        LayoutConstraint.activate([
            v.leadingAnchor.constraint(equalTo: scene.root.leadingAnchor, constant: 20),
            v.topAnchor.constraint(equalTo: scene.root.topAnchor, constant: 20),
            v.widthAnchor.constraint(equalToConstant: 100), v.heightAnchor.constraint(equalToConstant: 100),
        ])
        v.transform = AffineTransform(scaleX: 0.5, y: 0.5)
        scene.layout()
        #expect(v.center == Point(x: 70, y: 70))
        #expect(v.frame == rect(45, 45, 50, 50))
    }

    @Test func theHostViewSolution() {
        // Seed 000, solution 4: constraints position a host; the transformed view inside it uses
        // its frame and autoresizing, so the transform cannot disturb any constraint.
        let scene = Scene(320, 568)
        let host = scene.add("host")
        NSLayout.pin(host, size: 100, in: scene.root)
        let inner = scene.add("inner", to: host)
        inner.designedFrame = rect(0, 0, 100, 100)
        inner.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        inner.translatesAutoresizingMaskIntoConstraints = true
        inner.transform = AffineTransform(scaleX: 0.5, y: 0.5)
        scene.layout()
        #expect(inner.center == Point(x: 50, y: 50))
        #expect(inner.frame == rect(25, 25, 50, 50))
    }
}
