; both modes drop the derivative of the store in @square, which writes through the pointer @choose
; returned: at x = [3], y = [5], a = 1 (f = x + y^2): reverse gives d/dx = 1, d/dy = 1 (expected 1, 10)
; and the tangent along dy = 1 is 1 (expected 10); at a = -1 (f = x^2 + y): d/dx = 1 (expected 6)
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
