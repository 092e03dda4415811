import Testing

@testable import ConsoleLog

/// Views a log names by their place among their siblings: "the third view", "the 21st view".
@Suite struct LoggedItemNamesTests {
    @Test func ordinalsAreWordsToTenThenNumbersWithEnglishSuffixes() {
        let expected: [Int: String] = [
            1: "first", 3: "third", 10: "tenth", 11: "11th", 12: "12th", 13: "13th", 21: "21st", 22: "22nd", 23: "23rd", 24: "24th",
            101: "101st", 111: "111th", 112: "112th", 1002: "1002nd",
        ]
        for (n, word) in expected { #expect(LoggedItemNames.ordinal(n) == word, "\(n)") }
    }
}
