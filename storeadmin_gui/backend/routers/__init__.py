"""One router module per resource; ``app.ROUTER_MODULES`` names the ones the app serves."""
