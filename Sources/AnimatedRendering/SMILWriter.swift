import Animation
import CairoRendering
import Foundation
import LayoutValues
import Rendering

/// Writes an animation as SVG with SMIL animation elements, which browsers play in an `<img>`
/// too (a README's): one group per view, its position, size, transform parts, opacity and
/// colour animated along the key timeline, and its content drawn once and stretched.
///
/// The static attributes are the last frame's, which viewers that do not animate show.
struct SMILWriter: Sendable {
    let animated: AnimatedScene
    let keys: KeyTimeline

    init(animated: AnimatedScene, hold: Double) {
        self.animated = animated
        keys = KeyTimeline(animated.timeline, hold: hold)
    }

    func write(to svg: SVGMarkupCanvas) {
        let layout = animated.scenes[animated.timeline.finalLayout].layout
        write(layout.root, of: layout, to: svg)
    }

    /// A view at one key: where the presentation has it, and how it looks.
    private struct Key {
        var view: Presentation.PresentedView?
        var style: ViewStyle
        var frame: Rect { view?.frame ?? .zero }
    }

    /// A view at every key of every part, each worked out once.
    private func keys(of id: String) -> [[Key]] {
        keys.parts.map { part in
            part.samples.map { Key(view: animated.presentation.present(id, $0), style: animated.style(id, $0)) }
        }
    }

    /// A property's value at every key of every part.
    private struct Track {
        var values: [[String]]
        var isConstant: Bool { Set(values.joined()).count <= 1 }
        var last: String { values.last?.last ?? "" }
    }

    private func track(_ keys: [[Key]], _ value: (Key) -> String) -> Track {
        Track(values: keys.map { $0.map(value) })
    }

    private func write(_ view: SolvedLayout.ViewLayout, of layout: SolvedLayout, to svg: SVGMarkupCanvas) {
        let keys = keys(of: view.identifier)
        guard keys.joined().contains(where: { $0.view?.isVisible == true }) else { return }

        // Position, and whether it is shown.
        let position = track(keys) { "\(svgNumber($0.frame.minX)) \(svgNumber($0.frame.minY))" }
        let display = track(keys) { $0.view?.isVisible == true ? "inline" : "none" }
        svg.save()
        svg.openGroup("transform=\"translate(\(position.last))\"\(display.isConstant ? "" : " display=\"\(display.last)\"")",
            children: animateTransform("translate", position) + animate("display", display, discrete: true))

        writeTransform(keys, to: svg)
        let alpha = track(keys) { svgNumber($0.style.alpha) }
        if alpha.values.joined().contains(where: { $0 != "1" }) {
            svg.openGroup("opacity=\"\(alpha.last)\"", children: animate("opacity", alpha))
        }
        let width = track(keys) { svgNumber($0.frame.width) }, height = track(keys) { svgNumber($0.frame.height) }
        let model = keys.last?.last?.style ?? ViewStyle()
        writeBackground(keys, model: model, width: width, height: height, to: svg)
        writeContents(view.identifier, keys, mode: model.contentMode, to: svg)
        if model.clipsToBounds {
            let clip = svg.makeIdentifier("clip")
            let radius = model.cornerRadius > 0 ? " rx=\"\(svgNumber(model.cornerRadius))\"" : ""
            svg.define("<clipPath id=\"\(clip)\"><rect width=\"\(width.last)\" height=\"\(height.last)\"\(radius)>"
                + animate("width", width) + animate("height", height) + "</rect></clipPath>")
            svg.save()
            svg.openGroup("clip-path=\"url(#\(clip))\"")
        }
        for subview in view.subviews.compactMap(layout.view) { write(subview, of: layout, to: svg) }
        if model.clipsToBounds { svg.restore() }
        writeBorder(keys, model: model, to: svg)
        svg.restore()
    }

    /// A transform about the view's center, as nested groups: to the center, translation,
    /// rotation, shear, scale, back from the center. Angles are unwrapped along the keys so that
    /// each interval turns the shorter way, as the blend does.
    private func writeTransform(_ keys: [[Key]], to svg: SVGMarkupCanvas) {
        let transforms = keys.map { part in part.map { $0.view?.transform ?? .identity } }
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
        let groups: [(String, Track)] = [
            ("translate", track(keys) { "\(svgNumber($0.frame.width / 2)) \(svgNumber($0.frame.height / 2))" }),
            ("translate", parts { "\(svgNumber($0.translationX)) \(svgNumber($0.translationY))" }),
            ("rotate", parts { svgAngle($0.rotation) }),
            ("skewX", parts { svgAngle(atan($0.shear)) }),
            ("scale", parts { "\(scaleNumber($0.scaleX)) \(scaleNumber($0.scaleY))" }),
            ("translate", track(keys) { "\(svgNumber(-$0.frame.width / 2)) \(svgNumber(-$0.frame.height / 2))" }),
        ]
        for (type, values) in groups {
            if values.isConstant && ["0 0", "0", "1 1"].contains(values.last) { continue }
            svg.openGroup("transform=\"\(type)(\(values.last))\"", children: animateTransform(type, values))
        }
    }

    private func writeBackground(_ keys: [[Key]], model: ViewStyle, width: Track, height: Track, to svg: SVGMarkupCanvas) {
        let colors = track(keys) { $0.style.background.map(svgColor) ?? "none" }
        let opacities = track(keys) { svgNumber($0.style.background?.alpha ?? 0) }
        guard colors.values.joined().contains(where: { $0 != "none" }) else { return }
        let radius = model.cornerRadius > 0 ? " rx=\"\(svgNumber(model.cornerRadius))\"" : ""
        let opacity = opacities.isConstant && opacities.last == "1" ? "" : " fill-opacity=\"\(opacities.last)\""
        svg.append("<rect width=\"\(width.last)\" height=\"\(height.last)\"\(radius) fill=\"\(colors.last)\"\(opacity)>"
            + animate("width", width) + animate("height", height) + animate("fill", colors) + animate("fill-opacity", opacities)
            + "</rect>")
    }

    /// Each drawing of the content the keys use (one per size: the same view drawn for the same
    /// size draws the same), shown while it is in use, laid in the frame as `mode` says
    /// (stretched from its size to the frame's by default).
    private func writeContents(_ id: String, _ keys: [[Key]], mode: ContentMode, to svg: SVGMarkupCanvas) {
        let layouts = Set(keys.joined().compactMap { $0.view?.contentLayout }).sorted()
        var written: Set<Size> = []
        for layout in layouts {
            guard let content = animated.content(id, layout: layout), content.size.width > 0, content.size.height > 0,
                written.insert(content.size).inserted
            else { continue }
            let sameSize = Set(layouts.filter { animated.content(id, layout: $0)?.size == content.size })
            let shown = track(keys) { sameSize.contains($0.view?.contentLayout ?? -1) ? "inline" : "none" }
            let scale = track(keys) {
                "\(scaleNumber($0.frame.width / content.size.width)) \(scaleNumber($0.frame.height / content.size.height))"
            }
            svg.save()
            if mode != .scaleToFill && mode != .redraw {
                // Placed, not stretched: moved within the frame, scaled only to fit or fill.
                let placements = keys.map { $0.map { mode.placement(of: content.size, in: Rect(origin: .zero, size: $0.frame.size)) } }
                let offset = Track(values: placements.map { $0.map { "\(svgNumber($0.x)) \(svgNumber($0.y))" } })
                let scaled = Track(values: placements.map { $0.map { "\(scaleNumber($0.scaleX)) \(scaleNumber($0.scaleY))" } })
                svg.openGroup(
                    "transform=\"translate(\(offset.last))\"\(shown.isConstant ? "" : " display=\"\(shown.last)\"")",
                    children: animateTransform("translate", offset) + animate("display", shown, discrete: true))
                svg.openGroup("transform=\"scale(\(scaled.last))\"", children: animateTransform("scale", scaled))
                for operation in content.operations { operation.perform(on: svg) }
                svg.restore()
                continue
            }
            svg.openGroup(
                "transform=\"scale(\(scale.last))\"\(shown.isConstant ? "" : " display=\"\(shown.last)\"")",
                children: animateTransform("scale", scale) + animate("display", shown, discrete: true))
            for operation in content.operations { operation.perform(on: svg) }
            svg.restore()
        }
    }

    private func writeBorder(_ keys: [[Key]], model: ViewStyle, to svg: SVGMarkupCanvas) {
        let w = model.borderWidth
        guard w > 0 else { return }
        let width = track(keys) { svgNumber(max(0, $0.frame.width - w)) }, height = track(keys) { svgNumber(max(0, $0.frame.height - w)) }
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
func fraction(_ value: Double) -> String { formatNumber(value, .decimals(6)) }

/// Degrees, to three decimals.
func svgAngle(_ radians: Double) -> String { svgNumber(radians * 180 / Double.pi) }

/// A scale factor, to six decimals.
func scaleNumber(_ value: Double) -> String { formatNumber(value, .decimals(6)) }
