import AutoLayout
import InterfaceBuilder
import SceneFile
import SceneModel
import Testing

/// Reading storyboards and xibs: scenes, views, constraints, guides, size classes, errors.
@Suite struct DocumentTests {
    @Test func aSceneIsItsControllersRootViewWithNamesTypesAndTitle() throws {
        let text = storyboard(
            viewElement("lbl", (16, 40, 100, 21), name: "label", attributes: #"text="Hello""#)
                + viewElement("box", (0, 100, 50, 50), attributes: #"userLabel="Card""#))
        let scene = try read(text)[0]
        #expect(scene.id == "vc-01" && scene.title == "Test Scene" && scene.storyboardIdentifier == "Test")
        #expect(scene.viewOrder == ["root", "lbl", "box"])
        #expect(scene.views["lbl"]?.name == "Label - Hello" && scene.views["lbl"]?.type == "label")
        #expect(scene.views["box"]?.name == "Card")
        #expect(scene.document.canvas.size == Size(width: 375, height: 667))
    }

    /// The owner is the default first item; a constant-only constraint sizes it.
    @Test func constraintsReadAsXcodeWritesThem() throws {
        let box = viewElement(
            "box", (10, 20, 120, 30),
            body: """
                <constraints>
                    <constraint firstAttribute="width" constant="120" id="w"/>
                    <constraint firstAttribute="height" constant="30" id="h"/>
                </constraints>
                """)
        let constraints = """
            <constraint firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="10" id="l"/>
            <constraint firstItem="box" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="t"/>
            """
        let (_, loaded) = try layOut(storyboard(box, constraints: constraints))
        #expect(loaded.view("box")?.frame == Rect(x: 10, y: 20, width: 120, height: 30))
    }

    /// A text with quotes or line breaks, which Xcode writes as a `<string key="text">` element,
    /// is the label's text and names it.
    @Test func textSavedAsAnElement() throws {
        let label = viewElement(
            "lbl", (16, 40, 200, 41), name: "label", attributes: #"numberOfLines="0""#,
            body: #"<string key="text">She said "hi"&#10;and left</string>"#)
        let scene = try read(storyboard(label))[0]
        #expect(scene.document.root.subviews[0].text?.text == "She said \"hi\"\nand left")
        #expect(scene.views["lbl"]?.name.hasPrefix("Label - She said") == true)
    }

    /// A required constraint between views that the saved frames break by over a point is
    /// reported with both numbers; a switch's alignment rectangle is what constraints hold.
    @Test func savedFramesThatBreakTheirOwnConstraints() throws {
        let views = viewElement("a", (0, 0, 80, 10)) + viewElement("s", (100, 0, 51, 31), name: "switch")
        let constraints = """
            <constraint firstItem="a" firstAttribute="width" secondItem="root" secondAttribute="width" multiplier="1:4" id="c1"/>
            <constraint firstItem="root" firstAttribute="trailing" secondItem="s" secondAttribute="trailing" constant="226" id="c2"/>
            """
        let scene = try read(storyboard(views, constraints: constraints))[0]
        #expect(scene.contradictions.count == 1)
        #expect(scene.contradictions.first?.constraint == "c1")
        #expect(scene.contradictions.first?.saved == 80 && scene.contradictions.first?.required == 93.75)
    }

    /// An image view showing an SF Symbol has the symbol's insets, which strut does not know: its
    /// saved frame proves nothing, whether `catalog="system"` is on it or on its `imageReference`.
    @Test func symbolImageViewsAreNoProof() throws {
        let constraint = #"<constraint firstItem="i" firstAttribute="height" constant="60" id="c1"/>"#
        let onTheView = viewElement("i", (0, 0, 60, 58), name: "imageView", attributes: #"image="safari" catalog="system""#)
        #expect(try read(storyboard(onTheView, constraints: constraint))[0].contradictions.isEmpty)
        let reference = viewElement(
            "i", (0, 0, 60, 58), name: "imageView",
            body: #"<imageReference key="image" image="safari" catalog="system" symbolScale="medium"/>"#)
        #expect(try read(storyboard(reference, constraints: constraint))[0].contradictions.isEmpty)
        let plain = viewElement("i", (0, 0, 60, 58), name: "imageView", attributes: #"image="photo""#)
        #expect(try read(storyboard(plain, constraints: constraint))[0].contradictions.count == 1)
    }

    /// A control whose frame is fixed (no constraints) keeps that frame: its alignment rectangle
    /// does not move it.
    @Test func aFixedFrameSwitchKeepsItsFrame() throws {
        let toggle = """
            <switch opaque="NO" contentMode="scaleToFill" fixedFrame="YES" translatesAutoresizingMaskIntoConstraints="NO" id="s">
                <rect key="frame" x="52" y="8" width="49" height="31"/>
            </switch>
            """
        let (_, loaded) = try layOut(storyboard(toggle))
        #expect(loaded.view("s")?.frame == Rect(x: 52, y: 8, width: 49, height: 31))
    }

    /// A size-class variation's attributes apply on a device of those classes (a phone in
    /// portrait: compact width, regular height), and not elsewhere.
    @Test func attributesBySizeClass() throws {
        let stack = """
            <stackView opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="stk">
                <rect key="frame" x="0.0" y="0.0" width="100" height="100"/>
                <subviews>
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="a">
                        <rect key="frame" x="0.0" y="0.0" width="100" height="50"/>
                        <constraints>
                            <constraint firstAttribute="width" constant="100" id="aw"/>
                            <constraint firstAttribute="height" constant="50" id="ah"/>
                        </constraints>
                    </view>
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="b">
                        <rect key="frame" x="0.0" y="50" width="100" height="50"/>
                        <constraints>
                            <constraint firstAttribute="width" constant="100" id="bw"/>
                            <constraint firstAttribute="height" constant="50" id="bh"/>
                        </constraints>
                    </view>
                </subviews>
                <variation key="heightClass=regular-widthClass=compact" axis="vertical"/>
            </stackView>
            """
        let constraints = """
            <constraint firstItem="stk" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c1"/>
            <constraint firstItem="stk" firstAttribute="top" secondItem="root" secondAttribute="top" id="c2"/>
            """
        let phone = try layOut(storyboard(stack, constraints: constraints)).loaded
        #expect(phone.view("b")?.frame == Rect(x: 0, y: 50, width: 100, height: 50))
        let pad = try layOut(storyboard(stack, constraints: constraints, device: "ipad9_7")).loaded
        #expect(pad.view("b")?.frame == Rect(x: 100, y: 0, width: 100, height: 50))
    }

    /// A placeholder constraint holds on Xcode's canvas (the saved frame obeys it) and is gone
    /// at run time, where a weaker constraint takes over.
    @Test func placeholderConstraintsHoldOnTheCanvasNotAtRunTime() throws {
        let box = viewElement(
            "box", (10, 20, 120, 99),
            body: """
                <constraints>
                    <constraint firstAttribute="width" constant="120" id="w"/>
                    <constraint firstAttribute="height" constant="99" placeholder="YES" id="p"/>
                    <constraint firstAttribute="height" constant="30" priority="250" id="h"/>
                </constraints>
                """)
        let constraints = """
            <constraint firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="10" id="l"/>
            <constraint firstItem="box" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="t"/>
            """
        let text = storyboard(box, constraints: constraints)
        #expect(try layOut(text).loaded.view("box")?.frame.height == 99)
        let runtime = try InterfaceBuilderDocument.read(text, file: "test.storyboard", runtime: true)[0]
        var builder = SceneBuilder(runtime.document, textMeasurer: ApproximateTextMeasurer())
        let loaded = try builder.build()
        loaded.layout()
        #expect(loaded.view("box")?.frame.height == 30)
    }

    @Test func multipliersAsRatiosAndFractions() throws {
        let views = viewElement("a", (0, 0, 300, 100)) + viewElement("b", (0, 0, 100, 100))
        let constraints = """
            <constraint firstItem="a" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c1"/>
            <constraint firstItem="a" firstAttribute="top" secondItem="root" secondAttribute="top" id="c2"/>
            <constraint firstItem="a" firstAttribute="width" secondItem="root" secondAttribute="width" multiplier="4:5" id="c3"/>
            <constraint firstItem="a" firstAttribute="height" secondItem="a" secondAttribute="width" multiplier="1/3" id="c4"/>
            <constraint firstItem="b" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c5"/>
            <constraint firstItem="b" firstAttribute="top" secondItem="a" secondAttribute="bottom" constant="8" symbolic="YES" id="c6"/>
            <constraint firstItem="b" firstAttribute="width" constant="10" id="c7"/>
            <constraint firstItem="b" firstAttribute="height" constant="10" id="c8"/>
            """
        let (_, loaded) = try layOut(storyboard(views, constraints: constraints))
        #expect(loaded.view("a")?.frame == Rect(x: 0, y: 0, width: 300, height: 100))
        #expect(loaded.view("b")?.frame.minY == 108)
    }

    /// A safe area guide's id stands for `root.safeArea`; the old top layout guide's bottom for
    /// its top edge: both 20 below the top on a 4.7-inch phone, 64 under a navigation bar.
    @Test func safeAreaAndTopLayoutGuide() throws {
        let views = viewElement("a", (0, 20, 10, 10)) + viewElement("b", (20, 20, 10, 10))
        let constraints = """
            <constraint firstItem="a" firstAttribute="top" secondItem="safe" secondAttribute="top" id="c1"/>
            <constraint firstItem="b" firstAttribute="top" secondItem="tg" secondAttribute="bottom" id="c2"/>
            <constraint firstItem="a" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c3"/>
            <constraint firstItem="b" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c4"/>
            <constraint firstItem="a" firstAttribute="width" constant="10" id="c5"/>
            <constraint firstItem="a" firstAttribute="height" constant="10" id="c6"/>
            <constraint firstItem="b" firstAttribute="width" constant="10" id="c7"/>
            <constraint firstItem="b" firstAttribute="height" constant="10" id="c8"/>
            """
        let guides = #"<layoutGuides><viewControllerLayoutGuide type="top" id="tg"/><viewControllerLayoutGuide type="bottom" id="bg"/></layoutGuides>"#
        let plain = try layOut(storyboard(views, constraints: constraints, controllerExtras: guides)).loaded
        #expect(plain.view("a")?.frame.minY == 20 && plain.view("b")?.frame.minY == 20)
        let bar = #"<simulatedNavigationBarMetrics key="simulatedTopBarMetrics" prompted="NO"/>"#
        let underBar = try layOut(storyboard(views, constraints: constraints, controllerExtras: guides + bar)).loaded
        #expect(underBar.view("a")?.frame.minY == 64 && underBar.view("b")?.frame.minY == 64)
    }

    /// A controller's view measures its margins from its safe area (below the status bar), unless
    /// the document says `insetsLayoutMarginsFromSafeArea="NO"` or predates iOS 11: then from its
    /// bounds.
    @Test func marginsFromTheSafeAreaOrTheBounds() throws {
        let child = viewElement("child", (16, 20, 10, 10))
        let constraints = """
            <constraint firstItem="child" firstAttribute="top" secondItem="root" secondAttribute="topMargin" id="c1"/>
            <constraint firstItem="child" firstAttribute="leading" secondItem="root" secondAttribute="leadingMargin" id="c2"/>
            <constraint firstItem="child" firstAttribute="width" constant="10" id="c3"/>
            <constraint firstItem="child" firstAttribute="height" constant="10" id="c4"/>
            """
        let inset = try layOut(storyboard(child, constraints: constraints)).loaded
        #expect(inset.view("child")?.frame.minY == 20)  // the status bar's 20; a root view has no top margin
        let bounds = try layOut(storyboard(child, constraints: constraints, rootAttributes: #"insetsLayoutMarginsFromSafeArea="NO""#)).loaded
        #expect(bounds.view("child")?.frame.minY == 0)
        #expect(bounds.view("child")?.frame.minX == 16)
        // Before iOS 11 (an Xcode 8 document) a root view's top margin was 0 under the status bar.
        let old = try layOut(storyboard(child, constraints: constraints, tools: "12121")).loaded
        #expect(old.view("child")?.frame.minY == 0)
    }

    /// Constraints a `default` variation excludes are not installed unless a variation of the
    /// designed size class (compact width, regular height for a phone in portrait) includes them.
    @Test func sizeClassVariations() throws {
        let views = viewElement("a", (0, 0, 10, 10))
        let constraints = """
            <constraint firstItem="a" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="5" id="wide"/>
            <constraint firstItem="a" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="7" id="narrow"/>
            <constraint firstItem="a" firstAttribute="top" secondItem="root" secondAttribute="top" id="t"/>
            <constraint firstItem="a" firstAttribute="width" constant="10" id="w"/>
            <constraint firstItem="a" firstAttribute="height" constant="10" id="h"/>
            """
        let variations = """
            <variation key="default"><mask key="constraints"><exclude reference="wide"/><exclude reference="narrow"/></mask></variation>
            <variation key="widthClass=regular"><mask key="constraints"><include reference="wide"/></mask></variation>
            <variation key="widthClass=compact"><mask key="constraints"><include reference="narrow"/></mask></variation>
            """
        let loaded = try layOut(storyboard(views, constraints: constraints, rootExtras: variations)).loaded
        #expect(loaded.view("a")?.frame.minX == 7)
        #expect(loaded.engine.conflicts.isEmpty)
    }

    /// "Constraints between the edges of the scroll view and its content attach to the content
    /// area; between the width, height or centers, to the scroll view's frame."
    @Test func aScrollViewsEdgesRelatedToItsContentAreItsContentArea() throws {
        let content = viewElement("tall", (0, 0, 375, 2000))
        let scroll = viewElement("scroll", (0, 0, 375, 667), name: "scrollView", body: "<subviews>\(content)</subviews>")
        let constraints = """
            <constraint firstItem="scroll" firstAttribute="top" secondItem="root" secondAttribute="top" id="s1"/>
            <constraint firstItem="scroll" firstAttribute="bottom" secondItem="root" secondAttribute="bottom" id="s2"/>
            <constraint firstItem="scroll" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="s3"/>
            <constraint firstItem="scroll" firstAttribute="trailing" secondItem="root" secondAttribute="trailing" id="s4"/>
            <constraint firstItem="tall" firstAttribute="top" secondItem="scroll" secondAttribute="top" id="c1"/>
            <constraint firstItem="tall" firstAttribute="bottom" secondItem="scroll" secondAttribute="bottom" id="c2"/>
            <constraint firstItem="tall" firstAttribute="leading" secondItem="scroll" secondAttribute="leading" id="c3"/>
            <constraint firstItem="tall" firstAttribute="trailing" secondItem="scroll" secondAttribute="trailing" id="c4"/>
            <constraint firstItem="tall" firstAttribute="width" secondItem="scroll" secondAttribute="width" id="c5"/>
            <constraint firstItem="tall" firstAttribute="height" constant="2000" id="c6"/>
            """
        let loaded = try layOut(storyboard(scroll, constraints: constraints)).loaded
        #expect(loaded.view("scroll")?.frame == Rect(x: 0, y: 0, width: 375, height: 667))
        #expect(loaded.view("tall")?.frame == Rect(x: 0, y: 0, width: 375, height: 2000))
        #expect(loaded.engine.conflicts.isEmpty)
    }

    /// A switch's frame reaches 2 points past the rectangle its constraints align, and its
    /// intrinsic size is that rectangle's.
    @Test func controlsAlignTheirAlignmentRectangles() throws {
        let toggle = viewElement("toggle", (322, 10, 51, 31), name: "switch", attributes: #"on="YES""#)
        let constraints = """
            <constraint firstAttribute="trailing" secondItem="toggle" secondAttribute="trailing" constant="4" id="c1"/>
            <constraint firstItem="toggle" firstAttribute="top" secondItem="root" secondAttribute="top" constant="10" id="c2"/>
            """
        let (scene, loaded) = try layOut(storyboard(toggle, constraints: constraints))
        let view = try #require(loaded.view("toggle"))
        #expect(view.frame == Rect(x: 322, y: 10, width: 51, height: 31))
        #expect(view.alignmentRect == Rect(x: 322, y: 10, width: 49, height: 31))
        #expect(scene.views["toggle"]?.savedFrame == view.frame)
    }

    @Test func labelsSizeFromTheirSavedFramesUnlessMeasured() throws {
        let label = viewElement("lbl", (16, 40, 123, 21), name: "label", attributes: #"text="Hi""#)
        let constraints = """
            <constraint firstItem="lbl" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="16" id="c1"/>
            <constraint firstItem="lbl" firstAttribute="top" secondItem="root" secondAttribute="top" constant="40" id="c2"/>
            """
        let saved = try layOut(storyboard(label, constraints: constraints)).loaded
        #expect(saved.view("lbl")?.frame.size == Size(width: 123, height: 21))
        let scene = try read(storyboard(label, constraints: constraints), measureText: true)[0]
        var builder = SceneBuilder(scene.document, textMeasurer: ApproximateTextMeasurer())
        let measured = try builder.build()
        measured.layout()
        // 2 characters of 8.5 in San Francisco's stand-in, one line of San Francisco's height.
        #expect(measured.view("lbl")?.frame.size == Size(width: 17, height: FontMetrics.systemFont(ofSize: 17).lineHeight))
    }

    @Test func stackViewsReadTheirArrangement() throws {
        let a = viewElement("a", (0, 0, 100, 20), name: "label", attributes: #"text="A""#)
        let b = viewElement("b", (0, 28, 100, 20), name: "label", attributes: #"text="B""#)
        let stack = viewElement(
            "stack", (16, 20, 100, 48), name: "stackView",
            attributes: #"axis="vertical" distribution="fillEqually" alignment="center" spacingType="standard""#,
            body: "<subviews>\(a)\(b)</subviews>")
        let constraints = """
            <constraint firstItem="stack" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="16" id="c1"/>
            <constraint firstItem="stack" firstAttribute="top" secondItem="safe" secondAttribute="top" id="c2"/>
            """
        let (_, loaded) = try layOut(storyboard(stack, constraints: constraints))
        let view = try #require(loaded.view("stack") as? StackView)
        #expect(view.axis == .vertical && view.distribution == .fillEqually && view.alignment == .center)
        #expect(view.spacing == StackView.spacingUseSystem)
        #expect(loaded.view("b")?.frame == Rect(x: 0, y: 28, width: 100, height: 20))
    }
}
