import AutoLayout
import Cassowary
import Testing

@testable import VisualFormat

/// Reading numbers as `strtod` does, and printing them as `%g` does.
@Suite struct NumberTests {
    private func prefix(_ text: String) -> Int { CNumber.prefixLength(ArraySlice(Array(text.utf8))) }

    @Test(arguments: [
        ("8", 1), ("8-", 1), ("1.5.3", 3), ("1e5x", 3), ("1e", 1), ("1e+", 1), ("1E-2)", 4), (".5", 2), ("5.", 2),
        ("-.5", 3), ("-", 0), (".", 0), ("-.", 0), ("--1", 0), ("+1", 2), ("0x1F)", 4), ("0x", 1), ("0x.", 1),
        ("0x1.8p1]", 7), ("0x1p", 3), ("-inf-", 4), ("-infinity)", 9), ("-infinit", 4), ("-nan", 4),
        ("-nan(1_a)", 9), ("-nan(", 4), ("-NaN(x", 4), ("abc", 0), ("", 0),
    ])
    func prefixLengths(text: String, length: Int) {
        #expect(prefix(text) == length)
    }

    @Test func values() {
        func value(_ text: String) -> Double? { CNumber.prefix(of: ArraySlice(Array(text.utf8)))?.value }
        #expect(value("1e2") == 100)
        #expect(value("0x10") == 16)
        #expect(value("0x1.8p1") == 3)
        #expect(value("-0.25") == -0.25)
        #expect(value("-inf") == -.infinity)
        #expect(value("-nan")?.isNaN == true)
        #expect(value("x") == nil)
    }

    @Test(arguments: [
        (0.0, "0"), (-0.0, "-0"), (1, "1"), (1001, "1001"), (1000.5, "1000.5"), (0.5, "0.5"), (-5, "-5"),
        (1e6, "1e+06"), (1e7, "1e+07"), (123456, "123456"), (1234567, "1.23457e+06"), (999999.5, "1e+06"),
        (0.0001, "0.0001"), (0.00001, "1e-05"), (0.000123456789, "0.000123457"), (1e100, "1e+100"),
        (Double.infinity, "inf"), (-Double.infinity, "-inf"), (Double.nan, "nan"), (3.14159265, "3.14159"),
    ])
    func percentG(value: Double, text: String) {
        #expect(formatNumber(value, .cFormat) == text)
    }

    @Test func plainNumbers() {
        #expect(formatNumber(20, .exact) == "20")
        #expect(formatNumber(-8, .exact) == "-8")
        #expect(formatNumber(20.5, .exact) == "20.5")
        #expect(formatNumber(-0.0, .exact) == "0")
    }
}
