// The replay of a finished game: step through the moves; the board, the status panel and
// each step's events move with it. The game is over, so every secret is shown.
"use strict";

const Replay = {
  ready: false,
  moves: 0,

  show(moves) {
    $("replay").hidden = false;
    const range = $("replay-at");
    range.max = String(moves);
    this.moves = moves;
    if (this.ready) return;
    this.ready = true;
    range.value = String(moves);
    const go = (at) => { range.value = String(Math.max(0, Math.min(this.moves, at))); this.step(Number(range.value)); };
    $("replay-first").onclick = () => go(0);
    $("replay-prev").onclick = () => go(Number(range.value) - 1);
    $("replay-next").onclick = () => go(Number(range.value) + 1);
    $("replay-last").onclick = () => go(this.moves);
    range.oninput = () => go(Number(range.value));
    $("replay-label").textContent = `move ${moves} of ${moves}`;
  },

  async step(at) {
    try {
      const r = await Strife.api(`/api/games/${Game.id}/replay?at=${at}`, {}, Game.token());
      Board.draw(r.svg, false);
      Panel.status(r.presentation.status);
      $("replay-label").textContent = `move ${r.at} of ${r.moves}`;
      $("log").replaceChildren(...r.events.map((e) => {
        const item = Strife.el("li", {}, `${e.move}. ${e.text} `);
        if (e.link) item.append(Cards.anchor(e.link, e.rule));
        return item;
      }));
      $("news").textContent = r.events.length ? `what move ${r.at} did:` : "the position before any move";
      document.body.dataset.replayAt = String(r.at);
    } catch (e) { Game.error(e.message); }
  },
};
