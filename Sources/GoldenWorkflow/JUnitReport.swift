import Foundation

/// `strut check --junit FILE`: JUnit XML, one test case per golden image, as CI services read it
/// (GitHub's test reporters, GitLab, Jenkins).
package enum JUnitReport {
    /// One test case: its name, the file it comes from, and how it went.
    package struct TestCase: Sendable, Equatable {
        package enum Result: Sendable, Equatable {
            case passed
            /// A golden that differs or is missing: the summary (the differing pixel count) and
            /// the diff image's path, when there is one.
            case failed(message: String, details: String)
            /// Bad input: the scene could not be read or drawn.
            case error(String)
        }

        package var name: String
        package var file: String
        package var result: Result
    }

    package static func xml(_ cases: [TestCase], name: String) -> String {
        let failures = cases.filter { if case .failed = $0.result { true } else { false } }.count
        let errors = cases.filter { if case .error = $0.result { true } else { false } }.count
        var lines = [
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>",
            "<testsuites name=\"\(escape(name))\" tests=\"\(cases.count)\" failures=\"\(failures)\" errors=\"\(errors)\">",
            "  <testsuite name=\"\(escape(name))\" tests=\"\(cases.count)\" failures=\"\(failures)\" errors=\"\(errors)\">",
        ]
        for test in cases {
            let head = "    <testcase classname=\"\(escape(test.file))\" name=\"\(escape(test.name))\" file=\"\(escape(test.file))\""
            switch test.result {
            case .passed: lines.append(head + "/>")
            case .failed(let message, let details):
                lines += [head + ">", "      <failure message=\"\(escape(message))\">\(escape(details))</failure>", "    </testcase>"]
            case .error(let message):
                lines += [head + ">", "      <error message=\"\(escape(message))\"/>", "    </testcase>"]
            }
        }
        lines += ["  </testsuite>", "</testsuites>", ""]
        return lines.joined(separator: "\n")
    }

    /// Text for an XML attribute or element; characters XML 1.0 cannot hold at all are dropped.
    package static func escape(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "\n": out += "&#10;"
            case "\t", "\r": out.unicodeScalars.append(scalar)
            default:
                if scalar.value >= 0x20 && scalar.value != 0xFFFE && scalar.value != 0xFFFF { out.unicodeScalars.append(scalar) }
            }
        }
        return out
    }
}
