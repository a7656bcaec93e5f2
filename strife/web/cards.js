// Rules at hand: the game's reference cards (unit chart, tables, sequence of play, rules) in
// a dialog; events, status rows and refusals link to the section of the rule they apply.
"use strict";

const Cards = {
  cards: [],

  async load(gameId) {
    try { this.cards = await Strife.api(`/api/catalog/${encodeURIComponent(gameId)}/cards`); } catch (e) { this.cards = []; }
    $("open-cards").hidden = !this.cards.length;
    $("open-cards").onclick = () => this.open(this.cards.length ? `${this.cards[0].id}#0` : null);
  },

  // A small "§ rule" link that opens the card at that section.
  anchor(link, text) {
    return Strife.el("a", { href: "#", class: "rule-link", title: `the rule: ${text}`, "aria-label": `the rule: ${text}`,
      onclick: (e) => { e.preventDefault(); this.open(link); } }, "§");
  },

  // A refusal's text names its rule first ("Command Rules: ..."): link it if a card has it.
  forText(text) {
    for (const card of this.cards) {
      for (const [i, s] of card.sections.entries()) {
        if (s.rule && text.toLowerCase().startsWith(s.rule.toLowerCase())) return `${card.id}#${i}`;
      }
    }
    return null;
  },

  open(link) {
    const [cardId, section] = (link || "").split("#");
    const card = this.cards.find((c) => c.id === cardId) || this.cards[0];
    if (!card) return;
    $("card-tabs").replaceChildren(...this.cards.map((c) => Strife.el("button", {
      type: "button", class: c === card ? "current" : "", onclick: () => this.open(`${c.id}#0`) }, c.title)));
    $("card-body").replaceChildren(...card.sections.map((s, i) => {
      const part = Strife.el("section", { id: `card-${card.id}-${i}`, class: String(i) === section ? "wanted" : "" },
        Strife.el("h3", {}, s.heading));
      if (s.text) part.append(Strife.el("p", {}, s.text));
      if (s.table.length) part.append(table(s.table));
      return part;
    }));
    if (!$("cards").open) $("cards").showModal();
    const wanted = document.getElementById(`card-${card.id}-${section}`);
    if (wanted) wanted.scrollIntoView({ block: "start" });
  },
};

function table(rows) {
  const [head, ...body] = rows;
  return Strife.el("table", { class: "chart" },
    Strife.el("thead", {}, Strife.el("tr", {}, ...head.map((h) => Strife.el("th", {}, h)))),
    Strife.el("tbody", {}, ...body.map((r) => Strife.el("tr", {}, ...r.map((c) => Strife.el("td", {}, c))))));
}
