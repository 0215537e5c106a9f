"""The page's ES modules import one way (issue 16): no module reaches, through its imports, a module that imports it.

Calls that must go up the graph go through hooks.js, which app.js (the entry module) sets. This reads the imports of
every module the server serves and fails on any cycle, naming it.
"""

from __future__ import annotations

import re
from pathlib import Path

ASSETS = Path(__file__).resolve().parents[2] / "Sources/QuickActionServer/Resources/Assets"
IMPORT = re.compile(r"""^import\s.*?from\s+['"]\./([\w.]+)['"];?\s*$""", re.MULTILINE)


def import_graph() -> dict[str, list[str]]:
    return {path.name: sorted(set(IMPORT.findall(path.read_text()))) for path in sorted(ASSETS.glob("*.js"))}


def cycles(graph: dict[str, list[str]]) -> list[list[str]]:
    found: list[list[str]] = []
    done: set[str] = set()

    def visit(node: str, path: list[str]) -> None:
        for target in graph.get(node, []):
            if target in path:
                found.append(path[path.index(target):] + [target])
            elif target not in done:
                visit(target, path + [target])
        done.add(node)

    for node in graph:
        visit(node, [node])
    return found


def test_every_import_names_a_served_module():
    graph = import_graph()
    assert "app.js" in graph and len(graph) > 10
    missing = {f"{source} → {target}" for source, targets in graph.items() for target in targets if target not in graph}
    assert not missing, missing


def test_the_module_graph_has_no_cycles():
    found = cycles(import_graph())
    assert not found, "import cycles: " + "; ".join(" → ".join(cycle) for cycle in found)


def test_the_cycle_check_finds_a_cycle():
    # Negative control: the checker must catch a cycle, or a clean result proves nothing.
    assert cycles({"a.js": ["b.js"], "b.js": ["c.js"], "c.js": ["a.js"]}) == [["a.js", "b.js", "c.js", "a.js"]]


def test_only_app_js_sets_the_hooks():
    setters = [path.name for path in ASSETS.glob("*.js") if re.search(r"^\s*hooks\.\w+\s*=", path.read_text(), re.M)]
    assert setters == ["app.js"], setters
