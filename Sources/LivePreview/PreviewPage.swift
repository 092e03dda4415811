/// The live preview's page: the drawing, its controls and zoom, the file's error, the
/// diagnostics linked to the lines of the file they come from, the frames, and the file itself.
///
/// It keeps a WebSocket to `/updates` open and, at each version it is told of, fetches
/// `/preview.json`, `/scene.svg` and `/layout.json` for what its controls show. A query the file
/// no longer answers (a state since removed) falls back to the default. `body[data-version]` is
/// the version shown, once it is drawn.
enum PreviewPage {
    static let html = """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <title>strut watch</title>
        <style>
        :root { --line: #d0d4da; --muted: #6b7280; --conflict: #d92d20; --ambiguity: #c2410c; --ok: #15803d; }
        * { box-sizing: border-box; }
        [hidden] { display: none !important; }
        body { margin: 0; font: 13px/1.4 system-ui, -apple-system, "Segoe UI", sans-serif; color: #1f2328; background: #f6f7f9;
               display: grid; grid-template-rows: auto 1fr; height: 100vh; }
        header { display: flex; flex-wrap: wrap; gap: 6px 14px; align-items: center; padding: 8px 12px; background: #fff; border-bottom: 1px solid var(--line); }
        header h1 { font-size: 14px; margin: 0 8px 0 0; font-weight: 600; }
        header label { color: var(--muted); display: flex; gap: 4px; align-items: center; }
        header select, header button { font: inherit; }
        header select { max-width: 22em; }
        #connection { margin-left: auto; color: var(--muted); }
        #connection.live { color: var(--ok); }
        main { display: grid; grid-template-columns: 1fr minmax(300px, 36%); min-height: 0; }
        #stage { overflow: auto; padding: 16px; }
        #drawing svg { display: block; background: #fff; box-shadow: 0 1px 3px rgba(0,0,0,.15); }
        aside { border-left: 1px solid var(--line); background: #fff; overflow: auto; padding: 10px 12px; }
        aside h2 { font-size: 12px; text-transform: uppercase; letter-spacing: .04em; color: var(--muted); margin: 14px 0 6px; }
        #error { display: none; border: 1px solid var(--conflict); background: #fef3f2; color: #7a271a; padding: 8px; border-radius: 4px; white-space: pre-wrap;
                 position: sticky; top: 0; z-index: 1; box-shadow: 0 2px 6px rgba(0,0,0,.12); }
        #error.shown { display: block; }
        #diagnostics { list-style: none; padding: 0; margin: 0; }
        #diagnostics li { border-left: 3px solid var(--conflict); padding: 4px 8px; margin-bottom: 6px; white-space: pre-wrap; font-family: ui-monospace, "DejaVu Sans Mono", monospace; font-size: 11.5px; }
        #diagnostics li.ambiguity, #diagnostics li.misplaced { border-color: var(--ambiguity); }
        #diagnostics .none { border: 0; color: var(--ok); font-family: inherit; }
        a.line { color: #0969da; cursor: pointer; margin-right: 6px; }
        table { border-collapse: collapse; width: 100%; font-family: ui-monospace, "DejaVu Sans Mono", monospace; font-size: 11.5px; }
        td, th { text-align: right; padding: 1px 6px; border-bottom: 1px solid #eef0f2; }
        td:first-child, th:first-child { text-align: left; }
        #source { margin: 0; padding: 0 0 0 3.2em; font-family: ui-monospace, "DejaVu Sans Mono", monospace; font-size: 11.5px; color: #374151; }
        #source li { white-space: pre; padding-left: 6px; }
        #source li::marker { color: #9ca3af; }
        #source li.marked { background: #fff1c2; }
        </style>
        </head>
        <body data-version="">
        <header>
          <h1 id="file">strut watch</h1>
          <label id="scene-control" hidden>scene <select id="scene"></select></label>
          <label id="state-control" hidden>state <select id="state"></select></label>
          <label>device <select id="device"></select></label>
          <label>marks <select id="annotate"><option value="">default</option><option value="constraints">constraints</option><option value="all">all</option><option value="none">none</option></select></label>
          <label id="animation-control" hidden>animation <select id="animation"></select> <button id="replay" type="button">Replay</button></label>
          <label>zoom <button id="zoom-out" type="button">−</button> <span id="zoom-level">100%</span> <button id="zoom-in" type="button">+</button> <button id="zoom-fit" type="button">Fit</button></label>
          <span id="connection">connecting…</span>
        </header>
        <main>
          <section id="stage"><div id="drawing"></div></section>
          <aside>
            <div id="error"></div>
            <h2>Diagnostics</h2><ul id="diagnostics"></ul>
            <h2>Frames</h2><table id="frames"></table>
            <h2>Source</h2><ol id="source"></ol>
          </aside>
        </main>
        <script>
        "use strict";
        const $ = (id) => document.getElementById(id);
        const controls = ["scene", "state", "device", "annotate", "animation"];
        let zoom = 1, natural = null, pending = false, busy = false, fitted = false;

        function query() {
          const p = new URLSearchParams();
          for (const c of controls) if ($(c).value) p.set(c, $(c).value);
          return p.toString();
        }

        function fill(select, values, labels, first) {
          const keep = select.value;
          const options = [[ "", first ]].concat(values.map((v, i) => [v, labels ? labels[i] : v]));
          const same = select.options.length === options.length && options.every(([v, l], i) => select.options[i].value === v && select.options[i].text === l);
          if (!same) {
            select.replaceChildren(...options.map(([v, l]) => new Option(l, v)));
            select.value = values.includes(keep) ? keep : "";
          }
        }

        function el(tag, text, cls) { const e = document.createElement(tag); if (text !== undefined) e.textContent = text; if (cls) e.className = cls; return e; }

        function lineLink(n) {
          const a = el("a", "line " + n, "line");
          a.href = "#L" + n;
          a.addEventListener("click", (e) => { e.preventDefault(); mark([n]); });
          return a;
        }

        function mark(lines) {
          for (const li of document.querySelectorAll("#source li.marked")) li.classList.remove("marked");
          for (const n of lines) { const li = $("L" + n); if (li) li.classList.add("marked"); }
          const first = lines.length ? $("L" + lines[0]) : null;
          if (first) first.scrollIntoView({ block: "center" });
        }

        function showStatus(s) {
          $("file").textContent = s.file;
          document.title = s.file + " — strut watch";
          // A document's first scene is the default: listed once, under its own name.
          const label = (c) => c.title ? c.title + " (" + c.id + ")" : c.id;
          const others = s.scenes.slice(1).concat(s.scenes.length > 1 ? [{ id: "all", title: null }] : []);
          fill($("scene"), others.map((c) => c.id), others.map((c) => c.id === "all" ? "all scenes" : label(c)), s.scenes.length ? label(s.scenes[0]) : "");
          $("scene-control").hidden = s.scenes.length < 2;
          fill($("state"), s.states.concat(s.states.length ? ["all"] : []), null, "base");
          $("state-control").hidden = s.states.length === 0;
          fill($("device"), s.devices, null, "the scene's own");
          fill($("animation"), s.animations, null, "none");
          $("animation-control").hidden = s.animations.length === 0;
          const error = $("error");
          error.replaceChildren();
          error.classList.toggle("shown", !!s.error);
          if (s.error) {
            error.append(lineLink(s.error.line), el("span", s.file + ":" + s.error.line + ":" + s.error.column + ": " + s.error.text));
            error.append(el("div", s.version > 0 && s.hasDrawing ? "The drawing is the last good one." : ""));
          }
          const list = $("diagnostics");
          list.replaceChildren(...s.diagnostics.map((d) => {
            const li = el("li", undefined, d.kind);
            for (const n of d.lines) li.append(lineLink(n));
            li.append(el("div", d.text));
            return li;
          }));
          if (!s.diagnostics.length) list.append(el("li", "No conflicts, no ambiguity.", "none"));
          const source = $("source");
          if (source.childElementCount !== s.lines.length || [...source.children].some((li, i) => li.textContent !== s.lines[i])) {
            source.replaceChildren(...s.lines.map((text, i) => { const li = el("li", text); li.id = "L" + (i + 1); return li; }));
          }
          if (s.error) mark([s.error.line]);
        }

        function showFrames(layout) {
          const rows = [["view", "x", "y", "width", "height"]];
          const objects = Array.isArray(layout) ? layout : [layout];
          for (const o of objects) for (const [id, v] of Object.entries(o.views || {})) {
            rows.push([(o.state ? o.state + " · " : "") + (v.name ? id + " · " + v.name : id)].concat(v.frame.map((n) => String(Math.round(n * 100) / 100))));
          }
          $("frames").replaceChildren(...rows.map((r, i) => { const tr = el("tr"); for (const c of r) tr.append(el(i ? "td" : "th", c)); return tr; }));
        }

        function showDrawing(text) {
          const svg = new DOMParser().parseFromString(text, "image/svg+xml").documentElement;
          if (svg.nodeName !== "svg") return;
          const box = (svg.getAttribute("viewBox") || "").split(/[ ,]+/).map(Number);
          natural = box.length === 4 ? { width: box[2], height: box[3] } : { width: parseFloat(svg.getAttribute("width")), height: parseFloat(svg.getAttribute("height")) };
          $("drawing").replaceChildren(document.importNode(svg, true));
          // The first drawing fills the stage, up to twice its size; later ones keep the zoom.
          if (!fitted) { fitted = true; fit(2); } else { applyZoom(); }
        }

        function applyZoom() {
          const svg = $("drawing").querySelector("svg");
          $("zoom-level").textContent = Math.round(zoom * 100) + "%";
          if (!svg || !natural) return;
          svg.setAttribute("width", natural.width * zoom);
          svg.setAttribute("height", natural.height * zoom);
        }

        async function fetchOK(path) {
          const r = await fetch(path + "?" + query(), { cache: "no-store" });
          if (!r.ok) throw new Error(await r.text());
          return r;
        }

        // One refresh at a time; what is asked meanwhile is fetched after it.
        async function refresh() {
          pending = true;
          if (busy) return;
          busy = true;
          try {
            while (pending) {
              pending = false;
              let status;
              try {
                status = await (await fetchOK("/preview.json")).json();
              } catch (e) {
                // The file no longer has what a control asks for: back to the defaults.
                for (const c of controls) $(c).value = "";
                status = await (await fetchOK("/preview.json")).json();
              }
              const [svg, layout] = await Promise.all([fetchOK("/scene.svg").then((r) => r.text()).catch(() => null),
                                                       fetchOK("/layout.json").then((r) => r.json()).catch(() => null)]);
              status.hasDrawing = svg !== null;
              showStatus(status);
              if (svg !== null) showDrawing(svg);
              if (layout !== null) showFrames(layout);
              document.body.dataset.version = String(status.version);
            }
          } catch (e) {
            $("connection").textContent = "error: " + e.message;
          } finally {
            busy = false;
          }
        }

        function connect() {
          const socket = new WebSocket("ws://" + location.host + "/updates");
          socket.onopen = () => { $("connection").textContent = "live"; $("connection").className = "live"; };
          socket.onmessage = () => refresh();
          socket.onclose = () => { $("connection").textContent = "reconnecting…"; $("connection").className = ""; setTimeout(connect, 1000); };
        }

        for (const c of controls) $(c).addEventListener("change", () => refresh());
        $("replay").addEventListener("click", () => { const svg = $("drawing").querySelector("svg"); if (svg && svg.setCurrentTime) svg.setCurrentTime(0); });
        $("zoom-in").addEventListener("click", () => { zoom = Math.min(8, zoom * 1.25); applyZoom(); });
        $("zoom-out").addEventListener("click", () => { zoom = Math.max(0.1, zoom / 1.25); applyZoom(); });
        function fit(most) {
          if (!natural) return;
          const stage = $("stage");
          zoom = Math.max(0.1, Math.min(most, (stage.clientWidth - 32) / natural.width, (stage.clientHeight - 32) / natural.height));
          applyZoom();
        }
        $("zoom-fit").addEventListener("click", () => fit(8));
        connect();
        </script>
        </body>
        </html>
        """
}
