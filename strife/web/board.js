// The board: the game's SVG, fitted to its frame, zoomed and panned (wheel, drag, pinch,
// keys: + - 0 and arrows), with targets lit and stacks opened by a click. It knows no game:
// it reads element ids (what options name) and the "counter" and "stack" classes.
"use strict";

const Board = {
  frame: null,
  holder: null,
  zoom: null,       // the Panzoom instance
  dragged: false,   // the last pointer press moved the board: its click is no choice
  onPick: null,     // called with the element id a click picked

  init(onPick) {
    this.frame = document.getElementById("board-frame");
    this.holder = document.getElementById("board");
    this.onPick = onPick;
    this.zoom = Panzoom(this.holder, { maxScale: 8, minScale: 0.5, cursor: "grab", step: 0.25 });
    this.frame.addEventListener("wheel", (e) => { e.preventDefault(); this.zoom.zoomWithWheel(e); }, { passive: false });
    let start = null;
    this.frame.addEventListener("pointerdown", (e) => { start = [e.clientX, e.clientY]; this.dragged = false; });
    this.frame.addEventListener("pointermove", (e) => {
      if (start && Math.hypot(e.clientX - start[0], e.clientY - start[1]) > 6) this.dragged = true;
    });
    this.holder.addEventListener("click", (e) => this.click(e));
    document.getElementById("zoom-in").onclick = () => this.zoom.zoomIn();
    document.getElementById("zoom-out").onclick = () => this.zoom.zoomOut();
    document.getElementById("zoom-fit").onclick = () => this.fit();
    document.addEventListener("keydown", (e) => this.key(e));
    let width = window.innerWidth;
    window.addEventListener("resize", () => {
      if (window.innerWidth === width) return;  // a phone's bar showing or hiding: no change
      width = window.innerWidth;
      this.layout();
      this.fit();
    });
  },

  // On a phone the whole board fitted to the width is too small to read: the board is drawn
  // at the scale where its smallest text is 11 px (never narrower than the screen), from its
  // top left corner, the frame as tall as the board up to 70% of the screen, so no space is
  // wasted; drag, pinch or "−" show the rest. Wider windows fit the board to the frame.
  layout() {
    const svg = this.holder.querySelector("svg");
    const area = document.getElementById("board-area");
    const phone = window.matchMedia("(max-width: 760px)").matches;
    const box = svg && svg.viewBox.baseVal;
    if (!phone || !box || !box.width) {
      this.holder.style.width = this.holder.style.height = area.style.height = "";
      this.zoom.setOptions({ minScale: 0.5 });
      return;
    }
    const smallest = Math.min(...[...svg.querySelectorAll("text")]
      .map((t) => parseFloat(t.getAttribute("font-size")) || 16));
    const screen = this.frame.clientWidth;
    const scale = Math.max(screen / box.width, 11 / (isFinite(smallest) ? smallest : 16));
    this.holder.style.width = `${box.width * scale}px`;
    this.holder.style.height = `${box.height * scale}px`;
    area.style.height = `${Math.min(window.innerHeight * 0.7, box.height * scale)}px`;
    this.zoom.setOptions({ minScale: Math.min(1, screen / (box.width * scale)) });
  },

  key(e) {
    if (e.target.closest("input, textarea, select, dialog")) return;
    const step = 60 / this.zoom.getScale();
    const moves = { ArrowLeft: [step, 0], ArrowRight: [-step, 0], ArrowUp: [0, step], ArrowDown: [0, -step] };
    if (e.key === "+" || e.key === "=") this.zoom.zoomIn();
    else if (e.key === "-") this.zoom.zoomOut();
    else if (e.key === "0") this.fit();
    else if (moves[e.key] && !e.target.closest("button")) {
      const [dx, dy] = moves[e.key];
      this.zoom.pan(dx, dy, { relative: true });
    } else return;
    e.preventDefault();
  },

  fit() { this.zoom.reset({ animate: false }); },

  // Draw a new SVG, keeping the zoom; `changed` lights what differs from the last picture.
  draw(svg, lightChanges) {
    const before = lightChanges ? this.counterTexts() : null;
    const fresh = !this.holder.firstElementChild;
    this.holder.innerHTML = svg || "<p class='muted'>(this game has no picture)</p>";
    const picture = this.holder.querySelector("svg");
    if (picture) {
      picture.setAttribute("width", "100%");
      picture.setAttribute("height", "100%");
      picture.setAttribute("preserveAspectRatio", "xMidYMid meet");
    }
    for (const node of this.holder.querySelectorAll("[data-sees]")) {
      node.addEventListener("mouseenter", () => this.light(node.dataset.sees.split(" "), "sight"));
      node.addEventListener("mouseleave", () => this.light([], "sight"));
    }
    if (fresh) { this.layout(); this.fit(); }
    if (before) this.lightChanged(before);
  },

  node(id) { return id ? this.holder.querySelector(`[id="${CSS.escape(id)}"]`) : null; },

  // Light the elements with these ids (a counter under a closed stack lights the stack's top).
  light(ids, kind = "lit") {
    for (const node of this.holder.querySelectorAll(`.${kind}`)) node.classList.remove(kind);
    for (const id of ids) {
      let node = this.node(id);
      if (node && node.getAttribute("display") === "none") {
        const stack = node.closest(".stack");
        node = stack ? stack.querySelector(".counter:not([display])") : null;
      }
      if (node) node.classList.add(kind);
    }
  },

  counterTexts() {
    const found = new Map();
    for (const node of this.holder.querySelectorAll(".counter")) found.set(node.id, node.textContent);
    return found;
  },

  // A computer's move, as the viewer can see it: counters that appeared or changed.
  lightChanged(before) {
    const changed = [];
    for (const node of this.holder.querySelectorAll(".counter")) {
      if (before.get(node.id) !== node.textContent) changed.push(node.id);
    }
    this.light(changed, "moved");
    clearTimeout(this.movedTimer);
    this.movedTimer = setTimeout(() => this.light([], "moved"), 4000);
  },

  // A click picks the innermost element that some option names; a stack of several units
  // opens first, so that any unit in it can be picked.
  click(e) {
    if (this.dragged) { this.dragged = false; return; }
    const names = Board.targetNames || new Set();
    const stack = e.target.closest(".stack");
    if (stack && Number(stack.dataset.count) > 1) {
      const inside = [...stack.querySelectorAll(".counter")].filter((c) => names.has(c.id));
      if (inside.length > 1) { this.openStack(inside, e); return; }
    }
    // The innermost named element under the pointer: a unit drawn over an area does not hide
    // the area from a click that wants the area.
    for (const under of document.elementsFromPoint(e.clientX, e.clientY)) {
      let node = under;
      while (node && node !== this.holder && this.holder.contains(node)) {
        if (node.id && names.has(node.id)) { this.onPick(node.id, e); return; }
        node = node.parentElement;
      }
    }
    // Nothing named on top: the one named unit lower in the stack clicked on.
    const lower = stack ? [...stack.querySelectorAll(".counter")].filter((c) => names.has(c.id)) : [];
    this.onPick(lower.length === 1 ? lower[0].id : null, e);
  },

  openStack(counters, e) {
    const menu = document.getElementById("stack-menu");
    menu.replaceChildren(Strife.el("p", { class: "popup-title" }, "Which unit?"),
      ...counters.map((c) => Strife.el("button", { type: "button", onclick: () => { menu.hidden = true; this.onPick(c.id, e); } },
        (c.querySelector("title") || c).textContent)));
    this.place(menu, e);
  },

  place(menu, e) {
    const area = document.getElementById("board-area").getBoundingClientRect();
    menu.hidden = false;
    menu.style.left = `${Math.max(0, Math.min(e.clientX - area.left, area.width - menu.offsetWidth - 8))}px`;
    menu.style.top = `${Math.max(0, Math.min(e.clientY - area.top, area.height - menu.offsetHeight - 8))}px`;
  },

  targetNames: null,
};
