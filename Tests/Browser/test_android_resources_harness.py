"""Tests of the aapt harness in android_resources.py: the framework package it builds, a valid resource set that aapt
accepts, and negative controls, each a copy of the valid set with one defect, that aapt must refuse for that defect
(the expected error text is asserted, so a control cannot pass by failing for another reason).

These tests need /usr/bin/aapt (Debian's package aapt) and skip without it; they use none of conftest.py's server
or browser fixtures.
"""

from __future__ import annotations

import re
import shutil
import subprocess
import textwrap
from collections.abc import Callable
from pathlib import Path

import pytest

from android_resources import (
    AAPT,
    FRAMEWORK_ATTRIBUTES,
    framework_apk,
    report,
    validate_android_resources,
)

PACKAGE = "com.example.chirp"

VALID_FILES = {
    "values/strings.xml": """\
        <?xml version="1.0" encoding="utf-8"?>
        <resources>
            <string name="app_name">Chirp</string>
            <string name="compose_short">Compose</string>
            <string name="compose_long">Compose a new chirp</string>
            <string name="compose_disabled">Composing isn\\'t available</string>
            <string name="timeline_short">Timeline</string>
            <string name="timeline_long">Open %1$s\\'s timeline</string>
        </resources>
        """,
    "values-de/strings.xml": """\
        <?xml version="1.0" encoding="utf-8"?>
        <resources>
            <string name="compose_short">Verfassen</string>
            <string name="compose_long">Neuen Chirp verfassen</string>
            <string name="compose_disabled">"Verfassen ist nicht möglich"</string>
            <string name="timeline_short">Verlauf</string>
            <string name="timeline_long">Verlauf von %1$s öffnen</string>
        </resources>
        """,
    "values-b+zh+Hant/strings.xml": """\
        <?xml version="1.0" encoding="utf-8"?>
        <resources>
            <string name="compose_short">撰寫</string>
            <string name="compose_long">撰寫新貼文</string>
            <string name="compose_disabled">無法撰寫</string>
            <string name="timeline_short">時間軸</string>
            <string name="timeline_long">開啟 %1$s 的時間軸</string>
        </resources>
        """,
    "xml/shortcuts.xml": """\
        <?xml version="1.0" encoding="utf-8"?>
        <shortcuts xmlns:android="http://schemas.android.com/apk/res/android">
            <shortcut
                android:shortcutId="compose"
                android:enabled="true"
                android:icon="@drawable/ic_shortcut_compose"
                android:shortcutShortLabel="@string/compose_short"
                android:shortcutLongLabel="@string/compose_long"
                android:shortcutDisabledMessage="@string/compose_disabled">
                <intent
                    android:action="android.intent.action.VIEW"
                    android:targetPackage="com.example.chirp"
                    android:targetClass="com.example.chirp.MainActivity"
                    android:data="chirp://compose">
                    <extra android:name="source" android:value="shortcut" />
                </intent>
                <categories android:name="android.shortcut.conversation" />
            </shortcut>
            <shortcut
                android:shortcutId="timeline"
                android:enabled="false"
                android:icon="@drawable/ic_shortcut_timeline"
                android:shortcutShortLabel="@string/timeline_short"
                android:shortcutLongLabel="@string/timeline_long"
                android:shortcutDisabledMessage="@string/compose_disabled">
                <intent
                    android:action="android.intent.action.VIEW"
                    android:targetPackage="com.example.chirp"
                    android:targetClass="com.example.chirp.MainActivity" />
            </shortcut>
        </shortcuts>
        """,
    "drawable/ic_shortcut_compose.xml": """\
        <?xml version="1.0" encoding="utf-8"?>
        <vector xmlns:android="http://schemas.android.com/apk/res/android"
            android:width="24dp"
            android:height="24dp"
            android:viewportWidth="24"
            android:viewportHeight="24"
            android:tint="#FF000000">
            <group
                android:translateX="2"
                android:translateY="2"
                android:scaleX="0.8333"
                android:scaleY="0.8333"
                android:pivotX="12"
                android:pivotY="12"
                android:rotation="-15">
                <path
                    android:pathData="M12,2 A10,10 0 1,1 11.99,2 Z"
                    android:strokeColor="#FF3366CC"
                    android:strokeWidth="2"
                    android:strokeLineCap="round"
                    android:strokeLineJoin="round"
                    android:strokeAlpha="0.9" />
                <path
                    android:pathData="M7,11 L17,11 L17,13 L7,13 Z M11,7 L13,7 L13,17 L11,17 Z"
                    android:fillColor="#FFFFFFFF"
                    android:fillType="evenOdd"
                    android:fillAlpha="1" />
            </group>
        </vector>
        """,
    "drawable/ic_shortcut_timeline.xml": """\
        <?xml version="1.0" encoding="utf-8"?>
        <vector xmlns:android="http://schemas.android.com/apk/res/android"
            android:width="24dp"
            android:height="24dp"
            android:viewportWidth="24"
            android:viewportHeight="24">
            <path
                android:pathData="M4,6 H20 V8 H4 Z M4,11 H20 V13 H4 Z M4,16 H14 V18 H4 Z"
                android:fillColor="#FF3366CC" />
        </vector>
        """,
}


def write_valid_resources(root: Path) -> Path:
    """Writes the valid resource set into root/res; returns that folder."""
    res = root / "res"
    for path, text in VALID_FILES.items():
        target = res / path
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_text(textwrap.dedent(text), encoding="utf-8")
    return res


def replace(res: Path, path: str, old: str, new: str) -> None:
    """Replaces the one occurrence of `old` in res/path by `new`."""
    target = res / path
    text = target.read_text(encoding="utf-8")
    assert text.count(old) == 1, f"{old!r} should occur once in {path}"
    target.write_text(text.replace(old, new), encoding="utf-8")


def copy_folder(res: Path, source: str, destination: str) -> None:
    shutil.copytree(res / source, res / destination)


@pytest.fixture
def valid_res(tmp_path: Path) -> Path:
    return write_valid_resources(tmp_path)


def test_framework_package_has_package_id_0x01_and_the_transcribed_public_attributes():
    dump = subprocess.run([str(AAPT), "dump", "resources", str(framework_apk())],
                          capture_output=True, text=True, timeout=60, check=True).stdout
    assert re.search(r"^Package Group 0 id=0x01 packageCount=1 name=android$", dump, re.MULTILINE), dump[:500]
    # "spec resource 0x01010528 android:attr/shortcutId: flags=0x40000000": 0x40000000 is SPEC_PUBLIC.
    specs = dict(re.findall(r"spec resource (0x[0-9a-f]{8}) android:attr/(\w+): flags=0x40000000", dump))
    assert {name: int(id_, 16) for id_, name in specs.items()} == {a.name: a.id for a in FRAMEWORK_ATTRIBUTES}
    assert "attr-private" not in dump


def test_transcription_covers_the_attributes_we_use_once_each():
    names = [attribute.name for attribute in FRAMEWORK_ATTRIBUTES]
    ids = [attribute.id for attribute in FRAMEWORK_ATTRIBUTES]
    assert len(set(names)) == len(names) and len(set(ids)) == len(ids)
    assert all(0x01010000 <= id_ <= 0x0101FFFF for id_ in ids)  # package 0x01, type attr (0x01)
    used = {
        # AndroidManifest.xml (package is a plain attribute)
        "label", "name", "exported", "resource",
        # res/xml/shortcuts.xml
        "shortcutId", "enabled", "icon", "shortcutShortLabel", "shortcutLongLabel", "shortcutDisabledMessage",
        "action", "targetPackage", "targetClass", "data", "value",
        # res/drawable/*.xml VectorDrawable
        "width", "height", "viewportWidth", "viewportHeight", "tint", "translateX", "translateY", "scaleX",
        "scaleY", "pivotX", "pivotY", "rotation", "pathData", "fillColor", "strokeColor", "strokeWidth",
        "strokeLineCap", "strokeLineJoin", "fillType", "strokeAlpha", "fillAlpha",
    }
    assert used <= set(names), used - set(names)
    # AOSP public-final.xml: shortcutId is 0x01010528; 0x0101052b is shortcutDisabledMessage.
    assert {a.name: a.id for a in FRAMEWORK_ATTRIBUTES}["shortcutId"] == 0x01010528


def test_valid_resources_pass(valid_res: Path):
    completed = validate_android_resources(valid_res, PACKAGE)
    assert completed.returncode == 0, report(completed)
    assert "error" not in completed.stderr.lower(), report(completed)


@pytest.mark.parametrize("folder", ["values-pt-rBR", "values-b+sr+Latn", "values-he", "values-ar", "values-iw"])
def test_locale_folders_we_write_pass(valid_res: Path, folder: str):
    copy_folder(valid_res, "values-de", folder)
    completed = validate_android_resources(valid_res, PACKAGE)
    assert completed.returncode == 0, report(completed)


NEGATIVE_CONTROLS: dict[str, tuple[Callable[[Path], None], str]] = {
    "unescaped apostrophe": (
        lambda res: replace(res, "values/strings.xml", "isn\\'t", "isn't"),
        "values/strings.xml:6: error: Apostrophe not preceded by \\",
    ),
    "shortcut label names a missing string": (
        lambda res: replace(res, "xml/shortcuts.xml", '"@string/compose_short"', '"@string/compose_shrt"'),
        "No resource found that matches the given name (at 'shortcutShortLabel' with value '@string/compose_shrt')",
    ),
    "shortcut icon names a missing drawable": (
        lambda res: replace(res, "xml/shortcuts.xml", '"@drawable/ic_shortcut_compose"',
                            '"@drawable/ic_shortcut_missing"'),
        "No resource found that matches the given name (at 'icon' with value '@drawable/ic_shortcut_missing')",
    ),
    "invalid region qualifier values-zz-rQQQ": (
        lambda res: copy_folder(res, "values-de", "values-zz-rQQQ"),
        "invalid resource directory name",
    ),
    "invalid BCP 47 qualifier values-b+en+": (
        lambda res: copy_folder(res, "values-de", "values-b+en+"),
        "Invalid BCP 47 tag in directory name b+en+",
    ),
    "misspelled attribute android:shortcutID": (
        lambda res: replace(res, "xml/shortcuts.xml", 'android:shortcutId="compose"', 'android:shortcutID="compose"'),
        "No resource identifier found for attribute 'shortcutID' in package 'android'",
    ),
    "boolean attribute android:enabled=maybe": (
        lambda res: replace(res, "xml/shortcuts.xml", 'android:enabled="true"', 'android:enabled="maybe"'),
        "String types not allowed (at 'enabled' with value 'maybe')",
    ),
    "reference attribute given a literal string": (
        lambda res: replace(res, "xml/shortcuts.xml", '"@string/compose_long"', '"Compose a new chirp"'),
        "String types not allowed (at 'shortcutLongLabel' with value 'Compose a new chirp')",
    ),
    "enum attribute given an unknown name": (
        lambda res: replace(res, "drawable/ic_shortcut_compose.xml", 'android:strokeLineCap="round"',
                            'android:strokeLineCap="rounded"'),
        "String types not allowed (at 'strokeLineCap' with value 'rounded')",
    ),
    "dimension without a unit": (
        lambda res: replace(res, "drawable/ic_shortcut_compose.xml", 'android:width="24dp"', 'android:width="24"'),
        "Integer types not allowed (at 'width' with value '24')",
    ),
    "float given a dimension": (
        lambda res: replace(res, "drawable/ic_shortcut_compose.xml", 'android:strokeWidth="2"',
                            'android:strokeWidth="2px"'),
        "Dimension types not allowed (at 'strokeWidth' with value '2px')",
    ),
    "color given a name": (
        lambda res: replace(res, "drawable/ic_shortcut_compose.xml", 'android:fillColor="#FFFFFFFF"',
                            'android:fillColor="white"'),
        "String types not allowed (at 'fillColor' with value 'white')",
    ),
    "two non-positional substitutions": (
        lambda res: replace(res, "values-de/strings.xml", "Verlauf von %1$s öffnen", "Verlauf von %s für %s"),
        "Multiple substitutions specified in non-positional format",
    ),
    "malformed XML": (
        lambda res: replace(res, "xml/shortcuts.xml", "</shortcuts>", "</shortcut>"),
        "Error parsing XML",
    ),
    "no res/xml/shortcuts.xml for the manifest's meta-data": (
        lambda res: (res / "xml/shortcuts.xml").unlink(),
        "No resource found that matches the given name (at 'resource' with value '@xml/shortcuts')",
    ),
}


@pytest.mark.parametrize("defect", NEGATIVE_CONTROLS)
def test_negative_control_fails_for_its_defect(valid_res: Path, defect: str):
    introduce, expected_error = NEGATIVE_CONTROLS[defect]
    introduce(valid_res)
    completed = validate_android_resources(valid_res, PACKAGE)
    assert completed.returncode != 0, report(completed)
    assert expected_error in completed.stdout + completed.stderr, report(completed)


def test_bare_b_plus_folder_is_read_as_the_default_configuration(valid_res: Path):
    """A known gap, pinned: aapt v1 does not reject `values-b+`; it reads it as values/, so the folder fails only
    when one of its files has the name of a file in values/."""
    (valid_res / "values-b+").mkdir()
    (valid_res / "values-b+" / "extra.xml").write_text('<resources><string name="extra">x</string></resources>\n')
    completed = validate_android_resources(valid_res, PACKAGE)
    assert completed.returncode == 0, report(completed)
    shutil.copy(valid_res / "values" / "strings.xml", valid_res / "values-b+" / "strings.xml")
    completed = validate_android_resources(valid_res, PACKAGE)
    assert completed.returncode != 0, report(completed)
    assert "values-b+/strings.xml: error: Duplicate file." in completed.stderr, report(completed)


def test_invalid_package_name_is_refused_before_aapt(valid_res: Path):
    with pytest.raises(ValueError, match="not an Android package name"):
        validate_android_resources(valid_res, "chirp")


def test_missing_aapt_skips(monkeypatch: pytest.MonkeyPatch, valid_res: Path):
    import android_resources

    monkeypatch.setattr(android_resources, "AAPT", Path("/nonexistent/aapt"))
    with pytest.raises(pytest.skip.Exception, match="/nonexistent/aapt is missing"):
        validate_android_resources(valid_res, PACKAGE)
