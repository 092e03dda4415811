import CairoRendering
import Rendering
import StrutPipeline

extension StrutScene {
    /// The file formats ``StrutScene/render(as:device:state:annotate:theme:)`` writes.
    public enum ImageFormat: String, Sendable, Hashable, CaseIterable {
        /// A PNG image, at the scene's scale.
        case png
        /// An SVG document, in points.
        case svg
        /// A one-page PDF, in points.
        case pdf

        var outputFormat: OutputFormat {
            switch self {
            case .png: .png
            case .svg: .svg
            case .pdf: .pdf
            }
        }
    }

    /// How much of the layout is drawn over the views.
    public enum Annotation: String, Sendable, Hashable, CaseIterable {
        /// As `strut render` draws the file: a scene file's and a log's constraints, a
        /// storyboard's or xib's views alone, as Xcode's canvas shows them.
        case automatic
        /// The views only, as a screenshot.
        case none
        /// Constraints, layout guides, the safe area, conflicts, ambiguity and the views' names.
        case constraints
        /// Also the layout margins and, for transformed views, the untransformed rectangle.
        case all

        /// The level drawn for a file: ``automatic`` decided by its kind.
        func level(path: String) -> AnnotationLevel {
            switch self {
            case .automatic: SceneStyles.defaultAnnotation(path: path)
            case .none: .none
            case .constraints: .constraints
            case .all: .all
            }
        }
    }

    /// The colours a drawing is made in.
    public enum Theme: String, Sendable, Hashable, CaseIterable {
        /// Light backgrounds, as iOS's light appearance.
        case light
        /// Dark backgrounds, as iOS's dark appearance.
        case dark

        var theme: Rendering.Theme {
            switch self {
            case .light: .light
            case .dark: .dark
            }
        }
    }
}
