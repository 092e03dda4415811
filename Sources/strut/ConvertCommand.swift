import ArgumentParser
import Foundation
import InterfaceBuilder
import SceneFile

/// `strut convert DOC -o DIR [--scene ID]`
struct ConvertCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "convert",
        abstract: "Write a storyboard's or xib's scenes as scene files.",
        discussion: """
            One scene file per scene (view controller or top-level view), named after its title, with readable ids made from the views' user labels, texts and kinds (each view's object id in a comment), the constraints in the equation syntax; each lays out exactly as the document does. Nothing is written when the document has an error.

            Examples:
              strut convert Samples/interface-builder/sign-in.storyboard -o scenes/
              strut convert Samples/interface-builder/contact-cell.xib -o scenes/
            """)

    @Argument(help: "A .storyboard or .xib file.")
    var document: String

    @Option(name: .shortAndLong, help: "The directory to write the scene files to.")
    var output: String

    @Option(help: "Only this scene (an id, storyboard identifier or title).")
    var scene: String?

    func run() throws {
        guard InterfaceBuilderDocument.isDocument(document) else {
            printError("error: \(document): convert reads .storyboard and .xib files")
            throw ExitCode(2)
        }
        let inputs = try reportingErrors { () throws(SceneError) in try SceneInput.scenes(document, scene: scene) }
        var files: [(name: String, text: String)] = []
        var used: Set<String> = []
        for input in inputs {
            guard let source = input.interfaceBuilder else { continue }
            var name = Self.fileName(source.title ?? source.id), n = 2
            while used.contains(name) { name = "\(Self.fileName(source.title ?? source.id))-\(n)"; n += 1 }
            used.insert(name)
            files.append((name + ".yaml", Self.sceneFile(source, from: document)))
        }
        do {
            try FileManager.default.createDirectory(atPath: output, withIntermediateDirectories: true)
            for file in files {
                let path = (output as NSString).appendingPathComponent(file.name)
                try Data(file.text.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
                try printOutput(path)
            }
        } catch {
            printError("error: cannot write to '\(output)': \(error.localizedDescription)")
            throw ExitCode(2)
        }
    }

    /// The scene file of one scene of a document.
    static func sceneFile(_ scene: InterfaceBuilderScene, from document: String) -> String {
        let names = scene.readableNames
        let comments = Dictionary(uniqueKeysWithValues: scene.viewOrder.map { ($0, $0) })
        let header = ["Converted by strut convert from \((document as NSString).lastPathComponent), scene \(scene.id)."]
        return SceneWriter(scene.document, names: names, comments: comments).text(header: header)
    }

    /// A title as a file name: letters, digits and dashes.
    static func fileName(_ title: String) -> String {
        let words = title.split { !$0.isLetter && !$0.isNumber }
        let name = words.joined(separator: "-").lowercased()
        return name.isEmpty ? "scene" : name
    }
}
