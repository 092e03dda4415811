import Foundation
import LayoutValues
import Testing

@testable import Rendering

/// SF Symbols drawn by their open stand-ins.
@Suite struct SymbolTests {
    func record(_ control: Control, _ frame: (Double, Double, Double, Double)) -> [String] {
        let s = TestScene()
        let view = s.add("control", ViewStyle(control: control))
        s.place(view, frame.0, frame.1, frame.2, frame.3)
        return s.record()
    }

    /// Every stand-in the mapping names has its outline, and each outline reads.
    @Test func everyStandInHasAnOutline() {
        for (symbol, standIn) in SymbolStandIn.symbols {
            #expect(SymbolOutline.material[standIn.materialName] != nil, "\(symbol): no outline of \(standIn.materialName)")
            #expect(standIn.outline != nil, "\(symbol): the outline of \(standIn.materialName) does not read")
        }
    }

    /// Path data as SVG writes it: a command's arguments may repeat (`M` then lines).
    @Test func pathDataReadsRepeatedArguments() throws {
        let outline = try #require(SymbolOutline.parse("M1 2 3 4 5 6Q7 8 9 10 11 12 13 14H15V16Z"))
        #expect(outline.elements == [
            .move(Point(x: 1, y: 2)), .line(Point(x: 3, y: 4)), .line(Point(x: 5, y: 6)),
            .quad(control: Point(x: 7, y: 8), to: Point(x: 9, y: 10)), .quad(control: Point(x: 11, y: 12), to: Point(x: 13, y: 14)),
            .line(Point(x: 15, y: 14)), .line(Point(x: 15, y: 16)), .close,
        ])
        #expect(SymbolOutline.parse("M1 2 3") == nil && SymbolOutline.parse("X1 2") == nil && SymbolOutline.parse("") == nil)
    }

    /// An image view's symbol fills the view's smaller side in its colour; a symbol without a
    /// stand-in keeps the neutral picture and its name.
    @Test func aSymbolIsFilledInItsColourAndAnUnknownOneNamed() {
        let trash = record(.symbol(SymbolImage(name: "trash", color: Color(255, 59, 48), fitsView: true)), (0, 0, 48, 24))
        #expect(trash.contains { $0.hasPrefix("fill outline(") && $0.hasSuffix("#ff3b30") }, "\(trash)")
        let unknown = record(.symbol(SymbolImage(name: "figure.walk", fitsView: true)), (0, 0, 80, 60))
        #expect(!unknown.contains { $0.contains("outline(") })
        #expect(unknown.contains { $0.hasPrefix("text \"figure.walk\"") })
    }

    /// A heavier weight is the outline stroked thicker; the default tint is systemBlue.
    @Test func weightStrokesTheOutline() {
        let regular = record(.symbol(SymbolImage(name: "plus", fitsView: false)), (0, 0, 44, 44))
        let black = record(.symbol(SymbolImage(name: "plus", weight: .black, fitsView: false)), (0, 0, 44, 44))
        #expect(regular.contains { $0.hasPrefix("fill outline(") && $0.hasSuffix("#007aff") })
        #expect(!regular.contains { $0.hasPrefix("stroke outline(") })
        #expect(black.contains { $0.hasPrefix("stroke outline(") })
    }

    /// `.fill` variants without a stand-in of their own take their symbol's.
    @Test func fillVariantsFallBackToTheirSymbol() {
        #expect(SymbolStandIn.named("gear.fill")?.materialName == "settings")
        #expect(SymbolStandIn.named("trash.fill")?.materialName == "delete")
        #expect(SymbolStandIn.named("figure.walk") == nil)
    }

    /// The corpus's documents: at least 95% of their uses of SF Symbols have a stand-in.
    @Test(.enabled(if: FileManager.default.fileExists(atPath: SymbolTests.corpus.path)))
    func theCorpusSymbolsAreCovered() throws {
        var uses = 0, covered = 0
        for name in try FileManager.default.contentsOfDirectory(atPath: Self.corpus.path) where name.hasSuffix(".storyboard") || name.hasSuffix(".xib") {
            let text = try String(contentsOf: Self.corpus.appendingPathComponent(name), encoding: .utf8)
            for element in text.components(separatedBy: "<").dropFirst() where element.contains("catalog=\"system\"") && !element.hasPrefix("image ") {
                guard let range = element.range(of: #"\bimage="[^"]+""#, options: .regularExpression) else { continue }
                let symbol = element[range].dropFirst(7).dropLast()
                uses += 1
                if SymbolStandIn.named(String(symbol)) != nil { covered += 1 }
            }
        }
        #expect(uses > 50)
        #expect(Double(covered) >= 0.95 * Double(uses), "\(covered) of \(uses)")
    }

    static let corpus = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../../shared/corpus/interface-builder").standardizedFileURL
}
