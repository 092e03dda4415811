/// A number as people write it: no trailing zeros, at most `decimals` decimals
/// (`20`, `0.5`, `1.125`, `-8`).
func formatNumber(_ value: Double, decimals: Int = 3) -> String {
    guard value.isFinite, abs(value) < 1e12 else { return "\(value)" }
    var factor = 1
    for _ in 0..<decimals { factor *= 10 }
    let scaled = Int((abs(value) * Double(factor)).rounded())
    var fraction = scaled % factor
    var digits = decimals
    while digits > 0 && fraction % 10 == 0 {
        fraction /= 10
        digits -= 1
    }
    var text = (value < 0 && scaled != 0 ? "-" : "") + String(scaled / factor)
    if digits > 0 {
        let written = String(fraction)
        text += "." + String(repeating: "0", count: digits - written.count) + written
    }
    return text
}
