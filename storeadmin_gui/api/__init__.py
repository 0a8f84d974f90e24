"""The async client layer: the one way the GUI and scripts talk to a store server. No Qt here."""
