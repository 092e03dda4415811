import Animation
import SceneFile
import SceneModel
import StrutPipeline
import Testing

/// An animation loaded for a command: its states solved once each, its timeline, and errors
/// that say where.
@Suite struct AnimationInputTests {
    func document() throws -> SceneDocument {
        try SceneInput.document(sample("animations/switch-mode.yaml"))
    }

    @Test func eachStateTheClipsNameIsSolvedOnceInOrderOfFirstUse() throws {
        let document = try document()
        let name = try #require(document.animations.first?.name.value)
        let input = try AnimationInput.load(document, animation: name)
        #expect(input.name == name)
        #expect(input.scenes.count >= 2)
        #expect(input.timeline.duration.map { $0 > 0 } ?? true)
        #expect(input.scenes.allSatisfy { !$0.solvedLayout.views.isEmpty })
    }

    @Test func anUnknownAnimationIsRefusedWithTheKnownOnes() throws {
        let document = try document()
        let error = #expect(throws: SceneError.self) { try AnimationInput.load(document, animation: "nope") }
        #expect(error?.description.contains("no animation 'nope'") == true)
        #expect(error?.location.line == 1)
    }

    @Test func aTimeOutsideTheAnimationIsRefused() throws {
        let document = try document()
        let input = try AnimationInput.load(document, animation: try #require(document.animations.first?.name.value))
        #expect(throws: SceneError.self) { try AnimationInput.checkTime(-1, input.timeline, file: "a.yaml") }
        #expect(throws: SceneError.self) { try AnimationInput.checkTime(.nan, input.timeline, file: "a.yaml") }
        try AnimationInput.checkTime(0, input.timeline, file: "a.yaml")
    }
}
