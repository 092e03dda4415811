/// What the live preview shows: the watched file, read again on each save, drawn and laid out on
/// request. The server knows nothing of scenes; the command line gives it one of these.
///
/// Calls come from the server's tasks, several at once: an implementation serialises its work.
package protocol PreviewSource: Sendable {
    /// Reads the file again, and keeps what it holds when it is good: a file with an error keeps
    /// the last good scene, with the error in ``preview(_:)``.
    func reload()

    /// What the page shows beside the drawing, for a query: ``PreviewStatus`` as JSON.
    func preview(_ query: PreviewQuery) -> PreviewResponse

    /// The drawing, as SVG (animated when the query names an animation).
    func drawing(_ query: PreviewQuery) -> PreviewResponse

    /// The laid-out scene as `strut layout --json` prints it.
    func layout(_ query: PreviewQuery) -> PreviewResponse
}

/// What the page asks to see: a state, a device, a document's scene, an animation, the marks.
/// Nil is the default (the base scene, the scene's own canvas, the first scene, no animation,
/// the constraints marked).
package struct PreviewQuery: Sendable, Hashable {
    package var state: String?
    package var device: String?
    package var scene: String?
    package var animation: String?
    /// `none`, `constraints` or `all`, as `render --annotate`.
    package var annotate: String?

    package init(state: String? = nil, device: String? = nil, scene: String? = nil, animation: String? = nil, annotate: String? = nil) {
        self.state = state
        self.device = device
        self.scene = scene
        self.animation = animation
        self.annotate = annotate
    }

    /// The query of a request's URL parameters (`?state=open&device=ipad`); empty values are the
    /// default.
    package init(parameters: [String: String]) {
        func value(_ key: String) -> String? { parameters[key].flatMap { $0.isEmpty ? nil : $0 } }
        self.init(
            state: value("state"), device: value("device"), scene: value("scene"), animation: value("animation"),
            annotate: value("annotate"))
    }
}

/// A response's body, or what went wrong with the query (an unknown state, say).
package enum PreviewResponse: Sendable, Equatable {
    case content([UInt8], type: String)
    /// The query cannot be answered: 404 with the message as plain text.
    case notFound(String)
}
