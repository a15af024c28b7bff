// Recipe editor: while ingredient lines are typed, ask the nutrition API (the form's
// data-nutrition-api) what they match and show the lines that match no food, with calories
// and cost per serving. Without this file the "Check ingredients" button does the same on the
// server.
(function () {
  "use strict";
  var form = document.querySelector("form[data-recipe-form]");
  if (!form || !window.fetch) return;
  var lines = form.querySelector("#ingredients");
  var servings = form.querySelector("#servings");
  var box = form.querySelector("[data-live-check]");
  var timer = null, sequence = 0;

  function element(tag, text, className) {
    var node = document.createElement(tag);
    if (text) node.textContent = text;
    if (className) node.className = className;
    return node;
  }

  function show(result, count) {
    box.replaceChildren();
    var unmatched = result.unmatched || [];
    var matched = count - unmatched.length;
    var summary = matched + " of " + count + " line" + (count === 1 ? "" : "s") + " matched a food · about " +
      Math.round(result.perServing.kcal) + " kcal and $" + result.cost.perServing.toFixed(2) + " per serving";
    box.appendChild(element("p", summary, "live-summary"));
    if (unmatched.length) {
      box.appendChild(element("p", "Not recognised (no food matched):", "live-warning"));
      var list = element("ul", null, "live-unmatched");
      unmatched.forEach(function (line) { list.appendChild(element("li", line)); });
      box.appendChild(list);
      box.appendChild(element("p", "Reword these, or press “Check ingredients” to pick a food for each.", "hint"));
    }
    box.hidden = false;
  }

  function check() {
    var text = lines.value.split(/\r?\n/).map(function (l) { return l.trim(); }).filter(Boolean);
    if (!text.length || text.length > 200) { box.hidden = true; return; }
    var n = parseInt(servings.value, 10);
    var mine = ++sequence;
    fetch(form.dataset.nutritionApi, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ ingredients: text, servings: n > 0 && n <= 1000 ? n : 1 }),
      credentials: "same-origin"
    }).then(function (response) {
      if (!response.ok) throw new Error("status " + response.status);
      return response.json();
    }).then(function (result) {
      // Headings ("For the sauce:") have no food and are not listed as unmatched.
      var matched = result.lines.filter(function (l) { return l.food; }).length;
      if (mine === sequence) show(result, matched + (result.unmatched || []).length);
    }).catch(function () { box.hidden = true; });
  }

  function later() {
    clearTimeout(timer);
    timer = setTimeout(check, 500);
  }
  lines.addEventListener("input", later);
  servings.addEventListener("input", later);
  if (lines.value.trim()) check();
})();

// A cover photo held from the form's last time back: a file chosen now replaces it, so its
// thumbnail steps back (the server decides the same without this file).
(function () {
  "use strict";
  var held = document.querySelector("[data-held-photo]");
  var file = document.getElementById("photo");
  if (!held || !file) return;
  file.addEventListener("change", function () {
    held.classList.toggle("is-replaced", file.files.length > 0);
  });
})();
