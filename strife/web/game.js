// The one game page for every game: it holds the seat, listens for new positions, and turns
// clicks on the board or the option list into moves. It shows only what the server sent for
// the seat whose token it used.
"use strict";

const $ = (id) => document.getElementById(id);

const Game = {
  id: decodeURIComponent(location.pathname.split("/").pop()),
  seat: null,       // { name, token } in use; null for a spectator
  payload: null,
  log: [],          // events so far, as sent
  selected: [],     // board elements clicked so far, in order
  socket: null,
  handoff: false,
  deadline: null,   // when the turn timer runs out (ms since the epoch), if there is one
  resultShown: false,

  token() { return this.seat ? this.seat.token : null; },
  error(text) {
    $("error").replaceChildren(text || "");
    const link = text ? Cards.forText(text) : null;
    if (link) $("error").append(" ", Cards.anchor(link, "the rule"));
  },

  // -- seats: a link's token, and the ones this browser already holds ----------------------

  async adoptLinkToken() {
    const match = location.hash.match(/t=([A-Za-z0-9_-]+)/);
    if (!match) return;
    history.replaceState(null, "", location.pathname);   // the secret leaves the address bar
    try {
      const me = await Strife.api(`/api/games/${this.id}/me`, {}, match[1]);
      Strife.keep(this.id, { [me.side || "umpire"]: match[1] });
    } catch (e) { this.error(e.message); }
  },

  held() { return Object.entries(Strife.seatsOf(this.id)).map(([name, token]) => ({ name, token })); },

  // In hotseat play the seat that must act next takes the screen, after a hand-off.
  seatToShow(payload) {
    const held = this.held();
    if (!held.length) return null;
    const waiting = payload && payload.decision ? payload.decision.sides : [];
    const mine = (s) => held.find((h) => h.name === s);
    if (this.seat && (waiting.includes(this.seat.name) || !waiting.some(mine))) return this.seat;
    return held.find((h) => waiting.includes(h.name)) || this.seat || held[0];
  },

  async useSeat(seat, withHandoff) {
    if (withHandoff && this.seat && seat && seat.name !== this.seat.name) {
      this.handoff = true;
      for (const id of ["board", "options", "log", "status", "hand", "composing-rows"]) $(id).replaceChildren();
      $("handoff-text").textContent = `Hand over to ${Strife.side(seat.name)}. ${Strife.side(this.seat.name)}, look away.`;
      $("handoff").hidden = false;
      await new Promise((resolve) => { $("handoff-ready").onclick = resolve; });
      $("handoff").hidden = true;
      this.handoff = false;
    }
    this.seat = seat;
    this.log = [];
    this.selected = [];
    $("who").textContent = seat ? `playing as ${Strife.side(seat.name)}` : "spectating";
    this.connect();
  },

  // -- live updates -------------------------------------------------------------------------

  connect() {
    if (this.socket) { this.socket.onclose = null; this.socket.close(); }
    const scheme = location.protocol === "https:" ? "wss" : "ws";
    const socket = new WebSocket(`${scheme}://${location.host}/ws/games/${this.id}`);
    this.socket = socket;
    socket.onopen = () => socket.send(JSON.stringify({ token: this.token(), since: 0 }));
    socket.onmessage = (message) => {
      const data = JSON.parse(message.data);
      if (data.type === "error") this.error(data.error);
      else if (data.type === "game") this.receive(data.game);
    };
    socket.onclose = () => { if (this.socket === socket) setTimeout(() => this.connect(), 1000); };
  },

  async receive(payload) {
    if (this.handoff) return;
    const next = this.seatToShow(payload);
    if (next && this.seat && next.name !== this.seat.name) { await this.useSeat(next, true); return; }
    const before = this.payload;
    this.log = this.log.filter((e) => e.move <= payload.events_since).concat(payload.events);
    this.payload = payload;
    if (!before || before.move !== payload.move) this.selected = [];
    // A move made by someone else is lit on the board as it happens.
    const others = before && payload.move > before.move && !payload.events.some((e) => this.seat && e.side === this.seat.name);
    this.draw(others);
  },

  // -- drawing ------------------------------------------------------------------------------

  draw(lightChanges) {
    const p = this.payload;
    $("title").textContent = `${p.title}: ${p.scenario_title}`;
    document.body.dataset.move = String(p.move);
    document.body.dataset.mine = String(Boolean(p.decision && p.decision.mine));
    Board.targetNames = new Set(p.options.flatMap((o) => o.targets));
    Board.draw(p.svg, lightChanges);
    Panel.draw(p, this);
    Panel.thinking(p);
    this.drawChoices();
    const seen = this.seat ? Strife.lastSeen(this.id, this.seat.name) : p.move;
    Panel.log(this.log, seen);
    if (this.seat) setTimeout(() => Strife.setSeen(this.id, this.seat.name, p.move), 3000);
    $("export").hidden = !(p.finished || p.role === "umpire");
    if (p.finished) { Replay.show(p.move); this.showResult(p); }
    this.deadline = p.seconds_left == null ? null : Date.now() + p.seconds_left * 1000;
    this.showTimer();
  },

  // The options the board selection leaves, the lit places it can go on to, the list.
  drawChoices() {
    const p = this.payload;
    const { matches, next } = this.matching();
    const shown = this.selected.length ? matches : p.options;
    $("selection").textContent = this.selected.length
      ? `Picked on the board: ${this.selected.join(" → ")}. Lit places show where it can go; click empty ground or press Escape to start again.`
      : (p.options.length ? "Click a unit or a place on the board, or choose below." : "");
    Panel.options(p, this.selected, shown);
    Board.light(this.selected, "selected");
    // Before any click: lightly mark what can be picked; after: where the pick can go on to.
    Board.baseLit = this.selected.length ? next : [];
    Board.light(Board.baseLit, "lit");
    Board.light(this.selected.length ? [] : next, "can");
  },

  // Options whose targets begin with the clicked elements, in order (or hold them all).
  matching() {
    const p = this.payload;
    const sel = this.selected;
    const usable = p.options.filter((o) => !o.take_back && o.targets.length);
    let matches = usable.filter((o) => sel.every((t, i) => o.targets[i] === t));
    if (!matches.length) matches = usable.filter((o) => sel.every((t) => o.targets.includes(t)));
    const next = [...new Set(matches.filter((o) => o.targets.length > sel.length).map((o) => o.targets[sel.length]))];
    return { matches, next };
  },

  showTimer() {
    const left = this.deadline == null ? null : Math.max(0, Math.round((this.deadline - Date.now()) / 1000));
    $("timer").textContent = left == null ? "" : `Time left for this move: ${left} s`;
  },

  showResult(p) {
    if (this.resultShown || !p.outcome) return;
    this.resultShown = true;
    const text = (p.presentation && p.presentation.result) || "The game is over.";
    $("result-text").textContent = text;
    $("result-scores").replaceChildren(...Object.entries(p.outcome.scores || {}).map(([side, score]) =>
      Strife.el("tr", {}, Strife.el("th", {}, Strife.side(side) + (p.outcome.winners.includes(side) ? " (winner)" : "")), Strife.el("td", {}, String(score)))));
    $("result").returnValue = "";
    $("result").showModal();
    $("result").onclose = () => {
      if ($("result").returnValue === "replay") { Replay.step(0); $("replay-at").value = "0"; }
      if ($("result").returnValue === "export") this.exportRecord();
    };
  },

  // -- acting -------------------------------------------------------------------------------

  pick(id, event) {
    const p = this.payload;
    $("choice-menu").hidden = true;
    if (!p || !p.decision || !p.decision.mine) return;
    if (!id) { this.selected = []; this.drawChoices(); return; }
    this.selected = [...this.selected, id];
    let { matches } = this.matching();
    if (!matches.length) { this.selected = [id]; matches = this.matching().matches; }
    if (!matches.length) { this.selected = []; this.drawChoices(); return; }
    const exact = matches.filter((o) => o.targets.length === this.selected.length);
    if (exact.length === matches.length) {
      if (exact.length === 1) { this.choose(exact[0]); return; }
      this.offer(exact, event);   // several moves between the same places: which one?
    }
    this.drawChoices();
  },

  // A small menu at the click when several options fit it exactly.
  offer(options, event) {
    const menu = $("choice-menu");
    menu.replaceChildren(Strife.el("p", { class: "popup-title" }, "Which one?"),
      ...options.map((o) => Strife.el("button", { type: "button", class: "option", onclick: () => { menu.hidden = true; this.choose(o); } }, o.label)));
    Board.place(menu, event);
  },

  async choose(option) {
    this.error("");
    this.selected = [];
    if (option.confirm && !(await this.confirm(option.confirm))) { this.drawChoices(); return; }
    const p = this.payload;
    try {
      await Strife.api(`/api/games/${this.id}/moves`, {
        method: "POST", body: JSON.stringify({ action: option.action, at: p.move }),
      }, this.token());
      if (!this.socket || this.socket.readyState !== WebSocket.OPEN) this.refetch();
    } catch (e) {
      this.error(e.message);
      if (e.status === 409) this.refetch();
    }
  },

  confirm(question) {
    $("confirm-text").textContent = question;
    $("confirm").returnValue = "";
    $("confirm").showModal();
    return new Promise((resolve) => { $("confirm").onclose = () => resolve($("confirm").returnValue === "yes"); });
  },

  async refetch() {
    const payload = await Strife.api(`/api/games/${this.id}`, {}, this.token());
    this.log = [];
    this.receive({ ...payload, events_since: 0 });
  },

  // The record holds every secret and the seed: the server gives it to the umpire while the
  // game runs, and to anyone once it is over.
  async exportRecord() {
    try {
      const record = await Strife.api(`/api/games/${this.id}/record`, {}, this.token());
      const link = Strife.el("a", {
        href: URL.createObjectURL(new Blob([JSON.stringify(record, null, 1)], { type: "application/json" })),
        download: `strife-${this.id}.json`,
      });
      link.click();
    } catch (e) { this.error(e.message); }
  },

  async main() {
    Board.init((id, event) => this.pick(id, event));
    $("export-record").addEventListener("click", () => this.exportRecord());
    document.addEventListener("keydown", (e) => {
      if (e.key === "Escape") { this.selected = []; $("choice-menu").hidden = true; $("stack-menu").hidden = true; if (this.payload) this.drawChoices(); }
    });
    setInterval(() => this.showTimer(), 1000);
    window.addEventListener("hashchange", () => location.reload());
    await this.adoptLinkToken();
    const first = this.held();
    let seat = first[0] || null;
    if (first.length > 1) {
      try { seat = this.seatToShow(await Strife.api(`/api/games/${this.id}`, {}, first[0].token)) || seat; } catch (e) { /* shown later */ }
    }
    const catalog = Strife.api(`/api/games/${this.id}`, {}, seat ? seat.token : null).then((g) => Cards.load(g.game)).catch(() => {});
    await this.useSeat(seat, false);
    await catalog;
  },
};

// For tests and the curious: what this page was sent (its own seat's data only).
window.strifeOptions = () => (Game.payload ? Game.payload.options : []);
window.strifeView = () => (Game.payload ? Game.payload.view : null);
window.strifePresentation = () => (Game.payload ? Game.payload.presentation : null);
window.strifeSelected = () => Game.selected.slice();
Game.main();
