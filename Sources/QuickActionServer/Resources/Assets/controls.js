// The Simulator panel: language, appearance, direction, menu era, text size, device, app state, app shape and launch
// state (`[data-control]` selects), and applying them to the page and the phone frame.

import { api, appPath } from './api.js';
import { enqueue, refreshApps, syncRevision } from './apps.js';
import { el } from './dom.js';
import { geometry, isRightToLeft } from './geometry.js';
import { renderGrid } from './homeScreen.js';
import { rerenderOpen } from './menu.js';
import { refreshSpotlight } from './spotlight.js';
import { selectedApp, state } from './state.js';
import { guard } from './toast.js';

/** Remembers every `[data-control]` select in `state.els.controls` and listens for its changes. */
export function bindControls() {
  for (const select of document.querySelectorAll('[data-control]')) {
    state.els.controls[select.dataset.control] = select;
    select.addEventListener('change', guard(onControlChange));
  }
}

/** A control changed: apply it, redraw the grid when the layout depends on it, and re-render an open menu. */
async function onControlChange(event) {
  const key = event.target.dataset.control;
  const { value } = event.target;
  if (key === 'appState') {
    await setAppPhase(value);
    return;
  }
  state.controls[key] = value;
  applyChrome();
  if (key === 'device' || key === 'direction' || key === 'locale' || key === 'era') renderGrid();
  if (key === 'locale') await Promise.all([refreshSpotlight(), rerenderOpen()]);
  else await rerenderOpen();
}

/** PUT the selected app's phase, then refresh the apps, Spotlight and an open menu. */
async function setAppPhase(phase) {
  const app = selectedApp();
  if (!app) return;
  try {
    await api(appPath(app.id, '/state'), { method: 'PUT', body: { phase } });
  } catch (error) {
    state.els.controls.appState.value = app.phase ?? 'launched';
    throw error;
  }
  await enqueue(async () => {
    await refreshApps();
    syncRevision();
    await rerenderOpen();
  });
  await refreshSpotlight();
}

/** Controls that depend on the selected app: the locale options, the app state and the detected shape. */
export function renderAppControls() {
  const app = selectedApp();
  const { selectedApp: caption } = state.els;
  renderLocaleOptions(app);
  const stateSelect = state.els.controls.appState;
  if (app && app.phase) stateSelect.value = app.phase;
  stateSelect.disabled = !app;
  const autoOption = state.els.controls.shape.querySelector('option[value="auto"]');
  autoOption.textContent = app && app.shape ? `Auto (${app.shape})` : 'Auto (from sources)';
  caption.textContent = app ? `Settings for ${app.name}` : 'No apps';
  caption.title = app ? app.id : '';
  applyChrome();
}

/** The locale options are the selected app's locales; the chosen one stays when the app has it. */
function renderLocaleOptions(app) {
  const select = state.els.controls.locale;
  const region = app?.developmentRegion || 'en';
  const locales = app && Array.isArray(app.locales) && app.locales.length ? [...app.locales] : [region];
  const chosen = locales.includes(state.controls.locale) ? state.controls.locale
    : (locales.includes(region) ? region : locales[0]);
  const same = select.options.length === locales.length
    && Array.from(select.options).every((option, index) => option.value === locales[index]);
  if (!same) {
    select.replaceChildren(...locales.map((code) => el('option', {
      value: code, text: code === region ? `${localeLabel(code)} · development` : localeLabel(code),
    })));
  }
  const previous = state.controls.locale;
  state.controls.locale = chosen;
  select.value = chosen;
  if (previous !== null && previous !== chosen && state.apps.length) {
    // Opening an app without the chosen language falls back to its development region.
    renderGrid();
    guard(refreshSpotlight)();
  }
}

/** A locale's name in its own language, with the English name when they differ: "Deutsch · German". */
function localeLabel(code) {
  try {
    const own = new Intl.DisplayNames([code], { type: 'language' }).of(code);
    const english = new Intl.DisplayNames(['en'], { type: 'language' }).of(code);
    const name = own && english && own !== english ? `${own} · ${english}` : (english || own || code);
    return `${name} (${code})`;
  } catch {
    return code;
  }
}

/** Applies appearance, device and direction to the page and the phone frame. */
export function applyChrome() {
  const { body } = document;
  const { device, screen } = state.els;
  const geom = geometry();
  body.dataset.appearance = state.controls.appearance;
  body.dataset.device = state.controls.device;
  device.dataset.appearance = state.controls.appearance;
  device.dataset.device = state.controls.device;
  device.dataset.rtl = String(isRightToLeft());
  screen.setAttribute('dir', isRightToLeft() ? 'rtl' : 'ltr');
  device.setAttribute('aria-label', `${geom.label} Home Screen`);
  if (!geom.isKnown) return; // the device's drawing arrives with the apps
  const vars = {
    '--screen-w': `${geom.width}px`, '--screen-h': `${geom.height}px`, '--bezel': `${geom.bezel}px`,
    '--screen-radius': `${geom.radius}px`, '--icon': `${geom.icon}px`, '--dock-h': `${geom.dockHeight}px`,
    '--dock-bottom': `${geom.dockBottom}px`,
  };
  for (const [name, value] of Object.entries(vars)) device.style.setProperty(name, value);
}
