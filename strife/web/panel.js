// The panel beside the board: the prompt, the action being composed, the options in
// groups (the keyboard and screen-reader path), the status, the events. All its words come
// from the game's presentation; it prints no raw field of a view.
"use strict";

const Panel = {
  draw(p, page) {
    const shown = p.presentation || {};
    this.prompt(p, shown, page);
    this.composing(shown.composing, p.options);
    this.status(shown.status, p);
    this.seats(p);
  },

  prompt(p, shown, page) {
    const d = p.decision;
    let head;
    if (!d) head = "Game over";
    else if (d.mine) head = `Your move, ${Strife.side(page.seat.name)}`;
    else head = `Waiting for ${d.sides.map(Strife.side).join(" and ")}`;
    $("prompt").textContent = head;
    $("prompt-help").textContent = !d ? (shown.result || "") : (shown.prompt || d.prompt);
  },

  thinking(p) {
    const t = p.thinking;
    $("thinking").hidden = !t;
    if (!t) return;
    const since = Date.now() - t.seconds * 1000;
    const tick = () => {
      const s = Math.round((Date.now() - since) / 1000);
      $("thinking").textContent = `${t.sides.map(Strife.side).join(" and ")} (computer) thinking… ${s} s`;
    };
    tick();
    clearInterval(this.thinkTimer);
    this.thinkTimer = setInterval(tick, 1000);
  },

  composing(c, options) {
    $("composing").hidden = !c;
    const back = options.find((o) => o.take_back);
    $("take-back").hidden = !back;
    if (back) { $("take-back").textContent = `↶ ${back.label}`; $("take-back").onclick = () => Game.choose(back); }
    if (!c) { if (back) $("composing").hidden = false; $("composing-title").textContent = ""; $("composing-rows").replaceChildren(); return; }
    $("composing-title").textContent = c.title;
    $("composing-rows").replaceChildren(...c.lines.map((r) => row(r.label, r.value, r.link)));
  },

  // Options grouped under plain headings; hovering or focusing one lights its targets.
  options(p, selected, shownOptions) {
    const groups = new Map();
    for (const o of shownOptions) {
      if (!groups.has(o.group)) groups.set(o.group, []);
      groups.get(o.group).push(o);
    }
    const out = [];
    for (const [group, list] of groups) {
      out.push(Strife.el("h3", { class: "group" }, `${group} (${list.length})`));
      const box = Strife.el("div", { class: "group-options" });
      for (const o of list) {
        const button = Strife.el("button", { type: "button", class: "option" + (o.take_back ? " take-back" : ""),
          "data-index": String(o.index), onclick: () => Game.choose(o) }, o.label);
        const lit = () => Board.light(o.targets);
        button.addEventListener("mouseenter", lit);
        button.addEventListener("focus", lit);
        button.addEventListener("mouseleave", () => Board.light(Board.baseLit || []));
        box.append(button);
      }
      out.push(box);
    }
    $("options").replaceChildren(...out);
    $("choices").hidden = !p.options.length;
  },

  status(s, p) {
    if (!s) return;
    $("sequence").replaceChildren(...s.sequence.map((step, i) =>
      Strife.el("li", { class: i === s.current ? "current" : "" }, i === s.current ? `▶ ${step} (now)` : step)));
    $("status").replaceChildren(...s.rows.map((r) => row(r.label, r.value, r.link)));
    $("hand-title").hidden = !s.hand.length;
    $("hand-title").textContent = s.hand_title;
    $("hand").replaceChildren(...s.hand.map((r) => row(r.label, r.value, r.link)));
  },

  seats(p) {
    $("seats").textContent = "Seats: " + p.seats.map((s) =>
      `${Strife.side(s.side)} (${s.kind === "computer" ? "computer" : s.kind === "open" ? "open seat" : "player"})`).join(", ");
  },

  log(events, seen) {
    const fresh = events.filter((e) => e.move > seen).length;
    $("news").textContent = fresh && seen ? `${fresh} events since you were last here (move ${seen})` : "";
    $("log").replaceChildren(...events.map((e) => {
      const item = Strife.el("li", { class: e.move > seen && seen ? "new" : "" }, `${e.move}. ${e.text} `);
      if (e.link) item.append(Cards.anchor(e.link, e.rule));
      return item;
    }));
    $("log").scrollTop = $("log").scrollHeight;
  },
};

function row(label, value, link) {
  const head = Strife.el("th", { scope: "row" }, label);
  const cell = Strife.el("td", {}, value);
  if (link) cell.append(" ", Cards.anchor(link, "rule"));
  return Strife.el("tr", {}, head, cell);
}
