"""The rules of Civil Disorder as pure functions over explicit inputs and the dice."""
