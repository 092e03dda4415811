import AutoLayout
@testable import SceneFile
@testable import SceneModel
import Testing

@Suite struct DynamicTypeTests {
    func scene(contentSize: String? = nil, font: String = "body") -> String {
        """
        canvas: { size: [300, 200]\(contentSize.map { ", contentSize: \($0)" } ?? "") }
        root:
          subviews:
            - { id: styled, text: "Hello", font: \(font) }
            - { id: fixed, text: "Hello", font: "DejaVu Sans 17" }
        constraints:
          - styled.top == root.top
          - styled.leading == root.leading
          - fixed.top == styled.bottom
          - fixed.leading == root.leading
        """
    }

    @Test func aTextStyleIsSizedByTheCanvasContentSize() throws {
        let large = try load(scene())
        let huge = try load(scene(contentSize: "accessibility5"))
        #expect(large.view("styled")?.text?.font == "DejaVu Sans 17")
        #expect(huge.view("styled")?.text?.font == "DejaVu Sans 53")
        #expect(huge.view("fixed")?.text?.font == "DejaVu Sans 17", "a fixed font does not scale")
        #expect(huge.view("styled")!.frame.height > 2.5 * large.view("styled")!.frame.height)
        #expect(huge.view("fixed")!.frame.height == large.view("fixed")!.frame.height)
    }

    @Test func uikitAndSwiftUINamesBothWork() throws {
        let a = try load(scene(contentSize: "extraExtraExtraLarge")), b = try load(scene(contentSize: "xxxLarge"))
        #expect(a.view("styled")?.text?.font == "DejaVu Sans 23" && b.view("styled")?.text?.font == "DejaVu Sans 23")
    }

    @Test func anUnknownContentSizeIsLocatedWithASuggestion() {
        let error = loadError(scene(contentSize: "xxLarg"))
        #expect(error?.location.line == 1)
        #expect(error?.message.contains("unknown content size 'xxLarg'") == true)
        #expect(error?.message.contains("did you mean 'xxLarge'") == true, "\(String(describing: error))")
    }

    @Test func headlineIsSemibold() throws {
        let scene = try load(scene(font: "headline"))
        #expect(scene.view("styled")?.text?.font == "DejaVu Sans Semi-Bold 17")
        #expect(scene.view("styled")?.text?.textStyle == .headline)
    }
}
