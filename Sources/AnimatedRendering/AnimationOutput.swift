import Animation
import CairoRendering
import LayoutValues
import Rendering

/// An animation written out: animated SVG, GIF, WebP, or a filmstrip of frames side by side.
///
/// Frames are drawn at times k / fps. A finite animation rests on its last frame for ``hold``
/// seconds and plays again; one that repeats forever plays its delay and first pass (GIF, WebP)
/// or its delay once and then its loop (SVG), over and over.
package struct AnimationOutput {
    /// The first panel's animation, whose timeline times every panel.
    package let animated: AnimatedScene
    /// The panels every frame shows side by side, each captioned: the same animation in several
    /// variations (themes, directions, text sizes), whose timelines are the same.
    package let panels: [(animated: AnimatedScene, label: String?)]
    package var options: RenderOptions
    /// Frames per second of GIF and WebP.
    package var framesPerSecond: Double
    /// Seconds a finite animation shows its last frame before it plays again.
    package var hold: Double

    package static let defaultFramesPerSecond = 25.0

    package init(animated: AnimatedScene, options: RenderOptions, framesPerSecond: Double = defaultFramesPerSecond, hold: Double = 1) {
        self.init(panels: [(animated, nil)], options: options, framesPerSecond: framesPerSecond, hold: hold)
    }

    /// - Parameter panels: at least one; they share the first one's timeline.
    package init(
        panels: [(animated: AnimatedScene, label: String?)], options: RenderOptions, framesPerSecond: Double = defaultFramesPerSecond,
        hold: Double = 1
    ) {
        precondition(!panels.isEmpty, "an animation output has a panel")
        self.animated = panels[0].animated
        self.panels = panels
        self.options = options
        self.framesPerSecond = framesPerSecond
        self.hold = hold
    }

    package enum Error: Swift.Error, CustomStringConvertible {
        case render(RenderError)
        case encoder(String)
        case tooManyFrames(Int)
        case tooManyValues(Int)
        case frameTooLarge(width: Int, height: Int)

        package var description: String {
            switch self {
            case .render(let e): "\(e)"
            case .encoder(let message): message
            case .tooManyFrames(let n): "the animation would have \(n) frames; at most \(AnimationOutput.maximumFrames) (lower --fps)"
            case .frameTooLarge(let width, let height):
                "the animation's frames would be \(width)×\(height) pixels; at most \(AnimationOutput.maximumFramePixels / 1_000_000) megapixels each (lower --scale)"
            case .tooManyValues(let n):
                "the animated SVG would hold \(n) animated values; at most \(AnimationOutput.maximumValues) (fewer repeats or a shorter spring, or draw it with --filmstrip)"
            }
        }
    }

    /// The most frames a GIF or WebP may have.
    package static let maximumFrames = 3000
    /// The most pixels one frame of a GIF or WebP may have, as a PNG's image (the frames are
    /// drawn one at a time and dropped once encoded, so only one counts).
    package static let maximumFramePixels = 100_000_000
    /// The most keys times views an animated SVG may hold (about 100 views over 40 s of springs).
    package static let maximumValues = 2_000_000

    /// The times of the frames: from 0, every 1 / fps, over the span worth drawing; a finite
    /// animation's last frame is its end.
    package var frameTimes: [Double] {
        var times = (0..<tickCount).map { Double($0) / framesPerSecond }
        if animated.timeline.duration != nil { times.append(animated.timeline.shownDuration) }
        return times
    }

    /// How many frames ``frameTimes`` holds, counted without making them.
    package var frameCount: Int { tickCount + (animated.timeline.duration != nil ? 1 : 0) }

    private var tickCount: Int {
        let ticks = (animated.timeline.shownDuration * framesPerSecond - 1e-9).rounded(.up)
        return ticks < Double(Int.max / 2) ? max(1, Int(ticks)) : Int.max / 2
    }

    /// The animation as SVG that plays by itself (SMIL).
    package func svg(annotate: AnnotationLevel) throws(Error) -> [UInt8] {
        let values = panels.reduce(0) { $0 + KeyTimeline.count($1.animated.timeline) * $1.animated.presentation.layouts[0].views.count }
        guard values <= Self.maximumValues else { throw .tooManyValues(values) }
        let drawn = panels.map { panel in
            var scene = panel.animated.animatedPanel(annotate: annotate, hold: hold)
            scene.label = panel.label
            return scene
        }
        return renderMarkupSVG(prepareRender(drawn, options: options))
    }

    /// One frame, as a panel for any renderer.
    package func frame(at t: Double, annotate: AnnotationLevel) -> RenderScene {
        animated.frame(at: t, annotate: annotate, label: panels[0].label)
    }

    /// One frame of every panel, each captioned with its panel's label.
    package func frames(at t: Double, annotate: AnnotationLevel) -> [RenderScene] {
        panels.map { $0.animated.frame(at: t, annotate: annotate, label: $0.label) }
    }

    /// `count` frames at equal times, the first at 0 and the last at the end, captioned with
    /// their times; the first and last annotated at `annotate` (they show solved layouts), the
    /// others not (their frames satisfy no constraint system).
    package func filmstrip(count: Int, annotate: AnnotationLevel) -> [RenderScene] {
        let span = animated.timeline.shownDuration
        return panels.flatMap { panel in
            (0..<count).map { i in
                let t = count == 1 ? 0 : span * Double(i) / Double(count - 1)
                let ends = i == 0 || i == count - 1
                return panel.animated.frame(at: t, annotate: ends ? annotate : .none, label: (panel.label.map { $0 + " · " } ?? "") + caption(t))
            }
        }
    }

    /// "t = 0.25 s", with the progress along the curve when the views are moving.
    func caption(_ t: Double) -> String {
        let sample = animated.timeline.sample(at: t)
        var text = "t = \(formatNumber(t, .decimals(3))) s"
        if sample.isMoving && sample.from != sample.to { text += " · p = \(formatNumber(sample.progress, .decimals(3)))" }
        return text
    }

    /// The times of the frames, refused when there would be too many.
    private func checkedFrameTimes(annotate: AnnotationLevel) throws(Error) -> [Double] {
        guard frameCount <= Self.maximumFrames else { throw .tooManyFrames(frameCount) }
        // Every frame is the size of the first (panels keep the canvas's size): refused before
        // any is drawn when one cannot be drawn. Frames are streamed, so their number does not
        // add up in memory.
        let first = prepareRender(frames(at: 0, annotate: annotate), options: options).layout
        let (width, height) = (first.pixelWidth, first.pixelHeight)
        guard width <= 1 << 15, height <= 1 << 15, width * height <= Self.maximumFramePixels else {
            throw .frameTooLarge(width: width, height: height)
        }
        return frameTimes
    }

    /// The frame at `t`, drawn: made when it is needed and dropped once encoded, so that an
    /// animation's memory does not grow with its length.
    private func rasterFrame(at t: Double, annotate: AnnotationLevel) throws(Error) -> RGBAImage {
        do {
            return try rasterize(prepareRender(frames(at: t, annotate: annotate), options: options))
        } catch {
            throw .render(error)
        }
    }

    /// The frame at `t` as libwebp takes it: one buffer a frame, handed to the encoder as it is.
    private func argbFrame(at t: Double, annotate: AnnotationLevel) throws(Error) -> ARGBImage {
        do {
            return try rasterizeARGB(prepareRender(frames(at: t, annotate: annotate), options: options))
        } catch {
            throw .render(error)
        }
    }

    /// The end of each frame in seconds: the next frame's time, the last one's plus the hold
    /// (or, repeating forever, the end of the first pass).
    private func frameEnds(_ times: [Double]) -> [Double] {
        let last = animated.timeline.duration == nil ? animated.timeline.shownDuration : times[times.count - 1] + hold
        return Array(times.dropFirst()) + [max(last, times[times.count - 1] + 0.02)]
    }

    /// An animated GIF; delays in hundredths of a second from rounded cumulative times, so
    /// that no drift builds up. The frames are drawn twice, once for the palette they share and
    /// once to be written, rather than held; each drawn while the one before is taken in.
    package func gif(annotate: AnnotationLevel) throws(Error) -> [UInt8] {
        let times = try checkedFrameTimes(annotate: annotate)
        let ends = frameEnds(times)
        let delays = zip(times, ends).map { start, end in Int((end * 100).rounded()) - Int((start * 100).rounded()) }
        let first = try rasterFrame(at: times[0], annotate: annotate)
        var builder = GIFPaletteBuilder(totalPixels: first.width * first.height * times.count)
        builder.add(first)
        do {
            try FramePipeline.forEach(count: times.count - 1) { (i) throws(Error) in try rasterFrame(at: times[i + 1], annotate: annotate) } encode: {
                builder.add($1)
            }
            let writer = try GIFWriter(width: first.width, height: first.height, palette: builder.palette())
            try writer.add(first, delay: delays[0])
            try FramePipeline.forEach(count: times.count - 1) { (i) throws(Error) in try rasterFrame(at: times[i + 1], annotate: annotate) } encode: {
                try writer.add($1, delay: delays[$0 + 1])
            }
            return try writer.finish()
        } catch let error as GIFWriter.Error {
            throw .encoder(error.description)
        } catch let error as Error {
            throw error
        } catch {
            throw .encoder("\(error)")
        }
    }

    /// A lossless animated WebP, timed in milliseconds, each frame encoded while the next is drawn.
    package func webp(annotate: AnnotationLevel) throws(Error) -> [UInt8] {
        let times = try checkedFrameTimes(annotate: annotate)
        let ends = frameEnds(times)
        do {
            var writer: WebPWriter? = nil
            try FramePipeline.forEach(count: times.count) { (i) throws(Error) in try argbFrame(at: times[i], annotate: annotate) } encode: {
                if writer == nil { writer = try WebPWriter(width: $1.width, height: $1.height) }
                try writer!.add($1, timestamp: Int((times[$0] * 1000).rounded()))
            }
            return try writer!.finish(end: Int((ends[ends.count - 1] * 1000).rounded()))
        } catch let error as WebPWriter.Error {
            throw .encoder(error.description)
        } catch let error as Error {
            throw error
        } catch {
            throw .encoder("\(error)")
        }
    }
}
