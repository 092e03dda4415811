import AutoLayout
import InterfaceBuilder
import SceneFile
import SceneModel
import Testing

/// A document's size-class variations resolved for the device and orientation drawn.
@Suite struct SizeClassVariationTests {
    /// Four leading constraints of `a`, each installed in one size class, as Xcode writes them:
    /// `default` excludes the three specific ones and keeps `any`; a regular width installs
    /// `wide` and uninstalls `any` (as SwiftMessages' cards do); a compact height installs
    /// `short`; compact on both axes installs `tiny` and uninstalls `short`.
    let document = storyboard(
        viewElement("a", (0, 0, 10, 10)) + viewElement("extra", (0, 20, 10, 10), body: "<subviews>\(viewElement("inner", (0, 0, 5, 5)))</subviews>"),
        constraints: """
            <constraint firstItem="a" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="1" id="any"/>
            <constraint firstItem="a" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="2" id="wide"/>
            <constraint firstItem="a" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="3" id="short"/>
            <constraint firstItem="a" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="4" id="tiny"/>
            <constraint firstItem="a" firstAttribute="top" secondItem="root" secondAttribute="top" id="t"/>
            <constraint firstItem="a" firstAttribute="width" constant="10" id="w"/>
            <constraint firstItem="a" firstAttribute="height" constant="10" id="h"/>
            <constraint firstItem="inner" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="in"/>
            """,
        rootExtras: """
            <variation key="default">
                <mask key="subviews"><exclude reference="extra"/></mask>
                <mask key="constraints"><exclude reference="wide"/><exclude reference="short"/><exclude reference="tiny"/></mask>
            </variation>
            <variation key="heightClass=compact-widthClass=compact">
                <mask key="constraints"><include reference="tiny"/><exclude reference="short"/></mask>
            </variation>
            <variation key="heightClass=compact"><mask key="constraints"><include reference="short"/><exclude reference="any"/></mask></variation>
            <variation key="widthClass=regular">
                <mask key="subviews"><include reference="extra"/></mask>
                <mask key="constraints"><include reference="wide"/><exclude reference="any"/></mask>
            </variation>
            """)

    func leading(on device: String, landscape: Bool) throws -> (x: Double?, extra: Bool, conflicts: Int) {
        let scene = try InterfaceBuilderDocument.read(document, file: "v.storyboard", device: (Device.named(device)!, landscape))[0]
        var builder = SceneBuilder(scene.document, textMeasurer: ApproximateTextMeasurer())
        let loaded = try builder.build()
        loaded.layout()
        return (loaded.view("a")?.frame.minX, loaded.view("extra") != nil, loaded.engine.conflicts.count)
    }

    @Test func aPhoneInPortraitKeepsTheDefault() throws {
        let result = try leading(on: "retina4_7", landscape: false)
        #expect(result.x == 1 && !result.extra && result.conflicts == 0)
    }

    /// Compact on both axes overrides compact height alone, which overrides the default.
    @Test func aPhoneInLandscapeTakesTheMostSpecificVariation() throws {
        let result = try leading(on: "retina4_7", landscape: true)
        #expect(result.x == 4 && !result.extra && result.conflicts == 0)
    }

    /// An iPad is regular both ways: the regular-width variation installs the subview (with the
    /// view inside it and its constraint) and uninstalls the default's constraint.
    @Test func anIPadTakesTheRegularWidthVariation() throws {
        let result = try leading(on: "ipad9_7", landscape: false)
        #expect(result.x == 2 && result.extra && result.conflicts == 0)
    }

    /// A large phone in landscape is regular wide and compact tall: both single-class
    /// variations apply, so `wide` and `short` are both installed and conflict, as on a device.
    @Test func aLargePhoneInLandscapeTakesBothSingleClassVariations() throws {
        let result = try leading(on: "retina5_5", landscape: true)
        #expect(result.extra && result.conflicts == 1)
    }

    /// A constraint to a view inside an uninstalled one is not installed either.
    @Test func aViewLeftOutTakesWhatIsInsideIt() throws {
        let scene = try InterfaceBuilderDocument.read(document, file: "v.storyboard")[0]
        #expect(!scene.views.keys.contains("inner"))
        var builder = SceneBuilder(scene.document, textMeasurer: ApproximateTextMeasurer())
        #expect(throws: Never.self) { _ = try builder.build() }
    }
}
