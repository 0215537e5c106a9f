"""Fixtures for the browser and contract tests of `quickactions serve`.

The session server serves copies of Examples/Chirp, Brewlog and Trailmix in a temporary folder (live-reload tests
edit them) with its own SQLite state file. QUICKACTIONS_BIN names the binary (default .build/debug/quickactions,
relative paths resolved against the repository root); CHROMIUM names the browser (default /usr/bin/chromium or
/usr/bin/chromium-browser).
"""

from __future__ import annotations

import os
import re
import shutil
import signal
import subprocess
import threading
import time
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[2]
EXAMPLES = REPO / "Examples"
APPS = ("Chirp", "Brewlog", "Trailmix")
START_TIMEOUT = 60.0
SERVING = re.compile(r"Serving (\d+) apps? at (http://[^\s/]+(?::\d+)?/)")


def quickactions_bin() -> Path:
    path = Path(os.environ.get("QUICKACTIONS_BIN", ".build/debug/quickactions"))
    if not path.is_absolute():
        path = REPO / path
    return path


def chromium_path() -> str:
    candidates = [os.environ["CHROMIUM"]] if os.environ.get("CHROMIUM") else []
    candidates += ["/usr/bin/chromium", "/usr/bin/chromium-browser"]
    for candidate in candidates:
        if Path(candidate).is_file() and os.access(candidate, os.X_OK):
            return candidate
    pytest.fail("no Chromium found (set CHROMIUM or run make setup, which installs Debian's chromium)")


def copy_examples(destination: Path) -> list[Path]:
    """Copies the three example apps into `destination`; returns their folders."""
    folders = []
    for name in APPS:
        target = destination / name
        shutil.copytree(EXAMPLES / name, target)
        folders.append(target)
    return folders


class Server:
    """A running `quickactions serve`, started with start() and stopped with stop() or kill()."""

    def __init__(self, paths: list[Path], state: Path, log: Path, extra: list[str] | None = None):
        self.paths = paths
        self.state = state
        self.log = log
        self.extra = extra or []
        self.process: subprocess.Popen | None = None
        self.base_url = ""
        self.app_count = 0
        self.stdout_lines: list[str] = []

    @property
    def port(self) -> int:
        return int(self.base_url.rstrip("/").rsplit(":", 1)[1])

    @property
    def host(self) -> str:
        return self.base_url.split("//", 1)[1].rsplit(":", 1)[0]

    def start(self) -> "Server":
        binary = quickactions_bin()
        if not binary.is_file():
            pytest.fail(f"{binary} does not exist: build it with `swift build --product quickactions` or set QUICKACTIONS_BIN")
        command = [str(binary), "serve", *map(str, self.paths), "--no-neighbours", "--port", "0", "--state", str(self.state)]
        command += self.extra
        stderr = open(self.log, "ab")
        self.process = subprocess.Popen(
            command, stdout=subprocess.PIPE, stderr=stderr, stdin=subprocess.DEVNULL, cwd=REPO, text=True, bufsize=1
        )
        stderr.close()
        ready = threading.Event()

        def read_stdout() -> None:
            assert self.process is not None and self.process.stdout is not None
            for line in self.process.stdout:
                self.stdout_lines.append(line.rstrip("\n"))
                match = SERVING.search(line)
                if match and not ready.is_set():
                    self.app_count = int(match.group(1))
                    self.base_url = match.group(2)
                    ready.set()

        threading.Thread(target=read_stdout, daemon=True).start()
        deadline = time.monotonic() + START_TIMEOUT
        while not ready.wait(0.1):
            if self.process.poll() is not None:
                self._fail(f"`quickactions serve` exited with {self.process.returncode} before serving")
            if time.monotonic() > deadline:
                self.kill()
                self._fail(f"`quickactions serve` did not print 'Serving N apps at …' within {START_TIMEOUT:.0f} s")
        return self

    def _fail(self, message: str) -> None:
        output = "\n".join(self.stdout_lines[-20:])
        errors = self.log.read_text(errors="replace")[-4000:] if self.log.exists() else ""
        pytest.fail(f"{message}\nstdout:\n{output}\nstderr:\n{errors}")

    def stop(self) -> None:
        """SIGTERM, then SIGKILL after 10 s."""
        if self.process is None or self.process.poll() is not None:
            return
        self.process.terminate()
        try:
            self.process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            self.kill()

    def kill(self) -> None:
        if self.process is None or self.process.poll() is not None:
            return
        self.process.send_signal(signal.SIGKILL)
        self.process.wait(timeout=10)


@pytest.fixture(scope="session")
def workspace(tmp_path_factory) -> Path:
    """A temporary folder with copies of the example apps."""
    root = tmp_path_factory.mktemp("serve")
    copy_examples(root)
    return root


@pytest.fixture(scope="session")
def server(workspace: Path):
    """The session's server over <tmp>/Chirp, Brewlog and Trailmix."""
    running = Server(
        [workspace / name for name in APPS], workspace / "state.sqlite", workspace / "server-stderr.log"
    ).start()
    try:
        yield running
    finally:
        running.stop()


@pytest.fixture(scope="session")
def base_url(server: Server) -> str:
    return server.base_url


@pytest.fixture(scope="session")
def browser():
    from playwright.sync_api import sync_playwright

    executable = chromium_path()
    with sync_playwright() as playwright:
        launched = playwright.chromium.launch(
            executable_path=executable, headless=True, args=["--no-proxy-server"])
        try:
            yield launched
        finally:
            launched.close()


@pytest.fixture
def page(browser, base_url):
    """A fresh page on the Home Screen, its icons shown."""
    context = browser.new_context(viewport={"width": 1280, "height": 1000}, locale="en-US")
    opened = context.new_page()
    opened.set_default_timeout(10_000)
    opened.goto(base_url)
    opened.wait_for_selector("[data-testid=home-screen] [data-testid=app-icon]")
    try:
        yield opened
    finally:
        context.close()
