; reverse mode refuses this valid program: the pre-AD pipeline sinks the second malloc into both
; arms of `n > 0` and frees a phi of the unused (shadowless) and the used allocation:
; "pointer %m without a shadow merges with active memory". Expected at n = 3, a = 2: d/da = 3 (2a + 1) = 15
declare ptr @malloc(i64)
declare void @free(ptr)

define double @f(i64 %n, double %a) {
entry:
  %sz1 = shl nuw nsw i64 %n, 3
  %m1 = call noalias ptr @malloc(i64 %sz1)
  br label %head
head:
  %i = phi i64 [ 0, %entry ], [ %i.next, %body ]
  %c = icmp slt i64 %i, %n
  br i1 %c, label %body, label %exit
body:
  %p1 = getelementptr inbounds double, ptr %m1, i64 %i
  store double %a, ptr %p1
  %i.next = add nuw nsw i64 %i, 1
  br label %head
exit:
  %sz = shl nuw nsw i64 %n, 3
  %m = call noalias ptr @malloc(i64 %sz)
  br label %head2
head2:
  %j = phi i64 [ 0, %exit ], [ %j.next, %body2 ]
  %c2 = icmp slt i64 %j, %n
  br i1 %c2, label %body2, label %exit2
body2:
  %q = getelementptr inbounds double, ptr %m, i64 %j
  store double %a, ptr %q
  %j.next = add nuw nsw i64 %j, 1
  br label %head2
exit2:
  br label %head3
head3:
  %k = phi i64 [ 0, %exit2 ], [ %k.next, %body3 ]
  %s = phi double [ 0.0, %exit2 ], [ %s.next, %body3 ]
  %c3 = icmp slt i64 %k, %n
  br i1 %c3, label %body3, label %exit3
body3:
  %r = getelementptr inbounds double, ptr %m, i64 %k
  %v = load double, ptr %r
  %v2 = fmul double %v, %v
  %r1 = getelementptr inbounds double, ptr %m1, i64 %k
  %w = load double, ptr %r1
  %v3 = fadd double %v2, %w
  %s.next = fadd double %s, %v3
  %k.next = add nuw nsw i64 %k, 1
  br label %head3
exit3:
  call void @free(ptr %m1)
  call void @free(ptr %m)
  ret double %s
}
