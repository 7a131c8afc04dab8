; reverse mode drops the adjoint of atomicrmw fadd's value operand: at x = [0.5], a = 2
; value_and_grad gives d/da = 0 (expected 1; d/dx[0] = 1 is right); forward mode refuses atomicrmw
define double @f(ptr %x, double %a) {
entry:
  %old = atomicrmw fadd ptr %x, double %a monotonic, align 8
  %v = load double, ptr %x
  ret double %v
}
