"""The games that ship with Strife, one package each.

`strife.games()` lists the registered game ids. Importing any game (`strife.games.power`)
makes Python bind the name `strife.games` to this package, hiding that function; so this
package is callable too and gives the same list, whichever is bound.
"""

from __future__ import annotations

import sys
import types


class _CallablePackage(types.ModuleType):
    def __call__(self) -> list[str]:
        from strife.core.registry import game_ids

        return game_ids()


sys.modules[__name__].__class__ = _CallablePackage
