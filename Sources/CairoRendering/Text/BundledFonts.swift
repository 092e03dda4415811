import CCairo
import Dispatch
import Foundation

/// The fonts strut draws with travel with it, so that a drawing is the same on every machine:
/// DejaVu Sans (strut's system font) and DejaVu Sans Mono, in regular, bold, oblique and bold
/// oblique, and Liberation Sans (San Francisco's stand-in in Interface Builder documents) in
/// regular, bold, italic and bold italic, from `Fonts/` beside the binary
/// (`strut_CairoRendering.resources`).
///
/// Text is measured and drawn through a private fontconfig configuration: the machine's own (so
/// that a font a scene names, and scripts the bundled fonts lack, such as CJK, are still found),
/// in which the bundled families come only from the bundle. Rendering options are strut's own
/// (``PangoText/makeFontOptions()``), not the machine's.
package enum BundledFonts {
    /// The bundled families: the machine's copies of them are never used.
    static let families = ["DejaVu Sans", "DejaVu Sans Mono", "Liberation Sans"]
    /// How their files are named, on every distribution (Liberation Sans Narrow, not bundled,
    /// stays the machine's).
    static let fileNames = ["DejaVuSans", "LiberationSans-"]

    /// The folder of the bundled fonts; nil when strut was copied without its resources or
    /// `STRUT_FONTS` names a folder without them, and then the machine's fonts are used
    /// (``problem`` says why).
    static var directory: String? { located.directory }

    /// Why the bundled fonts are not used, for a warning; nil when they are: they are missing, or
    /// fontconfig refused the configuration that names them (then the machine's fonts draw, and
    /// goldens differ as they would without the bundle).
    package static var problem: String? {
        if let problem = located.problem { return problem }
        guard let directory = located.directory, configuration == nil else { return nil }
        return "fontconfig refused strut's configuration of its bundled fonts in '\(directory)'; the machine's fonts would draw"
    }

    private static let located: (directory: String?, problem: String?) = {
        let marker = "DejaVuSans.ttf"
        if let path = ProcessInfo.processInfo.environment["STRUT_FONTS"], !path.isEmpty {
            if FileManager.default.fileExists(atPath: (path as NSString).appendingPathComponent(marker)) { return (path, nil) }
            return (nil, "STRUT_FONTS is '\(path)', which holds no \(marker)")
        }
        var candidates: [URL] = []
        if let executable = Bundle.main.executableURL?.resolvingSymlinksInPath() {
            candidates.append(executable.deletingLastPathComponent())
        }
        if let first = CommandLine.arguments.first { candidates.append(URL(fileURLWithPath: first).deletingLastPathComponent()) }
        for folder in candidates {
            let fonts = folder.appendingPathComponent("strut_CairoRendering.resources/Fonts")
            if FileManager.default.fileExists(atPath: fonts.appendingPathComponent(marker).path) { return (fonts.path, nil) }
        }
        let beside = candidates.first?.appendingPathComponent("strut_CairoRendering.resources/Fonts").path ?? "strut_CairoRendering.resources/Fonts"
        return (nil, "strut's bundled fonts are not beside it (no \(beside)/\(marker)); install strut with scripts/install, or set STRUT_FONTS")
    }()

    /// The private configuration, made once; nil without the bundle.
    nonisolated(unsafe) static let configuration: OpaquePointer? = {
        guard let directory, let config = FcConfigCreate() else { return nil }
        _ = FcConfigParseAndLoad(config, nil, 1)  // the machine's configuration (FONTCONFIG_FILE honoured)
        // The machine's copies are left out by file name (every distribution names them so); the
        // bundle's are accepted first, which rejection cannot override. The folder's path is
        // escaped: under `/opt/R&D` fontconfig refused the configuration pasted with it.
        let rules = """
            <?xml version="1.0"?>
            <fontconfig><selectfont>
            <acceptfont><glob>\(directory.escapedForXML)/*</glob></acceptfont>
            <rejectfont>\(fileNames.map { "<glob>*/\($0)*</glob>" }.joined())</rejectfont>
            </selectfont></fontconfig>
            """
        guard FcConfigParseAndLoadFromMemory(config, rules, 1) != 0, FcConfigBuildFonts(config) != 0,
            FcConfigAppFontAddDir(config, directory) != 0
        else {
            FcConfigDestroy(config)
            return nil
        }
        // Made fontconfig's current configuration before Pango's first font map: Pango loads
        // the current one (FcInit: the machine's configuration parsed again and its caches
        // read) on a thread of its own, and waits for it before the first font is found, though
        // its font maps use this one. Current already, FcInit has nothing to do.
        FcConfigSetCurrent(config)
        return config
    }()

    /// Starts making ``configuration`` on another thread, for a command that will measure or
    /// draw text once it has read its input: reading fontconfig's configuration and caches then
    /// overlaps the reading of the scene. Only fontconfig runs there (no font is opened, no text
    /// shaped), so an exit meanwhile, after bad input, finds nothing half-done of its own.
    package static func prepareInBackground() {
        DispatchQueue.global(qos: .userInitiated).async { _ = configuration }
    }

    /// Makes the calling thread's Pango font map (Pango keeps one per thread) the bundled fonts'.
    /// Called before any Pango context is made on a thread; cheap after the first call.
    static func useOnThisThread() {
        // A thread-specific flag: looking the thread up in Foundation's thread dictionary was
        // 1% of laying out 100,000 labels, each measured through a Pango context of its own.
        guard pthread_getspecific(threadUsesBundle) == nil else { return }
        pthread_setspecific(threadUsesBundle, UnsafeRawPointer(bitPattern: 1))
        guard let configuration, let map = pango_cairo_font_map_new() else { return }
        pango_fc_font_map_set_config(OpaquePointer(map), configuration)
        pango_cairo_font_map_set_default(OpaquePointer(map))
        g_object_unref(map)
    }
}

/// Set, on a thread, once its Pango font map is the bundled fonts' (``BundledFonts/useOnThisThread()``).
private let threadUsesBundle: pthread_key_t = {
    var key = pthread_key_t()
    pthread_key_create(&key, nil)
    return key
}()
