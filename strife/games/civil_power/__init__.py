"""Civil Power (Brian Train, 2020 edition): Mob against Police in a riot, on square-area
maps, with Fire and Shock combat, Morale Checks, tear gas, barricades and Molotovs."""
