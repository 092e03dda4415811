/// SF Symbols' names where UIKit draws one without the document naming it.
package enum SymbolNames {
    /// The SF Symbol UIKit draws for a system bar button item or tab bar item (`systemItem="trash"`).
    package static let systemItems: [String: String] = [
        "add": "plus", "trash": "trash", "action": "square.and.arrow.up", "compose": "square.and.pencil", "search": "magnifyingglass",
        "refresh": "arrow.clockwise", "reply": "arrowshape.turn.up.left", "camera": "camera", "organize": "folder",
        "bookmarks": "book", "rewind": "backward.fill", "fastForward": "forward.fill", "play": "play.fill", "pause": "pause.fill",
        "stop": "xmark", "mostRecent": "clock.arrow.circlepath", "history": "clock.arrow.circlepath", "favorites": "star.fill",
        "featured": "star", "topRated": "star", "recents": "clock.fill", "more": "ellipsis", "contacts": "person.circle",
        "mostViewed": "star", "downloads": "icloud.and.arrow.up",
    ]
}
