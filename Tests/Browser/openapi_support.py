"""Loads Sources/QuickActionServer/Resources/openapi.yaml and validates JSON bodies against its schemas."""

from __future__ import annotations

import functools
from pathlib import Path

import yaml
from openapi_schema_validator import OAS31Validator
from referencing import Registry, Resource
from referencing.jsonschema import DRAFT202012

REPO = Path(__file__).resolve().parents[2]
OPENAPI_PATH = REPO / "Sources" / "QuickActionServer" / "Resources" / "openapi.yaml"
DOCUMENT_URI = "urn:quickactions:openapi"
METHODS = ("get", "put", "post", "delete", "patch", "head", "options")


@functools.cache
def document() -> dict:
    return yaml.safe_load(OPENAPI_PATH.read_text(encoding="utf-8"))


@functools.cache
def registry() -> Registry:
    resource = Resource.from_contents(document(), default_specification=DRAFT202012)
    return Registry().with_resource(DOCUMENT_URI, resource)


def _pointer(*tokens: str) -> str:
    return "/".join(token.replace("~", "~0").replace("/", "~1") for token in tokens)


def operations() -> set[tuple[str, str]]:
    """Every (METHOD, path template) of the document."""
    return {
        (method.upper(), path)
        for path, item in document()["paths"].items()
        for method in item
        if method in METHODS
    }


def validate_pointer(instance, pointer: str) -> None:
    """Validates `instance` against the schema at the JSON pointer (without '#') in the document."""
    OAS31Validator({"$ref": f"{DOCUMENT_URI}#{pointer}"}, registry=registry()).validate(instance)


def validate_schema(instance, name: str) -> None:
    """Validates against components/schemas/NAME."""
    validate_pointer(instance, "/" + _pointer("components", "schemas", name))


def validate_response(method: str, template: str, status: int, body, content_type: str = "application/json") -> None:
    """Validates a response body against the operation's schema for that status; fails if the status is undocumented."""
    operation = document()["paths"][template][method.lower()]
    responses = operation["responses"]
    key = str(status)
    assert key in responses, f"{method} {template} answered {status}, which the OpenAPI document does not list ({sorted(responses)})"
    response = responses[key]
    base = ["paths", template, method.lower(), "responses", key]
    if "$ref" in response:
        name = response["$ref"].rsplit("/", 1)[-1]
        response = document()["components"]["responses"][name]
        base = ["components", "responses", name]
    assert content_type in response.get("content", {}), f"{method} {template} {status}: no {content_type} content"
    validate_pointer(body, "/" + _pointer(*base, "content", content_type, "schema"))
