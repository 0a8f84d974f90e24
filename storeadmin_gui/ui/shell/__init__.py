"""The window around the views: the main window, the session and its connections,
sign-in and preferences, the store's identity, the look, keyboard commands, the one
search box, what a server offers.
"""
