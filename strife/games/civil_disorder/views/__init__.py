"""What people see of Civil Disorder: so far the table drawn to scale."""
