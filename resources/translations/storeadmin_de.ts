<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de" sourcelanguage="en">
    <context>
        <name>api.auth</name>
        <message>
            <source>The server's sign-in answer has no access token.</source>
            <translation>Die Anmeldeantwort des Servers enthält kein Zugriffstoken.</translation>
        </message>
        <message>
            <source>The server's sign-in answer has no token.</source>
            <translation>Die Anmeldeantwort des Servers enthält kein Token.</translation>
        </message>
        <message>
            <source>Your session has expired and could not be renewed (the server said: {message}). Please sign in again.</source>
            <translation>Ihre Sitzung ist abgelaufen und konnte nicht erneuert werden (der Server meldete: {message}). Bitte melden Sie sich erneut an.</translation>
        </message>
    </context>
    <context>
        <name>api.core</name>
        <message>
            <source>(empty)</source>
            <translation>(leer)</translation>
        </message>
        <message>
            <source>Could not connect to the server at {address}: {reason}.</source>
            <translation>Keine Verbindung zum Server unter {address}: {reason}.</translation>
        </message>
        <message>
            <source>The CA certificate file {file} cannot be used: {error}.</source>
            <translation>Die CA-Zertifikatsdatei {file} kann nicht verwendet werden: {error}.</translation>
        </message>
        <message>
            <source>The connection to the server at {address} broke before it answered: {reason}.</source>
            <translation>Die Verbindung zum Server unter {address} brach ab, bevor er antwortete: {reason}.</translation>
        </message>
        <message>
            <source>The connection to the server was closed.</source>
            <translation>Die Verbindung zum Server wurde geschlossen.</translation>
        </message>
        <message>
            <source>The server address {shown} has no host name.</source>
            <translation>Die Serveradresse {shown} enthält keinen Hostnamen.</translation>
        </message>
        <message>
            <source>The server address {shown} is not valid: {error}.</source>
            <translation>Die Serveradresse {shown} ist ungültig: {error}.</translation>
        </message>
        <message>
            <source>The server address {shown} must start with http:// or https://.</source>
            <translation>Die Serveradresse {shown} muss mit http:// oder https:// beginnen.</translation>
        </message>
        <message>
            <source>The server at {address} did not answer within {seconds} seconds.</source>
            <translation>Der Server unter {address} hat nicht innerhalb von {seconds} Sekunden geantwortet.</translation>
        </message>
        <message>
            <source>The server at {address} presented a certificate that is not trusted ({error}). If the server uses its own certificate authority, choose its CA file.</source>
            <translation>Der Server unter {address} hat ein nicht vertrauenswürdiges Zertifikat vorgelegt ({error}). Wenn der Server eine eigene Zertifizierungsstelle verwendet, wählen Sie deren CA-Datei.</translation>
        </message>
        <message>
            <source>The server's sign-in answer is not a JSON object.</source>
            <translation>Die Anmeldeantwort des Servers ist kein JSON-Objekt.</translation>
        </message>
    </context>
    <context>
        <name>api.decode</name>
        <message>
            <source>The server sent an empty answer to {request}.</source>
            <translation>Der Server hat auf {request} eine leere Antwort gesendet.</translation>
        </message>
        <message>
            <source>The server's answer to {request} could not be read: expected JSON, got {content_type}. Check the server address.</source>
            <translation>Die Antwort des Servers auf {request} konnte nicht gelesen werden: JSON erwartet, {content_type} erhalten. Prüfen Sie die Serveradresse.</translation>
        </message>
        <message>
            <source>The server's answer to {request} is not a valid {record}: {detail}.</source>
            <translation>Die Antwort des Servers auf {request} ist kein gültiger Datensatz ({record}): {detail}.</translation>
        </message>
        <message>
            <source>the body</source>
            <translation>der Inhalt</translation>
        </message>
    </context>
    <context>
        <name>api.errors</name>
        <message>
            <source>Someone else changed this record since it was loaded. Reload it and try again</source>
            <translation>Jemand anderes hat diesen Datensatz seit dem Laden geändert. Laden Sie ihn neu und versuchen Sie es noch einmal</translation>
        </message>
        <message>
            <source>The record was not found; it may have been deleted</source>
            <translation>Der Datensatz wurde nicht gefunden; vielleicht wurde er gelöscht</translation>
        </message>
        <message>
            <source>The server cannot carry out this request</source>
            <translation>Der Server kann diese Anfrage nicht ausführen</translation>
        </message>
        <message>
            <source>The server did not accept the data</source>
            <translation>Der Server hat die Daten nicht angenommen</translation>
        </message>
        <message>
            <source>The server does not offer {feature}.</source>
            <translation>Der Server bietet {feature} nicht an.</translation>
        </message>
        <message>
            <source>The server failed to handle the request</source>
            <translation>Der Server konnte die Anfrage nicht bearbeiten</translation>
        </message>
        <message>
            <source>The server is busy. Please try again in a moment ({status}).</source>
            <translation>Der Server ist ausgelastet. Bitte versuchen Sie es gleich noch einmal ({status}).</translation>
        </message>
        <message>
            <source>The server refused the request</source>
            <translation>Der Server hat die Anfrage abgelehnt</translation>
        </message>
        <message>
            <source>You are not signed in, or your session has expired. Please sign in again</source>
            <translation>Sie sind nicht angemeldet, oder Ihre Sitzung ist abgelaufen. Bitte melden Sie sich erneut an</translation>
        </message>
        <message>
            <source>Your account is not allowed to do this</source>
            <translation>Ihr Konto darf das nicht</translation>
        </message>
    </context>
    <context>
        <name>api.kinds</name>
        <message>
            <source>Someone changed variant {code} in the store since it was read.</source>
            <translation>Jemand hat die Variante {code} im Shop geändert, seit sie gelesen wurde.</translation>
        </message>
        <message>
            <source>The order {id} was not found.</source>
            <translation>Die Bestellung {id} wurde nicht gefunden.</translation>
        </message>
        <message>
            <source>The server cannot filter the {name} by {field}.</source>
            <translation>Der Server kann die Liste „{name}“ nicht nach {field} filtern.</translation>
        </message>
        <message>
            <source>The server cannot sort the {name} by {field}.</source>
            <translation>Der Server kann die Liste „{name}“ nicht nach {field} sortieren.</translation>
        </message>
        <message>
            <source>The server has no list of {name}.</source>
            <translation>Der Server hat keine Liste „{name}“.</translation>
        </message>
        <message>
            <source>The store has no administrator {name}.</source>
            <translation>Der Shop hat keinen Administrator {name}.</translation>
        </message>
        <message>
            <source>The variant {code} was not found.</source>
            <translation>Die Variante {code} wurde nicht gefunden.</translation>
        </message>
        <message>
            <source>This account signs in, but the store does not let it use its API. The store's administrator must give it the role ROLE_API_ACCESS (among the administrator's roles in the store's database, or with a roles plugin).</source>
            <translation>Dieses Konto kann sich anmelden, aber der Shop lässt es seine API nicht verwenden. Die Administration des Shops muss ihm die Rolle ROLE_API_ACCESS geben (unter den Rollen des Administrators in der Datenbank des Shops oder mit einem Rollen-Plugin).</translation>
        </message>
        <message>
            <source>This store does not offer this ({request}).</source>
            <translation>Dieser Shop bietet dies nicht an ({request}).</translation>
        </message>
        <message>
            <source>This store's API is switched off. The store's administrator must switch it on: set enabled: true under sylius_api in config/packages/_sylius.yaml and clear the cache. Your account also needs the role ROLE_API_ACCESS.</source>
            <translation>Die API dieses Shops ist ausgeschaltet. Die Administration des Shops muss sie einschalten: enabled: true unter sylius_api in config/packages/_sylius.yaml setzen und den Cache leeren. Ihr Konto braucht außerdem die Rolle ROLE_API_ACCESS.</translation>
        </message>
        <message>
            <source>{server} cannot remove a variant's name: give it another.</source>
            <translation>{server} kann den Namen einer Variante nicht entfernen: Geben Sie ihr einen anderen.</translation>
        </message>
        <message>
            <source>{server} does not let Store Admin change this: {fields}.</source>
            <translation>{server} lässt Store Admin dies nicht ändern: {fields}.</translation>
        </message>
        <message>
            <source>{server} does not offer this ({feature}).</source>
            <translation>{server} bietet dies nicht an ({feature}).</translation>
        </message>
        <message>
            <source>{server} has no list of {name}.</source>
            <translation>{server} hat keine Liste „{name}“.</translation>
        </message>
    </context>
    <context>
        <name>api.money</name>
        <message>
            <source>Enter an amount such as 10.59.</source>
            <translation>Geben Sie einen Betrag ein, etwa 10.59.</translation>
        </message>
        <message>
            <source>Enter an amount, for example 10.59.</source>
            <translation>Geben Sie einen Betrag ein, zum Beispiel 10.59.</translation>
        </message>
        <message>
            <source>Enter at most two decimal places, for example 10.59.</source>
            <translation>Geben Sie höchstens zwei Nachkommastellen ein, zum Beispiel 10.59.</translation>
        </message>
        <message>
            <source>The amount cannot be negative.</source>
            <translation>Der Betrag darf nicht negativ sein.</translation>
        </message>
        <message>
            <source>“{shown}” is not an amount; enter one such as 10.59.</source>
            <translation>„{shown}“ ist kein Betrag; geben Sie einen ein, etwa 10.59.</translation>
        </message>
    </context>
    <context>
        <name>api.paging</name>
        <message>
            <source>The server's answer to {request} has no list of items (_embedded.items).</source>
            <translation>Die Antwort des Servers auf {request} enthält keine Liste von Einträgen (_embedded.items).</translation>
        </message>
        <message>
            <source>The server's answer to {request} is not a page of results.</source>
            <translation>Die Antwort des Servers auf {request} ist keine Ergebnisseite.</translation>
        </message>
    </context>
    <context>
        <name>app</name>
        <message>
            <source>Opening the demo store…</source>
            <translation>Demo-Shop wird geöffnet…</translation>
        </message>
        <message>
            <source>Signing in to {address}…</source>
            <translation>Anmeldung bei {address}…</translation>
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
        <message numerus="yes">
            <source>%Ln done, then stopped.</source>
            <translation>
                <numerusform>%Ln ausgeführt, dann angehalten.</numerusform>
                <numerusform>%Ln ausgeführt, dann angehalten.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln done, {failed} failed (see Result), then stopped.</source>
            <translation>
                <numerusform>%Ln ausgeführt, {failed} fehlgeschlagen (siehe Ergebnis), dann angehalten.</numerusform>
                <numerusform>%Ln ausgeführt, {failed} fehlgeschlagen (siehe Ergebnis), dann angehalten.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln done, {failed} failed (see Result).</source>
            <translation>
                <numerusform>%Ln ausgeführt, {failed} fehlgeschlagen (siehe Ergebnis).</numerusform>
                <numerusform>%Ln ausgeführt, {failed} fehlgeschlagen (siehe Ergebnis).</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln done.</source>
            <translation>
                <numerusform>%Ln ausgeführt.</numerusform>
                <numerusform>%Ln ausgeführt.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln saved, then stopped.</source>
            <translation>
                <numerusform>%Ln gespeichert, dann angehalten.</numerusform>
                <numerusform>%Ln gespeichert, dann angehalten.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln saved, {failed} failed (see Result), then stopped.</source>
            <translation>
                <numerusform>%Ln gespeichert, {failed} fehlgeschlagen (siehe Ergebnis), dann angehalten.</numerusform>
                <numerusform>%Ln gespeichert, {failed} fehlgeschlagen (siehe Ergebnis), dann angehalten.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln saved, {failed} failed (see Result).</source>
            <translation>
                <numerusform>%Ln gespeichert, {failed} fehlgeschlagen (siehe Ergebnis).</numerusform>
                <numerusform>%Ln gespeichert, {failed} fehlgeschlagen (siehe Ergebnis).</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln saved.</source>
            <translation>
                <numerusform>%Ln gespeichert.</numerusform>
                <numerusform>%Ln gespeichert.</numerusform>
            </translation>
        </message>
        <message>
            <source>%v of %m</source>
            <translation>%v von %m</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>Schließen</translation>
        </message>
        <message>
            <source>Not applied: stopped.</source>
            <translation>Nicht angewendet: angehalten.</translation>
        </message>
        <message>
            <source>Retry the failed ones</source>
            <translation>Fehlgeschlagene erneut senden</translation>
        </message>
        <message>
            <source>Stop</source>
            <translation>Anhalten</translation>
        </message>
        <message>
            <source>Unknown: the answer was lost and may have been carried out. Retry reads it again before sending anything.</source>
            <translation>Unbekannt: Die Antwort ging verloren, die Änderung wurde vielleicht ausgeführt. Vor jedem erneuten Senden wird sie zuerst neu gelesen.</translation>
        </message>
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
        <message>
            <source>{unknown} of them unknown: the answer was lost; Retry reads them first.</source>
            <translation>Davon {unknown} unbekannt: Die Antwort ging verloren; erneutes Senden liest sie zuerst neu.</translation>
        </message>
    </context>
    <context>
        <name>bench</name>
        <message>
            <source> ms</source>
            <translation> ms</translation>
        </message>
        <message>
            <source> s</source>
            <translation> s</translation>
        </message>
        <message>
            <source>#{number} {customer} {amount}</source>
            <translation>#{number} {customer} {amount}</translation>
        </message>
        <message>
            <source>&amp;Labels…</source>
            <translation>&amp;Etiketten…</translation>
        </message>
        <message>
            <source>&amp;Look for new orders now</source>
            <translation>Jetzt nach neuen Bestellungen &amp;suchen</translation>
        </message>
        <message>
            <source>&amp;Packing bench</source>
            <translation>&amp;Packtisch</translation>
        </message>
        <message>
            <source>100 × 50 mm (shelf)</source>
            <translation>100 × 50 mm (Regal)</translation>
        </message>
        <message>
            <source>57 × 32 mm (multi-purpose)</source>
            <translation>57 × 32 mm (Mehrzweck)</translation>
        </message>
        <message>
            <source>62 × 29 mm (address roll)</source>
            <translation>62 × 29 mm (Adressrolle)</translation>
        </message>
        <message>
            <source>A folder: every document is saved there as a PDF file instead</source>
            <translation>Ein Ordner: Jedes Dokument wird stattdessen dort als PDF-Datei gespeichert</translation>
        </message>
        <message>
            <source>A scan opens the variant or order it names, or adds it in an editor</source>
            <translation>Ein Scan öffnet die genannte Variante oder Bestellung oder fügt sie in einem Editor hinzu</translation>
        </message>
        <message>
            <source>Announce new orders</source>
            <translation>Neue Bestellungen melden</translation>
        </message>
        <message>
            <source>Apply the differences</source>
            <translation>Differenzen übernehmen</translation>
        </message>
        <message>
            <source>Apply the differences ({count})</source>
            <translation>Differenzen übernehmen ({count})</translation>
        </message>
        <message>
            <source>Blank: print on the printer</source>
            <translation>Leer: auf dem Drucker drucken</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>Schließen</translation>
        </message>
        <message>
            <source>Code</source>
            <translation>Code</translation>
        </message>
        <message>
            <source>Complete</source>
            <translation>Vollständig</translation>
        </message>
        <message>
            <source>Counted</source>
            <translation>Gezählt</translation>
        </message>
        <message>
            <source>Counting shelf {shelf}</source>
            <translation>Zählung im Regal {shelf}</translation>
        </message>
        <message>
            <source>Cut off while printing: it may have printed. Reprint it if the sheet is not there.</source>
            <translation>Beim Drucken abgebrochen: Es wurde vielleicht gedruckt. Drucken Sie es erneut, wenn das Blatt nicht da ist.</translation>
        </message>
        <message>
            <source>Difference</source>
            <translation>Differenz</translation>
        </message>
        <message>
            <source>Document</source>
            <translation>Dokument</translation>
        </message>
        <message>
            <source>Documents to print</source>
            <translation>Zu druckende Dokumente</translation>
        </message>
        <message>
            <source>Everything is in the parcel.</source>
            <translation>Alles ist im Paket.</translation>
        </message>
        <message>
            <source>Everything is in the parcel: ship it.</source>
            <translation>Alles ist im Paket: Versenden Sie es.</translation>
        </message>
        <message>
            <source>Failed</source>
            <translation>Fehlgeschlagen</translation>
        </message>
        <message>
            <source>Item</source>
            <translation>Artikel</translation>
        </message>
        <message>
            <source>Keep running in the tray when the window closes</source>
            <translation>Im Infobereich weiterlaufen, wenn das Fenster geschlossen wird</translation>
        </message>
        <message>
            <source>Keys typed closer together than this, then Enter, are read as a scan</source>
            <translation>Tasten, die schneller als dies aufeinander folgen, dann Eingabe, gelten als Scan</translation>
        </message>
        <message>
            <source>Label size</source>
            <translation>Etikettengröße</translation>
        </message>
        <message>
            <source>Label size:</source>
            <translation>Etikettengröße:</translation>
        </message>
        <message>
            <source>Labels</source>
            <translation>Etiketten</translation>
        </message>
        <message>
            <source>Labels to print</source>
            <translation>Zu druckende Etiketten</translation>
        </message>
        <message>
            <source>Loading the order…</source>
            <translation>Bestellung wird geladen…</translation>
        </message>
        <message>
            <source>Look every</source>
            <translation>Suchen alle</translation>
        </message>
        <message>
            <source>New order #{number}</source>
            <translation>Neue Bestellung #{number}</translation>
        </message>
        <message>
            <source>No answer came, and the order changed meanwhile: look at it before shipping.</source>
            <translation>Keine Antwort, und die Bestellung hat sich inzwischen geändert: Sehen Sie sie vor dem Versand an.</translation>
        </message>
        <message>
            <source>No answer came, and the order could not be read again: whether it shipped is not known yet.</source>
            <translation>Keine Antwort, und die Bestellung ließ sich nicht erneut lesen: Ob sie versandt wurde, ist noch nicht bekannt.</translation>
        </message>
        <message>
            <source>No answer came; the order, read again, is not shipped: ship it again.</source>
            <translation>Keine Antwort; die erneut gelesene Bestellung ist nicht versandt: Versenden Sie sie noch einmal.</translation>
        </message>
        <message>
            <source>No price</source>
            <translation>Ohne Preis</translation>
        </message>
        <message>
            <source>No printer is set up on this computer.</source>
            <translation>Auf diesem Computer ist kein Drucker eingerichtet.</translation>
        </message>
        <message>
            <source>No tracked variant has the code {code}.</source>
            <translation>Keine Variante mit Bestandsführung hat den Code {code}.</translation>
        </message>
        <message>
            <source>No variant has the code {code}.</source>
            <translation>Keine Variante hat den Code {code}.</translation>
        </message>
        <message>
            <source>Not changed: on hand went from {then} to {now} during the count. Count this variant again.</source>
            <translation>Nicht geändert: Der Bestand ging während der Zählung von {then} auf {now}. Zählen Sie diese Variante erneut.</translation>
        </message>
        <message>
            <source>Not changed: the store did not say its version.</source>
            <translation>Nicht geändert: Der Shop hat seine Version nicht genannt.</translation>
        </message>
        <message>
            <source>Not counted: {code}. Scan it again once the order is shown.</source>
            <translation>Nicht gezählt: {code}. Scannen Sie es erneut, sobald die Bestellung angezeigt wird.</translation>
        </message>
        <message>
            <source>Nothing in the store has the code {code}.</source>
            <translation>Nichts im Shop hat den Code {code}.</translation>
        </message>
        <message>
            <source>On hand</source>
            <translation>Bestand</translation>
        </message>
        <message>
            <source>On hand {then} → {now}</source>
            <translation>Bestand {then} → {now}</translation>
        </message>
        <message>
            <source>One too many of {code}: take it out again.</source>
            <translation>Eins zu viel von {code}: Nehmen Sie es wieder heraus.</translation>
        </message>
        <message>
            <source>Only the differences</source>
            <translation>Nur die Differenzen</translation>
        </message>
        <message>
            <source>Or save as PDF in</source>
            <translation>Oder als PDF speichern in</translation>
        </message>
        <message>
            <source>Order</source>
            <translation>Bestellung</translation>
        </message>
        <message>
            <source>Order #{number}: {units}</source>
            <translation>Bestellung #{number}: {units}</translation>
        </message>
        <message>
            <source>Ordered</source>
            <translation>Bestellt</translation>
        </message>
        <message>
            <source>PDF files (*.pdf)</source>
            <translation>PDF-Dateien (*.pdf)</translation>
        </message>
        <message>
            <source>Packing bench &amp;settings…</source>
            <translation>Packtisch-&amp;Einstellungen…</translation>
        </message>
        <message>
            <source>Packing bench settings</source>
            <translation>Packtisch-Einstellungen</translation>
        </message>
        <message>
            <source>Pause</source>
            <translation>Anhalten</translation>
        </message>
        <message>
            <source>Paused: nothing prints until the queue is resumed.</source>
            <translation>Angehalten: Nichts wird gedruckt, bis die Warteschlange fortgesetzt wird.</translation>
        </message>
        <message>
            <source>Pick and &amp;pack…</source>
            <translation>&amp;Kommissionieren und packen…</translation>
        </message>
        <message>
            <source>Pick and pack</source>
            <translation>Kommissionieren und packen</translation>
        </message>
        <message>
            <source>Play a sound</source>
            <translation>Einen Ton abspielen</translation>
        </message>
        <message>
            <source>Price</source>
            <translation>Preis</translation>
        </message>
        <message>
            <source>Price in</source>
            <translation>Preis in</translation>
        </message>
        <message>
            <source>Price in:</source>
            <translation>Preis in:</translation>
        </message>
        <message>
            <source>Print &amp;queue…</source>
            <translation>&amp;Druckwarteschlange…</translation>
        </message>
        <message>
            <source>Print queue</source>
            <translation>Druckwarteschlange</translation>
        </message>
        <message>
            <source>Print the invoice of each new order</source>
            <translation>Die Rechnung jeder neuen Bestellung drucken</translation>
        </message>
        <message>
            <source>Print the packing slip of each new order</source>
            <translation>Den Lieferschein jeder neuen Bestellung drucken</translation>
        </message>
        <message>
            <source>Printed</source>
            <translation>Gedruckt</translation>
        </message>
        <message>
            <source>Printer</source>
            <translation>Drucker</translation>
        </message>
        <message>
            <source>Printing</source>
            <translation>Wird gedruckt</translation>
        </message>
        <message>
            <source>Printing by itself is off for this connection (Packing bench settings).</source>
            <translation>Das selbsttätige Drucken ist für diese Verbindung aus (Packtisch-Einstellungen).</translation>
        </message>
        <message>
            <source>Print…</source>
            <translation>Drucken…</translation>
        </message>
        <message>
            <source>Quit</source>
            <translation>Beenden</translation>
        </message>
        <message>
            <source>Reason</source>
            <translation>Grund</translation>
        </message>
        <message>
            <source>Remove</source>
            <translation>Entfernen</translation>
        </message>
        <message>
            <source>Reprint</source>
            <translation>Erneut drucken</translation>
        </message>
        <message>
            <source>Result</source>
            <translation>Ergebnis</translation>
        </message>
        <message>
            <source>Resume</source>
            <translation>Fortsetzen</translation>
        </message>
        <message>
            <source>Save as PDF…</source>
            <translation>Als PDF speichern…</translation>
        </message>
        <message>
            <source>Save labels as PDF</source>
            <translation>Etiketten als PDF speichern</translation>
        </message>
        <message>
            <source>Saved to {file}.</source>
            <translation>Gespeichert in {file}.</translation>
        </message>
        <message>
            <source>Scan a shelf's label, then each unit on that shelf.</source>
            <translation>Scannen Sie das Etikett eines Regals, dann jede Einheit darauf.</translation>
        </message>
        <message>
            <source>Scan each product once for every label it needs.</source>
            <translation>Scannen Sie jedes Produkt einmal für jedes Etikett, das es braucht.</translation>
        </message>
        <message>
            <source>Scan each unit as it goes into the parcel.</source>
            <translation>Scannen Sie jede Einheit, wenn sie ins Paket kommt.</translation>
        </message>
        <message>
            <source>Scan or type the shelf's label</source>
            <translation>Etikett des Regals scannen oder eingeben</translation>
        </message>
        <message>
            <source>Scan or type the shelf's label first.</source>
            <translation>Scannen oder geben Sie zuerst das Etikett des Regals ein.</translation>
        </message>
        <message>
            <source>Scan the order's number on its packing slip.</source>
            <translation>Scannen Sie die Bestellnummer auf dem Lieferschein.</translation>
        </message>
        <message>
            <source>Scan, or type a code and press Enter</source>
            <translation>Scannen oder einen Code eingeben und Eingabe drücken</translation>
        </message>
        <message>
            <source>Scanned</source>
            <translation>Gescannt</translation>
        </message>
        <message>
            <source>Scanner speed</source>
            <translation>Scanner-Tempo</translation>
        </message>
        <message>
            <source>Setting {code}…</source>
            <translation>{code} wird gesetzt…</translation>
        </message>
        <message>
            <source>Shelf</source>
            <translation>Regal</translation>
        </message>
        <message>
            <source>Shelf:</source>
            <translation>Regal:</translation>
        </message>
        <message>
            <source>Ship</source>
            <translation>Versenden</translation>
        </message>
        <message>
            <source>Ship anyway</source>
            <translation>Trotzdem versenden</translation>
        </message>
        <message>
            <source>Shipped.</source>
            <translation>Versandt.</translation>
        </message>
        <message>
            <source>Show orders</source>
            <translation>Bestellungen zeigen</translation>
        </message>
        <message>
            <source>Show {app}</source>
            <translation>{app} zeigen</translation>
        </message>
        <message>
            <source>State</source>
            <translation>Status</translation>
        </message>
        <message>
            <source>Still to do</source>
            <translation>Noch offen</translation>
        </message>
        <message>
            <source>Stock &amp;count…</source>
            <translation>&amp;Inventur…</translation>
        </message>
        <message>
            <source>Stock count</source>
            <translation>Inventur</translation>
        </message>
        <message>
            <source>Stopping after this variant…</source>
            <translation>Halt nach dieser Variante…</translation>
        </message>
        <message>
            <source>The folder {folder} is not there.</source>
            <translation>Den Ordner {folder} gibt es nicht.</translation>
        </message>
        <message>
            <source>The order is no longer in the store.</source>
            <translation>Die Bestellung ist nicht mehr im Shop.</translation>
        </message>
        <message>
            <source>The printer did not take the labels.</source>
            <translation>Der Drucker hat die Etiketten nicht angenommen.</translation>
        </message>
        <message>
            <source>The printer refused the document.</source>
            <translation>Der Drucker hat das Dokument abgelehnt.</translation>
        </message>
        <message>
            <source>The printer {printer} is not available.</source>
            <translation>Der Drucker {printer} ist nicht verfügbar.</translation>
        </message>
        <message>
            <source>The printer {printer} is offline.</source>
            <translation>Der Drucker {printer} ist offline.</translation>
        </message>
        <message>
            <source>The system's default printer</source>
            <translation>Der Standarddrucker des Systems</translation>
        </message>
        <message>
            <source>This desktop has no system tray: new orders show in the window.</source>
            <translation>Dieser Desktop hat keinen Infobereich: Neue Bestellungen erscheinen im Fenster.</translation>
        </message>
        <message>
            <source>Understand a barcode scanner everywhere in the app</source>
            <translation>Einen Barcodescanner überall in der App verstehen</translation>
        </message>
        <message>
            <source>Undo last scan</source>
            <translation>Letzten Scan zurücknehmen</translation>
        </message>
        <message>
            <source>Unit:</source>
            <translation>Einheit:</translation>
        </message>
        <message>
            <source>Units of the order</source>
            <translation>Einheiten der Bestellung</translation>
        </message>
        <message>
            <source>Variants counted</source>
            <translation>Gezählte Varianten</translation>
        </message>
        <message>
            <source>Waiting</source>
            <translation>Wartet</translation>
        </message>
        <message>
            <source>Why</source>
            <translation>Grund</translation>
        </message>
        <message>
            <source>Why it ships anyway</source>
            <translation>Warum es trotzdem versandt wird</translation>
        </message>
        <message>
            <source>Your account may not see orders, so new orders are not announced: ask an administrator for the role.</source>
            <translation>Ihr Konto darf keine Bestellungen sehen, daher werden neue Bestellungen nicht gemeldet: Bitten Sie einen Administrator um die Rolle.</translation>
        </message>
        <message>
            <source>and {count} more</source>
            <translation>und {count} weitere</translation>
        </message>
        <message>
            <source>not in this order: {codes}</source>
            <translation>nicht in dieser Bestellung: {codes}</translation>
        </message>
        <message>
            <source>{code} added.</source>
            <translation>{code} hinzugefügt.</translation>
        </message>
        <message>
            <source>{code} is not in this order.</source>
            <translation>{code} ist nicht in dieser Bestellung.</translation>
        </message>
        <message>
            <source>{code} is not the number of an order.</source>
            <translation>{code} ist keine Bestellnummer.</translation>
        </message>
        <message>
            <source>{code}: {count} on shelf {shelf}, {total} in all</source>
            <translation>{code}: {count} im Regal {shelf}, {total} insgesamt</translation>
        </message>
        <message>
            <source>{count} missing</source>
            <translation>{count} fehlen</translation>
        </message>
        <message>
            <source>{count} too many</source>
            <translation>{count} zu viel</translation>
        </message>
        <message>
            <source>{customer} {amount}</source>
            <translation>{customer} {amount}</translation>
        </message>
        <message>
            <source>{name}: {scanned} of {ordered}</source>
            <translation>{name}: {scanned} von {ordered}</translation>
        </message>
        <message>
            <source>{orders} placed</source>
            <translation>{orders} aufgegeben</translation>
        </message>
        <message>
            <source>{orders} placed since you last looked</source>
            <translation>{orders} aufgegeben, seit Sie zuletzt nachgesehen haben</translation>
        </message>
        <message>
            <source>{printer} (not available now)</source>
            <translation>{printer} (gerade nicht verfügbar)</translation>
        </message>
        <message>
            <source>{server} cannot find a variant by its code.</source>
            <translation>{server} kann eine Variante nicht anhand ihres Codes finden.</translation>
        </message>
        <message>
            <source>{server} cannot sort its orders by the time they were placed, so new orders cannot be found without reading the whole list: they are not announced on this connection.</source>
            <translation>{server} kann seine Bestellungen nicht nach dem Zeitpunkt der Bestellung sortieren, neue Bestellungen lassen sich also nur durch Lesen der ganzen Liste finden: Sie werden für diese Verbindung nicht gemeldet.</translation>
        </message>
        <message>
            <source>{units} missing</source>
            <translation>{units} fehlen</translation>
        </message>
        <message>
            <source>{units} too many</source>
            <translation>{units} zu viel</translation>
        </message>
    </context>
    <context>
        <name>column_chooser</name>
        <message>
            <source>Columns</source>
            <translation>Spalten</translation>
        </message>
        <message>
            <source>Show all columns</source>
            <translation>Alle Spalten zeigen</translation>
        </message>
        <message>
            <source>Show or hide columns of this list</source>
            <translation>Spalten dieser Liste zeigen oder ausblenden</translation>
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
            <source>Currency</source>
            <translation>Währung</translation>
        </message>
        <message>
            <source>Currency {channel}</source>
            <translation>Währung {channel}</translation>
        </message>
        <message>
            <source>Customer</source>
            <translation>Kunde</translation>
        </message>
        <message>
            <source>Customer e-mail</source>
            <translation>E-Mail des Kunden</translation>
        </message>
        <message>
            <source>Customer name</source>
            <translation>Name des Kunden</translation>
        </message>
        <message>
            <source>E-mail</source>
            <translation>E-Mail</translation>
        </message>
        <message>
            <source>Guest</source>
            <translation>Gast</translation>
        </message>
        <message>
            <source>Guest or account</source>
            <translation>Gast oder Konto</translation>
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
            <source>Payment</source>
            <translation>Zahlung</translation>
        </message>
        <message>
            <source>Position</source>
            <translation>Position</translation>
        </message>
        <message>
            <source>Price {channel}</source>
            <translation>Preis {channel}</translation>
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
            <source>Shipping</source>
            <translation>Versand</translation>
        </message>
        <message>
            <source>Shipping category</source>
            <translation>Versandkategorie</translation>
        </message>
        <message>
            <source>Shop account</source>
            <translation>Shop-Konto</translation>
        </message>
        <message>
            <source>Sorted by last name</source>
            <translation>Nach Nachnamen sortiert</translation>
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
            <source>This server cannot sort by this column.</source>
            <translation>Dieser Server kann nicht nach dieser Spalte sortieren.</translation>
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
            <source>Where the order stands: pending, fulfilled or cancelled</source>
            <translation>Stand der Bestellung: offen, erfüllt oder storniert</translation>
        </message>
        <message>
            <source>Where the order's payment stands</source>
            <translation>Stand der Zahlung der Bestellung</translation>
        </message>
        <message>
            <source>Where the order's shipment stands</source>
            <translation>Stand des Versands der Bestellung</translation>
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
            <source>Last signed in to: {server}.</source>
            <translation>Zuletzt angemeldet bei: {server}.</translation>
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
            <source>Reading the saved sign-in details…</source>
            <translation>Die gespeicherten Anmeldedaten werden gelesen…</translation>
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
            <source>Store details…</source>
            <translation>Geschäftsangaben…</translation>
        </message>
        <message>
            <source>The demo store could not be opened: {error}</source>
            <translation>Der Demo-Shop konnte nicht geöffnet werden: {error}</translation>
        </message>
        <message>
            <source>The seller's name, address, VAT number and logo on this connection's invoices and packing slips</source>
            <translation>Name, Adresse, USt-IdNr. und Logo des Verkäufers auf den Rechnungen und Lieferscheinen dieser Verbindung</translation>
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
        <name>customer_profile</name>
        <message>
            <source>Account:</source>
            <translation>Konto:</translation>
        </message>
        <message>
            <source>Average order:</source>
            <translation>Durchschnittliche Bestellung:</translation>
        </message>
        <message>
            <source>Checkout completed</source>
            <translation>Kasse abgeschlossen</translation>
        </message>
        <message>
            <source>Customer #{key}</source>
            <translation>Kunde #{key}</translation>
        </message>
        <message>
            <source>Customer:</source>
            <translation>Kunde:</translation>
        </message>
        <message>
            <source>Double-click or Enter opens the order</source>
            <translation>Doppelklick oder Eingabetaste öffnet die Bestellung</translation>
        </message>
        <message>
            <source>First order:</source>
            <translation>Erste Bestellung:</translation>
        </message>
        <message>
            <source>Last order:</source>
            <translation>Letzte Bestellung:</translation>
        </message>
        <message>
            <source>Notes about the customer</source>
            <translation>Notizen zum Kunden</translation>
        </message>
        <message>
            <source>Number</source>
            <translation>Nummer</translation>
        </message>
        <message>
            <source>Orders:</source>
            <translation>Bestellungen:</translation>
        </message>
        <message>
            <source>Spent:</source>
            <translation>Ausgegeben:</translation>
        </message>
        <message>
            <source>State</source>
            <translation>Status</translation>
        </message>
        <message>
            <source>The customer's orders</source>
            <translation>Die Bestellungen des Kunden</translation>
        </message>
        <message>
            <source>This order has no customer.</source>
            <translation>Diese Bestellung hat keinen Kunden.</translation>
        </message>
        <message>
            <source>Total</source>
            <translation>Gesamt</translation>
        </message>
        <message>
            <source>guest (no shop account)</source>
            <translation>Gast (kein Shop-Konto)</translation>
        </message>
        <message>
            <source>shop account {username}</source>
            <translation>Shop-Konto {username}</translation>
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
            <source>Close the details</source>
            <translation>Details schließen</translation>
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
            <source>The record's fields</source>
            <translation>Die Felder des Datensatzes</translation>
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
            <source>Enter an amount above 0, such as {example}.</source>
            <translation>Geben Sie einen Betrag über 0 ein, etwa {example}.</translation>
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
            <source>Stopping after the variant being saved…</source>
            <translation>Wird nach der gerade gespeicherten Variante angehalten…</translation>
        </message>
        <message>
            <source>The price would fall below {format_money}.</source>
            <translation>Der Preis fiele unter {format_money}.</translation>
        </message>
        <message>
            <source>The price would rise above {format_money}.</source>
            <translation>Der Preis stiege über {format_money}.</translation>
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
            <source>Only {units} left in stock.</source>
            <translation>Nur noch {units} auf Lager.</translation>
        </message>
        <message>
            <source>Only {units} left in stock; the cart holds {held} already.</source>
            <translation>Nur noch {units} auf Lager; der Warenkorb enthält schon {held}.</translation>
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
            <source>Someone else changed this record since it was opened.</source>
            <translation>Jemand anderes hat diesen Datensatz geändert, seit er geöffnet wurde.</translation>
        </message>
        <message>
            <source>The {what} now shows the values saved elsewhere; nothing of yours was left to save.</source>
            <translation>Der Datensatz ({what}) zeigt jetzt die anderswo gespeicherten Werte; von Ihnen war nichts mehr zu speichern.</translation>
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
            <source>{field}, theirs now: {value}</source>
            <translation>{field}, jetzt bei den anderen: {value}</translation>
        </message>
        <message>
            <source>{field}, yours: {value}</source>
            <translation>{field}, Ihrer: {value}</translation>
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
            <source>Form</source>
            <translation>Formular</translation>
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
        <message>
            <source>no</source>
            <translation>nein</translation>
        </message>
        <message>
            <source>yes</source>
            <translation>ja</translation>
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
            <source>Cancelling…</source>
            <translation>Wird storniert…</translation>
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
            <source>Marking as paid…</source>
            <translation>Wird als bezahlt markiert…</translation>
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
            <source>Part of this order has shipped: items can no longer be added or removed.</source>
            <translation>Ein Teil dieser Bestellung ist versandt: Artikel können nicht mehr hinzugefügt oder entfernt werden.</translation>
        </message>
        <message>
            <source>Parts of the order</source>
            <translation>Teile der Bestellung</translation>
        </message>
        <message>
            <source>Payment</source>
            <translation>Zahlung</translation>
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
            <source>Shipping</source>
            <translation>Versand</translation>
        </message>
        <message>
            <source>Shipping address</source>
            <translation>Lieferadresse</translation>
        </message>
        <message>
            <source>Shipping…</source>
            <translation>Wird versandt…</translation>
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
            <source>The store works out taxes, promotions and shipping again; the new total shows once the change is saved. A payment still awaited asks for the new total; one already made does not change.</source>
            <translation>Der Shop berechnet Steuern, Aktionen und Versand neu; der neue Gesamtbetrag erscheint, sobald die Änderung gespeichert ist. Eine noch ausstehende Zahlung verlangt den neuen Gesamtbetrag; eine bereits geleistete ändert sich nicht.</translation>
        </message>
        <message>
            <source>The total becomes {after}: every line keeps the price it was sold at. A payment still awaited asks for the new total; one already made does not change.</source>
            <translation>Der Gesamtbetrag wird {after}: Jede Position behält den Preis, zu dem sie verkauft wurde. Eine noch ausstehende Zahlung verlangt den neuen Gesamtbetrag; eine bereits geleistete ändert sich nicht.</translation>
        </message>
        <message>
            <source>This order has been paid: items can no longer be added or removed, or the payment would no longer match it.</source>
            <translation>Diese Bestellung ist bezahlt: Artikel können nicht mehr hinzugefügt oder entfernt werden, sonst passte die Zahlung nicht mehr zu ihr.</translation>
        </message>
        <message>
            <source>This order is fulfilled: items can no longer be added or removed.</source>
            <translation>Diese Bestellung ist abgeschlossen: Artikel können nicht mehr hinzugefügt oder entfernt werden.</translation>
        </message>
        <message>
            <source>This order was cancelled: items can no longer be added or removed.</source>
            <translation>Diese Bestellung wurde storniert: Artikel können nicht mehr hinzugefügt oder entfernt werden.</translation>
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
            <source>{describe} was placed: its customer agreed to pay {format_money} ({describe2}).</source>
            <translation>{describe} wurde aufgegeben: Der Kunde hat zugestimmt, {format_money} zu zahlen ({describe2}).</translation>
        </message>
        <message>
            <source>{describe} was placed: its customer agreed to pay {format_money} ({describe2}). Add {adding} to it?</source>
            <translation>{describe} wurde aufgegeben: Der Kunde hat zugestimmt, {format_money} zu zahlen ({describe2}). {adding} hinzufügen?</translation>
        </message>
        <message>
            <source>{done}: {states}.</source>
            <translation>{done}: {states}.</translation>
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
        <name>editors.order_panels</name>
        <message>
            <source>Customer</source>
            <translation>Kunde</translation>
        </message>
        <message>
            <source>History</source>
            <translation>Verlauf</translation>
        </message>
        <message>
            <source>Notes</source>
            <translation>Notizen</translation>
        </message>
    </context>
    <context>
        <name>editors.order_steps_bar</name>
        <message>
            <source>Cancel the order, its payments and its shipments</source>
            <translation>Die Bestellung mit ihren Zahlungen und Sendungen stornieren</translation>
        </message>
        <message>
            <source>Mark the order's payment as received</source>
            <translation>Die Zahlung der Bestellung als eingegangen markieren</translation>
        </message>
        <message>
            <source>Send the order's shipment, with its tracking number</source>
            <translation>Die Sendung der Bestellung versenden, mit ihrer Sendungsverfolgungsnummer</translation>
        </message>
    </context>
    <context>
        <name>editors.parsing</name>
        <message>
            <source>Enter at least {plain_number}; “{shown}” is less.</source>
            <translation>Geben Sie mindestens {plain_number} ein; „{shown}“ ist weniger.</translation>
        </message>
        <message>
            <source>Enter at most two decimal places, for example {example}.</source>
            <translation>Geben Sie höchstens zwei Nachkommastellen ein, zum Beispiel {example}.</translation>
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
            <source>The amount cannot be negative.</source>
            <translation>Der Betrag darf nicht negativ sein.</translation>
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
            <source>“{shown}” could be read two ways: type {whole} or {decimal}.</source>
            <translation>„{shown}“ lässt sich zweifach lesen: Geben Sie {whole} oder {decimal} ein.</translation>
        </message>
        <message>
            <source>“{shown}” is not a number; enter one such as {example}.</source>
            <translation>„{shown}“ ist keine Zahl; geben Sie eine ein, etwa {example}.</translation>
        </message>
        <message>
            <source>“{shown}” is not a whole number; enter one such as {example}.</source>
            <translation>„{shown}“ ist keine ganze Zahl; geben Sie eine ein, etwa {example}.</translation>
        </message>
        <message>
            <source>“{shown}” is not an amount; enter one such as {example}.</source>
            <translation>„{shown}“ ist kein Betrag; geben Sie einen ein, etwa {example}.</translation>
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
            <source>Price must be at least {minimum}.</source>
            <translation>Der Preis muss mindestens {minimum} betragen.</translation>
        </message>
        <message>
            <source>The store does not say which currency this channel uses, and the channel has no carts or orders to tell it. Prices are in the channel's own currency.</source>
            <translation>Der Shop gibt nicht an, welche Währung dieser Kanal verwendet, und der Kanal hat keine Warenkörbe oder Bestellungen, die es verraten. Preise gelten in der eigenen Währung des Kanals.</translation>
        </message>
        <message>
            <source>currency unknown</source>
            <translation>Währung unbekannt</translation>
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
            <source>Language</source>
            <translation>Sprache</translation>
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
            <source>Please choose the language of the account.</source>
            <translation>Bitte wählen Sie die Sprache des Kontos.</translation>
        </message>
        <message>
            <source>Please enter a username.</source>
            <translation>Bitte geben Sie einen Benutzernamen ein.</translation>
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
            <source>The account can sign in</source>
            <translation>Das Konto kann sich anmelden</translation>
        </message>
        <message>
            <source>The store has e-mailed {email} a link to choose a new password.</source>
            <translation>Der Shop hat {email} per E-Mail einen Link geschickt, um ein neues Passwort zu wählen.</translation>
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
            <source>Username</source>
            <translation>Benutzername</translation>
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
            <source>as it is</source>
            <translation>unverändert</translation>
        </message>
        <message>
            <source>name@example.com</source>
            <translation>name@example.com</translation>
        </message>
        <message>
            <source>name@example.com — also the username</source>
            <translation>name@example.com — zugleich der Benutzername</translation>
        </message>
        <message>
            <source>— choose —</source>
            <translation>— auswählen —</translation>
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
            <source>name</source>
            <translation>Name</translation>
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
        <name>editors.variant_history</name>
        <message>
            <source>History of prices and stock</source>
            <translation>Verlauf von Preisen und Bestand</translation>
        </message>
        <message>
            <source>Not reverted: {fields} changed again after this entry, and Store Admin never overwrites a later change. Change it by hand if you mean to.</source>
            <translation>Nicht zurückgesetzt: {fields} hat sich nach diesem Eintrag erneut geändert, und Store Admin überschreibt nie eine spätere Änderung. Ändern Sie es von Hand, wenn Sie das wollen.</translation>
        </message>
        <message>
            <source>Only a change saved in an editor can be reverted: stock that left with a shipment is not put back from here.</source>
            <translation>Nur eine in einem Editor gespeicherte Änderung lässt sich rückgängig machen: Bestand, der mit einer Sendung gegangen ist, wird hier nicht zurückgebucht.</translation>
        </message>
        <message>
            <source>Revert a change</source>
            <translation>Änderung zurücksetzen</translation>
        </message>
        <message>
            <source>Save or undo your changes before reverting one from the history.</source>
            <translation>Speichern oder verwerfen Sie Ihre Änderungen, bevor Sie eine aus dem Verlauf zurücksetzen.</translation>
        </message>
        <message>
            <source>There is no earlier value to go back to: the store keeps no history, and this workstation noted only the new value.</source>
            <translation>Es gibt keinen früheren Wert, zu dem man zurückkehren könnte: Der Shop führt keinen Verlauf, und dieser Arbeitsplatz hat nur den neuen Wert notiert.</translation>
        </message>
        <message>
            <source>on hand</source>
            <translation>Bestand</translation>
        </message>
    </context>
    <context>
        <name>export_dialog</name>
        <message>
            <source>%v of %m</source>
            <translation>%v von %m</translation>
        </message>
        <message>
            <source>Amounts are written as {amount} beside a currency column; times as {moment} (UTC).</source>
            <translation>Beträge werden als {amount} neben einer Währungsspalte geschrieben, Zeitpunkte als {moment} (UTC).</translation>
        </message>
        <message>
            <source>Cancel</source>
            <translation>Abbrechen</translation>
        </message>
        <message>
            <source>Cancelled: nothing was written to {file}.</source>
            <translation>Abgebrochen: In {file} wurde nichts geschrieben.</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>Schließen</translation>
        </message>
        <message>
            <source>Comma ( , )</source>
            <translation>Komma ( , )</translation>
        </message>
        <message>
            <source>Could not write {file}: {error}.</source>
            <translation>{file} konnte nicht geschrieben werden: {error}.</translation>
        </message>
        <message>
            <source>Export</source>
            <translation>Exportieren</translation>
        </message>
        <message>
            <source>Export {list} to CSV</source>
            <translation>{list} als CSV exportieren</translation>
        </message>
        <message>
            <source>Exported {rows} to {file}.</source>
            <translation>{rows} nach {file} exportiert.</translation>
        </message>
        <message>
            <source>File:</source>
            <translation>Datei:</translation>
        </message>
        <message>
            <source>It is replaced only once the export is complete.</source>
            <translation>Sie wird erst ersetzt, wenn der Export vollständig ist.</translation>
        </message>
        <message>
            <source>Reading the list from the server…</source>
            <translation>Die Liste wird vom Server gelesen …</translation>
        </message>
        <message>
            <source>Replace</source>
            <translation>Ersetzen</translation>
        </message>
        <message>
            <source>Replace the file?</source>
            <translation>Datei ersetzen?</translation>
        </message>
        <message>
            <source>Semicolon ( ; )</source>
            <translation>Semikolon ( ; )</translation>
        </message>
        <message>
            <source>Separator:</source>
            <translation>Trennzeichen:</translation>
        </message>
        <message>
            <source>Show in folder</source>
            <translation>Im Ordner zeigen</translation>
        </message>
        <message>
            <source>Start with a byte-order mark (Excel then reads accents right)</source>
            <translation>Mit einer Byte-Order-Markierung beginnen (dann liest Excel Umlaute richtig)</translation>
        </message>
        <message>
            <source>Tab</source>
            <translation>Tabulator</translation>
        </message>
        <message>
            <source>The export stopped: {error} Nothing was written to {file}.</source>
            <translation>Der Export wurde abgebrochen: {error} In {file} wurde nichts geschrieben.</translation>
        </message>
        <message>
            <source>There is no folder {folder}: choose another place.</source>
            <translation>Es gibt keinen Ordner {folder}: Wählen Sie einen anderen Ort.</translation>
        </message>
        <message numerus="yes">
            <source>Written {written} of %Ln row(s)…</source>
            <translation>
                <numerusform>{written} von %Ln Zeile geschrieben …</numerusform>
                <numerusform>{written} von %Ln Zeilen geschrieben …</numerusform>
            </translation>
        </message>
        <message>
            <source>{file} already exists in {folder}. Replace it?</source>
            <translation>{file} gibt es in {folder} schon. Ersetzen?</translation>
        </message>
        <message>
            <source>{separator} — what spreadsheets in your language expect</source>
            <translation>{separator} — was Tabellenkalkulationen in Ihrer Sprache erwarten</translation>
        </message>
    </context>
    <context>
        <name>file_field</name>
        <message>
            <source>Browse…</source>
            <translation>Durchsuchen …</translation>
        </message>
        <message>
            <source>CSV files (*.csv);;All files (*)</source>
            <translation>CSV-Dateien (*.csv);;Alle Dateien (*)</translation>
        </message>
        <message>
            <source>File name</source>
            <translation>Dateiname</translation>
        </message>
        <message>
            <source>Open</source>
            <translation>Öffnen</translation>
        </message>
        <message>
            <source>Save as</source>
            <translation>Speichern unter</translation>
        </message>
    </context>
    <context>
        <name>history_view</name>
        <message>
            <source>Added {quantity} × {variant} at {price}</source>
            <translation>{quantity} × {variant} zu {price} hinzugefügt</translation>
        </message>
        <message>
            <source>Billing address</source>
            <translation>Rechnungsadresse</translation>
        </message>
        <message>
            <source>Cancelled</source>
            <translation>Storniert</translation>
        </message>
        <message>
            <source>Created</source>
            <translation>Angelegt</translation>
        </message>
        <message>
            <source>Customer's note</source>
            <translation>Notiz des Kunden</translation>
        </message>
        <message>
            <source>Deleted</source>
            <translation>Gelöscht</translation>
        </message>
        <message>
            <source>History</source>
            <translation>Verlauf</translation>
        </message>
        <message>
            <source>Item added</source>
            <translation>Position hinzugefügt</translation>
        </message>
        <message>
            <source>Item removed</source>
            <translation>Position entfernt</translation>
        </message>
        <message>
            <source>Note added</source>
            <translation>Notiz hinzugefügt</translation>
        </message>
        <message>
            <source>Note removed</source>
            <translation>Notiz entfernt</translation>
        </message>
        <message>
            <source>Note removed: {text}</source>
            <translation>Notiz entfernt: {text}</translation>
        </message>
        <message>
            <source>Note: {text}</source>
            <translation>Notiz: {text}</translation>
        </message>
        <message>
            <source>Nothing recorded yet.</source>
            <translation>Noch nichts aufgezeichnet.</translation>
        </message>
        <message>
            <source>On hand</source>
            <translation>Bestand</translation>
        </message>
        <message>
            <source>Payment</source>
            <translation>Zahlung</translation>
        </message>
        <message>
            <source>Payment completed</source>
            <translation>Zahlung abgeschlossen</translation>
        </message>
        <message>
            <source>Price in {channel}: {before} {arrow} {after}</source>
            <translation>Preis in {channel}: {before} {arrow} {after}</translation>
        </message>
        <message>
            <source>Price or stock changed</source>
            <translation>Preis oder Bestand geändert</translation>
        </message>
        <message>
            <source>Quantity changed</source>
            <translation>Menge geändert</translation>
        </message>
        <message>
            <source>Removed {variant}</source>
            <translation>{variant} entfernt</translation>
        </message>
        <message>
            <source>Revert this change…</source>
            <translation>Diese Änderung zurücksetzen…</translation>
        </message>
        <message>
            <source>Shipment</source>
            <translation>Sendung</translation>
        </message>
        <message>
            <source>Shipped</source>
            <translation>Versandt</translation>
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
            <source>Show older changes</source>
            <translation>Ältere Änderungen zeigen</translation>
        </message>
        <message>
            <source>State</source>
            <translation>Status</translation>
        </message>
        <message>
            <source>This server keeps no history: shown is only what was done from this workstation.</source>
            <translation>Dieser Server führt keinen Verlauf: angezeigt wird nur, was an diesem Arbeitsplatz getan wurde.</translation>
        </message>
        <message>
            <source>Total</source>
            <translation>Gesamt</translation>
        </message>
        <message>
            <source>Tracked</source>
            <translation>Bestandsgeführt</translation>
        </message>
        <message>
            <source>Tracking number</source>
            <translation>Sendungsnummer</translation>
        </message>
        <message>
            <source>What</source>
            <translation>Was</translation>
        </message>
        <message>
            <source>When</source>
            <translation>Wann</translation>
        </message>
        <message>
            <source>Who</source>
            <translation>Wer</translation>
        </message>
        <message>
            <source>With order {number}</source>
            <translation>Mit Bestellung {number}</translation>
        </message>
        <message>
            <source>no</source>
            <translation>nein</translation>
        </message>
        <message>
            <source>yes</source>
            <translation>ja</translation>
        </message>
        <message>
            <source>{variant}: quantity {before} {arrow} {after}</source>
            <translation>{variant}: Menge {before} {arrow} {after}</translation>
        </message>
    </context>
    <context>
        <name>identity_dialog</name>
        <message>
            <source>&amp;Address:</source>
            <translation>&amp;Adresse:</translation>
        </message>
        <message>
            <source>&amp;Logo:</source>
            <translation>&amp;Logo:</translation>
        </message>
        <message>
            <source>&amp;Name:</source>
            <translation>&amp;Name:</translation>
        </message>
        <message>
            <source>&amp;VAT number:</source>
            <translation>&amp;USt-IdNr.:</translation>
        </message>
        <message>
            <source>Images ({patterns});;All files (*)</source>
            <translation>Bilder ({patterns});;Alle Dateien (*)</translation>
        </message>
        <message>
            <source>Logo image file</source>
            <translation>Bilddatei des Logos</translation>
        </message>
        <message>
            <source>No logo</source>
            <translation>Kein Logo</translation>
        </message>
        <message>
            <source>Store details</source>
            <translation>Geschäftsangaben</translation>
        </message>
        <message>
            <source>Street and number
Postcode and town
Country</source>
            <translation>Straße und Hausnummer
Postleitzahl und Ort
Land</translation>
        </message>
        <message>
            <source>The seller named at the top of every invoice and packing slip printed for this connection.</source>
            <translation>Der Verkäufer, der oben auf jeder Rechnung und jedem Lieferschein dieser Verbindung steht.</translation>
        </message>
        <message>
            <source>The store's or company's name</source>
            <translation>Name des Geschäfts oder der Firma</translation>
        </message>
        <message>
            <source>There is no file at {file}.</source>
            <translation>Unter {file} gibt es keine Datei.</translation>
        </message>
        <message>
            <source>{file} is not an image Store Admin can read; choose a PNG or SVG file.</source>
            <translation>{file} ist kein Bild, das Store Admin lesen kann; wählen Sie eine PNG- oder SVG-Datei.</translation>
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
            <translation>
                <numerusform>%Ln Zeile</numerusform>
                <numerusform>%Ln Zeilen</numerusform>
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
            <translation>
                <numerusform>%Ln Zeile</numerusform>
                <numerusform>%Ln Zeilen</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln selected row(s)</source>
            <translation>
                <numerusform>%Ln ausgewählte Zeile</numerusform>
                <numerusform>%Ln ausgewählten Zeilen</numerusform>
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
            <source>API access (needed to use Store Admin)</source>
            <translation>API-Zugriff (für Store Admin nötig)</translation>
        </message>
        <message>
            <source>Addressed</source>
            <translation>Adresse erfasst</translation>
        </message>
        <message>
            <source>Administration access</source>
            <translation>Zugang zur Verwaltung</translation>
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
            <source>Create a cart (Ctrl+N)</source>
            <translation>Einen Warenkorb anlegen (Strg+N)</translation>
        </message>
        <message>
            <source>Create a record (Ctrl+N)</source>
            <translation>Einen Datensatz anlegen (Strg+N)</translation>
        </message>
        <message>
            <source>Create a user (Ctrl+N)</source>
            <translation>Einen Benutzer anlegen (Strg+N)</translation>
        </message>
        <message>
            <source>Create a variant (Ctrl+N)</source>
            <translation>Eine Variante anlegen (Strg+N)</translation>
        </message>
        <message>
            <source>Create an order (Ctrl+N)</source>
            <translation>Eine Bestellung anlegen (Strg+N)</translation>
        </message>
        <message>
            <source>Delete cart</source>
            <translation>Warenkorb löschen</translation>
        </message>
        <message>
            <source>Delete order</source>
            <translation>Bestellung löschen</translation>
        </message>
        <message>
            <source>Delete record</source>
            <translation>Datensatz löschen</translation>
        </message>
        <message>
            <source>Delete this record? This cannot be undone.</source>
            <translation>Diesen Datensatz löschen? Das lässt sich nicht rückgängig machen.</translation>
        </message>
        <message>
            <source>Delete this user? This cannot be undone.</source>
            <translation>Diesen Benutzer löschen? Das lässt sich nicht rückgängig machen.</translation>
        </message>
        <message>
            <source>Delete this variant? This cannot be undone.</source>
            <translation>Diese Variante löschen? Das lässt sich nicht rückgängig machen.</translation>
        </message>
        <message>
            <source>Delete user</source>
            <translation>Benutzer löschen</translation>
        </message>
        <message>
            <source>Delete variant</source>
            <translation>Variante löschen</translation>
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
            <source>New cart</source>
            <translation>Neuer Warenkorb</translation>
        </message>
        <message>
            <source>New cart…</source>
            <translation>Neuer Warenkorb…</translation>
        </message>
        <message>
            <source>New order</source>
            <translation>Neue Bestellung</translation>
        </message>
        <message>
            <source>New order…</source>
            <translation>Neue Bestellung…</translation>
        </message>
        <message>
            <source>New record</source>
            <translation>Neuer Datensatz</translation>
        </message>
        <message>
            <source>New record…</source>
            <translation>Neuer Datensatz…</translation>
        </message>
        <message>
            <source>New user…</source>
            <translation>Neuer Benutzer…</translation>
        </message>
        <message>
            <source>New variant…</source>
            <translation>Neue Variante…</translation>
        </message>
        <message>
            <source>On hold</source>
            <translation>Zurückgestellt</translation>
        </message>
        <message>
            <source>Open cart…</source>
            <translation>Warenkorb öffnen…</translation>
        </message>
        <message>
            <source>Open order…</source>
            <translation>Bestellung öffnen…</translation>
        </message>
        <message>
            <source>Open profile…</source>
            <translation>Profil öffnen…</translation>
        </message>
        <message>
            <source>Open record…</source>
            <translation>Datensatz öffnen…</translation>
        </message>
        <message>
            <source>Open the selected cart in its editor (Enter)</source>
            <translation>Den ausgewählten Warenkorb im Editor öffnen (Eingabe)</translation>
        </message>
        <message>
            <source>Open the selected customer's profile (Enter)</source>
            <translation>Das Profil des gewählten Kunden öffnen (Eingabetaste)</translation>
        </message>
        <message>
            <source>Open the selected order in its editor (Enter)</source>
            <translation>Die ausgewählte Bestellung im Editor öffnen (Eingabe)</translation>
        </message>
        <message>
            <source>Open the selected record in its editor (Enter)</source>
            <translation>Den ausgewählten Datensatz im Editor öffnen (Eingabe)</translation>
        </message>
        <message>
            <source>Open the selected user in its editor (Enter)</source>
            <translation>Den ausgewählten Benutzer im Editor öffnen (Eingabe)</translation>
        </message>
        <message>
            <source>Open the selected variant in its editor (Enter)</source>
            <translation>Die ausgewählte Variante im Editor öffnen (Eingabe)</translation>
        </message>
        <message>
            <source>Open user…</source>
            <translation>Benutzer öffnen…</translation>
        </message>
        <message>
            <source>Open variant…</source>
            <translation>Variante öffnen…</translation>
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
            <source>Remove {line_name} (quantity {quantity}) from the cart?</source>
            <translation>{line_name} (Menge {quantity}) aus dem Warenkorb entfernen?</translation>
        </message>
        <message>
            <source>Remove {line_name} (quantity {quantity}) from the order?</source>
            <translation>{line_name} (Menge {quantity}) aus der Bestellung entfernen?</translation>
        </message>
        <message>
            <source>Remove {line_name} (quantity {quantity}) from the record?</source>
            <translation>{line_name} (Menge {quantity}) aus dem Datensatz entfernen?</translation>
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
            <source>Shop customer account</source>
            <translation>Kundenkonto im Shop</translation>
        </message>
        <message>
            <source>Sold</source>
            <translation>Verkauft</translation>
        </message>
        <message>
            <source>Someone else changed this record</source>
            <translation>Jemand anderes hat diesen Datensatz geändert</translation>
        </message>
        <message>
            <source>Someone else changed this record, and its current state could not be loaded: {error} Nothing you typed is lost.</source>
            <translation>Jemand anderes hat diesen Datensatz geändert, und sein aktueller Stand konnte nicht geladen werden: {error} Nichts von Ihren Eingaben geht verloren.</translation>
        </message>
        <message>
            <source>Someone else changed this variant</source>
            <translation>Jemand anderes hat diese Variante geändert</translation>
        </message>
        <message>
            <source>Someone else changed this variant, and its current state could not be loaded: {error} Nothing you typed is lost.</source>
            <translation>Jemand anderes hat diese Variante geändert, und ihr aktueller Stand konnte nicht geladen werden: {error} Nichts von Ihren Eingaben geht verloren.</translation>
        </message>
        <message>
            <source>This record was deleted by someone else while you were editing it. Your changes are still here; copy what you need, or close the editor.</source>
            <translation>Dieser Datensatz wurde von jemand anderem gelöscht, während Sie ihn bearbeitet haben. Ihre Änderungen sind noch da; kopieren Sie, was Sie brauchen, oder schließen Sie den Editor.</translation>
        </message>
        <message>
            <source>This variant was deleted by someone else while you were editing it. Your changes are still here; copy what you need, or close the editor.</source>
            <translation>Diese Variante wurde von jemand anderem gelöscht, während Sie sie bearbeitet haben. Ihre Änderungen sind noch da; kopieren Sie, was Sie brauchen, oder schließen Sie den Editor.</translation>
        </message>
        <message>
            <source>cart</source>
            <translation>Warenkorb</translation>
        </message>
        <message>
            <source>customer</source>
            <translation>Kunde</translation>
        </message>
        <message>
            <source>entry</source>
            <translation>Eintrag</translation>
        </message>
        <message>
            <source>line</source>
            <translation>Zeile</translation>
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
            <translation>Zeile</translation>
        </message>
        <message>
            <source>selected row</source>
            <translation>ausgewählte Zeile</translation>
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
            <source>&amp;Export list…</source>
            <translation>Liste &amp;exportieren …</translation>
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
            <source>The current list, as filtered and sorted, to a CSV file</source>
            <translation>Die aktuelle Liste, wie gefiltert und sortiert, in eine CSV-Datei</translation>
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
        <name>notes_view</name>
        <message>
            <source>A note has at most {count} characters.</source>
            <translation>Eine Notiz hat höchstens {count} Zeichen.</translation>
        </message>
        <message>
            <source>Add note</source>
            <translation>Notiz hinzufügen</translation>
        </message>
        <message>
            <source>Internal notes</source>
            <translation>Interne Notizen</translation>
        </message>
        <message>
            <source>New note</source>
            <translation>Neue Notiz</translation>
        </message>
        <message>
            <source>No notes yet.</source>
            <translation>Noch keine Notizen.</translation>
        </message>
        <message>
            <source>Only staff see these notes; customers never do.</source>
            <translation>Nur Mitarbeitende sehen diese Notizen, Kunden nie.</translation>
        </message>
        <message>
            <source>Remove note…</source>
            <translation>Notiz entfernen…</translation>
        </message>
        <message>
            <source>Write a note for your colleagues…</source>
            <translation>Notiz für Ihre Kollegen schreiben…</translation>
        </message>
        <message>
            <source>{author}, {when}</source>
            <translation>{author}, {when}</translation>
        </message>
        <message>
            <source>{problem} Check the list before adding the note again.</source>
            <translation>{problem} Prüfen Sie die Liste, bevor Sie die Notiz erneut hinzufügen.</translation>
        </message>
    </context>
    <context>
        <name>order_questions</name>
        <message>
            <source>Cancel the order</source>
            <translation>Bestellung stornieren</translation>
        </message>
        <message>
            <source>Cancel {what}</source>
            <translation>{what} stornieren</translation>
        </message>
        <message>
            <source>Cancel {what}? This cannot be undone.</source>
            <translation>{what} stornieren? Das lässt sich nicht rückgängig machen.</translation>
        </message>
        <message>
            <source>Do not ship</source>
            <translation>Nicht versenden</translation>
        </message>
        <message>
            <source>Keep the order</source>
            <translation>Bestellung behalten</translation>
        </message>
        <message>
            <source>Mark as paid</source>
            <translation>Als bezahlt markieren</translation>
        </message>
        <message>
            <source>Mark {what} as paid</source>
            <translation>{what} als bezahlt markieren</translation>
        </message>
        <message>
            <source>Mark {what} as paid? This cannot be undone.</source>
            <translation>{what} als bezahlt markieren? Das lässt sich nicht rückgängig machen.</translation>
        </message>
        <message>
            <source>Not yet</source>
            <translation>Noch nicht</translation>
        </message>
        <message>
            <source>Ship</source>
            <translation>Versenden</translation>
        </message>
        <message>
            <source>Ship {what}</source>
            <translation>{what} versenden</translation>
        </message>
        <message>
            <source>Ship {what}? This cannot be undone.</source>
            <translation>{what} versenden? Das lässt sich nicht rückgängig machen.</translation>
        </message>
        <message>
            <source>The carrier's number for the parcel; leave it empty if none.</source>
            <translation>Die Nummer des Paketdienstes für das Paket; leer lassen, wenn es keine gibt.</translation>
        </message>
        <message>
            <source>Tracking number (optional):</source>
            <translation>Sendungsverfolgungsnummer (optional):</translation>
        </message>
        <message>
            <source>e.g. 1Z999AA10123456784</source>
            <translation>z. B. 1Z999AA10123456784</translation>
        </message>
    </context>
    <context>
        <name>order_steps</name>
        <message>
            <source>Cancel orders…</source>
            <translation>Bestellungen stornieren…</translation>
        </message>
        <message>
            <source>Cancel order…</source>
            <translation>Bestellung stornieren…</translation>
        </message>
        <message>
            <source>Cancelled</source>
            <translation>Storniert</translation>
        </message>
        <message>
            <source>Every payment of this order is completed.</source>
            <translation>Jede Zahlung dieser Bestellung ist abgeschlossen.</translation>
        </message>
        <message>
            <source>Every shipment of this order has shipped.</source>
            <translation>Jede Sendung dieser Bestellung ist versandt.</translation>
        </message>
        <message>
            <source>Its payment is marked as completed; no money is moved.</source>
            <translation>Ihre Zahlung wird als abgeschlossen markiert; es wird kein Geld bewegt.</translation>
        </message>
        <message>
            <source>Its payments and shipments are cancelled with it, and the {units} it holds are released to the stock.</source>
            <translation>Ihre Zahlungen und Sendungen werden mit ihr storniert, und die {units}, die sie reserviert, gehen an den Bestand zurück.</translation>
        </message>
        <message>
            <source>Mark as paid</source>
            <translation>Als bezahlt markieren</translation>
        </message>
        <message>
            <source>Mark orders as paid…</source>
            <translation>Bestellungen als bezahlt markieren…</translation>
        </message>
        <message>
            <source>Marked as paid</source>
            <translation>Als bezahlt markiert</translation>
        </message>
        <message>
            <source>Order {state} · payment {payment} · shipping {shipping}</source>
            <translation>Bestellung {state} · Zahlung {payment} · Versand {shipping}</translation>
        </message>
        <message>
            <source>Part of this order has shipped: it can no longer be cancelled.</source>
            <translation>Ein Teil dieser Bestellung ist versandt: Sie kann nicht mehr storniert werden.</translation>
        </message>
        <message>
            <source>Ship orders…</source>
            <translation>Bestellungen versenden…</translation>
        </message>
        <message>
            <source>Shipped</source>
            <translation>Versandt</translation>
        </message>
        <message>
            <source>Ship…</source>
            <translation>Versenden…</translation>
        </message>
        <message>
            <source>This order has no payment.</source>
            <translation>Diese Bestellung hat keine Zahlung.</translation>
        </message>
        <message>
            <source>This order has no shipment.</source>
            <translation>Diese Bestellung hat keine Sendung.</translation>
        </message>
        <message>
            <source>This order is cancelled.</source>
            <translation>Diese Bestellung ist storniert.</translation>
        </message>
        <message>
            <source>This order is fulfilled: it is paid and shipped.</source>
            <translation>Diese Bestellung ist erfüllt: Sie ist bezahlt und versandt.</translation>
        </message>
        <message>
            <source>This order is not placed yet: its checkout is not completed.</source>
            <translation>Diese Bestellung ist noch nicht aufgegeben: Ihr Checkout ist nicht abgeschlossen.</translation>
        </message>
        <message>
            <source>{units} leave the store's stock: they are taken from what is on hand and on hold.</source>
            <translation>{units} verlassen den Bestand des Shops: Sie werden vom vorhandenen und vom reservierten Bestand abgezogen.</translation>
        </message>
    </context>
    <context>
        <name>order_steps_dialog</name>
        <message>
            <source>%v of %m</source>
            <translation>%v von %m</translation>
        </message>
        <message>
            <source>Cancel the orders marked below? This cannot be undone: their payments and shipments are cancelled with them, and the stock they hold is released.</source>
            <translation>Die unten markierten Bestellungen stornieren? Das lässt sich nicht rückgängig machen: Ihre Zahlungen und Sendungen werden mit ihnen storniert, und der reservierte Bestand wird freigegeben.</translation>
        </message>
        <message>
            <source>Cancel {orders}</source>
            <translation>{orders} stornieren</translation>
        </message>
        <message>
            <source>Customer</source>
            <translation>Kunde</translation>
        </message>
        <message>
            <source>Left alone: {reason}</source>
            <translation>Nicht berührt: {reason}</translation>
        </message>
        <message>
            <source>Mark the orders below as paid? Their payments are marked as completed; no money is moved. This cannot be undone.</source>
            <translation>Die Bestellungen unten als bezahlt markieren? Ihre Zahlungen werden als abgeschlossen markiert; es wird kein Geld bewegt. Das lässt sich nicht rückgängig machen.</translation>
        </message>
        <message>
            <source>Mark {orders} as paid</source>
            <translation>{orders} als bezahlt markieren</translation>
        </message>
        <message>
            <source>Not done: the answer was lost and the order is as it was. Sending it again is safe.</source>
            <translation>Nicht ausgeführt: Die Antwort ging verloren und die Bestellung ist unverändert. Erneutes Senden ist sicher.</translation>
        </message>
        <message>
            <source>Order</source>
            <translation>Bestellung</translation>
        </message>
        <message>
            <source>Order #{id}</source>
            <translation>Bestellung #{id}</translation>
        </message>
        <message>
            <source>Order {number}</source>
            <translation>Bestellung {number}</translation>
        </message>
        <message>
            <source>Orders and their results</source>
            <translation>Bestellungen und ihre Ergebnisse</translation>
        </message>
        <message>
            <source>Reading the selected orders…</source>
            <translation>Die ausgewählten Bestellungen werden gelesen…</translation>
        </message>
        <message>
            <source>Ready</source>
            <translation>Bereit</translation>
        </message>
        <message>
            <source>Result</source>
            <translation>Ergebnis</translation>
        </message>
        <message>
            <source>Sending {name}…</source>
            <translation>{name} wird gesendet…</translation>
        </message>
        <message>
            <source>Ship the orders marked below? This cannot be undone: their units leave the store's stock (taken from what is on hand and on hold). They ship without a tracking number; open an order to ship it with one.</source>
            <translation>Die unten markierten Bestellungen versenden? Das lässt sich nicht rückgängig machen: Ihre Einheiten verlassen den Bestand des Shops (vom vorhandenen und vom reservierten Bestand abgezogen). Sie werden ohne Sendungsverfolgungsnummer versandt; öffnen Sie eine Bestellung, um sie mit einer zu versenden.</translation>
        </message>
        <message>
            <source>Ship {orders}</source>
            <translation>{orders} versenden</translation>
        </message>
        <message>
            <source>States</source>
            <translation>Status</translation>
        </message>
        <message>
            <source>Stopping after the order in flight…</source>
            <translation>Wird nach der gerade gesendeten Bestellung angehalten…</translation>
        </message>
        <message>
            <source>The answer was lost and the order could not be read again: open it to see whether the step was taken before trying again.</source>
            <translation>Die Antwort ging verloren und die Bestellung konnte nicht erneut gelesen werden: Öffnen Sie sie, um zu sehen, ob der Schritt ausgeführt wurde, bevor Sie es erneut versuchen.</translation>
        </message>
        <message>
            <source>The answer was lost and the order has changed meanwhile: {states}</source>
            <translation>Die Antwort ging verloren und die Bestellung hat sich inzwischen geändert: {states}</translation>
        </message>
        <message>
            <source>{action} — {orders}</source>
            <translation>{action} — {orders}</translation>
        </message>
        <message>
            <source>{done} (the answer was lost; the order shows it was done): {states}</source>
            <translation>{done} (die Antwort ging verloren; die Bestellung zeigt, dass es ausgeführt wurde): {states}</translation>
        </message>
        <message>
            <source>{done}: {states}</source>
            <translation>{done}: {states}</translation>
        </message>
        <message>
            <source>{ready} of {orders} can take this step.</source>
            <translation>{ready} von {orders} können diesen Schritt ausführen.</translation>
        </message>
    </context>
    <context>
        <name>pages.base</name>
        <message>
            <source>Nothing here yet.</source>
            <translation>Hier gibt es noch nichts.</translation>
        </message>
        <message>
            <source>Nothing matches these filters.</source>
            <translation>Nichts passt zu diesen Filtern.</translation>
        </message>
        <message>
            <source>{filters} {order}</source>
            <translation>{filters} {order}</translation>
        </message>
        <message>
            <source>{noun} #{key}</source>
            <translation>{noun} #{key}</translation>
        </message>
    </context>
    <context>
        <name>pages.carts</name>
        <message>
            <source>Cart #{key}</source>
            <translation>Warenkorb #{key}</translation>
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
        <name>pages.channels</name>
        <message>
            <source>All channels</source>
            <translation>Alle Kanäle</translation>
        </message>
        <message>
            <source>Channel code</source>
            <translation>Kanalcode</translation>
        </message>
    </context>
    <context>
        <name>pages.customers</name>
        <message>
            <source>Customer #{key}</source>
            <translation>Kunde #{key}</translation>
        </message>
        <message>
            <source>Customer {value}</source>
            <translation>Kunde {value}</translation>
        </message>
        <message>
            <source>No customers match this search.</source>
            <translation>Keine Kunden passen zu dieser Suche.</translation>
        </message>
        <message>
            <source>Search name or e-mail</source>
            <translation>Name oder E-Mail suchen</translation>
        </message>
        <message>
            <source>There are no customers yet.</source>
            <translation>Es gibt noch keine Kunden.</translation>
        </message>
        <message>
            <source>This store cannot search its customers by name or e-mail: sort the list instead.</source>
            <translation>Dieser Shop kann seine Kunden nicht nach Name oder E-Mail durchsuchen: sortieren Sie stattdessen die Liste.</translation>
        </message>
    </context>
    <context>
        <name>pages.kinds</name>
        <message>
            <source>Carts</source>
            <translation>Warenkörbe</translation>
        </message>
        <message>
            <source>Customers</source>
            <translation>Kunden</translation>
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
            <source>Product variants</source>
            <translation>Produktvarianten</translation>
        </message>
        <message>
            <source>Users</source>
            <translation>Benutzer</translation>
        </message>
    </context>
    <context>
        <name>pages.list_actions</name>
        <message>
            <source>Copy rows</source>
            <translation>Zeilen kopieren</translation>
        </message>
        <message>
            <source>Copy the selected rows with a header row, to paste into a spreadsheet (Ctrl+C)</source>
            <translation>Die ausgewählten Zeilen mit einer Kopfzeile kopieren, zum Einfügen in eine Tabellenkalkulation (Strg+C)</translation>
        </message>
        <message>
            <source>Delete the selected rows (Del)</source>
            <translation>Ausgewählte Zeilen löschen (Entf)</translation>
        </message>
        <message>
            <source>Delete…</source>
            <translation>Löschen…</translation>
        </message>
        <message>
            <source>Export…</source>
            <translation>Exportieren …</translation>
        </message>
        <message>
            <source>More actions</source>
            <translation>Weitere Aktionen</translation>
        </message>
        <message>
            <source>Write the whole list, as filtered and sorted, to a CSV file for a spreadsheet</source>
            <translation>Die ganze Liste, wie gefiltert und sortiert, in eine CSV-Datei für eine Tabellenkalkulation schreiben</translation>
        </message>
    </context>
    <context>
        <name>pages.list_batch</name>
        <message>
            <source>Delete</source>
            <translation>Löschen</translation>
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
    </context>
    <context>
        <name>pages.list_details</name>
        <message>
            <source>Details</source>
            <translation>Details</translation>
        </message>
        <message>
            <source>The current row's record, read-only (Ctrl+I)</source>
            <translation>Der Datensatz der aktuellen Zeile, nur lesend (Strg+I)</translation>
        </message>
    </context>
    <context>
        <name>pages.list_export</name>
        <message>
            <source>All {rows} of the list “{list}”, every page read from the server, not only those on screen. {query} The columns are those shown, in their order.</source>
            <translation>Alle {rows} der Liste „{list}“, jede Seite vom Server gelesen, nicht nur die angezeigten. {query} Die Spalten sind die angezeigten, in ihrer Reihenfolge.</translation>
        </message>
        <message>
            <source>Copied {copied} of {selected}: the others are not loaded yet. Export… writes the whole list.</source>
            <translation>{copied} von {selected} kopiert: Die anderen sind noch nicht geladen. Exportieren … schreibt die ganze Liste.</translation>
        </message>
        <message>
            <source>Every row of the list “{list}”, every page read from the server, not only those on screen. {query} The columns are those shown, in their order.</source>
            <translation>Jede Zeile der Liste „{list}“, jede Seite vom Server gelesen, nicht nur die angezeigten. {query} Die Spalten sind die angezeigten, in ihrer Reihenfolge.</translation>
        </message>
        <message>
            <source>There is nothing to export: {reason}</source>
            <translation>Es gibt nichts zu exportieren: {reason}</translation>
        </message>
    </context>
    <context>
        <name>pages.list_filters</name>
        <message>
            <source>Filtered by {filters}.</source>
            <translation>Gefiltert nach {filters}.</translation>
        </message>
        <message>
            <source>No filter.</source>
            <translation>Kein Filter.</translation>
        </message>
        <message>
            <source>{filter}: {value}</source>
            <translation>{filter}: {value}</translation>
        </message>
    </context>
    <context>
        <name>pages.list_sorting</name>
        <message>
            <source>In the server's own order.</source>
            <translation>In der Reihenfolge des Servers.</translation>
        </message>
        <message>
            <source>List the rows in the order the server chooses</source>
            <translation>Zeilen in der Reihenfolge des Servers auflisten</translation>
        </message>
        <message>
            <source>Server's own order</source>
            <translation>Reihenfolge des Servers</translation>
        </message>
        <message>
            <source>Sorted by {column}, ascending.</source>
            <translation>Sortiert nach {column}, aufsteigend.</translation>
        </message>
        <message>
            <source>Sorted by {column}, descending.</source>
            <translation>Sortiert nach {column}, absteigend.</translation>
        </message>
    </context>
    <context>
        <name>pages.list_status</name>
        <message>
            <source> at {format_time_of_day}</source>
            <translation> um {format_time_of_day}</translation>
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
            <source>Not up to date: the list could not be reloaded ({rstrip}). It shows the rows as they were{when}. {then}</source>
            <translation>Nicht aktuell: Die Liste konnte nicht neu geladen werden ({rstrip}). Sie zeigt die Zeilen, wie sie waren{when}. {then}</translation>
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
            <source>Some rows could not be loaded: {first_error}</source>
            <translation>Einige Zeilen konnten nicht geladen werden: {first_error}</translation>
        </message>
        <message>
            <source>The list could not be loaded: {first_error}</source>
            <translation>Die Liste konnte nicht geladen werden: {first_error}</translation>
        </message>
    </context>
    <context>
        <name>pages.list_table</name>
        <message>
            <source>How many rows each request to the server fetches</source>
            <translation>Wie viele Zeilen jede Anfrage an den Server abruft</translation>
        </message>
        <message>
            <source>Rows per request</source>
            <translation>Zeilen pro Anfrage</translation>
        </message>
        <message>
            <source>{size} per page</source>
            <translation>{size} pro Seite</translation>
        </message>
    </context>
    <context>
        <name>pages.orders</name>
        <message>
            <source> Sorting compares the amounts alone, across {joined}; choose a channel to sort within one currency.</source>
            <translation> Die Sortierung vergleicht nur die Beträge, über {joined} hinweg; wählen Sie einen Kanal, um innerhalb einer Währung zu sortieren.</translation>
        </message>
        <message>
            <source>Any payment</source>
            <translation>Jede Zahlung</translation>
        </message>
        <message>
            <source>Any shipping</source>
            <translation>Jeder Versand</translation>
        </message>
        <message>
            <source>Any state</source>
            <translation>Jeder Status</translation>
        </message>
        <message>
            <source>Cancel the selected orders (asked first, a result each)</source>
            <translation>Die ausgewählten Bestellungen stornieren (mit Rückfrage, ein Ergebnis je Bestellung)</translation>
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
            <source>From any day</source>
            <translation>Ab jedem Tag</translation>
        </message>
        <message>
            <source>Mark the selected orders as paid (asked first, a result each)</source>
            <translation>Die ausgewählten Bestellungen als bezahlt markieren (mit Rückfrage, ein Ergebnis je Bestellung)</translation>
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
            <source>Only orders whose checkout completed on or after this day</source>
            <translation>Nur Bestellungen, deren Checkout an oder nach diesem Tag abgeschlossen wurde</translation>
        </message>
        <message>
            <source>Only orders whose checkout completed on or before this day</source>
            <translation>Nur Bestellungen, deren Checkout an oder vor diesem Tag abgeschlossen wurde</translation>
        </message>
        <message>
            <source>Only orders whose payment is in this state</source>
            <translation>Nur Bestellungen, deren Zahlung in diesem Status ist</translation>
        </message>
        <message>
            <source>Only orders whose shipping is in this state</source>
            <translation>Nur Bestellungen, deren Versand in diesem Status ist</translation>
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
            <source>Packing slips or invoices of the selected orders: preview, print, or save as PDF</source>
            <translation>Lieferscheine oder Rechnungen der ausgewählten Bestellungen: Vorschau, Drucken oder als PDF speichern</translation>
        </message>
        <message>
            <source>Print…</source>
            <translation>Drucken …</translation>
        </message>
        <message>
            <source>Ship the selected orders (asked first, a result each)</source>
            <translation>Die ausgewählten Bestellungen versenden (mit Rückfrage, ein Ergebnis je Bestellung)</translation>
        </message>
        <message>
            <source>Sold, not cancelled</source>
            <translation>Verkauft, nicht storniert</translation>
        </message>
        <message>
            <source>Sorted by amount alone: totals in {joined} are compared as numbers, whatever their currency. Choose a channel to sort within its currency.</source>
            <translation>Nur nach Betrag sortiert: Summen in {joined} werden als Zahlen verglichen, unabhängig von ihrer Währung. Wählen Sie einen Kanal, um innerhalb seiner Währung zu sortieren.</translation>
        </message>
        <message>
            <source>There are no orders yet.</source>
            <translation>Es gibt noch keine Bestellungen.</translation>
        </message>
        <message>
            <source>To any day</source>
            <translation>Bis zu jedem Tag</translation>
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
            <source>Figures and chart</source>
            <translation>Kennzahlen und Diagramm</translation>
        </message>
        <message>
            <source>From</source>
            <translation>Von</translation>
        </message>
        <message>
            <source>List the orders of {name} sold in this range, not cancelled</source>
            <translation>Die in diesem Zeitraum verkauften, nicht stornierten Bestellungen von {name} auflisten</translation>
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
            <source>The figures shown, {start} to {end}: a row per channel for the whole range, then a row per bar of its chart, amounts in the channel's currency.</source>
            <translation>Die angezeigten Zahlen, {start} bis {end}: eine Zeile je Kanal für den ganzen Zeitraum, dann eine Zeile je Balken seines Diagramms, Beträge in der Währung des Kanals.</translation>
        </message>
        <message>
            <source>There is nothing to export: {reason}</source>
            <translation>Es gibt nichts zu exportieren: {reason}</translation>
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
            <source>the figures are still loading.</source>
            <translation>die Zahlen werden noch geladen.</translation>
        </message>
        <message>
            <source>the figures could not be loaded (Retry above).</source>
            <translation>die Zahlen konnten nicht geladen werden (oben „Erneut versuchen“).</translation>
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
        <name>pages.overview_compare</name>
        <message>
            <source>= unchanged</source>
            <translation>= unverändert</translation>
        </message>
        <message>
            <source>Best-selling products</source>
            <translation>Meistverkaufte Produkte</translation>
        </message>
        <message>
            <source>Customer</source>
            <translation>Kunde</translation>
        </message>
        <message>
            <source>Customers who spent the most</source>
            <translation>Kunden mit den höchsten Ausgaben</translation>
        </message>
        <message>
            <source>Orders</source>
            <translation>Bestellungen</translation>
        </message>
        <message>
            <source>Product</source>
            <translation>Produkt</translation>
        </message>
        <message>
            <source>Sales</source>
            <translation>Umsatz</translation>
        </message>
        <message>
            <source>Spent</source>
            <translation>Ausgegeben</translation>
        </message>
        <message>
            <source>Units</source>
            <translation>Stück</translation>
        </message>
        <message>
            <source>{server} does not compare the range with the one before or list its best sellers.</source>
            <translation>{server} vergleicht den Zeitraum nicht mit dem vorherigen und nennt keine Bestseller.</translation>
        </message>
        <message>
            <source>{value} in the range before, {range}</source>
            <translation>{value} im Zeitraum davor, {range}</translation>
        </message>
        <message>
            <source>▲ new</source>
            <translation>▲ neu</translation>
        </message>
        <message>
            <source>▲ {percent} %</source>
            <translation>▲ {percent} %</translation>
        </message>
        <message>
            <source>▼ {percent} %</source>
            <translation>▼ {percent} %</translation>
        </message>
    </context>
    <context>
        <name>pages.overview_export</name>
        <message>
            <source>Average order</source>
            <translation>Durchschnittliche Bestellung</translation>
        </message>
        <message>
            <source>Channel</source>
            <translation>Kanal</translation>
        </message>
        <message>
            <source>Channel name</source>
            <translation>Name des Kanals</translation>
        </message>
        <message>
            <source>Currency</source>
            <translation>Währung</translation>
        </message>
        <message>
            <source>Day</source>
            <translation>Tag</translation>
        </message>
        <message>
            <source>From</source>
            <translation>Von</translation>
        </message>
        <message>
            <source>Month</source>
            <translation>Monat</translation>
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
            <source>Period</source>
            <translation>Zeitraum</translation>
        </message>
        <message>
            <source>Row</source>
            <translation>Zeile</translation>
        </message>
        <message>
            <source>Sales</source>
            <translation>Umsatz</translation>
        </message>
        <message>
            <source>To</source>
            <translation>Bis</translation>
        </message>
        <message>
            <source>Week</source>
            <translation>Woche</translation>
        </message>
        <message>
            <source>Whole range</source>
            <translation>Ganzer Zeitraum</translation>
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
            <source>Last 12 months</source>
            <translation>Letzte 12 Monate</translation>
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
            <source>Guest or account</source>
            <translation>Gast oder Konto</translation>
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
            <source>Phone</source>
            <translation>Telefon</translation>
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
            <source>Choose a product first (and wait for the channels to load): the template lists its variants' prices.</source>
            <translation>Wählen Sie zuerst ein Produkt (und warten Sie, bis die Kanäle geladen sind): Die Vorlage listet die Preise seiner Varianten auf.</translation>
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
            <source>Every variant the list holds ({scope}; {query}), page by page, one line per open channel ({channels}) with its current price. Change the prices, then import the file with Import prices…; the other columns are there to read and are ignored.</source>
            <translation>Jede Variante, die die Liste enthält ({scope}; {query}), Seite für Seite, eine Zeile je offenem Kanal ({channels}) mit ihrem aktuellen Preis. Ändern Sie die Preise und importieren Sie die Datei dann mit „Preise importieren …“; die übrigen Spalten dienen nur zum Lesen und werden ignoriert.</translation>
        </message>
        <message>
            <source>Export the prices of the selected variants, or of every variant listed, one line per variant and channel, as a price list to edit and import</source>
            <translation>Die Preise der ausgewählten Varianten oder jeder aufgelisteten Variante exportieren, eine Zeile je Variante und Kanal, als Preisliste zum Bearbeiten und Importieren</translation>
        </message>
        <message>
            <source>Import prices…</source>
            <translation>Preise importieren …</translation>
        </message>
        <message>
            <source>Low stock</source>
            <translation>Niedriger Bestand</translation>
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
            <source>Price template…</source>
            <translation>Preisvorlage …</translation>
        </message>
        <message>
            <source>Product:</source>
            <translation>Produkt:</translation>
        </message>
        <message>
            <source>Set prices from a CSV file of variant code, channel code and price, previewed first</source>
            <translation>Preise aus einer CSV-Datei mit Variantencode, Kanalcode und Preis setzen, zuerst mit Vorschau</translation>
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
            <source>The {variants}, one line per open channel ({channels}) with its current price. Change the prices, then import the file with Import prices…; the other columns are there to read and are ignored.</source>
            <translation>Die {variants}, eine Zeile je offenem Kanal ({channels}) mit ihrem aktuellen Preis. Ändern Sie die Preise und importieren Sie die Datei dann mit „Preise importieren …“; die übrigen Spalten dienen nur zum Lesen und werden ignoriert.</translation>
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
            <source>every variant listed</source>
            <translation>jede aufgelistete Variante</translation>
        </message>
        <message>
            <source>the prices of {variants}</source>
            <translation>die Preise von {variants}</translation>
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
        <name>price_csv</name>
        <message>
            <source>A price can be at most {maximum}.</source>
            <translation>Ein Preis kann höchstens {maximum} betragen.</translation>
        </message>
        <message>
            <source>A price must be at least {minimum}.</source>
            <translation>Ein Preis muss mindestens {minimum} betragen.</translation>
        </message>
        <message>
            <source>No price given.</source>
            <translation>Kein Preis angegeben.</translation>
        </message>
        <message>
            <source>{file} has no column named {missing}; its first line must name the columns “{variant}”, “{channel}” and “{price}”.</source>
            <translation>{file} hat keine Spalte namens {missing}; ihre erste Zeile muss die Spalten „{variant}“, „{channel}“ und „{price}“ nennen.</translation>
        </message>
        <message>
            <source>{file} is empty.</source>
            <translation>{file} ist leer.</translation>
        </message>
        <message>
            <source>{file} is not UTF-8 text (byte {byte}): save it as CSV UTF-8.</source>
            <translation>{file} ist kein UTF-8-Text (Byte {byte}): Speichern Sie sie als CSV UTF-8.</translation>
        </message>
        <message>
            <source>“{text}” could be {with_decimals} or {whole}: write the decimals with “{mark}”.</source>
            <translation>„{text}“ könnte {with_decimals} oder {whole} sein: Schreiben Sie die Dezimalstellen mit „{mark}“.</translation>
        </message>
        <message>
            <source>“{text}” has more than two decimals.</source>
            <translation>„{text}“ hat mehr als zwei Dezimalstellen.</translation>
        </message>
        <message>
            <source>“{text}” is negative: a price cannot be.</source>
            <translation>„{text}“ ist negativ: Das kann ein Preis nicht sein.</translation>
        </message>
        <message>
            <source>“{text}” is not a number.</source>
            <translation>„{text}“ ist keine Zahl.</translation>
        </message>
    </context>
    <context>
        <name>price_import</name>
        <message>
            <source>Channel {code} is closed: it takes no prices.</source>
            <translation>Kanal {code} ist geschlossen: Er nimmt keine Preise an.</translation>
        </message>
        <message>
            <source>Failed: {error}</source>
            <translation>Fehlgeschlagen: {error}</translation>
        </message>
        <message>
            <source>No change: the price is that already.</source>
            <translation>Keine Änderung: Der Preis ist schon so.</translation>
        </message>
        <message>
            <source>No channel code.</source>
            <translation>Kein Kanalcode.</translation>
        </message>
        <message>
            <source>No variant code.</source>
            <translation>Kein Variantencode.</translation>
        </message>
        <message>
            <source>Not applied: stopped.</source>
            <translation>Nicht übernommen: angehalten.</translation>
        </message>
        <message>
            <source>Not applied: the variant was changed since the preview (now {price}). Preview again to apply it.</source>
            <translation>Nicht übernommen: Die Variante wurde seit der Vorschau geändert (jetzt {price}). Erneut Vorschau zeigen, um sie zu übernehmen.</translation>
        </message>
        <message>
            <source>Not applied: the variant was changed since the preview. Preview again to apply it.</source>
            <translation>Nicht übernommen: Die Variante wurde seit der Vorschau geändert. Erneut Vorschau zeigen, um sie zu übernehmen.</translation>
        </message>
        <message>
            <source>Not applied: {error}</source>
            <translation>Nicht übernommen: {error}</translation>
        </message>
        <message>
            <source>Not sent: {error}</source>
            <translation>Nicht gesendet: {error}</translation>
        </message>
        <message>
            <source>Repeats line {line} ({variant} in {channel}): a price is taken from the first line only.</source>
            <translation>Wiederholt Zeile {line} ({variant} in {channel}): Ein Preis wird nur aus der ersten Zeile übernommen.</translation>
        </message>
        <message>
            <source>Saved (confirmed after the answer was lost).</source>
            <translation>Gespeichert (bestätigt, nachdem die Antwort verloren ging).</translation>
        </message>
        <message>
            <source>Saved.</source>
            <translation>Gespeichert.</translation>
        </message>
        <message>
            <source>Unknown channel “{code}” (the store has no open one).</source>
            <translation>Unbekannter Kanal „{code}“ (der Shop hat keinen offenen).</translation>
        </message>
        <message>
            <source>Unknown channel “{code}” (the store's: {known}).</source>
            <translation>Unbekannter Kanal „{code}“ (die des Shops: {known}).</translation>
        </message>
        <message>
            <source>Unknown variant code “{variant}”.</source>
            <translation>Unbekannter Variantencode „{variant}“.</translation>
        </message>
        <message>
            <source>Unknown variant “{variant}” of product “{product}”.</source>
            <translation>Unbekannte Variante „{variant}“ des Produkts „{product}“.</translation>
        </message>
        <message>
            <source>Unknown variant “{variant}”: this server cannot list its products, so add a “{column}” column.</source>
            <translation>Unbekannte Variante „{variant}“: Dieser Server kann seine Produkte nicht auflisten, fügen Sie also eine Spalte „{column}“ hinzu.</translation>
        </message>
        <message>
            <source>Unknown: the answer was lost and the variant could not be read again; check its prices before importing again.</source>
            <translation>Unbekannt: Die Antwort ging verloren und die Variante konnte nicht erneut gelesen werden; prüfen Sie ihre Preise, bevor Sie erneut importieren.</translation>
        </message>
        <message>
            <source>“{typed}” read as {amount}.</source>
            <translation>„{typed}“ gelesen als {amount}.</translation>
        </message>
    </context>
    <context>
        <name>price_import_dialog</name>
        <message>
            <source>%v of %m variants</source>
            <translation>%v von %m Varianten</translation>
        </message>
        <message>
            <source>A CSV file with the columns “{variant}”, “{channel}” and “{price}” (a price template exported from Product variants has them). Every line is checked before anything is written.</source>
            <translation>Eine CSV-Datei mit den Spalten „{variant}“, „{channel}“ und „{price}“ (eine aus Produktvarianten exportierte Preisvorlage hat sie). Jede Zeile wird geprüft, bevor etwas geschrieben wird.</translation>
        </message>
        <message>
            <source>Apply</source>
            <translation>Übernehmen</translation>
        </message>
        <message>
            <source>Cannot read {file}: {error}.</source>
            <translation>{file} kann nicht gelesen werden: {error}.</translation>
        </message>
        <message>
            <source>Channel</source>
            <translation>Kanal</translation>
        </message>
        <message>
            <source>Checking {lines}…</source>
            <translation>{lines} werden geprüft …</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>Schließen</translation>
        </message>
        <message>
            <source>Current price</source>
            <translation>Aktueller Preis</translation>
        </message>
        <message>
            <source>File:</source>
            <translation>Datei:</translation>
        </message>
        <message>
            <source>Import prices</source>
            <translation>Preise importieren</translation>
        </message>
        <message>
            <source>Line</source>
            <translation>Zeile</translation>
        </message>
        <message>
            <source>New price</source>
            <translation>Neuer Preis</translation>
        </message>
        <message>
            <source>Nothing was applied: the current prices could not be saved to {file} ({error}). Move the file somewhere writable and try again.</source>
            <translation>Nichts wurde übernommen: Die aktuellen Preise konnten nicht in {file} gespeichert werden ({error}). Legen Sie die Datei an einen beschreibbaren Ort und versuchen Sie es erneut.</translation>
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
            <source>Ready.</source>
            <translation>Bereit.</translation>
        </message>
        <message>
            <source>Status</source>
            <translation>Status</translation>
        </message>
        <message>
            <source>Stop</source>
            <translation>Anhalten</translation>
        </message>
        <message>
            <source>Stopping after the variant being saved…</source>
            <translation>Hält nach der Variante an, die gerade gespeichert wird …</translation>
        </message>
        <message>
            <source>The file's lines, as checked</source>
            <translation>Die Zeilen der Datei, wie geprüft</translation>
        </message>
        <message>
            <source>The prices before this import are saved in {file}. Importing that file undoes this import.</source>
            <translation>Die Preise vor diesem Import sind in {file} gespeichert. Ein Import dieser Datei macht diesen Import rückgängig.</translation>
        </message>
        <message>
            <source>The store could not be read: {error}</source>
            <translation>Der Shop konnte nicht gelesen werden: {error}</translation>
        </message>
        <message>
            <source>Variant</source>
            <translation>Variante</translation>
        </message>
        <message>
            <source>{lines}: {ready} ready, {same} unchanged, {invalid} cannot apply (see Status).</source>
            <translation>{lines}: {ready} bereit, {same} unverändert, {invalid} nicht übernehmbar (siehe Status).</translation>
        </message>
        <message>
            <source>{lines}: {ready} ready.</source>
            <translation>{lines}: {ready} bereit.</translation>
        </message>
        <message>
            <source>{saved_in} {lines} had no price before: the undo file lists them without one, and importing it leaves them as they are.</source>
            <translation>{saved_in} {lines} hatten vorher keinen Preis: Die Rückgängig-Datei listet sie ohne Preis, und ihr Import lässt sie, wie sie sind.</translation>
        </message>
        <message>
            <source>{saved} saved, {failed} failed (see Status), {stopped} not applied (stopped).</source>
            <translation>{saved} gespeichert, {failed} fehlgeschlagen (siehe Status), {stopped} nicht übernommen (angehalten).</translation>
        </message>
        <message>
            <source>{saved} saved.</source>
            <translation>{saved} gespeichert.</translation>
        </message>
        <message>
            <source>{summary} Apply writes the ready ones.</source>
            <translation>{summary} Übernehmen schreibt die bereiten.</translation>
        </message>
    </context>
    <context>
        <name>print_dialog</name>
        <message>
            <source>&amp;Document:</source>
            <translation>&amp;Dokument:</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>Schließen</translation>
        </message>
        <message>
            <source>Invoice {number}</source>
            <translation>Rechnung {number}</translation>
        </message>
        <message>
            <source>Invoices, {orders}</source>
            <translation>Rechnungen, {orders}</translation>
        </message>
        <message>
            <source>Invoice…</source>
            <translation>Rechnung …</translation>
        </message>
        <message>
            <source>Loading {orders}…</source>
            <translation>{orders} werden geladen …</translation>
        </message>
        <message>
            <source>No order to print.</source>
            <translation>Keine Bestellung zu drucken.</translation>
        </message>
        <message>
            <source>No store details yet: add the seller's name and address.</source>
            <translation>Noch keine Geschäftsangaben: Tragen Sie Name und Adresse des Verkäufers ein.</translation>
        </message>
        <message>
            <source>Not included, could not be loaded: {orders}</source>
            <translation>Nicht enthalten, konnten nicht geladen werden: {orders}</translation>
        </message>
        <message>
            <source>PDF files (*.pdf)</source>
            <translation>PDF-Dateien (*.pdf)</translation>
        </message>
        <message>
            <source>Packing slip {number}</source>
            <translation>Lieferschein {number}</translation>
        </message>
        <message>
            <source>Packing slips, {orders}</source>
            <translation>Lieferscheine, {orders}</translation>
        </message>
        <message>
            <source>Packing slip…</source>
            <translation>Lieferschein …</translation>
        </message>
        <message>
            <source>Preview of the pages</source>
            <translation>Vorschau der Seiten</translation>
        </message>
        <message>
            <source>Preview, print or save as PDF this order's packing slip or invoice</source>
            <translation>Lieferschein oder Rechnung dieser Bestellung in der Vorschau zeigen, drucken oder als PDF speichern</translation>
        </message>
        <message>
            <source>Print</source>
            <translation>Drucken</translation>
        </message>
        <message>
            <source>Print invoice</source>
            <translation>Rechnung drucken</translation>
        </message>
        <message>
            <source>Print — {document}</source>
            <translation>Drucken — {document}</translation>
        </message>
        <message>
            <source>Print…</source>
            <translation>Drucken …</translation>
        </message>
        <message>
            <source>Save as PDF</source>
            <translation>Als PDF speichern</translation>
        </message>
        <message>
            <source>Save as PDF…</source>
            <translation>Als PDF speichern …</translation>
        </message>
        <message>
            <source>Saved to {file}.</source>
            <translation>In {file} gespeichert.</translation>
        </message>
        <message>
            <source>Sent by {name}</source>
            <translation>Absender: {name}</translation>
        </message>
        <message>
            <source>Store &amp;details…</source>
            <translation>&amp;Geschäftsangaben…</translation>
        </message>
        <message>
            <source>The seller's name, address, VAT number and logo on every page</source>
            <translation>Name, Adresse, USt-IdNr. und Logo des Verkäufers auf jeder Seite</translation>
        </message>
        <message>
            <source>order #{number}: {error}</source>
            <translation>Bestellung #{number}: {error}</translation>
        </message>
        <message>
            <source>{orders}, {pages}.</source>
            <translation>{orders}, {pages}.</translation>
        </message>
    </context>
    <context>
        <name>printing</name>
        <message>
            <source>Adjustment</source>
            <translation>Anpassung</translation>
        </message>
        <message>
            <source>Adjustments</source>
            <translation>Anpassungen</translation>
        </message>
        <message>
            <source>Bill to</source>
            <translation>Rechnungsadresse</translation>
        </message>
        <message>
            <source>Currency</source>
            <translation>Währung</translation>
        </message>
        <message>
            <source>Invoice</source>
            <translation>Rechnung</translation>
        </message>
        <message>
            <source>Invoice date</source>
            <translation>Rechnungsdatum</translation>
        </message>
        <message>
            <source>Item</source>
            <translation>Artikel</translation>
        </message>
        <message>
            <source>Item {id}</source>
            <translation>Artikel {id}</translation>
        </message>
        <message>
            <source>Items total</source>
            <translation>Artikelsumme</translation>
        </message>
        <message>
            <source>Order date</source>
            <translation>Bestelldatum</translation>
        </message>
        <message>
            <source>Order number</source>
            <translation>Bestellnummer</translation>
        </message>
        <message>
            <source>Packed</source>
            <translation>Verpackt</translation>
        </message>
        <message>
            <source>Packing slip</source>
            <translation>Lieferschein</translation>
        </message>
        <message>
            <source>Promotion</source>
            <translation>Aktion</translation>
        </message>
        <message>
            <source>Quantity</source>
            <translation>Menge</translation>
        </message>
        <message>
            <source>Ship to</source>
            <translation>Lieferadresse</translation>
        </message>
        <message>
            <source>Shipping</source>
            <translation>Versand</translation>
        </message>
        <message>
            <source>Shipping promotion</source>
            <translation>Versandaktion</translation>
        </message>
        <message>
            <source>State</source>
            <translation>Status</translation>
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
            <source>Unit price</source>
            <translation>Einzelpreis</translation>
        </message>
        <message>
            <source>Units</source>
            <translation>Einheiten</translation>
        </message>
        <message>
            <source>Units in all</source>
            <translation>Einheiten insgesamt</translation>
        </message>
        <message>
            <source>VAT no. {vat_id}</source>
            <translation>USt-IdNr. {vat_id}</translation>
        </message>
        <message>
            <source>none given</source>
            <translation>keine angegeben</translation>
        </message>
        <message>
            <source>of which {adjustment}</source>
            <translation>davon {adjustment}</translation>
        </message>
        <message>
            <source>order {id} (no number yet)</source>
            <translation>Bestellung {id} (noch ohne Nummer)</translation>
        </message>
        <message>
            <source>{adjustment} (included)</source>
            <translation>{adjustment} (enthalten)</translation>
        </message>
        <message>
            <source>{document} {number}</source>
            <translation>{document} {number}</translation>
        </message>
    </context>
    <context>
        <name>quick_search</name>
        <message>
            <source>Customers</source>
            <translation>Kunden</translation>
        </message>
        <message>
            <source>Nothing starts with “{text}”.</source>
            <translation>Nichts beginnt mit „{text}“.</translation>
        </message>
        <message>
            <source>Order {number} · {state} · {total} · {customer}</source>
            <translation>Bestellung {number} · {state} · {total} · {customer}</translation>
        </message>
        <message>
            <source>Orders</source>
            <translation>Bestellungen</translation>
        </message>
        <message>
            <source>Search everything</source>
            <translation>Alles durchsuchen</translation>
        </message>
        <message>
            <source>Search orders, customers, variants ({key})</source>
            <translation>Bestellungen, Kunden, Varianten suchen ({key})</translation>
        </message>
        <message>
            <source>Search results</source>
            <translation>Suchergebnisse</translation>
        </message>
        <message>
            <source>Variants</source>
            <translation>Varianten</translation>
        </message>
        <message>
            <source>guest</source>
            <translation>Gast</translation>
        </message>
    </context>
    <context>
        <name>saved_views</name>
        <message>
            <source>Delete</source>
            <translation>Löschen</translation>
        </message>
        <message>
            <source>Delete the view “{name}”? The list stays as it is now.</source>
            <translation>Die Ansicht „{name}“ löschen? Die Liste bleibt, wie sie jetzt ist.</translation>
        </message>
        <message>
            <source>Delete view</source>
            <translation>Ansicht löschen</translation>
        </message>
        <message>
            <source>Delete view…</source>
            <translation>Ansicht löschen …</translation>
        </message>
        <message>
            <source>Delete “{name}”…</source>
            <translation>„{name}“ löschen …</translation>
        </message>
        <message>
            <source>Name of the view (filters, sort and columns):</source>
            <translation>Name der Ansicht (Filter, Sortierung und Spalten):</translation>
        </message>
        <message>
            <source>New name for “{name}”:</source>
            <translation>Neuer Name für „{name}“:</translation>
        </message>
        <message>
            <source>No filter, the server's own order, every column</source>
            <translation>Kein Filter, die Reihenfolge des Servers, alle Spalten</translation>
        </message>
        <message>
            <source>Open a saved view of this list (filters, sort and columns), or save one</source>
            <translation>Eine gespeicherte Ansicht dieser Liste öffnen (Filter, Sortierung und Spalten) oder eine speichern</translation>
        </message>
        <message>
            <source>Rename view</source>
            <translation>Ansicht umbenennen</translation>
        </message>
        <message>
            <source>Rename view…</source>
            <translation>Ansicht umbenennen …</translation>
        </message>
        <message>
            <source>Rename “{name}”…</source>
            <translation>„{name}“ umbenennen …</translation>
        </message>
        <message>
            <source>Replace</source>
            <translation>Ersetzen</translation>
        </message>
        <message>
            <source>Replace the view?</source>
            <translation>Ansicht ersetzen?</translation>
        </message>
        <message>
            <source>Save view</source>
            <translation>Ansicht speichern</translation>
        </message>
        <message>
            <source>Save view as…</source>
            <translation>Ansicht speichern unter …</translation>
        </message>
        <message>
            <source>Standard view</source>
            <translation>Standardansicht</translation>
        </message>
        <message>
            <source>There is a view named “{name}” already. Replace it with this one?</source>
            <translation>Es gibt schon eine Ansicht namens „{name}“. Durch diese ersetzen?</translation>
        </message>
        <message>
            <source>View: {name}</source>
            <translation>Ansicht: {name}</translation>
        </message>
        <message>
            <source>View: {name} (changed)</source>
            <translation>Ansicht: {name} (geändert)</translation>
        </message>
        <message>
            <source>Views</source>
            <translation>Ansichten</translation>
        </message>
    </context>
    <context>
        <name>server_kind</name>
        <message>
            <source>This store's {server} cannot add items to an order or remove them.</source>
            <translation>{server} dieses Shops kann einer Bestellung keine Artikel hinzufügen oder entfernen.</translation>
        </message>
        <message>
            <source>This store's {server} cannot create users.</source>
            <translation>{server} dieses Shops kann keine Benutzer anlegen.</translation>
        </message>
        <message>
            <source>This store's {server} cannot create variants.</source>
            <translation>{server} dieses Shops kann keine Varianten anlegen.</translation>
        </message>
        <message>
            <source>This store's {server} cannot delete orders.</source>
            <translation>{server} dieses Shops kann keine Bestellungen löschen.</translation>
        </message>
        <message>
            <source>This store's {server} cannot delete users.</source>
            <translation>{server} dieses Shops kann keine Benutzer löschen.</translation>
        </message>
        <message>
            <source>This store's {server} cannot delete variants.</source>
            <translation>{server} dieses Shops kann keine Varianten löschen.</translation>
        </message>
        <message>
            <source>This store's {server} cannot filter by several states at once.</source>
            <translation>{server} dieses Shops kann nicht nach mehreren Status zugleich filtern.</translation>
        </message>
        <message>
            <source>This store's {server} cannot remove a name: change it instead.</source>
            <translation>{server} dieses Shops kann keinen Namen entfernen: ändern Sie ihn stattdessen.</translation>
        </message>
        <message>
            <source>This store's {server} cannot search everything at once.</source>
            <translation>{server} dieses Shops kann nicht alles auf einmal durchsuchen.</translation>
        </message>
        <message>
            <source>This store's {server} cannot work out a new total before a change.</source>
            <translation>{server} dieses Shops kann die neue Summe nicht vor einer Änderung berechnen.</translation>
        </message>
        <message>
            <source>This store's {server} does not filter this list in every way: those filters are hidden.</source>
            <translation>{server} dieses Shops kann diese Liste nicht nach allem filtern: diese Filter sind ausgeblendet.</translation>
        </message>
        <message>
            <source>This store's {server} does not let Store Admin change this field.</source>
            <translation>{server} dieses Shops lässt Store Admin dieses Feld nicht ändern.</translation>
        </message>
        <message>
            <source>This store's {server} does not refuse a save made over someone else's change: Store Admin reads the record again just before saving and offers to compare, but a change made at that very moment can still be overwritten.</source>
            <translation>{server} dieses Shops weist eine Speicherung über die Änderung eines anderen nicht zurück: Store Admin liest den Datensatz direkt vor dem Speichern erneut und bietet einen Vergleich an, aber eine Änderung genau in diesem Moment kann trotzdem überschrieben werden.</translation>
        </message>
        <message>
            <source>This store's {server} has no carts.</source>
            <translation>{server} dieses Shops hat keine Warenkörbe.</translation>
        </message>
        <message>
            <source>This store's {server} has no customer profiles.</source>
            <translation>{server} dieses Shops hat keine Kundenprofile.</translation>
        </message>
        <message>
            <source>This store's {server} has no customers list.</source>
            <translation>{server} dieses Shops hat keine Kundenliste.</translation>
        </message>
        <message>
            <source>This store's {server} has no order creation.</source>
            <translation>{server} dieses Shops kann keine Bestellungen anlegen.</translation>
        </message>
        <message>
            <source>This store's {server} has no password reset.</source>
            <translation>{server} dieses Shops bietet kein Zurücksetzen von Passwörtern.</translation>
        </message>
        <message>
            <source>This store's {server} has no staff accounts.</source>
            <translation>{server} dieses Shops hat keine Mitarbeiterkonten.</translation>
        </message>
        <message>
            <source>This store's {server} keeps no history of changes.</source>
            <translation>{server} dieses Shops führt keinen Änderungsverlauf.</translation>
        </message>
        <message>
            <source>This store's {server} keeps no internal notes.</source>
            <translation>{server} dieses Shops führt keine internen Notizen.</translation>
        </message>
        <message>
            <source>Your account may not do this: ask an administrator for the role.</source>
            <translation>Ihr Konto darf das nicht: Bitten Sie einen Administrator um die Rolle.</translation>
        </message>
        <message>
            <source>Your account may not see this: ask an administrator for the role.</source>
            <translation>Ihr Konto darf das nicht sehen: Bitten Sie einen Administrator um die Rolle.</translation>
        </message>
        <message>
            <source>{server} ({interface})</source>
            <translation>{server} ({interface})</translation>
        </message>
    </context>
    <context>
        <name>server_offers</name>
        <message>
            <source>This server does not list every variant at once: choose a product to list its variants.</source>
            <translation>Dieser Server listet nicht alle Varianten auf einmal: Wählen Sie ein Produkt, um seine Varianten aufzulisten.</translation>
        </message>
        <message>
            <source>This server does not offer cancelling orders.</source>
            <translation>Dieser Server bietet kein Stornieren von Bestellungen an.</translation>
        </message>
        <message>
            <source>This server does not offer filtering orders by payment, shipping and date.</source>
            <translation>Dieser Server bietet kein Filtern von Bestellungen nach Zahlung, Versand und Datum an.</translation>
        </message>
        <message>
            <source>This server does not offer marking orders as paid.</source>
            <translation>Dieser Server bietet kein Markieren von Bestellungen als bezahlt an.</translation>
        </message>
        <message>
            <source>This server does not offer sales statistics, so there is no overview.</source>
            <translation>Dieser Server bietet keine Verkaufsstatistiken, daher gibt es keine Übersicht.</translation>
        </message>
        <message>
            <source>This server does not offer shipping orders.</source>
            <translation>Dieser Server bietet kein Versenden von Bestellungen an.</translation>
        </message>
        <message>
            <source>This server does not offer shipping, cancelling or marking orders as paid (they are hidden).</source>
            <translation>Dieser Server bietet kein Versenden, Stornieren oder Markieren von Bestellungen als bezahlt an (diese Schritte sind ausgeblendet).</translation>
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
            <source>This store signs in with an API client: enter its client ID and client secret (the person who set up the store's API has them).</source>
            <translation>Dieser Shop meldet sich mit einem API-Client an: Geben Sie dessen Client-ID und Client-Secret ein (die Person, die die API des Shops eingerichtet hat, hat sie).</translation>
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
        <name>widgets.date_filter</name>
        <message>
            <source>Clear</source>
            <translation>Leeren</translation>
        </message>
        <message>
            <source>Clear the date</source>
            <translation>Datum leeren</translation>
        </message>
        <message>
            <source>No date: do not filter by it</source>
            <translation>Kein Datum: nicht danach filtern</translation>
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
            <source>Product</source>
            <translation>Produkt</translation>
        </message>
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
