import AutoLayout
import Testing

@testable import VisualFormat

/// Whatever the string, the parser returns constraints or throws a ``VisualFormatError`` with a
/// caret inside the format: never a trap. The strings are deterministic mutations of valid
/// formats, and every short string over the language's alphabet.
@Suite struct FuzzTests {
    /// SplitMix64: a small seeded generator, the same sequence on every run.
    struct Generator {
        var state: UInt64

        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }

        mutating func below(_ n: Int) -> Int { Int(next() % UInt64(n)) }
    }

    static let valid = [
        "H:|-[a]-[b]-|", "V:|-20-[a(50)]-20-[b(==a)]", "|-(>=8@750)-[a(>=10,<=100@500)]-(==m,<=40)-|",
        "[a]-m@p-[b]", "[a][b][c]|", "V:[root]-(<=0)-[a]", "|[g][a]-[b][c]|", "[a(-5)]-(-5)-[b(0x10)]",
        "H:[a(1e2@p)]->=8-[b]", "V:|-[a]-(m)-[b(>=a@1)]-|", "[o]-[a]", "|[o]|",
    ]
    static let alphabet = Array("HV:|-[]()@,=<>0123456789.eExpabcgomnrot_+ ")

    private let views: [String: LayoutItem] = {
        var scene = Scene()
        scene.add("a", "b", "c")
        scene.addGuide("g")
        var items = scene.items
        items["o"] = View("o")
        return items
    }()
    private static let metrics: [String: Double] = ["m": 10, "p": 750, "n": .nan, "i": .infinity, "z": 0]

    /// Parses `format` and checks what came back; returns whether it parsed.
    @discardableResult
    func check(_ format: String, options: VisualFormatOptions = []) -> Bool {
        do throws(VisualFormatError) {
            let made = try VisualFormat.constraints(withVisualFormat: format, options: options, metrics: Self.metrics, views: views)
            for c in made {
                #expect(c.source?.format == format)
                #expect((1...max(1, format.utf8.count)).contains(c.source?.formatColumn ?? 0))
                #expect(c.constant.isFinite)
                _ = VisualFormat.logDescription(of: c)
                if c.firstItem !== views["o"] && c.secondItem !== views["o"] {
                    #expect(throws: Never.self) { try c.validate() }
                }
            }
            return true
        } catch {
            #expect((0...format.utf8.count).contains(error.column))
            #expect(!error.message.isEmpty)
            #expect(error.description.hasPrefix("Unable to parse constraint format: "))
            return false
        }
    }

    static func mutate(_ format: String, _ random: inout Generator) -> String {
        var characters = Array(format)
        for _ in 0...random.below(3) {
            let character = alphabet[random.below(alphabet.count)]
            switch random.below(3) {
            case 0: characters.insert(character, at: random.below(characters.count + 1))
            case 1 where !characters.isEmpty: characters.remove(at: random.below(characters.count))
            case 2 where !characters.isEmpty: characters[random.below(characters.count)] = character
            default: characters.append(character)
            }
        }
        return String(characters)
    }

    @Test func theValidFormatsParse() {
        for format in Self.valid where !format.contains("o") {
            #expect(check(format), "\(format)")
        }
    }

    @Test func mutationsNeverTrap() {
        var random = Generator(state: 2024)
        let optionSets: [VisualFormatOptions] = [[], .alignAllTop, .alignAllLeading, .directionRightToLeft, .spacingBaselineToBaseline]
        var parsed = 0
        for i in 0..<6000 {
            let format = Self.mutate(Self.valid[i % Self.valid.count], &random)
            if check(format, options: optionSets[i % optionSets.count]) { parsed += 1 }
        }
        // Some mutations keep the format valid, most do not.
        #expect(parsed > 100 && parsed < 5000)
    }

    @Test func everyShortString() {
        let letters = Array("HV:|-[]()@,=<a1")
        var count = 0
        func visit(_ prefix: String, _ depth: Int) {
            check(prefix)
            count += 1
            guard depth > 0 else { return }
            for c in letters { visit(prefix + String(c), depth - 1) }
        }
        visit("", 3)
        #expect(count == 1 + 15 + 225 + 3375)
    }
}
