// The behaviour of the corpus pages' custom widgets, for the live tests
// (offline, the pages are read as saved HTML and this never runs). Each
// widget behaves the way the widget libraries it imitates do, from the
// ARIA it carries and a few data attributes of the page's own:
//
//   - a trigger with aria-haspopup and aria-controls (or aria-owns) opens
//     its listbox (a portal at the end of <body> is moved under the
//     trigger); a click on an option marks it aria-selected, shows its
//     text (or its data-label) in the trigger's [data-shown] element (and the trigger's or
//     that element's title), sets the hidden native control named by
//     data-native, and closes the list;
//   - a combobox input shows its listbox while typed into, keeps the
//     options that contain the typed text, and on a choice empties itself
//     and shows the choice in [data-shown] (the placeholder it replaces
//     is [data-placeholder]);
//   - a contenteditable spinbutton keeps what is typed; one with a range
//     (a date's part) takes digits as date fields do: its value is
//     aria-valuenow, shown zero-padded, and the focus moves to the next
//     part once the part is complete; Backspace empties it;
//   - a slider takes arrow keys;
//   - an ARIA checkbox or switch toggles on a click, an ARIA radio is
//     checked alone in its group;
//   - a button of a [data-toggle-group] is pressed alone.
//
// Open shadow roots are searched too.
(function () {
  "use strict";

  function all(sel, root, out) {
    root = root || document;
    out = out || [];
    root.querySelectorAll(sel).forEach(function (el) { out.push(el); });
    root.querySelectorAll("*").forEach(function (el) {
      if (el.shadowRoot) all(sel, el.shadowRoot, out);
    });
    return out;
  }

  function byId(el, id) {
    var root = el.getRootNode();
    return (root.getElementById ? root : document).getElementById(id);
  }

  function listOf(el) {
    var id = el.getAttribute("aria-controls") || el.getAttribute("aria-owns");
    return id ? byId(el, id.split(/\s+/)[0]) : null;
  }

  function place(list, anchor) {
    if (anchor.parentElement.contains(list)) return; // laid out in flow
    var r = anchor.getBoundingClientRect();
    list.style.position = "absolute";
    list.style.left = r.left + window.scrollX + "px";
    list.style.top = r.bottom + window.scrollY + "px";
    list.style.minWidth = r.width + "px";
    list.style.zIndex = "10";
  }

  function setOpen(trigger, list, open) {
    trigger.setAttribute("aria-expanded", open ? "true" : "false");
    if (open) {
      list.hidden = false;
      place(list, trigger);
    } else {
      list.hidden = true;
    }
  }

  function choose(widget, list, option) {
    var text = option.getAttribute("data-label") || option.textContent.replace(/\s+/g, " ").trim();
    list.querySelectorAll('[role="option"]').forEach(function (o) {
      o.setAttribute("aria-selected", o === option ? "true" : "false");
    });
    var shown = widget.querySelector("[data-shown]") || document.querySelector(widget.getAttribute("data-shown-at") || "#none");
    if (shown) {
      shown.textContent = text;
      shown.hidden = false;
      if (shown.hasAttribute("title")) shown.setAttribute("title", text);
    }
    if (widget.hasAttribute("title")) widget.setAttribute("title", text);
    var ph = document.querySelector(widget.getAttribute("data-placeholder-at") || "#none");
    if (ph) ph.hidden = true;
    var native = document.querySelector(widget.getAttribute("data-native") || "#none");
    if (native) {
      native.value = option.getAttribute("data-value") || text;
      native.dispatchEvent(new Event("change", { bubbles: true }));
    }
  }

  // Button-like triggers.
  all('[aria-haspopup]:not(input)').forEach(function (trigger) {
    var list = listOf(trigger);
    if (!list) return;
    trigger.addEventListener("click", function () {
      setOpen(trigger, list, list.hidden);
    });
    trigger.addEventListener("keydown", function (e) {
      if (e.key === "Enter" || e.key === " ") {
        e.preventDefault();
        setOpen(trigger, list, list.hidden);
      }
    });
    list.addEventListener("click", function (e) {
      var o = e.target.closest('[role="option"]');
      if (!o) return;
      choose(trigger, list, o);
      setOpen(trigger, list, false);
      trigger.focus();
    });
  });

  // Combobox inputs.
  all('input[role="combobox"]').forEach(function (input) {
    var list = listOf(input);
    if (!list) return;
    function filter() {
      var q = input.value.toLowerCase();
      list.querySelectorAll('[role="option"]').forEach(function (o) {
        o.hidden = q !== "" && o.textContent.toLowerCase().indexOf(q) < 0;
      });
    }
    input.addEventListener("focus", function () { filter(); setOpen(input, list, true); });
    input.addEventListener("input", function () { filter(); setOpen(input, list, true); });
    list.addEventListener("mousedown", function (e) { e.preventDefault(); });
    list.addEventListener("click", function (e) {
      var o = e.target.closest('[role="option"]');
      if (!o) return;
      choose(input, list, o);
      input.value = "";
      setOpen(input, list, false);
    });
  });

  // Date parts: spin buttons with a range, typed digit by digit.
  all('[role="spinbutton"][aria-valuemax]').forEach(function (s) {
    var max = Number(s.getAttribute("aria-valuemax"));
    var width = String(max).length;
    var placeholder = s.textContent;
    var typed = "";
    s.addEventListener("focus", function () { typed = ""; });
    s.addEventListener("keydown", function (e) {
      if (e.key === "Backspace" || e.key === "Delete") {
        e.preventDefault();
        typed = "";
        s.removeAttribute("aria-valuenow");
        s.setAttribute("aria-valuetext", "Empty");
        s.textContent = placeholder;
        return;
      }
      if (!/^[0-9]$/.test(e.key)) return;
      e.preventDefault();
      typed = (typed + e.key).slice(-width);
      var v = Number(typed);
      s.setAttribute("aria-valuenow", String(v));
      s.setAttribute("aria-valuetext", String(v));
      s.textContent = typed.padStart(width, "0");
      if (typed.length === width || v * 10 > max) {
        var parts = all('[role="spinbutton"]', s.parentElement);
        var next = parts[parts.indexOf(s) + 1];
        if (next) next.focus();
      }
    });
  });

  // Sliders.
  all('[role="slider"]').forEach(function (s) {
    s.addEventListener("keydown", function (e) {
      var v = Number(s.getAttribute("aria-valuenow") || 0);
      if (e.key === "ArrowRight" || e.key === "ArrowUp") v++;
      else if (e.key === "ArrowLeft" || e.key === "ArrowDown") v--;
      else return;
      e.preventDefault();
      s.setAttribute("aria-valuenow", String(v));
    });
  });

  // ARIA checkboxes, switches and radios.
  all('[role="checkbox"], [role="switch"]').forEach(function (c) {
    c.addEventListener("click", function () {
      c.setAttribute("aria-checked", c.getAttribute("aria-checked") === "true" ? "false" : "true");
    });
  });
  all('[role="radio"]').forEach(function (r) {
    r.addEventListener("click", function () {
      var group = r.closest('[role="radiogroup"]') || r.parentElement;
      group.querySelectorAll('[role="radio"]').forEach(function (x) {
        x.setAttribute("aria-checked", x === r ? "true" : "false");
      });
    });
  });

  // Toggle groups: one pressed button at a time.
  all("[data-toggle-group]").forEach(function (g) {
    g.addEventListener("click", function (e) {
      var b = e.target.closest("button");
      if (!b || !g.contains(b)) return;
      g.querySelectorAll("button").forEach(function (x) {
        var on = x === b;
        if (x.hasAttribute("aria-pressed")) x.setAttribute("aria-pressed", on ? "true" : "false");
        x.classList.toggle("is-selected", on);
        x.classList.toggle("selected", on);
      });
    });
  });
})();
