// Building the menu and the error card and placing them next to the icon. The menu is the server's SVG with one
// transparent button per row on top (`[data-testid=menu-item]` / `[data-testid=system-item]`); what a row does
// when chosen is up to the caller (menu.js).

import { el } from './dom.js';
import { geometry, iconFrame, placement } from './geometry.js';
import { state } from './state.js';
import { errorLocation, messageWithoutLocation, plural } from './text.js';
import { guard } from './toast.js';

const MENU_GAP = 16;         // icon ↔ menu gap (menu-geometry §4)
const SCREEN_MARGIN = 8;     // the menu keeps this far from the screen's sides when it would not fit
const ERROR_CARD_WIDTH = 280;

/** The menu: the server's SVG with one transparent button per row on top; `onChoose(app, row)` runs on a click. */
export function buildMenu(app, payload, onChoose) {
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
  // Where the menu opens and how much of it shows are the server's (`screenFrame`: HomeScreenFrame.menuFrame).
  const screenFrame = payload.screenFrame ?? { x: frame.x, y: frame.y + frame.size, width, height };
  const visible = Math.min(height, Number(screenFrame.height) || height);
  // The surface clips the row highlights to the platter's rounded corners and scrolls a menu taller than the
  // screen (large accessibility sizes), as iOS does; the note sits outside it.
  const surface = el('div', { class: 'menu-surface', 'data-start': attachment === 'above' ? 'end' : 'start' });
  const content = el('div', { class: 'menu-content', style: { height: `${height}px` } });
  const art = el('div', { class: 'menu-art', 'aria-hidden': 'true' });
  const svg = svgNode(payload.svg);
  if (svg) art.append(svg);
  content.append(art);
  const rows = [...(layout.rows ?? [])].sort((a, b) => a.y - b.y);
  for (const row of rows) content.append(buildRow(app, row, onChoose));
  surface.append(content);
  node.append(surface);
  if (visible < height) node.dataset.scrolls = 'true';
  const note = buildMenuNote(menu, rows, attachment);
  if (note) node.append(note);
  placeMenu(node, frame, screenFrame, attachment);
  return node;
}

/** One transparent button over a row of the SVG; clicking it calls `onChoose(app, row)`. */
function buildRow(app, row, onChoose) {
  const isApp = row.kind === 'app';
  const notes = [row.isTruncated ? 'cut off on the device' : null, row.isRepeatedAtRunTime ? '× n at run time' : null]
    .filter(Boolean);
  const attrs = {
    type: 'button', role: 'menuitem', class: `menu-row${row.isTruncated ? ' is-truncated' : ''}`,
    style: { top: `${row.y}px`, height: `${row.height}px` },
    title: notes.length > 0 ? `${row.title} (${notes.join('; ')})` : null,
    'data-truncated': row.isTruncated ? 'true' : null,
    'data-repeated': row.isRepeatedAtRunTime ? 'true' : null,
  };
  if (isApp) Object.assign(attrs, { 'data-testid': 'menu-item', 'data-type': row.type });
  else Object.assign(attrs, { 'data-testid': 'system-item', 'data-system': row.system });
  attrs.on = { click: guard(() => onChoose(app, row)) };
  const label = row.title ?? row.type ?? row.system;
  const spoken = row.isRepeatedAtRunTime ? `${label}, × n at run time` : label;
  return el('button', attrs, [el('span', { class: 'visually-hidden', text: spoken })]);
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
  // The note is the tool's English, not the app's language: left to right even on a right-to-left Home Screen,
  // so "2 items not shown" never reads "items not shown 2".
  return el('p', {
    class: `menu-note ${attachment === 'above' ? 'is-above' : 'is-below'}`, 'aria-hidden': 'true',
    title: details.join('\n') || null, text: parts.join(' · '), dir: 'ltr', lang: 'en',
  });
}

/** The red card shown instead of the menu when the app's files do not parse. */
export function buildErrorCard(app, error) {
  const frame = iconFrame(app);
  const device = geometry();
  // How a menu opens from this icon, as the server's MenuPlacement says.
  const placed = placement(app);
  const attachment = placed?.attachment ?? 'below';
  const alignedEdge = placed?.alignedEdge ?? 'left';
  const where = errorLocation(error);
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

/** Puts the menu at the server's frame; the transform origin is the icon, so the menu grows out of it. */
function placeMenu(node, icon, screenFrame, attachment) {
  const { x, y, width, height } = screenFrame;
  const originY = attachment === 'above' ? height + MENU_GAP + icon.size / 2 : -MENU_GAP - icon.size / 2;
  Object.assign(node.style, {
    left: `${x}px`, top: `${y}px`, width: `${width}px`, height: `${height}px`,
    transformOrigin: `${icon.x + icon.size / 2 - x}px ${originY}px`,
  });
}

/** Parses the server's SVG into a node (never as HTML, so nothing in it runs). */
function svgNode(markup) {
  const parsed = new DOMParser().parseFromString(String(markup || ''), 'image/svg+xml');
  const root = parsed.documentElement;
  if (!root || root.nodeName !== 'svg' || parsed.querySelector('parsererror')) return null;
  return document.importNode(root, true);
}
