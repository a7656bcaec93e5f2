// The one game page for every game: board, decision, options, status, events, replay.
// It shows only what the server sent for the seat whose token it used.
"use strict";

const $ = (id) => document.getElementById(id);
const gameId = decodeURIComponent(location.pathname.split("/").pop());
const page = {
  seat: null,       // { name, token } in use; null for a spectator
  payload: null,
  log: [],          // events so far, as sent
  selected: [],     // board targets clicked so far
  socket: null,
  handoff: false,
  deadline: null,   // when the turn timer runs out (ms since the epoch), if there is one
};

// -- seats: a link's token, and the ones this browser already holds ------------------------

async function adoptLinkToken() {
  const match = location.hash.match(/t=([A-Za-z0-9_-]+)/);
  if (!match) return;
  const token = match[1];
  history.replaceState(null, "", location.pathname);   // the secret leaves the address bar
  try {
    const me = await Strife.api(`/api/games/${gameId}/me`, {}, token);
    Strife.keep(gameId, { [me.side || "umpire"]: token });
  } catch (e) { showError(e.message); }
}

function heldSeats() {
  return Object.entries(Strife.seatsOf(gameId)).map(([name, token]) => ({ name, token }));
}

// In hotseat play the seat that must act next takes the screen, after a hand-off.
function seatToShow(payload) {
  const held = heldSeats();
  if (!held.length) return null;
  const waiting = payload && payload.decision ? payload.decision.sides : [];
  if (page.seat && (waiting.includes(page.seat.name) || !waiting.some((s) => held.find((h) => h.name === s)))) {
    return page.seat;
  }
  return held.find((h) => waiting.includes(h.name)) || page.seat || held[0];
}

async function useSeat(seat, withHandoff) {
  if (withHandoff && page.seat && seat && seat.name !== page.seat.name) {
    page.handoff = true;
    clearSecrets();
    $("handoff-text").textContent = `Hand over to ${seat.name}. ${page.seat.name}, look away.`;
    $("handoff").hidden = false;
    await new Promise((resolve) => { $("handoff-ready").onclick = resolve; });
    $("handoff").hidden = true;
    page.handoff = false;
  }
  page.seat = seat;
  page.log = [];
  page.selected = [];
  $("who").textContent = seat ? `playing as ${seat.name}` : "spectating (public view)";
  connect();
}

function clearSecrets() {
  for (const id of ["board", "options", "log", "status", "selection"]) $(id).replaceChildren();
}

// -- live updates -------------------------------------------------------------------------

function connect() {
  if (page.socket) { page.socket.onclose = null; page.socket.close(); }
  const scheme = location.protocol === "https:" ? "wss" : "ws";
  const socket = new WebSocket(`${scheme}://${location.host}/ws/games/${gameId}`);
  page.socket = socket;
  socket.onopen = () => socket.send(JSON.stringify({ token: page.seat ? page.seat.token : null, since: 0 }));
  socket.onmessage = (message) => {
    const data = JSON.parse(message.data);
    if (data.type === "error") showError(data.error);
    else if (data.type === "game") receive(data.game);
  };
  socket.onclose = () => { if (page.socket === socket) setTimeout(connect, 1000); };
}

async function receive(payload) {
  if (page.handoff) return;
  const next = seatToShow(payload);
  if (next && page.seat && next.name !== page.seat.name) { await useSeat(next, true); return; }
  page.log = page.log.filter((e) => e.move <= payload.events_since).concat(payload.events);
  page.payload = payload;
  draw();
}

// -- drawing ------------------------------------------------------------------------------

function draw() {
  const p = page.payload;
  $("title").textContent = `${p.title}: ${p.scenario_title}`;
  document.body.dataset.move = String(p.move);
  drawBoard(p.svg);
  drawStatus(p);
  drawDecision(p);
  drawLog(p);
  $("result").hidden = !p.outcome;
  if (p.outcome) drawOutcome(p.outcome);
  $("replay").hidden = !p.finished;
  $("export").hidden = !(p.finished || p.role === "umpire");
  if (p.finished) setUpReplay(p.move);
  page.deadline = p.seconds_left == null ? null : Date.now() + p.seconds_left * 1000;
  showTimer();
}

// The turn timer counts down between updates; the server enforces it.
function showTimer() {
  const left = page.deadline == null ? null : Math.max(0, Math.round((page.deadline - Date.now()) / 1000));
  $("timer").textContent = left == null ? "" : `time left for this move: ${left} s`;
}

function drawBoard(svg) {
  const board = $("board");
  board.innerHTML = svg || "<p class='muted'>(this game has no picture)</p>";
  for (const node of board.querySelectorAll("[data-target]")) {
    if (page.selected.includes(node.dataset.target)) node.classList.add("selected");
  }
  // A counter that carries its line of sight (data-sees) lights up what it sees on hover.
  for (const node of board.querySelectorAll("[data-sees]")) {
    node.addEventListener("mouseenter", () => showSight(node.dataset.sees.split(" ")));
    node.addEventListener("mouseleave", () => showSight([]));
  }
}

function showSight(areas) {
  const board = $("board");
  for (const node of board.querySelectorAll(".sight")) node.classList.remove("sight");
  for (const area of areas) {
    const node = board.querySelector(`[id="${CSS.escape(area)}"]`);
    if (node) node.classList.add("sight");
  }
}

function drawStatus(p) {
  const rows = [["move", p.move]];
  for (const [key, value] of Object.entries(p.view || {})) {
    if (value === null || typeof value !== "object") rows.push([key, String(value)]);
  }
  if (p.view && p.view.scores) rows.push(["scores", JSON.stringify(p.view.scores)]);
  rows.push(["seats", p.seats.map((s) => `${s.side}: ${s.agent || s.kind}`).join(", ")]);
  $("status").replaceChildren(Strife.el("table", { class: "status" },
    ...rows.map(([k, v]) => Strife.el("tr", {}, Strife.el("td", {}, k), Strife.el("td", {}, String(v))))));
}

function matchingOptions(p) {
  return p.options.filter((o) => page.selected.every((t) => o.targets.includes(t)));
}

function drawDecision(p) {
  const d = p.decision;
  $("prompt").textContent = !d ? "Game over" :
    d.mine ? `Your decision (${page.seat.name}): ${d.prompt}` : `Waiting for ${d.sides.join(", ")}: ${d.prompt}`;
  $("selection").textContent = page.selected.length ? `board: ${page.selected.join(" → ")} (click empty space to clear)` : "";
  const shown = matchingOptions(p);
  $("options").replaceChildren(...shown.map((o) => Strife.el("button",
    { "data-index": String(o.index), class: "option", onclick: () => choose(o) }, o.label)));
  for (const node of $("board").querySelectorAll("[data-target]")) {
    if (page.selected.length && shown.some((o) => o.targets.includes(node.dataset.target))) node.classList.add("hint");
  }
}

function drawLog(p) {
  const seen = page.seat ? Strife.lastSeen(gameId, page.seat.name) : p.move;
  const fresh = page.log.filter((e) => e.move > seen).length;
  $("news").textContent = fresh && seen ? `${fresh} events since you were last here (move ${seen})` : "";
  $("log").replaceChildren(...page.log.map((e) =>
    Strife.el("li", { class: e.move > seen && seen ? "new" : "" }, `[${e.move}] ${e.text}`)));
  $("log").scrollTop = $("log").scrollHeight;
  if (page.seat) setTimeout(() => Strife.setSeen(gameId, page.seat.name, p.move), 3000);
}

function drawOutcome(o) {
  const scores = Object.entries(o.scores || {}).map(([s, v]) => `${s} ${v}`).join(", ");
  $("outcome").textContent = `${o.winners.length ? "Winner: " + o.winners.join(", ") : "A draw"}` +
    `${o.level ? ` (${o.level})` : ""}. ${o.reason || ""} ${scores ? "Scores: " + scores : ""}`;
}

// -- acting -------------------------------------------------------------------------------

function clickBoard(event) {
  const p = page.payload;
  const node = event.target.closest("[data-target]");
  if (!p || !p.decision || !p.decision.mine) return;
  if (!node) { page.selected = []; draw(); return; }
  page.selected = [...page.selected, node.dataset.target];
  let shown = matchingOptions(p);
  if (!shown.length) { page.selected = [node.dataset.target]; shown = matchingOptions(p); }
  // One option left that names exactly the clicked places: that is the move.
  const exact = shown.filter((o) => o.targets.length === page.selected.length);
  if (shown.length === 1 && exact.length === 1) { choose(exact[0]); return; }
  if (!shown.length) page.selected = [];
  draw();
}

async function choose(option) {
  showError("");
  const p = page.payload;
  page.selected = [];
  try {
    await Strife.api(`/api/games/${gameId}/moves`, {
      method: "POST", body: JSON.stringify({ action: option.action, at: p.move }),
    }, page.seat.token);
    // The new position comes over the WebSocket; without one, ask for it.
    if (!page.socket || page.socket.readyState !== WebSocket.OPEN) refetch();
  } catch (e) {
    showError(e.message);
    if (e.status === 409) refetch();
  }
}

async function refetch() {
  const token = page.seat ? page.seat.token : null;
  const payload = await Strife.api(`/api/games/${gameId}`, {}, token);
  page.log = [];
  receive({ ...payload, events_since: 0 });
}

// The record holds every secret and the seed: the server gives it to the umpire while the
// game runs, and to anyone once it is over.
async function exportRecord() {
  try {
    const record = await Strife.api(`/api/games/${gameId}/record`, {}, page.seat ? page.seat.token : null);
    const link = Strife.el("a", {
      href: URL.createObjectURL(new Blob([JSON.stringify(record, null, 1)], { type: "application/json" })),
      download: `strife-${gameId}.json`,
    });
    link.click();
  } catch (e) { showError(e.message); }
}

function showError(text) { $("error").textContent = text; }

// -- replay of a finished game ------------------------------------------------------------

let replayReady = false;
function setUpReplay(moves) {
  const range = $("replay-at");
  range.max = String(moves);
  if (replayReady) return;
  replayReady = true;
  range.value = String(moves);
  const go = (at) => { range.value = String(Math.max(0, Math.min(moves, at))); showReplay(Number(range.value)); };
  $("replay-first").onclick = () => go(0);
  $("replay-prev").onclick = () => go(Number(range.value) - 1);
  $("replay-next").onclick = () => go(Number(range.value) + 1);
  $("replay-last").onclick = () => go(moves);
  range.oninput = () => go(Number(range.value));
}

async function showReplay(at) {
  const token = page.seat ? page.seat.token : null;
  try {
    const r = await Strife.api(`/api/games/${gameId}/replay?at=${at}`, {}, token);
    $("board").innerHTML = r.svg || "";
    $("replay-label").textContent = `after move ${r.at} of ${r.moves}`;
    $("replay-events").replaceChildren(...r.events.map((e) => Strife.el("li", {}, e.text)));
  } catch (e) { showError(e.message); }
}

// For tests and the curious: what this page was sent (its own seat's data only).
window.strifeOptions = () => (page.payload ? page.payload.options : []);
window.strifeView = () => (page.payload ? page.payload.view : null);
window.strifeSelected = () => page.selected.slice();

async function main() {
  $("board").addEventListener("click", clickBoard);
  $("export-record").addEventListener("click", exportRecord);
  setInterval(showTimer, 1000);
  // Opening another seat's link in this tab only changes the fragment: take that seat too.
  window.addEventListener("hashchange", () => location.reload());
  await adoptLinkToken();
  const held = heldSeats();
  let first = held[0] || null;
  if (held.length > 1) {
    const token = held[0].token;
    try { first = seatToShow(await Strife.api(`/api/games/${gameId}`, {}, token)) || first; } catch (e) { /* shown below */ }
  }
  await useSeat(first, false);
}
main();
