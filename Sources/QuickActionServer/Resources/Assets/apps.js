// Loading the apps from GET /api/apps. Refreshes (the first load, live-reload events, a changed app state) run
// one after another through `enqueue`, so they never interleave.

import { api } from './api.js';
import { hooks } from './hooks.js';
import { findApp, state } from './state.js';
import { reportError } from './toast.js';

/** Runs a task after the ones already queued (apps refreshes must not interleave). */
export function enqueue(task) {
  state.queue = state.queue.then(task).catch(reportError);
  return state.queue;
}

/** Fetches /api/apps and redraws the icons and the app-dependent controls. */
export async function refreshApps() {
  const payload = await api('/api/apps');
  state.grids = payload?.grids ?? {};
  state.rightToLeftLanguages = Array.isArray(payload?.rightToLeftLanguages) ? payload.rightToLeftLanguages : [];
  state.apps = Array.isArray(payload?.apps) ? payload.apps : [];
  if (!findApp(state.selectedId)) state.selectedId = state.apps[0]?.id ?? null;
  hooks.appsChanged();
}

/** document.body.dataset.revision: the sum of every app's revision (tests wait on it). */
export function syncRevision() {
  const total = state.apps.reduce((sum, app) => sum + (Number(app.revision) || 0), 0);
  document.body.dataset.revision = String(total);
}
