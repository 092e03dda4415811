import Foundation

/// What the page shows beside the drawing: the file's error if it has one, the choices for the
/// controls, the diagnostics with the lines they come from, and the file's text to link them to.
package struct PreviewStatus: Encodable, Sendable, Equatable {
    /// The watched file as the command line named it.
    package var file: String
    /// Counts the reloads; the page asks again when it changes.
    package var version: Int
    /// The file's located error; the drawing is then the last good one.
    package var error: Message?
    package var warnings: [String]
    /// A storyboard's or xib's scenes, for the scene picker (empty for a scene file).
    package var scenes: [SceneChoice]
    package var states: [String]
    package var devices: [String]
    package var animations: [String]
    /// Conflicts, ambiguity and misplaced views of the query's layout, in Xcode's words.
    package var diagnostics: [Diagnostic]
    /// The file's text, a line each, for the page's source pane.
    package var lines: [String]

    package init(
        file: String, version: Int, error: Message?, warnings: [String], scenes: [SceneChoice], states: [String],
        devices: [String], animations: [String], diagnostics: [Diagnostic], lines: [String]
    ) {
        self.file = file
        self.version = version
        self.error = error
        self.warnings = warnings
        self.scenes = scenes
        self.states = states
        self.devices = devices
        self.animations = animations
        self.diagnostics = diagnostics
        self.lines = lines
    }

    /// A located message: `line` and `column` from 1.
    package struct Message: Encodable, Sendable, Equatable {
        package var text: String
        package var line: Int
        package var column: Int

        package init(text: String, line: Int, column: Int) {
            self.text = text
            self.line = line
            self.column = column
        }
    }

    package struct SceneChoice: Encodable, Sendable, Equatable {
        package var id: String
        package var title: String?

        package init(id: String, title: String?) {
            self.id = id
            self.title = title
        }
    }

    package struct Diagnostic: Encodable, Sendable, Equatable {
        package enum Kind: String, Encodable, Sendable {
            case conflict, ambiguity, misplaced
        }

        package var kind: Kind
        package var text: String
        /// The lines of the watched file it comes from (a conflict's constraints, an ambiguous
        /// view's definition), in order.
        package var lines: [Int]

        package init(kind: Kind, text: String, lines: [Int]) {
            self.kind = kind
            self.text = text
            self.lines = lines
        }
    }

    private enum CodingKeys: String, CodingKey {
        case file, version, error, warnings, scenes, states, devices, animations, diagnostics, lines
    }

    /// Every key, `"error": null` included when there is none.
    package func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(file, forKey: .file)
        try container.encode(version, forKey: .version)
        try container.encode(error, forKey: .error)
        try container.encode(warnings, forKey: .warnings)
        try container.encode(scenes, forKey: .scenes)
        try container.encode(states, forKey: .states)
        try container.encode(devices, forKey: .devices)
        try container.encode(animations, forKey: .animations)
        try container.encode(diagnostics, forKey: .diagnostics)
        try container.encode(lines, forKey: .lines)
    }

    /// The status as the page reads it.
    package var json: [UInt8] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        // Every field is a plain value: encoding cannot fail.
        return Array(try! encoder.encode(self))
    }
}
