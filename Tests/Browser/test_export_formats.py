"""`quickactions export` of every example app (Brewlog, Chirp, Trailmix, PluginDemo) read by the other platforms' own
tools, and `quickactions import` reading those exports back into copies of an app.

- android: each res/ folder is packaged by the real aapt (`android_resources.validate_android_resources`, Debian's
  aapt against a transcribed framework package; skips without /usr/bin/aapt) for the package the intents target,
  and read with xml.etree: every <shortcut> has an android:shortcutId, its labels are @string references defined in
  res/values/quick_actions.xml, every @drawable is a res/drawable/NAME.xml <vector>, every values-LOCALE folder
  defines the same string names as values/, and the labels are the app's titles and subtitles in that locale (as
  `quickactions menu --locale` shows them).
- desktop: `desktop-file-validate` (Debian's desktop-file-utils) exits 0 without output on each exported file and on
  one merged with `--merge` into an existing file, which must keep its own lines and action; skips without the tool.
- web-manifest: every manifest (the exported ones and a merged one) passes the W3C manifest spec's processing rules
  for the members written (`manifest_problems`, with negative controls): SchemaStore's schema cannot run here, as
  the pinned schemastore cache lacks the three schemas web-manifest-combined.json references (checked once by hand
  against SchemaStore's repository at 3b6446ad: the exports validated); lang and dir per locale (ar and he are rtl), each
  shortcut's icon an SVG file beside the manifest, and a `--merge` keeps the existing members in their order.
- expo: app.json holds ["expo-quick-actions", {"iosActions": [...]}] under expo.plugins, each action with the
  members the plugin's options schema allows (EvanBacon/expo-quick-actions plugin/src/options.json) and an icon the
  plugin reads (a built-in name, "symbol:NAME" or "asset:NAME", plugin/src/withIosStaticActions.ts), which must
  become the app's own Info.plist icon; quick-actions.json has one key per locale.
- import: Trailmix's android, web-manifest and desktop exports imported into copies of Trailmix (as they are, and
  stripped of their localizations, so that the translations can only come from the import) give the menu of the
  original (`quickactions menu --format json`: types, titles and subtitles in several locales, and icons but for
  the web's undrawable one); malformed or unreadable inputs exit 2 with one error line naming the file and leave the
  copy byte for byte as it was; a one-locale import into an app with a String Catalog asks for no translations.

Exports read Examples/ in place (they write only into -o); every import writes into a copy in a temporary folder.
"""

from __future__ import annotations

import functools
import json
import os
import re
import shutil
import subprocess
import xml.etree.ElementTree as ElementTree
from pathlib import Path
from urllib.parse import quote, urljoin

import pytest

from android_resources import report, validate_android_resources
from conftest import EXAMPLES, REPO, quickactions_bin

EXAMPLE_APPS = ("Brewlog", "Chirp", "Trailmix", "PluginDemo")
ANDROID = "{http://schemas.android.com/apk/res/android}"
SVG = "{http://www.w3.org/2000/svg}"
DESKTOP_FILE_VALIDATE = Path("/usr/bin/desktop-file-validate")
# Languages written right to left (CLDR's character order right-to-left); only ar and he occur in the examples.
RTL_LANGUAGES = {"ar", "he", "iw", "fa", "ur", "yi", "ps", "sd", "ug", "dv", "ckb"}


# expo-quick-actions at EvanBacon/expo-quick-actions: plugin/src/options.json @ a24e8d87defe8e214f0647d863c57688077ee66a
# (Props and Action have additionalProperties false; an Action requires title and id; params values are strings,
# numbers or booleans) and plugin/src/withIosStaticActions.ts @ 1c270991c75e01d8deb8d33ad9c7ed3aa86aa4ed (builtInIcons
# and resolveImage: "symbol:NAME" is UIApplicationShortcutItemIconSymbolName, a built-in name is
# UIApplicationShortcutItemIconType, anything else UIApplicationShortcutItemIconFile without an "asset:" prefix).
EXPO_PLUGIN = "expo-quick-actions"
EXPO_PROPS = {"androidIcons", "iosIcons", "iosActions"}
EXPO_ACTION_MEMBERS = {"title", "icon", "subtitle", "id", "params"}
EXPO_BUILT_IN_ICONS = (
    "compose", "play", "pause", "add", "location", "search", "share", "prohibit", "contact", "home", "markLocation",
    "favorite", "love", "cloud", "invitation", "confirmation", "mail", "message", "date", "time", "capturePhoto",
    "captureVideo", "task", "taskCompleted", "alarm", "bookmark", "shuffle", "audio", "update",
)


def run(*arguments: str, cwd: Path = REPO) -> subprocess.CompletedProcess[str]:
    return subprocess.run([str(quickactions_bin()), *arguments], capture_output=True, text=True, timeout=300, cwd=cwd)


def export(app: Path, to: str, output: Path, *extra: str) -> Path:
    completed = run("export", str(app), "--to", to, "-o", str(output), *extra)
    assert completed.returncode == 0, f"export {app.name} --to {to} exited {completed.returncode}:\n{completed.stderr}"
    for line in completed.stdout.splitlines():
        assert Path(line).is_file(), f"export printed {line}, which does not exist"
    return output


def menu_json(app: Path, locale: str | None = None) -> dict:
    """`quickactions menu APP --format json [--locale LOCALE]`."""
    completed = run("menu", str(app), "--format", "json", *(["--locale", locale] if locale else []))
    assert completed.returncode == 0, completed.stderr
    return json.loads(completed.stdout)


@functools.cache
def menu(app: Path, locale: str | None = None) -> dict:
    """menu_json of an example app, which no test changes, run once per app and locale."""
    assert app.is_relative_to(EXAMPLES), app
    return menu_json(app, locale)


def static_items(app: Path, locale: str | None = None) -> list[dict]:
    return [item for item in menu(app, locale)["items"] if item["source"]["kind"] == "static"]


def development_locale(app: Path) -> str:
    return menu(app)["localization"]["used"]


def localized_items(app: Path, locale: str) -> list[dict]:
    """The static items in `locale`, which the app must have (no fallback to another localization)."""
    shown = menu(app, locale)
    assert shown["localization"]["used"] == locale and not shown["localization"]["fellBack"], (
        f"{app.name} has no {locale} localization, but the export wrote one: {shown['localization']}")
    return static_items(app, locale)


def menu_items(app: Path, locale: str | None) -> list[tuple[str, str, str | None]]:
    shown = menu(app, locale) if app.is_relative_to(EXAMPLES) else menu_json(app, locale)
    return [(item["type"], item["title"], item.get("subtitle")) for item in shown["items"]]


def unique_keys(pairs: list[tuple[str, object]]) -> dict:
    keys = [key for key, _ in pairs]
    duplicates = sorted({key for key in keys if keys.count(key) > 1})
    assert not duplicates, f"duplicate JSON keys {duplicates}"
    return dict(pairs)


def read_json(path: Path):
    return json.loads(path.read_text(encoding="utf-8"), object_pairs_hook=unique_keys)


def assert_svg(path: Path) -> None:
    assert path.is_file(), f"{path} does not exist"
    root = ElementTree.parse(path).getroot()
    assert root.tag == f"{SVG}svg", f"{path}: root element {root.tag}, not an SVG <svg>"
    assert root.get("viewBox"), f"{path}: an SVG icon without viewBox"


@pytest.fixture(scope="module")
def exports(tmp_path_factory) -> dict[tuple[str, str], Path]:
    """(app, format) → the folder `export` wrote, for the four example apps and the four formats tested here."""
    root = tmp_path_factory.mktemp("exports")
    return {(app, to): export(EXAMPLES / app, to, root / app / to)
            for app in EXAMPLE_APPS for to in ("android", "web-manifest", "desktop", "expo")}


# android


def android_strings(path: Path) -> dict[str, str]:
    root = ElementTree.parse(path).getroot()
    assert root.tag == "resources", path
    names = [element.get("name") for element in root.findall("string")]
    assert len(names) == len(set(names)), f"{path}: a string name defined twice"
    return {element.get("name"): element.text or "" for element in root.findall("string")}


def android_locale(folder: str) -> str | None:
    """values-de → de, values-pt-rBR → pt-BR, values-b+zh+Hant → zh-Hant, values-iw → he (Android's old code
    for it)."""
    qualifier = folder.removeprefix("values-")
    if qualifier.startswith("b+"):
        return "-".join(qualifier[2:].split("+"))
    match = re.fullmatch(r"([a-z]{2,3})(?:-r([A-Z]{2}|[0-9]{3}))?", qualifier)
    if not match:
        return None
    language = {"iw": "he", "in": "id", "ji": "yi"}.get(match.group(1), match.group(1))
    return language + (f"-{match.group(2)}" if match.group(2) else "")


def string_reference(value: str | None, strings: dict[str, str], what: str) -> str:
    match = re.fullmatch(r"@string/([A-Za-z0-9_.]+)", value or "")
    assert match, f"{what} is {value!r}, not a @string/… reference"
    assert match.group(1) in strings, f"{what} {value} is not defined in res/values/quick_actions.xml"
    return match.group(1)


@pytest.mark.parametrize("app", EXAMPLE_APPS)
def test_android_resources_are_accepted_by_aapt(exports, app):
    res = exports[(app, "android")] / "res"
    packages = {intent.get(f"{ANDROID}targetPackage")
                for intent in ElementTree.parse(res / "xml/shortcuts.xml").getroot().iter("intent")}
    assert len(packages) == 1 and None not in packages, f"the intents target {packages}"
    completed = validate_android_resources(res, packages.pop())
    assert completed.returncode == 0, report(completed)


@pytest.mark.parametrize("app", EXAMPLE_APPS)
def test_android_shortcuts_reference_resources_that_exist(exports, app):
    res = exports[(app, "android")] / "res"
    root = ElementTree.parse(res / "xml/shortcuts.xml").getroot()
    assert root.tag == "shortcuts"
    strings = android_strings(res / "values/quick_actions.xml")
    shortcuts = root.findall("shortcut")
    items = static_items(EXAMPLES / app)
    assert [shortcut.get(f"{ANDROID}shortcutId") for shortcut in shortcuts] == [item["type"] for item in items]
    for shortcut, item in zip(shortcuts, items):
        shortcut_id = shortcut.get(f"{ANDROID}shortcutId")
        assert shortcut_id, "a <shortcut> without android:shortcutId"
        short = string_reference(shortcut.get(f"{ANDROID}shortcutShortLabel"), strings, f"{shortcut_id} shortLabel")
        assert strings[short] == item["title"], shortcut_id
        if shortcut.get(f"{ANDROID}shortcutLongLabel") is not None:
            string_reference(shortcut.get(f"{ANDROID}shortcutLongLabel"), strings, f"{shortcut_id} longLabel")
        icon = shortcut.get(f"{ANDROID}icon")
        if icon is not None:
            match = re.fullmatch(r"@drawable/([a-z0-9_]+)", icon)
            assert match, f"{shortcut_id}: android:icon {icon!r} is not a @drawable/… reference"
            drawable = res / "drawable" / f"{match.group(1)}.xml"
            assert drawable.is_file(), f"{shortcut_id}: {icon} has no {drawable.relative_to(res)}"
            vector = ElementTree.parse(drawable).getroot()
            assert vector.tag == "vector" and vector.findall(".//path"), f"{drawable} is not a VectorDrawable"
        intents = shortcut.findall("intent")
        assert len(intents) >= 1 and all(intent.get(f"{ANDROID}action") for intent in intents), shortcut_id
        subtitle = None
        for extra in shortcut.iter("extra"):
            value = extra.get(f"{ANDROID}value", "")
            if value.startswith("@string/"):
                name = string_reference(value, strings, f"{shortcut_id} extra {extra.get(f'{ANDROID}name')}")
                if extra.get(f"{ANDROID}name") == "quickActionSubtitle":
                    subtitle = strings[name]
        assert subtitle == item.get("subtitle"), shortcut_id


@pytest.mark.parametrize("app", EXAMPLE_APPS)
def test_android_locale_folders_translate_every_string(exports, app):
    res = exports[(app, "android")] / "res"
    development = android_strings(res / "values/quick_actions.xml")
    root = ElementTree.parse(res / "xml/shortcuts.xml").getroot()
    labels = {shortcut.get(f"{ANDROID}shortcutId"):
              shortcut.get(f"{ANDROID}shortcutShortLabel").removeprefix("@string/")
              for shortcut in root.findall("shortcut")}
    for folder in sorted(path for path in res.iterdir() if path.name.startswith("values-")):
        strings = android_strings(folder / "quick_actions.xml")
        assert sorted(strings) == sorted(development), f"{folder.name} has other string names than values/"
        locale = android_locale(folder.name)
        assert locale, f"{folder.name}: no locale"
        for item in localized_items(EXAMPLES / app, locale):
            assert strings[labels[item["type"]]] == item["title"], (folder.name, item["type"])


# desktop


def desktop_file_validate() -> Path:
    if not (DESKTOP_FILE_VALIDATE.is_file() and os.access(DESKTOP_FILE_VALIDATE, os.X_OK)):
        pytest.skip(f"{DESKTOP_FILE_VALIDATE} is missing: install Debian's package desktop-file-utils "
                    "(apt-get install desktop-file-utils) to check .desktop files")
    return DESKTOP_FILE_VALIDATE


def assert_desktop_file_valid(path: Path) -> None:
    completed = subprocess.run([str(desktop_file_validate()), str(path)], capture_output=True, text=True, timeout=60)
    assert (completed.returncode, completed.stdout + completed.stderr) == (0, ""), (
        f"desktop-file-validate {path} exited {completed.returncode}:\n{completed.stdout}{completed.stderr}")


def desktop_groups(path: Path) -> dict[str, dict[str, str]]:
    groups: dict[str, dict[str, str]] = {}
    current = None
    for line in path.read_text(encoding="utf-8").splitlines():
        if not line.strip() or line.startswith("#"):
            continue
        if line.startswith("["):
            current = groups.setdefault(line.strip("[]"), {})
        else:
            key, _, value = line.partition("=")
            current[key] = value
    return groups


def desktop_actions(groups: dict[str, dict[str, str]]) -> list[str]:
    return [action for action in groups["Desktop Entry"].get("Actions", "").split(";") if action]


@pytest.mark.parametrize("app", EXAMPLE_APPS)
def test_desktop_file_passes_desktop_file_validate(exports, app):
    desktop_file_validate()
    folder = exports[(app, "desktop")]
    files = sorted(folder.glob("*.desktop"))
    assert len(files) == 1, files
    assert_desktop_file_valid(files[0])
    groups = desktop_groups(files[0])
    actions = desktop_actions(groups)
    items = static_items(EXAMPLES / app)
    assert len(actions) == len(items)
    for action, item in zip(actions, items):
        group = groups[f"Desktop Action {action}"]
        assert group["Name"] == item["title"] and group.get("X-QuickAction-Subtitle") == item.get("subtitle")
        assert group["Exec"].split()[-1] == f"--quick-action={item['type']}"
        if "Icon" in group:
            assert_svg(folder / "icons/hicolor/scalable/apps" / f"{group['Icon']}.svg")
        for key, value in group.items():
            if key.startswith("Name["):
                assert [localized["title"] for localized in localized_items(EXAMPLES / app, key[5:-1])
                        if localized["type"] == item["type"]] == [value], (action, key)


EXISTING_DESKTOP = """\
# Installed by myapp's Makefile
[Desktop Entry]
Version=1.0
Type=Application
Name=My App
GenericName=Trail Planner
Comment=Plan your hikes
Exec=myapp %U
Icon=myapp
Terminal=false
Categories=Utility;Maps;
MimeType=x-scheme-handler/myapp;
Actions=new-window;

[Desktop Action new-window]
Name=New Window
Exec=myapp --new-window
"""


@pytest.mark.parametrize("app", ("Trailmix", "Chirp"))
def test_desktop_merge_keeps_the_existing_file(exports, tmp_path, app):
    desktop_file_validate()
    existing = tmp_path / "myapp.desktop"
    existing.write_text(EXISTING_DESKTOP, encoding="utf-8")
    assert_desktop_file_valid(existing)
    merged = export(EXAMPLES / app, "desktop", tmp_path / "out", "--merge", str(existing)) / "myapp.desktop"
    assert existing.read_text(encoding="utf-8") == EXISTING_DESKTOP, "--merge must not write the merged file"
    assert_desktop_file_valid(merged)
    lines = merged.read_text(encoding="utf-8").splitlines()
    # Every original line but Actions= is kept, in its order.
    position = 0
    for line in EXISTING_DESKTOP.splitlines():
        if line.startswith("Actions="):
            continue
        assert line in lines[position:], (
            f"{line!r} is missing from the merged file, or out of order:\n" + "\n".join(lines))
        position = lines.index(line, position) + 1
    groups = desktop_groups(merged)
    ours = desktop_actions(desktop_groups(next(exports[(app, "desktop")].glob("*.desktop"))))
    assert desktop_actions(groups) == ["new-window", *ours]
    assert groups["Desktop Action new-window"] == {"Name": "New Window", "Exec": "myapp --new-window"}
    for action in ours:
        assert groups[f"Desktop Action {action}"]["Exec"].startswith("myapp --quick-action="), (
            "an action runs the merged file's Exec without its field codes")


# web-manifest


# The W3C Web Application Manifest's processing rules for the members export writes (https://w3c.github.io/manifest/,
# "shortcuts member", "ImageResource", "lang member", "dir member"). SchemaStore's schema cannot run here: the pinned
# schemastore cache holds web-manifest-combined.json but not the three schemas it references.
MANIFEST_URL = "https://example.com/app/manifest.webmanifest"
ICON_PURPOSES = {"monochrome", "maskable", "any"}
LANGUAGE_TAG = re.compile(r"^[A-Za-z]{2,3}(-[A-Za-z]{4})?(-([A-Za-z]{2}|[0-9]{3}))?(-[A-Za-z0-9]{5,8})*$")


def manifest_problems(manifest: dict, manifest_url: str = MANIFEST_URL) -> list[str]:
    """What a user agent processing `manifest` (fetched from `manifest_url`) would reject or ignore."""
    problems = []
    if "lang" in manifest and not (isinstance(manifest["lang"], str) and LANGUAGE_TAG.match(manifest["lang"])):
        problems.append(f"lang {manifest['lang']!r} is not a language tag")
    if manifest.get("dir", "auto") not in ("ltr", "rtl", "auto"):
        problems.append(f"dir {manifest['dir']!r} is not ltr, rtl or auto")
    scope = urljoin(manifest_url, manifest.get("scope", "."))
    if not isinstance(manifest.get("shortcuts", []), list):
        return problems + ["shortcuts is not a list"]
    for index, shortcut in enumerate(manifest.get("shortcuts", [])):
        where = f"shortcuts[{index}]"
        if not isinstance(shortcut.get("name"), str) or not shortcut["name"]:
            problems.append(f"{where}: name must be a non-empty string (the item fails)")
        if not isinstance(shortcut.get("url"), str):
            problems.append(f"{where}: url must be a string (the item fails)")
        elif not urljoin(manifest_url, shortcut["url"]).startswith(scope):
            problems.append(f"{where}: url {shortcut['url']} is outside the scope {scope} (the item fails)")
        for member in ("short_name", "description"):
            if member in shortcut and not isinstance(shortcut[member], str):
                problems.append(f"{where}: {member} must be a string")
        for number, icon in enumerate(shortcut.get("icons", [])):
            place = f"{where}.icons[{number}]"
            if not isinstance(icon.get("src"), str) or not icon["src"]:
                problems.append(f"{place}: src is required")
            sizes = icon.get("sizes", "any").split()
            if not sizes or not all(size == "any" or re.fullmatch(r"[1-9][0-9]*[xX][1-9][0-9]*", size) for size in sizes):
                problems.append(f"{place}: sizes {icon.get('sizes')!r} is not 'any' or WxH")
            if not set(icon.get("purpose", "any").split()) & ICON_PURPOSES:
                problems.append(f"{place}: purpose {icon.get('purpose')!r} has no known keyword (the icon is ignored)")
            if "type" in icon and not re.fullmatch(r"[a-z]+/[a-z0-9.+-]+", icon["type"]):
                problems.append(f"{place}: type {icon['type']!r} is not a MIME type")
    return problems


def test_the_manifest_rules_catch_what_a_user_agent_rejects():
    """Negative controls: each rule above fails on the input it is about."""
    bad = {"lang": "english please", "dir": "up", "shortcuts": [
        {"url": "./a"}, {"name": "Out", "url": "/elsewhere/"}, {"name": "No URL"},
        {"name": "Icon", "url": "./b", "icons": [{"sizes": "big", "purpose": "decorative", "type": "svg"}]}]}
    problems = manifest_problems(bad)
    for expected in ("lang", "dir", "shortcuts[0]: name", "shortcuts[1]: url /elsewhere/ is outside",
                     "shortcuts[2]: url must", "icons[0]: src", "icons[0]: sizes", "icons[0]: purpose", "icons[0]: type"):
        assert any(expected in problem for problem in problems), (expected, problems)
    assert manifest_problems({"lang": "zh-Hans", "dir": "rtl", "shortcuts": [{"name": "A", "url": "./?q=1"}]}) == []


def manifests(folder: Path) -> dict[str, Path]:
    """lang → manifest file: manifest.webmanifest and its manifest.LOCALE.webmanifest siblings."""
    found = {}
    for path in sorted(folder.glob("manifest*.webmanifest")):
        found[read_json(path)["lang"]] = path
    return found


@pytest.mark.parametrize("app", EXAMPLE_APPS)
def test_web_manifests_follow_the_manifest_spec(exports, app):
    for path in sorted(exports[(app, "web-manifest")].glob("*.webmanifest")):
        assert manifest_problems(read_json(path)) == [], path.name


@pytest.mark.parametrize("app", EXAMPLE_APPS)
def test_web_manifests_have_lang_dir_and_svg_icons(exports, app):
    folder = exports[(app, "web-manifest")]
    found = manifests(folder)
    development = development_locale(EXAMPLES / app)
    assert found[development].name == "manifest.webmanifest"
    urls = None
    for lang, path in found.items():
        if path.name != "manifest.webmanifest":
            assert path.name == f"manifest.{lang}.webmanifest"
        manifest = read_json(path)
        expected = "rtl" if lang.split("-")[0] in RTL_LANGUAGES else "ltr"
        assert manifest["dir"] == expected, f"{path.name}: lang {lang}, dir {manifest['dir']}"
        items = static_items(EXAMPLES / app) if lang == development else localized_items(EXAMPLES / app, lang)
        shortcuts = manifest["shortcuts"]
        assert [(shortcut["name"], shortcut.get("description")) for shortcut in shortcuts] == [
            (item["title"], item.get("subtitle")) for item in items], path.name
        assert [shortcut["url"] for shortcut in shortcuts] == [
            f"./?quick-action={quote(item['type'], safe='')}" for item in items], path.name
        urls = urls or [shortcut["url"] for shortcut in shortcuts]
        assert [shortcut["url"] for shortcut in shortcuts] == urls, f"{path.name}: other shortcuts than the others"
        for shortcut in shortcuts:
            for icon in shortcut.get("icons", []):
                assert icon["type"] == "image/svg+xml" and icon["src"].endswith(".svg"), icon
                assert_svg(folder / icon["src"])
    if app == "Trailmix":
        assert {lang for lang, path in found.items() if read_json(path)["dir"] == "rtl"} == {"ar", "he"}


EXISTING_MANIFEST = {
    "name": "Trailmix on the Web",
    "start_url": "/app/?source=pwa",
    "icons": [{"src": "/icons/192.png", "sizes": "192x192", "type": "image/png"},
              {"src": "/icons/512.png", "sizes": "512x512", "type": "image/png", "purpose": "maskable"}],
    "display": "standalone",
    "theme_color": "#2f6f4f",
}


@pytest.fixture(scope="module")
def merged_manifests(tmp_path_factory) -> Path:
    """Trailmix's web-manifest export merged into <tmp>/existing/manifest.webmanifest (EXISTING_MANIFEST)."""
    root = tmp_path_factory.mktemp("merged-manifest")
    existing = root / "existing" / "manifest.webmanifest"
    existing.parent.mkdir()
    text = json.dumps(EXISTING_MANIFEST, indent=2) + "\n"
    existing.write_text(text, encoding="utf-8")
    folder = export(EXAMPLES / "Trailmix", "web-manifest", root / "out", "--merge", str(existing))
    assert existing.read_text(encoding="utf-8") == text, "--merge must not write the merged file"
    return folder


def test_web_manifest_merge_keeps_the_members_in_their_order(merged_manifests):
    found = manifests(merged_manifests)
    assert {"en", "ar", "de", "he"} <= found.keys()
    for lang, path in found.items():
        merged = read_json(path)
        kept = [key for key in merged if key in EXISTING_MANIFEST]
        assert kept == list(EXISTING_MANIFEST), f"{path.name}: members {list(merged)}"
        assert {key: merged[key] for key in EXISTING_MANIFEST} == EXISTING_MANIFEST, path.name
        assert merged["lang"] == lang and merged["shortcuts"], path.name
        assert merged["dir"] == ("rtl" if lang in ("ar", "he") else "ltr"), path.name


def test_merged_web_manifests_follow_the_manifest_spec(merged_manifests):
    for path in sorted(merged_manifests.glob("*.webmanifest")):
        assert manifest_problems(read_json(path), "https://example.com/manifest.webmanifest") == [], path.name


# expo


def plugin_icon(icon: str) -> tuple[str, str]:
    """The Info.plist key and value expo-quick-actions writes for an action's icon (resolveImage)."""
    if icon.startswith("symbol:"):
        return "UIApplicationShortcutItemIconSymbolName", icon.removeprefix("symbol:")
    if icon in EXPO_BUILT_IN_ICONS:
        return "UIApplicationShortcutItemIconType", "UIApplicationShortcutIconType" + icon[0].upper() + icon[1:]
    return "UIApplicationShortcutItemIconFile", icon.removeprefix("asset:")


def ios_icon(icon: dict) -> tuple[str, str]:
    """The Info.plist key and value of a `menu --format json` icon."""
    if "type" in icon:
        name = icon["type"]
        return "UIApplicationShortcutItemIconType", "UIApplicationShortcutIconType" + name[0].upper() + name[1:]
    if "systemImageName" in icon:
        return "UIApplicationShortcutItemIconSymbolName", icon["systemImageName"]
    return "UIApplicationShortcutItemIconFile", icon["templateImageName"]


def assert_expo_action(action: dict) -> None:
    assert set(action) <= EXPO_ACTION_MEMBERS, f"members the plugin refuses: {set(action) - EXPO_ACTION_MEMBERS}"
    assert isinstance(action.get("id"), str) and action["id"], action
    assert isinstance(action.get("title"), str) and action["title"], action
    assert isinstance(action.get("subtitle", ""), str), action
    for key, value in action.get("params", {}).items():
        assert isinstance(value, (str, int, float, bool)), (action["id"], key, value)
    if "icon" in action:
        icon = action["icon"]
        assert (icon in EXPO_BUILT_IN_ICONS or re.fullmatch(r"(symbol|asset):\S+", icon)), (
            f"{action['id']}: icon {icon!r} is none of the forms expo-quick-actions reads")


def expo_plugin_props(app_json: Path) -> dict:
    """The props of the one ["expo-quick-actions", {…}] entry of expo.plugins."""
    plugins = read_json(app_json)["expo"]["plugins"]
    entries = [entry for entry in plugins
               if entry == EXPO_PLUGIN or (isinstance(entry, list) and entry and entry[0] == EXPO_PLUGIN)]
    assert len(entries) == 1 and isinstance(entries[0], list) and len(entries[0]) == 2, plugins
    props = entries[0][1]
    assert isinstance(props, dict) and set(props) <= EXPO_PROPS, props
    return props


@pytest.mark.parametrize("app", EXAMPLE_APPS)
def test_expo_app_json_has_the_plugin_entry(exports, app):
    props = expo_plugin_props(exports[(app, "expo")] / "app.json")
    assert list(props) == ["iosActions"], props
    actions = props["iosActions"]
    items = static_items(EXAMPLES / app)
    assert [action["id"] for action in actions] == [item["type"] for item in items]
    for action, item in zip(actions, items):
        assert_expo_action(action)
        assert (action["title"], action.get("subtitle")) == (item["title"], item.get("subtitle")), action["id"]
        if "icon" in item and "contact" not in item["icon"]:
            assert plugin_icon(action["icon"]) == ios_icon(item["icon"]), action["id"]


@pytest.mark.parametrize("app", EXAMPLE_APPS)
def test_expo_quick_actions_json_has_one_key_per_locale(exports, app):
    by_locale = read_json(exports[(app, "expo")] / "quick-actions.json")
    development = development_locale(EXAMPLES / app)
    assert list(by_locale)[0] == development
    langs = {read_json(path)["lang"] for path in exports[(app, "web-manifest")].glob("*.webmanifest")}
    assert set(by_locale) == langs, "the same locales as the web manifests"
    assert by_locale[development] == expo_plugin_props(exports[(app, "expo")] / "app.json")["iosActions"]
    for locale, actions in by_locale.items():
        items = static_items(EXAMPLES / app) if locale == development else localized_items(EXAMPLES / app, locale)
        assert [(action["id"], action["title"], action.get("subtitle")) for action in actions] == [
            (item["type"], item["title"], item.get("subtitle")) for item in items], locale
        for action in actions:
            assert_expo_action(action)


# import


IMPORTED_FILES = {
    "android": "res/xml/shortcuts.xml",
    "web-manifest": "manifest.webmanifest",
    "desktop": "trailmix.desktop",
}
ROUND_TRIP_LOCALES = (None, "de", "he", "ar", "ja")


def copy_app(source: Path, destination: Path, *, strip_localizations: bool = False) -> Path:
    shutil.copytree(source, destination)
    if strip_localizations:
        for path in list(destination.rglob("*.lproj")) + list(destination.rglob("InfoPlist.xcstrings")):
            shutil.rmtree(path) if path.is_dir() else path.unlink()
    return destination


def snapshot(folder: Path) -> dict[str, bytes]:
    return {str(path.relative_to(folder)): path.read_bytes() for path in sorted(folder.rglob("*")) if path.is_file()}


@pytest.mark.parametrize("stripped", (False, True), ids=("as-is", "without-localizations"))
@pytest.mark.parametrize("source", tuple(IMPORTED_FILES))
def test_import_round_trip_gives_the_original_menu(exports, tmp_path, source, stripped):
    copy = copy_app(EXAMPLES / "Trailmix", tmp_path / "Trailmix", strip_localizations=stripped)
    if stripped:
        assert menu_items(copy, "de") != menu_items(EXAMPLES / "Trailmix", "de"), "the copy lost its translations"
    imported = exports[("Trailmix", source)] / IMPORTED_FILES[source]
    plist = (copy / "Trailmix" / "Info.plist").read_bytes()
    completed = run("import", str(imported), "--from", source, "--into", str(copy))
    assert completed.returncode == 0, completed.stderr
    # The same items: the Info.plist is written only where an icon the web cannot carry was lost.
    wrote_plist = f"wrote {copy}/Trailmix/Info.plist" in completed.stdout
    assert wrote_plist == (source == "web-manifest"), completed.stdout
    assert ((copy / "Trailmix" / "Info.plist").read_bytes() == plist) == (source != "web-manifest")
    for locale in ROUND_TRIP_LOCALES:
        assert menu_items(copy, locale) == menu_items(EXAMPLES / "Trailmix", locale), f"locale {locale}"
    # Icons come back too, but for the web's, which has no place for an icon without a drawing (flag.checkered).
    icons = [item.get("icon") for item in menu_json(copy)["items"]]
    original = [item.get("icon") for item in menu(EXAMPLES / "Trailmix")["items"]]
    if source == "web-manifest":
        original = [None if icon == {"systemImageName": "flag.checkered"} else icon for icon in original]
    assert icons == original


def truncated(text: str) -> str:
    """The text cut just before its second <shortcut> (or <string>), as a download or copy cut short leaves it: the
    first element complete, the root element never closed."""
    tag = "<shortcut " if "<shortcut " in text else "<string "
    return text[: text.index(tag, text.index(tag) + 1)]


def bad_json_manifest(exported: Path, root: Path) -> tuple[str, Path, Path]:
    path = root / "manifest.webmanifest"
    path.write_text('{"name": "Trailmix", "shortcuts": [\n  {"name": "Start Hike",\n', encoding="utf-8")
    return "web-manifest", path, path


def bad_localized_manifest(exported: Path, root: Path) -> tuple[str, Path, Path]:
    shutil.copytree(exported / "web-manifest", root / "web", dirs_exist_ok=True)
    sibling = root / "web" / "manifest.de.webmanifest"
    sibling.write_text('{"lang": "de", "shortcuts": [}', encoding="utf-8")
    return "web-manifest", root / "web" / "manifest.webmanifest", sibling


def folder_as_manifest(exported: Path, root: Path) -> tuple[str, Path, Path]:
    path = root / "manifest.webmanifest"
    path.mkdir()
    return "web-manifest", path, path


def desktop_without_entry(exported: Path, root: Path) -> tuple[str, Path, Path]:
    text = (exported / "desktop" / "trailmix.desktop").read_text(encoding="utf-8")
    path = root / "trailmix.desktop"
    path.write_text(text.split("\n\n", 1)[1], encoding="utf-8")  # the [Desktop Action …] groups only
    assert "[Desktop Entry]" not in path.read_text(encoding="utf-8")
    return "desktop", path, path


def desktop_not_utf8(exported: Path, root: Path) -> tuple[str, Path, Path]:
    path = root / "trailmix.desktop"
    path.write_bytes("[Desktop Entry]\nName=Tr\u00e4ilmix\n".encode("latin-1"))
    return "desktop", path, path


def shortcuts_not_xml(exported: Path, root: Path) -> tuple[str, Path, Path]:
    shutil.copytree(exported / "android", root / "android")
    path = root / "android/res/xml/shortcuts.xml"
    path.write_text("shortcuts: [start-hike, nearby-trails]\n", encoding="utf-8")
    return "android", path, path


def shortcuts_truncated(exported: Path, root: Path) -> tuple[str, Path, Path]:
    shutil.copytree(exported / "android", root / "android")
    path = root / "android/res/xml/shortcuts.xml"
    path.write_text(truncated(path.read_text(encoding="utf-8")), encoding="utf-8")
    return "android", path, path


def strings_truncated(exported: Path, root: Path) -> tuple[str, Path, Path]:
    shutil.copytree(exported / "android", root / "android")
    strings = root / "android/res/values-de/quick_actions.xml"
    strings.write_text(truncated(strings.read_text(encoding="utf-8")), encoding="utf-8")
    return "android", root / "android/res/xml/shortcuts.xml", strings


MALFORMED_INPUTS = {
    "manifest-bad-json": bad_json_manifest,
    "manifest-sibling-bad-json": bad_localized_manifest,
    "manifest-is-a-folder": folder_as_manifest,
    "desktop-without-desktop-entry": desktop_without_entry,
    "desktop-not-utf8": desktop_not_utf8,
    "shortcuts-xml-not-xml": shortcuts_not_xml,
    "shortcuts-xml-truncated": shortcuts_truncated,
    "strings-xml-truncated": strings_truncated,
}


@pytest.fixture(scope="module")
def trailmix_exports(exports) -> Path:
    return exports[("Trailmix", "android")].parent


@pytest.mark.parametrize("case", tuple(MALFORMED_INPUTS))
def test_import_of_a_malformed_file_exits_2_and_writes_nothing(trailmix_exports, tmp_path, case):
    inputs = tmp_path / "inputs"
    inputs.mkdir()
    source, imported, named = MALFORMED_INPUTS[case](trailmix_exports, inputs)
    copy = copy_app(EXAMPLES / "Trailmix", tmp_path / "Trailmix")
    before = snapshot(copy)
    completed = run("import", str(imported), "--from", source, "--into", str(copy))
    assert completed.returncode == 2, (
        f"exit {completed.returncode} for {case}\nstdout:\n{completed.stdout}\nstderr:\n{completed.stderr}")
    errors = [line for line in completed.stderr.splitlines() if line.startswith("error:")]
    assert len(errors) == 1 and str(named) in errors[0], completed.stderr
    assert completed.stdout == ""
    assert snapshot(copy) == before, "the app was changed"
    assert (copy / "Trailmix/Info.plist").read_bytes() == (EXAMPLES / "Trailmix/Trailmix/Info.plist").read_bytes()


def test_import_of_one_locale_into_a_catalog_app_asks_for_no_translations(exports, tmp_path):
    """Chirp's export has its development texts only: nothing is missing from Trailmix's String Catalog."""
    copy = copy_app(EXAMPLES / "Trailmix", tmp_path / "Trailmix")
    completed = run("import", str(exports[("Chirp", "desktop")] / "chirp.desktop"), "--from", "desktop",
                    "--into", str(copy))
    assert completed.returncode == 0, completed.stderr
    assert [item[0] for item in menu_items(copy, None)][:3] == [
        "com.example.chirp.new-message", "com.example.chirp.search", "com.example.chirp.inbox"]
    assert not re.search(r"add the texts of\s*there", completed.stderr), (
        f"a warning that names no locale:\n{completed.stderr}")
