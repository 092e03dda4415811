/// The files a render writes.
package enum OutputFormat: String, CaseIterable, Sendable {
    case png
    case svg
    case pdf

    /// The format a path's extension names (case-insensitive), nil for any other.
    package init?(path: String) {
        guard let dot = path.lastIndex(of: "."), !path[dot...].contains("/") else { return nil }
        self.init(rawValue: path[path.index(after: dot)...].lowercased())
    }
}
