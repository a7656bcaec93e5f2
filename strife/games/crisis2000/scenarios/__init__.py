"""The scenarios of Crisis 2000 (IX): scenario files and setting up."""
