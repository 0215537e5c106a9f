// The Spotlight card: every app's App Shortcuts, most used first (the server's order), with their run counts
// (`[data-testid=spotlight-item][data-intent][data-run-count]`).

import { api, appPath } from './api.js';
import { el } from './dom.js';
import { hooks } from './hooks.js';
import { iconGlyph } from './iconArt.js';
import { state } from './state.js';

/** Reloads the Spotlight list for every app with App Shortcuts, keeping the server's order. */
export async function refreshSpotlight() {
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

/** Replaces the Spotlight list with the given listings, in order. */
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

/** One Spotlight row: the shortcut, its app and run count; clicking it fills Siri with its first phrase. */
function buildSpotlightItem(app, entry) {
  const runs = Number(entry.runCount) || 0;
  const phrase = Array.isArray(entry.phrases) ? entry.phrases[0] : null;
  return el('li', {
    class: `spotlight-item${entry.isHidden ? ' is-hidden-shortcut' : ''}`, 'data-testid': 'spotlight-item',
    'data-intent': entry.intentType, 'data-run-count': runs, 'data-app-id': app.id,
  }, [
    el('button', {
      type: 'button', class: 'spotlight-button', title: phrase ? `Say “${phrase}”` : entry.intentType,
      'aria-label': `${entry.title ?? entry.shortTitle ?? entry.intentType}, ${app.name}, run ${runs} times${phrase ? `. Fills Siri with “${phrase}”` : ''}`,
      on: { click: () => phrase && hooks.fillSiri(phrase) },
    }, [
      iconGlyph(app, 'mini-glyph'),
      el('span', { class: 'spotlight-text' }, [
        el('span', { class: 'spotlight-title', text: entry.title ?? entry.shortTitle ?? entry.intentType }),
        el('span', { class: 'spotlight-app', text: entry.isHidden ? `${app.name} · hidden` : app.name }),
      ]),
      el('span', { class: `run-count${runs ? '' : ' is-zero'}`, text: runs ? `${runs}×` : 'not run' }),
    ]),
  ]);
}

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
