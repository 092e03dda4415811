import AnimatedRendering
import AutoLayout
import CairoRendering
import Foundation
import InterfaceBuilder
import LivePreview
import Rendering
import SceneFile
import SceneModel
import StrutPipeline

/// The file `strut watch` shows: read again at each save, drawn and laid out for the page's
/// queries through the same steps as `render` and `layout`.
///
/// A save with an error keeps the last good text: the page draws that, with the error beside it.
/// One lock serialises reading and solving, as the server's tasks ask at once; drawing and
/// writing the JSON happen outside it, from the solved layouts (``SolvedLayout``), so that one
/// query's drawing does not hold up another's.
package final class WatchedFile: PreviewSource, @unchecked Sendable {
    /// The path as given, for messages and the page.
    package let path: String
    /// The file first named, its links resolved once at the start: every reload reads this file,
    /// never what a link put in its place later points to.
    package let resolvedPath: String
    private let measureText: Bool
    private let theme: Theme
    /// The command line's `--state`, `--device` and `--scene`: what the page shows at first.
    private let defaults: PreviewQuery
    private let lock = NSLock()
    private var text = ""
    private var goodText: String?
    private var error: SceneError?
    private var version = 0
    /// The drawing of the query the page asked for last, made at each reload before the page is
    /// told, so that it comes at once.
    private var lastQuery = PreviewQuery()
    private var drawings: [PreviewQuery: PreviewResponse] = [:]
    /// The scenes laid out since the last reload, by scene, state and device: a save is solved
    /// once for the check, the drawing, the diagnostics and the layout.
    private var laidOut: [LayoutKey: LoadedScene] = [:]

    private struct LayoutKey: Hashable {
        let scene: String
        let state: String?
        let device: String?
        let landscape: Bool
    }

    /// Reads the file once.
    /// - Throws: when the file cannot be read (missing, a folder, unreadable); an error in its
    ///   contents is shown on the page instead.
    package init(path: String, measureText: Bool, theme: Theme, defaults: PreviewQuery) throws(SceneError) {
        self.path = path
        self.measureText = measureText
        self.theme = theme
        self.defaults = defaults
        resolvedPath = URL(fileURLWithPath: path).resolvingSymlinksInPath().path
        _ = try SceneInput.read(resolvedPath, regularFileOnly: .watch)
        reload()
    }

    package var currentVersion: Int { lock.withLock { version } }

    /// The file's located error now, if any.
    package var currentError: SceneError? { lock.withLock { error } }

    package func reload() {
        let (query, planned, drawn) = lock.withLock { () -> (PreviewQuery, PlannedDrawing?, Int) in
            version += 1
            drawings = [:]
            laidOut = [:]
            do throws(SceneError) {
                text = try SceneInput.read(resolvedPath, regularFileOnly: .watch)
                try check(text)
                goodText = text
                error = nil
            } catch let failure {
                error = failure
            }
            return (lastQuery, goodText == nil ? nil : plan(lastQuery), version)
        }
        // Drawn before the page is told, so that it comes at once.
        guard let planned else { return }
        keep(planned.draw(), for: query, drawnAt: drawn)
    }

    /// Keeps a drawing for its query unless the file was read again while it was drawn.
    private func keep(_ drawing: PreviewResponse, for query: PreviewQuery, drawnAt drawn: Int) {
        lock.withLock {
            if version == drawn { drawings[query] = drawing }
        }
    }

    /// Reads and solves every scene of the text: what `layout` would refuse is an error here.
    private func check(_ text: String) throws(SceneError) {
        let device = try device(named: defaults.device)
        let inputs = try SceneInput.scenes(
            text: text, path: path, measureText: measureText, device: isDocument ? device?.device : nil, landscape: device?.landscape ?? false)
        for input in inputs {
            _ = try load(turned(input, device), nil, isDocument ? nil : device?.device)
        }
    }

    /// A scene file laid out in a state on a device, once per reload. (A document's scenes are read
    /// for the device, so they are laid out each time.)
    private func load(_ document: SceneDocument, _ state: String?, _ device: Device?) throws(SceneError) -> LoadedScene {
        guard !isDocument else { return try SceneLoader.load(document, state: state, device: device) }
        let key = LayoutKey(scene: document.root.id.value, state: state, device: device?.name, landscape: document.canvas.landscape)
        if let scene = laidOut[key] { return scene }
        let scene = try SceneLoader.load(document, state: state, device: device)
        laidOut[key] = scene
        return scene
    }

    private var isDocument: Bool { InterfaceBuilderDocument.isDocument(path) }

    // MARK: - The page's queries

    package func preview(_ query: PreviewQuery) -> PreviewResponse {
        lock.withLock {
            var status = PreviewStatus(
                file: SceneInput.displayName(path), version: version, error: error.map(message), warnings: [], scenes: [], states: [],
                devices: (Device.all + Device.interfaceBuilder).flatMap { [$0.name, $0.name + ":landscape"] }, animations: [], diagnostics: [],
                lines: text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init))
            guard goodText != nil else { return .content(status.json, type: "application/json") }
            do throws(SceneError) {
                let scenes = try loaded(query)
                let document = scenes[0].input.document
                status.states = isDocument ? [] : document.states.map(\.name.value)
                status.animations = isDocument ? [] : document.animations.map(\.name.value)
                status.scenes = try allScenes().compactMap { $0.interfaceBuilder.map { .init(id: $0.id, title: $0.title) } }
                status.warnings = scenes.compactMap(\.input.interfaceBuilder).flatMap(\.warnings).map(\.description)
                status.diagnostics = scenes.flatMap { diagnostics($0.scene, document: $0.input.document) }
                return .content(status.json, type: "application/json")
            } catch {
                return .notFound("\(error)")
            }
        }
    }

    package func drawing(_ query: PreviewQuery) -> PreviewResponse {
        let (planned, drawn) = lock.withLock { () -> (PlannedDrawing, Int) in
            lastQuery = query
            if let drawing = drawings[query] { return (.drawn(drawing), version) }
            return (plan(query), version)
        }
        if case .drawn(let drawing) = planned { return drawing }
        let drawing = planned.draw()
        keep(drawing, for: query, drawnAt: drawn)
        return drawing
    }

    package func layout(_ query: PreviewQuery) -> PreviewResponse {
        let solved = lock.withLock { () -> Result<[(SolvedLayout, InterfaceBuilderScene?, String?)], SceneError> in
            do throws(SceneError) {
                return .success(try loaded(query).map { ($0.scene.solvedLayout, $0.input.interfaceBuilder, $0.state) })
            } catch {
                return .failure(error)
            }
        }
        switch solved {
        case .success(let layouts):
            let json = JSONValue.list(layouts.map { LayoutReport.json($0.0, $0.1, state: $0.2) })
            return .content(Array(json.utf8), type: "application/json")
        case .failure(let error):
            return .notFound("\(error)")
        }
    }

    // MARK: - Solving (under the lock) and drawing (outside it)

    /// A drawing laid out and ready to draw: everything the drawing reads of the scenes was
    /// solved under the lock, into each panel's ``SolvedLayout``.
    private enum PlannedDrawing {
        case drawn(PreviewResponse)
        case still([RenderScene], RenderOptions)
        case animation(AnimatedScene, RenderOptions, location: SourceLocation)

        func draw() -> PreviewResponse {
            switch self {
            case .drawn(let response): return response
            case .still(let panels, let options):
                do {
                    return .content(try render(prepareRender(panels, options: options), format: .svg), type: "image/svg+xml")
                } catch {
                    return .notFound("\(error)")
                }
            case .animation(let animated, let options, let location):
                let output = AnimationOutput(animated: animated, options: options, framesPerSecond: AnimationOutput.defaultFramesPerSecond)
                do {
                    return .content(try output.svg(annotate: options.annotate), type: "image/svg+xml")
                } catch {
                    return .notFound("\(SceneError("\(error)", at: location))")
                }
            }
        }
    }

    private func plan(_ query: PreviewQuery) -> PlannedDrawing {
        do throws(SceneError) {
            let inputs = try inputs(query)
            let options = RenderOptions(
                scale: 1, theme: theme, annotate: try annotation(query), transparentBackground: false, padding: 16, legend: false)
            if let animation = query.animation { return try animated(inputs[0].document, animation, query: query, options: options) }
            let device = isDocument ? nil : try device(named: query.device ?? defaults.device)
            let panels = try ScenePanels.make(
                inputs, variations: VariationMatrix(devices: [device]), state: query.state ?? defaults.state, file: SceneInput.displayName(path), load: load)
            return .still(panels, options)
        } catch {
            return .drawn(.notFound("\(error)"))
        }
    }

    private func animated(_ document: SceneDocument, _ name: String, query: PreviewQuery, options: RenderOptions) throws(SceneError) -> PlannedDrawing {
        let device = try device(named: query.device ?? defaults.device)
        let input = try AnimationInput.load(Variation(device: device).applied(to: document), animation: name, device: device?.device)
        var panels: [RenderScene] = []
        for scene in input.scenes { panels.append(try SceneStyles.renderScene(scene, label: nil)) }
        let measure = prepareRender([panels[0]], options: options).measure
        let animated = AnimatedScene(scenes: panels, timeline: input.timeline, renderer: Renderer(options: options), measure: measure)
        return .animation(animated, options, location: input.location)
    }

    /// The query's scenes read from the last good text: a document read on the query's device,
    /// its one scene (the first unless the query names one, or `all`).
    private func inputs(_ query: PreviewQuery) throws(SceneError) -> [InputScene] {
        guard let goodText else { throw SceneError("the file has not been read without an error yet", at: fileStart) }
        guard isDocument else { return try SceneInput.scenes(text: goodText, path: path) }
        let device = try device(named: query.device ?? defaults.device)
        let all = try SceneInput.scenes(
            text: goodText, path: path, measureText: measureText, device: device?.device, landscape: device?.landscape ?? false)
        let chosen = query.scene ?? defaults.scene
        if chosen == "all" { return all }
        guard let chosen else { return [all[0]] }
        let matching = all.filter { $0.interfaceBuilder?.id == chosen || $0.interfaceBuilder?.storyboardIdentifier == chosen || $0.interfaceBuilder?.title == chosen }
        guard !matching.isEmpty else { throw SceneError("no scene '\(chosen)'", at: fileStart) }
        return matching
    }

    private func allScenes() throws(SceneError) -> [InputScene] {
        guard isDocument, let goodText else { return [] }
        return try SceneInput.scenes(text: goodText, path: path, measureText: measureText)
    }

    /// Each scene of the query laid out, with the state it is in (named when every state is).
    private func loaded(_ query: PreviewQuery) throws(SceneError) -> [(input: InputScene, scene: LoadedScene, state: String?)] {
        let inputs = try inputs(query)
        let state = query.state ?? defaults.state
        let device = isDocument ? nil : try device(named: query.device ?? defaults.device)
        var scenes: [(InputScene, LoadedScene, String?)] = []
        for input in inputs {
            let states: [String?] = state == "all" ? [nil] + input.document.states.map(\.name.value) : [state]
            for name in states {
                scenes.append((input, try load(turned(input, device), name, device?.device), state == "all" ? name ?? "base" : nil))
            }
        }
        return scenes
    }

    /// A device of `--device` or the page's picker, turned with `:landscape` or `:portrait`.
    private func device(named name: String?) throws(SceneError) -> OrientedDevice? {
        guard let name else { return nil }
        guard let device = OrientedDevice.named(name) else { throw SceneError(OrientedDevice.unknown(name), at: fileStart) }
        return device
    }

    /// A scene file's document in the device's orientation; a document, read for it already, as it is.
    private func turned(_ input: InputScene, _ device: OrientedDevice?) -> SceneDocument {
        isDocument ? input.document : Variation(device: device).applied(to: input.document)
    }

    private func annotation(_ query: PreviewQuery) throws(SceneError) -> AnnotationLevel {
        guard let level = query.annotate else { return query.animation == nil ? SceneStyles.defaultAnnotation(path: path) : .none }
        guard let annotation = AnnotationLevel(rawValue: level) else { throw SceneError("marks are none, constraints or all", at: fileStart) }
        return annotation
    }

    private var fileStart: SourceLocation { SourceLocation(file: SceneInput.displayName(path), line: 1, column: 1) }

    // MARK: - Diagnostics

    private func message(_ error: SceneError) -> PreviewStatus.Message {
        .init(text: error.message + (error.detail.map { "\n" + $0 } ?? ""), line: error.location.line, column: error.location.column)
    }

    /// Conflicts, ambiguity and misplaced views as `layout` prints them, each with the lines of
    /// the file it comes from.
    private func diagnostics(_ scene: LoadedScene, document: SceneDocument) -> [PreviewStatus.Diagnostic] {
        let file = SceneInput.displayName(path)
        let viewLines = Dictionary(definitions(document.root).map { ($0.value, $0.location.line) }, uniquingKeysWith: { first, _ in first })
        func lines(_ constraints: [SolvedLayout.ConstraintStatus]) -> [Int] {
            constraints.compactMap { $0.source?.file == file ? $0.source?.line : nil }
        }
        let layout = scene.solvedLayout
        var diagnostics: [PreviewStatus.Diagnostic] = layout.conflicts.map {
            .init(kind: .conflict, text: $0.description, lines: lines($0.constraints))
        }
        diagnostics += layout.ambiguities.map {
            .init(kind: .ambiguity, text: "Ambiguous layout: \($0)", lines: viewLines[$0.item].map { [$0] } ?? [])
        }
        diagnostics += layout.misplacedViews.map {
            .init(kind: .misplaced, text: "\($0)", lines: viewLines[$0.view].map { [$0] } ?? [])
        }
        return diagnostics
    }

    /// Every view's id where the file defines it.
    private func definitions(_ view: ViewSpec) -> [Located<String>] {
        [view.id] + view.subviews.flatMap(definitions)
    }
}
