// Small progressive enhancements; every page works without this file.
(function () {
  "use strict";
  // Close the compact menu when a link in it is chosen or the user clicks elsewhere.
  document.addEventListener("click", function (event) {
    document.querySelectorAll("details.nav-mobile[open]").forEach(function (menu) {
      if (!menu.contains(event.target) || event.target.closest("a")) menu.removeAttribute("open");
    });
  });
})();
