// Remove App: the alert iOS shows when Remove App is chosen from the menu or an icon's minus badge is tapped in
// Edit Home Screen. "Delete App" and "Remove from Home Screen" take the icon off this page's Home Screen (the
// simulator deletes nothing: the app's folder stays served, and reloading the page brings the icon back); Cancel
// and Escape leave everything as it was.

import { el } from './dom.js';
import { findApp, state } from './state.js';
import { toast } from './toast.js';

/** Shows the alert for an app; focus goes to Cancel, as on a device. */
export function showRemoveAlert(appId) {
  const app = findApp(appId);
  if (!app) return;
  closeRemoveAlert();
  const choose = (choice) => () => {
    closeRemoveAlert();
    if (choice === 'cancel') {
      state.icons.get(appId)?.focus({ preventScroll: true });
      return;
    }
    removeIcon(appId);
    toast(choice === 'delete'
      ? `On a device, “${app.name}” and its data would be deleted, and its dynamic quick actions with them. The simulator only takes its icon off this Home Screen; reload the page to bring it back.`
      : `“${app.name}” stays in the App Library: its icon is off this Home Screen until the page reloads.`,
    { kind: 'info', timeout: 6000 });
  };
  const cancel = el('button', {
    type: 'button', class: 'alert-button', 'data-testid': 'remove-cancel', text: 'Cancel',
    on: { click: choose('cancel') },
  });
  const alert = el('div', {
    class: 'remove-alert', role: 'alertdialog', 'aria-modal': 'true', 'data-testid': 'remove-alert',
    'data-app-id': appId, 'aria-labelledby': 'remove-alert-title', 'aria-describedby': 'remove-alert-message',
    on: { keydown: (event) => { if (event.key === 'Escape') { event.stopPropagation(); choose('cancel')(); } } },
  }, [
    el('div', { class: 'alert-card' }, [
      el('p', { class: 'alert-title', id: 'remove-alert-title', text: `Remove “${app.name}”?` }),
      el('p', {
        class: 'alert-message', id: 'remove-alert-message',
        text: 'Removing from Home Screen will keep the app in your App Library.',
      }),
      el('button', {
        type: 'button', class: 'alert-button is-destructive', 'data-testid': 'remove-delete', text: 'Delete App',
        on: { click: choose('delete') },
      }),
      el('button', {
        type: 'button', class: 'alert-button', 'data-testid': 'remove-from-home', text: 'Remove from Home Screen',
        on: { click: choose('home') },
      }),
      cancel,
    ]),
  ]);
  state.els.screen.append(alert);
  cancel.focus({ preventScroll: true });
}

/** Takes the alert away, if one shows. */
export function closeRemoveAlert() {
  state.els.screen?.querySelector('.remove-alert')?.remove();
}

/** The icon leaves this page's Home Screen (until a reload). */
function removeIcon(appId) {
  state.removedIcons.add(appId);
  const button = state.icons.get(appId);
  if (button) button.hidden = true;
}
