; a noinline helper returns one of its pointer arguments; another writes through it
define internal ptr @choose(ptr %p, ptr %q, double %u, double %v) noinline {
entry:
  %c = fcmp olt double %u, %v
  %r = select i1 %c, ptr %p, ptr %q
  ret ptr %r
}

define internal void @square(ptr %d) noinline {
entry:
  %v = load double, ptr %d
  %v2 = fmul double %v, %v
  store double %v2, ptr %d
  ret void
}

define double @f(ptr %x, ptr %y, double %a) {
entry:
  %p = call ptr @choose(ptr %x, ptr %y, double %a, double 0.0)
  call void @square(ptr %p)
  %vx = load double, ptr %x
  %vy = load double, ptr %y
  %s = fadd double %vx, %vy
  ret double %s
}
