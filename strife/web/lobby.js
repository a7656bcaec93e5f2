// The lobby: start any scenario, see the games (mine, open, being played, finished) with
// their seats, whose turn, times and status, join open seats, import a record.
"use strict";

let catalog = [];
let games = [];
let filter = "mine";
const $ = (id) => document.getElementById(id);

function currentGame() { return catalog.find((g) => g.id === $("game").value); }
function currentScenario() {
  const game = currentGame();
  return game && game.scenarios.find((s) => s.id === $("scenario").value);
}

function fillScenarios() {
  const game = currentGame();
  $("scenario").replaceChildren(...game.scenarios.map((s) => Strife.el("option", { value: s.id }, s.title)));
  fillSeats();
}

function fillSeats() {
  const game = currentGame();
  const scenario = currentScenario();
  $("summary").textContent = `${game.summary} ${scenario.summary}`;
  const kinds = [["human", "me (this browser)"], ["open", "open: anyone may join"]];
  if (game.has_heuristic) kinds.push(["heuristic", "computer: heuristic player"]);
  for (const agent of game.agents) kinds.push([agent, `computer: ${agent}`]);
  $("seat-choices").replaceChildren(...scenario.sides.map((side, index) => {
    const select = Strife.el("select", { "data-side": side, id: `seat-${side}` },
      ...kinds.map(([value, text]) => Strife.el("option", { value }, text)));
    if (index > 0) select.value = game.has_heuristic ? "heuristic" : "random";
    return Strife.el("div", { class: "seat-row" }, Strife.el("label", { for: `seat-${side}` }, Strife.side(side)), select);
  }));
  $("options-box").hidden = !scenario.options.length;
  $("option-choices").replaceChildren(...scenario.options.map((o) => Strife.el("div", { class: "option-row" },
    Strife.el("label", { for: `option-${o.name}` }, `${o.label || o.name} `, optionInput(o)),
    Strife.el("span", { class: "help" }, o.summary))));
}

// An option's input: a list for a fixed set of choices, a box to tick for yes/no, else text.
function optionInput(o) {
  const common = { "data-option": o.name, "data-type": typeof o.default, id: `option-${o.name}` };
  if (o.choices && o.choices.length) {
    const select = Strife.el("select", common,
      ...o.choices.map((c) => Strife.el("option", { value: String(c) }, String(c) === "" ? "(none)" : String(c))));
    select.value = String(o.default ?? "");
    return select;
  }
  if (typeof o.default === "boolean") {
    const box = Strife.el("input", { ...common, type: "checkbox" });
    box.checked = o.default;
    return box;
  }
  const type = typeof o.default === "number" ? "number" : "text";
  return Strife.el("input", { ...common, type, value: String(o.default ?? "") });
}

function readOptions() {
  const options = {};
  for (const input of document.querySelectorAll("[data-option]")) {
    const raw = input.value;
    if (input.type === "checkbox") options[input.dataset.option] = input.checked;
    else options[input.dataset.option] = input.dataset.type === "number" ? Number(raw) : raw;
  }
  return options;
}

async function create() {
  $("error").textContent = "";
  const seats = {};
  for (const select of document.querySelectorAll("[data-side]")) seats[select.dataset.side] = select.value;
  try {
    const made = await Strife.api("/api/games", { method: "POST", body: JSON.stringify({
      game: $("game").value, scenario: $("scenario").value, seats, options: readOptions(),
      umpire: $("umpire").checked, turn_seconds: Number($("turn-seconds").value || 0),
    }) });
    afterCreate(made);
  } catch (e) { $("error").textContent = e.message; }
}

function afterCreate(made) {
  Strife.keep(made.id, made.tokens);
  const links = Object.entries(made.links).map(([side, link]) => Strife.el("div", {},
    `${Strife.side(side)}'s private link (give it only to ${Strife.side(side)}): `,
    Strife.el("input", { readonly: "", value: location.origin + link })));
  $("created").replaceChildren(
    Strife.el("p", {}, Strife.el("a", { href: `/play/${made.id}`, id: "play-link" }, "Play now")), ...links);
  refresh();
}

async function importRecord() {
  $("error").textContent = "";
  try {
    const record = JSON.parse($("record").value);
    afterCreate(await Strife.api("/api/import", { method: "POST", body: JSON.stringify({ record }) }));
  } catch (e) { $("error").textContent = e.message; }
}

function when(seconds) {
  if (!seconds) return "";
  const ago = Math.round(Date.now() / 1000 - seconds);
  if (ago < 60) return "just now";
  if (ago < 3600) return `${Math.round(ago / 60)} min ago`;
  if (ago < 86400) return `${Math.round(ago / 3600)} h ago`;
  return new Date(seconds * 1000).toLocaleDateString();
}

function shown() {
  const mine = Strife.seats();
  if (filter === "mine") return games.filter((g) => mine[g.id]);
  if (filter === "open") return games.filter((g) => g.open_seats.length && !g.finished);
  if (filter === "running") return games.filter((g) => !g.finished);
  if (filter === "finished") return games.filter((g) => g.finished);
  return games;
}

function drawGames() {
  const mine = Strife.seats();
  const rows = shown().map((g) => {
    const held = mine[g.id] ? Object.keys(mine[g.id]) : [];
    const seats = g.seats.map((s) => `${Strife.side(s.side)}: ${held.includes(s.side) ? "you" : s.kind === "computer" ? "computer" : s.kind === "open" ? "open" : "a player"}`).join(", ");
    const turn = g.finished ? (g.winners.length ? `won by ${g.winners.join(" and ")}` : "a draw") : g.turn.join(", ");
    const join = g.open_seats.filter(() => !g.finished).map((side) =>
      Strife.el("button", { type: "button", onclick: () => join_(g.id, side) }, `join as ${Strife.side(side)}`));
    return Strife.el("tr", {},
      Strife.el("td", {}, Strife.el("a", { href: `/play/${g.id}` }, `${g.title}: ${g.scenario_title || g.scenario}`), g.damaged ? ` (cannot be played: ${g.damaged})` : g.move === null ? "" : ` (move ${g.move})`),
      Strife.el("td", {}, seats, ...join),
      Strife.el("td", {}, turn),
      Strife.el("td", {}, when(g.created)),
      Strife.el("td", {}, when(g.moved) || "no move yet"),
      Strife.el("td", { class: `status-${g.status.replace(" ", "-")}` }, g.status));
  });
  $("game-rows").replaceChildren(...rows);
  $("no-games").hidden = rows.length > 0;
  for (const b of document.querySelectorAll("#filters button")) b.classList.toggle("current", b.dataset.filter === filter);
}

async function refresh() {
  try { games = await Strife.api("/api/games"); } catch (e) { return; }
  drawGames();
}

async function join_(gameId, side) {
  try {
    const made = await Strife.api(`/api/games/${gameId}/claim`, { method: "POST", body: JSON.stringify({ side }) });
    Strife.keep(gameId, made.tokens);
    location.href = `/play/${gameId}`;
  } catch (e) { $("error").textContent = e.message; }
}

async function main() {
  catalog = await Strife.api("/api/catalog");
  $("game").replaceChildren(...catalog.map((g) => Strife.el("option", { value: g.id }, g.title)));
  $("game").addEventListener("change", fillScenarios);
  $("scenario").addEventListener("change", fillSeats);
  $("create").addEventListener("click", create);
  $("import").addEventListener("click", importRecord);
  for (const b of document.querySelectorAll("#filters button")) b.addEventListener("click", () => { filter = b.dataset.filter; drawGames(); });
  if (catalog.length) fillScenarios();
  await refresh();
  if (!shown().length && games.length) { filter = "all"; drawGames(); }
  setInterval(refresh, 5000);
}
main();
