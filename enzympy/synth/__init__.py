"""The synthesiser's stages, one module each (docs/ARCHITECTURE.md is the map).

Reverse mode (wired by `enzympy.reverse`): `checks` -> `plan` -> `tape` -> `augmented` ->
`cfg_reverse` with `adjoints` and `primals`. Forward mode (wired by `enzympy.forward`):
`pointer_shadows`, `forward_activity`, then `tangents`, `forward_memory`, `forward_calls`
per instruction. Shared: `values`, `clone`, `shadow_globals`, and the rule-term loop and
call-rule lookup in `adjoints`.
"""
