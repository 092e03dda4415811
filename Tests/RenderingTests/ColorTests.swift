import Rendering
import Testing

@Suite struct ColorTests {
    @Test func parsesHexInEveryLength() {
        #expect(Color(parsing: "#f00") == Color(red: 1, green: 0, blue: 0))
        #expect(Color(parsing: "#00ff00") == Color(red: 0, green: 1, blue: 0))
        #expect(Color(parsing: "#0000ff80")?.alpha == 128.0 / 255)
        #expect(Color(parsing: "#0000ff80")?.description == "#0000ff80")
        #expect(Color(parsing: "  #ABCDEF ")?.description == "#abcdef")
    }

    @Test func rejectsMalformedColors() {
        for text in ["", "#", "#12", "#12345", "#1234567", "#ggg", "blurple", "007aff"] {
            #expect(Color(parsing: text) == nil, "\(text)")
        }
    }

    @Test func knowsCSSNames() {
        #expect(Color(parsing: "red")?.description == "#ff0000")
        #expect(Color(parsing: "cornflowerblue")?.description == "#6495ed")
        #expect(Color(parsing: "rebeccapurple")?.description == "#663399")
        #expect(Color(parsing: "transparent") == .clear)
        #expect(Color(parsing: "green")?.description == "#008000")  // CSS wins over UIKit's #00ff00
        #expect(Color.knownNames.count > 180)
    }

    @Test func knowsUIKitNamesCaseInsensitively() {
        #expect(Color(parsing: "systemBlue")?.description == "#007aff")
        #expect(Color(parsing: "SYSTEMBLUE")?.description == "#007aff")
        #expect(Color(parsing: "systemGreen")?.description == "#34c759")
        #expect(Color(parsing: "systemGray6")?.description == "#f2f2f7")
        #expect(Color(parsing: "clear")?.alpha == 0)
        #expect(Color(parsing: "label")?.description == "#000000")
        #expect(Color(parsing: "secondaryLabel")?.description == "#3c3c4399")
    }

    @Test func dynamicColorsHaveDarkVariants() {
        let blue = Color(parsing: "systemBlue")!
        #expect(blue.isDynamic)
        #expect(blue.resolved(for: .dark).description == "#0a84ff")
        #expect(blue.resolved(for: .light).description == "#007aff")
        #expect(Color(parsing: "systemBackground")!.resolved(for: .dark).description == "#000000")
        #expect(Color(parsing: "label")!.resolved(for: .dark).description == "#ffffff")
        let red = Color(parsing: "#ff0000")!
        #expect(!red.isDynamic && red.resolved(for: .dark) == red)
    }
}
