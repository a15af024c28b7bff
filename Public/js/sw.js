// Pantrix's service worker (served as /sw.js): the grocery list and this week's plan stay
// readable offline. Those two pages are network-first: each good answer replaces the copy kept
// here, and without a network the copy is shown, marked with when it was saved (the page then
// says so). The hashed stylesheet and script are cache-first: a hashed name never changes.
// Nothing else is kept, and nothing at all from a signed-out visit.
"use strict";
const PRECACHE = [];
const STATIC_CACHE = "pantrix-static-" + VERSION;
const PAGES_CACHE = "pantrix-pages";
const OFFLINE_PAGES = ["/groceries", "/plan"];
const SAVED_AT = "X-Pantrix-Saved-At";

self.addEventListener("install", function (event) {
  event.waitUntil(caches.open(STATIC_CACHE)
    .then(function (cache) { return cache.addAll(PRECACHE); })
    .then(function () { return self.skipWaiting(); }));
});

self.addEventListener("activate", function (event) {
  event.waitUntil(caches.keys().then(function (keys) {
    return Promise.all(keys.filter(function (key) {
      return key.indexOf("pantrix-static-") === 0 && key !== STATIC_CACHE;
    }).map(function (key) { return caches.delete(key); }));
  }).then(function () { return self.clients.claim(); }));
});

self.addEventListener("fetch", function (event) {
  const request = event.request;
  if (request.method !== "GET") return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.mode === "navigate" && url.search === "" && OFFLINE_PAGES.indexOf(url.pathname) >= 0) {
    event.respondWith(networkFirst(request, url.pathname));
  } else if (PRECACHE.indexOf(url.pathname) >= 0) {
    event.respondWith(caches.open(STATIC_CACHE).then(function (cache) {
      return cache.match(request).then(function (hit) { return hit || fetch(request); });
    }));
  }
});

function networkFirst(request, key) {
  return fetch(request).then(function (response) {
    const type = response.headers.get("Content-Type") || "";
    if (response.status === 200 && type.indexOf("text/html") === 0) {
      return keep(key, response.clone()).then(function () { return response; });
    }
    // Sent to log in: signed out (or the session ended), so no one's list stays here.
    if (response.type === "opaqueredirect") {
      return caches.delete(PAGES_CACHE).then(function () { return response; });
    }
    return response;
  }, function (error) {
    return caches.open(PAGES_CACHE).then(function (cache) { return cache.match(key); }).then(function (copy) {
      if (!copy) throw error;
      return offlineCopy(copy);
    });
  });
}

function keep(key, response) {
  return response.blob().then(function (body) {
    const headers = new Headers(response.headers);
    headers.set(SAVED_AT, new Date().toISOString());
    return caches.open(PAGES_CACHE).then(function (cache) {
      return cache.put(key, new Response(body, { status: 200, headers: headers }));
    });
  });
}

// The saved page with `data-offline-since` on its body, which app.js turns into the banner.
// The saved headers go with it, the Content-Security-Policy among them.
function offlineCopy(copy) {
  return copy.text().then(function (text) {
    const headers = new Headers(copy.headers);
    headers.delete("Content-Length");
    headers.delete("Content-Encoding");
    const since = copy.headers.get(SAVED_AT) || "";
    const marked = text.replace("<body", '<body data-offline-since="' + since.replace(/[^0-9TZ:.\-]/g, "") + '"');
    return new Response(marked, { status: 200, headers: headers });
  });
}
