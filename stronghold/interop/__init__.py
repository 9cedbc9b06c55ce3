"""Research interfaces: the games as PettingZoo, OpenSpiel and Gymnasium environments, and
simulations on Ray (docs/interop.md).

Optional: ``pip install -e '.[research]'``. Nothing here is imported by playing; each module
imports its library when it is imported itself. The interfaces reach a game only through the
engine's contract (``state.view(seat)``, ``legal_actions``, the seat-aware ``apply``,
``determinize``) and its declared :meth:`~stronghold.engine.registry.Game.encoding`.
"""
