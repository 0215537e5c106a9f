#!/usr/bin/env python3
"""Refreshes Documentation/images/serve-home-screen.png: the served Home Screen of the examples with Chirp's menu
open and the callbacks of choosing New Message on a cold launch.

    .build/browser-venv/bin/python scripts/screenshot-page.py [QUICKACTIONS_BIN]

Runs `quickactions serve` on copies of the examples (with a throwaway state file) and Debian's chromium through
Playwright, as the browser tests do (scripts/browser-tests.sh makes the venv).
"""

import re
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

from playwright.sync_api import sync_playwright

REPO = Path(__file__).resolve().parents[1]
binary = Path(sys.argv[1]) if len(sys.argv) > 1 else REPO / ".build/debug/quickactions"
with tempfile.TemporaryDirectory() as folder:
    apps = []
    for name in ("Chirp", "Brewlog", "Trailmix"):
        shutil.copytree(REPO / "Examples" / name, Path(folder) / name)
        apps.append(str(Path(folder) / name))
    server = subprocess.Popen(
        # The examples beside Chirp are the neighbours, in the dock.
        [str(binary), "serve", apps[0], "--port", "0", "--state", f"{folder}/state.sqlite"],
        stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    try:
        url = None
        for line in server.stdout:
            match = re.search(r"at (http://\S+/)", line)
            if match:
                url = match.group(1)
                break
        if url is None:
            sys.exit("the server did not start")
        with sync_playwright() as playwright:
            browser = playwright.chromium.launch(executable_path="/usr/bin/chromium")
            page = browser.new_page(viewport={"width": 1280, "height": 900}, device_scale_factor=2)
            page.goto(url)
            page.locator("[data-testid=home-screen]").wait_for()
            chirp = page.locator('[data-app-id="com.example.chirp"]').first
            chirp.click(button="right")
            page.locator('[data-type="com.example.chirp.new-message"]').first.click()
            page.wait_for_timeout(1200)
            chirp.click(button="right")
            page.wait_for_timeout(600)
            page.screenshot(path=str(REPO / "Documentation/images/serve-home-screen.png"))
            browser.close()
    finally:
        server.terminate()
        server.wait(timeout=10)
