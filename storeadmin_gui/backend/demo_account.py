"""The demo store's published sign-in (docs/api.md section 2): its admin account and API client.

A module of its own, light to import: the demo store's process reports the account as soon as it
serves, without importing the seeding code (``seed.py``), which only a new demo store runs.
"""

DEMO_CLIENT_ID = "demo_client"
DEMO_CLIENT_SECRET = "secret_demo_client"
DEMO_ADMIN_EMAIL = "api@example.com"
DEMO_ADMIN_PASSWORD = "sylius-api"
