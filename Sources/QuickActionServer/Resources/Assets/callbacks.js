// The Callbacks panel: after a quick action is chosen, the callbacks the app receives in order (launch timeline),
// delivery warnings and the items that never arrive, from POST /api/apps/{id}/actions/{type}.

import { chip, el } from './dom.js';
import { iconGlyph } from './iconArt.js';
import { state } from './state.js';
import { plural } from './text.js';

const WARNING_TITLES = Object.freeze({
  lost: 'The action is lost',
  handled_twice: 'Handled twice',
  easily_missed: 'Easily missed',
});

/** The side panel: the chosen item, the numbered callbacks, warnings and lost items. */
export function renderCallbacks(app, result) {
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

/** A delivery warning (lost, handled twice, easily missed) as a callout. */
function buildWarning(warning) {
  return el('div', { class: `callout callout-${warning.kind ?? 'warning'}`, 'data-testid': 'delivery-warning',
    'data-kind': warning.kind, role: 'note' }, [
    el('p', { class: 'callout-title', text: WARNING_TITLES[warning.kind] ?? 'Warning' }),
    el('p', { class: 'callout-text', text: warning.message }),
  ]);
}

/** The items that never reach the app on this path, with the reason for each. */
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
