import AutoLayout
import InterfaceBuilder
import SceneModel
import Testing

/// A collection view's section header and footer (`collectionReusableView`) are its subviews,
/// at the frames its flow layout gave them, with their own subviews laid out inside.
@Suite struct CollectionSectionTests {
    func collection(_ key: String) -> String {
        storyboard(
            """
            <collectionView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" dataMode="prototypes" translatesAutoresizingMaskIntoConstraints="NO" id="grid">
                <rect key="frame" x="0.0" y="20" width="375" height="647"/>
                <collectionViewFlowLayout key="collectionViewLayout" minimumLineSpacing="10" minimumInteritemSpacing="10" id="flow">
                    <size key="itemSize" width="50" height="50"/>
                    <size key="headerReferenceSize" width="50" height="50"/>
                </collectionViewFlowLayout>
                <cells/>
                <collectionReusableView key="\(key)" opaque="NO" contentMode="center" reuseIdentifier="Section" id="header">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="50"/>
                    <autoresizingMask key="autoresizingMask"/>
                    <subviews>
                        <label opaque="NO" text="Section" translatesAutoresizingMaskIntoConstraints="NO" id="title">
                            <rect key="frame" x="16" y="15" width="60" height="20"/>
                            <fontDescription key="fontDescription" type="system" pointSize="17"/>
                        </label>
                    </subviews>
                    <constraints>
                        <constraint firstItem="title" firstAttribute="leading" secondItem="header" secondAttribute="leading" constant="16" id="h1"/>
                        <constraint firstItem="title" firstAttribute="centerY" secondItem="header" secondAttribute="centerY" id="h2"/>
                    </constraints>
                </collectionReusableView>
            </collectionView>
            """,
            constraints: """
                <constraint firstItem="grid" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="g1"/>
                <constraint firstItem="grid" firstAttribute="bottom" secondItem="root" secondAttribute="bottom" id="g2"/>
                <constraint firstItem="grid" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="g3"/>
                <constraint firstItem="grid" firstAttribute="trailing" secondItem="root" secondAttribute="trailing" id="g4"/>
                """)
    }

    @Test(arguments: ["sectionHeaderView", "sectionFooterView"])
    func aSectionViewIsLaidOutInsideItsCollectionView(key: String) throws {
        let loaded = try layOut(collection(key)).loaded
        let header = try #require(loaded.view("header"))
        #expect(header.superview?.identifier == "grid")
        #expect(header.frame == Rect(x: 0, y: 0, width: 375, height: 50))
        let title = try #require(loaded.view("title"))
        #expect(title.frame.minX == 16)
        #expect(title.frame.midY == 25)
        #expect(loaded.solvedLayout.ambiguities.isEmpty)
    }
}
