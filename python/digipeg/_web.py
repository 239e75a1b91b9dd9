"""``python -m digipeg web``: the browser version of the games, served from this package.

The wheel ships the page (``digipeg/web``: HTML, CSS, ES modules) and the engine compiled to
WebAssembly (``digipeg/web/pkg``), the same files ``make web`` serves, so a Python user gets the
GUI without Node. The server listens on 127.0.0.1 only and serves nothing but those files.
"""

from __future__ import annotations

import argparse
import functools
import http.server
import sys
import webbrowser
from pathlib import Path
from typing import List, Optional

WEB = Path(__file__).resolve().parent / "web"

# Module scripts and WebAssembly need their own MIME types (older Pythons guess neither).
_TYPES = {".js": "text/javascript", ".mjs": "text/javascript", ".wasm": "application/wasm", ".css": "text/css",
          ".html": "text/html", ".json": "application/json"}


class _Handler(http.server.SimpleHTTPRequestHandler):
    extensions_map = {**http.server.SimpleHTTPRequestHandler.extensions_map, **_TYPES}

    def log_message(self, format: str, *args: object) -> None:  # noqa: A002 (the base class's name)
        pass  # quiet: the terminal shows the address and nothing else


class _Server(http.server.ThreadingHTTPServer):
    daemon_threads = True

    def handle_error(self, request: object, client_address: object) -> None:
        if isinstance(sys.exc_info()[1], ConnectionError):
            return  # the browser went away mid-file (a reload): nothing went wrong here
        super().handle_error(request, client_address)


def serve(port: int = 0, directory: Path = WEB) -> http.server.ThreadingHTTPServer:
    """A server for the page on 127.0.0.1:``port`` (0: any free port), not yet serving."""
    handler = functools.partial(_Handler, directory=str(directory))
    return _Server(("127.0.0.1", port), handler)


def main(argv: Optional[List[str]] = None) -> int:
    """``python -m digipeg web [--port N] [--no-browser]``."""
    parser = argparse.ArgumentParser(prog="python -m digipeg web", description="The games in your browser, served on 127.0.0.1.")
    parser.add_argument("--port", type=int, default=0, help="the port (default: any free one)")
    parser.add_argument("--no-browser", action="store_true", help="only print the address; do not open a browser")
    args = parser.parse_args(argv)
    if not (WEB / "index.html").is_file() or not (WEB / "pkg" / "digipeg_bg.wasm").is_file():
        sys.stderr.write(f"The web page is not installed with this copy of digipeg ({WEB} is incomplete).\n"
                         "Install the wheel that `make build-python` builds, which ships it.\n")
        return 1
    try:
        server = serve(args.port)
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
