"""The JSON API of `quickactions serve` against Documentation/serve-contract.md and openapi.yaml.

Every response body is validated against the operation's schema for its status code; the last test checks that
every operation of the document was exercised here.
"""

from __future__ import annotations

import http.client
import json
import re
import socket
import subprocess
import threading
import time
from pathlib import Path

import jsonschema
import pytest
import yaml

from conftest import quickactions_bin
from http_support import Response, quote, raw_request, request
from openapi_support import OPENAPI_PATH, document, operations, validate_response, validate_schema

EXERCISED: set[tuple[str, str]] = set()
LIMIT = 64 * 1024


def call(base_url: str, method: str, template: str, params: dict[str, str] | None = None, query: str = "",
         body=None, raw: bytes | None = None) -> Response:
    """Calls the operation METHOD TEMPLATE with the path parameters filled in, records it, and validates the JSON
    body against the document's schema for the status code."""
    path = template
    for name, value in (params or {}).items():
        path = path.replace("{" + name + "}", quote(value))
    answer = request(base_url, method, path + (f"?{query}" if query else ""), body, raw=raw)
    EXERCISED.add((method, template))
    if "json" in answer.content_type or answer.status >= 400:
        try:
            validate_response(method, template, answer.status, answer.json())
        except jsonschema.ValidationError as error:
            pytest.fail(f"{method} {path}?{query} → {answer.status}: body does not match the schema: {error.message}\n"
                        f"at {list(error.absolute_path)}\nbody: {answer.text[:2000]}")
    return answer


def expect_error(answer: Response, status: int) -> dict:
    assert answer.status == status, f"{answer.url}: expected {status}, got {answer.status}: {answer.text[:500]}"
    body = answer.json()
    validate_schema(body, "Error")
    assert body["error"]["status"] == status, body
    return body["error"]


def cli_json(*arguments: str):
    result = subprocess.run([str(quickactions_bin()), *arguments, "--format", "json"], capture_output=True,
                            text=True, timeout=120)
    assert result.returncode == 0, result.stderr
    return json.loads(result.stdout)


def without_files(value):
    """The value with every "file" reduced to its last path component (the server and the CLI may name paths from
    different folders)."""
    if isinstance(value, dict):
        return {key: (Path(item).name if key == "file" and isinstance(item, str) else without_files(item))
                for key, item in value.items()}
    if isinstance(value, list):
        return [without_files(item) for item in value]
    return value


@pytest.fixture(scope="module")
def apps(base_url) -> dict[str, dict]:
    """The apps by name."""
    answer = call(base_url, "GET", "/api/apps")
    assert answer.status == 200
    return {app["name"]: app for app in answer.json()["apps"]}


def app_id(apps, name: str) -> str:
    assert name in apps, f"no app named {name} in {sorted(apps)}"
    return apps[name]["id"]


def set_phase(base_url: str, identifier: str, phase: str) -> dict:
    answer = call(base_url, "PUT", "/api/apps/{id}/state", {"id": identifier}, body={"phase": phase})
    assert answer.status == 200, answer.text
    assert answer.json()["phase"] == phase
    return answer.json()


# MARK: - Apps


def test_serving_line_counts_the_apps(server):
    assert server.app_count == 3, server.stdout_lines
    assert server.base_url.startswith("http://127.0.0.1:"), server.base_url


def test_apps_are_listed_in_grid_order(base_url, apps):
    answer = call(base_url, "GET", "/api/apps")
    body = answer.json()
    assert body["device"] == "iphone"
    names = [app["name"] for app in body["apps"]]
    assert names == ["Chirp", "Brewlog", "Trailmix"], names
    for index, app in enumerate(body["apps"]):
        assert app["position"] == {"column": index % 4 + 1, "row": index // 4 + 1}, app
        assert app["isNeighbour"] is False
        assert app["error"] is None, app["error"]
        assert app["developmentRegion"] == "en"
    assert len({app["id"] for app in body["apps"]}) == 3
    assert apps["Chirp"]["version"] == "2.4"
    assert apps["Brewlog"]["version"] == "3.1"
    assert apps["Chirp"]["shape"] == "scene"
    assert apps["Brewlog"]["hasAppShortcuts"] is True
    assert apps["Chirp"]["hasAppShortcuts"] is False
    assert {"en", "ar"} <= set(apps["Trailmix"]["locales"]), apps["Trailmix"]["locales"]


# MARK: - Menu


def test_menu_equals_the_cli_menu(base_url, apps, workspace):
    identifier = app_id(apps, "Chirp")
    answer = call(base_url, "GET", "/api/apps/{id}/menu", {"id": identifier}, "state=launched")
    assert answer.status == 200, answer.text
    body = answer.json()
    expected = cli_json("menu", str(workspace / "Chirp"), "--state", "launched")
    assert without_files(body["menu"]) == without_files(expected)
    assert body["revision"] == apps["Chirp"]["revision"]


def test_a_cached_menu_is_answered_as_the_route_answers_it(server, apps):
    """`serve` answers a menu it has cached on the connection's event loop (CachedMenuHandler): header for header
    and byte for byte the route's answer, which `Connection: close` always gets (urllib, used by the other tests,
    sends it; a keep-alive request without it is answered from the cache)."""
    path = f"/api/apps/{quote(app_id(apps, 'Trailmix'))}/menu?locale=ja&appearance=dark&textSize=S"
    route = raw_request(server.host, server.port, "GET", path, headers={"Connection": "close"})
    cached = raw_request(server.host, server.port, "GET", path)
    EXERCISED.add(("GET", "/api/apps/{id}/menu"))
    assert route.status == cached.status == 200, (route.text[:300], cached.text[:300])
    for answer in (route, cached):
        assert re.fullmatch(r"(Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d\d [A-Z][a-z]{2} \d{4} \d\d:\d\d:\d\d GMT",
                            answer.headers.pop("date", "")), answer.headers
    assert cached.headers == route.headers
    assert cached.body == route.body


def test_pipelined_requests_are_answered_in_order(server, apps):
    """HTTP/1.1 pipelining: a cached menu asked for behind a request the route answers comes second."""
    menu = f"/api/apps/{quote(app_id(apps, 'Chirp'))}/menu?locale=en"
    assert raw_request(server.host, server.port, "GET", menu).status == 200  # now cached
    requests = [f"/api/apps/{quote(app_id(apps, 'Chirp'))}/shortcuts", menu, "/api/apps", menu]
    with socket.create_connection((server.host, server.port), timeout=30) as connection:
        connection.sendall(b"".join(f"GET {path} HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n".encode() for path in requests))
        reader = connection.makefile("rb")
        bodies = []
        for _ in requests:
            status = reader.readline()
            assert status.startswith(b"HTTP/1.1 200"), status
            length = 0
            while (line := reader.readline()) not in (b"\r\n", b""):
                name, _, value = line.decode().partition(":")
                if name.lower() == "content-length":
                    length = int(value)
            bodies.append(json.loads(reader.read(length)))
    assert "actionButton" in bodies[0] and "menu" in bodies[1] and "apps" in bodies[2] and "menu" in bodies[3], \
        [sorted(body)[:3] for body in bodies]


def test_menu_defaults(base_url, apps):
    app = apps["Trailmix"]
    body = call(base_url, "GET", "/api/apps/{id}/menu", {"id": app["id"]}).json()
    menu, layout = body["menu"], body["layout"]
    assert menu["locale"] == "en"
    assert menu["device"] == "iphone"
    assert menu["placement"]["position"] == app["position"]
    assert menu["placement"]["isRightToLeft"] is False
    assert layout["isRightToLeft"] is False
    app_rows = [row for row in layout["rows"] if row["kind"] == "app"]
    system_rows = [row for row in layout["rows"] if row["kind"] == "system"]
    assert [row["type"] for row in app_rows] == [item["type"] for item in menu["items"]]
    assert [row["system"] for row in system_rows] == [item["kind"] for item in menu["systemItems"]]
    assert [row["title"] for row in app_rows] == [item["title"] for item in menu["items"]]
    svg = re.match(r'\s*<svg[^>]*\bwidth="([\d.]+)"[^>]*\bheight="([\d.]+)"', body["svg"]) or re.match(
        r'\s*<svg[^>]*\bheight="([\d.]+)"[^>]*\bwidth="([\d.]+)"', body["svg"])
    assert svg, body["svg"][:300]
    assert {round(float(svg.group(1)), 1), round(float(svg.group(2)), 1)} == {
        round(layout["width"], 1), round(layout["height"], 1)}


@pytest.mark.parametrize(
    ("name", "query", "check"),
    [
        ("Trailmix", "locale=de", lambda b: b["menu"]["locale"] == "de"),
        # The classic era (the default) draws item icons trailing: on the left in right-to-left locales...
        ("Trailmix", "locale=ar&column=1&row=1", lambda b: b["menu"]["placement"]["isRightToLeft"]
         and b["layout"]["isRightToLeft"] and b["menu"]["placement"]["itemIconSide"] == "left"
         and b["menu"]["placement"]["era"] == "classic" and b["menu"]["placement"]["textAlignment"] == "right"),
        # ...glass leading; the 3D Touch rule on the app icon's side: column 1 is on the right in Arabic.
        ("Trailmix", "locale=ar&column=1&row=1&era=glass",
         lambda b: b["menu"]["placement"]["itemIconSide"] == "right" and b["menu"]["placement"]["era"] == "glass"),
        ("Trailmix", "locale=ar&column=1&row=1&era=touch", lambda b: b["menu"]["placement"]["itemIconSide"] == "right"),
        ("Trailmix", "locale=ar&era=touch", lambda b: b["menu"]["placement"]["isRightToLeft"]
         and b["menu"]["placement"]["itemIconSide"] == "left" and b["menu"]["placement"]["position"]["column"] == 3),
        ("Trailmix", "locale=en", lambda b: b["menu"]["placement"]["itemIconSide"] == "right"
         and b["menu"]["placement"]["textAlignment"] == "left"),
        ("Chirp", "state=installed", lambda b: b["menu"]["phase"] == "installed"
         and all(item["source"]["kind"] == "static" for item in b["menu"]["items"])
         and any(hidden["reason"]["code"] == "not_launched_yet" for hidden in b["menu"]["notShown"])),
        ("Chirp", "state=updated", lambda b: b["menu"]["phase"] == "updated"),
        ("Chirp", "column=4&row=6", lambda b: b["menu"]["placement"]["attachment"] == "above"
         and b["menu"]["placement"]["alignedEdge"] == "right" and b["menu"]["placement"]["position"]
         == {"column": 4, "row": 6}),
        ("Chirp", "device=ipad", lambda b: b["menu"]["device"] == "ipad"),
        ("Chirp", "appearance=dark", lambda b: True),
        ("Trailmix", "direction=rtl", lambda b: b["layout"]["isRightToLeft"] is True),
        ("Trailmix", "locale=ar&direction=ltr", lambda b: b["layout"]["isRightToLeft"] is False),
        ("Chirp", "textSize=AX3", lambda b: True),
        ("Chirp", "locale=en&state=launched&column=1&row=1&device=iphone&appearance=light&direction=auto&textSize=L",
         lambda b: b["menu"]["placement"]["position"] == {"column": 1, "row": 1}),
    ],
)
def test_menu_query_parameters(base_url, apps, name, query, check):
    answer = call(base_url, "GET", "/api/apps/{id}/menu", {"id": app_id(apps, name)}, query)
    assert answer.status == 200, answer.text
    assert check(answer.json()), json.dumps(answer.json()["menu"], indent=1)[:3000]


def test_menu_text_size_and_appearance_change_the_drawing(base_url, apps):
    identifier = app_id(apps, "Chirp")
    regular = call(base_url, "GET", "/api/apps/{id}/menu", {"id": identifier}, "textSize=L").json()
    large = call(base_url, "GET", "/api/apps/{id}/menu", {"id": identifier}, "textSize=AX3").json()
    dark = call(base_url, "GET", "/api/apps/{id}/menu", {"id": identifier}, "appearance=dark").json()
    assert large["layout"]["height"] > regular["layout"]["height"]
    assert dark["svg"] != regular["svg"]


@pytest.mark.parametrize(
    ("query", "parameter"),
    [
        ("textSize=huge", "textSize"),
        ("state=bogus", "state"),
        ("device=watch", "device"),
        ("appearance=sepia", "appearance"),
        ("direction=sideways", "direction"),
        ("column=abc", "column"),
        ("row=-1", "row"),
        ("column=9", "column"),
        ("locale=1", "locale"),
    ],
)
def test_menu_bad_parameter_is_400_naming_it(base_url, apps, query, parameter):
    error = expect_error(call(base_url, "GET", "/api/apps/{id}/menu", {"id": app_id(apps, "Chirp")}, query), 400)
    assert parameter.lower() in error["message"].lower(), error


# MARK: - Unknown things


@pytest.mark.parametrize(
    ("method", "template", "body"),
    [
        ("GET", "/api/apps/{id}/menu", None),
        ("POST", "/api/apps/{id}/actions/{type}", {}),
        ("PUT", "/api/apps/{id}/shortcut-items", []),
        ("PUT", "/api/apps/{id}/state", {"phase": "launched"}),
        ("GET", "/api/apps/{id}/shortcuts", None),
        ("GET", "/api/apps/{id}/icon", None),
    ],
)
def test_unknown_app_is_404(base_url, method, template, body):
    params = {"id": "com.example.no-such-app", "type": "com.example.chirp.search"}
    error = expect_error(call(base_url, method, template, params, body=body), 404)
    assert error["message"]


def test_app_icon_is_the_asset_catalog_picture(base_url, apps):
    """Trailmix's asset catalog has an icon set: the list links it and the route serves the PNG; Chirp has none."""
    trailmix = apps["Trailmix"]
    assert trailmix["iconURL"].startswith(f"/api/apps/{quote(trailmix['id'])}/icon?revision=")
    answer = call(base_url, "GET", "/api/apps/{id}/icon", {"id": trailmix["id"]}, "revision=1")
    assert answer.status == 200 and answer.content_type == "image/png"
    assert answer.body[:8] == b"\x89PNG\r\n\x1a\n"
    assert apps["Chirp"]["iconURL"] is None
    error = expect_error(call(base_url, "GET", "/api/apps/{id}/icon", {"id": apps["Chirp"]["id"]}), 404)
    assert "monogram" in error["message"]


@pytest.mark.parametrize("path", ["/api/nope", "/api/apps/x/y/z", "/nope", "/index.php", "/assets/nope.js"])
def test_unknown_route_is_404_json(base_url, path):
    answer = request(base_url, "GET", path)
    if path.startswith("/assets/"):
        EXERCISED.add(("GET", "/assets/{name}"))
        validate_response("GET", "/assets/{name}", answer.status, answer.json())
    expect_error(answer, 404)


@pytest.mark.parametrize(
    "path",
    ["/assets/../../etc/passwd", "/assets/%2e%2e/%2e%2e/etc/passwd", "/assets/..%2fPackage.swift",
     "/assets/..%2f..%2f..%2f..%2fetc%2fpasswd", "/assets/%2e%2e%2fPackage.swift", "/assets/..\\Package.swift",
     "/assets//etc/passwd", "/assets/%2fetc%2fpasswd"],
)
def test_path_traversal_is_404(server, path):
    answer = raw_request(server.host, server.port, "GET", path)
    EXERCISED.add(("GET", "/assets/{name}"))
    assert answer.status == 404, f"{path}: {answer.status} {answer.text[:300]}"
    assert "root:" not in answer.text
    assert "swift-tools-version" not in answer.text
    expect_error(answer, 404)


# MARK: - Static files and the document


def test_index_and_assets(base_url):
    index = call(base_url, "GET", "/")
    assert index.status == 200
    assert index.content_type.startswith("text/html"), index.content_type
    assert "<html" in index.text.lower()
    for name, kind in [("app.js", "javascript"), ("style.css", "text/css")]:
        asset = call(base_url, "GET", "/assets/{name}", {"name": name})
        assert asset.status == 200, f"{name}: {asset.status}"
        assert kind in asset.content_type, f"{name}: {asset.content_type}"
        assert asset.body


def test_openapi_document_is_served(base_url):
    answer = call(base_url, "GET", "/api/openapi.yaml")
    assert answer.status == 200
    assert "yaml" in answer.content_type, answer.content_type
    assert yaml.safe_load(answer.body) == yaml.safe_load(OPENAPI_PATH.read_text(encoding="utf-8"))


# MARK: - Actions


def test_choosing_an_item_equals_the_cli_launch(base_url, apps, workspace):
    identifier = app_id(apps, "Chirp")
    set_phase(base_url, identifier, "launched")
    answer = call(base_url, "POST", "/api/apps/{id}/actions/{type}",
                  {"id": identifier, "type": "com.example.chirp.search"}, body={"launchState": "cold"})
    assert answer.status == 200, answer.text
    body = answer.json()
    expected = cli_json("launch", str(workspace / "Chirp"), "--item", "com.example.chirp.search")
    assert without_files(body["report"]) == without_files(expected)
    assert "scene(_:willConnectTo:options:)" in body["text"]


@pytest.mark.parametrize(
    ("body", "state", "shape", "method"),
    [
        (None, "cold", "scene", "scene(_:willConnectTo:options:)"),
        ({}, "cold", "scene", "scene(_:willConnectTo:options:)"),
        ({"launchState": "warm"}, "warm", "scene", "windowScene(_:performActionFor:completionHandler:)"),
        ({"shape": "app-delegate", "launchState": "warm"}, "warm", "app-delegate",
         "application(_:performActionFor:completionHandler:)"),
        ({"shape": "swiftui", "launchState": "cold", "locale": "en"}, "cold", "swiftui", None),
    ],
)
def test_choosing_an_item_with_options(base_url, apps, body, state, shape, method):
    answer = call(base_url, "POST", "/api/apps/{id}/actions/{type}",
                  {"id": app_id(apps, "Chirp"), "type": "com.example.chirp.inbox"}, body=body)
    assert answer.status == 200, answer.text
    report = answer.json()["report"]
    assert report["state"] == state and report["shape"] == shape
    assert report["item"]["type"] == "com.example.chirp.inbox"
    if method:
        assert method in [step["method"] for step in report["steps"]]


def test_choosing_an_item_not_in_the_menu_is_404_listing_the_types(base_url, apps):
    error = expect_error(call(base_url, "POST", "/api/apps/{id}/actions/{type}",
                              {"id": app_id(apps, "Chirp"), "type": "com.example.chirp.nope"}, body={}), 404)
    assert "com.example.chirp.search" in error["message"], error


@pytest.mark.parametrize("raw", [b'{"launchState": "hot"}', b'{"shape": "cocoa"}', b"{not json", b"[1, 2]"])
def test_choosing_an_item_with_a_bad_body_is_400(base_url, apps, raw):
    expect_error(call(base_url, "POST", "/api/apps/{id}/actions/{type}",
                      {"id": app_id(apps, "Chirp"), "type": "com.example.chirp.search"}, raw=raw), 400)


# MARK: - Device state


def test_state_change_returns_the_app(base_url, apps):
    identifier = app_id(apps, "Trailmix")
    try:
        for phase in ("installed", "updated", "launched"):
            app = set_phase(base_url, identifier, phase)
            assert app["id"] == identifier and app["name"] == "Trailmix"
            listed = {a["id"]: a for a in call(base_url, "GET", "/api/apps").json()["apps"]}
            assert listed[identifier]["phase"] == phase
            menu = call(base_url, "GET", "/api/apps/{id}/menu", {"id": identifier}).json()["menu"]
            assert menu["phase"] == phase, "the menu's default state is the app's persisted phase"
    finally:
        set_phase(base_url, identifier, "launched")


@pytest.mark.parametrize("raw", [b'{"phase": "deleted"}', b"{}", b'{"phase": 3}', b"phase=launched", b""])
def test_state_change_with_a_bad_body_is_400(base_url, apps, raw):
    expect_error(call(base_url, "PUT", "/api/apps/{id}/state", {"id": app_id(apps, "Trailmix")}, raw=raw), 400)


ITEMS = [
    {"type": "com.example.brewlog.recipe", "localizedTitle": "Flat White", "localizedSubtitle": "Last brewed today",
     "icon": {"systemImageName": "cup.and.saucer.fill"}, "userInfo": {"recipeID": 7, "appVersion": "3.1"}},
    {"type": "com.example.brewlog.grinder", "localizedTitle": "Grinder Settings", "icon": {"type": "compose"}},
]


def test_registering_items_changes_the_menu(base_url, apps):
    identifier = app_id(apps, "Brewlog")
    set_phase(base_url, identifier, "launched")
    for item in ITEMS:
        validate_schema(item, "ShortcutItemInput")
    answer = call(base_url, "PUT", "/api/apps/{id}/shortcut-items", {"id": identifier}, body=ITEMS)
    assert answer.status == 200, answer.text
    assert answer.json() == {"registered": 2}
    menu = call(base_url, "GET", "/api/apps/{id}/menu", {"id": identifier}).json()["menu"]
    dynamic = [item for item in menu["items"] if item["source"]["kind"] == "dynamic"]
    assert [item["title"] for item in dynamic] == ["Flat White", "Grinder Settings"], menu["items"]
    assert dynamic[0]["subtitle"] == "Last brewed today"
    launch = call(base_url, "POST", "/api/apps/{id}/actions/{type}",
                  {"id": identifier, "type": "com.example.brewlog.recipe"}, body={"launchState": "warm"})
    assert launch.status == 200, launch.text
    assert launch.json()["report"]["item"]["userInfo"]["recipeID"] == 7
    emptied = call(base_url, "PUT", "/api/apps/{id}/shortcut-items", {"id": identifier}, body=[])
    assert emptied.json() == {"registered": 0}
    menu = call(base_url, "GET", "/api/apps/{id}/menu", {"id": identifier}).json()["menu"]
    assert all(item["source"]["kind"] == "static" for item in menu["items"]), menu["items"]


def test_registering_items_while_installed_is_409(base_url, apps):
    identifier = app_id(apps, "Brewlog")
    try:
        set_phase(base_url, identifier, "installed")
        expect_error(call(base_url, "PUT", "/api/apps/{id}/shortcut-items", {"id": identifier}, body=ITEMS), 409)
    finally:
        set_phase(base_url, identifier, "launched")


@pytest.mark.parametrize(
    "raw",
    [b'[{"type": ', b"{not json", b'{"type": "x", "localizedTitle": "y"}', b'[{"type": "x"}]',
     b'[{"type": "x", "localizedTitle": "y", "icon": {"type": "no-such-icon"}}]'],
)
def test_registering_a_bad_body_is_400(base_url, apps, raw):
    identifier = app_id(apps, "Brewlog")
    set_phase(base_url, identifier, "launched")
    expect_error(call(base_url, "PUT", "/api/apps/{id}/shortcut-items", {"id": identifier}, raw=raw), 400)


def test_body_over_64_kib_is_413(server, apps):
    identifier = app_id(apps, "Brewlog")
    set_phase(server.base_url, identifier, "launched")
    item = {"type": "com.example.brewlog.padding", "localizedTitle": "x" * 200}
    body = json.dumps([item] * (LIMIT // 200 + 40)).encode()
    assert len(body) > LIMIT + 4096
    path = f"/api/apps/{quote(identifier)}/shortcut-items"
    answer = raw_request(server.host, server.port, "PUT", path, body)
    EXERCISED.add(("PUT", "/api/apps/{id}/shortcut-items"))
    validate_response("PUT", "/api/apps/{id}/shortcut-items", answer.status, answer.json())
    expect_error(answer, 413)
    siri = raw_request(server.host, server.port, "POST", "/api/siri",
                       json.dumps({"utterance": "x" * (LIMIT + 10)}).encode())
    expect_error(siri, 413)
    # A body just under the limit is read.
    small = json.dumps([item] * 3).encode()
    assert raw_request(server.host, server.port, "PUT", path, small).status == 200
    call(server.base_url, "PUT", "/api/apps/{id}/shortcut-items", {"id": identifier}, body=[])


# MARK: - App Shortcuts and Siri


def shortcuts(base_url, identifier, query="") -> dict:
    answer = call(base_url, "GET", "/api/apps/{id}/shortcuts", {"id": identifier}, query)
    assert answer.status == 200, answer.text
    return answer.json()


def run_count(listing: dict, intent: str) -> int:
    return next(item["runCount"] for item in listing["spotlight"] if item["intentType"] == intent)


def test_shortcuts_equal_the_cli_listing(base_url, apps, workspace):
    listing = shortcuts(base_url, app_id(apps, "Brewlog"), "locale=en")
    expected = cli_json("shortcuts", str(workspace / "Brewlog"))

    def normalized(value: dict) -> dict:
        value = without_files(value)
        value["spotlight"] = sorted(({k: v for k, v in item.items() if k != "runCount"}
                                     for item in value["spotlight"]), key=lambda item: item["index"])
        return value

    assert normalized(listing) == normalized(expected)
    counts = [item["runCount"] for item in listing["spotlight"]]
    assert counts == sorted(counts, reverse=True), "spotlight is ordered by use count"
    assert shortcuts(base_url, app_id(apps, "Brewlog"), "locale=de")["locale"] == "de"
    assert shortcuts(base_url, app_id(apps, "Chirp"))["spotlight"] == []


def test_shortcuts_bad_locale_is_400(base_url, apps):
    error = expect_error(call(base_url, "GET", "/api/apps/{id}/shortcuts", {"id": app_id(apps, "Brewlog")},
                              "locale=not%20a%20locale"), 400)
    assert "locale" in error["message"], error


def siri(base_url: str, body=None, raw: bytes | None = None) -> Response:
    return call(base_url, "POST", "/api/siri", body=body, raw=raw)


def test_siri_run_is_recorded(base_url, apps):
    identifier = app_id(apps, "Brewlog")
    before = run_count(shortcuts(base_url, identifier), "LogBrewIntent")
    answer = siri(base_url, {"utterance": "Log a Espresso in Brewlog"})
    assert answer.status == 200, answer.text
    body = answer.json()
    assert body["outcome"] == "run", body
    assert body["match"]["intentType"] == "LogBrewIntent"
    assert body["match"]["parameter"]["caseName"] == "espresso"
    assert run_count(shortcuts(base_url, identifier), "LogBrewIntent") == before + 1


@pytest.mark.parametrize(
    ("body", "outcome"),
    [
        ({"utterance": "Log a brew in Brewlog"}, "clarify"),
        ({"utterance": "Log a brew in Brewlog", "locale": "en", "hour": 7}, "clarify"),
        ({"utterance": "What's the weather"}, "no_match"),
        ({"utterance": "Start my Brewlog timer", "locale": "en", "hour": 12}, "run"),
    ],
)
def test_siri_outcomes(base_url, body, outcome):
    answer = siri(base_url, body)
    assert answer.status == 200, answer.text
    assert answer.json()["outcome"] == outcome, answer.json()


@pytest.mark.parametrize("raw", [b"{oops", b"{}", b'{"utterance": 42}', b'["Log a brew"]',
                                 b'{"utterance": "Log a brew in Brewlog", "hour": "noon"}'])
def test_siri_bad_body_is_400(base_url, raw):
    expect_error(siri(base_url, raw=raw), 400)


# MARK: - Events


def read_events(response, until, deadline: float) -> list[tuple[str, str]]:
    """Reads SSE events from `response` until `until(event, data)` is true or the deadline passes."""
    events: list[tuple[str, str]] = []
    event, data = "message", []
    while time.monotonic() < deadline:
        line = response.readline()  # the socket's timeout bounds the wait
        if not line:
            break
        line = line.decode("utf-8").rstrip("\r\n")
        if line == "":
            if data:
                events.append((event, "\n".join(data)))
                if until(event, "\n".join(data)):
                    return events
            event, data = "message", []
        elif line.startswith(":"):
            continue
        elif line.startswith("event:"):
            event = line[6:].strip()
        elif line.startswith("data:"):
            data.append(line[5:].lstrip(" "))
    raise AssertionError(f"the expected event did not arrive; got {events}")


def open_events(server):
    connection = http.client.HTTPConnection(server.host, server.port, timeout=2)
    connection.request("GET", "/api/events", headers={"Accept": "text/event-stream"})
    EXERCISED.add(("GET", "/api/events"))
    return connection


def test_events_report_state_changes(server, apps):
    identifier = app_id(apps, "Trailmix")
    connection = open_events(server)
    trigger = threading.Timer(0.5, lambda: (set_phase(server.base_url, identifier, "updated"),
                                            set_phase(server.base_url, identifier, "launched")))
    trigger.start()
    try:
        connection.sock.settimeout(10)
        response = connection.getresponse()
        assert response.status == 200
        assert response.getheader("Content-Type", "").startswith("text/event-stream")

        def is_state(event, data):
            return event == "state" and json.loads(data).get("appID") == identifier

        events = read_events(response, is_state, time.monotonic() + 10)
        validate_schema(json.loads(events[-1][1]), "StateEvent")
    finally:
        trigger.join()
        connection.close()
        set_phase(server.base_url, identifier, "launched")


def test_events_report_file_changes_with_a_new_revision(server, apps, workspace):
    identifier = app_id(apps, "Trailmix")
    strings = workspace / "Trailmix" / "Trailmix" / "en.lproj" / "InfoPlist.strings"
    original = strings.read_bytes()
    before = {a["id"]: a for a in call(server.base_url, "GET", "/api/apps").json()["apps"]}[identifier]["revision"]
    connection = open_events(server)
    trigger = threading.Timer(0.5, lambda: strings.write_bytes(original + b"\n/* touched by the tests */\n"))
    trigger.start()
    try:
        connection.sock.settimeout(10)
        response = connection.getresponse()
        assert response.status == 200

        def is_change(event, data):
            return event == "change" and json.loads(data).get("appID") == identifier

        events = read_events(response, is_change, time.monotonic() + 10)
        change = json.loads(events[-1][1])
        validate_schema(change, "ChangeEvent")
        assert change["revision"] > before
        assert change["error"] is None
        after = {a["id"]: a for a in call(server.base_url, "GET", "/api/apps").json()["apps"]}[identifier]
        assert after["revision"] >= change["revision"]
    finally:
        trigger.join()
        connection.close()
        strings.write_bytes(original)


# MARK: - An app that does not parse


def wait_for_app(base_url: str, identifier: str, broken: bool, timeout: float = 10.0) -> dict:
    deadline = time.monotonic() + timeout
    while True:
        app = {a["id"]: a for a in call(base_url, "GET", "/api/apps").json()["apps"]}[identifier]
        if (app["error"] is not None) == broken:
            return app
        assert time.monotonic() < deadline, f"{identifier} still {'parses' if broken else 'fails'}: {app}"
        time.sleep(0.1)


def test_an_app_that_does_not_parse_is_422_with_file_and_line(base_url, apps, workspace):
    identifier = app_id(apps, "Trailmix")
    plist = workspace / "Trailmix" / "Trailmix" / "Info.plist"
    original = plist.read_bytes()
    try:
        plist.write_bytes(original[: len(original) // 2])
        app = wait_for_app(base_url, identifier, broken=True)
        assert app["error"]["file"].endswith("Info.plist"), app["error"]
        assert isinstance(app["error"]["line"], int), app["error"]
        for method, template, body in [
            ("GET", "/api/apps/{id}/menu", None),
            ("GET", "/api/apps/{id}/shortcuts", None),
            ("POST", "/api/apps/{id}/actions/{type}", {}),
            ("PUT", "/api/apps/{id}/shortcut-items", []),
        ]:
            params = {"id": identifier, "type": "com.example.trailmix.start-hike"}
            error = expect_error(call(base_url, method, template, params, body=body), 422)
            assert error["file"].endswith("Info.plist") and isinstance(error.get("line"), int), (template, error)
        # The rest of the Home Screen still works.
        assert call(base_url, "GET", "/api/apps/{id}/menu", {"id": app_id(apps, "Chirp")}).status == 200
    finally:
        plist.write_bytes(original)
    app = wait_for_app(base_url, identifier, broken=False)
    assert app["revision"] > apps["Trailmix"]["revision"]
    assert call(base_url, "GET", "/api/apps/{id}/menu", {"id": identifier}).status == 200


# MARK: - Binding


def listening_addresses(port: int) -> list[str]:
    """The local addresses of the sockets listening on PORT, from /proc/net/tcp and tcp6."""
    addresses = []
    for table, width in (("/proc/net/tcp", 8), ("/proc/net/tcp6", 32)):
        try:
            lines = Path(table).read_text().splitlines()[1:]
        except OSError:
            continue
        for line in lines:
            fields = line.split()
            local, state = fields[1], fields[3]
            address, port_hex = local.split(":")
            if state != "0A" or int(port_hex, 16) != port:
                continue
            raw = bytes.fromhex(address)
            words = b"".join(raw[i:i + 4][::-1] for i in range(0, len(raw), 4))
            if width == 8:
                addresses.append(".".join(str(b) for b in words))
            else:
                import ipaddress
                addresses.append(str(ipaddress.IPv6Address(words)))
    return addresses


def test_server_binds_to_loopback_only(server):
    """The listening socket's own address is checked (/proc/net/tcp) instead of connecting to the machine's other
    addresses: tests send traffic to loopback only."""
    if not Path("/proc/net/tcp").exists():
        pytest.skip("no /proc/net/tcp on this machine")
    addresses = listening_addresses(server.port)
    assert addresses, f"no listening socket on port {server.port} found in /proc/net/tcp"
    for address in addresses:
        assert address.startswith("127.") or address in ("::1", "::ffff:127.0.0.1"), \
            f"listening on {address}:{server.port}, which other machines can reach"


# MARK: - Coverage of the document


def test_zz_every_documented_operation_was_exercised(request):
    options = request.config.option
    if options.keyword or options.markexpr or getattr(options, "lf", False) or any(
            "::" in argument for argument in request.config.args):
        pytest.skip("only a selection of the tests ran")
    documented = operations()
    missing = documented - EXERCISED
    assert not missing, f"operations of openapi.yaml no test exercised: {sorted(missing)}"
    undocumented = EXERCISED - documented
    assert not undocumented, f"operations tested but not in openapi.yaml: {sorted(undocumented)}"
    assert document()["openapi"].startswith("3.1")
