import InterfaceBuilder
import SceneFile
import SceneModel
import Testing

/// Bad documents get a clear message with where the problem is.
@Suite struct ErrorTests {
    @Test func textThatIsNotXML() {
        let error = readError("<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\">\n  <objects>\n    <view id=\"a\" <rect/>\n")
        #expect(error?.message.hasPrefix("not well-formed XML") == true)
        #expect(error?.location.line == 3)
    }

    @Test func xmlThatIsNotAnInterfaceBuilderDocument() {
        #expect(
            readError("<?xml version=\"1.0\"?>\n<plist><dict/></plist>\n")?.message
                == "not an Interface Builder document: the root element is <plist>, not <document>")
    }

    @Test func aMacDocumentIsRefused() {
        let text = "<document type=\"com.apple.InterfaceBuilder3.Cocoa.XIB\" version=\"3.0\"><objects/></document>"
        #expect(readError(text)?.message == "a macOS (Cocoa) document; strut reads iOS (Cocoa Touch) storyboards and xibs")
    }

    @Test func aMalformedNumberIsLocated() {
        let text = storyboard("""
            <view translatesAutoresizingMaskIntoConstraints="NO" id="a">
                <rect key="frame" x="zero" y="0.0" width="10" height="10"/>
            </view>
            """)
        let error = readError(text)
        #expect(error?.message == "a frame's 'x' must be a number, not 'zero'")
        #expect(error?.location.line == 13)
    }

    @Test func aConstraintNamingAnUnknownIDIsLocated() {
        let text = storyboard(
            viewElement("a", (0, 0, 10, 10)),
            constraints: #"<constraint firstItem="a" firstAttribute="top" secondItem="nope" secondAttribute="top" id="c"/>"#)
        let error = readError(text)
        #expect(error?.message.hasPrefix("unknown view 'nope'") == true)
        #expect(error?.location.file == "test.storyboard" && error?.location.line == 20)
        // Refused as the document is read, before any layout: `convert` wrote such a scene.
        #expect(throws: SceneError.self) { try read(text) }
    }

    @Test func aBadMultiplierAndPriority() {
        let multiplier = storyboard(
            viewElement("a", (0, 0, 10, 10)),
            constraints: #"<constraint firstItem="a" firstAttribute="width" secondItem="a" secondAttribute="height" multiplier="wide" id="c"/>"#)
        #expect(readError(multiplier)?.message == "a multiplier is a number or a ratio such as 3:4, not 'wide'")
        let priority = storyboard(
            viewElement("a", (0, 0, 10, 10)), constraints: #"<constraint firstItem="a" firstAttribute="width" constant="1" priority="1200" id="c"/>"#)
        #expect(readError(priority)?.message == "a priority is from 1 to 1000, not '1200'")
    }
}
