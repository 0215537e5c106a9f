#!/usr/bin/env python3
"""Generates an Xcode project for the project-model benchmark: the app folder of generate-benchmark-project.py with
SWIFT_FILES Swift files, plus Bench.xcodeproj beside it whose app target lists every file in its build phases (one
group per feature folder, a variant group of 50 InfoPlist.strings), a share extension and a test target, and an
xcconfig that sets PRODUCT_NAME. `menu OUTPUT/Bench` reads the folder alone; `menu OUTPUT` reads the project.
Usage: generate-xcode-benchmark-project.py OUTPUT_FOLDER [SWIFT_FILES]"""
import itertools
import os
import subprocess
import sys

out = sys.argv[1]
swift_files = int(sys.argv[2]) if len(sys.argv) > 2 else 2000
here = os.path.dirname(os.path.abspath(__file__))
subprocess.run([sys.executable, os.path.join(here, "generate-benchmark-project.py"), out], check=True,
               stdout=subprocess.DEVNULL)
app = os.path.join(out, "Bench")
# generate-benchmark-project.py writes 1,000 files; add the rest in the same shape.
for n in range(1000, swift_files):
    folder = os.path.join(app, f"Feature{n // 100}")
    os.makedirs(folder, exist_ok=True)
    with open(os.path.join(folder, f"File{n:04d}.swift"), "w") as f:
        f.write(f"import UIKit\n\nstruct Model{n} {{\n    let value = {n}\n}}\n")
os.makedirs(os.path.join(out, "Config"), exist_ok=True)
with open(os.path.join(out, "Config", "Bench.xcconfig"), "w") as f:
    f.write("// generated\nPRODUCT_NAME = Bench\nPRODUCT_BUNDLE_IDENTIFIER = com.example.$(PRODUCT_NAME:rfc1034identifier)\n")

ids = (f"{n:024X}" for n in itertools.count(0xB000000000000000000000))
objects = []


def add(body):
    identifier = next(ids)
    objects.append(f"\t\t{identifier} = {{{body}}};")
    return identifier


def configurations(settings, base=None):
    base_line = f" baseConfigurationReference = {base};" if base else ""
    listed = [add(f"isa = XCBuildConfiguration;{base_line} buildSettings = {{{settings}}}; name = {name};")
              for name in ("Debug", "Release")]
    return add(f"isa = XCConfigurationList; buildConfigurations = ({', '.join(listed)}); "
               "defaultConfigurationName = Release;")


features = sorted(d for d in os.listdir(app) if d.startswith("Feature"))
sources = []
feature_groups = []
for feature in features:
    children = []
    for name in sorted(os.listdir(os.path.join(app, feature))):
        reference = add(f"isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = {name}; "
                        "sourceTree = \"<group>\";")
        children.append(reference)
        sources.append(add(f"isa = PBXBuildFile; fileRef = {reference};"))
    feature_groups.append(add(f"isa = PBXGroup; children = ({', '.join(children)}); path = {feature}; "
                              "sourceTree = \"<group>\";"))
locales = sorted(d[:-len(".lproj")] for d in os.listdir(app) if d.endswith(".lproj"))
variants = [add(f"isa = PBXFileReference; lastKnownFileType = text.plist.strings; name = {locale}; "
                f"path = {locale}.lproj/InfoPlist.strings; sourceTree = \"<group>\";") for locale in locales]
strings = add(f"isa = PBXVariantGroup; children = ({', '.join(variants)}); name = InfoPlist.strings; "
              "sourceTree = \"<group>\";")
plist = add("isa = PBXFileReference; lastKnownFileType = text.plist.xml; path = Info.plist; sourceTree = \"<group>\";")
app_group = add(f"isa = PBXGroup; children = ({', '.join(feature_groups + [strings, plist])}); path = Bench; "
                "sourceTree = \"<group>\";")
xcconfig = add("isa = PBXFileReference; lastKnownFileType = text.xcconfig; path = Config/Bench.xcconfig; "
               "sourceTree = SOURCE_ROOT;")
main_group = add(f"isa = PBXGroup; children = ({app_group}, {xcconfig}); sourceTree = \"<group>\";")
source_phase = add(f"isa = PBXSourcesBuildPhase; buildActionMask = 2147483647; files = ({', '.join(sources)}); "
                   "runOnlyForDeploymentPostprocessing = 0;")
resource_phase = add(f"isa = PBXResourcesBuildPhase; buildActionMask = 2147483647; "
                     f"files = ({add(f'isa = PBXBuildFile; fileRef = {strings};')}); "
                     "runOnlyForDeploymentPostprocessing = 0;")
app_target = add(f"isa = PBXNativeTarget; buildConfigurationList = "
                 f"{configurations('INFOPLIST_FILE = Bench/Info.plist; SDKROOT = iphoneos;', xcconfig)}; "
                 f"buildPhases = ({source_phase}, {resource_phase}); name = Bench; productName = Bench; "
                 "productType = \"com.apple.product-type.application\";")
extension = add(f"isa = PBXNativeTarget; buildConfigurationList = "
                f"{configurations('INFOPLIST_FILE = Share/Info.plist; PRODUCT_NAME = Share;')}; buildPhases = (); "
                "name = Share; productName = Share; productType = \"com.apple.product-type.app-extension\";")
tests = add(f"isa = PBXNativeTarget; buildConfigurationList = "
            f"{configurations('GENERATE_INFOPLIST_FILE = YES;')}; buildPhases = (); name = BenchTests; "
            "productName = BenchTests; productType = \"com.apple.product-type.bundle.unit-test\";")
project = add(f"isa = PBXProject; buildConfigurationList = {configurations('IPHONEOS_DEPLOYMENT_TARGET = 17.0;')}; "
              f"developmentRegion = en; knownRegions = ({', '.join(locales)}); mainGroup = {main_group}; "
              f"projectDirPath = \"\"; projectRoot = \"\"; targets = ({app_target}, {extension}, {tests});")
os.makedirs(os.path.join(out, "Bench.xcodeproj"), exist_ok=True)
with open(os.path.join(out, "Bench.xcodeproj", "project.pbxproj"), "w") as f:
    f.write("// !$*UTF8*$!\n{\n\tarchiveVersion = 1;\n\tclasses = {\n\t};\n\tobjectVersion = 56;\n\tobjects = {\n")
    f.write("\n".join(objects))
    f.write(f"\n\t}};\n\trootObject = {project};\n}}\n")
print(f"generated Bench.xcodeproj with {len(sources)} Swift files and {len(locales)} localizations in {out}")
