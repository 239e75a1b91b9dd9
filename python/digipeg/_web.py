"""``python -m digipeg web``: the browser version of the games, served from this package.

The wheel ships the page (``digipeg/web``: HTML, CSS, ES modules) and the engine compiled to
WebAssembly (``digipeg/web/pkg``), the same files ``make web`` serves, so a Python user gets the
GUI without Node. The server listens on 127.0.0.1 only and serves nothing but those files, and,
with ``--tables DIR``, the solved 5 x 5 layers of totals 24 and 25 found in DIR (``make
quixo-tables`` or ``make quixo-endgame`` writes them): ``quixo-tables.json`` lists them and the
page's computer player fetches the few a position needs, then plays perfectly from there.

``make web`` runs this file as a script on its own copy of the page (``--page``).
"""

from __future__ import annotations

import argparse
import functools
import http.server
import json
import re
import sys
import webbrowser
from pathlib import Path
from typing import List, Optional

WEB = Path(__file__).resolve().parent / "web"

# The layers a browser tab is given: 5 x 5 totals 24 and 25 (0.56 GB in all, fetched a layer at a
# time as positions need them; total 23 would be 3 GB, more than a tab can hold).
TABLES_SIZE = 5
TABLES_MIN_TOTAL = 24
_LAYER_FILE = re.compile(r"quixo(\d)-t(\d\d)-a(\d\d)-b(\d\d)\.(values|passes)")


def served_layers(tables: Path) -> dict:
    """What ``quixo-tables.json`` says: ``{"base": "tables/", "layers": [[size, a, b], ...]}``, the
    layers of ``tables`` the page may fetch (both files there; 5 x 5, total 24 or more)."""
    found = set()
    for p in tables.iterdir() if tables.is_dir() else ():
        m = _LAYER_FILE.fullmatch(p.name)
        if m and m.group(5) == "values" and (tables / (p.name[: -len("values")] + "passes")).is_file():
            n, t, a, b = (int(g) for g in m.groups()[:4])
            if n == TABLES_SIZE and t >= TABLES_MIN_TOTAL and a + b == t:
                found.add((n, a, b))
    return {"base": "tables/", "layers": [list(layer) for layer in sorted(found)]}

# Module scripts and WebAssembly need their own MIME types (older Pythons guess neither), and so do
# the web app manifest and the icons (the page installs as an app, and its service worker, sw.js at
# the top, caches every file for offline play: its scope is the whole page).
_TYPES = {".js": "text/javascript", ".mjs": "text/javascript", ".wasm": "application/wasm", ".css": "text/css",
          ".html": "text/html", ".json": "application/json", ".webmanifest": "application/manifest+json",
          ".png": "image/png", ".svg": "image/svg+xml"}


class _Handler(http.server.SimpleHTTPRequestHandler):
    extensions_map = {**http.server.SimpleHTTPRequestHandler.extensions_map, **_TYPES}

    def __init__(self, *args: object, tables: Optional[Path] = None, **kwargs: object) -> None:
        self.tables = tables
        super().__init__(*args, **kwargs)

    def send_head(self):  # noqa: ANN201 (the base class's)
        path = self.path.split("?", 1)[0].split("#", 1)[0]
        if self.tables is not None and path == "/quixo-tables.json":
            return self._send(json.dumps(served_layers(self.tables)).encode(), "application/json")
        if path.startswith("/tables/"):
            name = path[len("/tables/"):]
            listed = served_layers(self.tables)["layers"] if self.tables is not None else []
            m = _LAYER_FILE.fullmatch(name)
            if m is None or [int(m.group(1)), int(m.group(3)), int(m.group(4))] not in listed:
                self.send_error(404, "File not found")
                return None
            return self._send((self.tables / name).read_bytes(), "application/octet-stream")
        return super().send_head()

    def _send(self, body: bytes, kind: str):  # noqa: ANN202
        import io

        self.send_response(200)
        self.send_header("Content-Type", kind)
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        return io.BytesIO(body)

    def log_message(self, format: str, *args: object) -> None:  # noqa: A002 (the base class's name)
        pass  # quiet: the terminal shows the address and nothing else


class _Server(http.server.ThreadingHTTPServer):
    daemon_threads = True

    def handle_error(self, request: object, client_address: object) -> None:
        if isinstance(sys.exc_info()[1], ConnectionError):
            return  # the browser went away mid-file (a reload): nothing went wrong here
        super().handle_error(request, client_address)


def serve(port: int = 0, directory: Path = WEB, tables: Optional[Path] = None) -> http.server.ThreadingHTTPServer:
    """A server for the page on 127.0.0.1:``port`` (0: any free port), not yet serving; with
    ``tables``, a directory of solved layers, also those of 5 x 5 totals 24 and 25."""
    handler = functools.partial(_Handler, directory=str(directory), tables=tables)
    return _Server(("127.0.0.1", port), handler)


def main(argv: Optional[List[str]] = None) -> int:
    """``python -m digipeg web [--port N] [--no-browser] [--tables DIR]``."""
    parser = argparse.ArgumentParser(prog="python -m digipeg web", description="The games in your browser, served on 127.0.0.1.")
    parser.add_argument("--port", type=int, default=0, help="the port (default: any free one)")
    parser.add_argument("--no-browser", action="store_true", help="only print the address; do not open a browser")
    parser.add_argument("--tables", metavar="DIR", type=Path, default=None,
                        help="solved 5 x 5 layers (make quixo-tables): the computer plays perfectly from total 24 on")
    parser.add_argument("--page", metavar="DIR", type=Path, default=WEB, help=argparse.SUPPRESS)  # make web's copy
    args = parser.parse_args(argv)
    page = args.page
    if not (page / "index.html").is_file() or not (page / "pkg" / "digipeg_bg.wasm").is_file():
        sys.stderr.write(f"The web page is not installed with this copy of digipeg ({page} is incomplete).\n"
                         "Install the wheel that `make build-python` builds, which ships it.\n")
        return 1
    if args.tables is not None:
        layers = served_layers(args.tables)["layers"]
        if not layers:
            sys.stderr.write(f"{args.tables}: no solved 5 x 5 layers of total 24 or 25 there "
                             "(make quixo-tables writes them to target/quixo-layers/).\n")
            return 1
        print(f"Serving {len(layers)} solved 5 x 5 layers from {args.tables}.", flush=True)
    try:
        server = serve(args.port, page, args.tables)
    except OSError as err:
        sys.stderr.write(f"Cannot listen on 127.0.0.1:{args.port}: {err.strerror or err}\n")
        return 1
    url = f"http://127.0.0.1:{server.server_address[1]}/"
    print(f"digipeg in your browser: {url} (Ctrl-C stops)", flush=True)
    if not args.no_browser:
        webbrowser.open(url)
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        print()
    finally:
        server.server_close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
