; reverse mode: value_and_grad returns f = 0.0 and a zero gradient (the primal is 1.9358...)
; at x = [-1.3534835968558516, 0.2759444521209775, -0.6559944783261855, -1.4991146572099572], y = [1.4440583735589558, 0.9965386128696023, -0.4035706658446858, 0.32950273543297914], n = 4, a = 0.20358786461172107
declare double @llvm.sqrt.f64(double)
declare double @llvm.trunc.f64(double)

define double @f(ptr %x, ptr %y, i64 %n, double %a) {
entry:
  %t.1 = call ptr @choose.o1(ptr %x, ptr %y, double %a, double %a)
  call void @out.o1(ptr %x, ptr %t.1, i64 %n, double %a)
  %t.2 = fmul double %a, 0xBFE0000000000000
  br label %pre.sum2
pre.sum2:
  br label %head.sum2
head.sum2:
  %i.sum2 = phi i64 [ 0, %pre.sum2 ], [ %i.next.sum2, %latch.sum2 ]
  %acc.sum2 = phi double [ %t.2, %pre.sum2 ], [ %acc.next.sum2, %latch.sum2 ]
  %t.3 = icmp slt i64 %i.sum2, %n
  br i1 %t.3, label %body.sum2, label %exit.sum2
body.sum2:
  %p.4 = getelementptr inbounds double, ptr %y, i64 %i.sum2
  %t.5 = load double, ptr %p.4
  %t.6 = sitofp i64 %i.sum2 to double
  %t.7 = fmul double %t.6, 0x3FD0000000000000
  %t.8 = fadd double %t.7, 0x3FF0000000000000
  %t.9 = fmul double %t.5, %t.8
  %t.10 = fadd double %acc.sum2, %t.9
  %acc.next.sum2 = fadd double %t.10, 0x8000000000000000
  br label %latch.sum2
latch.sum2:
  %i.next.sum2 = add nuw nsw i64 %i.sum2, 1
  br label %head.sum2
exit.sum2:
  ret double %acc.sum2
}

define internal void @out.o1(ptr %src, ptr %dst, i64 %n, double %s) #0 {
entry:
  br label %pre.l
pre.l:
  br label %head.l
head.l:
  %i.l = phi i64 [ 0, %pre.l ], [ %i.next.l, %latch.l ]
  %acc.l = phi double [ 0x0000000000000000, %pre.l ], [ %acc.next.l, %latch.l ]
  %t.1 = icmp slt i64 %i.l, %n
  br i1 %t.1, label %body.l, label %exit.l
body.l:
  %p.2 = getelementptr inbounds double, ptr %src, i64 %i.l
  %t.3 = load double, ptr %p.2
  %p.4 = getelementptr inbounds double, ptr %dst, i64 %i.l
  %t.5 = load double, ptr %p.4
  %t.6 = call double @llvm.trunc.f64(double %t.5)
  %t.7 = fmul double %t.5, 0x3FE0000000000000
  %t.8 = fmul double %t.6, %t.6
  %t.9 = fadd double %t.8, 0x3FF0000000000000
  %t.10 = call double @llvm.sqrt.f64(double %t.9)
  %t.11 = fdiv double %t.6, %t.10
  %t.12 = fmul double %t.11, 0x3FF0000000000000
  %t.13 = fadd double %t.7, %t.12
  store double %t.13, ptr %p.4
  %acc.next.l = fadd double %acc.l, 0x8000000000000000
  br label %latch.l
latch.l:
  %i.next.l = add nuw nsw i64 %i.l, 1
  br label %head.l
exit.l:
  ret void
}

define internal ptr @choose.o1(ptr %p, ptr %q, double %u, double %v) #0 {
entry:
  %t.1 = fcmp olt double %u, %v
  %t.2 = select i1 %t.1, ptr %p, ptr %q
  ret ptr %t.2
}

attributes #0 = { noinline nounwind }
