// QuickActionKit · Home Screen — the browser front end of `quickactions serve`, and the entry module of the page.
//
// A simulated iPhone (or iPad) Home Screen drawn from GET /api/apps. Touch and hold an icon (or right-click it) to
// open its quick-action menu, drawn by the server as SVG, with one transparent button per row on top. Choosing an
// app row shows the callbacks the app receives; Siri and Spotlight sit beside the phone. Server-Sent Events keep
// everything live while the app's files are edited. The API and the DOM hooks (data-testid) follow
// Documentation/serve-contract.md.
//
// Plain ES modules, no dependencies, no build step, works offline. The server serves them flat from /assets/, so
// every import is `./name.js`. All mutable data lives in the one `state` object (state.js). This module only wires
// the others together:
//
//   state.js       the state object, findApp, selectedApp
//   api.js         the JSON fetch helper and ApiError
//   apps.js        loading GET /api/apps, the refresh queue, the revision for tests
//   toast.js       toasts, reportError, guard
//   dom.js         el() and chip()
//   text.js        plurals, error locations
//   geometry.js    the device table, right-to-left, grid positions, icon frames
//   iconArt.js     an icon's artwork and colours
//   homeScreen.js  the icons on the grid, Edit Home Screen's jiggle, the launch splash
//   iconPress.js   touch and hold, right click and keyboard on an icon
//   menu.js        opening, rendering and closing the menu; choosing a row
//   menuPanels.js  building and placing the menu and the error card
//   callbacks.js   the Callbacks panel (the launch timeline)
//   controls.js    the Simulator panel and the page chrome
//   siri.js        the Siri card
//   spotlight.js   the Spotlight card
//   liveReload.js  the EventSource on /api/events
//   hooks.js       the calls that go up the graph, set here, so every import goes one way (no cycles)

import { enqueue, refreshApps, syncRevision } from './apps.js';
import { applyChrome, bindControls, renderAppControls } from './controls.js';
import { renderGrid, stopJiggle } from './homeScreen.js';
import { hooks } from './hooks.js';
import { onPointerEnd, onPointerMove } from './iconPress.js';
import { connectEvents } from './liveReload.js';
import { closeMenu, openMenu } from './menu.js';
import { fillSiri, onSiriSubmit } from './siri.js';
import { refreshSpotlight } from './spotlight.js';
import { findApp, state } from './state.js';
import { guard, reportError } from './toast.js';

/** A press outside the menu closes it; the controls panel and toasts do not count, so settings can change. */
function onDocumentPointerDown(event) {
  const { menuLayer, controlsPanel, toasts, editDone, screen } = state.els;
  const target = event.target;
  if (screen.classList.contains('is-editing') && !editDone.contains(target) && !screen.contains(target)) stopJiggle();
  if (!state.open) return;
  if (menuLayer.contains(target) || controlsPanel.contains(target) || toasts.contains(target)) return;
  closeMenu({ restoreFocus: false });
}

/** Escape closes an open menu (focus back on its icon), else ends the jiggle. */
function onDocumentKeyDown(event) {
  if (event.key !== 'Escape') return;
  if (state.open) {
    event.preventDefault();
    closeMenu({ restoreFocus: true });
  } else {
    stopJiggle();
  }
}

/** Looks up the page's fixed elements once, into `state.els`. */
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

/** Document-wide listeners: outside presses, pointer tracking, Escape, Siri, Done and unhandled rejections. */
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

/** Sets the calls that go up the module graph (hooks.js). */
function setHooks() {
  hooks.openMenu = openMenu;
  hooks.appsChanged = () => {
    applyChrome(); // the device's drawing comes with the apps
    renderGrid();
    renderAppControls();
    if (state.open && !findApp(state.open.appId)) closeMenu();
  };
  hooks.appStateChanged = renderAppControls;
  hooks.fillSiri = fillSiri;
}

/** Wires the page together, then loads the apps. */
function start() {
  setHooks();
  cacheElements();
  bindControls();
  bindGlobalHandlers();
  applyChrome();
  connectEvents();
  enqueue(loadInitial);
}

start();
