// The grocery list in a shop without signal; every page works without this file. The service
// worker (sw.js) keeps the grocery list and this week's plan; a page it serves from its copy
// carries data-offline-since, shown here as a banner. Check-offs made offline (app.js hands them
// over through window.PantrixOffline) are queued in localStorage, one queue per person, and sent
// to /groceries/sync when the network is back: the last check-off wins, and an item removed
// meanwhile stays removed (the person is told).
window.PantrixOffline = (function () {
  "use strict";
  var signedIn = document.querySelector("form[action='/logout']");
  var chip = document.querySelector(".user-chip");
  var queueKey = "pantrix.groceryQueue." + (chip ? chip.textContent.trim() : "");
  var pagesCache = "pantrix-pages";

  function storage() {
    try { return window.localStorage; } catch (e) { return null; }
  }
  function readQueue() {
    var store = storage();
    try { return JSON.parse((store && store.getItem(queueKey)) || "[]"); } catch (e) { return []; }
  }
  function writeQueue(queue) {
    var store = storage();
    if (!store) return false;
    try {
      if (queue.length) store.setItem(queueKey, JSON.stringify(queue)); else store.removeItem(queueKey);
      return true;
    } catch (e) { return false; }
  }
  function itemID(form) {
    var match = /\/groceries\/(\d+)\/check$/.exec(form.getAttribute("action") || "");
    return match ? Number(match[1]) : null;
  }
  function formFor(id) {
    return document.querySelector("form[data-toggle][action='/groceries/" + id + "/check']");
  }
  // The item as checked or not (app.js moves it to or from the Done group).
  function show(form, checked) {
    if (window.PantrixGroceries) window.PantrixGroceries.show(form, checked);
  }
  function notes() {
    var box = document.querySelector(".offline-notes");
    if (!box) {
      box = document.createElement("div");
      box.className = "flashes offline-notes";
      box.setAttribute("role", "status");
      box.setAttribute("aria-live", "polite");
      var main = document.getElementById("main");
      main.insertBefore(box, main.firstChild);
    }
    return box;
  }
  function note(text, kind) {
    var same = Array.prototype.filter.call(notes().children, function (line) { return line.textContent === text; })[0];
    if (same) return same;
    var line = document.createElement("p");
    line.className = "flash flash-" + (kind || "info");
    line.textContent = text;
    notes().appendChild(line);
    return line;
  }
  function twoDigits(n) { return (n < 10 ? "0" : "") + n; }

  // A check-off without a network: kept (the latest per item) and shown at once.
  function queue(form, checked) {
    var id = itemID(form);
    if (!signedIn || id === null) return false;
    var nameNode = form.querySelector(".grocery-name");
    var entries = readQueue().filter(function (entry) { return entry.id !== id; });
    entries.push({ id: id, checked: checked, name: nameNode ? nameNode.textContent : "", at: Date.now() });
    if (!writeQueue(entries)) return false;
    show(form, checked);
    return true;
  }

  // The answer to a check-off, kept as the grocery list's offline copy.
  function keepCopy(response) {
    if (!window.caches || !navigator.serviceWorker || !navigator.serviceWorker.controller) return;
    if (new URL(response.url).pathname !== "/groceries") return;
    response.clone().blob().then(function (body) {
      var headers = new Headers(response.headers);
      headers.set("X-Pantrix-Saved-At", new Date().toISOString());
      return caches.open(pagesCache).then(function (cache) {
        return cache.put("/groceries", new Response(body, { status: 200, headers: headers }));
      });
    }).catch(function () {});
  }

  var sending = false;
  function sync() {
    var sent = readQueue();
    if (sending || !sent.length || !signedIn || !window.fetch) return;
    sending = true;
    fetch("/groceries/sync", {
      method: "POST", credentials: "same-origin",
      headers: { "Content-Type": "application/json", "Accept": "application/json" },
      body: JSON.stringify({ changes: sent.map(function (entry) { return { id: entry.id, checked: entry.checked }; }) })
    }).then(function (response) {
      var type = response.headers.get("Content-Type") || "";
      if (!response.ok || type.indexOf("application/json") !== 0) throw new Error("status " + response.status);
      return response.json();
    }).then(function (answer) {
      answer.results.forEach(function (result) {
        var form = formFor(result.id);
        if (result.status === "applied") {
          if (form) show(form, result.checked);
          return;
        }
        var entry = sent.filter(function (e) { return e.id === result.id; })[0];
        var name = (entry && entry.name) || "An item";
        note("“" + name + "” was removed from the list meanwhile, so its check-off was not kept.");
        var item = form && form.closest(".grocery-item");
        if (item) item.parentNode.removeChild(item);
        if (window.PantrixGroceries) window.PantrixGroceries.refresh();
      });
      // Check-offs made while this was sent stay queued.
      writeQueue(readQueue().filter(function (entry) {
        return !sent.some(function (done) { return done.id === entry.id && done.at === entry.at; });
      }));
      var banner = document.querySelector(".offline-banner");
      if (banner) banner.textContent = "You are back online; your check-offs were sent.";
      return fetch("/groceries", { credentials: "same-origin" }).then(function (response) {
        if (response.ok) keepCopy(response);
      });
    }).catch(function () {}).then(function () { sending = false; });
  }

  // Signing out forgets this person's saved pages and queue before the form is sent.
  document.addEventListener("submit", function (event) {
    var form = event.target;
    if (!form.matches || !form.matches("form[action='/logout']") || !window.caches) return;
    event.preventDefault();
    var store = storage();
    if (store) {
      Object.keys(store).forEach(function (key) {
        if (key.indexOf("pantrix.groceryQueue.") === 0) store.removeItem(key);
      });
    }
    var done = false;
    function send() { if (!done) { done = true; form.submit(); } }
    caches.delete(pagesCache).then(send, send);
    setTimeout(send, 1000);
  });

  // Offline, any other form would end on the browser's error page: the page says why instead.
  document.addEventListener("submit", function (event) {
    var form = event.target;
    if (navigator.onLine !== false || !form.matches || form.matches("form[data-toggle], form[action='/logout']")) return;
    if ((form.getAttribute("method") || "get").toLowerCase() !== "post") return;
    event.preventDefault();
    note("You are offline: this needs the network. Check-offs are kept and sent when you are back online.", "error")
      .classList.add("offline-refusal");
  });

  if (signedIn) {
    if ("serviceWorker" in navigator) navigator.serviceWorker.register("/sw.js").catch(function () {});
    var since = document.body.getAttribute("data-offline-since");
    if (since) {
      var saved = new Date(since);
      var plan = location.pathname === "/plan";
      var time = isNaN(saved) ? "" : " as of " + twoDigits(saved.getHours()) + ":" + twoDigits(saved.getMinutes());
      note("You are offline — showing " + (plan ? "the plan" : "the list") + time + "." +
        (plan ? "" : " Check-offs are kept and sent when you are back online.")).classList.add("offline-banner");
    }
    readQueue().forEach(function (entry) {
      var form = formFor(entry.id);
      if (form) show(form, entry.checked);
    });
    window.addEventListener("online", function () {
      document.querySelectorAll(".offline-refusal").forEach(function (line) { line.parentNode.removeChild(line); });
      var banner = document.querySelector(".offline-banner");
      if (banner) banner.textContent = "You are back online; reload the page for the latest " + (location.pathname === "/plan" ? "plan." : "list.");
      sync();
    });
    if (navigator.onLine !== false) sync();
  } else if (window.caches) {
    caches.delete(pagesCache).catch(function () {});
  }
  return { queue: queue, keepCopy: keepCopy };
})();
