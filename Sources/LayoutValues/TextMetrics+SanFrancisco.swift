extension TextMetrics {
    /// Text in the family that stands for San Francisco (``TextContent/documentSystemFamily``)
    /// is as tall as San Francisco's: as many lines as the stand-in set, each San Francisco's
    /// line height, the first baseline its ascender below the top and the last its descender
    /// above the bottom (`UILabel` sizes a label by its font's `lineHeight`); the width stays
    /// the stand-in's. Other text keeps its own metrics.
    package func inSanFranciscosLines(_ content: TextContent) -> TextMetrics {
        guard content.font.hasPrefix(TextContent.documentSystemFamily + " "), size.height > 0 else { return self }
        let font = FontMetrics.systemFont(ofSize: content.pointSize)
        // One line's height in the stand-in: the text's height less the distance between its
        // first and last baselines.
        let line = size.height - (lastBaseline - firstBaseline)
        let lines = line > 0 ? max(1, (size.height / line).rounded()) : 1
        let height = lines * font.lineHeight
        return TextMetrics(size: Size(width: size.width, height: height), firstBaseline: font.ascender, lastBaseline: height - font.descender)
    }
}
