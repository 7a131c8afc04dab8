; reverse mode gives d/da = NaN (central differences: 0.98462): %t.10 = a - a is 0, acosh(%t.10 * %t.10 + 1)
; has an infinite partial at 1 (not differentiable in %t.10 there), so the adjoint of %t.41 = %t.10 * %t.10
; is infinite and its partial 2 * %t.10 is 0: inf * 0, as in JAX and Enzyme. ENZYMPY_STRONG_ZERO=1 makes it 0.
declare double @acosh(double)
declare double @llvm.acos.f64(double)
declare double @llvm.sqrt.f64(double)

define double @f(ptr %x, ptr %y, i64 %n, double %a) {
entry:
  %t.1 = fcmp olt double %a, %a
  br i1 %t.1, label %then.br1, label %else.br1
then.br1:
  %t.2 = fmul double %a, %a
  %t.3 = fadd double %t.2, 0x3FF0000000000000
  %t.4 = call double @llvm.sqrt.f64(double %t.3)
  %t.5 = fdiv double %a, %t.4
  %t.6 = fmul double %t.5, 0x3FECCCCCCCCCCCCD
  %t.7 = call double @llvm.acos.f64(double %t.6)
  %p.8 = getelementptr inbounds double, ptr %x, i64 0
  store double %t.7, ptr %p.8
  br label %join.br1
else.br1:
  %t.9 = fsub double %a, %a
  br label %join.br1
join.br1:
  %t.10 = phi double [ %t.7, %then.br1 ], [ %t.9, %else.br1 ]
  br label %pre.arr2
pre.arr2:
  br label %head.arr2
head.arr2:
  %i.arr2 = phi i64 [ 0, %pre.arr2 ], [ %i.next.arr2, %latch.arr2 ]
  %acc.arr2 = phi double [ %a, %pre.arr2 ], [ %acc.next.arr2, %latch.arr2 ]
  %t.11 = icmp slt i64 %i.arr2, %n
  br i1 %t.11, label %body.arr2, label %exit.arr2
body.arr2:
  %p.12 = getelementptr inbounds double, ptr %x, i64 %i.arr2
  %t.13 = load double, ptr %p.12
  %t.14 = add i64 %i.arr2, 1
  %t.15 = urem i64 %t.14, %n
  %t.16 = sub i64 %t.15, %i.arr2
  %t.17 = getelementptr inbounds double, ptr %p.12, i64 %t.16
  %t.18 = load double, ptr %t.17
  %t.19 = fmul double %a, %a
  %t.20 = fadd double %t.19, 0x3FF0000000000000
  %t.21 = call double @llvm.sqrt.f64(double %t.20)
  %t.22 = fdiv double %a, %t.21
  %t.23 = fmul double %t.22, 0x3FECCCCCCCCCCCCD
  %t.24 = call double @llvm.acos.f64(double %t.23)
  %p.25 = getelementptr inbounds double, ptr %x, i64 %i.arr2
  store double %t.24, ptr %p.25
  %t.26 = fmul double %acc.arr2, 0x3FE0000000000000
  %t.27 = fmul double %t.24, %t.24
  %t.28 = fadd double %t.27, 0x3FF0000000000000
  %t.29 = call double @llvm.sqrt.f64(double %t.28)
  %t.30 = fdiv double %t.24, %t.29
  %t.31 = fmul double %t.30, 0x3FF0000000000000
  %t.32 = fadd double %t.26, %t.31
  %acc.next.arr2 = fadd double %t.32, 0x8000000000000000
  br label %latch.arr2
latch.arr2:
  %i.next.arr2 = add nuw nsw i64 %i.arr2, 1
  br label %head.arr2
exit.arr2:
  br label %pre.arr3
pre.arr3:
  br label %head.arr3
head.arr3:
  %i.arr3 = phi i64 [ 0, %pre.arr3 ], [ %i.next.arr3, %latch.arr3 ]
  %acc.arr3 = phi double [ %a, %pre.arr3 ], [ %acc.next.arr3, %latch.arr3 ]
  %t.33 = icmp slt i64 %i.arr3, %n
  br i1 %t.33, label %body.arr3, label %exit.arr3
body.arr3:
  %p.34 = getelementptr inbounds double, ptr %x, i64 %i.arr3
  %t.35 = load double, ptr %p.34
  %t.36 = add i64 %i.arr3, 1
  %t.37 = urem i64 %t.36, %n
  %t.38 = sub i64 %t.37, %i.arr3
  %t.39 = getelementptr inbounds double, ptr %p.34, i64 %t.38
  %t.40 = load double, ptr %t.39
  %t.41 = fmul double %t.10, %t.10
  %t.42 = fadd double %t.41, 0x3FF0000000000000
  %t.43 = call double @acosh(double %t.42)
  %p.44 = getelementptr inbounds double, ptr %x, i64 %i.arr3
  store double %t.43, ptr %p.44
  %t.45 = fmul double %acc.arr3, 0x3FE0000000000000
  %t.46 = fmul double %t.43, %t.43
  %t.47 = fadd double %t.46, 0x3FF0000000000000
  %t.48 = call double @llvm.sqrt.f64(double %t.47)
  %t.49 = fdiv double %t.43, %t.48
  %t.50 = fmul double %t.49, 0x3FF0000000000000
  %t.51 = fadd double %t.45, %t.50
  %acc.next.arr3 = fadd double %t.51, 0x8000000000000000
  br label %latch.arr3
latch.arr3:
  %i.next.arr3 = add nuw nsw i64 %i.arr3, 1
  br label %head.arr3
exit.arr3:
  %t.52 = fmul double %t.10, 0x3FF0000000000000
  %t.53 = fmul double %acc.arr2, 0x3FF0000000000000
  %t.54 = fadd double %t.52, %t.53
  %t.55 = fmul double %acc.arr3, 0x3FF0000000000000
  %t.56 = fadd double %t.54, %t.55
  br label %pre.sum4
pre.sum4:
  br label %head.sum4
head.sum4:
  %i.sum4 = phi i64 [ 0, %pre.sum4 ], [ %i.next.sum4, %latch.sum4 ]
  %acc.sum4 = phi double [ %t.56, %pre.sum4 ], [ %acc.next.sum4, %latch.sum4 ]
  %t.57 = icmp slt i64 %i.sum4, %n
  br i1 %t.57, label %body.sum4, label %exit.sum4
body.sum4:
  %p.58 = getelementptr inbounds double, ptr %y, i64 %i.sum4
  %t.59 = load double, ptr %p.58
  %t.60 = sitofp i64 %i.sum4 to double
  %t.61 = fmul double %t.60, 0x3FD0000000000000
  %t.62 = fadd double %t.61, 0x3FF0000000000000
  %t.63 = fmul double %t.59, %t.62
  %t.64 = fadd double %acc.sum4, %t.63
  %acc.next.sum4 = fadd double %t.64, 0x8000000000000000
  br label %latch.sum4
latch.sum4:
  %i.next.sum4 = add nuw nsw i64 %i.sum4, 1
  br label %head.sum4
exit.sum4:
  ret double %acc.sum4
}

attributes #0 = { noinline nounwind }
