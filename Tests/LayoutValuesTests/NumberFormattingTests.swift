import LayoutValues
import Testing

/// The one number formatter, in each of its roundings.
@Suite struct NumberFormattingTests {
    @Test func numbersFormatLikeApplesLogs() {
        #expect(formatNumber(0.9677419354838710) == "0.967742")
        #expect(formatNumber(5.161290322580645) == "5.16129")
        #expect(formatNumber(-9.67741935483871) == "-9.67742")
        #expect(formatNumber(320) == "320")
    }

    @Test(arguments: [
        (0.0, "0"), (-0.0, "0"), (20, "20"), (-8, "-8"), (0.5, "0.5"), (1.125, "1.125"), (1.1254, "1.125"), (1.1255, "1.126"),
        (-1.1255, "-1.126"), (-0.0004, "0"), (0.9999, "1"), (123456789.1234, "123456789.123"), (0.001, "0.001"),
    ])
    func threeDecimalsAsDrawingsWriteThem(value: Double, text: String) {
        #expect(formatNumber(value, .decimals(3)) == text)
    }

    @Test(arguments: [
        (50.10546875, "50.10546875"), (19.789062500000004, "19.7890625"), (1e-10, "0"), (-1e-10, "0"),
        (0.000015, "0.000015"), (-0.000015, "-0.000015"), (1.5e-9, "0.000000002"), (1e16, "1e+16"),
    ])
    func nineDecimalsAsTheJSONWritesThem(value: Double, text: String) {
        #expect(formatNumber(value, .decimals(9)) == text)
    }

    @Test func sixDecimalsAreWrittenWithoutAnExponent() {
        #expect(formatNumber(0.000001, .decimals(6)) == "0.000001")
        #expect(formatNumber(0.0000004, .decimals(6)) == "0")
        #expect(formatNumber(0.4200004, .decimals(6)) == "0.42")
    }

    @Test func twoDecimalsAsTablesWriteThem() {
        #expect(formatNumber(19.789, .decimals(2)) == "19.79")
        #expect(formatNumber(-0.001, .decimals(2)) == "0")
    }

    @Test func exactKeepsEveryDigit() {
        #expect(formatNumber(0.1 + 0.2, .exact) == "0.30000000000000004")
        #expect(formatNumber(750, .exact) == "750")
        #expect(formatNumber(.infinity, .exact) == "inf")
    }

    @Test func sixSignificantDigitsAsApplesLogs() {
        #expect(formatNumber(0.9677419354838710) == "0.967742")
        #expect(formatNumber(1234567.25) == "1234567")
        #expect(formatNumber(0.000123456789) == "0.000123457")
    }
}
