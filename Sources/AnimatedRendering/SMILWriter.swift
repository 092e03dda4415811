import Animation
import AutoLayout
import CairoRendering
import Foundation
import Rendering

/// Writes an animation as SVG with SMIL animation elements, which browsers play in an `<img>`
/// too (a README's): one group per view, its position, size, transform parts, opacity and
/// colour animated along the key timeline, and its content drawn once and stretched.
///
/// The static attributes are the last frame's, which viewers that do not animate show.
struct SMILWriter {
    let animated: AnimatedScene
    let keys: KeyTimeline

    init(animated: AnimatedScene, hold: Double) {
        self.animated = animated
        keys = KeyTimeline(animated.timeline, hold: hold)
    }

    /// Every key of every part, in order, with its part.
    private var allSamples: [Timeline.Sample] { keys.parts.flatMap(\.samples) }

    func write(to svg: SVGMarkupCanvas) {
        let root = animated.scenes[animated.timeline.finalLayout].engine.root
        write(root, to: svg)
    }

    /// A property's value at every key of every part.
    private struct Track {
        var values: [[String]]
        var isConstant: Bool { Set(values.joined()).count <= 1 }
        var last: String { values.last?.last ?? "" }
    }

    private func track(_ value: (Timeline.Sample) -> String) -> Track {
        Track(values: keys.parts.map { $0.samples.map(value) })
    }

    private func write(_ view: View, to svg: SVGMarkupCanvas) {
        let id = view.identifier
        let presentation = animated.presentation
        func presented(_ s: Timeline.Sample) -> Presentation.PresentedView? { presentation.present(id, s) }
        let samples = allSamples
        guard samples.contains(where: { presented($0)?.isVisible == true }) else { return }
        func frame(_ s: Timeline.Sample) -> Rect { presented(s)?.frame ?? .zero }
        func style(_ s: Timeline.Sample) -> ViewStyle { animated.style(id, s) }

        // Position, and whether it is shown.
        let position = track { s in "\(svgNumber(frame(s).minX)) \(svgNumber(frame(s).minY))" }
        let display = track { s in presented(s)?.isVisible == true ? "inline" : "none" }
        svg.save()
        svg.openGroup("transform=\"translate(\(position.last))\"\(display.isConstant ? "" : " display=\"\(display.last)\"")",
            children: animateTransform("translate", position) + animate("display", display, discrete: true))

        writeTransform(id, frame: frame, to: svg)
        let alpha = track { s in svgNumber(style(s).alpha) }
        if alpha.values.joined().contains(where: { $0 != "1" }) {
            svg.openGroup("opacity=\"\(alpha.last)\"", children: animate("opacity", alpha))
        }
        let width = track { s in svgNumber(frame(s).width) }, height = track { s in svgNumber(frame(s).height) }
        let model = style(animated.timeline.sample(at: animated.timeline.shownDuration))
        writeBackground(id, model: model, width: width, height: height, style: style, to: svg)
        writeContents(id, presented: presented, frame: frame, to: svg)
        if model.clipsToBounds {
            let clip = svg.makeIdentifier("clip")
            let radius = model.cornerRadius > 0 ? " rx=\"\(svgNumber(model.cornerRadius))\"" : ""
            svg.define("<clipPath id=\"\(clip)\"><rect width=\"\(width.last)\" height=\"\(height.last)\"\(radius)>"
                + animate("width", width) + animate("height", height) + "</rect></clipPath>")
            svg.save()
            svg.openGroup("clip-path=\"url(#\(clip))\"")
        }
        for subview in view.subviews { write(subview, to: svg) }
        if model.clipsToBounds { svg.restore() }
        writeBorder(model, frame: frame, to: svg)
        svg.restore()
    }

    /// A transform about the view's center, as nested groups: to the center, translation,
    /// rotation, shear, scale, back from the center. Angles are unwrapped along the keys so that
    /// each interval turns the shorter way, as the blend does.
    private func writeTransform(_ id: String, frame: (Timeline.Sample) -> Rect, to svg: SVGMarkupCanvas) {
        let presentation = animated.presentation
        let transforms = keys.parts.map { part in part.samples.map { presentation.present(id, $0)?.transform ?? .identity } }
        guard transforms.joined().contains(where: { !$0.isIdentity }) else { return }
        var previous: Double?
        let components = transforms.map { list in
            list.map { t -> TransformComponents in
                var c = TransformComponents(t)
                if let p = previous {
                    while c.rotation - p > Double.pi { c.rotation -= 2 * Double.pi }
                    while p - c.rotation > Double.pi { c.rotation += 2 * Double.pi }
                }
                previous = c.rotation
                return c
            }
        }
        func parts(_ value: (TransformComponents) -> String) -> Track { Track(values: components.map { $0.map(value) }) }
        let center = track { s in "\(svgNumber(frame(s).width / 2)) \(svgNumber(frame(s).height / 2))" }
        let back = track { s in "\(svgNumber(-frame(s).width / 2)) \(svgNumber(-frame(s).height / 2))" }
        let groups: [(String, Track)] = [
            ("translate", center),
            ("translate", parts { "\(svgNumber($0.translationX)) \(svgNumber($0.translationY))" }),
            ("rotate", parts { svgAngle($0.rotation) }),
            ("skewX", parts { svgAngle(atan($0.shear)) }),
            ("scale", parts { "\(scaleNumber($0.scaleX)) \(scaleNumber($0.scaleY))" }),
            ("translate", back),
        ]
        for (type, values) in groups {
            if values.isConstant && ["0 0", "0", "1 1"].contains(values.last) { continue }
            svg.openGroup("transform=\"\(type)(\(values.last))\"", children: animateTransform(type, values))
        }
    }

    private func writeBackground(
        _ id: String, model: ViewStyle, width: Track, height: Track, style: (Timeline.Sample) -> ViewStyle, to svg: SVGMarkupCanvas
    ) {
        let colors = track { s in style(s).background.map(svgColor) ?? "none" }
        let opacities = track { s in svgNumber(style(s).background?.alpha ?? 0) }
        guard colors.values.joined().contains(where: { $0 != "none" }) else { return }
        let radius = model.cornerRadius > 0 ? " rx=\"\(svgNumber(model.cornerRadius))\"" : ""
        let opacity = opacities.isConstant && opacities.last == "1" ? "" : " fill-opacity=\"\(opacities.last)\""
        svg.append("<rect width=\"\(width.last)\" height=\"\(height.last)\"\(radius) fill=\"\(colors.last)\"\(opacity)>"
            + animate("width", width) + animate("height", height) + animate("fill", colors) + animate("fill-opacity", opacities)
            + "</rect>")
    }

    /// Each layout's drawing of the content, shown while it is the one in use, stretched from
    /// its size to the frame's.
    private func writeContents(
        _ id: String, presented: (Timeline.Sample) -> Presentation.PresentedView?, frame: (Timeline.Sample) -> Rect, to svg: SVGMarkupCanvas
    ) {
        let layouts = Set(allSamples.compactMap { presented($0)?.contentLayout })
        var written: [Size] = []
        for layout in layouts.sorted() {
            guard let content = animated.content(id, layout: layout), content.size.width > 0, content.size.height > 0,
                !written.contains(content.size) || layouts.count == 1
            else { continue }
            written.append(content.size)
            let sameSize = layouts.filter { animated.content(id, layout: $0)?.size == content.size }
            let shown = track { s in sameSize.contains(presented(s)?.contentLayout ?? -1) ? "inline" : "none" }
            let scale = track { s in
                "\(scaleNumber(frame(s).width / content.size.width)) \(scaleNumber(frame(s).height / content.size.height))"
            }
            svg.save()
            svg.openGroup(
                "transform=\"scale(\(scale.last))\"\(shown.isConstant ? "" : " display=\"\(shown.last)\"")",
                children: animateTransform("scale", scale) + animate("display", shown, discrete: true))
            for operation in content.operations { operation.perform(on: svg) }
            svg.restore()
        }
    }

    private func writeBorder(_ model: ViewStyle, frame: (Timeline.Sample) -> Rect, to svg: SVGMarkupCanvas) {
        let w = model.borderWidth
        guard w > 0 else { return }
        let width = track { s in svgNumber(max(0, frame(s).width - w)) }, height = track { s in svgNumber(max(0, frame(s).height - w)) }
        let color = model.borderColor ?? .black
        let radius = model.cornerRadius > 0 ? " rx=\"\(svgNumber(max(0, model.cornerRadius - w / 2)))\"" : ""
        svg.append("<rect x=\"\(svgNumber(w / 2))\" y=\"\(svgNumber(w / 2))\" width=\"\(width.last)\" height=\"\(height.last)\"\(radius)"
            + " fill=\"none\" stroke=\"\(svgColor(color))\" stroke-width=\"\(svgNumber(w))\""
            + (color.alpha < 1 ? " stroke-opacity=\"\(svgNumber(color.alpha))\"" : "") + ">"
            + animate("width", width) + animate("height", height) + "</rect>")
    }

    // MARK: Animation elements

    private func animate(_ attribute: String, _ track: Track, discrete: Bool = false) -> String {
        elements("animate attributeName=\"\(attribute)\"", track, discrete: discrete)
    }

    private func animateTransform(_ type: String, _ track: Track) -> String {
        elements("animateTransform attributeName=\"transform\" type=\"\(type)\"", track, discrete: false)
    }

    /// One element per part, or none when the value never changes.
    private func elements(_ head: String, _ track: Track, discrete: Bool) -> String {
        guard !track.isConstant else { return "" }
        var out = ""
        for (part, values) in zip(keys.parts, track.values) {
            let timing = part.repeats
                ? "begin=\"\(seconds(part.begin))\" dur=\"\(seconds(part.duration))\" repeatCount=\"indefinite\""
                : "begin=\"\(seconds(part.begin))\" dur=\"\(seconds(part.duration))\" fill=\"freeze\""
            let keyTimes = part.keyTimes.map(fraction).joined(separator: ";")
            var mode: String
            if discrete {
                mode = "calcMode=\"discrete\""
            } else {
                let splines = part.splines.map { "\(fraction($0.x1)) \(fraction($0.y1)) \(fraction($0.x2)) \(fraction($0.y2))" }
                mode = "calcMode=\"spline\" keySplines=\"\(splines.joined(separator: ";"))\""
            }
            out += "<\(head) \(timing) values=\"\(values.joined(separator: ";"))\" keyTimes=\"\(keyTimes)\" \(mode)/>"
        }
        return out
    }

    private func seconds(_ t: Double) -> String { svgNumber(t) + "s" }
}

/// A number from 0 to 1 with up to six decimals.
func fraction(_ value: Double) -> String {
    let rounded = (value * 1_000_000).rounded() / 1_000_000
    if rounded == rounded.rounded() { return String(Int(rounded)) }
    return String(format: "%.6f", rounded).replacingOccurrences(of: "0+$", with: "", options: .regularExpression)
}

/// Degrees, to three decimals.
func svgAngle(_ radians: Double) -> String { svgNumber(radians * 180 / Double.pi) }

/// A scale factor, to six decimals.
func scaleNumber(_ value: Double) -> String {
    let rounded = (value * 1_000_000).rounded() / 1_000_000
    if rounded == rounded.rounded() { return String(Int(rounded)) }
    return String(format: "%.6f", rounded).replacingOccurrences(of: "0+$", with: "", options: .regularExpression)
}
