// The quick-action menu's life: opening it over a lifted icon and a dimmed Home Screen, fetching and showing it
// (or the error card when the app does not parse), re-rendering it in place, closing it, and choosing a row.
// The panels themselves are built and placed by menuPanels.js.

import { api, ApiError, appPath } from './api.js';
import { renderCallbacks } from './callbacks.js';
import { el } from './dom.js';
import { hooks } from './hooks.js';
import { iconFrame } from './geometry.js';
import { playLaunchSplash, startJiggle, stopJiggle } from './homeScreen.js';
import { iconGlyph } from './iconArt.js';
import { buildErrorCard, buildMenu } from './menuPanels.js';
import { showRemoveAlert } from './removeAlert.js';
import { findApp, state } from './state.js';
import { toast } from './toast.js';

/** Opens the menu of an app: lifts its icon, dims the Home Screen, then fetches and draws the menu. */
export async function openMenu(appId, { via = 'pointer' } = {}) {
  const app = findApp(appId);
  if (!app) return;
  // The ContextMenu key and a touch-and-hold on some platforms also fire `contextmenu`: ignore the echo.
  if (state.open && state.open.appId === appId && performance.now() - state.open.openedAt < 800) return;
  stopJiggle();
  closeMenu({ restoreFocus: false });
  if (state.selectedId !== appId) {
    state.selectedId = appId;
    hooks.appStateChanged();
  }
  state.open = { appId, via, openedAt: performance.now(), kind: null };
  state.els.screen.classList.add('is-dimmed');
  state.icons.get(appId)?.classList.add('is-lifted');
  showLiftedIcon(app);
  await renderOpen();
}

/** Re-fetches and redraws an open menu (or error card) in place, e.g. after a control changed or a file did. */
export async function rerenderOpen() {
  if (state.open) await renderOpen();
}

/** The menu URL with the current controls and the icon's position. */
function menuPath(app) {
  const { position } = iconFrame(app);
  const params = new URLSearchParams({
    column: String(position.column), row: String(position.row), device: state.controls.device,
    appearance: state.controls.appearance, direction: state.controls.direction, textSize: state.controls.textSize,
    era: state.controls.era,
  });
  if (state.controls.locale) params.set('locale', state.controls.locale);
  return `${appPath(app.id, '/menu')}?${params}`;
}

/** Fetches the open app's menu and shows it, or the error card when the app's files do not parse (422). */
async function renderOpen() {
  const { open } = state;
  if (!open) return;
  const app = findApp(open.appId);
  if (!app) {
    closeMenu();
    return;
  }
  const seq = ++state.menuSeq;
  if (app.error) {
    // /api/apps already says the files do not parse: no need to ask for a menu that would answer 422.
    showLiftedIcon(app);
    showOverlay(buildErrorCard(app, app.error), 'error');
    return;
  }
  let payload = null;
  let failure = null;
  try {
    payload = await api(menuPath(app));
  } catch (error) {
    failure = error;
  }
  if (seq !== state.menuSeq || state.open !== open) return; // a newer request or a close won
  showLiftedIcon(app);
  if (payload && payload.menu && payload.layout) {
    showOverlay(buildMenu(app, payload, chooseRow), 'menu');
  } else if (failure && (failure.status === 422 || app.error)) {
    showOverlay(buildErrorCard(app, failure.status === 422 ? failure : app.error), 'error');
  } else {
    if (!open.kind) closeMenu({ restoreFocus: true });
    throw failure ?? new ApiError(0, `The menu of ${app.name} could not be read.`);
  }
}

/** Puts the menu or error card in the menu layer: animated when it first appears, replaced in place after. */
function showOverlay(node, kind) {
  const { open } = state;
  const current = state.els.menuLayer.querySelector('.overlay-panel:not(.is-leaving)');
  if (current && open.kind === kind) {
    current.replaceWith(node);
  } else {
    if (current) retire(current);
    node.classList.add('is-entering');
    node.addEventListener('animationend', () => node.classList.remove('is-entering'), { once: true });
    state.els.menuLayer.append(node);
  }
  // A scrolling menu opened above its icon starts at the bottom, where the first item sits.
  const surface = node.querySelector('.menu-surface[data-start="end"]');
  if (surface) surface.scrollTop = surface.scrollHeight;
  const first = open.kind === null;
  open.kind = kind;
  if (first) focusOverlay(node, open.via === 'keyboard');
}

/** Moves focus into the menu: the first row when opened from the keyboard, else the menu itself. */
function focusOverlay(node, toFirstRow) {
  const row = toFirstRow ? node.querySelector('button') : null;
  (row ?? node).focus({ preventScroll: true });
}

/** The icon drawn above the blur while its menu is open. */
function showLiftedIcon(app) {
  const frame = iconFrame(app);
  const { menuLayer } = state.els;
  let lifted = menuLayer.querySelector('.lifted-icon:not(.is-leaving)');
  if (!lifted) {
    lifted = el('div', { class: 'lifted-icon', 'aria-hidden': 'true' });
    menuLayer.prepend(lifted);
  }
  lifted.replaceChildren(iconGlyph(app));
  Object.assign(lifted.style, { left: `${frame.x}px`, top: `${frame.y}px`, width: `${frame.size}px`,
    height: `${frame.size}px` });
}

/** Closes the menu or error card; returns focus to the icon when asked. */
export function closeMenu({ restoreFocus = false } = {}) {
  const { open } = state;
  state.menuSeq += 1; // drops answers still on their way
  if (!open) return;
  state.open = null;
  for (const node of Array.from(state.els.menuLayer.children)) retire(node);
  state.els.screen.classList.remove('is-dimmed');
  const icon = state.icons.get(open.appId);
  icon?.classList.remove('is-lifted');
  if (restoreFocus) icon?.focus({ preventScroll: true });
}

/** Fades a node out; its test ids go at once, so that tests never see a menu that is closing. */
function retire(node) {
  for (const tagged of [node, ...node.querySelectorAll('[data-testid]')]) tagged.removeAttribute('data-testid');
  node.setAttribute('inert', '');
  node.classList.add('is-leaving');
  setTimeout(() => node.remove(), 180);
}

/** A row of the menu was chosen: app rows launch the app, system rows are only shown. */
function chooseRow(app, row) {
  return row.kind === 'app' ? chooseAppRow(app, row) : chooseSystemRow(app, row);
}

/** POST the chosen action and show the callbacks the app receives. */
async function chooseAppRow(app, row) {
  closeMenu({ restoreFocus: false });
  playLaunchSplash(app, row.title);
  const body = { launchState: state.controls.launchState };
  if (state.controls.shape !== 'auto') body.shape = state.controls.shape;
  if (state.controls.locale) body.locale = state.controls.locale;
  try {
    const result = await api(appPath(app.id, `/actions/${encodeURIComponent(row.type)}`), { method: 'POST', body });
    renderCallbacks(app, result);
  } finally {
    state.icons.get(app.id)?.focus({ preventScroll: true });
  }
}

/** Edit Home Screen makes the icons jiggle and Remove App asks, as on a device; the sharing rows are only shown. */
function chooseSystemRow(app, row) {
  closeMenu({ restoreFocus: true });
  if (row.system === 'editHomeScreen') {
    startJiggle();
    return;
  }
  if (row.system === 'removeApp') {
    showRemoveAlert(app.id);
    return;
  }
  toast(`“${row.title ?? row.system}” is a system action: the simulator shows it but does not perform it.`,
    { kind: 'info', timeout: 3500 });
}
