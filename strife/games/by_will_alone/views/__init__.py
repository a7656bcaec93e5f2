"""What people see: views, the board drawn, the presentation, text, saving."""
