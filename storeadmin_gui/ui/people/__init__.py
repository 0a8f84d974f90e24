"""Who did what: an order's or a variant's history, internal notes, a customer's profile."""
