// Wording helpers: plurals, and the location and message of an error that names a file.

/** "1 title", "3 titles": a count with its noun. */
export function plural(count, one, many = `${one}s`) {
  return `${count} ${count === 1 ? one : many}`;
}

/** `file:line` for an error that names a file. */
export function errorLocation(error) {
  if (!error || !error.file) return '';
  return error.line ? `${error.file}:${error.line}` : error.file;
}

/** The message without a leading `file:line:column:` when it repeats the location shown below it. */
export function messageWithoutLocation(error) {
  const message = String(error?.message ?? '');
  if (!error?.file || !message.startsWith(`${error.file}:`)) return message;
  return message.slice(error.file.length).replace(/^(?::\d+)*:\s*/, '') || message;
}
