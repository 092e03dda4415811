/// A number as C's `%g` prints it (six significant digits, trailing zeros dropped, an exponent
/// below 1e-4 and from 1e6): how Apple's messages quote a priority.
func formatG(_ value: Double) -> String {
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
