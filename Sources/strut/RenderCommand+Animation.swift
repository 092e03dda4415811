import AnimatedRendering
import Animation
import ArgumentParser
import AutoLayout
import CairoRendering
import Foundation
import Rendering
import SceneFile
import SceneModel
import StrutPipeline

/// `render --animate NAME`: an animated SVG, GIF or WebP, or with `--at` or `--filmstrip` a still.
extension RenderCommand {
    /// The most frames a filmstrip shows.
    static let maximumFilmstrip = 60

    func validateAnimation() throws {
        guard animate != nil else {
            if at != nil || filmstrip != nil || fps != nil {
                throw ValidationError("--at, --filmstrip and --fps need --animate NAME")
            }
            if let format, format.still == nil { throw ValidationError("a \(format.rawValue.uppercased()) is an animation: give --animate NAME") }
            return
        }
        if scenes.count != 1 { throw ValidationError("--animate draws one scene file") }
        if state != nil { throw ValidationError("--animate plays the animation's own states; leave out --state") }
        if deviceNames.count > 1 { throw ValidationError("--animate draws on one device") }
        if at != nil && filmstrip != nil { throw ValidationError("give --at or --filmstrip, not both") }
        if let filmstrip, !(2...Self.maximumFilmstrip).contains(filmstrip) {
            throw ValidationError("--filmstrip is a number of frames from 2 to \(Self.maximumFilmstrip)")
        }
        if let fps, !(fps >= 1 && fps <= 60) { throw ValidationError("--fps is from 1 to 60 frames per second") }
    }

    func runAnimation(_ name: String) throws {
        try checkDestinations(defaultFormat: .svg)
        let path = scenes[0]
        let loaded = try reportingErrors { () throws(SceneError) in try loadAnimation(path, name) }
        let input = loaded[0].input
        let options = RenderOptions(
            scale: scale ?? input.document.canvas.scale, theme: variationOptions.pageTheme, annotate: annotate ?? .constraints,
            transparentBackground: transparent, padding: padding, legend: legend)
        let animations = try reportingErrors { () throws(SceneError) in
            try loaded.map { variation, input throws(SceneError) in
                try animatedPanel(input.animation, theme: variation.theme, label: loaded.count > 1 ? animationMatrix.caption(variation).joined(separator: " · ") : nil, options: options)
            }
        }
        let output = AnimationOutput(panels: animations, options: options, framesPerSecond: fps ?? AnimationOutput.defaultFramesPerSecond)
        // A moving animation is SVG unless told otherwise; a still, PNG.
        let destination = try self.destination(for: path, defaultFormat: at == nil && filmstrip == nil ? .svg : .png)
        let bytes = try reportingErrors { () throws(SceneError) in
            try animationBytes(output, format: destination.format, input: input.animation)
        }
        do throws(RenderError) {
            try writeBytes(bytes, to: destination.path)
        } catch {
            printError("error: \(error)")
            throw ExitCode(2)
        }
    }

    /// The device, text sizes, themes and directions asked for: the animation is played in each
    /// combination, side by side in every frame.
    var animationMatrix: VariationMatrix {
        VariationMatrix(
            devices: [deviceNames.first.flatMap(OrientedDevice.named)], contentSizes: contentSize.categories, themes: variationOptions.themes,
            directions: variationOptions.directions)
    }

    /// The animation loaded in each combination asked for (a theme changes no layout: the
    /// combinations that differ only by theme share theirs).
    private func loadAnimation(_ path: String, _ name: String) throws(SceneError)
        -> [(variation: Variation, input: (document: SceneDocument, animation: AnimationInput))]
    {
        let shownOn = deviceNames.first.flatMap(OrientedDevice.named)
        let inputs = try SceneInput.scenes(
            path, scene: scene, measureText: measureText, device: shownOn?.device, landscape: shownOn?.landscape ?? false)
        guard inputs.count == 1, inputs[0].interfaceBuilder == nil else {
            throw SceneError("a storyboard or xib has no animations; --animate plays a scene file's", at: SourceLocation(file: SceneInput.displayName(path), line: 1, column: 1))
        }
        var laidOut: [String: AnimationInput] = [:]
        var made: [(variation: Variation, input: (document: SceneDocument, animation: AnimationInput))] = []
        for variation in animationMatrix.combinations {
            let document = variation.applied(to: inputs[0].document)
            let key = "\(variation.contentSize?.name ?? "-")|\(variation.direction?.rawValue ?? "-")"
            let animation: AnimationInput
            if let done = laidOut[key] { animation = done } else { animation = try AnimationInput.load(document, animation: name, device: shownOn?.device) }
            laidOut[key] = animation
            made.append((variation, (document, animation)))
        }
        return made
    }

    /// An animation's solved scenes ready to play in a theme, captioned.
    private func animatedPanel(_ input: AnimationInput, theme: Theme?, label: String?, options: RenderOptions) throws(SceneError)
        -> (animated: AnimatedScene, label: String?)
    {
        var panelOptions = options
        if let theme { panelOptions.theme = theme }
        var scenes: [RenderScene] = []
        for loaded in input.scenes {
            var scene = try SceneStyles.renderScene(loaded, label: nil)
            scene.theme = theme
            scenes.append(scene)
        }
        let measure = prepareRender([scenes[0]], options: panelOptions).measure
        return (AnimatedScene(scenes: scenes, timeline: input.timeline, renderer: Renderer(options: panelOptions), measure: measure), label)
    }

    private func animationBytes(_ output: AnimationOutput, format: ImageFormat, input: AnimationInput) throws(SceneError) -> [UInt8] {
        let location = input.location
        let moving = annotate ?? .none
        do {
            if let t = at {
                try AnimationInput.checkTime(t, input.timeline, file: location.file)
                return try still([output.frame(at: t, annotate: annotate ?? .constraints)], format: format, output: output, location: location)
            }
            if let count = filmstrip {
                return try still(output.filmstrip(count: count, annotate: annotate ?? .constraints), format: format, output: output, location: location)
            }
            switch format {
            case .svg: return try output.svg(annotate: moving)
            case .gif:
                if let fps, fps > 50 { throw SceneError("a GIF plays at most 50 frames per second (2 hundredths a frame); lower --fps or write .webp", at: location) }
                return try output.gif(annotate: moving)
            case .webp: return try output.webp(annotate: moving)
            case .png, .pdf:
                throw SceneError("a \(format.rawValue.uppercased()) does not move: write .svg, .gif or .webp, or draw stills with --at T or --filmstrip N", at: location)
            }
        } catch let error as SceneError {
            throw error
        } catch {
            throw SceneError("\(error)", at: location)
        }
    }

    /// Frames as a still image, through the usual renderer.
    private func still(_ frames: [RenderScene], format: ImageFormat, output: AnimationOutput, location: SourceLocation) throws -> [UInt8] {
        guard let still = format.still else {
            throw SceneError("--at and --filmstrip draw stills: write .png, .svg or .pdf", at: location)
        }
        let prepared = prepareRender(frames, options: output.options)
        let s = prepared.options.scale, size = prepared.layout.size
        guard still != .png || size.width * size.height * s * s <= SceneParser.maximumPixels else {
            throw SceneError("the image would have \(Int(size.width * size.height * s * s / 1e6)) megapixels at scale \(s); at most 100 (lower --scale or --filmstrip)", at: location)
        }
        do {
            return try render(prepared, format: still)
        } catch {
            throw SceneError("\(error)", at: location)
        }
    }

}
