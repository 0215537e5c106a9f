// QuickActionKit · Home Screen — the browser front end of `quickactions serve`.
//
// A simulated iPhone (or iPad) Home Screen drawn from GET /api/apps. Touch and hold an icon (or right-click it) to
// open its quick-action menu, drawn by the server as SVG, with one transparent button per row on top. Choosing an
// app row shows the callbacks the app receives; Siri and Spotlight sit beside the phone. Server-Sent Events keep
// everything live while the app's files are edited. The API and the DOM hooks (data-testid) follow
// Documentation/serve-contract.md.
//
// Plain ES module, no dependencies, works offline. All mutable data lives in the one `state` object below.

/** Home Screen geometry per device, in CSS px (1 px = 1 pt). Columns are counted from the leading edge. */
const DEVICES = Object.freeze({
  iphone: Object.freeze({
    label: 'iPhone', width: 390, height: 844, columns: 4, rows: 6, icon: 60, insetX: 27, top: 70, rowPitch: 100,
    dockHeight: 92, dockBottom: 12, bezel: 12, radius: 55, safeTop: 54, safeBottom: 30,
  }),
  ipad: Object.freeze({
    label: 'iPad', width: 880, height: 640, columns: 6, rows: 5, icon: 62, insetX: 76, top: 52, rowPitch: 96,
    dockHeight: 84, dockBottom: 14, bezel: 16, radius: 30, safeTop: 30, safeBottom: 20,
  }),
});

/** Languages written right to left (the server's LocaleFallback list). */
const RTL_LANGUAGES = new Set(['ar', 'he', 'iw', 'fa', 'ur', 'yi', 'ps', 'sd', 'ug', 'dv', 'ku', 'ckb']);

/** Icon gradients, iOS system colours; an app's colour is picked by a hash of its id. */
const ICON_PALETTE = Object.freeze([
  ['#5AC8FA', '#0A84FF'], ['#8E8CFF', '#5856D6'], ['#DA8FFF', '#AF52DE'], ['#FF7A93', '#FF2D55'],
  ['#FF8A7A', '#FF3B30'], ['#FFB44D', '#FF9500'], ['#F7C948', '#E0A100'], ['#6EE391', '#30B650'],
  ['#63E6D8', '#00B5AA'], ['#7ED8FF', '#2FA6DA'], ['#D1AE85', '#A2845E'], ['#6FA8FF', '#3A5BD9'],
]);

const LONG_PRESS_MS = 500;   // touch and hold
const MOVE_TOLERANCE = 10;   // px a held pointer may drift before the press is cancelled
const MENU_GAP = 16;         // icon ↔ menu gap (menu-geometry §4)
const SCREEN_MARGIN = 8;     // the menu keeps this far from the screen's sides when it would not fit
const ERROR_CARD_WIDTH = 280;

const WARNING_TITLES = Object.freeze({
  lost: 'The action is lost',
  handled_twice: 'Handled twice',
  easily_missed: 'Easily missed',
});

/** The page's single piece of mutable state. */
const state = {
  apps: [],                  // App objects from GET /api/apps
  serverDevice: 'iphone',    // the device the server's grid positions are for
  selectedId: null,          // the app last opened (else the first): the app-state control acts on it
  controls: {
    locale: null, appearance: 'light', direction: 'auto', textSize: 'L', device: 'iphone',
    shape: 'auto', launchState: 'cold',
  },
  icons: new Map(),          // app id → icon button
  open: null,                // {appId, via, openedAt, kind: null|'menu'|'error'} while a menu or error card shows
  menuSeq: 0,                // bumps on every menu request and on close, so stale answers are dropped
  spotlightSeq: 0,
  press: null,               // the touch-and-hold in progress: {appId, pointerId, x, y, timer, fired}
  queue: Promise.resolve(),  // apps refreshes run one after another (initial load, SSE events)
  hinted: false,             // the "touch and hold" hint was shown after a plain tap
  timers: { jiggle: 0, splash: 0 },
  els: {},                   // cached elements
};

// ---------------------------------------------------------------------------------------------------------------
// Small DOM and data helpers
// ---------------------------------------------------------------------------------------------------------------

/** Creates an element: `attrs` are attributes (plus `class`, `text`, `style` object and `on` listeners). */
function el(tag, attrs = {}, children = []) {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attrs)) {
    if (value === undefined || value === null || value === false) continue;
    if (name === 'class') node.className = value;
    else if (name === 'text') node.textContent = value;
    else if (name === 'style') setStyles(node, value);
    else if (name === 'on') for (const [type, listener] of Object.entries(value)) node.addEventListener(type, listener);
    else node.setAttribute(name, value === true ? '' : String(value));
  }
  for (const child of [].concat(children)) {
    if (child === null || child === undefined || child === false) continue;
    node.append(child instanceof Node ? child : String(child));
  }
  return node;
}

/** Sets inline styles, custom properties (`--name`) included. */
function setStyles(node, styles) {
  for (const [property, value] of Object.entries(styles)) {
    if (property.startsWith('--')) node.style.setProperty(property, value);
    else node.style[property] = value;
  }
}

/** FNV-1a hash of a string, for stable icon colours. */
function hash(text) {
  let value = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    value ^= text.charCodeAt(index);
    value = Math.imul(value, 0x01000193);
  }
  return value >>> 0;
}

/** One or two letters for an icon: the initials of the first two words, or of a CamelCase name. */
function initials(name) {
  const words = String(name || '?').trim().split(/[\s_\-.]+/).filter(Boolean);
  const parts = words.length > 1 ? words : (words[0] ?? '?').split(/(?=[A-Z][a-z])/);
  return parts.slice(0, 2).map((part) => Array.from(part)[0] ?? '').join('').toUpperCase() || '?';
}

function iconColours(appId) {
  return ICON_PALETTE[hash(String(appId)) % ICON_PALETTE.length];
}

/** The message without a leading `file:line:column:` when it repeats the location shown below it. */
function messageWithoutLocation(error) {
  const message = String(error?.message ?? '');
  if (!error?.file || !message.startsWith(`${error.file}:`)) return message;
  return message.slice(error.file.length).replace(/^(?::\d+)*:\s*/, '') || message;
}

/** `file:line` for an error that names a file. */
function location(error) {
  if (!error || !error.file) return '';
  return error.line ? `${error.file}:${error.line}` : error.file;
}

function languageOf(locale) {
  return String(locale || '').split(/[-_]/)[0].toLowerCase();
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

function plural(count, one, many = `${one}s`) {
  return `${count} ${count === 1 ? one : many}`;
}

// ---------------------------------------------------------------------------------------------------------------
// Server access, errors and toasts
// ---------------------------------------------------------------------------------------------------------------

/** An error answer of the API: `{"error": {status, message, file?, line?}}`. */
class ApiError extends Error {
  constructor(status, message, file, line) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.file = file;
    this.line = line;
  }
}

/** Calls the JSON API; resolves with the decoded body or rejects with an ApiError. */
async function api(path, { method = 'GET', body } = {}) {
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

function appPath(appId, suffix = '') {
  return `/api/apps/${encodeURIComponent(appId)}${suffix}`;
}

/** Shows a small message at the bottom of the page; errors by default. */
function toast(message, { kind = 'error', timeout = 5000 } = {}) {
  const { toasts } = state.els;
  const node = el('div', {
    class: `toast toast-${kind}`, role: kind === 'error' ? 'alert' : 'status', 'data-testid': 'toast',
  }, [el('span', { class: 'toast-icon', 'aria-hidden': 'true', text: kind === 'error' ? '!' : 'i' }),
    el('span', { class: 'toast-text', text: message })]);
  toasts.append(node);
  while (toasts.children.length > 3) toasts.firstElementChild.remove();
  setTimeout(() => dismissToast(node), timeout);
}

function dismissToast(node) {
  node.classList.add('is-leaving');
  setTimeout(() => node.remove(), 250);
}

/** Reports any failure as a toast: the page never leaves a promise rejection unhandled. */
function reportError(error) {
  toast(error && error.message ? error.message : String(error));
}

/** Wraps an (async) handler so that a failure becomes a toast. */
function guard(handler) {
  return (...args) => Promise.resolve().then(() => handler(...args)).catch(reportError);
}

/** Runs a task after the ones already queued (apps refreshes must not interleave). */
function enqueue(task) {
  state.queue = state.queue.then(task).catch(reportError);
  return state.queue;
}

// ---------------------------------------------------------------------------------------------------------------
// Apps, grid positions and the chrome
// ---------------------------------------------------------------------------------------------------------------

function findApp(appId) {
  return state.apps.find((app) => app.id === appId) ?? null;
}

function selectedApp() {
  return findApp(state.selectedId) ?? state.apps[0] ?? null;
}

function geometry() {
  return DEVICES[state.controls.device] ?? DEVICES.iphone;
}

/** Right to left: forced by the direction control, else from the locale's language. */
function isRightToLeft() {
  if (state.controls.direction === 'rtl') return true;
  if (state.controls.direction === 'ltr') return false;
  return RTL_LANGUAGES.has(languageOf(state.controls.locale));
}

/**
 * The app's column and row on the simulated device. The server lays apps out on its own grid (4 columns on
 * iPhone); on an iPad, the same order is flowed into 6 columns. A row after the last grid row is the dock.
 */
function gridPosition(app) {
  const device = geometry();
  const server = DEVICES[state.serverDevice] ?? DEVICES.iphone;
  const { column, row } = app.position ?? { column: 1, row: 1 };
  if (device === server) return { column, row };
  if (row > server.rows) return { column: Math.min(column, device.columns), row: device.rows + 1 };
  const index = (row - 1) * server.columns + (column - 1);
  return { column: (index % device.columns) + 1, row: Math.floor(index / device.columns) + 1 };
}

/** The icon's square on the screen (physical px from the screen's top-left) and its logical position. */
function iconFrame(app) {
  const device = geometry();
  const position = gridPosition(app);
  const physical = isRightToLeft() ? device.columns + 1 - position.column : position.column;
  const pitch = (device.width - 2 * device.insetX - device.icon) / (device.columns - 1);
  const inDock = position.row > device.rows;
  const y = inDock
    ? device.height - device.dockBottom - device.dockHeight / 2 - device.icon / 2
    : device.top + (position.row - 1) * device.rowPitch;
  return { x: device.insetX + (physical - 1) * pitch, y, size: device.icon, inDock, position, physical };
}

/** Applies appearance, device and direction to the page and the phone frame. */
function applyChrome() {
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
  const vars = {
    '--screen-w': `${geom.width}px`, '--screen-h': `${geom.height}px`, '--bezel': `${geom.bezel}px`,
    '--screen-radius': `${geom.radius}px`, '--icon': `${geom.icon}px`, '--dock-h': `${geom.dockHeight}px`,
    '--dock-bottom': `${geom.dockBottom}px`,
  };
  for (const [name, value] of Object.entries(vars)) device.style.setProperty(name, value);
}

/** Fetches /api/apps and redraws the icons and the app-dependent controls. */
async function refreshApps() {
  const payload = await api('/api/apps');
  state.serverDevice = DEVICES[payload?.device] ? payload.device : 'iphone';
  state.apps = Array.isArray(payload?.apps) ? payload.apps : [];
  if (!findApp(state.selectedId)) state.selectedId = state.apps[0]?.id ?? null;
  renderGrid();
  renderAppControls();
  if (state.open && !findApp(state.open.appId)) closeMenu();
}

/** document.body.dataset.revision: the sum of every app's revision (tests wait on it). */
function syncRevision() {
  const total = state.apps.reduce((sum, app) => sum + (Number(app.revision) || 0), 0);
  document.body.dataset.revision = String(total);
}

// ---------------------------------------------------------------------------------------------------------------
// Icons
// ---------------------------------------------------------------------------------------------------------------

/** The rounded-square artwork of an icon; also used for the lifted icon, Spotlight and the callbacks panel. */
function iconGlyph(app, className = 'glyph') {
  const [light, dark] = iconColours(app.id);
  return el('span', {
    class: className, 'aria-hidden': 'true', text: initials(app.name),
    style: { '--icon-a': light, '--icon-b': dark },
  });
}

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
  button.replaceChildren(iconGlyph(app), el('span', { class: 'label', text: app.name }));
  if (hasError) button.append(el('span', { class: 'badge', 'aria-hidden': 'true', text: '!' }));
  button.dataset.column = String(frame.position.column);
  button.dataset.row = String(frame.position.row);
  button.dataset.phase = app.phase ?? '';
  button.classList.toggle('has-error', hasError);
  button.classList.toggle('in-dock', frame.inDock);
  button.classList.toggle('is-neighbour', Boolean(app.isNeighbour));
  button.setAttribute('aria-label', hasError
    ? `${app.name}, does not parse: ${app.error.message}` : `${app.name}, touch and hold for quick actions`);
  button.title = [app.name, app.id, app.path, hasError ? `⚠ ${location(app.error)}` : null]
    .filter(Boolean).join('\n');
  button.style.setProperty('--x', `${frame.x}px`);
  button.style.setProperty('--y', `${frame.y}px`);
}

/** Draws every app's icon, reusing buttons so that focus survives live reloads. */
function renderGrid() {
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

// ---------------------------------------------------------------------------------------------------------------
// Controls
// ---------------------------------------------------------------------------------------------------------------

/** Controls that depend on the selected app: the locale options, the app state and the detected shape. */
function renderAppControls() {
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

function bindControls() {
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
  if (key === 'device' || key === 'direction' || key === 'locale') renderGrid();
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

// ---------------------------------------------------------------------------------------------------------------
// Opening the menu: touch and hold, right click, keyboard
// ---------------------------------------------------------------------------------------------------------------

function iconAppId(event) {
  return event.currentTarget.dataset.appId;
}

function onIconPointerDown(event) {
  if (event.button !== 0) return; // right clicks open through `contextmenu`
  cancelPress();
  const button = event.currentTarget;
  const appId = iconAppId(event);
  const press = { appId, pointerId: event.pointerId, x: event.clientX, y: event.clientY, fired: false, timer: 0 };
  press.timer = setTimeout(() => {
    press.fired = true;
    button.classList.remove('is-pressing');
    guard(openMenu)(appId, { via: 'pointer' });
  }, LONG_PRESS_MS);
  state.press = press;
  button.classList.add('is-pressing');
}

/** Pointer moved: a held press ends when the pointer drifts more than MOVE_TOLERANCE px. */
function onPointerMove(event) {
  const { press } = state;
  if (!press || press.fired || event.pointerId !== press.pointerId) return;
  if (Math.hypot(event.clientX - press.x, event.clientY - press.y) > MOVE_TOLERANCE) cancelPress();
}

function onPointerEnd(event) {
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

function onIconContextMenu(event) {
  event.preventDefault();
  cancelPress();
  guard(openMenu)(iconAppId(event), { via: 'pointer' });
}

/** A click that follows a long press is swallowed; a keyboard click (Enter/Space, detail 0) opens the menu. */
function onIconClick(event) {
  const appId = iconAppId(event);
  const { press } = state;
  if (press && press.fired && press.appId === appId) {
    state.press = null;
    return;
  }
  state.press = null;
  if (event.detail === 0) {
    guard(openMenu)(appId, { via: 'keyboard' });
    return;
  }
  bounce(event.currentTarget);
  if (!state.hinted) {
    state.hinted = true;
    toast('Touch and hold the icon (or right-click it) to see its quick actions.', { kind: 'info', timeout: 3500 });
  }
}

function onIconKeyDown(event) {
  if (event.key === 'ContextMenu' || (event.key === 'F10' && event.shiftKey)) {
    event.preventDefault();
    guard(openMenu)(iconAppId(event), { via: 'keyboard' });
  }
}

/** A tap on an icon: a small bounce, since this simulator does not launch apps on a tap. */
function bounce(button) {
  button.classList.remove('is-bouncing');
  void button.offsetWidth; // restart the animation
  button.classList.add('is-bouncing');
  setTimeout(() => button.classList.remove('is-bouncing'), 400);
}

// ---------------------------------------------------------------------------------------------------------------
// The menu and the error card
// ---------------------------------------------------------------------------------------------------------------

/** Opens the menu of an app: lifts its icon, dims the Home Screen, then fetches and draws the menu. */
async function openMenu(appId, { via = 'pointer' } = {}) {
  const app = findApp(appId);
  if (!app) return;
  // The ContextMenu key and a touch-and-hold on some platforms also fire `contextmenu`: ignore the echo.
  if (state.open && state.open.appId === appId && performance.now() - state.open.openedAt < 800) return;
  stopJiggle();
  closeMenu({ restoreFocus: false });
  if (state.selectedId !== appId) {
    state.selectedId = appId;
    renderAppControls();
  }
  state.open = { appId, via, openedAt: performance.now(), kind: null };
  state.els.screen.classList.add('is-dimmed');
  state.icons.get(appId)?.classList.add('is-lifted');
  showLiftedIcon(app);
  await renderOpen();
}

/** Re-fetches and redraws an open menu (or error card) in place, e.g. after a control changed or a file did. */
async function rerenderOpen() {
  if (state.open) await renderOpen();
}

/** The menu URL with the current controls and the icon's position. */
function menuPath(app) {
  const { position } = iconFrame(app);
  const params = new URLSearchParams({
    column: String(position.column), row: String(position.row), device: state.controls.device,
    appearance: state.controls.appearance, direction: state.controls.direction, textSize: state.controls.textSize,
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
    showOverlay(buildMenu(app, payload), 'menu');
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

/**
 * Positions a panel next to the icon: attachment "below" puts its top just under the icon, "above" its bottom
 * just above; alignedEdge "left"/"right" lines up that edge with the icon's. The transform origin is the icon,
 * so the panel grows out of it.
 */
function placePanel(node, frame, { attachment, alignedEdge, width, height }) {
  const device = geometry();
  let left = alignedEdge === 'right' ? frame.x + frame.size - width : frame.x;
  if (width > device.width - 2 * SCREEN_MARGIN) left = (device.width - width) / 2;
  else left = Math.min(Math.max(left, SCREEN_MARGIN), device.width - SCREEN_MARGIN - width);
  const top = attachment === 'above' ? frame.y - MENU_GAP - height : frame.y + frame.size + MENU_GAP;
  const originX = frame.x + frame.size / 2 - left;
  const originY = attachment === 'above' ? height + MENU_GAP + frame.size / 2 : -MENU_GAP - frame.size / 2;
  Object.assign(node.style, {
    left: `${left}px`, top: `${top}px`, width: `${width}px`,
    transformOrigin: `${originX}px ${originY}px`,
  });
  if (height) node.style.height = `${height}px`;
}

/** Parses the server's SVG into a node (never as HTML, so nothing in it runs). */
function svgNode(markup) {
  const parsed = new DOMParser().parseFromString(String(markup || ''), 'image/svg+xml');
  const root = parsed.documentElement;
  if (!root || root.nodeName !== 'svg' || parsed.querySelector('parsererror')) return null;
  return document.importNode(root, true);
}

/** The menu: the server's SVG with one transparent button per row on top. */
function buildMenu(app, payload) {
  const { menu, layout } = payload;
  const placement = menu.placement ?? {};
  const rtl = Boolean(layout.isRightToLeft ?? placement.isRightToLeft);
  const width = Number(layout.width) || 250;
  const height = Number(layout.height) || 0;
  const node = el('div', {
    class: 'overlay-panel menu', 'data-testid': 'menu', role: 'menu', tabindex: '-1',
    'aria-label': `${menu.appName || app.name} quick actions`, 'data-app-id': app.id, 'data-rtl': String(rtl),
    'data-attachment': placement.attachment ?? 'below', 'data-aligned-edge': placement.alignedEdge ?? 'left',
    'data-icon-side': placement.itemIconSide ?? 'left', 'data-revision': payload.revision ?? app.revision,
    'data-locale': menu.locale, dir: rtl ? 'rtl' : 'ltr', on: { keydown: onMenuKeyDown },
  });
  const frame = iconFrame(app);
  const attachment = placement.attachment ?? 'below';
  const visible = visibleMenuHeight(frame, attachment, height);
  // The surface clips the row highlights to the platter's rounded corners and scrolls a menu taller than the
  // screen (large accessibility sizes), as iOS does; the note sits outside it.
  const surface = el('div', { class: 'menu-surface', 'data-start': attachment === 'above' ? 'end' : 'start' });
  const content = el('div', { class: 'menu-content', style: { height: `${height}px` } });
  const art = el('div', { class: 'menu-art', 'aria-hidden': 'true' });
  const svg = svgNode(payload.svg);
  if (svg) art.append(svg);
  content.append(art);
  const rows = [...(layout.rows ?? [])].sort((a, b) => a.y - b.y);
  for (const row of rows) content.append(buildRow(app, row));
  surface.append(content);
  node.append(surface);
  if (visible < height) node.dataset.scrolls = 'true';
  const note = buildMenuNote(menu, rows, attachment);
  if (note) node.append(note);
  placePanel(node, frame, { attachment, alignedEdge: physicalAlignedEdge(placement, rtl), width, height: visible });
  return node;
}

/**
 * The edge to align on screen. menu.placement follows the locale; when the direction control forces the other
 * direction, the server mirrors the drawing (as MenuLayoutEngine does) and the Home Screen is mirrored here, so
 * the aligned edge flips too.
 */
function physicalAlignedEdge(placement, rtl) {
  const edge = placement.alignedEdge ?? 'left';
  const mirrored = placement.isRightToLeft !== undefined && Boolean(placement.isRightToLeft) !== rtl;
  if (!mirrored) return edge;
  return edge === 'left' ? 'right' : 'left';
}

/** The menu's height on screen: all of it when it fits between the icon and the screen's safe edge. */
function visibleMenuHeight(frame, attachment, height) {
  const device = geometry();
  const room = attachment === 'above'
    ? frame.y - MENU_GAP - device.safeTop
    : device.height - device.safeBottom - (frame.y + frame.size + MENU_GAP);
  return Math.min(height, Math.max(room, 160));
}

/** One transparent button over a row of the SVG. */
function buildRow(app, row) {
  const isApp = row.kind === 'app';
  const attrs = {
    type: 'button', role: 'menuitem', class: `menu-row${row.isTruncated ? ' is-truncated' : ''}`,
    style: { top: `${row.y}px`, height: `${row.height}px` },
    title: row.isTruncated ? `${row.title} (cut off on the device)` : null,
    'data-truncated': row.isTruncated ? 'true' : null,
  };
  if (isApp) Object.assign(attrs, { 'data-testid': 'menu-item', 'data-type': row.type });
  else Object.assign(attrs, { 'data-testid': 'system-item', 'data-system': row.system });
  attrs.on = { click: guard(() => (isApp ? chooseAppRow(app, row) : chooseSystemRow(app, row))) };
  return el('button', attrs, [el('span', { class: 'visually-hidden', text: row.title ?? row.type ?? row.system })]);
}

/** A caption on the far side of the menu: titles cut off, and items that did not make it into the menu. */
function buildMenuNote(menu, rows, attachment) {
  const truncated = rows.filter((row) => row.isTruncated).length;
  const hidden = Array.isArray(menu.notShown) ? menu.notShown : [];
  const parts = [];
  if (truncated) parts.push(`${plural(truncated, 'title')} cut off at ${state.controls.textSize}`);
  if (hidden.length) parts.push(`${plural(hidden.length, 'item')} not shown`);
  if (!parts.length) return null;
  const details = hidden.map((item) => `• ${item.title ?? item.type}: ${item.reason?.message ?? ''}`);
  return el('p', {
    class: `menu-note ${attachment === 'above' ? 'is-above' : 'is-below'}`, 'aria-hidden': 'true',
    title: details.join('\n') || null, text: parts.join(' · '),
  });
}

/** The red card shown instead of the menu when the app's files do not parse. */
function buildErrorCard(app, error) {
  const frame = iconFrame(app);
  const device = geometry();
  const attachment = frame.inDock || frame.position.row * 2 > device.rows ? 'above' : 'below';
  const alignedEdge = frame.physical * 2 <= device.columns ? 'left' : 'right';
  const where = location(error);
  const node = el('div', {
    class: 'overlay-panel app-error', 'data-testid': 'app-error', role: 'alert', tabindex: '-1',
    'data-app-id': app.id, 'data-attachment': attachment, 'data-aligned-edge': alignedEdge,
  }, [
    el('p', { class: 'app-error-title' }, [
      el('span', { class: 'app-error-icon', 'aria-hidden': 'true', text: '!' }),
      `${app.name} does not parse`,
    ]),
    el('p', { class: 'app-error-message', text: messageWithoutLocation(error) || 'The app’s files could not be read.' }),
    where ? el('code', { class: 'app-error-location', text: where }) : null,
    el('p', { class: 'app-error-hint', text: 'Fix the file and save: the menu comes back by itself.' }),
  ]);
  placePanel(node, frame, { attachment, alignedEdge, width: ERROR_CARD_WIDTH, height: 0 });
  if (attachment === 'above') {
    // The height is unknown until laid out: anchor the card's bottom above the icon instead of its top.
    node.style.top = '';
    node.style.bottom = `${device.height - frame.y + MENU_GAP}px`;
    node.style.transformOrigin = `${frame.x + frame.size / 2 - parseFloat(node.style.left)}px calc(100% + ${MENU_GAP + frame.size / 2}px)`;
  }
  return node;
}

/** Arrow keys, Home and End move between the rows of an open menu. */
function onMenuKeyDown(event) {
  const rows = Array.from(event.currentTarget.querySelectorAll('button.menu-row'));
  if (!rows.length) return;
  const index = rows.indexOf(document.activeElement);
  const moves = {
    ArrowDown: index < 0 ? 0 : (index + 1) % rows.length,
    ArrowUp: index < 0 ? rows.length - 1 : (index - 1 + rows.length) % rows.length,
    Home: 0,
    End: rows.length - 1,
  };
  if (event.key in moves) {
    event.preventDefault();
    rows[moves[event.key]].focus();
  }
}

/** Closes the menu or error card; returns focus to the icon when asked. */
function closeMenu({ restoreFocus = false } = {}) {
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

// ---------------------------------------------------------------------------------------------------------------
// Choosing a row: launching the app, system items
// ---------------------------------------------------------------------------------------------------------------

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

/** System rows are not simulated; Edit Home Screen makes the icons jiggle, as on a device. */
function chooseSystemRow(app, row) {
  closeMenu({ restoreFocus: true });
  if (row.system === 'editHomeScreen') {
    startJiggle();
    return;
  }
  toast(`“${row.title ?? row.system}” is a system action: the simulator shows it but does not perform it.`,
    { kind: 'info', timeout: 3500 });
}

function startJiggle() {
  const { screen, editDone } = state.els;
  screen.classList.add('is-editing');
  editDone.hidden = false;
  clearTimeout(state.timers.jiggle);
  state.timers.jiggle = setTimeout(stopJiggle, 8000);
}

function stopJiggle() {
  const { screen, editDone } = state.els;
  if (!screen.classList.contains('is-editing')) return;
  screen.classList.remove('is-editing');
  editDone.hidden = true;
  clearTimeout(state.timers.jiggle);
}

/** The app's colour grows out of its icon and fades, as if the app opened (purely decorative). */
function playLaunchSplash(app, title) {
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

// ---------------------------------------------------------------------------------------------------------------
// The callbacks panel
// ---------------------------------------------------------------------------------------------------------------

function chip(text, className = '') {
  return el('span', { class: `chip ${className}`.trim(), text });
}

/** The side panel: the chosen item, the numbered callbacks, warnings and lost items. */
function renderCallbacks(app, result) {
  const report = result?.report ?? {};
  const item = report.item ?? {};
  const steps = Array.isArray(report.steps) ? report.steps : [];
  const warnings = Array.isArray(report.warnings) ? report.warnings : [];
  const lost = Array.isArray(report.lost) ? report.lost : [];
  const panel = el('div', {
    class: 'callbacks', 'data-testid': 'callbacks', 'data-app-id': app.id, 'data-type': item.type,
    'data-shape': report.shape, 'data-state': report.state,
  }, [
    buildChosenItem(app, report, item),
    el('h3', { class: 'section-title', text: `${plural(steps.length, 'callback')}, in order` }),
    steps.length
      ? el('ol', { class: 'timeline' }, steps.map(buildStep))
      : el('p', { class: 'muted', text: 'The app receives no callbacks on this path.' }),
    warnings.length ? el('div', { class: 'callouts' }, warnings.map(buildWarning)) : null,
    lost.length ? buildLost(lost) : null,
    result?.text ? el('details', { class: 'as-text' }, [
      el('summary', { text: 'Plain text (as the CLI prints it)' }), el('pre', { text: result.text }),
    ]) : null,
  ]);
  state.els.inspectorEmpty.hidden = true;
  state.els.inspectorBody.replaceChildren(panel);
  state.els.inspector.classList.remove('is-updated');
  void state.els.inspector.offsetWidth;
  state.els.inspector.classList.add('is-updated');
}

/** The header of the callbacks panel: which item was chosen, its type and its userInfo. */
function buildChosenItem(app, report, item) {
  const userInfo = item.userInfo && Object.keys(item.userInfo).length ? item.userInfo : null;
  return el('div', { class: 'chosen' }, [
    el('div', { class: 'chosen-head' }, [
      iconGlyph(app, 'mini-glyph'),
      el('div', {}, [
        el('p', { class: 'chosen-app', text: app.name }),
        el('p', { class: 'chosen-title', text: item.localizedTitle ?? item.type ?? '—' }),
        item.localizedSubtitle ? el('p', { class: 'chosen-subtitle', text: item.localizedSubtitle }) : null,
      ]),
    ]),
    el('dl', { class: 'facts' }, [
      el('dt', { text: 'type' }), el('dd', {}, el('code', { text: item.type ?? '—' })),
      el('dt', { text: 'userInfo' }),
      el('dd', {}, userInfo ? el('pre', { class: 'user-info', text: JSON.stringify(userInfo, null, 2) })
        : el('span', { class: 'muted', text: 'none' })),
    ]),
    el('div', { class: 'chips' }, [
      report.shape ? chip(report.shape, 'chip-shape') : null,
      report.state ? chip(`${report.state} launch`, 'chip-state') : null,
      state.controls.locale ? chip(state.controls.locale) : null,
    ]),
  ]);
}

/** One callback: number, method (monospace), scene, whether it carries the item, what it returns, its source. */
function buildStep(step) {
  const carries = Boolean(step.shortcutItem);
  const facts = [
    step.scene !== undefined && step.scene !== null ? chip(`scene ${step.scene}`) : null,
    carries ? chip('shortcutItem ✓', 'chip-item') : chip('no shortcutItem', 'chip-none'),
    step.completionHandler !== undefined && step.completionHandler !== null
      ? chip(`completion handler #${step.completionHandler}`) : null,
    step.returns !== undefined && step.returns !== null ? chip(`returns ${step.returns}`) : null,
    step.scenePhase ? chip(`.${step.scenePhase}`) : null,
  ];
  return el('li', {
    class: `step${carries ? ' carries-item' : ''}`, 'data-testid': 'callback-step', 'data-method': step.method,
    'data-number': step.number,
  }, [
    el('span', { class: 'step-number', 'aria-hidden': 'true', text: step.number }),
    el('div', { class: 'step-body' }, [
      el('code', { class: 'step-method', text: step.method }),
      el('div', { class: 'chips' }, facts),
      step.source ? el('p', { class: 'step-source', text: step.source }) : null,
    ]),
  ]);
}

function buildWarning(warning) {
  return el('div', { class: `callout callout-${warning.kind ?? 'warning'}`, 'data-testid': 'delivery-warning',
    'data-kind': warning.kind, role: 'note' }, [
    el('p', { class: 'callout-title', text: WARNING_TITLES[warning.kind] ?? 'Warning' }),
    el('p', { class: 'callout-text', text: warning.message }),
  ]);
}

function buildLost(lost) {
  return el('div', { class: 'lost' }, [
    el('h3', { class: 'section-title', text: 'Never received' }),
    el('ul', {}, lost.map((entry) => el('li', { 'data-type': entry.item?.type }, [
      el('strong', { text: entry.item?.localizedTitle ?? entry.item?.type ?? '—' }),
      ' ', el('code', { text: entry.item?.type ?? '' }),
      el('p', { class: 'muted', text: entry.reason ?? '' }),
    ]))),
  ]);
}

// ---------------------------------------------------------------------------------------------------------------
// Siri
// ---------------------------------------------------------------------------------------------------------------

async function onSiriSubmit(event) {
  event.preventDefault();
  const { siriInput, siriForm } = state.els;
  const utterance = siriInput.value.trim();
  if (!utterance) {
    siriInput.focus();
    return;
  }
  siriForm.classList.add('is-listening');
  siriForm.querySelector('button').disabled = true;
  try {
    const body = { utterance };
    if (state.controls.locale) body.locale = state.controls.locale;
    const resolution = await api('/api/siri', { method: 'POST', body });
    renderSiriResult(resolution ?? {}, utterance);
  } finally {
    siriForm.classList.remove('is-listening');
    siriForm.querySelector('button').disabled = false;
  }
  await refreshSpotlight();
}

/** Friendly rendering of a SiriResolution, one layout per outcome. */
function renderSiriResult(resolution, utterance) {
  const outcome = resolution.outcome ?? 'unknown';
  const builders = {
    run: siriRun, clarify: siriClarify, ambiguous: siriAmbiguous, no_match: siriNoMatch,
    blocked_by_negative_phrase: (r) => siriNothing(`“${r.phrase ?? utterance}” is one of ${r.appName ?? 'the app'}’s negative phrases, which never trigger it.`),
    needs_first_launch: (r) => siriNothing(`${r.appName ?? 'The app'} must be launched once before its phrases with a parameter work.`),
  };
  const body = (builders[outcome] ?? (() => siriNothing(`Outcome “${outcome}”.`)))(resolution);
  const node = el('div', { class: `siri-result outcome-${outcome}`, 'data-testid': 'siri-result',
    'data-outcome': outcome }, [el('p', { class: 'siri-said', text: `“${utterance}”` }), ...body]);
  state.els.siriOutput.replaceChildren(node);
}

function matchSummary(match) {
  return el('div', { class: 'siri-match' }, [
    el('p', { class: 'siri-headline' }, [
      el('strong', { text: match.shortTitle ?? match.intentType }), ' in ', el('strong', { text: match.appName }),
    ]),
    el('p', { class: 'siri-phrase' }, ['Phrase: ', el('q', { text: match.phrase })]),
    match.parameter ? el('div', { class: 'chips' }, [
      chip(`${match.parameter.name} = ${match.parameter.title ?? match.parameter.caseName}`, 'chip-item'),
      match.parameter.spoken ? chip(`said “${match.parameter.spoken}”`) : null,
    ]) : null,
  ]);
}

function siriRun(resolution) {
  return [el('p', { class: 'siri-verdict', text: 'Runs' }), matchSummary(resolution.match ?? {})];
}

function siriClarify(resolution) {
  const clarification = resolution.clarification ?? {};
  const suggestion = clarification.suggestion;
  const reason = suggestion?.reason === 'most_recent' ? 'used most recently' : 'the app’s time-of-day default';
  return [
    el('p', { class: 'siri-verdict', text: 'Asks a follow-up question' }),
    matchSummary(resolution.match ?? {}),
    el('p', { class: 'siri-question', text: `Which ${String(clarification.parameterTitle ?? clarification.parameterName ?? 'value').toLowerCase()}?` }),
    el('div', { class: 'chips' }, [
      suggestion ? chip(`${suggestion.title} · ${reason}`, 'chip-item') : null,
      ...(clarification.alternatives ?? []).map((alternative) => chip(alternative)),
    ]),
  ];
}

function siriAmbiguous(resolution) {
  const matches = resolution.matches ?? [];
  return [
    el('p', { class: 'siri-verdict', text: `Ambiguous: ${plural(matches.length, 'shortcut')} have this phrase` }),
    el('ul', { class: 'siri-list' }, matches.map((match) => el('li', {}, matchSummary(match)))),
  ];
}

function siriNoMatch(resolution) {
  const closest = resolution.closest ?? [];
  return [
    el('p', { class: 'siri-verdict', text: 'No App Shortcut matches' }),
    closest.length ? el('p', { class: 'muted', text: 'Closest phrases — tap one to try it:' }) : null,
    el('div', { class: 'suggestions' }, closest.map((phrase) => el('button', {
      type: 'button', class: 'suggestion', 'data-testid': 'siri-suggestion', text: phrase,
      on: { click: () => fillSiri(phrase) },
    }))),
  ];
}

function siriNothing(text) {
  return [el('p', { class: 'siri-verdict', text: 'Nothing runs' }), el('p', { class: 'muted', text })];
}

function fillSiri(phrase) {
  const { siriInput } = state.els;
  siriInput.value = phrase;
  siriInput.focus();
}

// ---------------------------------------------------------------------------------------------------------------
// Spotlight
// ---------------------------------------------------------------------------------------------------------------

/** GET an app's App Shortcuts listing; without the locale when the app does not accept it. */
async function loadShortcuts(app) {
  const base = appPath(app.id, '/shortcuts');
  try {
    return await api(state.controls.locale ? `${base}?locale=${encodeURIComponent(state.controls.locale)}` : base);
  } catch (error) {
    if (error.status === 400 && state.controls.locale) return api(base);
    throw error;
  }
}

/** Reloads the Spotlight list for every app with App Shortcuts, keeping the server's order. */
async function refreshSpotlight() {
  const seq = ++state.spotlightSeq;
  const apps = state.apps.filter((app) => app.hasAppShortcuts && !app.error);
  const failures = [];
  const listings = await Promise.all(apps.map((app) => loadShortcuts(app).catch((error) => {
    if (error.status !== 422) failures.push(error);
    return null;
  })));
  if (seq !== state.spotlightSeq) return;
  renderSpotlight(apps, listings);
  if (failures.length) throw failures[0];
}

function renderSpotlight(apps, listings) {
  const items = [];
  apps.forEach((app, index) => {
    for (const entry of listings[index]?.spotlight ?? []) items.push(buildSpotlightItem(app, entry));
  });
  const list = state.els.spotlight;
  list.replaceChildren(...items);
  list.dataset.count = String(items.length);
  list.classList.toggle('is-empty', items.length === 0);
}

function buildSpotlightItem(app, entry) {
  const runs = Number(entry.runCount) || 0;
  const phrase = Array.isArray(entry.phrases) ? entry.phrases[0] : null;
  return el('li', {
    class: `spotlight-item${entry.isHidden ? ' is-hidden-shortcut' : ''}`, 'data-testid': 'spotlight-item',
    'data-intent': entry.intentType, 'data-run-count': runs, 'data-app-id': app.id,
  }, [
    el('button', {
      type: 'button', class: 'spotlight-button', title: phrase ? `Say “${phrase}”` : entry.intentType,
      'aria-label': `${entry.shortTitle ?? entry.intentType}, ${app.name}, run ${runs} times${phrase ? `. Fills Siri with “${phrase}”` : ''}`,
      on: { click: () => phrase && fillSiri(phrase) },
    }, [
      iconGlyph(app, 'mini-glyph'),
      el('span', { class: 'spotlight-text' }, [
        el('span', { class: 'spotlight-title', text: entry.shortTitle ?? entry.intentType }),
        el('span', { class: 'spotlight-app', text: entry.isHidden ? `${app.name} · hidden` : app.name }),
      ]),
      el('span', { class: `run-count${runs ? '' : ' is-zero'}`, text: runs ? `${runs}×` : 'not run' }),
    ]),
  ]);
}

// ---------------------------------------------------------------------------------------------------------------
// Live reload (Server-Sent Events)
// ---------------------------------------------------------------------------------------------------------------

function parseEventData(event) {
  try {
    return JSON.parse(event.data);
  } catch {
    return {};
  }
}

function setLive(status) {
  const { live } = state.els;
  live.dataset.state = status;
  live.querySelector('.live-text').textContent = { live: 'Live', connecting: 'Connecting…', offline: 'Offline' }[status];
}

/** An app's files changed: refresh the apps, re-render its open menu or error card, then publish the revision. */
async function onChangeEvent(data) {
  await refreshApps();
  if (state.open && (!data.appID || state.open.appId === data.appID)) {
    await rerenderOpen().catch(reportError);
  }
  syncRevision();
  await refreshSpotlight();
}

/** Device state changed (phase, dynamic items, Siri runs): refresh the apps, Spotlight and an open menu. */
async function onStateEvent(data) {
  await refreshApps();
  syncRevision();
  if (state.open && (!data.appID || state.open.appId === data.appID)) await rerenderOpen().catch(reportError);
  await refreshSpotlight();
}

function connectEvents() {
  if (!('EventSource' in window)) {
    setLive('offline');
    return;
  }
  const source = new EventSource('/api/events');
  source.addEventListener('open', () => setLive('live'));
  source.addEventListener('error', () => setLive(source.readyState === EventSource.CLOSED ? 'offline' : 'connecting'));
  source.addEventListener('change', (event) => enqueue(() => onChangeEvent(parseEventData(event))));
  source.addEventListener('state', (event) => enqueue(() => onStateEvent(parseEventData(event))));
}

// ---------------------------------------------------------------------------------------------------------------
// Page-wide handlers and start-up
// ---------------------------------------------------------------------------------------------------------------

/** A press outside the menu closes it; the controls panel and toasts do not count, so settings can change. */
function onDocumentPointerDown(event) {
  const { menuLayer, controlsPanel, toasts, editDone, screen } = state.els;
  const target = event.target;
  if (screen.classList.contains('is-editing') && !editDone.contains(target) && !screen.contains(target)) stopJiggle();
  if (!state.open) return;
  if (menuLayer.contains(target) || controlsPanel.contains(target) || toasts.contains(target)) return;
  closeMenu({ restoreFocus: false });
}

function onDocumentKeyDown(event) {
  if (event.key !== 'Escape') return;
  if (state.open) {
    event.preventDefault();
    closeMenu({ restoreFocus: true });
  } else {
    stopJiggle();
  }
}

function cacheElements() {
  const byId = (id) => document.getElementById(id);
  Object.assign(state.els, {
    device: byId('device'), screen: byId('screen'), grid: byId('grid'), menuLayer: byId('menu-layer'),
    splash: byId('launch-splash'), editDone: byId('edit-done'), searchPill: byId('search-pill'),
    controlsPanel: byId('controls'), selectedApp: byId('selected-app'), controls: {},
    siriForm: byId('siri-form'), siriInput: byId('siri-input'), siriOutput: byId('siri-output'),
    spotlight: byId('spotlight'), inspector: byId('inspector'), inspectorEmpty: byId('inspector-empty'),
    inspectorBody: byId('inspector-body'), toasts: byId('toasts'), live: byId('live-status'),
  });
}

function bindGlobalHandlers() {
  const { device, siriForm, editDone, searchPill, siriInput } = state.els;
  document.addEventListener('pointerdown', onDocumentPointerDown, true);
  document.addEventListener('pointermove', onPointerMove, { passive: true });
  document.addEventListener('pointerup', onPointerEnd);
  document.addEventListener('pointercancel', onPointerEnd);
  document.addEventListener('keydown', onDocumentKeyDown);
  // No browser context menu over the phone: a right click there is the Home Screen's touch and hold.
  device.addEventListener('contextmenu', (event) => event.preventDefault());
  siriForm.addEventListener('submit', guard(onSiriSubmit));
  editDone.addEventListener('click', stopJiggle);
  searchPill.addEventListener('click', () => siriInput.focus());
  window.addEventListener('unhandledrejection', (event) => {
    event.preventDefault();
    reportError(event.reason);
  });
}

/** The first /api/apps load: icons, revision, ready flag, then Spotlight. Retried while the server is away. */
async function loadInitial() {
  try {
    await refreshApps();
  } catch (error) {
    reportError(error);
    setTimeout(() => enqueue(loadInitial), 2500);
    return;
  }
  syncRevision();
  document.body.dataset.ready = 'true';
  await refreshSpotlight();
}

function start() {
  cacheElements();
  bindControls();
  bindGlobalHandlers();
  applyChrome();
  connectEvents();
  enqueue(loadInitial);
}

start();
