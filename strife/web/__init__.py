"""The browser client: static HTML, JS and CSS, served by strife.server (no build step)."""
