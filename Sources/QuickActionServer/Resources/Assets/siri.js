// The Siri card: what is typed goes to POST /api/siri, and the SiriResolution is shown with one layout per
// outcome (`[data-testid=siri-result][data-outcome]`).

import { api } from './api.js';
import { chip, el } from './dom.js';
import { refreshSpotlight } from './spotlight.js';
import { state } from './state.js';
import { plural } from './text.js';

/** Sends what was typed to POST /api/siri, shows the answer, then refreshes Spotlight (a run counts). */
export async function onSiriSubmit(event) {
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

/** The shortcut a phrase matched: its title, app, phrase and parameter value. */
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

/** Outcome `run`: the shortcut runs. */
function siriRun(resolution) {
  return [el('p', { class: 'siri-verdict', text: 'Runs' }), matchSummary(resolution.match ?? {})];
}

/** Outcome `clarify`: Siri asks which value the parameter should take, with its suggestion first. */
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

/** Outcome `ambiguous`: several shortcuts share the phrase. */
function siriAmbiguous(resolution) {
  const matches = resolution.matches ?? [];
  return [
    el('p', { class: 'siri-verdict', text: `Ambiguous: ${plural(matches.length, 'shortcut')} have this phrase` }),
    el('ul', { class: 'siri-list' }, matches.map((match) => el('li', {}, matchSummary(match)))),
  ];
}

/** Outcome `no_match`: the closest phrases, each a button that fills the input. */
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

/** Any other outcome: nothing runs, and why. */
function siriNothing(text) {
  return [el('p', { class: 'siri-verdict', text: 'Nothing runs' }), el('p', { class: 'muted', text })];
}

/** Puts a phrase in the Siri input and focuses it (Spotlight items and suggestions). */
export function fillSiri(phrase) {
  const { siriInput } = state.els;
  siriInput.value = phrase;
  siriInput.focus();
}
