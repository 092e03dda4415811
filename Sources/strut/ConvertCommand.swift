import ArgumentParser
import Foundation
import InterfaceBuilder
import SceneFile
import SceneModel
import StrutPipeline

/// `strut convert DOC -o DIR [--scene ID]`
struct ConvertCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "convert",
        abstract: "Write a storyboard's or xib's scenes as scene files.",
        discussion: """
            One scene file per scene (view controller or top-level view), named after its title, with readable ids made from the views' user labels, texts and kinds (each view's object id in a comment), the constraints in the equation syntax; each lays out exactly as the document does. What size classes install (Interface Builder's installed checkboxes) is written as `when:` where one condition says it; what a variation changes on a stack or a constraint's constant is written as `variations:`; anything else it changes is taken for the document's device. Nothing is written when the document has an error.

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
        let inputs = try reportingErrors { () throws(SceneError) in try SceneInput.scenes(document, scene: scene, carriesSizeClasses: true) }
        var files: [(path: String, bytes: [UInt8])] = []
        var used: Set<String> = []
        for input in inputs {
            guard let source = input.interfaceBuilder else { continue }
            var name = Self.fileName(source.title ?? source.id), n = 2
            while used.contains(name) { name = "\(Self.fileName(source.title ?? source.id))-\(n)"; n += 1 }
            used.insert(name)
            files.append(((output as NSString).appendingPathComponent(name + ".yaml"), Array(Self.sceneFile(source, from: document).utf8)))
        }
        try refuseReplacingInputs(files.map { ("the scene file '\($0.path)'", $0.path) }, inputs: [document])
        // Every file or none: a name the file system refuses, a full disk, leaves nothing behind.
        let existed = FileManager.default.fileExists(atPath: output)
        do {
            try FileManager.default.createDirectory(atPath: output, withIntermediateDirectories: true)
            try writeAllOrNothing(files)
        } catch {
            if !existed { try? FileManager.default.removeItem(atPath: output) }
            printError("error: cannot write to '\(output)': \(error)")
            throw ExitCode(2)
        }
        for file in files { try printOutput(file.path) }
    }

    /// The scene file of one scene of a document.
    static func sceneFile(_ scene: InterfaceBuilderScene, from document: String) -> String {
        let names = scene.readableNames
        var comments = Dictionary(uniqueKeysWithValues: scene.viewOrder.map { ($0, $0) })
        var header = ["Converted by strut convert from \((document as NSString).lastPathComponent), scene \(scene.id)."]
        for (id, note) in scene.sizeClassNotes { comments[id] = "\(id); \(note)" }
        header += scene.leftOutNotes.map { "Left out: \($0)." }
        return SceneWriter(scene.document, names: names, comments: comments, constraintComments: scene.constraintNotes).text(header: header)
    }

    /// The longest file name made from a title, in UTF-8 bytes: file systems allow 255, and a
    /// number (`-2`), `.yaml` and the temporary file's prefix and suffix go around it.
    static let longestName = 200

    /// A title as a file name: letters, digits and dashes, at most ``longestName`` bytes.
    static func fileName(_ title: String) -> String {
        let words = title.split { !$0.isLetter && !$0.isNumber }
        var name = String(words.joined(separator: "-").lowercased().prefix(longestName))
        while name.utf8.count > longestName { name.removeLast() }
        while name.hasSuffix("-") { name.removeLast() }
        return name.isEmpty ? "scene" : name
    }
}
