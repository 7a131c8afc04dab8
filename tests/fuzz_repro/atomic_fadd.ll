define double @f(ptr %x, double %a) {
entry:
  %old = atomicrmw fadd ptr %x, double %a monotonic, align 8
  %v = load double, ptr %x
  ret double %v
}
