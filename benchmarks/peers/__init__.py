"""Peers measured side by side with enzympy: JAX (optional), Enzyme via enzyme-ad (optional).

Finite differences, the peer that is always there, live in `benchmarks.fd`. Each optional
peer module has `unavailable() -> None | reason`; an unavailable peer is skipped and the reason
is recorded in every record it would have measured.
"""
