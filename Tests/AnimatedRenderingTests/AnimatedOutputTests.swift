import AnimatedRendering
import Animation
import AutoLayout
import CairoRendering
import Foundation
import GoldenImages
import Rendering
import Testing

/// A labelled box 60 wide, or `width` wide, moved and turned: one scene per layout.
func boxScene(
    width: Double, turn: Double = 0, color: Color = Color(red: 0, green: 0.48, blue: 1), canvas: Size = Size(width: 240, height: 120)
) -> RenderScene {
    let root = View("root"), box = View("box")
    root.addSubview(box)
    box.text = TextContent("Hello", font: "DejaVu Sans 14")
    box.transform = turn == 0 ? .identity : AffineTransform(rotationAngle: turn)
    let engine = LayoutEngine(root: root, canvasSize: canvas)
    LayoutConstraint.activate([
        box.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
        box.centerYAnchor.constraint(equalTo: root.centerYAnchor),
        box.widthAnchor.constraint(equalToConstant: width),
        box.heightAnchor.constraint(equalToConstant: 40),
    ])
    engine.layout()
    return RenderScene(layout: engine.solvedLayout(), styles: ["box": ViewStyle(background: color, cornerRadius: 6)], background: Color(white: 0.95))
}

func output(_ clips: [AnimationClip], scenes: [RenderScene], annotate: AnnotationLevel = .none) throws -> AnimationOutput {
    let options = RenderOptions(scale: 2, annotate: annotate, padding: 0)
    let measure = prepareRender([scenes[0]], options: options).measure
    let animated = AnimatedScene(scenes: scenes, timeline: try Timeline(clips), renderer: Renderer(options: options), measure: measure)
    return AnimationOutput(animated: animated, options: options)
}

@Suite struct AnimatedOutputTests {
    let scenes = [boxScene(width: 60), boxScene(width: 180, turn: 0.3, color: Color(red: 1, green: 0.2, blue: 0.2))]
    var clip: AnimationClip { AnimationClip(from: 0, to: 1, timing: AnimationTiming(duration: 1)) }

    @Test func theSVGPlaysTheCurveExactlyAndRestsOnTheLastFrame() throws {
        let svg = String(decoding: try output([clip], scenes: scenes).svg(annotate: .none), as: UTF8.self)
        #expect(svg.contains("keySplines=\"0.42 0 0.58 1;"))
        #expect(svg.contains("type=\"rotate\""))
        #expect(svg.contains("attributeName=\"fill\""))
        #expect(svg.contains("dur=\"2s\" repeatCount=\"indefinite\""), "one second of motion, one of rest")
        // The static attributes are the end state's, which viewers that do not animate show.
        #expect(svg.contains("<rect width=\"180\" height=\"40\" rx=\"6\" fill=\"#ff3333\">"))
    }

    @Test func springsAreSampledAndLoopsRepeat() throws {
        let spring = AnimationClip(from: 0, to: 1, timing: AnimationTiming(duration: 0.5, delay: 0.25, curve: .spring(Spring(response: 0.4, dampingRatio: 0.4)), repeatCount: nil))
        let svg = String(decoding: try output([spring], scenes: scenes).svg(annotate: .none), as: UTF8.self)
        #expect(svg.contains("begin=\"0s\" dur=\"0.25s\" fill=\"freeze\""), "the delay, played once")
        #expect(svg.contains("begin=\"0.25s\" dur=\"0.5s\" repeatCount=\"indefinite\""), "then the loop")
        #expect(!svg.contains("keySplines=\"0.42"))
    }

    @Test func anSVGTooBigToHoldIsRefusedBeforeItIsMade() throws {
        // An hour-long spring sampled 60 times a second, ten times over, for two views.
        let spring = AnimationClip(from: 0, to: 1, timing: AnimationTiming(duration: 3600, curve: .springOverDuration(dampingRatio: 0.5, initialVelocity: 0), repeatCount: 10))
        #expect(throws: AnimationOutput.Error.self) { try output([spring], scenes: scenes).svg(annotate: .none) }
    }

    /// An iPad canvas at scale 2 for 6 s passed 4 GB of frames and aborted: frames that cannot
    /// all fit are refused before one is drawn.
    /// Frames are drawn one at a time, so only one frame's size is limited: as a PNG's, 100
    /// megapixels, refused before any is drawn.
    @Test func aFrameThatCannotBeDrawnIsRefusedBeforeOneIs() throws {
        let huge = Size(width: 6000, height: 6000)
        let big = [boxScene(width: 60, canvas: huge), boxScene(width: 180, canvas: huge)]
        let out = try output([AnimationClip(from: 0, to: 1, timing: AnimationTiming(duration: 1))], scenes: big)
        for format in ["gif", "webp"] {
            #expect {
                _ = try format == "gif" ? out.gif(annotate: .none) : out.webp(annotate: .none)
            } throws: { error in
                "\(error)".hasPrefix("the animation's frames would be ") && "\(error)".hasSuffix("at most 100 megapixels each (lower --scale)")
            }
        }
    }

    @Test func theSameAnimationGivesTheSameBytes() throws {
        let a = try output([clip], scenes: scenes), b = try output([clip], scenes: scenes)
        #expect(try a.svg(annotate: .none) == b.svg(annotate: .none))
        #expect(try a.gif(annotate: .none) == b.gif(annotate: .none))
        #expect(try a.webp(annotate: .none) == b.webp(annotate: .none))
    }

    @Test func theGIFHasAFramePerTickWithDelaysThatDoNotDrift() throws {
        var out = try output([AnimationClip(from: 0, to: 1, timing: AnimationTiming(duration: 0.3))], scenes: scenes)
        out.framesPerSecond = 30
        let bytes = try out.gif(annotate: .none)
        #expect(Array(bytes.prefix(6)) == Array("GIF89a".utf8))
        let delays = gifDelays(bytes)
        // Frames at 0, 1/30, ..., 8/30 and the end at 0.3 s, then a second of rest.
        #expect(delays.count == 10)
        #expect(delays.dropLast().reduce(0, +) == 30)
        #expect(Set(delays.dropLast()).isSubset(of: [3, 4]))
        #expect(delays.last == 100)
    }

    @Test func theWebPIsTimedInMilliseconds() throws {
        let bytes = try output([clip], scenes: scenes).webp(annotate: .none)
        #expect(Array(bytes[0..<4]) == Array("RIFF".utf8) && Array(bytes[8..<12]) == Array("WEBP".utf8))
        let durations = webpDurations(bytes)
        #expect(durations.count == 26)
        #expect(durations.dropLast().reduce(0, +) == 1000)
        #expect(durations.last == 1000)
    }

    @Test func aFilmstripAnnotatesOnlyItsEnds() throws {
        let frames = try output([clip], scenes: scenes).filmstrip(count: 4, annotate: .constraints)
        #expect(frames.map(\.annotate) == [.constraints, AnnotationLevel.none, AnnotationLevel.none, .constraints])
        #expect(frames.map(\.label) == ["t = 0 s · p = 0", "t = 0.333 s · p = 0.232", "t = 0.667 s · p = 0.768", "t = 1 s"])
    }
}

/// The delays of a GIF's graphic control extensions, in hundredths of a second.
func gifDelays(_ bytes: [UInt8]) -> [Int] {
    var delays: [Int] = []
    var i = 0
    while i + 7 < bytes.count {
        if bytes[i] == 0x21, bytes[i + 1] == 0xF9, bytes[i + 2] == 4 {
            delays.append(Int(bytes[i + 4]) | Int(bytes[i + 5]) << 8)
            i += 8
        } else {
            i += 1
        }
    }
    return delays
}

/// The durations of an animated WebP's frames (ANMF chunks), in milliseconds.
func webpDurations(_ bytes: [UInt8]) -> [Int] {
    var durations: [Int] = []
    var i = 12
    while i + 8 <= bytes.count {
        let tag = String(decoding: bytes[i..<(i + 4)], as: UTF8.self)
        let size = Int(bytes[i + 4]) | Int(bytes[i + 5]) << 8 | Int(bytes[i + 6]) << 16 | Int(bytes[i + 7]) << 24
        if tag == "ANMF" {
            let d = i + 8 + 12
            durations.append(Int(bytes[d]) | Int(bytes[d + 1]) << 8 | Int(bytes[d + 2]) << 16)
        }
        i += 8 + size + (size & 1)
    }
    return durations
}
