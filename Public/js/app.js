// Small progressive enhancements; every page works without this file.
(function () {
  "use strict";
  // Close the compact menu when a link in it is chosen or the user clicks elsewhere.
  document.addEventListener("click", function (event) {
    document.querySelectorAll("details.nav-mobile[open]").forEach(function (menu) {
      if (!menu.contains(event.target) || event.target.closest("a")) menu.removeAttribute("open");
    });
  });

  // Flash messages: a close button, and said again once the page has settled so screen readers
  // announce a confirmation that arrived with the page (a live region only speaks changes).
  document.querySelectorAll(".flashes .flash").forEach(function (flash) {
    var close = document.createElement("button");
    close.type = "button";
    close.className = "flash-close";
    close.setAttribute("aria-label", "Dismiss");
    close.textContent = "×";
    close.addEventListener("click", function () {
      var box = flash.parentNode;
      flash.remove();
      if (box && !box.querySelector(".flash")) box.remove();
    });
    flash.insertBefore(close, flash.firstChild);
    var text = flash.lastChild.textContent;
    window.setTimeout(function () { flash.lastChild.textContent = ""; flash.lastChild.textContent = text; }, 300);
  });

  // The grocery list: a ticked item moves to the Done group (and back under its section when
  // unticked), and "Move checked to pantry" and "Clear checked" show only while something is
  // ticked. offline.js shows its queued check-offs through this too.
  window.PantrixGroceries = (function () {
    var done = document.querySelector("[data-grocery-done]");
    if (!done) return null;
    var actions = document.querySelector("[data-grocery-actions]");
    function nameOf(item) { return item.querySelector(".grocery-name").textContent; }
    function insertByName(list, item) {
      var later = Array.prototype.filter.call(list.children, function (other) { return other !== item && nameOf(other) > nameOf(item); })[0];
      list.insertBefore(item, later || null);
    }
    // What is still to buy comes to, each store's and the whole list's, from the prices shown:
    // worked out again after a tick (the server's figures stand until then).
    function updateTotals() {
      function sum(prices) {
        return Array.prototype.reduce.call(prices, function (total, price) {
          var value = parseFloat(price.textContent.replace(/[^0-9.]/g, ""));
          return total + (isNaN(value) ? 0 : value);
        }, 0);
      }
      function money(value) { return value.toLocaleString("en-US", { style: "currency", currency: "USD" }); }
      document.querySelectorAll("[data-section]").forEach(function (section) {
        var total = section.querySelector(".grocery-store-total");
        if (total) total.textContent = money(sum(section.querySelectorAll(".grocery-item .grocery-price")));
      });
      var listTotal = document.querySelector("[data-grocery-total]");
      if (listTotal) listTotal.textContent = money(sum(document.querySelectorAll("[data-section] .grocery-item .grocery-price")));
    }
    function refresh() {
      var count = done.querySelectorAll(".grocery-item").length;
      done.hidden = count === 0;
      done.querySelector("[data-done-count]").textContent = count;
      if (actions) actions.hidden = count === 0;
      document.querySelectorAll("[data-section]").forEach(function (section) {
        section.hidden = !section.querySelector(".grocery-item");
      });
      // "What did you pay?": a field for each ticked item.
      var payFields = document.querySelector("[data-pay-fields]");
      if (payFields) {
        payFields.querySelectorAll("[data-pay-for]").forEach(function (field) {
          var item = document.querySelector('.grocery-item[data-item="' + field.getAttribute("data-pay-for") + '"]');
          field.hidden = !(item && item.classList.contains("is-checked"));
        });
        payFields.hidden = !payFields.querySelector("[data-pay-for]:not([hidden])");
      }
    }
    function show(form, checked) {
      var item = form.closest(".grocery-item");
      var button = form.querySelector("button");
      item.classList.toggle("is-checked", checked);
      form.querySelector("input[name=checked]").value = checked ? "no" : "yes";
      button.setAttribute("aria-pressed", checked ? "true" : "false");
      var home = checked ? done : Array.prototype.filter.call(document.querySelectorAll("[data-section]"), function (section) {
        return section.getAttribute("data-section") === form.getAttribute("data-home");
      })[0];
      var list = home && home.querySelector(".grocery-list");
      if (list && item.parentNode !== list) {
        // Moving a focused button loses the focus: it goes to the next item instead (the one the
        // person is likely to tick next), or stays with this one when it was the last.
        var focused = document.activeElement === button;
        var buttons = Array.prototype.slice.call(document.querySelectorAll(".grocery-list .check-button"));
        var at = buttons.indexOf(button);
        var next = buttons[at + 1] || buttons[at - 1];
        insertByName(list, item);
        if (focused) (next || button).focus();
      }
      refresh();
      updateTotals();
    }
    refresh();
    return { show: show, refresh: refresh };
  })();

  // Grocery check-offs without a reload: send the same form in the background, then move the
  // item on the page. Without a network the check-off is queued (offline.js); if
  // anything else fails, the form is submitted the ordinary way.
  document.addEventListener("submit", function (event) {
    var form = event.target;
    if (!form.matches || !form.matches("form[data-toggle]") || !window.fetch || !window.PantrixGroceries) return;
    event.preventDefault();
    var wanted = form.querySelector("input[name=checked]").value === "yes";
    var offline = window.PantrixOffline;
    if (navigator.onLine === false && offline && offline.queue(form, wanted)) return;
    var body = new URLSearchParams(new FormData(form));
    var reached = false;
    fetch(form.action, { method: "POST", body: body, credentials: "same-origin" }).then(function (response) {
      reached = true;
      if (!response.ok) throw new Error("status " + response.status);
      window.PantrixGroceries.show(form, wanted);
      if (offline) offline.keepCopy(response);
    }).catch(function () {
      if (!reached && offline && offline.queue(form, wanted)) return;
      form.submit();
    });
  });
  // A link to pass on (a household's join link): Share where the browser has the Web Share API
  // (phones), Copy otherwise. Without this the field stays, read-only and selectable.
  document.querySelectorAll("[data-share]").forEach(function (box) {
    var link = box.getAttribute("data-share");
    var field = box.querySelector("input");
    var status = box.querySelector("[data-copy-status]");
    field.addEventListener("focus", function () { field.select(); });
    if (navigator.share) {
      var share = box.querySelector("[data-share-button]");
      share.hidden = false;
      share.addEventListener("click", function () {
        navigator.share({ title: box.getAttribute("data-share-title"), url: link }).catch(function () { /* cancelled */ });
      });
      return;
    }
    var copy = box.querySelector("[data-copy-button]");
    copy.hidden = false;
    copy.addEventListener("click", function () {
      function copied() { status.textContent = "Copied."; }
      function byHand() {
        field.focus();
        field.select();
        status.textContent = document.execCommand && document.execCommand("copy") ? "Copied." : "Press Ctrl+C (or ⌘C) to copy the selected link.";
      }
      if (navigator.clipboard && window.isSecureContext) navigator.clipboard.writeText(link).then(copied, byHand); else byHand();
    });
  });

  // Favourite hearts without a reload: the same form is sent in the background and every
  // heart for that recipe on the page is updated from the answer. On failure, a normal submit.
  document.addEventListener("submit", function (event) {
    var form = event.target;
    if (!form.matches || !form.matches("form[data-favourite]") || !window.fetch) return;
    event.preventDefault();
    var body = new URLSearchParams(new FormData(form));
    fetch(form.action, { method: "POST", body: body, credentials: "same-origin", headers: { "Accept": "application/json" } })
      .then(function (response) {
        if (!response.ok) throw new Error("status " + response.status);
        return response.json();
      }).then(function (state) {
        // One's own recipe out of favourites: the page that asks whether to delete it too.
        if (state.confirm) { window.location.assign(state.confirm); return; }
        document.querySelectorAll("form[data-favourite]").forEach(function (other) {
          if (other.action !== form.action) return;
          var label = state.favourite ? "Remove from favourites" : "Add to favourites";
          var button = other.querySelector("button");
          other.querySelector("input[name=favourite]").value = state.favourite ? "no" : "yes";
          button.classList.toggle("is-favourite", state.favourite);
          button.setAttribute("aria-pressed", state.favourite ? "true" : "false");
          button.setAttribute("title", label);
          other.querySelector(".favourite-count").textContent = state.countText;
        });
      }).catch(function () { form.submit(); });
  });

  // Drag and drop in a list (the arrow buttons do the same without JavaScript): on drop the
  // new order is saved, then the page reloads so numbers and arrows match.
  document.querySelectorAll("ol[data-reorder]").forEach(function (list) {
    var dragged = null;
    list.addEventListener("dragstart", function (event) {
      dragged = event.target.closest("li[data-recipe-id]");
      if (!dragged) return;
      dragged.classList.add("is-dragging");
      event.dataTransfer.effectAllowed = "move";
      event.dataTransfer.setData("text/plain", dragged.dataset.recipeId);
    });
    list.addEventListener("dragover", function (event) {
      var over = event.target.closest("li[data-recipe-id]");
      if (!dragged || !over || over === dragged) return;
      event.preventDefault();
      var box = over.getBoundingClientRect();
      var after = event.clientY > box.top + box.height / 2;
      list.insertBefore(dragged, after ? over.nextSibling : over);
    });
    list.addEventListener("drop", function (event) { event.preventDefault(); });
    list.addEventListener("dragend", function () {
      if (!dragged) return;
      dragged.classList.remove("is-dragging");
      dragged = null;
      var order = Array.prototype.map.call(list.querySelectorAll("li[data-recipe-id]"), function (li) { return li.dataset.recipeId; });
      var token = document.querySelector("input[name=_csrf]");
      var body = new URLSearchParams({ order: order.join(","), _csrf: token ? token.value : "" });
      fetch(list.dataset.reorder, { method: "POST", body: body, credentials: "same-origin", headers: { "Accept": "application/json" } })
        .then(function () { window.location.reload(); });
    });
  });
  // Search suggestions (an ARIA combobox): recipe titles and ingredients from /search/suggest as
  // one types, 150 ms after the last key, a stale request aborted. Arrow keys move, Enter opens
  // the chosen one, Escape closes. Without this the box is a plain search form.
  document.querySelectorAll("input[data-suggest]").forEach(function (input) {
    if (!window.fetch || !window.AbortController) return;
    var listId = input.id + "-suggestions";
    var list = document.createElement("ul");
    list.id = listId;
    list.className = "suggest-list";
    list.setAttribute("role", "listbox");
    list.setAttribute("aria-label", "Suggestions");
    list.hidden = true;
    input.parentNode.classList.add("has-suggest");
    input.parentNode.appendChild(list);
    input.setAttribute("role", "combobox");
    input.setAttribute("aria-autocomplete", "list");
    input.setAttribute("aria-expanded", "false");
    input.setAttribute("aria-controls", listId);
    var timer = null, pending = null, active = -1, options = [];

    function close() {
      list.hidden = true;
      input.setAttribute("aria-expanded", "false");
      input.removeAttribute("aria-activedescendant");
      active = -1;
    }
    function choose(option) { window.location.assign(option.dataset.href); }
    function render(answer) {
      list.textContent = "";
      options = [];
      var entries = (answer.recipes || []).map(function (r) { return { text: r.title, href: r.href, kind: "recipe" }; })
        .concat((answer.ingredients || []).map(function (i) { return { text: i.name, href: i.href, kind: "ingredient" }; }));
      entries.forEach(function (entry, index) {
        var option = document.createElement("li");
        option.id = listId + "-" + index;
        option.setAttribute("role", "option");
        option.setAttribute("aria-selected", "false");
        option.dataset.href = entry.href;
        option.className = "suggest-option";
        option.appendChild(document.createTextNode(entry.text));
        var kind = document.createElement("span");
        kind.className = "suggest-kind";
        kind.textContent = " " + entry.kind;
        option.appendChild(kind);
        // mousedown would blur the input first and close the list before the click lands.
        option.addEventListener("mousedown", function (event) { event.preventDefault(); });
        option.addEventListener("click", function () { choose(option); });
        list.appendChild(option);
        options.push(option);
      });
      active = -1;
      input.removeAttribute("aria-activedescendant");
      if (options.length === 0) { close(); return; }
      list.hidden = false;
      input.setAttribute("aria-expanded", "true");
    }
    function move(step) {
      if (options.length === 0) return;
      if (list.hidden) { list.hidden = false; input.setAttribute("aria-expanded", "true"); }
      if (active >= 0) options[active].setAttribute("aria-selected", "false");
      active = (active + step + options.length + (active < 0 && step < 0 ? 1 : 0)) % options.length;
      options[active].setAttribute("aria-selected", "true");
      input.setAttribute("aria-activedescendant", options[active].id);
      options[active].scrollIntoView({ block: "nearest" });
    }
    input.addEventListener("input", function () {
      clearTimeout(timer);
      if (pending) { pending.abort(); pending = null; }
      var text = input.value.trim();
      if (text.length < 2 || text.length > 60) { options = []; close(); return; }
      timer = setTimeout(function () {
        var request = new AbortController();
        pending = request;
        fetch(input.dataset.suggest + "?q=" + encodeURIComponent(text), { signal: request.signal, credentials: "same-origin", headers: { "Accept": "application/json" } })
          .then(function (response) { if (!response.ok) throw new Error("status " + response.status); return response.json(); })
          .then(function (answer) { if (pending === request) { pending = null; render(answer); } })
          .catch(function () { /* aborted or offline: the form still searches */ });
      }, 150);
    });
    input.addEventListener("keydown", function (event) {
      if (event.key === "ArrowDown") { event.preventDefault(); move(1); }
      else if (event.key === "ArrowUp") { event.preventDefault(); move(-1); }
      else if (event.key === "Escape") { if (!list.hidden) { event.preventDefault(); close(); } }
      else if (event.key === "Enter") {
        if (!list.hidden && active >= 0) { event.preventDefault(); choose(options[active]); }
      }
    });
    input.addEventListener("blur", close);
  });

  // Meal plan: drag an entry onto another day's meal. The drop fills in the entry's own move form
  // (day and meal) and submits it, so the server does exactly what the form would.
  var planWeek = document.querySelector("[data-plan-week]");
  if (planWeek) {
    var dragged = null;
    planWeek.addEventListener("dragstart", function (event) {
      var entry = event.target.closest && event.target.closest("[data-plan-entry]");
      if (!entry) return;
      dragged = entry;
      entry.classList.add("is-dragging");
      event.dataTransfer.effectAllowed = "move";
      event.dataTransfer.setData("text/plain", entry.getAttribute("data-plan-entry"));
    });
    planWeek.addEventListener("dragend", function () {
      if (dragged) dragged.classList.remove("is-dragging");
      planWeek.querySelectorAll(".is-drop-target").forEach(function (slot) { slot.classList.remove("is-drop-target"); });
      dragged = null;
    });
    planWeek.addEventListener("dragover", function (event) {
      var slot = dragged && event.target.closest && event.target.closest("[data-plan-drop]");
      if (!slot) return;
      event.preventDefault();
      planWeek.querySelectorAll(".is-drop-target").forEach(function (other) { if (other !== slot) other.classList.remove("is-drop-target"); });
      slot.classList.add("is-drop-target");
    });
    planWeek.addEventListener("drop", function (event) {
      var slot = dragged && event.target.closest && event.target.closest("[data-plan-drop]");
      if (!slot) return;
      event.preventDefault();
      var form = dragged.querySelector("form[data-plan-move]");
      if (!form || dragged.closest("[data-plan-drop]") === slot) return;
      form.querySelector("select[name=day]").value = slot.getAttribute("data-day");
      form.querySelector("select[name=slot]").value = slot.getAttribute("data-slot");
      form.submit();
    });
  }
  // Barcodes on the pantry page: where the browser can read them (BarcodeDetector, e.g. Chromium
  // on Android), "Scan with camera" fills the number in and sends the form; elsewhere the
  // number is typed, as without JavaScript.
  var scanForm = document.querySelector("form[data-scan]");
  if (scanForm && "BarcodeDetector" in window && navigator.mediaDevices && navigator.mediaDevices.getUserMedia) {
    var cameraButton = scanForm.querySelector("[data-scan-camera]");
    var view = scanForm.querySelector("[data-scan-view]");
    var video = view.querySelector("video");
    var status = view.querySelector("[data-scan-status]");
    var stream = null, timer = null;
    var stopCamera = function () {
      if (timer) clearTimeout(timer);
      if (stream) stream.getTracks().forEach(function (track) { track.stop(); });
      stream = null;
      view.hidden = true;
      cameraButton.hidden = false;
      cameraButton.focus();
    };
    cameraButton.hidden = false;
    cameraButton.addEventListener("click", function () {
      var detector = new window.BarcodeDetector({ formats: ["ean_13", "upc_a", "ean_8"] });
      navigator.mediaDevices.getUserMedia({ video: { facingMode: "environment" } }).then(function (camera) {
        stream = camera;
        video.srcObject = camera;
        video.play();
        view.hidden = false;
        cameraButton.hidden = true;
        status.textContent = "Hold the barcode inside the picture.";
        var look = function () {
          detector.detect(video).then(function (codes) {
            if (codes.length) {
              scanForm.querySelector("input[name=code]").value = codes[0].rawValue;
              status.textContent = "Read " + codes[0].rawValue + ".";
              stopCamera();
              scanForm.submit();
            } else {
              timer = setTimeout(look, 250);
            }
          }).catch(function () { timer = setTimeout(look, 500); });
        };
        look();
      }).catch(function () {
        status.textContent = "The camera could not be opened; type the number instead.";
        view.hidden = false;
      });
    });
    view.querySelector("[data-scan-stop]").addEventListener("click", stopCamera);
  }
})();
