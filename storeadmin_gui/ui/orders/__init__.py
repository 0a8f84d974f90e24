"""Orders' steps (what each step asks, says and needs) and their printouts."""
