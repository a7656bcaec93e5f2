"""What people see of Crisis 2000: views, the map drawn, saving and loading."""
