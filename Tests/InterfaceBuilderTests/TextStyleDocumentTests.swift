import AutoLayout
import InterfaceBuilder
import SceneFile
import SceneModel
import Testing

/// Labels in text styles follow the content size drawn when asked to; fixed fonts keep theirs.
@Suite struct TextStyleDocumentTests {
    let document = storyboard(
        viewElement("styled", (16, 40, 40, 21), name: "label", attributes: #"text="Hi" adjustsFontForContentSizeCategory="YES""#,
                    body: #"<fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>"#)
            + viewElement("fixed", (16, 80, 40, 21), name: "label", attributes: #"text="Hi""#,
                          body: #"<fontDescription key="fontDescription" type="system" pointSize="17"/>"#))

    func label(_ id: String, followsContentSize: Bool) throws -> ViewSpec {
        let scene = try InterfaceBuilderDocument.read(document, file: "t.storyboard", followsContentSize: followsContentSize)[0]
        return try #require(scene.document.root.subviews.first { $0.id.value == id })
    }

    @Test func aTextStyleLabelIsMeasuredAtTheContentSize() throws {
        let styled = try label("styled", followsContentSize: true)
        #expect(styled.text?.textStyle == .body && styled.measuresText && styled.intrinsicSize == nil)
        // A document's label keeps the family that stands for San Francisco at every size.
        #expect(styled.text?.styled(at: .accessibilityExtraExtraExtraLarge).font == "Liberation Sans 53")
        let fixed = try label("fixed", followsContentSize: true)
        #expect(fixed.text?.textStyle == nil && !fixed.measuresText && fixed.intrinsicSize == Size(width: 40, height: 21))
    }

    @Test func withoutAContentSizeTheSavedSizeStands() throws {
        let styled = try label("styled", followsContentSize: false)
        #expect(styled.text?.textStyle == nil && !styled.measuresText && styled.intrinsicSize == Size(width: 40, height: 21))
    }
}
