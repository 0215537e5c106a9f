// Server access: the JSON API helper and its error type. Every error answer of `quickactions serve` is JSON
// (`{"error": {status, message, file?, line?}}`, see Documentation/serve-contract.md); it becomes an ApiError.

/** An error answer of the API: `{"error": {status, message, file?, line?}}`. */
export class ApiError extends Error {
  constructor(status, message, file, line) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.file = file;
    this.line = line;
  }
}

/** Calls the JSON API; resolves with the decoded body or rejects with an ApiError. */
export async function api(path, { method = 'GET', body } = {}) {
  const init = { method, headers: { Accept: 'application/json' } };
  if (body !== undefined) {
    init.headers['Content-Type'] = 'application/json';
    init.body = JSON.stringify(body);
  }
  let response;
  try {
    response = await fetch(path, init);
  } catch {
    throw new ApiError(0, 'The server cannot be reached. Is `quickactions serve` still running?');
  }
  const text = await response.text();
  let json = null;
  try {
    json = text ? JSON.parse(text) : null;
  } catch {
    json = null;
  }
  if (!response.ok) {
    const error = (json && json.error) || {};
    throw new ApiError(error.status ?? response.status,
      error.message || `${method} ${path} failed with status ${response.status}.`, error.file, error.line);
  }
  return json;
}

/** The API path of one app (its id escaped), plus an optional suffix such as `/menu`. */
export function appPath(appId, suffix = '') {
  return `/api/apps/${encodeURIComponent(appId)}${suffix}`;
}
