<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de" sourcelanguage="en">
    <context>
        <name>app</name>
        <message>
            <source>Opening the demo store…</source>
            <translation>Demo-Shop wird geöffnet…</translation>
        </message>
        <message>
            <source>The demo store could not be opened: {error}</source>
            <translation>Der Demo-Shop konnte nicht geöffnet werden: {error}</translation>
        </message>
        <message>
            <source>The demo store's account {username} could not sign in (it had been disabled, deleted or given another password), so Store Admin restored it with its published password. The store's other data are as they were.</source>
            <translation>Das Konto {username} des Demo-Shops konnte sich nicht anmelden (es war deaktiviert, gelöscht oder hatte ein anderes Passwort). Store Admin hat es mit seinem veröffentlichten Passwort wiederhergestellt; die übrigen Daten des Shops sind unverändert.</translation>
        </message>
    </context>
    <context>
        <name>batch</name>
        <message>
            <source>{failed} of {total} could not be deleted: {reasons}</source>
            <translation>{failed} von {total} konnten nicht gelöscht werden: {reasons}</translation>
        </message>
        <message>
            <source>{failed} of {total} could not be disabled: {reasons}</source>
            <translation>{failed} von {total} konnten nicht deaktiviert werden: {reasons}</translation>
        </message>
        <message>
            <source>{failed} of {total} could not be enabled: {reasons}</source>
            <translation>{failed} von {total} konnten nicht aktiviert werden: {reasons}</translation>
        </message>
    </context>
    <context>
        <name>columns</name>
        <message>
            <source>Available</source>
            <translation>Verfügbar</translation>
        </message>
        <message>
            <source>Channel</source>
            <translation>Kanal</translation>
        </message>
        <message>
            <source>Checkout</source>
            <translation>Checkout</translation>
        </message>
        <message>
            <source>Code</source>
            <translation>Code</translation>
        </message>
        <message>
            <source>Completed</source>
            <translation>Abgeschlossen</translation>
        </message>
        <message>
            <source>Created</source>
            <translation>Erstellt</translation>
        </message>
        <message>
            <source>Customer</source>
            <translation>Kunde</translation>
        </message>
        <message>
            <source>E-mail</source>
            <translation>E-Mail</translation>
        </message>
        <message>
            <source>Id</source>
            <translation>ID</translation>
        </message>
        <message>
            <source>Items</source>
            <translation>Artikel</translation>
        </message>
        <message>
            <source>Items total</source>
            <translation>Artikelsumme</translation>
        </message>
        <message>
            <source>Locale</source>
            <translation>Gebietsschema</translation>
        </message>
        <message>
            <source>Name</source>
            <translation>Name</translation>
        </message>
        <message>
            <source>Name &lt;e-mail&gt;, or the e-mail alone when the customer gave no name</source>
            <translation>Name &lt;E-Mail&gt;, oder nur die E-Mail-Adresse, wenn der Kunde keinen Namen angegeben hat</translation>
        </message>
        <message>
            <source>No</source>
            <translation>Nein</translation>
        </message>
        <message>
            <source>Number</source>
            <translation>Nummer</translation>
        </message>
        <message>
            <source>On hand</source>
            <translation>Auf Lager</translation>
        </message>
        <message>
            <source>On hand less on hold; a dash where the stock is not tracked</source>
            <translation>Lagerbestand abzüglich reservierter Einheiten; ein Strich, wo der Bestand nicht geführt wird</translation>
        </message>
        <message>
            <source>On hold</source>
            <translation>Reserviert</translation>
        </message>
        <message>
            <source>Option values</source>
            <translation>Optionswerte</translation>
        </message>
        <message>
            <source>Options</source>
            <translation>Optionen</translation>
        </message>
        <message>
            <source>Position</source>
            <translation>Position</translation>
        </message>
        <message>
            <source>Prices</source>
            <translation>Preise</translation>
        </message>
        <message>
            <source>Product</source>
            <translation>Produkt</translation>
        </message>
        <message>
            <source>Roles</source>
            <translation>Rollen</translation>
        </message>
        <message>
            <source>Shipping category</source>
            <translation>Versandkategorie</translation>
        </message>
        <message>
            <source>State</source>
            <translation>Status</translation>
        </message>
        <message>
            <source>Status</source>
            <translation>Status</translation>
        </message>
        <message>
            <source>Tax category</source>
            <translation>Steuerkategorie</translation>
        </message>
        <message>
            <source>The product the variant belongs to</source>
            <translation>Das Produkt, zu dem die Variante gehört</translation>
        </message>
        <message>
            <source>Total</source>
            <translation>Summe</translation>
        </message>
        <message>
            <source>Tracked</source>
            <translation>Bestand geführt</translation>
        </message>
        <message>
            <source>Units held for placed orders not yet shipped</source>
            <translation>Für aufgegebene, noch nicht versandte Bestellungen reservierte Einheiten</translation>
        </message>
        <message>
            <source>Units in stock</source>
            <translation>Einheiten auf Lager</translation>
        </message>
        <message>
            <source>Units: the quantities of all lines added up (a line of 3 T-shirts counts 3), in orders and carts alike.</source>
            <translation>Einheiten: die Mengen aller Positionen zusammengezählt (eine Position mit 3 T-Shirts zählt 3), bei Bestellungen wie bei Warenkörben.</translation>
        </message>
        <message>
            <source>Updated</source>
            <translation>Geändert</translation>
        </message>
        <message>
            <source>Username</source>
            <translation>Benutzername</translation>
        </message>
        <message>
            <source>Version</source>
            <translation>Version</translation>
        </message>
        <message>
            <source>When the customer completed the checkout</source>
            <translation>Wann der Kunde den Checkout abgeschlossen hat</translation>
        </message>
        <message>
            <source>Yes</source>
            <translation>Ja</translation>
        </message>
    </context>
    <context>
        <name>connect_dialog</name>
        <message>
            <source> Sign in again to continue where you were.</source>
            <translation> Melden Sie sich erneut an, um dort weiterzumachen, wo Sie waren.</translation>
        </message>
        <message>
            <source>Access token</source>
            <translation>Zugriffstoken</translation>
        </message>
        <message>
            <source>Access token:</source>
            <translation>Zugriffstoken:</translation>
        </message>
        <message>
            <source>Client ID:</source>
            <translation>Client-ID:</translation>
        </message>
        <message>
            <source>Client secret:</source>
            <translation>Client-Secret:</translation>
        </message>
        <message>
            <source>Connect</source>
            <translation>Verbinden</translation>
        </message>
        <message>
            <source>Connect to your store</source>
            <translation>Mit Ihrem Shop verbinden</translation>
        </message>
        <message>
            <source>Connect — {APP_NAME}</source>
            <translation>Verbinden — {APP_NAME}</translation>
        </message>
        <message>
            <source>Connecting…</source>
            <translation>Verbindung wird hergestellt…</translation>
        </message>
        <message>
            <source>Delete this saved connection and its remembered secrets</source>
            <translation>Diese gespeicherte Verbindung und ihre gemerkten Geheimnisse löschen</translation>
        </message>
        <message>
            <source>Enter the address of the store's server and your sign-in details.</source>
            <translation>Geben Sie die Adresse des Shop-Servers und Ihre Anmeldedaten ein.</translation>
        </message>
        <message>
            <source>Enter the server's address.</source>
            <translation>Geben Sie die Adresse des Servers ein.</translation>
        </message>
        <message>
            <source>Enter the {missing}.</source>
            <translation>Geben Sie Folgendes ein: {missing}.</translation>
        </message>
        <message>
            <source>Forget</source>
            <translation>Vergessen</translation>
        </message>
        <message>
            <source>Kept in the system's password store, never in a settings file</source>
            <translation>Im Passwortspeicher des Systems abgelegt, nie in einer Einstellungsdatei</translation>
        </message>
        <message>
            <source>New connection</source>
            <translation>Neue Verbindung</translation>
        </message>
        <message>
            <source>Open a store with sample data that runs inside Store Admin</source>
            <translation>Einen Shop mit Beispieldaten öffnen, der in Store Admin läuft</translation>
        </message>
        <message>
            <source>Opening the demo store…</source>
            <translation>Demo-Shop wird geöffnet…</translation>
        </message>
        <message>
            <source>Password:</source>
            <translation>Passwort:</translation>
        </message>
        <message>
            <source>Paste the access token here</source>
            <translation>Zugriffstoken hier einfügen</translation>
        </message>
        <message>
            <source>Paste the access token.</source>
            <translation>Fügen Sie das Zugriffstoken ein.</translation>
        </message>
        <message>
            <source>Remember my sign-in details on this computer</source>
            <translation>Anmeldedaten auf diesem Computer merken</translation>
        </message>
        <message>
            <source>Saved connection:</source>
            <translation>Gespeicherte Verbindung:</translation>
        </message>
        <message>
            <source>Server address:</source>
            <translation>Serveradresse:</translation>
        </message>
        <message>
            <source>Sign in</source>
            <translation>Anmelden</translation>
        </message>
        <message>
            <source>Sign in again</source>
            <translation>Erneut anmelden</translation>
        </message>
        <message>
            <source>Sign in with:</source>
            <translation>Anmelden mit:</translation>
        </message>
        <message>
            <source>The demo store could not be opened: {error}</source>
            <translation>Der Demo-Shop konnte nicht geöffnet werden: {error}</translation>
        </message>
        <message>
            <source>This computer has no password store (keyring), so remembered secrets are kept only until Store Admin closes.</source>
            <translation>Dieser Computer hat keinen Passwortspeicher (Keyring); gemerkte Geheimnisse bleiben daher nur erhalten, bis Store Admin geschlossen wird.</translation>
        </message>
        <message>
            <source>Try the demo store</source>
            <translation>Demo-Shop ausprobieren</translation>
        </message>
        <message>
            <source>Username and password</source>
            <translation>Benutzername und Passwort</translation>
        </message>
        <message>
            <source>Username:</source>
            <translation>Benutzername:</translation>
        </message>
        <message>
            <source>client ID</source>
            <translation>Client-ID</translation>
        </message>
        <message>
            <source>client secret</source>
            <translation>Client-Secret</translation>
        </message>
        <message>
            <source>password</source>
            <translation>Passwort</translation>
        </message>
        <message>
            <source>username</source>
            <translation>Benutzername</translation>
        </message>
    </context>
    <context>
        <name>delegates</name>
        <message>
            <source>Could not load these rows: {message}</source>
            <translation>Diese Zeilen konnten nicht geladen werden: {message}</translation>
        </message>
        <message>
            <source>Retry</source>
            <translation>Erneut versuchen</translation>
        </message>
    </context>
    <context>
        <name>detail</name>
        <message>
            <source>All fields as sent</source>
            <translation>Alle Felder, wie gesendet</translation>
        </message>
        <message>
            <source>Close the details (Esc)</source>
            <translation>Details schließen (Esc)</translation>
        </message>
        <message>
            <source>Every field of the record, named and valued as the server sent it</source>
            <translation>Jedes Feld des Datensatzes, mit Namen und Wert, wie der Server es gesendet hat</translation>
        </message>
        <message>
            <source>Field</source>
            <translation>Feld</translation>
        </message>
        <message>
            <source>Loading…</source>
            <translation>Wird geladen…</translation>
        </message>
        <message>
            <source>No</source>
            <translation>Nein</translation>
        </message>
        <message>
            <source>Value</source>
            <translation>Wert</translation>
        </message>
        <message>
            <source>Yes</source>
            <translation>Ja</translation>
        </message>
        <message>
            <source>none</source>
            <translation>keine</translation>
        </message>
    </context>
    <context>
        <name>editors.bulk_prices</name>
        <message>
            <source> Apply to save.</source>
            <translation> Mit „Übernehmen“ speichern.</translation>
        </message>
        <message>
            <source>%v of %m</source>
            <translation>%v von %m</translation>
        </message>
        <message>
            <source>, then stopped</source>
            <translation>, dann angehalten</translation>
        </message>
        <message>
            <source>, {failed} failed (see Result)</source>
            <translation>, {failed} fehlgeschlagen (siehe Ergebnis)</translation>
        </message>
        <message>
            <source>Amount</source>
            <translation>Betrag</translation>
        </message>
        <message>
            <source>Apply</source>
            <translation>Übernehmen</translation>
        </message>
        <message>
            <source>Bulk price change — {counted}</source>
            <translation>Preise gesammelt ändern — {counted}</translation>
        </message>
        <message>
            <source>Change:</source>
            <translation>Änderung:</translation>
        </message>
        <message>
            <source>Channel:</source>
            <translation>Kanal:</translation>
        </message>
        <message>
            <source>Choose the change, then Preview.</source>
            <translation>Wählen Sie die Änderung und dann „Vorschau“.</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>Schließen</translation>
        </message>
        <message>
            <source>Could not load the channels: {error}</source>
            <translation>Die Kanäle konnten nicht geladen werden: {error}</translation>
        </message>
        <message>
            <source>Current price</source>
            <translation>Aktueller Preis</translation>
        </message>
        <message>
            <source>Enter a percentage above 0, such as 10.</source>
            <translation>Geben Sie einen Prozentsatz über 0 ein, etwa 10.</translation>
        </message>
        <message>
            <source>Enter an amount above 0, such as 1.50.</source>
            <translation>Geben Sie einen Betrag über 0 ein, etwa 1,50.</translation>
        </message>
        <message>
            <source>Enter an amount.</source>
            <translation>Geben Sie einen Betrag ein.</translation>
        </message>
        <message>
            <source>Loading current prices…</source>
            <translation>Aktuelle Preise werden geladen…</translation>
        </message>
        <message>
            <source>Lower by amount</source>
            <translation>Um Betrag senken</translation>
        </message>
        <message>
            <source>Name</source>
            <translation>Name</translation>
        </message>
        <message>
            <source>New price</source>
            <translation>Neuer Preis</translation>
        </message>
        <message>
            <source>No change: the price is that already.</source>
            <translation>Keine Änderung: Der Preis ist bereits so.</translation>
        </message>
        <message>
            <source>No price in this channel yet; use “Set price to”.</source>
            <translation>In diesem Kanal gibt es noch keinen Preis; verwenden Sie „Preis setzen auf“.</translation>
        </message>
        <message>
            <source>Not applied: stopped.</source>
            <translation>Nicht übernommen: angehalten.</translation>
        </message>
        <message>
            <source>Preview</source>
            <translation>Vorschau</translation>
        </message>
        <message>
            <source>Product</source>
            <translation>Produkt</translation>
        </message>
        <message>
            <source>Raise by %</source>
            <translation>Um % erhöhen</translation>
        </message>
        <message>
            <source>Reading the current prices again…</source>
            <translation>Aktuelle Preise werden erneut gelesen…</translation>
        </message>
        <message>
            <source>Result</source>
            <translation>Ergebnis</translation>
        </message>
        <message>
            <source>Saved: {format_money}</source>
            <translation>Gespeichert: {format_money}</translation>
        </message>
        <message>
            <source>Saving {code}…</source>
            <translation>{code} wird gespeichert…</translation>
        </message>
        <message>
            <source>Set price to</source>
            <translation>Preis setzen auf</translation>
        </message>
        <message>
            <source>Stop</source>
            <translation>Anhalten</translation>
        </message>
        <message>
            <source>Stopping after the variant being saved…</source>
            <translation>Wird nach der gerade gespeicherten Variante angehalten…</translation>
        </message>
        <message>
            <source>The price would fall below {format_money}.</source>
            <translation>Der Preis fiele unter {format_money}.</translation>
        </message>
        <message>
            <source>Variant</source>
            <translation>Variante</translation>
        </message>
        <message>
            <source>Variants and their prices</source>
            <translation>Varianten und ihre Preise</translation>
        </message>
        <message>
            <source>a percentage</source>
            <translation>einen Prozentsatz</translation>
        </message>
        <message>
            <source>e.g. 19.99</source>
            <translation>z. B. 19,99</translation>
        </message>
        <message>
            <source>{ready} of {variants} will change.{then}</source>
            <translation>{ready} von {variants} werden geändert.{then}</translation>
        </message>
        <message>
            <source>{saved} saved</source>
            <translation>{saved} gespeichert</translation>
        </message>
    </context>
    <context>
        <name>editors.cart_editor</name>
        <message>
            <source>&lt;span style='font-size:14pt; font-weight:600'&gt;Cart #{id}&lt;/span&gt;</source>
            <translation>&lt;span style='font-size:14pt; font-weight:600'&gt;Warenkorb #{id}&lt;/span&gt;</translation>
        </message>
        <message>
            <source>A cart is started for a customer in one channel and language.</source>
            <translation>Ein Warenkorb wird für einen Kunden in einem Kanal und einer Sprache angelegt.</translation>
        </message>
        <message>
            <source>Add an item</source>
            <translation>Artikel hinzufügen</translation>
        </message>
        <message>
            <source>Add to cart</source>
            <translation>In den Warenkorb</translation>
        </message>
        <message>
            <source>Added to the cart</source>
            <translation>Zum Warenkorb hinzugefügt</translation>
        </message>
        <message>
            <source>Adjustments</source>
            <translation>Anpassungen</translation>
        </message>
        <message>
            <source>Cart #{cart_id}</source>
            <translation>Warenkorb #{cart_id}</translation>
        </message>
        <message>
            <source>Changing quantity…</source>
            <translation>Menge wird geändert…</translation>
        </message>
        <message>
            <source>Channel: &lt;b&gt;{value}&lt;/b&gt;</source>
            <translation>Kanal: &lt;b&gt;{value}&lt;/b&gt;</translation>
        </message>
        <message>
            <source>Checkout: &lt;b&gt;{state_label}&lt;/b&gt;</source>
            <translation>Checkout: &lt;b&gt;{state_label}&lt;/b&gt;</translation>
        </message>
        <message>
            <source>Choose the variant to add.</source>
            <translation>Wählen Sie die Variante, die hinzugefügt werden soll.</translation>
        </message>
        <message>
            <source>Create cart</source>
            <translation>Warenkorb anlegen</translation>
        </message>
        <message>
            <source>Currency: &lt;b&gt;{value}&lt;/b&gt;</source>
            <translation>Währung: &lt;b&gt;{value}&lt;/b&gt;</translation>
        </message>
        <message>
            <source>Customer: &lt;b&gt;{who}&lt;/b&gt;</source>
            <translation>Kunde: &lt;b&gt;{who}&lt;/b&gt;</translation>
        </message>
        <message>
            <source>Delete cart #{cart_id}? It disappears from the lists; the store keeps it in its records (the deletion is soft).</source>
            <translation>Warenkorb #{cart_id} löschen? Er verschwindet aus den Listen; der Shop behält ihn in seinen Unterlagen (weiches Löschen).</translation>
        </message>
        <message>
            <source>Delete cart…</source>
            <translation>Warenkorb löschen…</translation>
        </message>
        <message>
            <source>Double-click or press F2 to change (1 to {MAX_QUANTITY}).</source>
            <translation>Zum Ändern doppelklicken oder F2 drücken (1 bis {MAX_QUANTITY}).</translation>
        </message>
        <message>
            <source>Items</source>
            <translation>Artikel</translation>
        </message>
        <message>
            <source>Locale: &lt;b&gt;{value}&lt;/b&gt;</source>
            <translation>Gebietsschema: &lt;b&gt;{value}&lt;/b&gt;</translation>
        </message>
        <message>
            <source>Not changed: {value}</source>
            <translation>Nicht geändert: {value}</translation>
        </message>
        <message>
            <source>Quantity</source>
            <translation>Menge</translation>
        </message>
        <message>
            <source>Quantity changed</source>
            <translation>Menge geändert</translation>
        </message>
        <message>
            <source>Quantity:</source>
            <translation>Menge:</translation>
        </message>
        <message>
            <source>Quantity: {problem}</source>
            <translation>Menge: {problem}</translation>
        </message>
        <message>
            <source>Removed</source>
            <translation>Entfernt</translation>
        </message>
        <message>
            <source>Search for a variant by code or name and pick it.</source>
            <translation>Suchen Sie eine Variante nach Code oder Name und wählen Sie sie aus.</translation>
        </message>
        <message>
            <source>This cart is empty. Add a variant below.</source>
            <translation>Dieser Warenkorb ist leer. Fügen Sie unten eine Variante hinzu.</translation>
        </message>
        <message>
            <source>Total</source>
            <translation>Summe</translation>
        </message>
        <message>
            <source>Unit price</source>
            <translation>Stückpreis</translation>
        </message>
        <message>
            <source>Units</source>
            <translation>Einheiten</translation>
        </message>
        <message>
            <source>Variant</source>
            <translation>Variante</translation>
        </message>
        <message>
            <source>Variant:</source>
            <translation>Variante:</translation>
        </message>
        <message>
            <source>no customer</source>
            <translation>kein Kunde</translation>
        </message>
    </context>
    <context>
        <name>editors.conflict</name>
        <message>
            <source> You both changed {value}: choose which to keep before saving.</source>
            <translation> Sie haben beide {value} geändert: Wählen Sie vor dem Speichern, was gelten soll.</translation>
        </message>
        <message>
            <source>Keep my values after a conflict</source>
            <translation>Nach einem Konflikt meine Werte behalten</translation>
        </message>
        <message>
            <source>Not saved: someone else changed this {what}. Your changes are kept; save again to compare them with theirs.</source>
            <translation>Nicht gespeichert: Jemand anderes hat diesen Datensatz ({what}) geändert. Ihre Änderungen bleiben erhalten; speichern Sie erneut, um sie mit den anderen zu vergleichen.</translation>
        </message>
        <message>
            <source>Retry</source>
            <translation>Erneut versuchen</translation>
        </message>
        <message>
            <source>Save merged</source>
            <translation>Zusammengeführt speichern</translation>
        </message>
        <message>
            <source>Someone else changed this {record_name}</source>
            <translation>Jemand anderes hat diesen Datensatz ({record_name}) geändert</translation>
        </message>
        <message>
            <source>Someone else changed this {what}, and its current state could not be loaded: {error} Nothing you typed is lost.</source>
            <translation>Jemand anderes hat diesen Datensatz ({what}) geändert, und sein aktueller Stand konnte nicht geladen werden: {error} Nichts von Ihren Eingaben geht verloren.</translation>
        </message>
        <message>
            <source>The {what} now shows the values saved elsewhere; nothing of yours was left to save.</source>
            <translation>Der Datensatz ({what}) zeigt jetzt die anderswo gespeicherten Werte; von Ihnen war nichts mehr zu speichern.</translation>
        </message>
        <message>
            <source>This {what} was deleted by someone else while you were editing it. Your changes are still here; copy what you need, or close the editor.</source>
            <translation>Dieser Datensatz ({what}) wurde von jemand anderem gelöscht, während Sie ihn bearbeitet haben. Ihre Änderungen sind noch da; kopieren Sie, was Sie brauchen, oder schließen Sie den Editor.</translation>
        </message>
        <message>
            <source>{what} was changed and saved elsewhere while you were editing it. Below is every value where yours and theirs now differ. Where only one of you changed a value, that change is chosen.{ask}</source>
            <translation>{what} wurde anderswo geändert und gespeichert, während Sie es bearbeitet haben. Unten steht jeder Wert, bei dem sich Ihrer und der andere jetzt unterscheiden. Wo nur einer von Ihnen einen Wert geändert hat, ist diese Änderung gewählt.{ask}</translation>
        </message>
    </context>
    <context>
        <name>editors.dialogs</name>
        <message>
            <source>Cancel</source>
            <translation>Abbrechen</translation>
        </message>
        <message>
            <source>Choose a side for {value}</source>
            <translation>Wählen Sie eine Seite für {value}</translation>
        </message>
        <message>
            <source>Choose all mine</source>
            <translation>Alle meine wählen</translation>
        </message>
        <message>
            <source>Choose all theirs</source>
            <translation>Alle anderen wählen</translation>
        </message>
        <message>
            <source>Discard changes</source>
            <translation>Änderungen verwerfen</translation>
        </message>
        <message>
            <source>Field</source>
            <translation>Feld</translation>
        </message>
        <message>
            <source>Keep editing</source>
            <translation>Weiter bearbeiten</translation>
        </message>
        <message>
            <source>Save</source>
            <translation>Speichern</translation>
        </message>
        <message>
            <source>Save merged</source>
            <translation>Zusammengeführt speichern</translation>
        </message>
        <message>
            <source>Save them before closing?</source>
            <translation>Vor dem Schließen speichern?</translation>
        </message>
        <message>
            <source>Someone else changed this record</source>
            <translation>Jemand anderes hat diesen Datensatz geändert</translation>
        </message>
        <message>
            <source>Theirs now</source>
            <translation>Jetzt bei den anderen</translation>
        </message>
        <message>
            <source>Unsaved changes</source>
            <translation>Ungespeicherte Änderungen</translation>
        </message>
        <message>
            <source>While you were editing, this record was changed and saved elsewhere. Choose for each field whether to keep your value or take theirs.</source>
            <translation>Während Sie bearbeitet haben, wurde dieser Datensatz anderswo geändert und gespeichert. Wählen Sie für jedes Feld, ob Sie Ihren Wert behalten oder den anderen übernehmen.</translation>
        </message>
        <message>
            <source>Yours</source>
            <translation>Ihrer</translation>
        </message>
        <message>
            <source>changed by both of you: choose one</source>
            <translation>von beiden geändert: einen wählen</translation>
        </message>
        <message>
            <source>changed by them</source>
            <translation>von den anderen geändert</translation>
        </message>
        <message>
            <source>changed by you</source>
            <translation>von Ihnen geändert</translation>
        </message>
        <message>
            <source>{what} has changes that are not saved.</source>
            <translation>{what} hat Änderungen, die nicht gespeichert sind.</translation>
        </message>
    </context>
    <context>
        <name>editors.editor</name>
        <message>
            <source>Cancel</source>
            <translation>Abbrechen</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>Schließen</translation>
        </message>
        <message>
            <source>Delete</source>
            <translation>Löschen</translation>
        </message>
        <message>
            <source>Delete this {record_name}? This cannot be undone.</source>
            <translation>{record_name} löschen? Das lässt sich nicht rückgängig machen.</translation>
        </message>
        <message>
            <source>Delete {record_name}</source>
            <translation>{record_name} löschen</translation>
        </message>
        <message>
            <source>Deleted</source>
            <translation>Gelöscht</translation>
        </message>
        <message>
            <source>Delete…</source>
            <translation>Löschen…</translation>
        </message>
        <message>
            <source>Deleting…</source>
            <translation>Wird gelöscht…</translation>
        </message>
        <message>
            <source>Dismiss</source>
            <translation>Schließen</translation>
        </message>
        <message>
            <source>Done</source>
            <translation>Erledigt</translation>
        </message>
        <message>
            <source>Loading…</source>
            <translation>Wird geladen…</translation>
        </message>
        <message>
            <source>No answer: asking the store what it now holds…</source>
            <translation>Keine Antwort: Der Shop wird gefragt, was er jetzt gespeichert hat…</translation>
        </message>
        <message>
            <source>Redo</source>
            <translation>Wiederholen</translation>
        </message>
        <message>
            <source>Reload</source>
            <translation>Neu laden</translation>
        </message>
        <message>
            <source>Retry</source>
            <translation>Erneut versuchen</translation>
        </message>
        <message>
            <source>Save</source>
            <translation>Speichern</translation>
        </message>
        <message>
            <source>Saved</source>
            <translation>Gespeichert</translation>
        </message>
        <message>
            <source>Saving…</source>
            <translation>Wird gespeichert…</translation>
        </message>
        <message>
            <source>The connection broke before the server answered.</source>
            <translation>Die Verbindung brach ab, bevor der Server antwortete.</translation>
        </message>
        <message>
            <source>The server did not accept this. See the messages at the fields.</source>
            <translation>Der Server hat das nicht angenommen. Beachten Sie die Meldungen an den Feldern.</translation>
        </message>
        <message>
            <source>Undo</source>
            <translation>Rückgängig</translation>
        </message>
        <message>
            <source>Working…</source>
            <translation>Wird bearbeitet…</translation>
        </message>
        <message>
            <source>{LOST_ANSWER} Store Admin keeps asking the store whether it was carried out, and does not send it again meanwhile. Nothing you typed is lost.</source>
            <translation>{LOST_ANSWER} Store Admin fragt den Shop weiter, ob es ausgeführt wurde, und sendet es so lange nicht erneut. Nichts von Ihren Eingaben geht verloren.</translation>
        </message>
        <message>
            <source>{LOST_ANSWER} The store cannot show whether it was carried out; sending it again does the same once more. Nothing you typed is lost.</source>
            <translation>{LOST_ANSWER} Der Shop kann nicht zeigen, ob es ausgeführt wurde; erneutes Senden tut dasselbe noch einmal. Nichts von Ihren Eingaben geht verloren.</translation>
        </message>
        <message>
            <source>{LOST_ANSWER} The store now holds something other than what was sent (someone may have changed it meanwhile); it is shown as it is now.</source>
            <translation>{LOST_ANSWER} Der Shop enthält jetzt etwas anderes als das Gesendete (vielleicht hat es inzwischen jemand geändert); es wird so gezeigt, wie es jetzt ist.</translation>
        </message>
        <message>
            <source>{LOST_ANSWER} The store shows it was not carried out, so sending it again is safe. Nothing you typed is lost.</source>
            <translation>{LOST_ANSWER} Der Shop zeigt, dass es nicht ausgeführt wurde; erneutes Senden ist also sicher. Nichts von Ihren Eingaben geht verloren.</translation>
        </message>
        <message>
            <source>{done}. ({LOST_ANSWER} The store shows the change was made.)</source>
            <translation>{done}. ({LOST_ANSWER} Der Shop zeigt, dass die Änderung vorgenommen wurde.)</translation>
        </message>
        <message>
            <source>{error} Nothing you typed is lost.</source>
            <translation>{error} Nichts von Ihren Eingaben geht verloren.</translation>
        </message>
    </context>
    <context>
        <name>editors.fields</name>
        <message>
            <source>Change values</source>
            <translation>Werte ändern</translation>
        </message>
        <message>
            <source>Edit {value}</source>
            <translation>{value} bearbeiten</translation>
        </message>
    </context>
    <context>
        <name>editors.layout</name>
        <message>
            <source>a quantity</source>
            <translation>eine Menge</translation>
        </message>
    </context>
    <context>
        <name>editors.lines</name>
        <message>
            <source>Remove</source>
            <translation>Entfernen</translation>
        </message>
        <message>
            <source>Remove item</source>
            <translation>Artikel entfernen</translation>
        </message>
        <message>
            <source>Remove the selected item (Del)</source>
            <translation>Ausgewählten Artikel entfernen (Entf)</translation>
        </message>
        <message>
            <source>Remove {line_name} (quantity {quantity}) from the {record_name}?</source>
            <translation>{line_name} (Menge {quantity}) aus dem Datensatz ({record_name}) entfernen?</translation>
        </message>
        <message>
            <source>Removing item…</source>
            <translation>Artikel wird entfernt…</translation>
        </message>
    </context>
    <context>
        <name>editors.new_sale</name>
        <message>
            <source>Channel</source>
            <translation>Kanal</translation>
        </message>
        <message>
            <source>Created</source>
            <translation>Erstellt</translation>
        </message>
        <message>
            <source>Customer</source>
            <translation>Kunde</translation>
        </message>
        <message>
            <source>Locale</source>
            <translation>Gebietsschema</translation>
        </message>
        <message>
            <source>New {record_name}</source>
            <translation>{record_name} anlegen</translation>
        </message>
    </context>
    <context>
        <name>editors.order_editor</name>
        <message>
            <source> Settle the difference with the customer.</source>
            <translation> Klären Sie die Differenz mit dem Kunden.</translation>
        </message>
        <message>
            <source>A new order starts in the state “cart”; add its items next.</source>
            <translation>Eine neue Bestellung beginnt im Status „Warenkorb“; fügen Sie danach ihre Artikel hinzu.</translation>
        </message>
        <message>
            <source>A price fixed when the item was added; it is not recalculated.</source>
            <translation>Ein beim Hinzufügen festgelegter Preis; er wird nicht neu berechnet.</translation>
        </message>
        <message>
            <source>Add an item</source>
            <translation>Artikel hinzufügen</translation>
        </message>
        <message>
            <source>Add at no charge</source>
            <translation>Kostenlos hinzufügen</translation>
        </message>
        <message>
            <source>Add at {format_money}</source>
            <translation>Für {format_money} hinzufügen</translation>
        </message>
        <message>
            <source>Add item</source>
            <translation>Artikel hinzufügen</translation>
        </message>
        <message>
            <source>Add to the placed order</source>
            <translation>Zur aufgegebenen Bestellung hinzufügen</translation>
        </message>
        <message>
            <source>Add {adding}? The customer is charged nothing for it.</source>
            <translation>{adding} hinzufügen? Dem Kunden wird dafür nichts berechnet.</translation>
        </message>
        <message>
            <source>Added to the order</source>
            <translation>Zur Bestellung hinzugefügt</translation>
        </message>
        <message>
            <source>Addresses, payments, shipments</source>
            <translation>Adressen, Zahlungen, Sendungen</translation>
        </message>
        <message>
            <source>Adjustments</source>
            <translation>Anpassungen</translation>
        </message>
        <message>
            <source>Billing address</source>
            <translation>Rechnungsadresse</translation>
        </message>
        <message>
            <source>Change a placed order</source>
            <translation>Aufgegebene Bestellung ändern</translation>
        </message>
        <message>
            <source>Channel</source>
            <translation>Kanal</translation>
        </message>
        <message>
            <source>Checkout completed</source>
            <translation>Checkout abgeschlossen</translation>
        </message>
        <message>
            <source>Checkout state</source>
            <translation>Checkout-Status</translation>
        </message>
        <message>
            <source>Choose the customer from the list.</source>
            <translation>Wählen Sie den Kunden aus der Liste.</translation>
        </message>
        <message>
            <source>Choose the variant to add.</source>
            <translation>Wählen Sie die Variante, die hinzugefügt werden soll.</translation>
        </message>
        <message>
            <source>Create order</source>
            <translation>Bestellung anlegen</translation>
        </message>
        <message>
            <source>Created</source>
            <translation>Erstellt</translation>
        </message>
        <message>
            <source>Currency</source>
            <translation>Währung</translation>
        </message>
        <message>
            <source>Customer</source>
            <translation>Kunde</translation>
        </message>
        <message>
            <source>Customer (optional)</source>
            <translation>Kunde (optional)</translation>
        </message>
        <message>
            <source>Delete order…</source>
            <translation>Bestellung löschen…</translation>
        </message>
        <message>
            <source>Delete {order}? The deletion is soft: the order disappears from the lists, but the store keeps it in its records.</source>
            <translation>{order} löschen? Das Löschen ist weich: Die Bestellung verschwindet aus den Listen, der Shop behält sie aber in seinen Unterlagen.</translation>
        </message>
        <message>
            <source>Inventory unit #{id}</source>
            <translation>Bestandseinheit #{id}</translation>
        </message>
        <message>
            <source>Item #{id}</source>
            <translation>Artikel #{id}</translation>
        </message>
        <message>
            <source>Item / inventory unit</source>
            <translation>Artikel / Bestandseinheit</translation>
        </message>
        <message>
            <source>Items</source>
            <translation>Artikel</translation>
        </message>
        <message>
            <source>Items and totals</source>
            <translation>Artikel und Summen</translation>
        </message>
        <message>
            <source>No payments yet.</source>
            <translation>Noch keine Zahlungen.</translation>
        </message>
        <message>
            <source>No shipments yet.</source>
            <translation>Noch keine Sendungen.</translation>
        </message>
        <message>
            <source>Not covered by a payment</source>
            <translation>Nicht durch eine Zahlung gedeckt</translation>
        </message>
        <message>
            <source>Number</source>
            <translation>Nummer</translation>
        </message>
        <message>
            <source>Order #{order_id}</source>
            <translation>Bestellung #{order_id}</translation>
        </message>
        <message>
            <source>Order {number}</source>
            <translation>Bestellung {number}</translation>
        </message>
        <message>
            <source>Paid</source>
            <translation>Bezahlt</translation>
        </message>
        <message>
            <source>Payment awaited</source>
            <translation>Zahlung erwartet</translation>
        </message>
        <message>
            <source>Payments</source>
            <translation>Zahlungen</translation>
        </message>
        <message>
            <source>Payments exceed the total by</source>
            <translation>Die Zahlungen übersteigen die Summe um</translation>
        </message>
        <message>
            <source>Pick a customer from the matches, or leave it empty.</source>
            <translation>Wählen Sie einen Kunden aus den Treffern oder lassen Sie das Feld leer.</translation>
        </message>
        <message>
            <source>Quantity</source>
            <translation>Menge</translation>
        </message>
        <message>
            <source>Quantity:</source>
            <translation>Menge:</translation>
        </message>
        <message>
            <source>Removed</source>
            <translation>Entfernt</translation>
        </message>
        <message>
            <source>Search for a variant by code or name and pick it.</source>
            <translation>Suchen Sie eine Variante nach Code oder Name und wählen Sie sie aus.</translation>
        </message>
        <message>
            <source>Shipments</source>
            <translation>Sendungen</translation>
        </message>
        <message>
            <source>Shipping address</source>
            <translation>Lieferadresse</translation>
        </message>
        <message>
            <source>State</source>
            <translation>Status</translation>
        </message>
        <message>
            <source>Suggest price</source>
            <translation>Preis vorschlagen</translation>
        </message>
        <message>
            <source>The order's total is now {format_money}; its payments: {describe}.{settle}</source>
            <translation>Die Summe der Bestellung beträgt jetzt {format_money}; ihre Zahlungen: {describe}.{settle}</translation>
        </message>
        <message>
            <source>The total becomes about {after} (taxes and promotions are worked out again). A payment still awaited asks for the new total; one already made does not change.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Total</source>
            <translation>Summe</translation>
        </message>
        <message>
            <source>Unit price</source>
            <translation>Stückpreis</translation>
        </message>
        <message>
            <source>Unit price ({currency}):</source>
            <translation>Stückpreis ({currency}):</translation>
        </message>
        <message>
            <source>Unit price:</source>
            <translation>Stückpreis:</translation>
        </message>
        <message>
            <source>Updated</source>
            <translation>Geändert</translation>
        </message>
        <message>
            <source>Variant</source>
            <translation>Variante</translation>
        </message>
        <message>
            <source>Variant:</source>
            <translation>Variante:</translation>
        </message>
        <message>
            <source>e.g. 12.50</source>
            <translation>z. B. 12,50</translation>
        </message>
        <message>
            <source>no customer</source>
            <translation>kein Kunde</translation>
        </message>
        <message>
            <source>not assigned yet</source>
            <translation>noch nicht zugewiesen</translation>
        </message>
        <message>
            <source>paid {format_money}</source>
            <translation>{format_money} bezahlt</translation>
        </message>
        <message>
            <source>this variant</source>
            <translation>diese Variante</translation>
        </message>
        <message>
            <source>tracking {value}</source>
            <translation>Sendungsnummer {value}</translation>
        </message>
        <message>
            <source>variant #{id}</source>
            <translation>Variante #{id}</translation>
        </message>
        <message>
            <source>{describe} was placed: its customer agreed to pay {format_money} ({describe2}). Add {adding} to it?</source>
            <translation>{describe} wurde aufgegeben: Der Kunde hat zugestimmt, {format_money} zu zahlen ({describe2}). {adding} hinzufügen?</translation>
        </message>
        <message>
            <source>{describe} was placed: its customer agreed to pay {format_money} ({describe2}). Without this item the total becomes about {format_money2}; a payment still awaited asks for the new total.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{format_money} awaited</source>
            <translation>{format_money} erwartet</translation>
        </message>
        <message>
            <source>{quantity} × {name} at {format_money}</source>
            <translation>{quantity} × {name} zu {format_money}</translation>
        </message>
    </context>
    <context>
        <name>editors.parsing</name>
        <message>
            <source>Enter at least {plain_number}; “{shown}” is less.</source>
            <translation>Geben Sie mindestens {plain_number} ein; „{shown}“ ist weniger.</translation>
        </message>
        <message>
            <source>Enter at most {places} decimal places, such as {example}.</source>
            <translation>Geben Sie höchstens {places} Nachkommastellen ein, etwa {example}.</translation>
        </message>
        <message>
            <source>Enter at most {plain_number}; “{shown}” is more.</source>
            <translation>Geben Sie höchstens {plain_number} ein; „{shown}“ ist mehr.</translation>
        </message>
        <message>
            <source>Enter {what}, such as {example}.</source>
            <translation>Geben Sie {what} ein, etwa {example}.</translation>
        </message>
        <message>
            <source>Type the number without separators, such as {digits}.</source>
            <translation>Geben Sie die Zahl ohne Trennzeichen ein, etwa {digits}.</translation>
        </message>
        <message>
            <source>a number</source>
            <translation>eine Zahl</translation>
        </message>
        <message>
            <source>an amount</source>
            <translation>einen Betrag</translation>
        </message>
        <message>
            <source>“{shown}” is not a number; enter one such as {example}.</source>
            <translation>„{shown}“ ist keine Zahl; geben Sie eine ein, etwa {example}.</translation>
        </message>
        <message>
            <source>“{shown}” is not a whole number; enter one such as {example}.</source>
            <translation>„{shown}“ ist keine ganze Zahl; geben Sie eine ein, etwa {example}.</translation>
        </message>
    </context>
    <context>
        <name>editors.pickers</name>
        <message>
            <source>  (not sold in {channel})</source>
            <translation>  (nicht im Kanal {channel} verkauft)</translation>
        </message>
        <message>
            <source>Channel code</source>
            <translation>Kanalcode</translation>
        </message>
        <message>
            <source>Choose a channel first</source>
            <translation>Wählen Sie zuerst einen Kanal</translation>
        </message>
        <message>
            <source>Choose a channel…</source>
            <translation>Kanal wählen…</translation>
        </message>
        <message>
            <source>Customer #{id}</source>
            <translation>Kunde #{id}</translation>
        </message>
        <message>
            <source>Customer e-mail or name…</source>
            <translation>E-Mail oder Name des Kunden…</translation>
        </message>
        <message>
            <source>Customer e-mail, name or id…</source>
            <translation>E-Mail, Name oder ID des Kunden…</translation>
        </message>
        <message>
            <source>Locale code, e.g. en_US</source>
            <translation>Gebietsschema-Code, z. B. de_DE</translation>
        </message>
        <message>
            <source>Nothing matches “{text}”.</source>
            <translation>Nichts passt zu „{text}“.</translation>
        </message>
        <message>
            <source>Product {product_name} ({product_code})</source>
            <translation>Produkt {product_name} ({product_code})</translation>
        </message>
        <message>
            <source>Search failed: {error}</source>
            <translation>Suche fehlgeschlagen: {error}</translation>
        </message>
        <message>
            <source>Searching…</source>
            <translation>Wird gesucht…</translation>
        </message>
        <message>
            <source>This server cannot search customers: type the customer's id.</source>
            <translation>Dieser Server kann keine Kunden suchen: Geben Sie die ID des Kunden ein.</translation>
        </message>
        <message>
            <source>This server cannot search customers: type the e-mail address.</source>
            <translation>Dieser Server kann keine Kunden suchen: Geben Sie die E-Mail-Adresse ein.</translation>
        </message>
        <message>
            <source>This server cannot search products: type the exact variant {typed}.</source>
            <translation>Dieser Server kann keine Produkte suchen: Geben Sie die Variante genau ein ({typed}).</translation>
        </message>
        <message>
            <source>Type to search…</source>
            <translation>Zum Suchen tippen…</translation>
        </message>
        <message>
            <source>Variant code or name…</source>
            <translation>Code oder Name der Variante…</translation>
        </message>
    </context>
    <context>
        <name>editors.pricing</name>
        <message>
            <source>Also priced in channels that are not enabled (not editable here): {listed}</source>
            <translation>Auch in nicht aktivierten Kanälen bepreist (hier nicht bearbeitbar): {listed}</translation>
        </message>
        <message>
            <source>Please enter the price (a price can be changed, not removed).</source>
            <translation>Bitte geben Sie den Preis ein (ein Preis lässt sich ändern, aber nicht entfernen).</translation>
        </message>
        <message>
            <source>Price in {get}</source>
            <translation>Preis in {get}</translation>
        </message>
        <message>
            <source>Price in {value}</source>
            <translation>Preis in {value}</translation>
        </message>
        <message>
            <source>Price must be at least 0.01.</source>
            <translation>Der Preis muss mindestens 0,01 betragen.</translation>
        </message>
        <message>
            <source>no price</source>
            <translation>kein Preis</translation>
        </message>
    </context>
    <context>
        <name>editors.totals</name>
        <message>
            <source>&lt;b&gt;How the total comes about&lt;/b&gt;</source>
            <translation>&lt;b&gt;Wie die Summe zustande kommt&lt;/b&gt;</translation>
        </message>
        <message>
            <source>Adjustment</source>
            <translation>Anpassung</translation>
        </message>
        <message>
            <source>Items at unit price ({counted})</source>
            <translation>Artikel zum Stückpreis ({counted})</translation>
        </message>
        <message>
            <source>Items total</source>
            <translation>Artikelsumme</translation>
        </message>
        <message>
            <source>Other adjustments</source>
            <translation>Weitere Anpassungen</translation>
        </message>
        <message>
            <source>Other item adjustments</source>
            <translation>Weitere Artikelanpassungen</translation>
        </message>
        <message>
            <source>Promotion</source>
            <translation>Rabattaktion</translation>
        </message>
        <message>
            <source>Shipping</source>
            <translation>Versand</translation>
        </message>
        <message>
            <source>Tax</source>
            <translation>Steuer</translation>
        </message>
        <message>
            <source>Total</source>
            <translation>Summe</translation>
        </message>
        <message>
            <source>{text} (included in the price)</source>
            <translation>{text} (im Preis enthalten)</translation>
        </message>
    </context>
    <context>
        <name>editors.user_editor</name>
        <message>
            <source>A password reset was requested {format_timestamp}.</source>
            <translation>Eine Passwortrücksetzung wurde am {format_timestamp} angefordert.</translation>
        </message>
        <message>
            <source>A password reset was started</source>
            <translation>Eine Passwortrücksetzung wurde gestartet</translation>
        </message>
        <message>
            <source>API access (needed to use Store Admin)</source>
            <translation>API-Zugriff (für Store Admin nötig)</translation>
        </message>
        <message>
            <source>Administration access</source>
            <translation>Zugang zur Verwaltung</translation>
        </message>
        <message>
            <source>Ask the store to start a password reset for this user</source>
            <translation>Den Shop bitten, für diesen Benutzer eine Passwortrücksetzung zu starten</translation>
        </message>
        <message>
            <source>At least 4 characters.</source>
            <translation>Mindestens 4 Zeichen.</translation>
        </message>
        <message>
            <source>Confirmation token:</source>
            <translation>Bestätigungstoken:</translation>
        </message>
        <message>
            <source>Copy token</source>
            <translation>Token kopieren</translation>
        </message>
        <message>
            <source>Create user</source>
            <translation>Benutzer anlegen</translation>
        </message>
        <message>
            <source>Delete user…</source>
            <translation>Benutzer löschen…</translation>
        </message>
        <message>
            <source>Delete {removeprefix}? The deletion is soft: the account disappears from the lists and can no longer sign in; the store keeps its records.</source>
            <translation>{removeprefix} löschen? Das Löschen ist weich: Das Konto verschwindet aus den Listen und kann sich nicht mehr anmelden; der Shop behält seine Unterlagen.</translation>
        </message>
        <message>
            <source>E-mail</source>
            <translation>E-Mail</translation>
        </message>
        <message>
            <source>Enabled</source>
            <translation>Aktiviert</translation>
        </message>
        <message>
            <source>First name</source>
            <translation>Vorname</translation>
        </message>
        <message>
            <source>Last name</source>
            <translation>Nachname</translation>
        </message>
        <message>
            <source>Leave the password empty to keep the current one.</source>
            <translation>Lassen Sie das Passwort leer, um das aktuelle zu behalten.</translation>
        </message>
        <message>
            <source>New user</source>
            <translation>Neuer Benutzer</translation>
        </message>
        <message>
            <source>No new reset was started. The server says: {error}</source>
            <translation>Es wurde keine neue Rücksetzung gestartet. Der Server meldet: {error}</translation>
        </message>
        <message>
            <source>Password</source>
            <translation>Passwort</translation>
        </message>
        <message>
            <source>Password must be at least {MIN_PASSWORD} characters long.</source>
            <translation>Das Passwort muss mindestens {MIN_PASSWORD} Zeichen lang sein.</translation>
        </message>
        <message>
            <source>Password reset</source>
            <translation>Passwortrücksetzung</translation>
        </message>
        <message>
            <source>Repeat password</source>
            <translation>Passwort wiederholen</translation>
        </message>
        <message>
            <source>Requesting a password reset…</source>
            <translation>Passwortrücksetzung wird angefordert…</translation>
        </message>
        <message>
            <source>Reset requested {format_timestamp} · last signed in: {last_login}</source>
            <translation>Rücksetzung angefordert am {format_timestamp} · zuletzt angemeldet: {last_login}</translation>
        </message>
        <message>
            <source>Roles</source>
            <translation>Rollen</translation>
        </message>
        <message>
            <source>Roles:</source>
            <translation>Rollen:</translation>
        </message>
        <message>
            <source>Save</source>
            <translation>Speichern</translation>
        </message>
        <message>
            <source>Send password reset</source>
            <translation>Passwortrücksetzung senden</translation>
        </message>
        <message>
            <source>Shop customer account</source>
            <translation>Kundenkonto im Shop</translation>
        </message>
        <message>
            <source>The account can sign in</source>
            <translation>Das Konto kann sich anmelden</translation>
        </message>
        <message>
            <source>The store issues a one-time token to set a new password.</source>
            <translation>Der Shop stellt ein Einmal-Token aus, mit dem ein neues Passwort gesetzt wird.</translation>
        </message>
        <message>
            <source>The two passwords do not match.</source>
            <translation>Die beiden Passwörter stimmen nicht überein.</translation>
        </message>
        <message>
            <source>This email is invalid.</source>
            <translation>Diese E-Mail-Adresse ist ungültig.</translation>
        </message>
        <message>
            <source>This is the account you are signed in with: it cannot be deleted while you use it. Ask another administrator to delete it.</source>
            <translation>Mit diesem Konto sind Sie angemeldet: Es kann nicht gelöscht werden, solange Sie es verwenden. Bitten Sie eine andere Administratorin oder einen anderen Administrator, es zu löschen.</translation>
        </message>
        <message>
            <source>User #{user_id}</source>
            <translation>Benutzer #{user_id}</translation>
        </message>
        <message>
            <source>User {value}</source>
            <translation>Benutzer {value}</translation>
        </message>
        <message>
            <source>You are signed in with this account: disabled, it would sign you out and could not sign in again. Ask another administrator to disable it.</source>
            <translation>Sie sind mit diesem Konto angemeldet: Deaktiviert würde es Sie abmelden und könnte sich nicht wieder anmelden. Bitten Sie eine andere Administratorin oder einen anderen Administrator, es zu deaktivieren.</translation>
        </message>
        <message>
            <source>You are signed in with this account: without API access it could no longer use Store Admin. Ask another administrator to change it.</source>
            <translation>Sie sind mit diesem Konto angemeldet: Ohne API-Zugriff könnte es Store Admin nicht mehr verwenden. Bitten Sie eine andere Administratorin oder einen anderen Administrator, es zu ändern.</translation>
        </message>
        <message>
            <source>name@example.com — also the username</source>
            <translation>name@example.com — zugleich der Benutzername</translation>
        </message>
    </context>
    <context>
        <name>editors.variant_editor</name>
        <message>
            <source>Add locale</source>
            <translation>Gebietsschema hinzufügen</translation>
        </message>
        <message>
            <source>Categories and options</source>
            <translation>Kategorien und Optionen</translation>
        </message>
        <message>
            <source>Code</source>
            <translation>Code</translation>
        </message>
        <message>
            <source>Delete variant {code} of {product_name}? This cannot be undone.</source>
            <translation>Variante {code} von {product_name} löschen? Das lässt sich nicht rückgängig machen.</translation>
        </message>
        <message>
            <source>Depth</source>
            <translation>Tiefe</translation>
        </message>
        <message>
            <source>Height</source>
            <translation>Höhe</translation>
        </message>
        <message>
            <source>Inventory tracks this variant</source>
            <translation>Lagerbestand dieser Variante führen</translation>
        </message>
        <message>
            <source>Name in {label}</source>
            <translation>Name in {label}</translation>
        </message>
        <message>
            <source>Names</source>
            <translation>Namen</translation>
        </message>
        <message>
            <source>Names per locale</source>
            <translation>Namen je Gebietsschema</translation>
        </message>
        <message>
            <source>New variant of {product_name}</source>
            <translation>Neue Variante von {product_name}</translation>
        </message>
        <message>
            <source>On hand</source>
            <translation>Auf Lager</translation>
        </message>
        <message>
            <source>On hand cannot be negative; enter 0 or more.</source>
            <translation>„Auf Lager“ kann nicht negativ sein; geben Sie 0 oder mehr ein.</translation>
        </message>
        <message>
            <source>On hold:</source>
            <translation>Reserviert:</translation>
        </message>
        <message>
            <source>Option: {get}</source>
            <translation>Option: {get}</translation>
        </message>
        <message>
            <source>Options</source>
            <translation>Optionen</translation>
        </message>
        <message>
            <source>Please enter the code.</source>
            <translation>Bitte geben Sie den Code ein.</translation>
        </message>
        <message>
            <source>Position</source>
            <translation>Position</translation>
        </message>
        <message>
            <source>Prices</source>
            <translation>Preise</translation>
        </message>
        <message>
            <source>Prices per channel</source>
            <translation>Preise je Kanal</translation>
        </message>
        <message>
            <source>Product variant code can only be comprised of letters, numbers, dashes and underscores.</source>
            <translation>Der Code einer Produktvariante darf nur Buchstaben, Ziffern, Binde- und Unterstriche enthalten.</translation>
        </message>
        <message>
            <source>Remove the {label} translation</source>
            <translation>Übersetzung {label} entfernen</translation>
        </message>
        <message>
            <source>Shipping category</source>
            <translation>Versandkategorie</translation>
        </message>
        <message>
            <source>Size and weight</source>
            <translation>Größe und Gewicht</translation>
        </message>
        <message>
            <source>Tax category</source>
            <translation>Steuerkategorie</translation>
        </message>
        <message>
            <source>The server offers no list of categories: type the code.</source>
            <translation>Der Server bietet keine Liste der Kategorien: Geben Sie den Code ein.</translation>
        </message>
        <message>
            <source>This product has no options.</source>
            <translation>Dieses Produkt hat keine Optionen.</translation>
        </message>
        <message>
            <source>Tracked</source>
            <translation>Bestand geführt</translation>
        </message>
        <message>
            <source>Units reserved by customers (set by the shop)</source>
            <translation>Von Kunden reservierte Einheiten (vom Shop gesetzt)</translation>
        </message>
        <message>
            <source>Variant</source>
            <translation>Variante</translation>
        </message>
        <message>
            <source>Variant {code}</source>
            <translation>Variante {code}</translation>
        </message>
        <message>
            <source>Variant {code} — {name}</source>
            <translation>Variante {code} — {name}</translation>
        </message>
        <message>
            <source>Weight</source>
            <translation>Gewicht</translation>
        </message>
        <message>
            <source>Width</source>
            <translation>Breite</translation>
        </message>
        <message>
            <source>a position</source>
            <translation>eine Position</translation>
        </message>
        <message>
            <source>category code</source>
            <translation>Kategoriecode</translation>
        </message>
        <message>
            <source>e.g. T_SHIRT_BLUE_M</source>
            <translation>z. B. T_SHIRT_BLUE_M</translation>
        </message>
        <message>
            <source>locale code, e.g. en_US</source>
            <translation>Gebietsschema-Code, z. B. de_DE</translation>
        </message>
        <message>
            <source>no name</source>
            <translation>kein Name</translation>
        </message>
        <message>
            <source>no prices</source>
            <translation>keine Preise</translation>
        </message>
        <message>
            <source>not set</source>
            <translation>nicht gesetzt</translation>
        </message>
        <message>
            <source>option: value, … (codes)</source>
            <translation>Option: Wert, … (Codes)</translation>
        </message>
        <message>
            <source>the number on hand</source>
            <translation>den Lagerbestand</translation>
        </message>
        <message>
            <source>{label} cannot be negative.</source>
            <translation>{label} kann nicht negativ sein.</translation>
        </message>
        <message>
            <source>— none —</source>
            <translation>— keine —</translation>
        </message>
        <message>
            <source>“{value}” is not an option and its value; write them as option: value, such as tshirt_size: tshirt_size_m.</source>
            <translation>„{value}“ ist keine Option mit Wert; schreiben Sie Option: Wert, etwa tshirt_size: tshirt_size_m.</translation>
        </message>
    </context>
    <context>
        <name>labels</name>
        <message numerus="yes">
            <source>%Ln cart(s)</source>
            <translation>
                <numerusform>%Ln Warenkorb</numerusform>
                <numerusform>%Ln Warenkörbe</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln entry(s)</source>
            <translation>
                <numerusform>%Ln Eintrag</numerusform>
                <numerusform>%Ln Einträge</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln line(s)</source>
            <translation type="unfinished">
                <numerusform />
                <numerusform />
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln order(s)</source>
            <translation>
                <numerusform>%Ln Bestellung</numerusform>
                <numerusform>%Ln Bestellungen</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln page(s)</source>
            <translation>
                <numerusform>%Ln Seite</numerusform>
                <numerusform>%Ln Seiten</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln record(s)</source>
            <translation>
                <numerusform>%Ln Datensatz</numerusform>
                <numerusform>%Ln Datensätze</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln row(s)</source>
            <translation type="unfinished">
                <numerusform />
                <numerusform />
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln selected row(s)</source>
            <translation type="unfinished">
                <numerusform />
                <numerusform />
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln unit(s)</source>
            <translation>
                <numerusform>%Ln Einheit</numerusform>
                <numerusform>%Ln Einheiten</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln user(s)</source>
            <translation>
                <numerusform>%Ln Benutzer</numerusform>
                <numerusform>%Ln Benutzer</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln value(s)</source>
            <translation>
                <numerusform>%Ln Wert</numerusform>
                <numerusform>%Ln Werte</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln variant(s)</source>
            <translation>
                <numerusform>%Ln Variante</numerusform>
                <numerusform>%Ln Varianten</numerusform>
            </translation>
        </message>
        <message>
            <source>Addressed</source>
            <translation>Adresse erfasst</translation>
        </message>
        <message>
            <source>Awaiting payment</source>
            <translation>Zahlung ausstehend</translation>
        </message>
        <message>
            <source>Cancelled</source>
            <translation>Storniert</translation>
        </message>
        <message>
            <source>Cart</source>
            <translation>Warenkorb</translation>
        </message>
        <message>
            <source>Completed</source>
            <translation>Abgeschlossen</translation>
        </message>
        <message>
            <source>Disabled</source>
            <translation>Deaktiviert</translation>
        </message>
        <message>
            <source>Enabled</source>
            <translation>Aktiviert</translation>
        </message>
        <message>
            <source>Fulfilled</source>
            <translation>Erfüllt</translation>
        </message>
        <message>
            <source>In checkout</source>
            <translation>Im Checkout</translation>
        </message>
        <message>
            <source>New</source>
            <translation>Neu</translation>
        </message>
        <message>
            <source>On hold</source>
            <translation>Zurückgestellt</translation>
        </message>
        <message>
            <source>Paid</source>
            <translation>Bezahlt</translation>
        </message>
        <message>
            <source>Partly paid</source>
            <translation>Teilweise bezahlt</translation>
        </message>
        <message>
            <source>Payment chosen</source>
            <translation>Zahlungsart gewählt</translation>
        </message>
        <message>
            <source>Payment skipped</source>
            <translation>Zahlung übersprungen</translation>
        </message>
        <message>
            <source>Pending</source>
            <translation>Offen</translation>
        </message>
        <message>
            <source>Ready to ship</source>
            <translation>Versandbereit</translation>
        </message>
        <message>
            <source>Refunded</source>
            <translation>Erstattet</translation>
        </message>
        <message>
            <source>Returned</source>
            <translation>Zurückgesandt</translation>
        </message>
        <message>
            <source>Shipped</source>
            <translation>Versandt</translation>
        </message>
        <message>
            <source>Shipping chosen</source>
            <translation>Versandart gewählt</translation>
        </message>
        <message>
            <source>Shipping skipped</source>
            <translation>Versand übersprungen</translation>
        </message>
        <message>
            <source>Sold</source>
            <translation>Verkauft</translation>
        </message>
        <message>
            <source>cart</source>
            <translation>Warenkorb</translation>
        </message>
        <message>
            <source>entry</source>
            <translation>Eintrag</translation>
        </message>
        <message>
            <source>line</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>order</source>
            <translation>Bestellung</translation>
        </message>
        <message>
            <source>page</source>
            <translation>Seite</translation>
        </message>
        <message>
            <source>record</source>
            <translation>Datensatz</translation>
        </message>
        <message>
            <source>row</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>selected row</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>unit</source>
            <translation>Einheit</translation>
        </message>
        <message>
            <source>user</source>
            <translation>Benutzer</translation>
        </message>
        <message>
            <source>value</source>
            <translation>Wert</translation>
        </message>
        <message>
            <source>variant</source>
            <translation>Variante</translation>
        </message>
    </context>
    <context>
        <name>main_window</name>
        <message>
            <source> — not up to date</source>
            <translation> — nicht aktuell</translation>
        </message>
        <message>
            <source>&amp;About {APP_NAME}</source>
            <translation>Ü&amp;ber {APP_NAME}</translation>
        </message>
        <message>
            <source>&amp;Connect to a server…</source>
            <translation>Mit einem Server &amp;verbinden…</translation>
        </message>
        <message>
            <source>&amp;Edit</source>
            <translation>&amp;Bearbeiten</translation>
        </message>
        <message>
            <source>&amp;File</source>
            <translation>&amp;Datei</translation>
        </message>
        <message>
            <source>&amp;Filter…</source>
            <translation>&amp;Filtern…</translation>
        </message>
        <message>
            <source>&amp;Help</source>
            <translation>&amp;Hilfe</translation>
        </message>
        <message>
            <source>&amp;New…</source>
            <translation>&amp;Neu…</translation>
        </message>
        <message>
            <source>&amp;Open selected</source>
            <translation>Auswahl ö&amp;ffnen</translation>
        </message>
        <message>
            <source>&amp;Quit</source>
            <translation>&amp;Beenden</translation>
        </message>
        <message>
            <source>&amp;Refresh</source>
            <translation>&amp;Aktualisieren</translation>
        </message>
        <message>
            <source>&amp;Sort by</source>
            <translation>&amp;Sortieren nach</translation>
        </message>
        <message>
            <source>&amp;View</source>
            <translation>&amp;Ansicht</translation>
        </message>
        <message>
            <source>&lt;h2&gt;Welcome to {APP_NAME}&lt;/h2&gt;&lt;p&gt;Connect to your store's server to work on its product variants, carts, orders and users, or look around in the demo store first.&lt;/p&gt;</source>
            <translation>&lt;h2&gt;Willkommen bei {APP_NAME}&lt;/h2&gt;&lt;p&gt;Verbinden Sie sich mit dem Server Ihres Shops, um dessen Produktvarianten, Warenkörbe, Bestellungen und Benutzer zu bearbeiten, oder sehen Sie sich zuerst im Demo-Shop um.&lt;/p&gt;</translation>
        </message>
        <message>
            <source>&lt;h3&gt;{APP_NAME} {version__}&lt;/h3&gt;&lt;p&gt;Administration of an online store: product variants, carts, orders and users.&lt;/p&gt;&lt;p&gt;Server: {server}&lt;br&gt;Qt {qVersion} (PySide6 {pyside_version})&lt;br&gt;Python {python_version} on {value}&lt;/p&gt;</source>
            <translation>&lt;h3&gt;{APP_NAME} {version__}&lt;/h3&gt;&lt;p&gt;Verwaltung eines Online-Shops: Produktvarianten, Warenkörbe, Bestellungen und Benutzer.&lt;/p&gt;&lt;p&gt;Server: {server}&lt;br&gt;Qt {qVersion} (PySide6 {pyside_version})&lt;br&gt;Python {python_version} unter {value}&lt;/p&gt;</translation>
        </message>
        <message>
            <source>About {APP_NAME}</source>
            <translation>Über {APP_NAME}</translation>
        </message>
        <message>
            <source>Connect to a server…</source>
            <translation>Mit einem Server verbinden…</translation>
        </message>
        <message>
            <source>Connection lost: {address}</source>
            <translation>Verbindung verloren: {address}</translation>
        </message>
        <message>
            <source>Create a record of the current view</source>
            <translation>Einen Datensatz der aktuellen Ansicht anlegen</translation>
        </message>
        <message>
            <source>Loading…</source>
            <translation>Wird geladen…</translation>
        </message>
        <message>
            <source>Not connected</source>
            <translation>Nicht verbunden</translation>
        </message>
        <message>
            <source>Open &amp;log folder</source>
            <translation>&amp;Protokollordner öffnen</translation>
        </message>
        <message>
            <source>Signed in as {user}</source>
            <translation>Angemeldet als {user}</translation>
        </message>
        <message>
            <source>Signed in with a token</source>
            <translation>Mit einem Token angemeldet</translation>
        </message>
        <message>
            <source>Try the &amp;demo store</source>
            <translation>&amp;Demo-Shop ausprobieren</translation>
        </message>
        <message>
            <source>Try the demo store</source>
            <translation>Demo-Shop ausprobieren</translation>
        </message>
        <message>
            <source>Views</source>
            <translation>Ansichten</translation>
        </message>
        <message>
            <source>not connected</source>
            <translation>nicht verbunden</translation>
        </message>
        <message>
            <source>{total} in total</source>
            <translation>{total} insgesamt</translation>
        </message>
    </context>
    <context>
        <name>messages</name>
        <message>
            <source>Dismiss</source>
            <translation>Schließen</translation>
        </message>
        <message>
            <source>Something went wrong inside Store Admin ({name__}: {error}). The details are in the log file (Help &gt; Open log folder).</source>
            <translation>In Store Admin ist ein Fehler aufgetreten ({name__}: {error}). Die Einzelheiten stehen in der Protokolldatei (Hilfe &gt; Protokollordner öffnen).</translation>
        </message>
    </context>
    <context>
        <name>offers</name>
        <message>
            <source>This server does not list every variant at once: choose a product to list its variants.</source>
            <translation>Dieser Server listet nicht alle Varianten auf einmal: Wählen Sie ein Produkt, um seine Varianten aufzulisten.</translation>
        </message>
        <message>
            <source>This server does not offer sales statistics, so there is no overview.</source>
            <translation>Dieser Server bietet keine Verkaufsstatistiken, daher gibt es keine Übersicht.</translation>
        </message>
    </context>
    <context>
        <name>pages.base</name>
        <message>
            <source> at {format_time_of_day}</source>
            <translation> um {format_time_of_day}</translation>
        </message>
        <message>
            <source>All channels</source>
            <translation>Alle Kanäle</translation>
        </message>
        <message>
            <source>Channel code</source>
            <translation>Kanalcode</translation>
        </message>
        <message>
            <source>Create a {name} (Ctrl+N)</source>
            <translation>{name} anlegen (Strg+N)</translation>
        </message>
        <message>
            <source>Delete</source>
            <translation>Löschen</translation>
        </message>
        <message>
            <source>Delete the selected rows (Del)</source>
            <translation>Ausgewählte Zeilen löschen (Entf)</translation>
        </message>
        <message>
            <source>Delete {what}</source>
            <translation>{what} löschen</translation>
        </message>
        <message>
            <source>Delete {what}? The deletion is soft: what is deleted disappears from the lists, but the store keeps it in its records.</source>
            <translation>{what} löschen? Das Löschen ist weich: Gelöschtes verschwindet aus den Listen, der Shop behält es aber in seinen Unterlagen.</translation>
        </message>
        <message>
            <source>Delete {what}? This cannot be undone.</source>
            <translation>{what} löschen? Das lässt sich nicht rückgängig machen.</translation>
        </message>
        <message>
            <source>Delete…</source>
            <translation>Löschen…</translation>
        </message>
        <message>
            <source>Details</source>
            <translation>Details</translation>
        </message>
        <message>
            <source>How many rows each request to the server fetches</source>
            <translation>Wie viele Zeilen jede Anfrage an den Server abruft</translation>
        </message>
        <message>
            <source>It reloads by itself when the server is back.</source>
            <translation>Sie wird von selbst neu geladen, sobald der Server wieder erreichbar ist.</translation>
        </message>
        <message>
            <source>It reloads once you have signed in again.</source>
            <translation>Sie wird neu geladen, sobald Sie sich erneut angemeldet haben.</translation>
        </message>
        <message>
            <source>List the rows in the order the server chooses</source>
            <translation>Zeilen in der Reihenfolge des Servers auflisten</translation>
        </message>
        <message>
            <source>New {name}…</source>
            <translation>{name} anlegen…</translation>
        </message>
        <message>
            <source>Not up to date: the list could not be reloaded ({rstrip}). It shows the rows as they were{when}. {then}</source>
            <translation>Nicht aktuell: Die Liste konnte nicht neu geladen werden ({rstrip}). Sie zeigt die Zeilen, wie sie waren{when}. {then}</translation>
        </message>
        <message>
            <source>Nothing here yet.</source>
            <translation>Hier gibt es noch nichts.</translation>
        </message>
        <message>
            <source>Nothing matches these filters.</source>
            <translation>Nichts passt zu diesen Filtern.</translation>
        </message>
        <message>
            <source>Open the selected {name} in its editor (Enter)</source>
            <translation>Auswahl ({name}) im Editor öffnen (Eingabe)</translation>
        </message>
        <message>
            <source>Open {name}…</source>
            <translation>{name} öffnen…</translation>
        </message>
        <message>
            <source>Retry to load it again.</source>
            <translation>Mit „Erneut versuchen“ erneut laden.</translation>
        </message>
        <message>
            <source>Rows from {pages} could not be loaded: {first_error}</source>
            <translation>Zeilen von {pages} konnten nicht geladen werden: {first_error}</translation>
        </message>
        <message>
            <source>Rows per request</source>
            <translation>Zeilen pro Anfrage</translation>
        </message>
        <message>
            <source>Server's own order</source>
            <translation>Reihenfolge des Servers</translation>
        </message>
        <message>
            <source>Some rows could not be loaded: {first_error}</source>
            <translation>Einige Zeilen konnten nicht geladen werden: {first_error}</translation>
        </message>
        <message>
            <source>The current row's record, read-only (Ctrl+I)</source>
            <translation>Der Datensatz der aktuellen Zeile, nur lesend (Strg+I)</translation>
        </message>
        <message>
            <source>The list could not be loaded: {first_error}</source>
            <translation>Die Liste konnte nicht geladen werden: {first_error}</translation>
        </message>
        <message>
            <source>{noun} #{key}</source>
            <translation>{noun} #{key}</translation>
        </message>
        <message>
            <source>{size} per page</source>
            <translation>{size} pro Seite</translation>
        </message>
    </context>
    <context>
        <name>pages.carts</name>
        <message>
            <source>Cart #{key}</source>
            <translation>Warenkorb #{key}</translation>
        </message>
        <message>
            <source>Carts</source>
            <translation>Warenkörbe</translation>
        </message>
        <message>
            <source>Customer e-mail</source>
            <translation>E-Mail des Kunden</translation>
        </message>
        <message>
            <source>No carts match these filters.</source>
            <translation>Keine Warenkörbe passen zu diesen Filtern.</translation>
        </message>
        <message>
            <source>Only carts of this channel</source>
            <translation>Nur Warenkörbe dieses Kanals</translation>
        </message>
        <message>
            <source>There are no carts yet.</source>
            <translation>Es gibt noch keine Warenkörbe.</translation>
        </message>
    </context>
    <context>
        <name>pages.orders</name>
        <message>
            <source> Sorting compares the amounts alone, across {joined}; choose a channel to sort within one currency.</source>
            <translation> Die Sortierung vergleicht nur die Beträge, über {joined} hinweg; wählen Sie einen Kanal, um innerhalb einer Währung zu sortieren.</translation>
        </message>
        <message>
            <source>Any state</source>
            <translation>Jeder Status</translation>
        </message>
        <message>
            <source>Customer e-mail</source>
            <translation>E-Mail des Kunden</translation>
        </message>
        <message>
            <source>Each order's total in its own currency.</source>
            <translation>Die Summe jeder Bestellung in ihrer eigenen Währung.</translation>
        </message>
        <message>
            <source>No orders match these filters.</source>
            <translation>Keine Bestellungen passen zu diesen Filtern.</translation>
        </message>
        <message>
            <source>Only orders in this state</source>
            <translation>Nur Bestellungen in diesem Status</translation>
        </message>
        <message>
            <source>Only orders of this channel (their totals are all in its currency)</source>
            <translation>Nur Bestellungen dieses Kanals (ihre Summen sind alle in seiner Währung)</translation>
        </message>
        <message>
            <source>Order #{key}</source>
            <translation>Bestellung #{key}</translation>
        </message>
        <message>
            <source>Order number</source>
            <translation>Bestellnummer</translation>
        </message>
        <message>
            <source>Order {number}</source>
            <translation>Bestellung {number}</translation>
        </message>
        <message>
            <source>Orders</source>
            <translation>Bestellungen</translation>
        </message>
        <message>
            <source>Sorted by amount alone: totals in {joined} are compared as numbers, whatever their currency. Choose a channel to sort within its currency.</source>
            <translation>Nur nach Betrag sortiert: Summen in {joined} werden als Zahlen verglichen, unabhängig von ihrer Währung. Wählen Sie einen Kanal, um innerhalb seiner Währung zu sortieren.</translation>
        </message>
        <message>
            <source>There are no orders yet.</source>
            <translation>Es gibt noch keine Bestellungen.</translation>
        </message>
    </context>
    <context>
        <name>pages.overview</name>
        <message>
            <source>Average order</source>
            <translation>Durchschnittliche Bestellung</translation>
        </message>
        <message>
            <source>Channel</source>
            <translation>Kanal</translation>
        </message>
        <message>
            <source>Channel of the chart</source>
            <translation>Kanal des Diagramms</translation>
        </message>
        <message>
            <source>Chart bars</source>
            <translation>Balken des Diagramms</translation>
        </message>
        <message>
            <source>Chart:</source>
            <translation>Diagramm:</translation>
        </message>
        <message>
            <source>From</source>
            <translation>Von</translation>
        </message>
        <message>
            <source>List the orders of {name} in this range</source>
            <translation>Die Bestellungen von {name} in diesem Zeitraum auflisten</translation>
        </message>
        <message>
            <source>List the variants low on stock</source>
            <translation>Die Varianten mit niedrigem Bestand auflisten</translation>
        </message>
        <message>
            <source>List the {state} orders of {name} in this range</source>
            <translation>Die Bestellungen von {name} im Status „{state}“ in diesem Zeitraum auflisten</translation>
        </message>
        <message>
            <source>Loading the figures…</source>
            <translation>Die Zahlen werden geladen…</translation>
        </message>
        <message>
            <source>Low stock</source>
            <translation>Niedriger Bestand</translation>
        </message>
        <message>
            <source>New customers</source>
            <translation>Neue Kunden</translation>
        </message>
        <message>
            <source>Orders</source>
            <translation>Bestellungen</translation>
        </message>
        <message>
            <source>Overview</source>
            <translation>Übersicht</translation>
        </message>
        <message>
            <source>Range</source>
            <translation>Zeitraum</translation>
        </message>
        <message>
            <source>Range:</source>
            <translation>Zeitraum:</translation>
        </message>
        <message>
            <source>Sales</source>
            <translation>Umsatz</translation>
        </message>
        <message>
            <source>Sales chart</source>
            <translation>Umsatzdiagramm</translation>
        </message>
        <message>
            <source>Sales per day</source>
            <translation>Umsatz pro Tag</translation>
        </message>
        <message>
            <source>Sales per month</source>
            <translation>Umsatz pro Monat</translation>
        </message>
        <message>
            <source>Sales per week</source>
            <translation>Umsatz pro Woche</translation>
        </message>
        <message>
            <source>The days the figures count</source>
            <translation>Die Tage, die die Zahlen erfassen</translation>
        </message>
        <message>
            <source>The figures could not be loaded: {error}</source>
            <translation>Die Zahlen konnten nicht geladen werden: {error}</translation>
        </message>
        <message>
            <source>To</source>
            <translation>Bis</translation>
        </message>
        <message>
            <source>What each bar of the chart counts: a day, a week or a month</source>
            <translation>Was jeder Balken des Diagramms erfasst: einen Tag, eine Woche oder einen Monat</translation>
        </message>
        <message>
            <source>{figure} of {channel}</source>
            <translation>{figure} von {channel}</translation>
        </message>
        <message>
            <source>{figure}: {value}</source>
            <translation>{figure}: {value}</translation>
        </message>
        <message>
            <source>{variants} with at most {threshold} available</source>
            <translation>{variants} mit höchstens {threshold} verfügbar</translation>
        </message>
    </context>
    <context>
        <name>pages.overview_range</name>
        <message>
            <source>Automatic</source>
            <translation>Automatisch</translation>
        </message>
        <message>
            <source>Custom range</source>
            <translation>Eigener Zeitraum</translation>
        </message>
        <message>
            <source>Last 30 days</source>
            <translation>Letzte 30 Tage</translation>
        </message>
        <message>
            <source>Last 7 days</source>
            <translation>Letzte 7 Tage</translation>
        </message>
        <message>
            <source>Per day</source>
            <translation>Pro Tag</translation>
        </message>
        <message>
            <source>Per month</source>
            <translation>Pro Monat</translation>
        </message>
        <message>
            <source>Per week</source>
            <translation>Pro Woche</translation>
        </message>
        <message>
            <source>This year</source>
            <translation>Dieses Jahr</translation>
        </message>
        <message>
            <source>Today</source>
            <translation>Heute</translation>
        </message>
        <message>
            <source>{amount}, {orders}</source>
            <translation>{amount}, {orders}</translation>
        </message>
    </context>
    <context>
        <name>pages.sections</name>
        <message>
            <source>Addresses, payments, shipments</source>
            <translation>Adressen, Zahlungen, Sendungen</translation>
        </message>
        <message>
            <source>Billing address</source>
            <translation>Rechnungsadresse</translation>
        </message>
        <message>
            <source>Cart</source>
            <translation>Warenkorb</translation>
        </message>
        <message>
            <source>Categories and options</source>
            <translation>Kategorien und Optionen</translation>
        </message>
        <message>
            <source>Channel</source>
            <translation>Kanal</translation>
        </message>
        <message>
            <source>Checkout</source>
            <translation>Checkout</translation>
        </message>
        <message>
            <source>Checkout completed</source>
            <translation>Checkout abgeschlossen</translation>
        </message>
        <message>
            <source>Code</source>
            <translation>Code</translation>
        </message>
        <message>
            <source>Created</source>
            <translation>Erstellt</translation>
        </message>
        <message>
            <source>Currency</source>
            <translation>Währung</translation>
        </message>
        <message>
            <source>Customer</source>
            <translation>Kunde</translation>
        </message>
        <message>
            <source>E-mail</source>
            <translation>E-Mail</translation>
        </message>
        <message>
            <source>First name</source>
            <translation>Vorname</translation>
        </message>
        <message>
            <source>Items and totals</source>
            <translation>Artikel und Summen</translation>
        </message>
        <message>
            <source>Last login</source>
            <translation>Letzte Anmeldung</translation>
        </message>
        <message>
            <source>Last name</source>
            <translation>Nachname</translation>
        </message>
        <message>
            <source>Locale</source>
            <translation>Gebietsschema</translation>
        </message>
        <message>
            <source>Name</source>
            <translation>Name</translation>
        </message>
        <message>
            <source>Names</source>
            <translation>Namen</translation>
        </message>
        <message>
            <source>Names per locale</source>
            <translation>Namen je Gebietsschema</translation>
        </message>
        <message>
            <source>No</source>
            <translation>Nein</translation>
        </message>
        <message>
            <source>Number</source>
            <translation>Nummer</translation>
        </message>
        <message>
            <source>On hand</source>
            <translation>Auf Lager</translation>
        </message>
        <message>
            <source>On hold</source>
            <translation>Zurückgestellt</translation>
        </message>
        <message>
            <source>Option</source>
            <translation>Option</translation>
        </message>
        <message>
            <source>Options</source>
            <translation>Optionen</translation>
        </message>
        <message>
            <source>Order</source>
            <translation>Bestellung</translation>
        </message>
        <message>
            <source>Password reset</source>
            <translation>Passwortrücksetzung</translation>
        </message>
        <message>
            <source>Payment</source>
            <translation>Zahlung</translation>
        </message>
        <message>
            <source>Position</source>
            <translation>Position</translation>
        </message>
        <message>
            <source>Prices</source>
            <translation>Preise</translation>
        </message>
        <message>
            <source>Prices per channel</source>
            <translation>Preise je Kanal</translation>
        </message>
        <message>
            <source>Reset requested</source>
            <translation>Rücksetzung angefordert</translation>
        </message>
        <message>
            <source>Roles</source>
            <translation>Rollen</translation>
        </message>
        <message>
            <source>Shipment</source>
            <translation>Sendung</translation>
        </message>
        <message>
            <source>Shipping</source>
            <translation>Versand</translation>
        </message>
        <message>
            <source>Shipping address</source>
            <translation>Lieferadresse</translation>
        </message>
        <message>
            <source>Shipping category</source>
            <translation>Versandkategorie</translation>
        </message>
        <message>
            <source>Size and weight</source>
            <translation>Größe und Gewicht</translation>
        </message>
        <message>
            <source>State</source>
            <translation>Status</translation>
        </message>
        <message>
            <source>Status</source>
            <translation>Status</translation>
        </message>
        <message>
            <source>Tax category</source>
            <translation>Steuerkategorie</translation>
        </message>
        <message>
            <source>Tracked</source>
            <translation>Bestand geführt</translation>
        </message>
        <message>
            <source>Updated</source>
            <translation>Geändert</translation>
        </message>
        <message>
            <source>User</source>
            <translation>Benutzer</translation>
        </message>
        <message>
            <source>Username</source>
            <translation>Benutzername</translation>
        </message>
        <message>
            <source>Variant</source>
            <translation>Variante</translation>
        </message>
        <message>
            <source>Version</source>
            <translation>Version</translation>
        </message>
        <message>
            <source>Yes</source>
            <translation>Ja</translation>
        </message>
        <message>
            <source>item #{id}</source>
            <translation>Artikel #{id}</translation>
        </message>
        <message>
            <source>no customer</source>
            <translation>kein Kunde</translation>
        </message>
        <message>
            <source>none yet</source>
            <translation>noch keine</translation>
        </message>
        <message>
            <source>not assigned yet</source>
            <translation>noch nicht zugewiesen</translation>
        </message>
        <message>
            <source>variant #{id}</source>
            <translation>Variante #{id}</translation>
        </message>
    </context>
    <context>
        <name>pages.users</name>
        <message>
            <source>Disable</source>
            <translation>Deaktivieren</translation>
        </message>
        <message>
            <source>Enable</source>
            <translation>Aktivieren</translation>
        </message>
        <message>
            <source>Let the selected users sign in again</source>
            <translation>Die ausgewählten Benutzer wieder anmelden lassen</translation>
        </message>
        <message>
            <source>No users match these filters.</source>
            <translation>Keine Benutzer passen zu diesen Filtern.</translation>
        </message>
        <message>
            <source>Search name, e-mail or username</source>
            <translation>Name, E-Mail oder Benutzername suchen</translation>
        </message>
        <message>
            <source>Stop the selected users from signing in</source>
            <translation>Die ausgewählten Benutzer nicht mehr anmelden lassen</translation>
        </message>
        <message>
            <source>There are no users yet.</source>
            <translation>Es gibt noch keine Benutzer.</translation>
        </message>
        <message>
            <source>User #{key}</source>
            <translation>Benutzer #{key}</translation>
        </message>
        <message>
            <source>User {value}</source>
            <translation>Benutzer {value}</translation>
        </message>
        <message>
            <source>Users</source>
            <translation>Benutzer</translation>
        </message>
    </context>
    <context>
        <name>pages.variants</name>
        <message>
            <source>All products</source>
            <translation>Alle Produkte</translation>
        </message>
        <message>
            <source>Asking the server what it offers…</source>
            <translation>Der Server wird gefragt, was er anbietet…</translation>
        </message>
        <message>
            <source>Bulk price…</source>
            <translation>Preise gesammelt ändern…</translation>
        </message>
        <message>
            <source>Choose a product first: a new variant belongs to one.</source>
            <translation>Wählen Sie zuerst ein Produkt: Eine neue Variante gehört zu einem.</translation>
        </message>
        <message>
            <source>Choose a product to list its variants.</source>
            <translation>Wählen Sie ein Produkt, um seine Varianten aufzulisten.</translation>
        </message>
        <message>
            <source>No variants match these filters.</source>
            <translation>Keine Varianten entsprechen diesen Filtern.</translation>
        </message>
        <message>
            <source>No variants of {product_code} match these filters.</source>
            <translation>Keine Varianten von {product_code} passen zu diesen Filtern.</translation>
        </message>
        <message>
            <source>Product variants</source>
            <translation>Produktvarianten</translation>
        </message>
        <message>
            <source>Product:</source>
            <translation>Produkt:</translation>
        </message>
        <message>
            <source>Set, raise or lower the price of the selected variants in one channel</source>
            <translation>Den Preis der ausgewählten Varianten in einem Kanal setzen, erhöhen oder senken</translation>
        </message>
        <message>
            <source>The catalogue has no variants yet.</source>
            <translation>Der Katalog hat noch keine Varianten.</translation>
        </message>
        <message>
            <source>The product whose variants are listed</source>
            <translation>Das Produkt, dessen Varianten aufgelistet werden</translation>
        </message>
        <message>
            <source>The variant's option values</source>
            <translation>Die Optionswerte der Variante</translation>
        </message>
        <message>
            <source>The variant's option values: {join}</source>
            <translation>Die Optionswerte der Variante: {join}</translation>
        </message>
        <message>
            <source>The variants could not be listed: {error}</source>
            <translation>Die Varianten konnten nicht aufgelistet werden: {error}</translation>
        </message>
        <message>
            <source>Variant code</source>
            <translation>Variantencode</translation>
        </message>
        <message>
            <source>Variant name</source>
            <translation>Variantenname</translation>
        </message>
        <message>
            <source>Variant {key} of {product_code}</source>
            <translation>Variante {key} von {product_code}</translation>
        </message>
        <message>
            <source>variant {key}</source>
            <translation>Variante {key}</translation>
        </message>
        <message>
            <source>{product_code} has no variants (or no such product exists).</source>
            <translation>{product_code} hat keine Varianten (oder ein solches Produkt gibt es nicht).</translation>
        </message>
    </context>
    <context>
        <name>preferences</name>
        <message>
            <source>&amp;Appearance</source>
            <translation>&amp;Erscheinungsbild</translation>
        </message>
        <message>
            <source>&amp;Dark</source>
            <translation>&amp;Dunkel</translation>
        </message>
        <message>
            <source>&amp;Language</source>
            <translation>&amp;Sprache</translation>
        </message>
        <message>
            <source>&amp;Light</source>
            <translation>&amp;Hell</translation>
        </message>
        <message>
            <source>As the &amp;system</source>
            <translation>Wie das &amp;System</translation>
        </message>
        <message>
            <source>The new language applies when Store Admin starts again.</source>
            <translation>Die neue Sprache gilt ab dem nächsten Start von Store Admin.</translation>
        </message>
    </context>
    <context>
        <name>session</name>
        <message>
            <source>A secure connection to {address} could not be made ({error}). If the server uses a certificate of its own, ask your administrator for it; if it does not use https, write the address with http:// instead.</source>
            <translation>Eine sichere Verbindung zu {address} kam nicht zustande ({error}). Wenn der Server ein eigenes Zertifikat verwendet, fragen Sie Ihre Administration danach; wenn er kein https verwendet, schreiben Sie die Adresse stattdessen mit http://.</translation>
        </message>
        <message>
            <source>Sign in…</source>
            <translation>Anmelden…</translation>
        </message>
        <message>
            <source>Signing in failed unexpectedly ({name__}: {error}).</source>
            <translation>Die Anmeldung ist unerwartet fehlgeschlagen ({name__}: {error}).</translation>
        </message>
        <message>
            <source>Store Admin cannot reach a server at {address}. Check the address and your network connection, and whether the server is running.</source>
            <translation>Store Admin erreicht keinen Server unter {address}. Prüfen Sie die Adresse, Ihre Netzwerkverbindung und ob der Server läuft.</translation>
        </message>
        <message>
            <source>The address {address} answers, but it is not a store API server. Check the address: it is the store's own address, such as https://shop.example.com.</source>
            <translation>Die Adresse {address} antwortet, ist aber kein Shop-API-Server. Prüfen Sie die Adresse: Es ist die Adresse des Shops selbst, etwa https://shop.example.com.</translation>
        </message>
        <message>
            <source>The connection to the server is back.</source>
            <translation>Die Verbindung zum Server besteht wieder.</translation>
        </message>
        <message>
            <source>The connection to {address} was lost. Store Admin keeps trying and carries on when the server is back.</source>
            <translation>Die Verbindung zu {address} ist verloren. Store Admin versucht es weiter und macht weiter, sobald der Server wieder erreichbar ist.</translation>
        </message>
        <message>
            <source>The server at {address} did not answer in time. It may be busy, or the address may be wrong. Try again in a moment.</source>
            <translation>Der Server unter {address} hat nicht rechtzeitig geantwortet. Er ist vielleicht ausgelastet, oder die Adresse ist falsch. Versuchen Sie es gleich noch einmal.</translation>
        </message>
        <message>
            <source>The server at {address} has a problem of its own: {error}</source>
            <translation>Der Server unter {address} hat selbst ein Problem: {error}</translation>
        </message>
        <message>
            <source>The server did not accept the access token. It may have expired or been mistyped: paste a new one, or sign in with a username and password.</source>
            <translation>Der Server hat das Zugriffstoken nicht angenommen. Es ist vielleicht abgelaufen oder falsch eingegeben: Fügen Sie ein neues ein oder melden Sie sich mit Benutzername und Passwort an.</translation>
        </message>
        <message>
            <source>The server did not accept the client ID or client secret. Check them with the person who set up the store's API.</source>
            <translation>Der Server hat die Client-ID oder das Client-Secret nicht angenommen. Prüfen Sie beides mit der Person, die die API des Shops eingerichtet hat.</translation>
        </message>
        <message>
            <source>The username or password is not right. Check them and try again (the password is case-sensitive).</source>
            <translation>Benutzername oder Passwort stimmen nicht. Prüfen Sie beides und versuchen Sie es erneut (beim Passwort zählt die Groß- und Kleinschreibung).</translation>
        </message>
        <message>
            <source>This account is disabled. Ask an administrator to enable it.</source>
            <translation>Dieses Konto ist deaktiviert. Bitten Sie die Administration, es zu aktivieren.</translation>
        </message>
        <message>
            <source>This account may not use the store's admin interface. Ask an administrator to give it API access.</source>
            <translation>Dieses Konto darf die Verwaltungsschnittstelle des Shops nicht verwenden. Bitten Sie die Administration, ihm API-Zugriff zu geben.</translation>
        </message>
        <message>
            <source>You are signed out, so the lists cannot be loaded. Sign in again to continue.</source>
            <translation>Sie sind abgemeldet, daher können die Listen nicht geladen werden. Melden Sie sich erneut an, um weiterzumachen.</translation>
        </message>
        <message>
            <source>the server</source>
            <translation>dem Server</translation>
        </message>
    </context>
    <context>
        <name>table_model</name>
        <message>
            <source>Could not load these rows: {error}</source>
            <translation>Diese Zeilen konnten nicht geladen werden: {error}</translation>
        </message>
        <message>
            <source>Loading…</source>
            <translation>Wird geladen…</translation>
        </message>
        <message>
            <source>Retry</source>
            <translation>Erneut versuchen</translation>
        </message>
        <message>
            <source>The server cannot sort by this column.</source>
            <translation>Der Server kann nicht nach dieser Spalte sortieren.</translation>
        </message>
    </context>
    <context>
        <name>widgets.low_stock</name>
        <message>
            <source> available</source>
            <translation> verfügbar</translation>
        </message>
        <message>
            <source>How many available units still count as low stock</source>
            <translation>Wie viele verfügbare Einheiten noch als niedriger Bestand gelten</translation>
        </message>
        <message>
            <source>Low stock only</source>
            <translation>Nur niedriger Bestand</translation>
        </message>
        <message>
            <source>Low stock threshold</source>
            <translation>Schwelle für niedrigen Bestand</translation>
        </message>
        <message>
            <source>Low stock: at most</source>
            <translation>Niedriger Bestand: höchstens</translation>
        </message>
        <message>
            <source>Only tracked variants with at most this many units available</source>
            <translation>Nur geführte Varianten mit höchstens so vielen verfügbaren Einheiten</translation>
        </message>
        <message>
            <source>at most {count} available</source>
            <translation>höchstens {count} verfügbar</translation>
        </message>
    </context>
    <context>
        <name>widgets.product_picker</name>
        <message>
            <source>Product code, e.g. T_SHIRT</source>
            <translation>Produktcode, z. B. T_SHIRT</translation>
        </message>
    </context>
    <context>
        <name>widgets.retry_banner</name>
        <message>
            <source>Retry</source>
            <translation>Erneut versuchen</translation>
        </message>
    </context>
</TS>
