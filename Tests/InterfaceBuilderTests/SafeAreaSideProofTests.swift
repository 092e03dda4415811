import InterfaceBuilder
import Testing

/// The root's safe area on a phone in portrait has no inset on the sides: its left and right
/// edges are the root's, so a view pinned to them has a width its saved frame can break.
@Suite struct SafeAreaSideProofTests {
    let pinned = """
        <constraint firstItem="a" firstAttribute="leading" secondItem="safe" secondAttribute="leading" constant="16" id="l"/>
        <constraint firstItem="safe" firstAttribute="trailing" secondItem="a" secondAttribute="trailing" constant="16" id="t"/>
        <constraint firstItem="a" firstAttribute="top" secondItem="safe" secondAttribute="top" constant="500" id="v"/>
        """

    @Test func aViewSavedNarrowerThanItsSideConstraints() throws {
        let found = try read(storyboard(viewElement("a", (16, 20, 176.5, 35)), constraints: pinned))[0].contradictions
        #expect(found.map(\.constraint) == ["t"])
        #expect(found.first?.equation == "root.safeArea.trailing = a.trailing + 16")
        #expect(found.first?.saved == 375 && found.first?.required == 208.5)
    }

    /// The top of the safe area is strut's model of the bars, no proof; the sides laid out are none.
    @Test func aViewLaidOutIsNoProof() throws {
        #expect(try read(storyboard(viewElement("a", (16, 20, 343, 35)), constraints: pinned))[0].contradictions.isEmpty)
    }

    /// In landscape a rounded phone's safe area is inset on the sides: no proof there.
    @Test func notInLandscape() throws {
        let landscape = storyboard(viewElement("a", (16, 20, 176.5, 35)), constraints: pinned, device: "retina6_12")
            .replacingOccurrences(of: #"orientation="portrait""#, with: #"orientation="landscape""#)
        #expect(try read(landscape)[0].contradictions.isEmpty)
    }
}
