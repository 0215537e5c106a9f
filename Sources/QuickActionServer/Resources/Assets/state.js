// The page's one piece of mutable state, and the two look-ups of the apps in it. Every other module reads and
// writes this object; no module keeps state of its own.

/** The page's single piece of mutable state. */
export const state = {
  apps: [],                  // App objects from GET /api/apps
  grids: {},                 // device kind → {columns, rows, frames}, from GET /api/apps (DeviceKind, HomeScreenFrame)
  rightToLeftLanguages: [],  // language subtags written right to left, from GET /api/apps
  selectedId: null,          // the app last opened (else the first): the app-state control acts on it
  controls: {
    locale: null, appearance: 'light', direction: 'auto', textSize: 'L', device: 'iphone', era: 'classic',
    shape: 'auto', launchState: 'cold',
  },
  icons: new Map(),          // app id → icon button
  removedIcons: new Set(),   // app ids taken off the Home Screen with Remove App (until the page reloads)
  open: null,                // {appId, via, openedAt, kind: null|'menu'|'error'} while a menu or error card shows
  menuSeq: 0,                // bumps on every menu request and on close, so stale answers are dropped
  spotlightSeq: 0,
  press: null,               // the touch-and-hold in progress: {appId, pointerId, x, y, timer, fired}
  queue: Promise.resolve(),  // apps refreshes run one after another (initial load, SSE events)
  hinted: false,             // the "touch and hold" hint was shown after a plain tap
  timers: { jiggle: 0, splash: 0 },
  els: {},                   // cached elements
};

/** The app with this id, or null. */
export function findApp(appId) {
  return state.apps.find((app) => app.id === appId) ?? null;
}

/** The app the app-state control acts on: the one last opened, else the first. */
export function selectedApp() {
  return findApp(state.selectedId) ?? state.apps[0] ?? null;
}
