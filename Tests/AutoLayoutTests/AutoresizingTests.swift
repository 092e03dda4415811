import Testing
@testable import AutoLayout

@Suite struct AutoresizingTests {
    @Test func flexibleLeftTopAndHeightShareTheGrowthInProportion() {
        // Seed 003: a 50x50 container grown to 100x100; {10,10,30,30} with flexible left, top, height.
        let scene = Scene()
        let container = scene.add("container")
        container.designedFrame = rect(0, 0, 50, 50)
        let sub = scene.add("sub", to: container)
        sub.designedFrame = rect(10, 10, 30, 30)
        sub.autoresizingMask = [.flexibleLeftMargin, .flexibleTopMargin, .flexibleHeight]
        sub.translatesAutoresizingMaskIntoConstraints = true
        NSLayout.pin(container, size: 100, in: scene.root)
        scene.layout()
        #expect(rounded(sub.frame) == rect(60, 22.5, 30, 67.5))
    }

    @Test func flexibleWidthAndRightMarginPrintAsApplesLog() {
        // Seed 003: frame {{10,78},{300,300}}, flexible width and right margin, superview 320 wide.
        let scene = Scene(320, 568)
        let legacy = scene.add("legacy")
        legacy.designedFrame = rect(10, 78, 300, 300)
        legacy.autoresizingMask = [.flexibleWidth, .flexibleRightMargin]
        legacy.translatesAutoresizingMaskIntoConstraints = true
        scene.layout()
        let printed = scene.engine.engineConstraints.filter { $0.origin == .autoresizing }.map(\.description)
        #expect(printed.contains("legacy.midX == 0.967742*root.midX + 5.16129"))
        #expect(printed.contains("legacy.width == 0.967742*root.width - 9.67742"))
        #expect(rounded(legacy.frame) == rect(10, 78, 300, 300))
        scene.root.designedFrame = rect(0, 0, 320, 568)  // designed on a 320-wide canvas
        scene.engine.canvasSize = Size(width: 640, height: 568)
        scene.layout()
        #expect(rounded(legacy.frame, 1e4) == rounded(rect(10, 78, 300 + 320 * 300 / 310, 300), 1e4))
    }

    @Test func noMaskKeepsOriginAndSize() {
        let scene = Scene(320, 568)
        let fixed = scene.add("fixed")
        fixed.designedFrame = rect(20, 30, 100, 50)
        fixed.translatesAutoresizingMaskIntoConstraints = true
        scene.engine.canvasSize = Size(width: 1000, height: 1000)
        scene.layout()
        #expect(rounded(fixed.frame) == rect(20, 30, 100, 50))
        #expect(scene.engine.ambiguities().isEmpty)
    }

    @Test func autoresizesSubviewsFalseTreatsMasksAsNone() {
        let scene = Scene(320, 568)
        let box = scene.add("box")
        box.designedFrame = rect(0, 0, 100, 100)
        box.autoresizesSubviews = false
        let inner = scene.add("inner", to: box)
        inner.designedFrame = rect(10, 10, 80, 80)
        inner.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        inner.translatesAutoresizingMaskIntoConstraints = true
        NSLayout.pin(box, size: 200, in: scene.root)
        scene.layout()
        #expect(rounded(inner.frame) == rect(10, 10, 80, 80))
    }

    @Test func extraConstraintsConflictWithTranslatedMasks() {
        let scene = Scene()
        let legacy = scene.add("legacy")
        legacy.designedFrame = rect(0, 0, 100, 100)
        legacy.translatesAutoresizingMaskIntoConstraints = true
        legacy.widthAnchor.constraint(equalToConstant: 50).isActive = true
        scene.layout()
        #expect(scene.engine.conflicts.count == 1)
        #expect(scene.engine.conflicts[0].description.contains("translatesAutoresizingMaskIntoConstraints"))
        #expect(legacy.frame.width == 100)
    }
}

/// Small helpers for pinning views in tests.
enum NSLayout {
    static func pin(_ view: View, size: Double, in parent: View) {
        LayoutConstraint.activate([
            view.leadingAnchor.constraint(equalTo: parent.leadingAnchor),
            view.topAnchor.constraint(equalTo: parent.topAnchor),
            view.widthAnchor.constraint(equalToConstant: size),
            view.heightAnchor.constraint(equalToConstant: size),
        ])
    }
}
