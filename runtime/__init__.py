"""runtime of enzympy."""
