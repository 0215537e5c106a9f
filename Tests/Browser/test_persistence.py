"""Device state survives restarts, and a SIGKILL loses no acknowledged Siri run."""

from __future__ import annotations

import threading
import time
import urllib.error
from pathlib import Path

import pytest

from conftest import Server, copy_examples
from http_support import quote, request
from openapi_support import validate_response, validate_schema

UTTERANCE = "Log a Espresso in Brewlog"
INTENT = "LogBrewIntent"


@pytest.fixture
def apps_folder(tmp_path) -> list[Path]:
    return copy_examples(tmp_path / "apps")


def start(apps_folder: list[Path], state: Path, log: Path) -> Server:
    return Server(apps_folder, state, log).start()


def app_ids(server: Server) -> dict[str, str]:
    answer = request(server.base_url, "GET", "/api/apps")
    assert answer.status == 200, answer.text
    validate_response("GET", "/api/apps", 200, answer.json())
    return {app["name"]: app["id"] for app in answer.json()["apps"]}


def run_count(server: Server, identifier: str) -> int:
    answer = request(server.base_url, "GET", f"/api/apps/{quote(identifier)}/shortcuts")
    assert answer.status == 200, answer.text
    validate_response("GET", "/api/apps/{id}/shortcuts", 200, answer.json())
    return next(item["runCount"] for item in answer.json()["spotlight"] if item["intentType"] == INTENT)


def test_sigkill_loses_no_acknowledged_siri_run(apps_folder, tmp_path):
    state = tmp_path / "device.sqlite"
    server = start(apps_folder, state, tmp_path / "stderr-1.log")
    try:
        brewlog = app_ids(server)["Brewlog"]
        assert run_count(server, brewlog) == 0
        sent = acknowledged = 0
        process = server.process
        killed = threading.Event()

        def kill_soon() -> None:
            time.sleep(0.5)
            server.kill()
            killed.set()

        killer = threading.Thread(target=kill_soon)
        started = time.monotonic()
        killer.start()
        while time.monotonic() - started < 30:
            sent += 1
            try:
                answer = request(server.base_url, "POST", "/api/siri", {"utterance": UTTERANCE}, timeout=5)
            except (urllib.error.URLError, ConnectionError, OSError):
                if killed.is_set():
                    break
                continue
            if answer.status == 200 and answer.json().get("outcome") == "run":
                acknowledged += 1
            elif killed.is_set():
                break
            else:
                pytest.fail(f"unexpected answer {answer.status}: {answer.text[:300]}")
        killer.join()
        assert process.poll() is not None, "the server is still running after SIGKILL"
        assert acknowledged > 0, "no Siri request was acknowledged in the 0.5 s before the kill"
    finally:
        server.kill()

    restarted = start(apps_folder, state, tmp_path / "stderr-2.log")
    try:
        count = run_count(restarted, app_ids(restarted)["Brewlog"])
        print(f"SIGKILL durability: sent {sent}, acknowledged {acknowledged}, recorded after restart {count}")
        assert acknowledged <= count <= sent, f"acknowledged {acknowledged}, sent {sent}, recorded {count}"
    finally:
        restarted.stop()


def test_registered_items_survive_a_restart(apps_folder, tmp_path):
    state = tmp_path / "device.sqlite"
    items = [{"type": "com.example.chirp.persisted", "localizedTitle": "Persisted Item",
              "icon": {"systemImageName": "star"}}]
    server = start(apps_folder, state, tmp_path / "stderr-1.log")
    try:
        chirp = app_ids(server)["Chirp"]
        answer = request(server.base_url, "PUT", f"/api/apps/{quote(chirp)}/state", {"phase": "launched"})
        assert answer.status == 200, answer.text
        answer = request(server.base_url, "PUT", f"/api/apps/{quote(chirp)}/shortcut-items", items)
        assert answer.status == 200, answer.text
        validate_response("PUT", "/api/apps/{id}/shortcut-items", 200, answer.json())
    finally:
        server.stop()

    restarted = start(apps_folder, state, tmp_path / "stderr-2.log")
    try:
        chirp = app_ids(restarted)["Chirp"]
        answer = request(restarted.base_url, "GET", f"/api/apps/{quote(chirp)}/menu")
        assert answer.status == 200, answer.text
        menu = answer.json()["menu"]
        validate_schema(menu, "HomeScreenMenu")
        titles = [item["title"] for item in menu["items"] if item["source"]["kind"] == "dynamic"]
        assert titles == ["Persisted Item"], menu["items"]
    finally:
        restarted.stop()


def test_phase_survives_a_restart(apps_folder, tmp_path):
    state = tmp_path / "device.sqlite"
    server = start(apps_folder, state, tmp_path / "stderr-1.log")
    try:
        trailmix = app_ids(server)["Trailmix"]
        answer = request(server.base_url, "PUT", f"/api/apps/{quote(trailmix)}/state", {"phase": "installed"})
        assert answer.status == 200, answer.text
        validate_response("PUT", "/api/apps/{id}/state", 200, answer.json())
    finally:
        server.stop()

    restarted = start(apps_folder, state, tmp_path / "stderr-2.log")
    try:
        apps = request(restarted.base_url, "GET", "/api/apps").json()["apps"]
        trailmix = next(app for app in apps if app["name"] == "Trailmix")
        assert trailmix["phase"] == "installed"
        menu = request(restarted.base_url, "GET", f"/api/apps/{quote(trailmix['id'])}/menu").json()["menu"]
        assert menu["phase"] == "installed"
    finally:
        restarted.stop()
