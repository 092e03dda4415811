extension ViewSpec {
    /// The labels in a text style that stand for their text by a saved size (`measuresText:
    /// false`, as `convert` writes a document's) measured instead, at every depth: when a text
    /// size is asked for, the saved size no longer fits, as a document's labels are measured
    /// under `--content-size`.
    package mutating func measureTextStyles() {
        if text?.textStyle != nil && !measuresText {
            measuresText = true
            intrinsicSize = nil
        }
        for index in subviews.indices { subviews[index].measureTextStyles() }
    }
}
