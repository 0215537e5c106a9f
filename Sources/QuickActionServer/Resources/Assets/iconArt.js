// The artwork of an app icon (the picture from the app's asset catalog, else a gradient square with its initials):
// on the grid, lifted above the menu, in the launch splash, in Spotlight and in the callbacks panel.

import { el } from './dom.js';

/** Icon gradients, iOS system colours; an app's colour is picked by a hash of its id. */
const ICON_PALETTE = Object.freeze([
  ['#5AC8FA', '#0A84FF'], ['#8E8CFF', '#5856D6'], ['#DA8FFF', '#AF52DE'], ['#FF7A93', '#FF2D55'],
  ['#FF8A7A', '#FF3B30'], ['#FFB44D', '#FF9500'], ['#F7C948', '#E0A100'], ['#6EE391', '#30B650'],
  ['#63E6D8', '#00B5AA'], ['#7ED8FF', '#2FA6DA'], ['#D1AE85', '#A2845E'], ['#6FA8FF', '#3A5BD9'],
]);

/** The rounded-square artwork of an icon; also used for the lifted icon, Spotlight and the callbacks panel. */
export function iconGlyph(app, className = 'glyph') {
  const [light, dark] = iconColours(app.id);
  if (app.iconURL) {
    return el('span', { class: `${className} has-picture`, 'aria-hidden': 'true', 'data-testid': 'app-icon-picture' }, [
      el('img', { src: app.iconURL, alt: '', draggable: 'false' }),
    ]);
  }
  return el('span', {
    class: className, 'aria-hidden': 'true', text: initials(app.name),
    style: { '--icon-a': light, '--icon-b': dark },
  });
}

/** The icon's two gradient colours, the same for an app on every load. */
export function iconColours(appId) {
  return ICON_PALETTE[hash(String(appId)) % ICON_PALETTE.length];
}

/** One or two letters for an icon: the initials of the first two words, or of a CamelCase name. */
function initials(name) {
  const words = String(name || '?').trim().split(/[\s_\-.]+/).filter(Boolean);
  const parts = words.length > 1 ? words : (words[0] ?? '?').split(/(?=[A-Z][a-z])/);
  return parts.slice(0, 2).map((part) => Array.from(part)[0] ?? '').join('').toUpperCase() || '?';
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
