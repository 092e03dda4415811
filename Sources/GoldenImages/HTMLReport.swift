/// One self-contained HTML page for reviewing golden-image failures: per failure the expected and
/// actual images side by side, the diff, and a slider that wipes between them. Images are
/// embedded as data URIs, so the page opens from disk in any browser, without a server.
package struct HTMLReport {
    package struct Entry: Sendable {
        package var name: String
        package var summary: String
        /// PNG bytes; nil when that image does not exist (a missing golden).
        package var expectedPNG: [UInt8]?
        package var actualPNG: [UInt8]?
        package var diffPNG: [UInt8]?
        /// Lines shown under the summary: what moved (`mover: y 20 → 40 (+20)`).
        package var details: [String] = []
        /// The name `strut apply --only` takes for it (the golden's stem), when its drawing can be
        /// accepted from results: the entry then has accept and reject controls.
        package var applyName: String? = nil
        /// What else fails the snapshot, one line each: a conflict, an ambiguous or a misplaced
        /// view (`--fail-on`), shown beside the images.
        package var problems: [String] = []

        package init(name: String, summary: String, expectedPNG: [UInt8]?, actualPNG: [UInt8]?, diffPNG: [UInt8]?) {
            self.name = name
            self.summary = summary
            self.expectedPNG = expectedPNG
            self.actualPNG = actualPNG
            self.diffPNG = diffPNG
        }
    }

    package var title: String
    package var passed: Int
    package var failures: [Entry]
    /// Drawings that match their goldens, shown after the failures (`check --report-all`).
    package var snapshots: [Entry] = []
    /// Goldens no scene draws any more, by path: listed after the failures.
    package var orphans: [String] = []
    /// The command that accepts the failures' drawings as the new goldens, shown above them.
    package var acceptCommand: String?
    /// `strut apply RESULTS… --goldens G`: with it, the page turns the entries accepted into this
    /// command with `--only NAME,…`, to copy. The page stays static: no server, no network.
    package var applyCommand: String?

    package init(title: String, passed: Int, failures: [Entry]) {
        self.title = title
        self.passed = passed
        self.failures = failures
    }

    package var html: String {
        var body = failures.isEmpty
            ? "<p class=\"ok\">All \(passed) images match their goldens.</p>"
            : failures.enumerated().map { section($1, index: $0) }.joined(separator: "\n")
        if !failures.isEmpty, let applyCommand, failures.contains(where: { $0.applyName != nil }) {
            body = """
                <div class="review" data-command="\(escape(applyCommand))"><p>Accept or reject each change below; the command that writes the accepted drawings as goldens:</p>
                <pre><code id="apply-command">Accept a change to get its command.</code></pre>
                <p class="counts" id="review-counts">0 accepted, 0 rejected, \(failures.filter { $0.applyName != nil }.count) to review</p></div>

                """ + body
        } else if !failures.isEmpty, let acceptCommand {
            body = "<p class=\"accept\">If these changes are right, accept them as the new goldens (and look at each before committing): "
                + "<code>\(escape(acceptCommand))</code></p>\n" + body
        }
        if !orphans.isEmpty {
            body += "\n<section class=\"orphans\"><h2>Orphaned goldens</h2><p>No scene draws these any more; delete them or bring their scene back.</p><ul>"
                + orphans.map { "<li><code>\(escape($0))</code></li>" }.joined() + "</ul></section>"
        }
        if !snapshots.isEmpty {
            body += "\n<h2 class=\"snapshots\">Matching their goldens</h2>\n<div class=\"panels\">"
                + snapshots.map { figure(escape($0.name), $0.actualPNG.map(dataURI)) }.joined() + "</div>"
        }
        return """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <title>\(escape(title))</title>
            <style>\(Self.style)</style>
            </head>
            <body>
            <h1>\(escape(title))</h1>
            <p class="totals">\(failures.count) failed, \(passed) passed\(orphans.isEmpty ? "" : ", \(orphans.count) orphaned")</p>
            \(body)
            <script>\(Self.script)</script>
            </body>
            </html>

            """
    }

    private func section(_ entry: Entry, index: Int) -> String {
        let reviewed = applyCommand == nil ? nil : entry.applyName
        let expected = entry.expectedPNG.map(dataURI), actual = entry.actualPNG.map(dataURI)
        var panels = [
            figure("Expected", expected), figure("Actual", actual), figure("Diff", entry.diffPNG.map(dataURI)),
        ].joined()
        if let expected, let actual {
            panels += """
                <figure class="slider"><figcaption>Slider</figcaption>
                <div class="stack"><img src="\(expected)" alt="expected"><div class="wipe" style="width:50%"><img src="\(actual)" alt="actual"></div></div>
                <input type="range" min="0" max="100" value="50" aria-label="wipe between expected and actual"></figure>
                """
        }
        return """
            <section class="failure" id="failure-\(index)"\(reviewed.map { " data-apply=\"\(escape($0))\"" } ?? "")>
            <h2>\(escape(entry.name))</h2>\(reviewed == nil ? "" : Self.reviewControls(index))
            <p class="summary">\(escape(entry.summary))</p>\(problemList(entry.problems))
            \(entry.details.isEmpty ? "" : "<ul class=\"moves\">" + entry.details.map { "<li>\(escape($0))</li>" }.joined() + "</ul>")
            <div class="panels">\(panels)</div>
            </section>
            """
    }

    /// Accept and reject, as two radio buttons of one group per entry.
    private static func reviewControls(_ index: Int) -> String {
        "<p class=\"choice\"><label><input type=\"radio\" name=\"review-\(index)\" value=\"accept\"> accept</label> "
            + "<label><input type=\"radio\" name=\"review-\(index)\" value=\"reject\"> reject</label></p>"
    }

    private func problemList(_ problems: [String]) -> String {
        guard !problems.isEmpty else { return "" }
        return "\n<ul class=\"problems\">" + problems.map { "<li>\(escape($0))</li>" }.joined() + "</ul>"
    }

    private func figure(_ caption: String, _ uri: String?) -> String {
        guard let uri else { return "<figure><figcaption>\(caption)</figcaption><p class=\"missing\">none</p></figure>" }
        return "<figure><figcaption>\(caption)</figcaption><img src=\"\(uri)\" alt=\"\(caption.lowercased())\"></figure>"
    }

    private func dataURI(_ png: [UInt8]) -> String { "data:image/png;base64," + base64(png) }

    private func escape(_ text: String) -> String { text.escapedForXML }

    static let style = """
        body{font:14px -apple-system,system-ui,sans-serif;margin:24px;color:#1c1c1e;background:#f2f2f7}
        h1{font-size:20px}.totals{color:#636366}.ok{color:#248a3d}
        .failure{background:#fff;border-radius:10px;padding:16px;margin:16px 0;box-shadow:0 1px 3px #0002}
        .failure h2{font-size:16px;margin:0 0 4px}.summary{color:#d70015;margin:0 0 12px}
        .panels{display:flex;flex-wrap:wrap;gap:16px;align-items:flex-start}
        figure{margin:0}figcaption{font-weight:600;margin-bottom:4px}
        img{max-width:480px;border:1px solid #c7c7cc;image-rendering:pixelated;display:block}
        .stack{position:relative;display:inline-block}.wipe{position:absolute;top:0;left:0;bottom:0;overflow:hidden;border-right:2px solid #ff3b30}
        .wipe img{max-width:none}.slider input{width:100%}.missing{color:#8e8e93}
        .accept code{background:#fff;padding:2px 6px;border-radius:4px}h2.snapshots{font-size:16px}
        .moves{margin:0 0 12px;padding-left:20px;font-family:ui-monospace,monospace}
        .review{background:#fff;border-radius:10px;padding:12px 16px}.review pre{white-space:pre-wrap;word-break:break-all}
        .failure.accepted{box-shadow:0 0 0 2px #248a3d}.failure.rejected{opacity:.6}.choice{margin:0 0 8px}
        .problems{color:#d70015;margin:0 0 12px;padding-left:20px;font-family:ui-monospace,monospace;font-size:13px}
        """

    static let script = """
        document.querySelectorAll('.slider').forEach(function (figure) {
          var input = figure.querySelector('input'), wipe = figure.querySelector('.wipe');
          var base = figure.querySelector('.stack > img'), top = wipe.querySelector('img');
          function size() { top.style.width = base.clientWidth + 'px'; }
          base.addEventListener('load', size); size();
          input.addEventListener('input', function () { wipe.style.width = input.value + '%'; });
        });
        (function () {
          var review = document.querySelector('.review');
          if (!review) return;
          function quoted(text) { return /^[A-Za-z0-9/._+=:,@-]+$/.test(text) ? text : "'" + text.replace(/'/g, "'\\\\''") + "'"; }
          function update() {
            var accepted = [], rejected = 0, open = 0;
            document.querySelectorAll('section[data-apply]').forEach(function (section) {
              var chosen = section.querySelector('.choice input:checked');
              var choice = chosen ? chosen.value : '';
              section.classList.toggle('accepted', choice === 'accept');
              section.classList.toggle('rejected', choice === 'reject');
              if (choice === 'accept') accepted.push(section.getAttribute('data-apply'));
              else if (choice === 'reject') rejected++;
              else open++;
            });
            document.getElementById('apply-command').textContent = accepted.length
              ? review.getAttribute('data-command') + ' --only ' + quoted(accepted.join(','))
              : 'Accept a change to get its command.';
            document.getElementById('review-counts').textContent = accepted.length + ' accepted, ' + rejected + ' rejected, ' + open + ' to review';
          }
          document.querySelectorAll('.choice input').forEach(function (input) { input.addEventListener('change', update); });
          update();
        })();
        """
}

/// Standard base64 with padding.
func base64(_ bytes: [UInt8]) -> String {
    let table = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)
    var out: [UInt8] = []
    out.reserveCapacity((bytes.count + 2) / 3 * 4)
    var i = 0
    while i + 2 < bytes.count {
        let n = UInt32(bytes[i]) << 16 | UInt32(bytes[i + 1]) << 8 | UInt32(bytes[i + 2])
        out += [table[Int(n >> 18)], table[Int(n >> 12 & 63)], table[Int(n >> 6 & 63)], table[Int(n & 63)]]
        i += 3
    }
    let rest = bytes.count - i
    if rest == 1 {
        let n = UInt32(bytes[i]) << 16
        out += [table[Int(n >> 18)], table[Int(n >> 12 & 63)], UInt8(ascii: "="), UInt8(ascii: "=")]
    } else if rest == 2 {
        let n = UInt32(bytes[i]) << 16 | UInt32(bytes[i + 1]) << 8
        out += [table[Int(n >> 18)], table[Int(n >> 12 & 63)], table[Int(n >> 6 & 63)], UInt8(ascii: "=")]
    }
    return String(decoding: out, as: UTF8.self)
}
