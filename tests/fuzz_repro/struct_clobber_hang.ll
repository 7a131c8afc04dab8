; the reverse-mode gradient never returns (value_and_grad(y=[2.0], n=1) spins; the primal returns 4):
; a loop reads y[i], then a noinline call overwrites y[0] through a pointer held in a stack slot.
; Expected f = 4, d/dy[0] = 4. (Found while minimising struct_heap_wrong.ll.) The hang did not
; reproduce later (main before the fix: d/dy[0] = 6, the reverse pass re-read y[0] = 3 after the
; call overwrote it); tests/test_fuzz_repro.py checks it against central differences.
define internal void @clobber(ptr %s, i64 %n) noinline nounwind {
entry:
  %p = load ptr, ptr %s
  store double 3.0, ptr %p
  ret void
}

define double @f(ptr %y, i64 %n) {
entry:
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
  %s = alloca ptr, align 8
  store ptr %y, ptr %s
  call void @clobber(ptr %s, i64 %n)
  ret double %acc
}
