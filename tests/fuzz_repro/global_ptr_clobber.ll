; the class of struct_clobber_hang.ll through a global: a noinline call, given only its own stack
; slot, overwrites y[0] through a pointer it loads from a global, after a loop read y[i]. Before the
; recompute policy summarised callees, the reverse pass re-read the overwritten y[0]:
; value_and_grad(y=[2.0], n=1) gave d/dy[0] = 6 (expected 4, f = 4).
@gp = internal global ptr null
define internal void @clobber(ptr %d) noinline nounwind {
  %p = load ptr, ptr @gp
  store double 3.0, ptr %p
  store double 1.0, ptr %d
  ret void
}
define double @f(ptr %y, i64 %n) {
entry:
  %s = alloca double
  store ptr %y, ptr @gp
  br label %head
head:
  %i = phi i64 [ 0, %entry ], [ %i.next, %body ]
  %acc = phi double [ 0.0, %entry ], [ %acc.next, %body ]
  %c = icmp slt i64 %i, %n
  br i1 %c, label %body, label %exit
body:
  %p = getelementptr inbounds double, ptr %y, i64 %i
  %v = load double, ptr %p
  %sq = fmul double %v, %v
  %acc.next = fadd double %acc, %sq
  %i.next = add nuw nsw i64 %i, 1
  br label %head
exit:
  call void @clobber(ptr %s)
  ret double %acc
}
