// Where things are on the simulated device: the device table, right-to-left, grid positions and icon frames.
// All pure functions of `state` (the controls and the apps' server positions); nothing here touches the DOM.

import { state } from './state.js';

/** The names the page gives the devices; everything else about them is the server's. */
const LABELS = Object.freeze({ iphone: 'iPhone', ipad: 'iPad' });

/**
 * A device's grid and drawing, in CSS px (1 px = 1 pt), for the era chosen in the controls: both are the server's,
 * from GET /api/apps (`grids[kind].frames[era]`: the `HomeScreenFrame` table the previewer's Home Screen picture
 * draws from too). Columns are counted from the leading edge.
 */
function deviceGeometry(kind) {
  // Before the first answer nothing is drawn or placed on the grid (icons are drawn once the apps arrive).
  const grid = state.grids[kind] ?? state.grids.iphone;
  const frame = grid?.frames?.[state.controls.era] ?? grid?.frames?.classic ?? null;
  return {
    ...(frame ?? {}), radius: frame?.cornerRadius, label: LABELS[kind] ?? kind, kind, isKnown: Boolean(frame),
    columns: grid?.columns ?? 0, rows: grid?.rows ?? 0,
  };
}

/** The geometry of the device chosen in the controls. */
export function geometry() {
  return deviceGeometry(state.controls.device);
}

/** Right to left: forced by the direction control, else from the locale's language (the server's list). */
export function isRightToLeft() {
  if (state.controls.direction === 'rtl') return true;
  if (state.controls.direction === 'ltr') return false;
  return state.rightToLeftLanguages.includes(languageOf(state.controls.locale));
}

/**
 * Where the app's icon is and how its menu opens on the device and in the direction chosen in the controls, as the
 * server's MenuPlacement says (GET /api/apps: app.homeScreen[device][ltr|rtl]): {column, row, physicalColumn,
 * attachment, alignedEdge}. A row after the last grid row is the dock.
 */
export function placement(app) {
  const byDevice = app.homeScreen?.[geometry().kind] ?? app.homeScreen?.iphone;
  return byDevice?.[isRightToLeft() ? 'rtl' : 'ltr'] ?? null;
}

/** The icon's square on the screen (physical px from the screen's top-left) and its logical position. */
export function iconFrame(app) {
  const device = geometry();
  const placed = placement(app);
  const position = placed ? { column: placed.column, row: placed.row } : { column: 1, row: 1 };
  const physical = placed?.physicalColumn ?? position.column;
  const pitch = (device.width - 2 * device.insetX - device.icon) / (device.columns - 1);
  const inDock = position.row > device.rows;
  const y = inDock
    ? device.height - device.dockBottom - device.dockHeight / 2 - device.icon / 2
    : device.top + (position.row - 1) * device.rowPitch;
  return { x: device.insetX + (physical - 1) * pitch, y, size: device.icon, inDock, position, physical };
}

/** The language part of a locale code: "pt" for "pt-BR", "zh" for "zh_Hans". */
function languageOf(locale) {
  return String(locale || '').split(/[-_]/)[0].toLowerCase();
}
