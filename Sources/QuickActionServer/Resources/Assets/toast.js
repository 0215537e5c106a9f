// Toasts and error reporting: every failure of the page ends up as a toast, never as an unhandled rejection.

import { el } from './dom.js';
import { state } from './state.js';

/** Shows a small message at the bottom of the page; errors by default. */
export function toast(message, { kind = 'error', timeout = 5000 } = {}) {
  const { toasts } = state.els;
  const node = el('div', {
    class: `toast toast-${kind}`, role: kind === 'error' ? 'alert' : 'status', 'data-testid': 'toast',
  }, [el('span', { class: 'toast-icon', 'aria-hidden': 'true', text: kind === 'error' ? '!' : 'i' }),
    el('span', { class: 'toast-text', text: message })]);
  toasts.append(node);
  while (toasts.children.length > 3) toasts.firstElementChild.remove();
  setTimeout(() => dismissToast(node), timeout);
}

/** Fades a toast out, then removes it. */
function dismissToast(node) {
  node.classList.add('is-leaving');
  setTimeout(() => node.remove(), 250);
}

/** Reports any failure as a toast: the page never leaves a promise rejection unhandled. */
export function reportError(error) {
  toast(error && error.message ? error.message : String(error));
}

/** Wraps an (async) handler so that a failure becomes a toast. */
export function guard(handler) {
  return (...args) => Promise.resolve().then(() => handler(...args)).catch(reportError);
}
