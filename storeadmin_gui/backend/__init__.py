"""The embedded reference backend: the store admin API served by FastAPI over SQLAlchemy. No Qt."""
