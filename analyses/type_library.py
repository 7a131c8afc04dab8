"""What library functions without a body take and return, as type trees (data for
`type_analysis`): allocators, C's string and stdio functions that take char pointers, libm's
functions that write through pointers, Numba's runtime."""

_I, _P = "{[-1]:Integer}", "{[-1]:Pointer}"
_STR = "{[-1]:Pointer, [-1,-1]:Integer}"
_PD, _PF = "{[-1]:Pointer, [-1,0]:Float@double}", "{[-1]:Pointer, [-1,0]:Float@float}"
_PI, _PP = "{[-1]:Pointer, [-1,0]:Integer}", "{[-1]:Pointer, [-1,0]:Pointer}"

# name -> (result tree, argument trees); float arguments and results need no entry (the LLVM
# types say it), so libm's double->double functions are covered without one.
LIBRARY = {
    "malloc": (_P, [_I]), "calloc": (_P, [_I, _I]), "realloc": (_P, [_P, _I]),
    "aligned_alloc": (_P, [_I, _I]), "posix_memalign": (_I, [_PP, _I, _I]),
    "_Znwm": (_P, [_I]), "_Znam": (_P, [_I]), "free": (None, [_P]),
    "_ZdlPv": (None, [_P]), "_ZdaPv": (None, [_P]), "_ZdlPvm": (None, [_P, _I]),
    "memset": (_P, [_P, _I, _I]), "strlen": (_I, [_STR]),
    "printf": (_I, [_STR]), "puts": (_I, [_STR]), "fprintf": (_I, [_P, _STR]),
    "sprintf": (_I, [_STR, _STR]), "snprintf": (_I, [_STR, _I, _STR]), "putchar": (_I, [_I]),
    "frexp": (None, [None, _PI]), "frexpf": (None, [None, _PI]),
    "modf": (None, [None, _PD]), "modff": (None, [None, _PF]),
    "sincos": (None, [None, _PD, _PD]), "sincosf": (None, [None, _PF, _PF]),
    "lgamma_r": (None, [None, _PI]), "remquo": (None, [None, None, _PI]),
    "NRT_MemInfo_alloc_safe_aligned": (_P, [_I, _I]), "NRT_MemInfo_alloc_aligned": (_P, [_I, _I]),
    "NRT_MemInfo_new_varsize": (_P, [_I]), "NRT_MemInfo_new_varsize_dtor": (_P, [_I, _P]),
    "NRT_Allocate": (_P, [_I]), "NRT_Free": (None, [_P]),
    "NRT_incref": (None, [_P]), "NRT_decref": (None, [_P]),
}
