extension String {
    /// The text as it may stand in XML's (or HTML's) text and quoted attributes: `&`, `<`, `>`
    /// and both quotes as references.
    package var escapedForXML: String {
        var out = ""
        for c in unicodeScalars {
            switch c {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&apos;"
            default: out.unicodeScalars.append(c)
            }
        }
        return out
    }
}
