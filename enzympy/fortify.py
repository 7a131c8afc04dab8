"""glibc's checked copies (`-D_FORTIFY_SOURCE`: `__memcpy_chk`, `__memmove_chk`, `__memset_chk`)
given bodies in the working copy: the same check (`__chk_fail`, which aborts, when the size
passes the destination's), then the plain intrinsic, which the derivative knows. They had no
body, so a copy of active memory through them was refused."""

from __future__ import annotations

import re

_BODIES = {
    "__memcpy_chk": ("ptr %d, ptr %s, i64 %n, i64 %len", "call void @llvm.memcpy.p0.p0.i64(ptr %d, ptr %s, i64 %n, i1 false)"),
    "__memmove_chk": ("ptr %d, ptr %s, i64 %n, i64 %len", "call void @llvm.memmove.p0.p0.i64(ptr %d, ptr %s, i64 %n, i1 false)"),
    "__memset_chk": ("ptr %d, i32 %c, i64 %n, i64 %len",
                     "%b = trunc i32 %c to i8\n  call void @llvm.memset.p0.i64(ptr %d, i8 %b, i64 %n, i1 false)"),
}
_INTRINSICS = {"__memcpy_chk": "declare void @llvm.memcpy.p0.p0.i64(ptr, ptr, i64, i1)",
               "__memmove_chk": "declare void @llvm.memmove.p0.p0.i64(ptr, ptr, i64, i1)",
               "__memset_chk": "declare void @llvm.memset.p0.i64(ptr, i8, i64, i1)"}


def rewrite(text: str) -> str:
    """The module text with calls of the checked copies calling bodies of their own."""
    used = [n for n in _BODIES if re.search(rf"call ptr @{n}\(", text)]
    if not used:
        return text
    extra = []
    for n in used:
        text = re.sub(rf"(call ptr )@{n}\(", rf"\1@enzympy.{n}(", text)
        params, copy = _BODIES[n]
        extra.append(f"define internal ptr @enzympy.{n}({params}) {{\n"
                     f"  %over = icmp ugt i64 %n, %len\n  br i1 %over, label %fail, label %ok\n"
                     f"fail:\n  call void @__chk_fail()\n  unreachable\nok:\n  {copy}\n  ret ptr %d\n}}")
        name = _INTRINSICS[n].split("@")[1].split("(")[0]
        if not re.search(rf"^declare [^\n]*@{re.escape(name)}\(", text, re.M):
            extra.append(_INTRINSICS[n])
    if not re.search(r"^declare [^\n]*@__chk_fail\(", text, re.M):
        extra.append("declare void @__chk_fail() noreturn")
    return text + "\n" + "\n".join(extra) + "\n"
