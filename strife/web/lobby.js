// The lobby: start any scenario, see my games, join open ones, spectate, import a record.
"use strict";

let catalog = [];
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
  if (game.has_heuristic) kinds.push(["heuristic", "computer: heuristic"]);
  for (const agent of game.agents) kinds.push([agent, `computer: ${agent}`]);
  $("seat-choices").replaceChildren(...scenario.sides.map((side, index) => {
    const select = Strife.el("select", { "data-side": side, id: `seat-${side}` },
      ...kinds.map(([value, text]) => Strife.el("option", { value }, text)));
    if (index > 0) select.value = game.has_heuristic ? "heuristic" : "random";
    return Strife.el("div", {}, Strife.el("label", {}, `${side}: `, select));
  }));
  $("option-choices").replaceChildren(...scenario.options.map((o) => Strife.el("div", {},
    Strife.el("label", { title: o.summary }, `${o.name}: `, optionInput(o)),
    Strife.el("span", { class: "muted" }, ` ${o.summary}`))));
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
  return Strife.el("input", { ...common, value: String(o.default ?? "") });
}

function readOptions() {
  const options = {};
  for (const input of document.querySelectorAll("[data-option]")) {
    const type = input.dataset.type;
    const raw = input.value;
    if (input.type === "checkbox") options[input.dataset.option] = input.checked;
    else options[input.dataset.option] = type === "number" ? Number(raw) : raw;
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
    `${side}'s private link (give it only to ${side}): `,
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

async function refresh() {
  const games = await Strife.api("/api/games");
  const mine = Strife.seats();
  $("my-games").replaceChildren(...games.filter((g) => mine[g.id]).map((g) => Strife.el("li", {},
    Strife.el("a", { href: `/play/${g.id}` }, `${g.title}: ${g.scenario}`),
    ` as ${Object.keys(mine[g.id]).join(", ")}, ${progress(g)}`)));
  $("open-games").replaceChildren(...games.filter((g) => g.open_seats.length && !g.finished).map((g) =>
    Strife.el("li", {}, `${g.title}: ${g.scenario} `, ...g.open_seats.map((side) =>
      Strife.el("button", { onclick: () => join(g.id, side) }, `join as ${side}`)))));
  $("all-games").replaceChildren(...games.map((g) => Strife.el("li", {},
    Strife.el("a", { href: `/play/${g.id}`, target: "_blank" }, `${g.title}: ${g.scenario}`),
    ` ${progress(g)}`)));
}

// How far a game has got, in words: a game that cannot be resumed says why.
function progress(g) {
  if (g.damaged) return `(cannot be played: ${g.damaged})`;
  if (g.move === null) return g.finished ? "(over)" : "(in play)";
  return `move ${g.move}${g.finished ? " (over)" : ""}`;
}

async function join(gameId, side) {
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
  if (catalog.length) fillScenarios();
  refresh();
  setInterval(refresh, 5000);
}
main();
