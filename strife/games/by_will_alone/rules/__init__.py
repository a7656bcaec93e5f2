"""The rules of By Will Alone, one module per section or stage of the rulebook."""
