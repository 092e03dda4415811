/// How ``formatNumber(_:_:)`` rounds a number before writing it.
package enum NumberRounding: Sendable {
    /// To this many significant digits: six is how Apple's logs print constants and multipliers
    /// (`0.967742`, `5.16129`).
    case significantDigits(Int)
    /// To at most this many decimals, written out in full (`0.000015`, never `1.5e-05`): nine in
    /// the JSON reports (solver noise rounded away), six in animated SVG, three in drawings, two
    /// in tables.
    case decimals(Int)
    /// Not at all: the shortest text that reads back as the same number.
    case exact
    /// As C's `%g` writes it, exponent included (`1e+06`, `1e-05`): how Apple's messages quote a
    /// number it refused.
    case cFormat
}

/// A number as people write it, the one formatter of every report, drawing and message: rounded
/// as asked, then without a trailing `.0` and never `-0` (`20`, `0.5`, `1.125`, `-8`). A number
/// that is not finite, or from 1e15 on, is written as Swift prints it.
///
/// - Complexity: O(1); no Foundation.
package func formatNumber(_ value: Double, _ rounding: NumberRounding = .significantDigits(6)) -> String {
    guard value.isFinite else { return rounding.isCFormat ? formatG(value) : "\(value)" }
    let rounded: Double
    switch rounding {
    case .significantDigits(let digits): rounded = roundedToSignificantDigits(value, digits)
    case .decimals(let decimals): rounded = roundedToDecimals(value, decimals)
    case .exact: rounded = value
    case .cFormat: return formatG(value)
    }
    let plain = rounded + 0.0  // -0 is 0
    if plain == plain.rounded() && abs(plain) < 1e15 { return String(Int64(plain)) }
    if case .decimals = rounding { return withoutExponent("\(plain)") }
    return "\(plain)"
}

/// Swift's shortest text of a small number with its exponent written out: `1.5e-05` is
/// `0.000015`. Other texts are returned as they are.
private func withoutExponent(_ text: String) -> String {
    guard let e = text.firstIndex(of: "e"), let exponent = Int(text[text.index(after: e)...]), exponent < 0 else { return text }
    var mantissa = text[..<e]
    let sign = mantissa.hasPrefix("-") ? "-" : ""
    if !sign.isEmpty { mantissa = mantissa.dropFirst() }
    let digits = mantissa.filter { $0 != "." }
    let whole = mantissa.prefix { $0 != "." }.count
    // The point moves left by -exponent places from after the whole part.
    let zeros = -exponent - whole
    return sign + "0." + String(repeating: "0", count: max(0, zeros)) + String(digits)
}

extension NumberRounding {
    fileprivate var isCFormat: Bool {
        if case .cFormat = self { return true }
        return false
    }
}

private func powerOfTen(_ exponent: Int) -> Double {
    var scale = 1.0
    for _ in 0..<exponent { scale *= 10 }
    return scale
}

private func roundedToDecimals(_ value: Double, _ decimals: Int) -> Double {
    let scale = powerOfTen(decimals)
    return (value * scale).rounded() / scale
}

/// `digits` significant digits, counted from the first digit of the integer part, or of the
/// fraction below 1 (at most 15 decimals).
private func roundedToSignificantDigits(_ value: Double, _ digits: Int) -> Double {
    if value == value.rounded() { return value }
    var decimals = digits - 1
    var magnitude = abs(value)
    while magnitude >= 10 && decimals > 0 { magnitude /= 10; decimals -= 1 }
    while magnitude < 1 && decimals < 15 { magnitude *= 10; decimals += 1 }
    return roundedToDecimals(value, decimals)
}

/// C's `%g`: six significant digits, trailing zeros dropped, an exponent below 1e-4 and from 1e6.
private func formatG(_ value: Double) -> String {
    guard value.isFinite else { return value.isNaN ? "nan" : (value < 0 ? "-inf" : "inf") }
    let sign = value.sign == .minus ? "-" : ""
    guard value != 0 else { return sign + "0" }
    var (digits, exponent) = decimalDigits(of: value.magnitude)
    roundToSignificantDigits(&digits, &exponent, 6)
    while digits.count > 1 && digits.last == 0 { digits.removeLast() }
    let text = digits.map { String($0) }.joined()
    if exponent < -4 || exponent >= 6 {
        let mantissa = text.count > 1 ? "\(text.prefix(1)).\(text.dropFirst())" : text
        let power = exponent.magnitude < 10 ? "0\(exponent.magnitude)" : "\(exponent.magnitude)"
        return sign + mantissa + (exponent < 0 ? "e-" : "e+") + power
    }
    if exponent < 0 { return sign + "0." + String(repeating: "0", count: -exponent - 1) + text }
    let whole = text.count > exponent + 1 ? text.prefix(exponent + 1) : Substring(text)
    let fraction = text.dropFirst(exponent + 1)
    let padding = String(repeating: "0", count: max(0, exponent + 1 - text.count))
    return sign + whole + padding + (fraction.isEmpty ? "" : "." + fraction)
}

/// The shortest decimal digits of a positive finite `value` and the power of ten of the first:
/// value ≈ d₀.d₁d₂… × 10^exponent.
private func decimalDigits(of value: Double) -> (digits: [Int], exponent: Int) {
    let text = "\(value)"
    let parts = text.split(separator: "e", maxSplits: 1)
    let mantissa = parts[0]
    let power = parts.count > 1 ? Int(parts[1]) ?? 0 : 0
    let whole = mantissa.prefix { $0 != "." }
    var digits = mantissa.compactMap(\.wholeNumberValue)
    var exponent = power + whole.count - 1
    while digits.count > 1 && digits.first == 0 {
        digits.removeFirst()
        exponent -= 1
    }
    return (digits, exponent)
}

/// Rounds half up to `count` significant digits, carrying into a new leading digit if needed.
private func roundToSignificantDigits(_ digits: inout [Int], _ exponent: inout Int, _ count: Int) {
    guard digits.count > count else { return }
    let roundsUp = digits[count] >= 5
    digits.removeLast(digits.count - count)
    guard roundsUp else { return }
    var i = count - 1
    while i >= 0 {
        if digits[i] < 9 {
            digits[i] += 1
            return
        }
        digits[i] = 0
        i -= 1
    }
    digits.insert(1, at: 0)
    digits.removeLast()
    exponent += 1
}
