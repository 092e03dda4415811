import AutoLayout
import SceneFile
import SceneModel
import Testing

@testable import ConsoleLog

/// Logs written to break `explain`: each is read or refused with its location, never a crash or
/// a scene strut cannot read back.
@Suite struct HostileLogTests {
    func explanation(_ text: String) throws(SceneError) -> ConflictExplanation {
        try ConflictExplanation(try ConsoleLogParser.parse(text, file: "log.txt"), textMeasurer: ApproximateTextMeasurer())
    }

    /// A log of `depth` views each inside the one before it through Visual Format's `|`, one
    /// constraint a line after the opening `(`, then two widths of the deepest view that conflict.
    func nested(_ depth: Int) -> String {
        var lines = ["("]
        for i in 1...depth {
            lines.append("\"<NSLayoutConstraint:0x\(String(0x1000 + i, radix: 16)) H:|-(1)-[UIView:0x\(String(0x9000 + i + 1, radix: 16))]   (active, names: '|':UIView:0x\(String(0x9000 + i, radix: 16)) )>\",")
        }
        let deepest = "UIView:0x\(String(0x9000 + depth + 1, radix: 16))"
        lines += ["\"<NSLayoutConstraint:0xa1 \(deepest).width == 10   (active)>\",", "\"<NSLayoutConstraint:0xa2 \(deepest).width == 20   (active)>\"", ")"]
        return lines.joined(separator: "\n") + "\n"
    }

    /// 500 views nested through `|` overflowed the stack as the drawing found their frames, and
    /// 400 took 264 MB: a log's views nest at most as deep as a scene file's, refused at the
    /// constraint that puts the first view too deep.
    @Test func viewsNestAtMostAsDeepAsASceneFilesMay() throws {
        for depth in [101, 500] {
            do throws(SceneError) {
                _ = try explanation(nested(depth))
                Issue.record("a log of views \(depth) deep was explained")
            } catch {
                #expect(error.message == "views nest over 100 deep: the log puts UIView:0x9066 inside more than 100 views", "\(error)")
                #expect(error.location.line == 102, "at the constraint that puts UIView:0x9066 in its superview")
            }
        }
        let deepest = try explanation(nested(100))
        #expect(deepest.text.contains("cannot all hold"))
    }

    /// A view's class name is drawn as its caption, as its title is drawn in it: both have a
    /// view's text's limits.
    @Test func classNamesAndNamesHaveTheTextLimit() {
        let long = "V" + String(repeating: "x", count: 10_000)
        do throws(SceneError) {
            _ = try explanation("(\n\"<NSLayoutConstraint:0x1 \(long):0x2.width == 10>\",\n\"<NSLayoutConstraint:0x3 \(long):0x2.width == 20>\"\n)\n")
            Issue.record("a class name of 10,001 characters was drawn")
        } catch {
            #expect(error.message == "a text of 10001 characters; at most 10000" && error.location.line == 2, "\(error)")
        }
    }

    /// A log saved with CRLF line ends was "no unsatisfiable-constraints block found", and one with
    /// CR alone the same: each is read, its lines numbered as with LF.
    @Test(arguments: ["\r\n", "\r", "\n"])
    func everyLineEndIsOne(end: String) throws {
        let text = ["Unable to simultaneously satisfy constraints.", "(", "    \"<NSLayoutConstraint:0x1 UIView:0x2.width == 10   (active)>\",",
            "    \"<NSLayoutConstraint:0x3 UIView:0x2.width == 20   (active)>\"", ")", "", "Will attempt to recover by breaking constraint ",
            "<NSLayoutConstraint:0x3 UIView:0x2.width == 20   (active)>", ""].joined(separator: end)
        let log = try ConsoleLogParser.parse(text, file: "log.txt")
        #expect(log.constraints.map(\.address) == ["0x1", "0x3"] && log.broken?.address == "0x3")
        #expect(log.constraints.map(\.location.line) == [3, 4] && log.broken?.location.line == 8)
        #expect(log.constraints[0].location.column == 7)
    }

    /// Numbers beyond a scene file's range (`1e308`, shown as `-inf` in the scene written) are
    /// refused where the log has them.
    @Test(arguments: ["1e308", "2e7", "1e400"])
    func numbersHaveTheSceneFilesRange(number: String) {
        do throws(SceneError) {
            _ = try ConsoleLogParser.parse("(\n\"<NSLayoutConstraint:0x1 UIView:0x2.width == - \(number)>\"\n)\n", file: "log.txt")
            Issue.record("\(number) was read")
        } catch {
            #expect(error.message == "the number - \(number) is out of range; a scene's numbers are at most 10000000 in magnitude", "\(error)")
            #expect(error.location.line == 2 && error.location.column == 46)
        }
    }

    /// A 26.6 MB log of 300,000 constraints took 35 s and 4 GB in `explain`: a log's list is
    /// refused past 50,000 constraints, at the first one over, before anything is rebuilt.
    @Test func aLogListsAtMostFiftyThousandConstraints() throws {
        func log(_ count: Int) -> String {
            "(\n" + (0..<count).map { "\"<NSLayoutConstraint:0x\(String(0x100000 + $0, radix: 16)) UIView:0x\(String(0x200000 + $0 / 2, radix: 16)).width == 10>\"," }
                .joined(separator: "\n") + "\n)\n"
        }
        do throws(SceneError) {
            _ = try ConsoleLogParser.parse(log(50_001), file: "log.txt")
            Issue.record("50,001 constraints were read")
        } catch {
            #expect(error.message == "the log lists over 50000 constraints; explain reads at most that many" && error.location.line == 50_002, "\(error)")
        }
        #expect(try ConsoleLogParser.parse(log(50_000), file: "log.txt").constraints.count == 50_000)
    }

    /// `--scene-out` wrote scenes strut refused: the log's numbers are now in a scene file's range,
    /// and so are the placement hints, however far the log's multipliers put a view.
    @Test func aSceneWrittenFromALogReadsBack() throws {
        let text = """
            (
            "<NSLayoutConstraint:0x1 UIView:0x2.width == 10000000 * UIView:0x3.width>",
            "<NSLayoutConstraint:0x4 UIView:0x3.width == 10>",
            "<NSLayoutConstraint:0x5 UIView:0x3.width == 20>"
            )

            """
        let written = try explanation(text).sceneFile()
        let document = try SceneParser.parse(written, file: "out.yaml")
        var builder = SceneBuilder(document, textMeasurer: ApproximateTextMeasurer())
        #expect(throws: Never.self) { _ = try builder.build() }
    }
}
