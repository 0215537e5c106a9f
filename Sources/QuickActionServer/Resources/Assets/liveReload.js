// Live reload over Server-Sent Events (GET /api/events): when an app's files change (`change`) or the device
// state does (`state`), the apps, an open menu (or its error card) and Spotlight are refreshed without a page
// reload, and `document.body.dataset.revision` is updated for the tests.

import { enqueue, refreshApps, syncRevision } from './apps.js';
import { rerenderOpen } from './menu.js';
import { refreshSpotlight } from './spotlight.js';
import { state } from './state.js';
import { reportError } from './toast.js';

/** Opens the EventSource on /api/events; its events are queued behind other apps refreshes. */
export function connectEvents() {
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

/** The JSON payload of a server-sent event, or `{}` when it does not parse. */
function parseEventData(event) {
  try {
    return JSON.parse(event.data);
  } catch {
    return {};
  }
}

/** Shows the connection status in the masthead: live, connecting or offline. */
function setLive(status) {
  const { live } = state.els;
  live.dataset.state = status;
  live.querySelector('.live-text').textContent = { live: 'Live', connecting: 'Connecting…', offline: 'Offline' }[status];
}
