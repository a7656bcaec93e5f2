"""The rules of By Will Alone, one module per rulebook section (or group of sections)."""
