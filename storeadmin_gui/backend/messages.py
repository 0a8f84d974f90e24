"""The server's messages in the language the client asks for (``Accept-Language``, RFC 9110).

Routes write their messages in English, word for word as docs/api.md quotes them; an error answer
is put into the client's language as it leaves (``error_handlers.error_response``): its
``message`` and every message of its ``errors`` tree, in English, German, French or Dutch.
``negotiate`` picks the language from the header's ranges by their q-values (``de-CH`` asks for
German; ``*`` and anything unknown get English). The routing answers a client reads by their
wording (``No route found``, ``Method Not Allowed``) and OAuth2's ``error_description`` stay as
they are.

A message with a changing part (a product's name, a channel's code) is written here with a
``{field}`` in its place; the part is kept as it came.
"""

from __future__ import annotations

import re
from functools import cache
from typing import Any, Final

__all__ = ["DEFAULT_LANGUAGE", "LANGUAGES", "entry_for", "localized", "negotiate", "say"]

DEFAULT_LANGUAGE: Final = "en"
LANGUAGES: Final = ("en", "de", "fr", "nl")
_TRANSLATED: Final = LANGUAGES[1:]
# A header longer than this is read no further: a client gains nothing by sending more.
MAX_RANGES: Final = 32
_RANGE = re.compile(
    r"^\s*([A-Za-z]{1,8}(?:-[A-Za-z0-9]{1,8})*|\*)\s*(?:;\s*q\s*=\s*([0-9.]+))?\s*$"
)

# English -> (German, French, Dutch). Numbers are written as each language writes them.
CATALOGUE: Final[dict[str, tuple[str, str, str]]] = {
    # docs/api.md section 3, and Symfony's words for its form constraints
    "Validation Failed": (
        "Validierung fehlgeschlagen",
        "Échec de la validation",
        "Validatie mislukt",
    ),
    "This value is not valid.": (
        "Dieser Wert ist nicht gültig.",
        "Cette valeur n’est pas valide.",
        "Deze waarde is niet geldig.",
    ),
    "This value should not be blank.": (
        "Dieser Wert sollte nicht leer sein.",
        "Cette valeur ne doit pas être vide.",
        "Deze waarde mag niet leeg zijn.",
    ),
    "This value should be greater than or equal to 0.": (
        "Dieser Wert sollte größer oder gleich 0 sein.",
        "Cette valeur doit être supérieure ou égale à 0.",
        "Deze waarde moet groter dan of gelijk aan 0 zijn.",
    ),
    "This value should be less than or equal to {limit}.": (
        "Dieser Wert sollte kleiner oder gleich {limit} sein.",
        "Cette valeur doit être inférieure ou égale à {limit}.",
        "Deze waarde moet kleiner dan of gelijk aan {limit} zijn.",
    ),
    "This value is too long. It should have {limit} characters or less.": (
        "Dieser Wert ist zu lang. Er sollte höchstens {limit} Zeichen haben.",
        "Cette valeur est trop longue. Elle doit avoir au maximum {limit} caractères.",
        "Deze waarde is te lang. Hij mag maximaal {limit} tekens bevatten.",
    ),
    "This form should not contain extra fields.": (
        "Dieses Formular sollte keine zusätzlichen Felder enthalten.",
        "Ce formulaire ne doit pas contenir de champs supplémentaires.",
        "Dit formulier mag geen extra velden bevatten.",
    ),
    "This value is not a valid date.": (
        "Dieser Wert ist kein gültiges Datum.",
        "Cette valeur n’est pas une date valide.",
        "Deze waarde is geen geldige datum.",
    ),
    "The value you selected is not a valid choice.": (
        "Der gewählte Wert ist keine gültige Auswahl.",
        "La valeur choisie n’est pas un choix valide.",
        "De gekozen waarde is geen geldige keuze.",
    ),
    "Invalid json message received": (
        "Ungültige JSON-Nachricht empfangen",
        "Message JSON non valide reçu",
        "Ongeldig JSON-bericht ontvangen",
    ),
    "Requested page is invalid.": (
        "Die angeforderte Seite ist ungültig.",
        "La page demandée n’est pas valide.",
        "De gevraagde pagina is ongeldig.",
    ),
    "Page Not Found": ("Seite nicht gefunden", "Page introuvable", "Pagina niet gevonden"),
    "Operated entity was previously modified.": (
        "Der Datensatz wurde inzwischen geändert.",
        "L’élément a été modifié entre-temps.",
        "Het item is intussen gewijzigd.",
    ),
    "Access Denied.": ("Zugriff verweigert.", "Accès refusé.", "Toegang geweigerd."),
    "Server busy.": ("Server ausgelastet.", "Serveur occupé.", "Server bezet."),
    'Unknown sorting field "{field}".': (
        "Unbekanntes Sortierfeld „{field}“.",
        "Champ de tri inconnu « {field} ».",
        "Onbekend sorteerveld ‘{field}’.",
    ),
    'criteria[{name}] must be a date written YYYY-MM-DD, not "{value}".': (
        "criteria[{name}] muss ein Datum der Form YYYY-MM-DD sein, nicht „{value}“.",
        "criteria[{name}] doit être une date de la forme YYYY-MM-DD, et non « {value} ».",
        "criteria[{name}] moet een datum in de vorm YYYY-MM-DD zijn, niet ‘{value}’.",
    ),
    'criteria[available_at_most] must be a whole number, not "{value}".': (
        "criteria[available_at_most] muss eine ganze Zahl sein, nicht „{value}“.",
        "criteria[available_at_most] doit être un nombre entier, et non « {value} ».",
        "criteria[available_at_most] moet een geheel getal zijn, niet ‘{value}’.",
    ),
    "q must have at most 100 characters.": (
        "q darf höchstens 100 Zeichen haben.",
        "q doit compter au plus 100 caractères.",
        "q mag hoogstens 100 tekens hebben.",
    ),
    "limit must be a whole number from 1 to 20.": (
        "limit muss eine ganze Zahl von 1 bis 20 sein.",
        "limit doit être un nombre entier de 1 à 20.",
        "limit moet een geheel getal van 1 tot en met 20 zijn.",
    ),
    "Credentials are not accepted in the query string.": (
        "Anmeldedaten werden in der Adresse nicht angenommen.",
        "Les identifiants ne sont pas acceptés dans l’adresse.",
        "Inloggegevens worden niet in het adres aanvaard.",
    ),
    "Request body too large.": (
        "Der Inhalt der Anfrage ist zu groß.",
        "Le contenu de la requête est trop volumineux.",
        "De inhoud van het verzoek is te groot.",
    ),
    "Request body not received in time.": (
        "Der Inhalt der Anfrage kam nicht rechtzeitig an.",
        "Le contenu de la requête n’est pas arrivé à temps.",
        "De inhoud van het verzoek is niet op tijd aangekomen.",
    ),
    # docs/api.md section 12: a shared server's limits, staff roles, Idempotency-Key
    "Request header fields too large.": (
        "Die Kopfzeilen der Anfrage sind zu groß.",
        "Les en-têtes de la requête sont trop volumineux.",
        "De kopregels van het verzoek zijn te groot.",
    ),
    "The store has no room to save this.": (
        "Der Shop hat keinen Platz mehr, um dies zu speichern.",
        "La boutique n’a plus de place pour enregistrer ceci.",
        "De winkel heeft geen ruimte meer om dit op te slaan.",
    ),
    "The server failed to handle the request.": (
        "Der Server konnte die Anfrage nicht bearbeiten.",
        "Le serveur n’a pas pu traiter la requête.",
        "De server kon het verzoek niet afhandelen.",
    ),
    "Your account may not do this.": (
        "Ihr Konto darf das nicht.",
        "Votre compte n’est pas autorisé à faire ceci.",
        "Uw account mag dit niet doen.",
    ),
    "The Idempotency-Key header must be 1 to 255 visible ASCII characters.": (
        "Der Header Idempotency-Key muss aus 1 bis 255 sichtbaren ASCII-Zeichen bestehen.",
        "L’en-tête Idempotency-Key doit compter de 1 à 255 caractères ASCII visibles.",
        "De header Idempotency-Key moet uit 1 tot 255 zichtbare ASCII-tekens bestaan.",
    ),
    "This Idempotency-Key was used for another request.": (
        "Dieser Idempotency-Key wurde für eine andere Anfrage verwendet.",
        "Cette Idempotency-Key a servi à une autre requête.",
        "Deze Idempotency-Key is voor een ander verzoek gebruikt.",
    ),
    "A request with this Idempotency-Key is in progress.": (
        "Eine Anfrage mit diesem Idempotency-Key wird noch bearbeitet.",
        "Une requête avec cette Idempotency-Key est en cours.",
        "Een verzoek met deze Idempotency-Key is nog bezig.",
    ),
    # records that are not there (errors.not_found)
    'The "product variant" has not been found': (
        "Die Produktvariante wurde nicht gefunden",
        "La variante de produit est introuvable",
        "De productvariant is niet gevonden",
    ),
    'The "cart" has not been found': (
        "Der Warenkorb wurde nicht gefunden",
        "Le panier est introuvable",
        "De winkelwagen is niet gevonden",
    ),
    'The "order" has not been found': (
        "Die Bestellung wurde nicht gefunden",
        "La commande est introuvable",
        "De bestelling is niet gevonden",
    ),
    'The "order item" has not been found': (
        "Die Bestellposition wurde nicht gefunden",
        "L’article de la commande est introuvable",
        "De bestelregel is niet gevonden",
    ),
    'The "user" has not been found': (
        "Der Benutzer wurde nicht gefunden",
        "L’utilisateur est introuvable",
        "De gebruiker is niet gevonden",
    ),
    'The "customer" has not been found': (
        "Der Kunde wurde nicht gefunden",
        "Le client est introuvable",
        "De klant is niet gevonden",
    ),
    'The "note" has not been found': (
        "Die Notiz wurde nicht gefunden",
        "La note est introuvable",
        "De notitie is niet gevonden",
    ),
    'The "channel" has not been found': (
        "Der Kanal wurde nicht gefunden",
        "Le canal est introuvable",
        "Het kanaal is niet gevonden",
    ),
    'The "product" has not been found': (
        "Das Produkt wurde nicht gefunden",
        "Le produit est introuvable",
        "Het product is niet gevonden",
    ),
    'The "tax category" has not been found': (
        "Die Steuerkategorie wurde nicht gefunden",
        "La catégorie de taxe est introuvable",
        "De belastingcategorie is niet gevonden",
    ),
    'The "shipping category" has not been found': (
        "Die Versandkategorie wurde nicht gefunden",
        "La catégorie d’expédition est introuvable",
        "De verzendcategorie is niet gevonden",
    ),
    'The "shipment" has not been found': (
        "Die Sendung wurde nicht gefunden",
        "L’envoi est introuvable",
        "De zending is niet gevonden",
    ),
    'The "payment" has not been found': (
        "Die Zahlung wurde nicht gefunden",
        "Le paiement est introuvable",
        "De betaling is niet gevonden",
    ),
    # docs/api.md section 6: product variants
    "Please enter the code.": (
        "Bitte geben Sie den Code ein.",
        "Veuillez saisir le code.",
        "Vul de code in.",
    ),
    "Product variant code must be unique.": (
        "Der Code der Produktvariante muss eindeutig sein.",
        "Le code de la variante de produit doit être unique.",
        "De code van de productvariant moet uniek zijn.",
    ),
    "Product variant code can only be comprised of letters, numbers, dashes and underscores.": (
        "Der Code der Produktvariante darf nur Buchstaben, Ziffern, Binde- und Unterstriche "
        "enthalten.",
        "Le code de la variante de produit ne peut contenir que des lettres, des chiffres, des "
        "tirets et des tirets bas.",
        "De code van de productvariant mag alleen letters, cijfers, streepjes en liggende "
        "streepjes bevatten.",
    ),
    "On hand must be greater than 0.": (
        "Der Lagerbestand muss größer als 0 sein.",
        "Le stock disponible doit être supérieur à 0.",
        "De voorraad moet groter dan 0 zijn.",
    ),
    "Width must be a number.": (
        "Die Breite muss eine Zahl sein.",
        "La largeur doit être un nombre.",
        "De breedte moet een getal zijn.",
    ),
    "Height must be a number.": (
        "Die Höhe muss eine Zahl sein.",
        "La hauteur doit être un nombre.",
        "De hoogte moet een getal zijn.",
    ),
    "Depth must be a number.": (
        "Die Tiefe muss eine Zahl sein.",
        "La profondeur doit être un nombre.",
        "De diepte moet een getal zijn.",
    ),
    "Weight must be a number.": (
        "Das Gewicht muss eine Zahl sein.",
        "Le poids doit être un nombre.",
        "Het gewicht moet een getal zijn.",
    ),
    "Width cannot be negative.": (
        "Die Breite darf nicht negativ sein.",
        "La largeur ne peut pas être négative.",
        "De breedte mag niet negatief zijn.",
    ),
    "Height cannot be negative.": (
        "Die Höhe darf nicht negativ sein.",
        "La hauteur ne peut pas être négative.",
        "De hoogte mag niet negatief zijn.",
    ),
    "Depth cannot be negative.": (
        "Die Tiefe darf nicht negativ sein.",
        "La profondeur ne peut pas être négative.",
        "De diepte mag niet negatief zijn.",
    ),
    "Weight cannot be negative.": (
        "Das Gewicht darf nicht negativ sein.",
        "Le poids ne peut pas être négatif.",
        "Het gewicht mag niet negatief zijn.",
    ),
    "Price must be at most {limit}.": (
        "Der Preis darf höchstens {limit} betragen.",
        "Le prix doit être d’au plus {limit}.",
        "De prijs mag hoogstens {limit} zijn.",
    ),
    "Please enter the price.": (
        "Bitte geben Sie den Preis ein.",
        "Veuillez saisir le prix.",
        "Vul de prijs in.",
    ),
    "Price must be at least 0.01.": (
        "Der Preis muss mindestens 0,01 betragen.",
        "Le prix doit être d’au moins 0,01.",
        "De prijs moet minstens 0,01 zijn.",
    ),
    "Cannot delete, the product variant is in use.": (
        "Die Produktvariante wird verwendet und kann nicht gelöscht werden.",
        "La variante de produit est utilisée et ne peut pas être supprimée.",
        "De productvariant is in gebruik en kan niet worden verwijderd.",
    ),
    # docs/api.md sections 7 and 8: carts and orders
    "Quantity of an order item cannot be lower than 1.": (
        "Die Menge einer Bestellposition darf nicht kleiner als 1 sein.",
        "La quantité d’un article de commande ne peut pas être inférieure à 1.",
        "Het aantal van een bestelregel mag niet lager zijn dan 1.",
    ),
    "Quantity of an order item cannot be greater than 9999.": (
        "Die Menge einer Bestellposition darf nicht größer als 9.999 sein.",
        "La quantité d’un article de commande ne peut pas être supérieure à 9\u202f999.",
        "Het aantal van een bestelregel mag niet hoger zijn dan 9.999.",
    ),
    "{name} does not have sufficient stock.": (
        "{name} ist nicht in ausreichender Menge auf Lager.",
        "Le stock de {name} est insuffisant.",
        "{name} is niet voldoende op voorraad.",
    ),
    "This variant is not available in channel {channel}.": (
        "Diese Variante ist im Kanal {channel} nicht erhältlich.",
        "Cette variante n’est pas disponible sur le canal {channel}.",
        "Deze variant is niet beschikbaar in kanaal {channel}.",
    ),
    "The order total would be too large.": (
        "Der Gesamtbetrag der Bestellung wäre zu hoch.",
        "Le total de la commande serait trop élevé.",
        "Het totaal van de bestelling zou te hoog worden.",
    ),
    "Send either add or remove.": (
        "Senden Sie entweder add oder remove.",
        "Envoyez soit add, soit remove.",
        "Stuur ofwel add ofwel remove.",
    ),
    "This order can no longer be changed.": (
        "Diese Bestellung kann nicht mehr geändert werden.",
        "Cette commande ne peut plus être modifiée.",
        "Deze bestelling kan niet meer worden gewijzigd.",
    ),
    # docs/api.md section 11: an order's steps, statistics
    "The order cannot be cancelled.": (
        "Die Bestellung kann nicht storniert werden.",
        "La commande ne peut pas être annulée.",
        "De bestelling kan niet worden geannuleerd.",
    ),
    "The shipment cannot be shipped.": (
        "Die Sendung kann nicht versandt werden.",
        "L’envoi ne peut pas être expédié.",
        "De zending kan niet worden verzonden.",
    ),
    "The payment cannot be completed.": (
        "Die Zahlung kann nicht abgeschlossen werden.",
        "Le paiement ne peut pas être finalisé.",
        "De betaling kan niet worden voltooid.",
    ),
    "The start of the range must not be after its end.": (
        "Der Beginn des Zeitraums darf nicht nach seinem Ende liegen.",
        "Le début de la période ne doit pas être après sa fin.",
        "Het begin van de periode mag niet na het einde liggen.",
    ),
    "The range must not be longer than {years} years.": (
        "Der Zeitraum darf nicht länger als {years} Jahre sein.",
        "La période ne doit pas dépasser {years} ans.",
        "De periode mag niet langer zijn dan {years} jaar.",
    ),
    # docs/api.md section 9: users and password resetting
    "Please enter your first name.": (
        "Bitte geben Sie den Vornamen ein.",
        "Veuillez saisir le prénom.",
        "Vul de voornaam in.",
    ),
    "Please enter your last name.": (
        "Bitte geben Sie den Nachnamen ein.",
        "Veuillez saisir le nom de famille.",
        "Vul de achternaam in.",
    ),
    "Please enter your email.": (
        "Bitte geben Sie die E-Mail-Adresse ein.",
        "Veuillez saisir l’adresse e-mail.",
        "Vul het e-mailadres in.",
    ),
    "This email is invalid.": (
        "Diese E-Mail-Adresse ist ungültig.",
        "Cette adresse e-mail n’est pas valide.",
        "Dit e-mailadres is ongeldig.",
    ),
    "This email is already used.": (
        "Diese E-Mail-Adresse wird bereits verwendet.",
        "Cette adresse e-mail est déjà utilisée.",
        "Dit e-mailadres is al in gebruik.",
    ),
    "Please enter your password.": (
        "Bitte geben Sie das Passwort ein.",
        "Veuillez saisir le mot de passe.",
        "Vul het wachtwoord in.",
    ),
    "Password must be at least 4 characters long.": (
        "Das Passwort muss mindestens 4 Zeichen lang sein.",
        "Le mot de passe doit comporter au moins 4 caractères.",
        "Het wachtwoord moet minstens 4 tekens lang zijn.",
    ),
    "Password must not be longer than 254 characters.": (
        "Das Passwort darf nicht länger als 254 Zeichen sein.",
        "Le mot de passe ne doit pas dépasser 254 caractères.",
        "Het wachtwoord mag niet langer zijn dan 254 tekens.",
    ),
    "Cannot disable currently logged in user.": (
        "Der angemeldete Benutzer kann nicht deaktiviert werden.",
        "L’utilisateur connecté ne peut pas être désactivé.",
        "De aangemelde gebruiker kan niet worden uitgeschakeld.",
    ),
    "Cannot remove currently logged in user.": (
        "Der angemeldete Benutzer kann nicht gelöscht werden.",
        "L’utilisateur connecté ne peut pas être supprimé.",
        "De aangemelde gebruiker kan niet worden verwijderd.",
    ),
    "User not found!": (
        "Benutzer nicht gefunden!",
        "Utilisateur introuvable !",
        "Gebruiker niet gevonden!",
    ),
    "Password token not expired!": (
        "Das Passwort-Token ist noch nicht abgelaufen!",
        "Le jeton de mot de passe n’a pas encore expiré !",
        "Het wachtwoordtoken is nog niet verlopen!",
    ),
}
_FIELD = re.compile(r"\{(\w+)\}")


def negotiate(header: str | None) -> str:
    """The language of ``LANGUAGES`` an ``Accept-Language`` header prefers most; English when it
    names none of them (or is absent, or cannot be read)."""
    if not header:
        return DEFAULT_LANGUAGE
    wanted: list[tuple[float, int, str]] = []
    for position, entry in enumerate(header.split(",")[:MAX_RANGES]):
        match = _RANGE.match(entry)
        if match is None:
            continue
        weight = _weight(match.group(2))
        if weight > 0:
            wanted.append((-weight, position, match.group(1).split("-")[0].lower()))
    for _weight_first, _position, language in sorted(wanted):
        if language == "*":
            return DEFAULT_LANGUAGE
        if language in LANGUAGES:
            return language
    return DEFAULT_LANGUAGE


def _weight(text: str | None) -> float:
    """A q-value (0 to 1, at most three decimals); one that is not is read as 0 (not wanted)."""
    if text is None:
        return 1.0
    if not re.fullmatch(r"0(\.\d{0,3})?|1(\.0{0,3})?", text):
        return 0.0
    return float(text)


@cache
def _patterns() -> tuple[tuple[re.Pattern[str], str], ...]:
    """The messages with a changing part, as patterns that find the part."""
    found = []
    for english in CATALOGUE:
        if _FIELD.search(english) is None:
            continue
        pattern = "".join(
            f"(?P<{piece}>.+?)" if index % 2 else re.escape(piece)
            for index, piece in enumerate(_FIELD.split(english))
        )
        found.append((re.compile(f"^{pattern}$", re.DOTALL), english))
    return tuple(found)


def entry_for(message: str) -> tuple[str, dict[str, str]] | None:
    """The catalogue's entry that ``message`` is (its English, with the changing parts found in
    ``message``), or None when the catalogue does not have it."""
    if message in CATALOGUE:
        return message, {}
    for pattern, english in _patterns():
        found = pattern.match(message)
        if found is not None:
            return english, found.groupdict()
    return None


def say(message: str, language: str) -> str:
    """``message`` in ``language`` where the catalogue has it, else as it is."""
    entry = entry_for(message) if language in _TRANSLATED else None
    if entry is None:
        return message
    english, parts = entry
    template = CATALOGUE[english][_TRANSLATED.index(language)]
    return _FIELD.sub(lambda field: parts[field.group(1)], template)


def localized(body: dict[str, Any], language: str) -> dict[str, Any]:
    """An error body (``{"code", "message", "errors"}``) with its messages in ``language``; a
    body of another shape (OAuth2's) as it is."""
    if language not in _TRANSLATED or not isinstance(body.get("message"), str):
        return body
    copy = dict(body)
    copy["message"] = say(body["message"], language)
    if isinstance(body.get("errors"), dict):
        copy["errors"] = _form(body["errors"], language)
    return copy


def _form(node: dict[str, Any], language: str) -> dict[str, Any]:
    copy: dict[str, Any] = {}
    for key, value in node.items():
        if key == "errors" and isinstance(value, list):
            copy[key] = [say(text, language) if isinstance(text, str) else text for text in value]
        elif key == "children" and isinstance(value, dict):
            copy[key] = {
                name: _form(child, language) if isinstance(child, dict) else child
                for name, child in value.items()
            }
        else:
            copy[key] = value
    return copy
