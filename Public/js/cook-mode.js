// Cook mode: one step at a time (Previous/Next buttons, ArrowLeft/ArrowRight, swipe), the
// screen kept awake where the Screen Wake Lock API exists, and timers that keep counting
// whatever step is showing, announced when they start and end, with a beep and a buzz at the
// end. Without this file the page is a plain list of steps with links from one to the next.
(function () {
  "use strict";
  var root = document.querySelector("[data-cook-mode]");
  if (!root) return;
  var steps = Array.prototype.slice.call(root.querySelectorAll(".cook-step"));
  if (!steps.length) return;
  var controls = root.querySelector("[data-controls]");
  var prev = root.querySelector("[data-prev]");
  var next = root.querySelector("[data-next]");
  var counter = root.querySelector("[data-counter]");
  var announcer = root.querySelector("[data-announce]");
  var running = root.querySelector("[data-running]");
  var runningList = root.querySelector("[data-running-list]");
  var wakeNote = root.querySelector("[data-wake-note]");
  var current = 0;
  var timers = new Map();
  var nextTimerID = 1;
  var ticker = null;

  root.classList.add("cook-js");
  // Cook mode is the whole screen: the site's header and footer step aside (CSS on this class).
  document.documentElement.classList.add("cook-fullscreen");
  controls.hidden = false;

  function show(index, focus) {
    current = Math.max(0, Math.min(steps.length - 1, index));
    steps.forEach(function (step, i) { step.hidden = i !== current; });
    counter.textContent = "Step " + (current + 1) + " of " + steps.length;
    prev.disabled = current === 0;
    next.textContent = current === steps.length - 1 ? "Done" : "Next";
    if (history.replaceState) history.replaceState(null, "", "#" + steps[current].id);
    if (focus) steps[current].focus({ preventScroll: true });
    // A new step opens at its top (its ingredients first), wherever the last one was scrolled to.
    var top = steps[current].getBoundingClientRect().top;
    var runningHeight = running.hidden ? 0 : running.getBoundingClientRect().height;
    if (top < runningHeight || top > window.innerHeight / 2) {
      window.scrollTo(0, Math.max(0, window.scrollY + top - runningHeight - 12));
    }
  }

  function go(delta) {
    if (delta > 0 && current === steps.length - 1) {
      var back = root.querySelector(".cook-back a");
      if (back) window.location.href = back.href;
      return;
    }
    // Focus stays on the button or key that moved; the counter (aria-live) says where we are.
    show(current + delta, false);
  }

  prev.addEventListener("click", function () { go(-1); });
  next.addEventListener("click", function () { go(1); });

  document.addEventListener("keydown", function (event) {
    if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    var target = event.target;
    if (target && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName))) return;
    if (event.key === "ArrowRight") { event.preventDefault(); go(1); }
    if (event.key === "ArrowLeft") { event.preventDefault(); go(-1); }
  });

  // Swipe: a mostly sideways pointer move of 60 px or more on the steps.
  var startX = null, startY = 0;
  var stepsList = root.querySelector(".cook-steps");
  stepsList.addEventListener("pointerdown", function (event) {
    if (event.pointerType === "mouse") return;
    startX = event.clientX; startY = event.clientY;
  });
  stepsList.addEventListener("pointerup", function (event) {
    if (startX === null) return;
    var dx = event.clientX - startX, dy = event.clientY - startY;
    startX = null;
    if (Math.abs(dx) >= 60 && Math.abs(dx) > 1.5 * Math.abs(dy)) go(dx < 0 ? 1 : -1);
  });
  stepsList.addEventListener("pointercancel", function () { startX = null; });

  // The step links of the plain page still work: they show the step they name.
  root.addEventListener("click", function (event) {
    var link = event.target.closest && event.target.closest(".cook-step-links a[href^='#step-']");
    if (!link) return;
    event.preventDefault();
    var index = steps.findIndex(function (step) { return "#" + step.id === link.getAttribute("href"); });
    if (index >= 0) show(index, true);
  });

  // Screen Wake Lock: asked for now and again whenever the page is shown, as the browser
  // lets it go when the tab is hidden.
  var wakeLock = null;
  function keepAwake() {
    if (!("wakeLock" in navigator)) {
      wakeNote.textContent = "This browser cannot keep the screen on: your device's screen timeout applies.";
      wakeNote.hidden = false;
      return;
    }
    navigator.wakeLock.request("screen").then(function (lock) {
      wakeLock = lock;
      wakeNote.textContent = "The screen stays on while cook mode is open.";
      wakeNote.hidden = false;
    }).catch(function () {
      wakeNote.textContent = "The screen could not be kept on: your device's screen timeout applies.";
      wakeNote.hidden = false;
    });
  }
  document.addEventListener("visibilitychange", function () {
    if (document.visibilityState === "visible" && (!wakeLock || wakeLock.released)) keepAwake();
  });
  keepAwake();

  // Timers, by id: each knows when it ends, so a hidden tab or a step change loses no time.
  function clock(seconds) {
    seconds = Math.max(0, Math.ceil(seconds));
    var h = Math.floor(seconds / 3600), m = Math.floor(seconds % 3600 / 60), s = seconds % 60;
    var mm = (h ? String(m).padStart(2, "0") : String(m)), ss = String(s).padStart(2, "0");
    return (h ? h + ":" : "") + mm + ":" + ss;
  }

  function announce(text) {
    announcer.textContent = "";
    window.setTimeout(function () { announcer.textContent = text; }, 50);
  }

  function beep() {
    var Context = window.AudioContext || window.webkitAudioContext;
    if (!Context) return;
    try {
      var audio = new Context();
      [0, 0.4, 0.8].forEach(function (at) {
        var tone = audio.createOscillator(), gain = audio.createGain();
        tone.frequency.value = 880;
        gain.gain.setValueAtTime(0.3, audio.currentTime + at);
        gain.gain.exponentialRampToValueAtTime(0.001, audio.currentTime + at + 0.3);
        tone.connect(gain).connect(audio.destination);
        tone.start(audio.currentTime + at);
        tone.stop(audio.currentTime + at + 0.3);
      });
      window.setTimeout(function () { audio.close(); }, 1500);
    } catch (e) { /* no sound: the announcement and the list still say it */ }
  }

  function secondsLeft(timer) {
    return timer.pausedLeft !== null ? timer.pausedLeft : (timer.endsAt - Date.now()) / 1000;
  }

  // The step's own button follows its timer: "Pause 19:58" while it runs, "Resume 12:04" when
  // paused, "Done" at the end, its first words again once the timer is stopped.
  function renderButton(timer) {
    var button = timer.button;
    if (timer.done) button.textContent = "Done — start again";
    else button.textContent = (timer.pausedLeft !== null ? "Resume " : "Pause ") + clock(secondsLeft(timer));
    button.setAttribute("aria-pressed", timer.pausedLeft === null && !timer.done ? "true" : "false");
  }

  function render() {
    timers.forEach(function (timer) {
      var left = secondsLeft(timer);
      if (!timer.done && left <= 0) {
        timer.done = true;
        timer.item.classList.add("cook-timer-done");
        timer.pause.hidden = true;
        announce("Timer done: " + timer.label + " (step " + timer.step + ").");
        beep();
        if (navigator.vibrate) navigator.vibrate([300, 150, 300, 150, 300]);
      }
      timer.time.textContent = timer.done ? "Done" : clock(left);
      renderButton(timer);
    });
    running.hidden = timers.size === 0;
    if (![...timers.values()].some(function (t) { return !t.done && t.pausedLeft === null; }) && ticker) {
      window.clearInterval(ticker);
      ticker = null;
    }
  }

  function togglePause(timer) {
    if (timer.done) return;
    if (timer.pausedLeft === null) {
      timer.pausedLeft = Math.max(0, (timer.endsAt - Date.now()) / 1000);
      timer.pause.textContent = "Resume";
      announce("Timer paused: " + timer.label + ".");
    } else {
      timer.endsAt = Date.now() + timer.pausedLeft * 1000;
      timer.pausedLeft = null;
      timer.pause.textContent = "Pause";
      announce("Timer resumed: " + timer.label + ".");
      if (!ticker) ticker = window.setInterval(render, 250);
    }
    render();
  }

  function stopTimer(id) {
    var timer = timers.get(id);
    if (!timer) return;
    timers.delete(id);
    timer.item.remove();
    timer.button.textContent = timer.button.getAttribute("data-label");
    timer.button.removeAttribute("aria-pressed");
    if (!timer.done) announce("Timer stopped: " + timer.label + ".");
    render();
  }

  function timerOf(button) {
    var found = null;
    timers.forEach(function (timer) { if (timer.button === button) found = timer; });
    return found;
  }

  function start(button) {
    var seconds = Number(button.getAttribute("data-timer-seconds"));
    var label = button.getAttribute("data-timer-label");
    var step = button.getAttribute("data-step-number");
    var id = nextTimerID++;
    var item = document.createElement("li");
    item.className = "cook-running-item";
    var name = document.createElement("span");
    name.className = "cook-running-label";
    name.textContent = label + " · step " + step;
    var time = document.createElement("span");
    time.className = "cook-running-time";
    time.setAttribute("role", "timer");
    time.setAttribute("aria-label", "Time left for " + label);
    var pause = document.createElement("button");
    pause.type = "button";
    pause.className = "button button-small button-secondary";
    pause.textContent = "Pause";
    pause.setAttribute("aria-label", "Pause or resume the " + label + " timer");
    var stop = document.createElement("button");
    stop.type = "button";
    stop.className = "button button-small button-secondary";
    stop.textContent = "Stop";
    stop.setAttribute("aria-label", "Stop the " + label + " timer");
    item.append(name, " ", time, " ", pause, " ", stop);
    runningList.appendChild(item);
    var timer = { label: label, step: step, endsAt: Date.now() + seconds * 1000, pausedLeft: null, item: item, time: time, pause: pause, button: button, done: false };
    pause.addEventListener("click", function () { togglePause(timer); });
    stop.addEventListener("click", function () { stopTimer(id); });
    timers.set(id, timer);
    announce("Timer started: " + label + ", step " + step + ".");
    render();
    if (!ticker) ticker = window.setInterval(render, 250);
  }

  root.querySelectorAll("[data-timer-seconds]").forEach(function (button) {
    button.hidden = false;
    button.setAttribute("data-label", button.textContent);
    button.addEventListener("click", function () {
      var timer = timerOf(button);
      if (!timer) { start(button); return; }
      if (timer.done) { stopTimer([...timers.entries()].find(function (e) { return e[1] === timer; })[0]); start(button); return; }
      togglePause(timer);
    });
  });
  document.addEventListener("visibilitychange", render);

  var fromHash = steps.findIndex(function (step) { return "#" + step.id === window.location.hash; });
  show(fromHash >= 0 ? fromHash : 0, false);
})();
