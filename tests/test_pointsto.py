"""The module-wide points-to analysis that decides which memory may hold derivatives
(analyses/pointsto.py): memory reached through paths the per-function rules did not follow
(a pointer parked in a stack struct and read back, a slot filled by a callee, an indirect
call) is active; memory that only ever holds integers is not."""

from enzympy.analyses.pointsto import memory_classes
from enzympy.ir import ModuleInfo, name_all_values, parse_module

IR = """
declare void @opaque(ptr)

define void @fill(ptr %slot, ptr %data) {
  store ptr %data, ptr %slot
  ret void
}

define double @parked(ptr %x) {
  %s = alloca { ptr, i64 }
  store ptr %x, ptr %s
  %p = load ptr, ptr %s
  %v = load double, ptr %p
  ret double %v
}

define double @through_callee(double %a) {
  %buf = alloca [4 x double]
  %slot = alloca ptr
  call void @fill(ptr %slot, ptr %buf)
  %p = load ptr, ptr %slot
  store double %a, ptr %p
  %v = load double, ptr %buf
  ret double %v
}

define i64 @integers(i64 %n) {
  %a = alloca [4 x i64]
  %h = alloca ptr
  store ptr %a, ptr %h
  %q = load ptr, ptr %h
  store i64 %n, ptr %q
  %r = load i64, ptr %a
  ret i64 %r
}

define void @indirect(ptr %f) {
  %t = alloca [2 x i64]
  call void %f(ptr %t)
  ret void
}
"""


def _classes():
    mod = parse_module(IR)
    name_all_values(mod)
    return memory_classes(ModuleInfo(mod))


def test_pointer_parked_in_a_struct_and_read_back():
    mc = _classes()
    assert mc.active_name("parked", "s")          # holds a pointer to floats
    assert mc.active_name("parked", "x")


def test_slot_filled_by_a_callee():
    mc = _classes()
    assert mc.active_name("through_callee", "buf")
    assert mc.active_name("through_callee", "slot")
    assert mc.param_active("fill", 0) and mc.param_active("fill", 1)


def test_integer_memory_stays_inactive():
    mc = _classes()
    assert not mc.active_name("integers", "a")
    assert not mc.active_name("integers", "h")


def test_memory_given_to_an_unknown_callee_is_assumed_active():
    mc = _classes()
    assert mc.active_name("indirect", "t")
