import AutoLayout
import InterfaceBuilder
import SceneFile
import SceneModel
import Testing

/// A view's `<accessibility key="accessibilityConfiguration">`, its traits and `isElement`.
@Suite struct AccessibilityDocumentTests {
    func spec(_ id: String, in text: String) throws -> ViewSpec? {
        func find(_ spec: ViewSpec) -> ViewSpec? {
            spec.id.value == id ? spec : spec.subviews.lazy.compactMap(find).first
        }
        return find(try read(text)[0].document.root)
    }

    @Test func theConfigurationTraitsAndIsElementAreRead() throws {
        let body = """
            <accessibility key="accessibilityConfiguration" label="Skip Back" hint="Goes back 15 seconds" identifier="skipBack">
                <accessibilityTraits key="traits" selected="YES" button="YES"/>
                <bool key="isElement" value="YES"/>
            </accessibility>
            """
        let button = viewElement("b", (16, 40, 30, 30), name: "button", body: body)
        let plain = viewElement("p", (16, 80, 30, 30))
        let hiddenElement = viewElement(
            "h", (16, 120, 30, 30), name: "imageView",
            body: #"<accessibility key="accessibilityConfiguration"><bool key="isElement" value="NO"/></accessibility>"#)
        let text = storyboard(button + plain + hiddenElement)
        let spec = try spec("b", in: text)?.style.accessibility
        #expect(spec?.label == "Skip Back" && spec?.hint == "Goes back 15 seconds" && spec?.identifier == "skipBack")
        // In UIAccessibilityTraits' order, not the attributes'.
        #expect(spec?.traits == ["button", "selected"] && spec?.isElement == true)
        #expect(try self.spec("p", in: text)?.style.accessibility == nil)
        #expect(try self.spec("h", in: text)?.style.accessibility?.isElement == false)
    }

    @Test func runtimeAttributesSetTheSamePropertiesAfterTheConfiguration() throws {
        let body = """
            <accessibility key="accessibilityConfiguration" label="Old"/>
            <userDefinedRuntimeAttributes>
                <userDefinedRuntimeAttribute type="string" keyPath="accessibilityLabel" value="Share"/>
                <userDefinedRuntimeAttribute type="boolean" keyPath="isAccessibilityElement" value="YES"/>
                <userDefinedRuntimeAttribute type="string" keyPath="accessibilityIdentifier" value="share.button"/>
                <userDefinedRuntimeAttribute type="boolean" keyPath="clipsToBounds" value="YES"/>
            </userDefinedRuntimeAttributes>
            """
        let text = storyboard(viewElement("v", (16, 40, 30, 30), body: body))
        let spec = try spec("v", in: text)?.style.accessibility
        #expect(spec?.label == "Share" && spec?.isElement == true && spec?.identifier == "share.button")
    }
}
