/* global activeClientIds -- declared by mockServiceWorker.js, imported below into this same global scope */
/* The in-browser demo's service worker (decision 0022): MSW's own (mockServiceWorker.js, from `npx msw init`,
 * left as generated), with three changes a published demo needs and a development tool does not.
 *
 * 1. It stays registered when a page closes. MSW's worker unregisters itself when the last page that uses it
 *    unloads, and a reload or a link in the same tab is such an unload: the next page then loads without a
 *    worker and its bank calls go to the static host. The demo is the only thing on its origin, so the
 *    worker may stay.
 * 2. It serves a page again after the browser restarted it. A browser stops an idle worker at will (a tab in
 *    the background); MSW's worker then forgets which pages asked for mocking and lets their calls through.
 *    A page running MSW sends a keep-alive every few seconds: that is taken as its request again.
 */
self.addEventListener('message', (event) => {
  if (event.data === 'CLIENT_CLOSED') event.stopImmediatePropagation();
});

/* 3. A page load of one of the app's routes (/paylater/home: the app's own address while it starts, a link
 *    opened in a new tab, the server's link form) is answered with the root page, which restores the route
 *    (decision 0042): a plain static host has no file there. Files (download.html, assets) stay the host's. */
self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.mode !== 'navigate' || request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || url.pathname === '/' || /\.[A-Za-z0-9]+$/.test(url.pathname)) {
    return;
  }
  event.respondWith(
    fetch(new URL('/', url), { cache: 'no-cache' }).then(
      // A response a redirect led to may not answer a page load: the same body, as a response of its own.
      (root) => new Response(root.body, { status: root.status, headers: root.headers }),
    ),
  );
});

importScripts('./mockServiceWorker.js');

self.addEventListener('message', (event) => {
  const clientId = event.source && event.source.id;
  if (event.data === 'KEEPALIVE_REQUEST' && clientId && typeof activeClientIds !== 'undefined') {
    activeClientIds.add(clientId);
  }
});
