// Pressing an icon: touch and hold (pointerdown held LONG_PRESS_MS, mouse or touch), right click and the keyboard
// open its menu; a plain tap only bounces it. The press in progress is `state.press`.

import { hooks } from './hooks.js';
import { showRemoveAlert } from './removeAlert.js';
import { state } from './state.js';
import { guard, toast } from './toast.js';

const LONG_PRESS_MS = 500;   // touch and hold
const MOVE_TOLERANCE = 10;   // px a held pointer may drift before the press is cancelled

/** The app id of the icon an event is bound to. */
function iconAppId(event) {
  return event.currentTarget.dataset.appId;
}

/** A primary press on an icon starts the touch-and-hold timer; when it fires, the menu opens. */
export function onIconPointerDown(event) {
  if (event.button !== 0) return; // right clicks open through `contextmenu`
  cancelPress();
  const button = event.currentTarget;
  const appId = iconAppId(event);
  const press = { appId, pointerId: event.pointerId, x: event.clientX, y: event.clientY, fired: false, timer: 0 };
  press.timer = setTimeout(() => {
    press.fired = true;
    button.classList.remove('is-pressing');
    guard(hooks.openMenu)(appId, { via: 'pointer' });
  }, LONG_PRESS_MS);
  state.press = press;
  button.classList.add('is-pressing');
}

/** Pointer moved: a held press ends when the pointer drifts more than MOVE_TOLERANCE px. */
export function onPointerMove(event) {
  const { press } = state;
  if (!press || press.fired || event.pointerId !== press.pointerId) return;
  if (Math.hypot(event.clientX - press.x, event.clientY - press.y) > MOVE_TOLERANCE) cancelPress();
}

/** Pointer released or cancelled: an unfired press is cancelled, a fired one swallows the click. */
export function onPointerEnd(event) {
  const { press } = state;
  if (!press || event.pointerId !== press.pointerId) return;
  if (!press.fired) {
    cancelPress();
    return;
  }
  // The click that follows this pointerup (same task) is swallowed; forget the press right after it.
  setTimeout(() => {
    if (state.press === press) state.press = null;
  }, 0);
}

/** Stops a held press that has not opened the menu yet (a fired one is kept to swallow its click). */
function cancelPress() {
  const { press } = state;
  if (!press) return;
  clearTimeout(press.timer);
  state.icons.get(press.appId)?.classList.remove('is-pressing');
  if (!press.fired) state.press = null;
}

/** A right click (or the platform's long-press `contextmenu`) opens the menu at once. */
export function onIconContextMenu(event) {
  event.preventDefault();
  cancelPress();
  guard(hooks.openMenu)(iconAppId(event), { via: 'pointer' });
}

/** A click that follows a long press is swallowed; a keyboard click (Enter/Space, detail 0) opens the menu. */
export function onIconClick(event) {
  const appId = iconAppId(event);
  // In Edit Home Screen, the minus badge asks to remove the app, as on a device.
  if (event.target.closest?.('.remove-badge') && state.els.screen.classList.contains('is-editing')) {
    state.press = null;
    showRemoveAlert(appId);
    return;
  }
  const { press } = state;
  if (press && press.fired && press.appId === appId) {
    state.press = null;
    return;
  }
  state.press = null;
  if (event.detail === 0) {
    guard(hooks.openMenu)(appId, { via: 'keyboard' });
    return;
  }
  bounce(event.currentTarget);
  if (!state.hinted) {
    state.hinted = true;
    toast('Touch and hold the icon (or right-click it) to see its quick actions.', { kind: 'info', timeout: 3500 });
  }
}

/** The ContextMenu key or Shift+F10 on a focused icon opens its menu. */
export function onIconKeyDown(event) {
  if (event.key === 'ContextMenu' || (event.key === 'F10' && event.shiftKey)) {
    event.preventDefault();
    guard(hooks.openMenu)(iconAppId(event), { via: 'keyboard' });
  }
}

/** A tap on an icon: a small bounce, since this simulator does not launch apps on a tap. */
function bounce(button) {
  button.classList.remove('is-bouncing');
  void button.offsetWidth; // restart the animation
  button.classList.add('is-bouncing');
  setTimeout(() => button.classList.remove('is-bouncing'), 400);
}
