"""analyses of enzympy."""
