import AutoLayout
import InterfaceBuilder
import SceneFile
import SceneModel

/// A storyboard of one view controller whose root view holds `subviews` and `constraints`
/// (XML), on `device`.
func storyboard(
    _ subviews: String, constraints: String = "", device: String = "retina4_7", controllerExtras: String = "",
    rootExtras: String = "", rootAttributes: String = "", tools: String = "21701"
) -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="\(tools)" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
        <device id="\(device)" orientation="portrait"/>
        <scenes>
            <!--Test Scene-->
            <scene sceneID="scn-01">
                <objects>
                    <viewController id="vc-01" storyboardIdentifier="Test" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" \(rootAttributes) id="root">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                            <subviews>
    \(subviews)
                            </subviews>
                            <viewLayoutGuide key="safeArea" id="safe"/>
                            \(rootExtras)
                            <constraints>
    \(constraints)
                            </constraints>
                        </view>
                        \(controllerExtras)
                    </viewController>
                </objects>
            </scene>
        </scenes>
    </document>
    """
}

/// A plain view element with a saved frame.
func viewElement(_ id: String, _ frame: (Double, Double, Double, Double), name: String = "view", attributes: String = "", body: String = "") -> String {
    """
    <\(name) \(attributes) translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
        <rect key="frame" x="\(frame.0)" y="\(frame.1)" width="\(frame.2)" height="\(frame.3)"/>
        \(body)
    </\(name)>
    """
}

/// The scenes of a document, read.
func read(_ text: String, measureText: Bool = false) throws(SceneError) -> [InterfaceBuilderScene] {
    try InterfaceBuilderDocument.read(text, file: "test.storyboard", measureText: measureText)
}

/// The first scene laid out with the engine's deterministic text stand-in.
func layOut(_ text: String) throws(SceneError) -> (scene: InterfaceBuilderScene, loaded: LoadedScene) {
    guard let scene = try read(text).first else { throw SceneError("no scene", at: SourceLocation(file: "test.storyboard", line: 1, column: 1)) }
    var builder = SceneBuilder(scene.document, textMeasurer: ApproximateTextMeasurer())
    let loaded = try builder.build()
    loaded.layout()
    return (scene, loaded)
}

/// The error a document gives, or nil.
func readError(_ text: String) -> SceneError? {
    do throws(SceneError) {
        _ = try layOut(text)
        return nil
    } catch {
        return error
    }
}
