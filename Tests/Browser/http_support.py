"""Small HTTP helpers on the standard library (urllib, and http.client where the raw socket matters)."""

from __future__ import annotations

import http.client
import json
import urllib.error
import urllib.parse
import urllib.request
from dataclasses import dataclass, field

TIMEOUT = 30.0


@dataclass
class Response:
    status: int
    headers: dict[str, str]
    body: bytes
    url: str = ""
    _json: object = field(default=None, repr=False)

    @property
    def content_type(self) -> str:
        return self.headers.get("content-type", "")

    def json(self):
        if self._json is None:
            assert "json" in self.content_type, f"{self.url}: expected JSON, got {self.content_type!r}: {self.text[:300]}"
            try:
                self._json = json.loads(self.body)
            except ValueError as error:
                raise AssertionError(f"{self.url}: body is not JSON ({error}): {self.text[:300]}") from error
        return self._json

    @property
    def text(self) -> str:
        return self.body.decode("utf-8", errors="replace")


# Loopback only: never through a proxy named in the environment (CI machines may set one).
_DIRECT = urllib.request.build_opener(urllib.request.ProxyHandler({}))


def request(base_url: str, method: str, path: str, body=None, *, raw: bytes | None = None,
            headers: dict[str, str] | None = None, timeout: float = TIMEOUT) -> Response:
    """Sends METHOD base_url+path; `body` is sent as JSON, `raw` as is. HTTP errors are returned, not raised."""
    data = raw if raw is not None else (json.dumps(body).encode() if body is not None else None)
    all_headers = {"Accept": "application/json, */*"}
    if data is not None:
        all_headers["Content-Type"] = "application/json"
    all_headers.update(headers or {})
    url = base_url.rstrip("/") + path
    req = urllib.request.Request(url, data=data, method=method, headers=all_headers)
    try:
        with _DIRECT.open(req, timeout=timeout) as answer:
            return Response(answer.status, {k.lower(): v for k, v in answer.headers.items()}, answer.read(), url)
    except urllib.error.HTTPError as error:
        return Response(error.code, {k.lower(): v for k, v in error.headers.items()}, error.read(), url)


def raw_request(host: str, port: int, method: str, path: str, body: bytes | None = None,
                headers: dict[str, str] | None = None, timeout: float = TIMEOUT) -> Response:
    """Sends the path exactly as given (no normalization); tolerates a server that answers before reading the body."""
    connection = http.client.HTTPConnection(host, port, timeout=timeout)
    try:
        connection.putrequest(method, path, skip_accept_encoding=True)
        all_headers = dict(headers or {})
        if body is not None:
            all_headers.setdefault("Content-Type", "application/json")
            all_headers["Content-Length"] = str(len(body))
        for name, value in all_headers.items():
            connection.putheader(name, value)
        connection.endheaders()
        if body is not None:
            try:
                connection.send(body)
            except (BrokenPipeError, ConnectionResetError):
                pass  # the server may answer (413) and close before reading the whole body
        answer = connection.getresponse()
        return Response(answer.status, {k.lower(): v for k, v in answer.getheaders()}, answer.read(), path)
    finally:
        connection.close()


def quote(segment: str) -> str:
    return urllib.parse.quote(segment, safe="")
