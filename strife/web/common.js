// Shared by the lobby and the game page: the API and the seat tokens kept in this browser.
"use strict";

const Strife = {
  async api(path, options = {}, token = null) {
    const headers = { "Content-Type": "application/json" };
    if (token) headers["X-Strife-Token"] = token;
    const response = await fetch(path, { ...options, headers });
    let body = null;
    try { body = await response.json(); } catch (e) { body = null; }
    if (!response.ok) {
      const error = new Error((body && body.error) || `HTTP ${response.status}`);
      error.status = response.status;
      throw error;
    }
    return body;
  },
  // { gameId: { side-or-"umpire": token } } in localStorage: the browser's seats.
  seats() {
    try { return JSON.parse(localStorage.getItem("strife:seats") || "{}"); } catch (e) { return {}; }
  },
  seatsOf(gameId) { return this.seats()[gameId] || {}; },
  keep(gameId, tokens) {
    const all = this.seats();
    all[gameId] = { ...(all[gameId] || {}), ...tokens };
    localStorage.setItem("strife:seats", JSON.stringify(all));
  },
  lastSeen(gameId, seat) { return Number(localStorage.getItem(`strife:seen:${gameId}:${seat}`) || 0); },
  setSeen(gameId, seat, move) { localStorage.setItem(`strife:seen:${gameId}:${seat}`, String(move)); },
  // A side as people name it: "rebel" is the Rebel, "yellow" Yellow (sides are ids).
  side(name) { return name ? name.charAt(0).toUpperCase() + name.slice(1).replace(/_/g, " ") : ""; },
  el(tag, attrs = {}, ...children) {
    const node = document.createElement(tag);
    for (const [k, v] of Object.entries(attrs)) {
      if (k === "onclick") node.addEventListener("click", v); else node.setAttribute(k, v);
    }
    for (const child of children) node.append(child);
    return node;
  },
};
