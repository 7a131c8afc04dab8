; found by the long fuzz run: reverse mode gives d f/d y[0] = -1.2328833 where central differences
; give -0.6294414, at x = [0.41088506], y = [-0.69063986], n = 1, a = -1.3770794281914158.
; A loop reads y[i] (its reverse needs that value), then @sfield.st2 overwrites y[i] through the
; pointer held in a stack struct: the reverse pass presumably reads the overwritten y[i]
; (see struct_clobber_hang.ll for a smaller program with the same shape, which hangs instead).
declare double @acosh(double)
declare double @llvm.acos.f64(double)
declare double @llvm.sqrt.f64(double)
declare ptr @malloc(i64)
declare void @free(ptr)

define double @f(ptr %x, ptr %y, i64 %n, double %a) {
entry:
  %t.1 = shl nuw nsw i64 %n, 3
  %m.2 = call noalias ptr @malloc(i64 %t.1)
  br label %pre.m1
pre.m1:
  br label %head.m1
head.m1:
  %i.m1 = phi i64 [ 0, %pre.m1 ], [ %i.next.m1, %latch.m1 ]
  %acc.m1 = phi double [ %a, %pre.m1 ], [ %acc.next.m1, %latch.m1 ]
  %t.3 = icmp slt i64 %i.m1, %n
  br i1 %t.3, label %body.m1, label %exit.m1
body.m1:
  %p.4 = getelementptr inbounds double, ptr %y, i64 %i.m1
  %t.5 = load double, ptr %p.4
  %t.6 = fmul double %t.5, %t.5
  %t.7 = fadd double %t.6, 0x3FF0000000000000
  %t.8 = call double @llvm.sqrt.f64(double %t.7)
  %t.9 = fdiv double %t.5, %t.8
  %t.10 = fmul double %t.9, 0x3FECCCCCCCCCCCCD
  %t.11 = call double @llvm.acos.f64(double %t.10)
  %p.12 = getelementptr inbounds double, ptr %m.2, i64 %i.m1
  store double %t.11, ptr %p.12
  %t.13 = fmul double %acc.m1, 0x3FE0000000000000
  %t.14 = fmul double %t.11, %t.11
  %t.15 = fadd double %t.14, 0x3FF0000000000000
  %t.16 = call double @llvm.sqrt.f64(double %t.15)
  %t.17 = fdiv double %t.11, %t.16
  %t.18 = fmul double %t.17, 0x3FF0000000000000
  %t.19 = fadd double %t.13, %t.18
  %acc.next.m1 = fadd double %t.19, 0x8000000000000000
  br label %latch.m1
latch.m1:
  %i.next.m1 = add nuw nsw i64 %i.m1, 1
  br label %head.m1
exit.m1:
  %s.20 = alloca { ptr, ptr, double }, align 8
  store ptr %x, ptr %s.20
  %t.21 = getelementptr inbounds { ptr, ptr, double }, ptr %s.20, i32 0, i32 1
  store ptr %y, ptr %t.21
  %t.22 = getelementptr inbounds { ptr, ptr, double }, ptr %s.20, i32 0, i32 2
  store double %a, ptr %t.22
  %t.23 = call double @sfield.st2(ptr %s.20, i64 %n)
  %t.24 = fmul double %acc.m1, 0x3FF0000000000000
  %t.25 = fmul double %t.23, 0x3FF0000000000000
  %t.26 = fadd double %t.24, %t.25
  br label %pre.sum3
pre.sum3:
  br label %head.sum3
head.sum3:
  %i.sum3 = phi i64 [ 0, %pre.sum3 ], [ %i.next.sum3, %latch.sum3 ]
  %acc.sum3 = phi double [ %t.26, %pre.sum3 ], [ %acc.next.sum3, %latch.sum3 ]
  %t.27 = icmp slt i64 %i.sum3, %n
  br i1 %t.27, label %body.sum3, label %exit.sum3
body.sum3:
  %p.28 = getelementptr inbounds double, ptr %y, i64 %i.sum3
  %t.29 = load double, ptr %p.28
  %t.30 = sitofp i64 %i.sum3 to double
  %t.31 = fmul double %t.30, 0x3FD0000000000000
  %t.32 = fadd double %t.31, 0x3FF0000000000000
  %t.33 = fmul double %t.29, %t.32
  %t.34 = fadd double %acc.sum3, %t.33
  %acc.next.sum3 = fadd double %t.34, 0x8000000000000000
  br label %latch.sum3
latch.sum3:
  %i.next.sum3 = add nuw nsw i64 %i.sum3, 1
  br label %head.sum3
exit.sum3:
  br label %pre.sum4
pre.sum4:
  br label %head.sum4
head.sum4:
  %i.sum4 = phi i64 [ 0, %pre.sum4 ], [ %i.next.sum4, %latch.sum4 ]
  %acc.sum4 = phi double [ %acc.sum3, %pre.sum4 ], [ %acc.next.sum4, %latch.sum4 ]
  %t.35 = icmp slt i64 %i.sum4, %n
  br i1 %t.35, label %body.sum4, label %exit.sum4
body.sum4:
  %p.36 = getelementptr inbounds double, ptr %m.2, i64 %i.sum4
  %t.37 = load double, ptr %p.36
  %t.38 = sitofp i64 %i.sum4 to double
  %t.39 = fmul double %t.38, 0x3FD0000000000000
  %t.40 = fadd double %t.39, 0x3FF0000000000000
  %t.41 = fmul double %t.37, %t.40
  %t.42 = fadd double %acc.sum4, %t.41
  %acc.next.sum4 = fadd double %t.42, 0x8000000000000000
  br label %latch.sum4
latch.sum4:
  %i.next.sum4 = add nuw nsw i64 %i.sum4, 1
  br label %head.sum4
exit.sum4:
  call void @free(ptr %m.2)
  ret double %acc.sum4
}

define internal double @sfield.st2(ptr %s, i64 %n) #0 {
entry:
  %t.1 = load ptr, ptr %s
  %t.2 = getelementptr inbounds { ptr, ptr, double }, ptr %s, i32 0, i32 1
  %t.3 = load ptr, ptr %t.2
  %t.4 = getelementptr inbounds { ptr, ptr, double }, ptr %s, i32 0, i32 2
  %t.5 = load double, ptr %t.4
  br label %pre.l
pre.l:
  br label %head.l
head.l:
  %i.l = phi i64 [ 0, %pre.l ], [ %i.next.l, %latch.l ]
  %acc.l = phi double [ %t.5, %pre.l ], [ %acc.next.l, %latch.l ]
  %t.6 = icmp slt i64 %i.l, %n
  br i1 %t.6, label %body.l, label %exit.l
body.l:
  %p.7 = getelementptr inbounds double, ptr %t.1, i64 %i.l
  %t.8 = load double, ptr %p.7
  %p.9 = getelementptr inbounds double, ptr %t.3, i64 %i.l
  %t.10 = load double, ptr %p.9
  %t.11 = fmul double %t.8, %t.8
  %t.12 = fadd double %t.11, 0x3FF0000000000000
  %t.13 = call double @acosh(double %t.12)
  %t.14 = fmul double %t.13, 0x3FE0000000000000
  %t.15 = fadd double %t.14, %t.8
  store double %t.15, ptr %p.9
  %t.16 = fmul double %acc.l, 0x3FE0000000000000
  %t.17 = fmul double %t.13, %t.13
  %t.18 = fadd double %t.17, 0x3FF0000000000000
  %t.19 = call double @llvm.sqrt.f64(double %t.18)
  %t.20 = fdiv double %t.13, %t.19
  %t.21 = fmul double %t.20, 0x3FF0000000000000
  %t.22 = fadd double %t.16, %t.21
  %acc.next.l = fadd double %t.22, 0x8000000000000000
  br label %latch.l
latch.l:
  %i.next.l = add nuw nsw i64 %i.l, 1
  br label %head.l
exit.l:
  ret double %acc.l
}

attributes #0 = { noinline nounwind }
