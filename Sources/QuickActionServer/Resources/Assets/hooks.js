// The calls that go up the module graph. A module low in the graph (an icon press, the apps loader, a Spotlight
// row) needs something a module above it does (open a menu, redraw the controls, fill the Siri field); importing it
// would make a cycle. It calls the hook instead, and app.js, at the top, sets every hook before the page starts, so
// every import goes one way (issue 16). Calling a hook that was never set is a programming error and says which.

/** Named calls set by app.js: openMenu(appId, options), appsChanged(), appStateChanged(), fillSiri(phrase). */
export const hooks = {
  openMenu: unset('openMenu'),
  appsChanged: unset('appsChanged'),
  appStateChanged: unset('appStateChanged'),
  fillSiri: unset('fillSiri'),
};

function unset(name) {
  return () => {
    throw new Error(`hooks.${name} was called before app.js set it`);
  };
}
