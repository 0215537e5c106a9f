"""Checks Android resource folders with the real `aapt` (Debian's package `aapt`, "Android Asset Packaging Tool,
v0.2-debian", at /usr/bin/aapt) on a machine without an Android SDK platform, that is without android.jar.

`aapt package` resolves every `android:` attribute against the framework package given with `-I`; without one it
stops at the first with "No resource identifier found for attribute '…' in package 'android'". In place of
android.jar, `framework_apk()` builds a minimal framework package with aapt itself: a manifest with
`package="android"` and res/values holding the `android:` attributes listed in `FRAMEWORK_ATTRIBUTES` (attrs.xml,
each with its format) and their public IDs (public.xml), packaged with `aapt package -x` ("create extending
(non-application) resource IDs"), which gives it package ID 0x01 as in the real framework. The public IDs are
required, not cosmetic: aapt only lets an app use public attributes of an included package (an attribute missing
from public.xml becomes `^attr-private` and fails like an unknown one), and aapt's automatic versioning of XML
resources reads an attribute's API level from its ID.

What `validate_android_resources()` checks, with aapt's own code (each failure is an aapt error and a non-zero
exit; warnings such as "string 'x' has no default translation" leave the exit at 0):
- XML well-formedness of every file;
- the syntax of folder names and their configuration qualifiers: `values-de`, `values-pt-rBR`, `values-b+zh+Hant`,
  `values-b+sr+Latn` pass, `values-zz-rQQQ` ("invalid resource directory name") and `values-b+en+` ("Invalid BCP 47
  tag") fail;
- the `android:` attribute names used anywhere (a misspelling such as `android:shortcutID` is unknown);
- each attribute value against the attribute's format: booleans (`android:enabled="maybe"` fails), floats
  (`android:strokeWidth="2px"` fails), dimensions (`android:width="24"` without a unit fails), colors, enum names
  (`android:strokeLineCap="rounded"` fails), and `reference`-only attributes that refuse a literal string
  (`android:shortcutShortLabel="Compose"` fails: it must be `@string/…`);
- every `@string/…`, `@drawable/…`, `@color/…`, `@xml/…` reference resolves to a resource of the package (the
  manifest written here points at `@xml/shortcuts`, so res/xml/shortcuts.xml must exist);
- string resources as aapt compiles them: an unescaped apostrophe, several non-positional `%s` in one string, a bad
  `\\u` escape, one name defined twice in one configuration.

What it does not check:
- that the attributes' formats and IDs are Android's: they are our transcription (`FRAMEWORK_ATTRIBUTES`, sources
  cited there) of AOSP's attrs.xml, attrs_manifest.xml and public-final.xml, not read from a real android.jar, and
  only the attributes listed there exist: any other real `android:` attribute (for example
  `android:opticalInsetLeft`, `android:splashScreenTheme` or `android:minSdkVersion`) is reported unknown until it is
  added to the table;
- which attributes belong on which element, or which elements exist: aapt knows no schema of shortcuts.xml or of a
  VectorDrawable (an `android:pathData` on a `<shortcut>`, a `<shortcut>` without `android:shortcutId`, a `<vectr>`
  element all pass), nor the type a reference should have (`android:icon="@string/…"` passes);
- the contents of string-typed values: `android:pathData` syntax (path commands are parsed on a device only), intent
  actions, class and package names (`android:targetPackage` is not compared with the manifest's package);
- that a qualifier names a real language, script or region: only their shape (`values-zz`, `values-b+zz+Qqqq`
  pass), and a bare `values-b+` is read as the default configuration (it fails only as a "Duplicate file" of a file
  in values/);
- string text that aapt accepts as is: unescaped double quotes (aapt drops them), a lone `%`;
- API levels: whether an attribute exists at the app's minSdkVersion (the manifest written here declares none;
  aapt then adds versioned copies such as res/xml-v22/ to out.apk, which is discarded);
- behaviour at run time: that a launcher shows the shortcuts, that a drawable renders, translation completeness.
"""

from __future__ import annotations

import functools
import hashlib
import os
import re
import subprocess
import tempfile
from dataclasses import dataclass
from pathlib import Path
from xml.sax.saxutils import quoteattr

import pytest

AAPT = Path("/usr/bin/aapt")
ANDROID_NAMESPACE = "http://schemas.android.com/apk/res/android"
REPO = Path(__file__).resolve().parents[2]
# Built framework packages, one folder per digest of their sources (a changed table builds a new one).
BUILD_FOLDER = REPO / ".build" / "android-framework-resources"
AAPT_TIMEOUT = 120
# https://developer.android.com/guide/topics/manifest/manifest-element#package: two or more segments, each a letter
# followed by letters, digits or underscores.
PACKAGE_NAME = re.compile(r"[A-Za-z][A-Za-z0-9_]*(?:\.[A-Za-z][A-Za-z0-9_]*)+")

# Sources of the transcription, in aosp-mirror/platform_frameworks_base (GitHub's mirror of
# android.googlesource.com/platform/frameworks/base), read at these commits. The IDs are android.R.attr's constants
# (https://developer.android.com/reference/android/R.attr, "Constant Value"); Microsoft's .NET for Android reference
# republishes them, e.g. Resource.Attribute.ShortcutId = 16844072 = 0x01010528, ShortcutLongLabel = 0x0101052a.
PUBLIC_XML = "core/res/res/values/public-final.xml @ 07c0cf303d15fa492d8691c133ae87f4204c88d5"
ATTRS_XML = "core/res/res/values/attrs.xml @ 43dbb54918415d219074f9017ab070bdfe95da8a"
ATTRS_MANIFEST_XML = "core/res/res/values/attrs_manifest.xml @ 30b9655a608e1b2af4b5041ccdd82853bfcc68d4"


@dataclass(frozen=True)
class FrameworkAttribute:
    """One `android:` attribute: its public resource ID, its format as AOSP declares it (None when AOSP declares
    only enum or flag values, as for tintMode), its enum or flag values, and where the format is declared."""

    name: str
    id: int
    format: str | None
    declared_in: str
    enums: tuple[tuple[str, int], ...] = ()
    flags: tuple[tuple[str, int], ...] = ()


_TINT_MODES = (("src_over", 3), ("src_in", 5), ("src_atop", 9), ("multiply", 14), ("screen", 15), ("add", 16))

# IDs from PUBLIC_XML; formats from ATTRS_MANIFEST_XML ("manifest") or ATTRS_XML (the styleable that declares the
# format: an attribute is declared with its format once, and used by name elsewhere, e.g. VectorDrawable's width is
# TextView's). Covers the manifest written below and every attribute of the styleables behind shortcuts.xml
# (Shortcut, ShortcutCategories, Intent, IntentCategory, Extra) and VectorDrawable (VectorDrawable, VectorDrawableGroup,
# VectorDrawablePath, VectorDrawableClipPath), except the newer Shortcut splashScreenTheme (API 31), Intent identifier
# (API 29) and VectorDrawable opticalInset* (API 29).
FRAMEWORK_ATTRIBUTES: tuple[FrameworkAttribute, ...] = (
    FrameworkAttribute("label", 0x01010001, "reference|string", "manifest: top level"),
    FrameworkAttribute("icon", 0x01010002, "reference", "manifest: top level"),
    FrameworkAttribute("name", 0x01010003, "string", "manifest: top level"),
    FrameworkAttribute("enabled", 0x0101000E, "boolean", "attrs: TextView"),
    FrameworkAttribute("exported", 0x01010010, "boolean", "manifest: top level"),
    FrameworkAttribute("targetPackage", 0x01010021, "string", "manifest: top level"),
    FrameworkAttribute("value", 0x01010024, "string|integer|color|float|boolean", "manifest: AndroidManifestMetaData"),
    FrameworkAttribute("resource", 0x01010025, "reference", "manifest: AndroidManifestMetaData"),
    FrameworkAttribute("mimeType", 0x01010026, "string", "manifest: AndroidManifestData"),
    FrameworkAttribute("action", 0x0101002D, "string", "manifest: Intent"),
    FrameworkAttribute("data", 0x0101002E, "string", "manifest: Intent"),
    FrameworkAttribute("targetClass", 0x0101002F, "string", "manifest: Intent"),
    FrameworkAttribute("tint", 0x01010121, "color", "attrs: ImageView"),
    FrameworkAttribute("height", 0x01010155, "dimension", "attrs: TextView"),
    FrameworkAttribute("width", 0x01010159, "dimension", "attrs: TextView"),
    FrameworkAttribute("pivotX", 0x010101B5, "float|fraction", "attrs: RotateDrawable"),
    FrameworkAttribute("pivotY", 0x010101B6, "float|fraction", "attrs: RotateDrawable"),
    FrameworkAttribute("alpha", 0x0101031F, "float", "attrs: View"),
    FrameworkAttribute("scaleX", 0x01010324, "float", "attrs: View"),
    FrameworkAttribute("scaleY", 0x01010325, "float", "attrs: View"),
    FrameworkAttribute("rotation", 0x01010326, "float", "attrs: View"),
    FrameworkAttribute("autoMirrored", 0x010103EA, "boolean", "attrs: Drawable"),
    FrameworkAttribute("tintMode", 0x010103FB, None, "attrs: BitmapDrawable", enums=_TINT_MODES),
    FrameworkAttribute("viewportWidth", 0x01010402, "float", "attrs: VectorDrawable"),
    FrameworkAttribute("viewportHeight", 0x01010403, "float", "attrs: VectorDrawable"),
    FrameworkAttribute("fillColor", 0x01010404, "color", "attrs: VectorDrawablePath"),
    FrameworkAttribute("pathData", 0x01010405, "string", "attrs: VectorDrawablePath"),
    FrameworkAttribute("strokeColor", 0x01010406, "color", "attrs: VectorDrawablePath"),
    FrameworkAttribute("strokeWidth", 0x01010407, "float", "attrs: VectorDrawablePath"),
    FrameworkAttribute("trimPathStart", 0x01010408, "float", "attrs: VectorDrawablePath"),
    FrameworkAttribute("trimPathEnd", 0x01010409, "float", "attrs: VectorDrawablePath"),
    FrameworkAttribute("trimPathOffset", 0x0101040A, "float", "attrs: VectorDrawablePath"),
    FrameworkAttribute("strokeLineCap", 0x0101040B, "enum", "attrs: VectorDrawablePath",
                       enums=(("butt", 0), ("round", 1), ("square", 2))),
    FrameworkAttribute("strokeLineJoin", 0x0101040C, "enum", "attrs: VectorDrawablePath",
                       enums=(("miter", 0), ("round", 1), ("bevel", 2))),
    FrameworkAttribute("strokeMiterLimit", 0x0101040D, "float", "attrs: VectorDrawablePath"),
    FrameworkAttribute("translateX", 0x0101045A, "float", "attrs: VectorDrawableGroup"),
    FrameworkAttribute("translateY", 0x0101045B, "float", "attrs: VectorDrawableGroup"),
    FrameworkAttribute("strokeAlpha", 0x010104CB, "float", "attrs: VectorDrawablePath"),
    FrameworkAttribute("fillAlpha", 0x010104CC, "float", "attrs: VectorDrawablePath"),
    FrameworkAttribute("fillType", 0x0101051E, "enum", "attrs: VectorDrawablePath",
                       enums=(("nonZero", 0), ("evenOdd", 1))),
    FrameworkAttribute("shortcutId", 0x01010528, "string", "attrs: Shortcut"),
    FrameworkAttribute("shortcutShortLabel", 0x01010529, "reference", "attrs: Shortcut"),
    FrameworkAttribute("shortcutLongLabel", 0x0101052A, "reference", "attrs: Shortcut"),
    FrameworkAttribute("shortcutDisabledMessage", 0x0101052B, "reference", "attrs: Shortcut"),
)

# Application package written by validate_android_resources(): one launcher activity carrying the shortcuts, as
# https://developer.android.com/develop/ui/views/launch/shortcuts/creating-shortcuts describes.
_APP_MANIFEST = """<?xml version="1.0" encoding="utf-8"?>
<manifest xmlns:android="{namespace}" package={package}>
    <application android:label="Resource validation">
        <activity android:name=".MainActivity" android:exported="true">
            <intent-filter>
                <action android:name="android.intent.action.MAIN" />
                <category android:name="android.intent.category.LAUNCHER" />
            </intent-filter>
            <meta-data android:name="android.app.shortcuts" android:resource="@xml/shortcuts" />
        </activity>
    </application>
</manifest>
"""


def aapt() -> Path:
    """/usr/bin/aapt, or skips the calling test when it is missing."""
    if not (AAPT.is_file() and os.access(AAPT, os.X_OK)):
        pytest.skip(f"{AAPT} is missing: install Debian's package aapt (apt-get install aapt) to check Android "
                    "resources")
    return AAPT


def framework_sources() -> dict[str, str]:
    """The files of the minimal framework package, by path relative to its folder."""
    attrs = []
    public = []
    for attribute in FRAMEWORK_ATTRIBUTES:
        format_ = f" format={quoteattr(attribute.format)}" if attribute.format else ""
        values = [f'        <enum name="{name}" value="{value}" />' for name, value in attribute.enums]
        values += [f'        <flag name="{name}" value="{value:#x}" />' for name, value in attribute.flags]
        comment = f"    <!-- {attribute.declared_in} -->\n"
        if values:
            attrs.append(f'{comment}    <attr name="{attribute.name}"{format_}>\n' + "\n".join(values)
                         + "\n    </attr>")
        else:
            attrs.append(f'{comment}    <attr name="{attribute.name}"{format_} />')
        public.append(f'    <public type="attr" name="{attribute.name}" id="{attribute.id:#010x}" />')
    header = '<?xml version="1.0" encoding="utf-8"?>\n'
    return {
        "AndroidManifest.xml": header + f'<manifest xmlns:android="{ANDROID_NAMESPACE}" package="android" />\n',
        "res/values/attrs.xml": header + f"<!-- Formats transcribed from AOSP {ATTRS_XML} (attrs) and "
        f"{ATTRS_MANIFEST_XML} (manifest). -->\n<resources>\n" + "\n".join(attrs) + "\n</resources>\n",
        "res/values/public.xml": header + f"<!-- IDs transcribed from AOSP {PUBLIC_XML}. -->\n<resources>\n"
        + "\n".join(public) + "\n</resources>\n",
    }


@functools.cache
def framework_apk() -> Path:
    """The minimal framework package (package "android", ID 0x01), built with `aapt package -x` on first use and
    kept in .build/android-framework-resources/<digest>/framework.apk, where the digest covers the sources, so a
    changed attribute table is rebuilt and an unchanged one is built once, not once per session. Skips when aapt is
    missing; fails the test with aapt's output when aapt refuses the sources."""
    tool = aapt()
    sources = framework_sources()
    digest = hashlib.sha256()
    for path, text in sorted(sources.items()):
        digest.update(f"{path}\0{text}\0".encode())
    folder = BUILD_FOLDER / digest.hexdigest()[:16]
    apk = folder / "framework.apk"
    if apk.is_file():
        return apk
    folder.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory(dir=folder, prefix="staging-") as staging:
        root = Path(staging)
        for path, text in sources.items():
            (root / path).parent.mkdir(parents=True, exist_ok=True)
            (root / path).write_text(text, encoding="utf-8")
        built = root / "framework.apk"
        completed = subprocess.run(
            [str(tool), "package", "-x", "-M", str(root / "AndroidManifest.xml"), "-S", str(root / "res"),
             "-F", str(built)],
            capture_output=True, text=True, timeout=AAPT_TIMEOUT)
        if completed.returncode != 0 or not built.is_file():
            pytest.fail(f"aapt could not build the framework package (exit {completed.returncode}):\n"
                        f"{completed.stdout}{completed.stderr}")
        os.replace(built, apk)  # atomic: a concurrent session sees no file or the whole file
    return apk


def validate_android_resources(res_dir: Path, package: str) -> subprocess.CompletedProcess[str]:
    """Runs `aapt package -M AndroidManifest.xml -S res_dir -I framework.apk -F out.apk` on `res_dir` (a res folder:
    values*/, xml/, drawable*/ …) with a manifest written here for `package`: one exported launcher activity with
    `<meta-data android:name="android.app.shortcuts" android:resource="@xml/shortcuts"/>`. Returns aapt's completed
    process: returncode 0 when aapt accepts every file, else aapt's errors in stderr. The manifest and out.apk live
    in a temporary folder removed on return. Skips when aapt is missing. aapt takes any manifest package, so a
    `package` that Android would refuse (not two or more dot-separated segments, each a letter then letters, digits
    or underscores) raises ValueError here."""
    if not PACKAGE_NAME.fullmatch(package):
        raise ValueError(f"{package!r} is not an Android package name (such as com.example.app)")
    tool = aapt()
    framework = framework_apk()
    res_dir = Path(res_dir)
    if not res_dir.is_dir():
        raise FileNotFoundError(f"{res_dir} is not a folder")
    with tempfile.TemporaryDirectory(prefix="aapt-validate-") as work:
        manifest = Path(work) / "AndroidManifest.xml"
        manifest.write_text(_APP_MANIFEST.format(namespace=ANDROID_NAMESPACE, package=quoteattr(package)),
                            encoding="utf-8")
        return subprocess.run(
            [str(tool), "package", "-M", str(manifest), "-S", str(res_dir), "-I", str(framework),
             "-F", str(Path(work) / "out.apk")],
            capture_output=True, text=True, timeout=AAPT_TIMEOUT)


def report(completed: subprocess.CompletedProcess[str]) -> str:
    """aapt's command line, exit status and output, for assertion messages."""
    command = " ".join(map(str, completed.args))
    return f"$ {command}\nexit {completed.returncode}\n{completed.stdout}{completed.stderr}"
