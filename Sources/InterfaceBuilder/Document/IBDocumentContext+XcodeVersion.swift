/// Which Xcode saved a document: the UIKit defaults it simulated changed over the years.
extension IBDocumentContext {
    /// The build number (its first part) of the Xcode that saved the document: its
    /// `toolsVersion`, or, from Xcode 15.3, which writes `toolsVersion="32700.99.1234"` in every
    /// document, the version of its Cocoa Touch plug-in (`<plugIn
    /// identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="22685"/>`), which
    /// still follows the Xcode release. 20000 when the document says neither.
    static func xcodeBuild(_ root: XMLElementNode) -> Double {
        func leading(_ text: String?) -> Double? { text.flatMap { Double($0.split(separator: ".").first ?? "") } }
        let tools = leading(root["toolsVersion"])
        guard tools == nil || tools! >= 32700 else { return tools! }
        let plugin = root.child("dependencies")?.children("plugIn")
            .first { $0["identifier"] == "com.apple.InterfaceBuilder.IBCocoaTouchPlugin" }
        return leading(plugin?["version"]) ?? tools ?? 20000
    }
}
