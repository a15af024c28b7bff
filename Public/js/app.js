// Small progressive enhancements; every page works without this file.
(function () {
  "use strict";
  // Close the compact menu when a link in it is chosen or the user clicks elsewhere.
  document.addEventListener("click", function (event) {
    document.querySelectorAll("details.nav-mobile[open]").forEach(function (menu) {
      if (!menu.contains(event.target) || event.target.closest("a")) menu.removeAttribute("open");
    });
  });

  // Grocery check-offs without a reload: send the same form in the background, then flip the
  // item on the page. If anything fails, the form is submitted the ordinary way.
  document.addEventListener("submit", function (event) {
    var form = event.target;
    if (!form.matches || !form.matches("form[data-toggle]") || !window.fetch) return;
    event.preventDefault();
    var body = new URLSearchParams(new FormData(form));
    fetch(form.action, { method: "POST", body: body, credentials: "same-origin" }).then(function (response) {
      if (!response.ok) throw new Error("status " + response.status);
      var item = form.closest(".grocery-item");
      var state = form.querySelector("input[name=checked]");
      var nowChecked = state.value === "yes";
      item.classList.toggle("is-checked", nowChecked);
      state.value = nowChecked ? "no" : "yes";
      form.querySelector("button").setAttribute("aria-pressed", nowChecked ? "true" : "false");
    }).catch(function () { form.submit(); });
  });
})();
