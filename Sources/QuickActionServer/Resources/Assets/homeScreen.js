// The Home Screen: one icon button per app at its grid position, Edit Home Screen's jiggle, and the launch
// splash played when a quick action opens an app. How an icon is pressed lives in iconPress.js.

import { el } from './dom.js';
import { iconFrame } from './geometry.js';
import { iconColours, iconGlyph } from './iconArt.js';
import { onIconClick, onIconContextMenu, onIconKeyDown, onIconPointerDown } from './iconPress.js';
import { findApp, state } from './state.js';
import { errorLocation } from './text.js';

/** Draws every app's icon, reusing buttons so that focus survives live reloads. */
export function renderGrid() {
  const { grid } = state.els;
  const ordered = [];
  for (const app of state.apps) {
    const button = state.icons.get(app.id) ?? createIcon(app);
    updateIcon(button, app);
    ordered.push(button);
  }
  for (const [appId, button] of state.icons) {
    if (!findApp(appId)) {
      button.remove();
      state.icons.delete(appId);
    }
  }
  const current = Array.from(grid.children);
  if (current.length !== ordered.length || current.some((node, index) => node !== ordered[index])) {
    grid.append(...ordered);
  }
  if (state.open) state.icons.get(state.open.appId)?.classList.add('is-lifted');
}

/** A new icon button for an app, with its press, right-click, click and keyboard handlers. */
function createIcon(app) {
  const button = el('button', {
    type: 'button', class: 'app-icon', 'data-testid': 'app-icon', 'data-app-id': app.id, 'aria-haspopup': 'menu',
  });
  button.addEventListener('pointerdown', onIconPointerDown);
  button.addEventListener('contextmenu', onIconContextMenu);
  button.addEventListener('click', onIconClick);
  button.addEventListener('keydown', onIconKeyDown);
  state.icons.set(app.id, button);
  return button;
}

/** Brings an icon button up to date with its app: artwork, name, error badge and place on the grid. */
function updateIcon(button, app) {
  const frame = iconFrame(app);
  const hasError = Boolean(app.error);
  // The minus badge shows while the icons jiggle (Edit Home Screen), as on a device.
  button.replaceChildren(
    el('span', { class: 'remove-badge', 'data-testid': 'remove-badge', 'aria-hidden': 'true', text: '−' }),
    iconGlyph(app), el('span', { class: 'label', text: app.name }));
  if (hasError) button.append(el('span', { class: 'badge', 'aria-hidden': 'true', text: '!' }));
  button.dataset.column = String(frame.position.column);
  button.dataset.row = String(frame.position.row);
  button.dataset.phase = app.phase ?? '';
  button.classList.toggle('has-error', hasError);
  button.classList.toggle('in-dock', frame.inDock);
  button.classList.toggle('is-neighbour', Boolean(app.isNeighbour));
  button.setAttribute('aria-label', hasError
    ? `${app.name}, does not parse: ${app.error.message}` : `${app.name}, touch and hold for quick actions`);
  button.title = [app.name, app.id, app.path, hasError ? `⚠ ${errorLocation(app.error)}` : null]
    .filter(Boolean).join('\n');
  button.hidden = state.removedIcons.has(app.id);
  button.style.setProperty('--x', `${frame.x}px`);
  button.style.setProperty('--y', `${frame.y}px`);
}

/** Edit Home Screen: the icons jiggle and a Done button shows, for 8 s at most. */
export function startJiggle() {
  const { screen, editDone } = state.els;
  screen.classList.add('is-editing');
  editDone.hidden = false;
  clearTimeout(state.timers.jiggle);
  state.timers.jiggle = setTimeout(stopJiggle, 8000);
}

/** Ends the jiggle (Done, Escape, a press elsewhere, or opening a menu). */
export function stopJiggle() {
  const { screen, editDone } = state.els;
  if (!screen.classList.contains('is-editing')) return;
  screen.classList.remove('is-editing');
  editDone.hidden = true;
  clearTimeout(state.timers.jiggle);
}

/** The app's colour grows out of its icon and fades, as if the app opened (purely decorative). */
export function playLaunchSplash(app, title) {
  const { splash } = state.els;
  const frame = iconFrame(app);
  const [light, dark] = iconColours(app.id);
  splash.replaceChildren(
    iconGlyph(app, 'splash-glyph'),
    el('span', { class: 'splash-name', text: app.name }),
    el('span', { class: 'splash-action', text: title ?? '' }),
  );
  splash.style.setProperty('--splash-x', `${frame.x + frame.size / 2}px`);
  splash.style.setProperty('--splash-y', `${frame.y + frame.size / 2}px`);
  splash.style.setProperty('--icon-a', light);
  splash.style.setProperty('--icon-b', dark);
  splash.classList.remove('is-playing');
  void splash.offsetWidth; // restart the animation
  splash.classList.add('is-playing');
  clearTimeout(state.timers.splash);
  state.timers.splash = setTimeout(() => splash.classList.remove('is-playing'), 1300);
}
