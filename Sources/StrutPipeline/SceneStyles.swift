import AutoLayout
import InterfaceBuilder
import Rendering
import SceneFile
import SceneModel

/// A loaded scene as the renderer wants it: colours read, captions set.
package enum SceneStyles {
    package static func renderScene(_ scene: LoadedScene, label: String?) throws(SceneError) -> RenderScene {
        var styles: [String: ViewStyle] = [:]
        for (id, spec) in scene.styles { styles[id] = try style(spec) }
        return RenderScene(
            layout: scene.solvedLayout, styles: styles, title: scene.title,
            background: try scene.canvas.background.map(color), label: label)
    }

    private static func style(_ spec: StyleSpec) throws(SceneError) -> ViewStyle {
        ViewStyle(
            background: try spec.background.map(color), borderWidth: spec.borderWidth,
            borderColor: try spec.borderColor.map(color), cornerRadius: spec.cornerRadius, alpha: spec.alpha,
            clipsToBounds: spec.clipsToBounds, textColor: try spec.textColor.map(color),
            textAlignment: spec.textAlignment.flatMap(TextAlignment.init(rawValue:)) ?? .natural, control: try spec.control.map { c throws(SceneError) in try control(c, textColor: spec.textColor) },
            contentMode: spec.contentMode.flatMap(ContentMode.init(rawValue:)) ?? .scaleToFill,
            textInsets: spec.textInsets, shrinksTextToFit: spec.shrinksTextToFit, adjustsContentBelowBars: spec.adjustsContentBelowBars,
            textFlowsFromTop: spec.textFlowsFromTop)
    }

    /// Each input's base scene laid out, as panels: a storyboard's or xib's scenes captioned
    /// with their titles and their views named as in Xcode's outline.
    package static func panels(
        _ inputs: [InputScene],
        load: ScenePanels.Loader = { document, state, device throws(SceneError) in try SceneLoader.load(document, state: state, device: device) }
    ) throws(SceneError) -> [RenderScene] {
        var scenes: [RenderScene] = []
        for input in inputs {
            let loaded = try load(input.document, nil, nil)
            let named = [inputs.count > 1 ? input.interfaceBuilder?.title ?? input.interfaceBuilder?.id : nil, input.freeformCaption].compactMap { $0 }
            let caption = named.isEmpty ? nil : named.joined(separator: " · ")
            var scene = try renderScene(loaded, label: caption)
            if inputs.count > 1 { scene.title = nil }
            if let document = input.interfaceBuilder {
                scene.names = annotationNames(document)
                scene.marksIssuesFrom = .all
                scene.systemFamily = TextContent.documentSystemFamily
                scene.bars = try document.bars.map { bar throws(SceneError) in (bar.frame, try control(bar.control)) }
            }
            scenes.append(scene)
        }
        return scenes
    }

    /// How much to annotate when not told: a storyboard or xib as Xcode's canvas shows it (the
    /// views alone), a scene file with its constraints.
    package static func defaultAnnotation(path: String) -> AnnotationLevel {
        InterfaceBuilderDocument.isDocument(path) ? .none : .constraints
    }

    /// A storyboard's or xib's views named for annotations as Xcode's outline names them, cut
    /// to 28 characters.
    package static func annotationNames(_ document: InterfaceBuilderScene) -> [String: String] {
        document.views.mapValues { info in info.name.count > 28 ? String(info.name.prefix(27)) + "…" : info.name }
    }

    /// - Parameter textColor: a symbol's colour when its control names none (a scene file's view
    ///   colours its symbol as its text).
    package static func control(_ spec: ControlSpec, textColor: Located<String>? = nil) throws(SceneError) -> Control {
        switch spec {
        case .toggle(let on): .toggle(on: on)
        case .slider(let value): .slider(value: value)
        case .segmented(let titles, let selected): .segmented(titles: titles, selected: selected)
        case .stepper: .stepper
        case .progress(let value): .progress(value: value)
        case .pageControl(let pages, let current): .pageControl(pages: pages, current: current)
        case .activityIndicator: .activityIndicator
        case .image(let name): .image(name: name)
        case .customView(let name): .customView(className: name)
        case .material(let style): .material(style: style)
        case .symbol(let name, let scale, let weight, let fitsView):
            .symbol(
                SymbolImage(
                    name: name, color: try textColor.map(color), scale: scale.flatMap(SymbolImage.Scale.init(rawValue:)) ?? .medium,
                    weight: weight.flatMap(SymbolImage.Weight.init(rawValue:)) ?? .regular, fitsView: fitsView))
        case .glyph(let hex): .glyph(color: hex.flatMap(Color.init(parsing:)))
        case .searchBar(let placeholder): .searchBar(placeholder: placeholder)
        case .tableCell(let inset, let accessory): .tableCell(separatorInset: inset, accessory: accessory)
        case .navigationBar(let title, let leading, let trailing):
            .navigationBar(BarContent(title: title, leading: leading.map(barItem), trailing: trailing.map(barItem)))
        case .toolbar(let items): .toolbar(items: items.map(barItem))
        case .tabBar(let items, let selected): .tabBar(items: items.map(barItem), selected: selected)
        case .statusBar: .statusBar
        case .picker(let rows): .picker(rows: rows)
        }
    }

    private static func barItem(_ spec: BarItemSpec) -> BarItem {
        BarItem(title: spec.title, hasImage: spec.hasImage, isProminent: spec.isProminent, symbol: spec.symbol)
    }

    /// Every colour a laid-out scene draws with, checked as drawing it would (`layout` refuses
    /// what `render` refuses), the first in the file reported.
    package static func checkColors(_ scene: LoadedScene) throws(SceneError) {
        // Each distinct spelling is parsed once, and the uses are listed only of a bad one, to
        // report the first in the file: a large scene repeats a handful of colours many times
        // over, and a list of every use was a large scene's largest allocation after its layout.
        var isKnown: [String: Bool] = [:]
        forEachColor(of: scene) { text in
            if isKnown[text.value] == nil { isKnown[text.value] = Color(parsing: text.value) != nil }
        }
        guard isKnown.values.contains(false) else { return }
        var bad: [Located<String>] = []
        forEachColor(of: scene) { text in
            if isKnown[text.value] == false { bad.append(text) }
        }
        bad.sort { ($0.location.line, $0.location.column) < ($1.location.line, $1.location.column) }
        for text in bad { _ = try color(text) }
    }

    /// The canvas's colour, then each look's background, border and text colours.
    private static func forEachColor(of scene: LoadedScene, _ body: (Located<String>) -> Void) {
        if let background = scene.canvas.background { body(background) }
        for style in scene.styles.values {
            if let background = style.background { body(background) }
            if let border = style.borderColor { body(border) }
            if let text = style.textColor { body(text) }
        }
    }

    /// A colour, or a located error with a suggestion spelt as UIKit or CSS spells it.
    package static func color(_ text: Located<String>) throws(SceneError) -> Color {
        guard let color = Color(parsing: text.value) else {
            let hint = text.value.hasPrefix("#") ? "" : suggestion(for: text.value, in: Color.spelledNames).map { " (did you mean '\($0)'?)" } ?? ""
            throw SceneError(
                "unknown colour '\(text.value)'\(hint); use #rgb, #rrggbb, #rrggbbaa or a CSS or UIKit name", at: text.location)
        }
        return color
    }
}
