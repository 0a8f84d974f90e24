<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="nl" sourcelanguage="en">
    <context>
        <name>api.auth</name>
        <message>
            <source>The server's sign-in answer has no access token.</source>
            <translation>Het aanmeldantwoord van de server bevat geen toegangstoken.</translation>
        </message>
        <message>
            <source>The server's sign-in answer has no token.</source>
            <translation>Het aanmeldantwoord van de server bevat geen token.</translation>
        </message>
        <message>
            <source>Your session has expired and could not be renewed (the server said: {message}). Please sign in again.</source>
            <translation>Uw sessie is verlopen en kon niet worden vernieuwd (de server meldde: {message}). Meld u opnieuw aan.</translation>
        </message>
    </context>
    <context>
        <name>api.core</name>
        <message>
            <source>(empty)</source>
            <translation>(leeg)</translation>
        </message>
        <message>
            <source>Could not connect to the server at {address}: {reason}.</source>
            <translation>Kan geen verbinding maken met de server op {address}: {reason}.</translation>
        </message>
        <message>
            <source>The CA certificate file {file} cannot be used: {error}.</source>
            <translation>Het CA-certificaatbestand {file} kan niet worden gebruikt: {error}.</translation>
        </message>
        <message>
            <source>The connection to the server at {address} broke before it answered: {reason}.</source>
            <translation>De verbinding met de server op {address} werd verbroken voordat hij antwoordde: {reason}.</translation>
        </message>
        <message>
            <source>The connection to the server was closed.</source>
            <translation>De verbinding met de server is gesloten.</translation>
        </message>
        <message>
            <source>The server address {shown} has no host name.</source>
            <translation>Het serveradres {shown} bevat geen hostnaam.</translation>
        </message>
        <message>
            <source>The server address {shown} is not valid: {error}.</source>
            <translation>Het serveradres {shown} is ongeldig: {error}.</translation>
        </message>
        <message>
            <source>The server address {shown} must start with http:// or https://.</source>
            <translation>Het serveradres {shown} moet beginnen met http:// of https://.</translation>
        </message>
        <message>
            <source>The server at {address} did not answer within {seconds} seconds.</source>
            <translation>De server op {address} heeft niet binnen {seconds} seconden geantwoord.</translation>
        </message>
        <message>
            <source>The server at {address} presented a certificate that is not trusted ({error}). If the server uses its own certificate authority, choose its CA file.</source>
            <translation>De server op {address} gaf een certificaat dat niet wordt vertrouwd ({error}). Gebruikt de server een eigen certificeringsinstantie, kies dan het CA-bestand daarvan.</translation>
        </message>
        <message>
            <source>The server's sign-in answer is not a JSON object.</source>
            <translation>Het aanmeldantwoord van de server is geen JSON-object.</translation>
        </message>
    </context>
    <context>
        <name>api.decode</name>
        <message>
            <source>The server sent an empty answer to {request}.</source>
            <translation>De server stuurde een leeg antwoord op {request}.</translation>
        </message>
        <message>
            <source>The server's answer to {request} could not be read: expected JSON, got {content_type}. Check the server address.</source>
            <translation>Het antwoord van de server op {request} kon niet worden gelezen: JSON verwacht, {content_type} ontvangen. Controleer het serveradres.</translation>
        </message>
        <message>
            <source>The server's answer to {request} is not a valid {record}: {detail}.</source>
            <translation>Het antwoord van de server op {request} is geen geldig record ({record}): {detail}.</translation>
        </message>
        <message>
            <source>the body</source>
            <translation>de inhoud</translation>
        </message>
    </context>
    <context>
        <name>api.errors</name>
        <message>
            <source>Someone else changed this record since it was loaded. Reload it and try again</source>
            <translation>Iemand anders heeft dit record gewijzigd sinds het werd geladen. Laad het opnieuw en probeer het nog eens</translation>
        </message>
        <message>
            <source>The record was not found; it may have been deleted</source>
            <translation>Het record is niet gevonden; misschien is het verwijderd</translation>
        </message>
        <message>
            <source>The server cannot carry out this request</source>
            <translation>De server kan dit verzoek niet uitvoeren</translation>
        </message>
        <message>
            <source>The server did not accept the data</source>
            <translation>De server heeft de gegevens niet aanvaard</translation>
        </message>
        <message>
            <source>The server does not offer {feature}.</source>
            <translation>De server biedt {feature} niet aan.</translation>
        </message>
        <message>
            <source>The server failed to handle the request</source>
            <translation>De server kon het verzoek niet verwerken</translation>
        </message>
        <message>
            <source>The server is busy. Please try again in a moment ({status}).</source>
            <translation>De server is bezet. Probeer het zo meteen opnieuw ({status}).</translation>
        </message>
        <message>
            <source>The server refused the request</source>
            <translation>De server heeft het verzoek geweigerd</translation>
        </message>
        <message>
            <source>You are not signed in, or your session has expired. Please sign in again</source>
            <translation>U bent niet aangemeld, of uw sessie is verlopen. Meld u opnieuw aan</translation>
        </message>
        <message>
            <source>Your account is not allowed to do this</source>
            <translation>Uw account mag dit niet doen</translation>
        </message>
    </context>
    <context>
        <name>api.kinds</name>
        <message>
            <source>Someone changed variant {code} in the store since it was read.</source>
            <translation>Iemand heeft variant {code} in de winkel gewijzigd sinds die werd gelezen.</translation>
        </message>
        <message>
            <source>The order {id} was not found.</source>
            <translation>Bestelling {id} is niet gevonden.</translation>
        </message>
        <message>
            <source>The server cannot filter the {name} by {field}.</source>
            <translation>De server kan de lijst ‘{name}’ niet op {field} filteren.</translation>
        </message>
        <message>
            <source>The server cannot sort the {name} by {field}.</source>
            <translation>De server kan de lijst ‘{name}’ niet op {field} sorteren.</translation>
        </message>
        <message>
            <source>The server has no list of {name}.</source>
            <translation>De server heeft geen lijst ‘{name}’.</translation>
        </message>
        <message>
            <source>The store has no administrator {name}.</source>
            <translation>De winkel heeft geen beheerder {name}.</translation>
        </message>
        <message>
            <source>The variant {code} was not found.</source>
            <translation>Variant {code} is niet gevonden.</translation>
        </message>
        <message>
            <source>This account signs in, but the store does not let it use its API. The store's administrator must give it the role ROLE_API_ACCESS (among the administrator's roles in the store's database, or with a roles plugin).</source>
            <translation>Dit account kan zich aanmelden, maar de winkel laat het zijn API niet gebruiken. De beheerder van de winkel moet het de rol ROLE_API_ACCESS geven (bij de rollen van de beheerder in de database van de winkel, of met een rollenplug-in).</translation>
        </message>
        <message>
            <source>This store does not offer this ({request}).</source>
            <translation>Deze winkel biedt dit niet aan ({request}).</translation>
        </message>
        <message>
            <source>This store's API is switched off. The store's administrator must switch it on: set enabled: true under sylius_api in config/packages/_sylius.yaml and clear the cache. Your account also needs the role ROLE_API_ACCESS.</source>
            <translation>De API van deze winkel staat uit. De beheerder van de winkel moet hem aanzetten: enabled: true onder sylius_api in config/packages/_sylius.yaml zetten en de cache legen. Uw account heeft ook de rol ROLE_API_ACCESS nodig.</translation>
        </message>
        <message>
            <source>{server} cannot remove a variant's name: give it another.</source>
            <translation>{server} kan de naam van een variant niet verwijderen: geef hem een andere.</translation>
        </message>
        <message>
            <source>{server} does not let Store Admin change this: {fields}.</source>
            <translation>{server} laat Store Admin dit niet wijzigen: {fields}.</translation>
        </message>
        <message>
            <source>{server} does not offer this ({feature}).</source>
            <translation>{server} biedt dit niet aan ({feature}).</translation>
        </message>
        <message>
            <source>{server} has no list of {name}.</source>
            <translation>{server} heeft geen lijst ‘{name}’.</translation>
        </message>
    </context>
    <context>
        <name>api.money</name>
        <message>
            <source>Enter an amount such as 10.59.</source>
            <translation>Voer een bedrag in, bijvoorbeeld 10.59.</translation>
        </message>
        <message>
            <source>Enter an amount, for example 10.59.</source>
            <translation>Voer een bedrag in, bijvoorbeeld 10.59.</translation>
        </message>
        <message>
            <source>Enter at most two decimal places, for example 10.59.</source>
            <translation>Voer hoogstens twee decimalen in, bijvoorbeeld 10.59.</translation>
        </message>
        <message>
            <source>The amount cannot be negative.</source>
            <translation>Het bedrag mag niet negatief zijn.</translation>
        </message>
        <message>
            <source>“{shown}” is not an amount; enter one such as 10.59.</source>
            <translation>‘{shown}’ is geen bedrag; voer er een in, bijvoorbeeld 10.59.</translation>
        </message>
    </context>
    <context>
        <name>api.paging</name>
        <message>
            <source>The server's answer to {request} has no list of items (_embedded.items).</source>
            <translation>Het antwoord van de server op {request} bevat geen lijst met items (_embedded.items).</translation>
        </message>
        <message>
            <source>The server's answer to {request} is not a page of results.</source>
            <translation>Het antwoord van de server op {request} is geen pagina met resultaten.</translation>
        </message>
    </context>
    <context>
        <name>app</name>
        <message>
            <source>Opening the demo store…</source>
            <translation>Demowinkel wordt geopend…</translation>
        </message>
        <message>
            <source>Signing in to {address}…</source>
            <translation>Inloggen bij {address}…</translation>
        </message>
        <message>
            <source>The demo store could not be opened: {error}</source>
            <translation>De demowinkel kon niet worden geopend: {error}</translation>
        </message>
        <message>
            <source>The demo store's account {username} could not sign in (it had been disabled, deleted or given another password), so Store Admin restored it with its published password. The store's other data are as they were.</source>
            <translation>Het account {username} van de demowinkel kon niet inloggen (het was uitgeschakeld, verwijderd of had een ander wachtwoord gekregen). Store Admin heeft het daarom hersteld met het gepubliceerde wachtwoord. De overige gegevens van de winkel zijn ongewijzigd.</translation>
        </message>
    </context>
    <context>
        <name>batch</name>
        <message numerus="yes">
            <source>%Ln done, then stopped.</source>
            <translation>
                <numerusform>%Ln uitgevoerd, daarna gestopt.</numerusform>
                <numerusform>%Ln uitgevoerd, daarna gestopt.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln done, {failed} failed (see Result), then stopped.</source>
            <translation>
                <numerusform>%Ln uitgevoerd, {failed} mislukt (zie Resultaat), daarna gestopt.</numerusform>
                <numerusform>%Ln uitgevoerd, {failed} mislukt (zie Resultaat), daarna gestopt.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln done, {failed} failed (see Result).</source>
            <translation>
                <numerusform>%Ln uitgevoerd, {failed} mislukt (zie Resultaat).</numerusform>
                <numerusform>%Ln uitgevoerd, {failed} mislukt (zie Resultaat).</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln done.</source>
            <translation>
                <numerusform>%Ln uitgevoerd.</numerusform>
                <numerusform>%Ln uitgevoerd.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln saved, then stopped.</source>
            <translation>
                <numerusform>%Ln opgeslagen, daarna gestopt.</numerusform>
                <numerusform>%Ln opgeslagen, daarna gestopt.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln saved, {failed} failed (see Result), then stopped.</source>
            <translation>
                <numerusform>%Ln opgeslagen, {failed} mislukt (zie Resultaat), daarna gestopt.</numerusform>
                <numerusform>%Ln opgeslagen, {failed} mislukt (zie Resultaat), daarna gestopt.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln saved, {failed} failed (see Result).</source>
            <translation>
                <numerusform>%Ln opgeslagen, {failed} mislukt (zie Resultaat).</numerusform>
                <numerusform>%Ln opgeslagen, {failed} mislukt (zie Resultaat).</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln saved.</source>
            <translation>
                <numerusform>%Ln opgeslagen.</numerusform>
                <numerusform>%Ln opgeslagen.</numerusform>
            </translation>
        </message>
        <message>
            <source>%v of %m</source>
            <translation>%v van %m</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>Sluiten</translation>
        </message>
        <message>
            <source>Not applied: stopped.</source>
            <translation>Niet toegepast: gestopt.</translation>
        </message>
        <message>
            <source>Retry the failed ones</source>
            <translation>Mislukte opnieuw versturen</translation>
        </message>
        <message>
            <source>Stop</source>
            <translation>Stoppen</translation>
        </message>
        <message>
            <source>Unknown: the answer was lost and may have been carried out. Retry reads it again before sending anything.</source>
            <translation>Onbekend: het antwoord ging verloren en de wijziging is misschien uitgevoerd. Voor opnieuw versturen wordt ze eerst opnieuw gelezen.</translation>
        </message>
        <message>
            <source>{failed} of {total} could not be deleted: {reasons}</source>
            <translation>{failed} van {total} konden niet worden verwijderd: {reasons}</translation>
        </message>
        <message>
            <source>{failed} of {total} could not be disabled: {reasons}</source>
            <translation>{failed} van {total} konden niet worden uitgeschakeld: {reasons}</translation>
        </message>
        <message>
            <source>{failed} of {total} could not be enabled: {reasons}</source>
            <translation>{failed} van {total} konden niet worden ingeschakeld: {reasons}</translation>
        </message>
        <message>
            <source>{unknown} of them unknown: the answer was lost; Retry reads them first.</source>
            <translation>Daarvan {unknown} onbekend: het antwoord ging verloren; opnieuw versturen leest ze eerst.</translation>
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
            <translation>Nu naar nieuwe bestellingen &amp;zoeken</translation>
        </message>
        <message>
            <source>&amp;Packing bench</source>
            <translation>&amp;Inpaktafel</translation>
        </message>
        <message>
            <source>100 × 50 mm (shelf)</source>
            <translation>100 × 50 mm (schap)</translation>
        </message>
        <message>
            <source>57 × 32 mm (multi-purpose)</source>
            <translation>57 × 32 mm (multifunctioneel)</translation>
        </message>
        <message>
            <source>62 × 29 mm (address roll)</source>
            <translation>62 × 29 mm (adresrol)</translation>
        </message>
        <message>
            <source>A folder: every document is saved there as a PDF file instead</source>
            <translation>Een map: elk document wordt in plaats daarvan daar als pdf-bestand opgeslagen</translation>
        </message>
        <message>
            <source>A scan opens the variant or order it names, or adds it in an editor</source>
            <translation>Een scan opent de genoemde variant of bestelling, of voegt hem toe in een editor</translation>
        </message>
        <message>
            <source>Announce new orders</source>
            <translation>Nieuwe bestellingen melden</translation>
        </message>
        <message>
            <source>Apply the differences</source>
            <translation>Verschillen toepassen</translation>
        </message>
        <message>
            <source>Apply the differences ({count})</source>
            <translation>Verschillen toepassen ({count})</translation>
        </message>
        <message>
            <source>Blank: print on the printer</source>
            <translation>Leeg: op de printer afdrukken</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>Sluiten</translation>
        </message>
        <message>
            <source>Code</source>
            <translation>Code</translation>
        </message>
        <message>
            <source>Complete</source>
            <translation>Compleet</translation>
        </message>
        <message>
            <source>Counted</source>
            <translation>Geteld</translation>
        </message>
        <message>
            <source>Counting shelf {shelf}</source>
            <translation>Telling van schap {shelf}</translation>
        </message>
        <message>
            <source>Cut off while printing: it may have printed. Reprint it if the sheet is not there.</source>
            <translation>Onderbroken tijdens het afdrukken: het is misschien afgedrukt. Druk het opnieuw af als het vel er niet ligt.</translation>
        </message>
        <message>
            <source>Difference</source>
            <translation>Verschil</translation>
        </message>
        <message>
            <source>Document</source>
            <translation>Document</translation>
        </message>
        <message>
            <source>Documents to print</source>
            <translation>Af te drukken documenten</translation>
        </message>
        <message>
            <source>Everything is in the parcel.</source>
            <translation>Alles zit in het pakket.</translation>
        </message>
        <message>
            <source>Everything is in the parcel: ship it.</source>
            <translation>Alles zit in het pakket: verzend het.</translation>
        </message>
        <message>
            <source>Failed</source>
            <translation>Mislukt</translation>
        </message>
        <message>
            <source>Item</source>
            <translation>Artikel</translation>
        </message>
        <message>
            <source>Keep running in the tray when the window closes</source>
            <translation>Blijven draaien in het systeemvak als het venster sluit</translation>
        </message>
        <message>
            <source>Keys typed closer together than this, then Enter, are read as a scan</source>
            <translation>Toetsen die sneller dan dit na elkaar komen, gevolgd door Enter, gelden als een scan</translation>
        </message>
        <message>
            <source>Label size</source>
            <translation>Etiketformaat</translation>
        </message>
        <message>
            <source>Label size:</source>
            <translation>Etiketformaat:</translation>
        </message>
        <message>
            <source>Labels</source>
            <translation>Etiketten</translation>
        </message>
        <message>
            <source>Labels to print</source>
            <translation>Af te drukken etiketten</translation>
        </message>
        <message>
            <source>Loading the order…</source>
            <translation>Bestelling wordt geladen…</translation>
        </message>
        <message>
            <source>Look every</source>
            <translation>Zoeken elke</translation>
        </message>
        <message>
            <source>New order #{number}</source>
            <translation>Nieuwe bestelling #{number}</translation>
        </message>
        <message>
            <source>No answer came, and the order changed meanwhile: look at it before shipping.</source>
            <translation>Geen antwoord, en de bestelling is intussen gewijzigd: bekijk haar voor het verzenden.</translation>
        </message>
        <message>
            <source>No answer came, and the order could not be read again: whether it shipped is not known yet.</source>
            <translation>Geen antwoord, en de bestelling kon niet opnieuw worden gelezen: of ze verzonden is, is nog niet bekend.</translation>
        </message>
        <message>
            <source>No answer came; the order, read again, is not shipped: ship it again.</source>
            <translation>Geen antwoord; de opnieuw gelezen bestelling is niet verzonden: verzend haar nog eens.</translation>
        </message>
        <message>
            <source>No price</source>
            <translation>Zonder prijs</translation>
        </message>
        <message>
            <source>No printer is set up on this computer.</source>
            <translation>Er is geen printer ingesteld op deze computer.</translation>
        </message>
        <message>
            <source>No tracked variant has the code {code}.</source>
            <translation>Geen variant met voorraadbeheer heeft de code {code}.</translation>
        </message>
        <message>
            <source>No variant has the code {code}.</source>
            <translation>Geen variant heeft de code {code}.</translation>
        </message>
        <message>
            <source>Not changed: on hand went from {then} to {now} during the count. Count this variant again.</source>
            <translation>Niet gewijzigd: de voorraad ging tijdens de telling van {then} naar {now}. Tel deze variant opnieuw.</translation>
        </message>
        <message>
            <source>Not changed: the store did not say its version.</source>
            <translation>Niet gewijzigd: de winkel gaf zijn versie niet op.</translation>
        </message>
        <message>
            <source>Not counted: {code}. Scan it again once the order is shown.</source>
            <translation>Niet geteld: {code}. Scan het opnieuw zodra de bestelling getoond wordt.</translation>
        </message>
        <message>
            <source>Nothing in the store has the code {code}.</source>
            <translation>Niets in de winkel heeft de code {code}.</translation>
        </message>
        <message>
            <source>On hand</source>
            <translation>Voorraad</translation>
        </message>
        <message>
            <source>On hand {then} → {now}</source>
            <translation>Voorraad {then} → {now}</translation>
        </message>
        <message>
            <source>One too many of {code}: take it out again.</source>
            <translation>Eén te veel van {code}: haal het er weer uit.</translation>
        </message>
        <message>
            <source>Only the differences</source>
            <translation>Alleen de verschillen</translation>
        </message>
        <message>
            <source>Or save as PDF in</source>
            <translation>Of als pdf opslaan in</translation>
        </message>
        <message>
            <source>Order</source>
            <translation>Bestelling</translation>
        </message>
        <message>
            <source>Order #{number}: {units}</source>
            <translation>Bestelling #{number}: {units}</translation>
        </message>
        <message>
            <source>Ordered</source>
            <translation>Besteld</translation>
        </message>
        <message>
            <source>PDF files (*.pdf)</source>
            <translation>Pdf-bestanden (*.pdf)</translation>
        </message>
        <message>
            <source>Packing bench &amp;settings…</source>
            <translation>&amp;Instellingen van de inpaktafel…</translation>
        </message>
        <message>
            <source>Packing bench settings</source>
            <translation>Instellingen van de inpaktafel</translation>
        </message>
        <message>
            <source>Pause</source>
            <translation>Pauzeren</translation>
        </message>
        <message>
            <source>Paused: nothing prints until the queue is resumed.</source>
            <translation>Gepauzeerd: er wordt niets afgedrukt tot de wachtrij wordt hervat.</translation>
        </message>
        <message>
            <source>Pick and &amp;pack…</source>
            <translation>Verzamelen en &amp;inpakken…</translation>
        </message>
        <message>
            <source>Pick and pack</source>
            <translation>Verzamelen en inpakken</translation>
        </message>
        <message>
            <source>Play a sound</source>
            <translation>Een geluid afspelen</translation>
        </message>
        <message>
            <source>Price</source>
            <translation>Prijs</translation>
        </message>
        <message>
            <source>Price in</source>
            <translation>Prijs in</translation>
        </message>
        <message>
            <source>Price in:</source>
            <translation>Prijs in:</translation>
        </message>
        <message>
            <source>Print &amp;queue…</source>
            <translation>Af&amp;drukwachtrij…</translation>
        </message>
        <message>
            <source>Print queue</source>
            <translation>Afdrukwachtrij</translation>
        </message>
        <message>
            <source>Print the invoice of each new order</source>
            <translation>De factuur van elke nieuwe bestelling afdrukken</translation>
        </message>
        <message>
            <source>Print the packing slip of each new order</source>
            <translation>De pakbon van elke nieuwe bestelling afdrukken</translation>
        </message>
        <message>
            <source>Printed</source>
            <translation>Afgedrukt</translation>
        </message>
        <message>
            <source>Printer</source>
            <translation>Printer</translation>
        </message>
        <message>
            <source>Printing</source>
            <translation>Bezig met afdrukken</translation>
        </message>
        <message>
            <source>Printing by itself is off for this connection (Packing bench settings).</source>
            <translation>Automatisch afdrukken staat uit voor deze verbinding (instellingen van de inpaktafel).</translation>
        </message>
        <message>
            <source>Print…</source>
            <translation>Afdrukken…</translation>
        </message>
        <message>
            <source>Quit</source>
            <translation>Afsluiten</translation>
        </message>
        <message>
            <source>Reason</source>
            <translation>Reden</translation>
        </message>
        <message>
            <source>Remove</source>
            <translation>Verwijderen</translation>
        </message>
        <message>
            <source>Reprint</source>
            <translation>Opnieuw afdrukken</translation>
        </message>
        <message>
            <source>Result</source>
            <translation>Resultaat</translation>
        </message>
        <message>
            <source>Resume</source>
            <translation>Hervatten</translation>
        </message>
        <message>
            <source>Save as PDF…</source>
            <translation>Opslaan als pdf…</translation>
        </message>
        <message>
            <source>Save labels as PDF</source>
            <translation>Etiketten opslaan als pdf</translation>
        </message>
        <message>
            <source>Saved to {file}.</source>
            <translation>Opgeslagen in {file}.</translation>
        </message>
        <message>
            <source>Scan a shelf's label, then each unit on that shelf.</source>
            <translation>Scan het etiket van een schap en daarna elke eenheid erop.</translation>
        </message>
        <message>
            <source>Scan each product once for every label it needs.</source>
            <translation>Scan elk product één keer voor elk etiket dat het nodig heeft.</translation>
        </message>
        <message>
            <source>Scan each unit as it goes into the parcel.</source>
            <translation>Scan elke eenheid wanneer ze in het pakket gaat.</translation>
        </message>
        <message>
            <source>Scan or type the shelf's label</source>
            <translation>Scan of typ het etiket van het schap</translation>
        </message>
        <message>
            <source>Scan or type the shelf's label first.</source>
            <translation>Scan of typ eerst het etiket van het schap.</translation>
        </message>
        <message>
            <source>Scan the order's number on its packing slip.</source>
            <translation>Scan het bestelnummer op de pakbon.</translation>
        </message>
        <message>
            <source>Scan, or type a code and press Enter</source>
            <translation>Scan, of typ een code en druk op Enter</translation>
        </message>
        <message>
            <source>Scanned</source>
            <translation>Gescand</translation>
        </message>
        <message>
            <source>Scanner speed</source>
            <translation>Scannersnelheid</translation>
        </message>
        <message>
            <source>Setting {code}…</source>
            <translation>{code} wordt ingesteld…</translation>
        </message>
        <message>
            <source>Shelf</source>
            <translation>Schap</translation>
        </message>
        <message>
            <source>Shelf:</source>
            <translation>Schap:</translation>
        </message>
        <message>
            <source>Ship</source>
            <translation>Verzenden</translation>
        </message>
        <message>
            <source>Ship anyway</source>
            <translation>Toch verzenden</translation>
        </message>
        <message>
            <source>Shipped.</source>
            <translation>Verzonden.</translation>
        </message>
        <message>
            <source>Show orders</source>
            <translation>Bestellingen tonen</translation>
        </message>
        <message>
            <source>Show {app}</source>
            <translation>{app} tonen</translation>
        </message>
        <message>
            <source>State</source>
            <translation>Status</translation>
        </message>
        <message>
            <source>Still to do</source>
            <translation>Nog te doen</translation>
        </message>
        <message>
            <source>Stock &amp;count…</source>
            <translation>&amp;Voorraadtelling…</translation>
        </message>
        <message>
            <source>Stock count</source>
            <translation>Voorraadtelling</translation>
        </message>
        <message>
            <source>Stopping after this variant…</source>
            <translation>Stoppen na deze variant…</translation>
        </message>
        <message>
            <source>The folder {folder} is not there.</source>
            <translation>De map {folder} bestaat niet.</translation>
        </message>
        <message>
            <source>The order is no longer in the store.</source>
            <translation>De bestelling staat niet meer in de winkel.</translation>
        </message>
        <message>
            <source>The printer did not take the labels.</source>
            <translation>De printer heeft de etiketten niet aangenomen.</translation>
        </message>
        <message>
            <source>The printer refused the document.</source>
            <translation>De printer heeft het document geweigerd.</translation>
        </message>
        <message>
            <source>The printer {printer} is not available.</source>
            <translation>De printer {printer} is niet beschikbaar.</translation>
        </message>
        <message>
            <source>The printer {printer} is offline.</source>
            <translation>De printer {printer} is offline.</translation>
        </message>
        <message>
            <source>The system's default printer</source>
            <translation>De standaardprinter van het systeem</translation>
        </message>
        <message>
            <source>This desktop has no system tray: new orders show in the window.</source>
            <translation>Dit bureaublad heeft geen systeemvak: nieuwe bestellingen verschijnen in het venster.</translation>
        </message>
        <message>
            <source>Understand a barcode scanner everywhere in the app</source>
            <translation>Een barcodescanner overal in de app begrijpen</translation>
        </message>
        <message>
            <source>Undo last scan</source>
            <translation>Laatste scan ongedaan maken</translation>
        </message>
        <message>
            <source>Unit:</source>
            <translation>Eenheid:</translation>
        </message>
        <message>
            <source>Units of the order</source>
            <translation>Eenheden van de bestelling</translation>
        </message>
        <message>
            <source>Variants counted</source>
            <translation>Getelde varianten</translation>
        </message>
        <message>
            <source>Waiting</source>
            <translation>Wachtend</translation>
        </message>
        <message>
            <source>Why</source>
            <translation>Reden</translation>
        </message>
        <message>
            <source>Why it ships anyway</source>
            <translation>Waarom het toch verzonden wordt</translation>
        </message>
        <message>
            <source>Your account may not see orders, so new orders are not announced: ask an administrator for the role.</source>
            <translation>Uw account mag geen bestellingen zien, dus nieuwe bestellingen worden niet gemeld: vraag een beheerder om de rol.</translation>
        </message>
        <message>
            <source>and {count} more</source>
            <translation>en nog {count}</translation>
        </message>
        <message>
            <source>not in this order: {codes}</source>
            <translation>niet in deze bestelling: {codes}</translation>
        </message>
        <message>
            <source>{code} added.</source>
            <translation>{code} toegevoegd.</translation>
        </message>
        <message>
            <source>{code} is not in this order.</source>
            <translation>{code} zit niet in deze bestelling.</translation>
        </message>
        <message>
            <source>{code} is not the number of an order.</source>
            <translation>{code} is geen bestelnummer.</translation>
        </message>
        <message>
            <source>{code}: {count} on shelf {shelf}, {total} in all</source>
            <translation>{code}: {count} op schap {shelf}, {total} in totaal</translation>
        </message>
        <message>
            <source>{count} missing</source>
            <translation>{count} ontbreken</translation>
        </message>
        <message>
            <source>{count} too many</source>
            <translation>{count} te veel</translation>
        </message>
        <message>
            <source>{customer} {amount}</source>
            <translation>{customer} {amount}</translation>
        </message>
        <message>
            <source>{name}: {scanned} of {ordered}</source>
            <translation>{name}: {scanned} van {ordered}</translation>
        </message>
        <message>
            <source>{orders} placed</source>
            <translation>{orders} geplaatst</translation>
        </message>
        <message>
            <source>{orders} placed since you last looked</source>
            <translation>{orders} geplaatst sinds u voor het laatst keek</translation>
        </message>
        <message>
            <source>{printer} (not available now)</source>
            <translation>{printer} (nu niet beschikbaar)</translation>
        </message>
        <message>
            <source>{server} cannot find a variant by its code.</source>
            <translation>{server} kan een variant niet op zijn code vinden.</translation>
        </message>
        <message>
            <source>{server} cannot sort its orders by the time they were placed, so new orders cannot be found without reading the whole list: they are not announced on this connection.</source>
            <translation>{server} kan zijn bestellingen niet sorteren op het moment van plaatsen, dus nieuwe bestellingen zijn alleen te vinden door de hele lijst te lezen: ze worden voor deze verbinding niet gemeld.</translation>
        </message>
        <message>
            <source>{units} missing</source>
            <translation>{units} ontbreken</translation>
        </message>
        <message>
            <source>{units} too many</source>
            <translation>{units} te veel</translation>
        </message>
    </context>
    <context>
        <name>column_chooser</name>
        <message>
            <source>Columns</source>
            <translation>Kolommen</translation>
        </message>
        <message>
            <source>Show all columns</source>
            <translation>Alle kolommen tonen</translation>
        </message>
        <message>
            <source>Show or hide columns of this list</source>
            <translation>Kolommen van deze lijst tonen of verbergen</translation>
        </message>
    </context>
    <context>
        <name>columns</name>
        <message>
            <source>Available</source>
            <translation>Beschikbaar</translation>
        </message>
        <message>
            <source>Channel</source>
            <translation>Kanaal</translation>
        </message>
        <message>
            <source>Checkout</source>
            <translation>Afrekenen</translation>
        </message>
        <message>
            <source>Code</source>
            <translation>Code</translation>
        </message>
        <message>
            <source>Completed</source>
            <translation>Afgerond</translation>
        </message>
        <message>
            <source>Created</source>
            <translation>Aangemaakt</translation>
        </message>
        <message>
            <source>Currency</source>
            <translation>Valuta</translation>
        </message>
        <message>
            <source>Currency {channel}</source>
            <translation>Valuta {channel}</translation>
        </message>
        <message>
            <source>Customer</source>
            <translation>Klant</translation>
        </message>
        <message>
            <source>Customer e-mail</source>
            <translation>E-mail van de klant</translation>
        </message>
        <message>
            <source>Customer name</source>
            <translation>Naam van de klant</translation>
        </message>
        <message>
            <source>E-mail</source>
            <translation>E-mailadres</translation>
        </message>
        <message>
            <source>Guest</source>
            <translation>Gast</translation>
        </message>
        <message>
            <source>Guest or account</source>
            <translation>Gast of account</translation>
        </message>
        <message>
            <source>Id</source>
            <translation>ID</translation>
        </message>
        <message>
            <source>Items</source>
            <translation>Artikelen</translation>
        </message>
        <message>
            <source>Items total</source>
            <translation>Totaal artikelen</translation>
        </message>
        <message>
            <source>Locale</source>
            <translation>Landinstelling</translation>
        </message>
        <message>
            <source>Name</source>
            <translation>Naam</translation>
        </message>
        <message>
            <source>Name &lt;e-mail&gt;, or the e-mail alone when the customer gave no name</source>
            <translation>Naam &lt;e-mail&gt;, of alleen het e-mailadres als de klant geen naam opgaf</translation>
        </message>
        <message>
            <source>No</source>
            <translation>Nee</translation>
        </message>
        <message>
            <source>Number</source>
            <translation>Nummer</translation>
        </message>
        <message>
            <source>On hand</source>
            <translation>Op voorraad</translation>
        </message>
        <message>
            <source>On hand less on hold; a dash where the stock is not tracked</source>
            <translation>Voorraad min gereserveerde eenheden; een streepje waar de voorraad niet wordt bijgehouden</translation>
        </message>
        <message>
            <source>On hold</source>
            <translation>Gereserveerd</translation>
        </message>
        <message>
            <source>Option values</source>
            <translation>Optiewaarden</translation>
        </message>
        <message>
            <source>Options</source>
            <translation>Opties</translation>
        </message>
        <message>
            <source>Payment</source>
            <translation>Betaling</translation>
        </message>
        <message>
            <source>Position</source>
            <translation>Positie</translation>
        </message>
        <message>
            <source>Price {channel}</source>
            <translation>Prijs {channel}</translation>
        </message>
        <message>
            <source>Prices</source>
            <translation>Prijzen</translation>
        </message>
        <message>
            <source>Product</source>
            <translation>Product</translation>
        </message>
        <message>
            <source>Roles</source>
            <translation>Rollen</translation>
        </message>
        <message>
            <source>Shipping</source>
            <translation>Verzending</translation>
        </message>
        <message>
            <source>Shipping category</source>
            <translation>Verzendcategorie</translation>
        </message>
        <message>
            <source>Shop account</source>
            <translation>Winkelaccount</translation>
        </message>
        <message>
            <source>Sorted by last name</source>
            <translation>Gesorteerd op achternaam</translation>
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
            <translation>Belastingcategorie</translation>
        </message>
        <message>
            <source>The product the variant belongs to</source>
            <translation>Het product waartoe de variant behoort</translation>
        </message>
        <message>
            <source>This server cannot sort by this column.</source>
            <translation>Deze server kan niet op deze kolom sorteren.</translation>
        </message>
        <message>
            <source>Total</source>
            <translation>Totaal</translation>
        </message>
        <message>
            <source>Tracked</source>
            <translation>Voorraad bijgehouden</translation>
        </message>
        <message>
            <source>Units held for placed orders not yet shipped</source>
            <translation>Eenheden gereserveerd voor geplaatste bestellingen die nog niet verzonden zijn</translation>
        </message>
        <message>
            <source>Units in stock</source>
            <translation>Eenheden op voorraad</translation>
        </message>
        <message>
            <source>Units: the quantities of all lines added up (a line of 3 T-shirts counts 3), in orders and carts alike.</source>
            <translation>Eenheden: de aantallen van alle regels opgeteld (een regel met 3 T-shirts telt voor 3), bij bestellingen en winkelwagens gelijk.</translation>
        </message>
        <message>
            <source>Updated</source>
            <translation>Gewijzigd</translation>
        </message>
        <message>
            <source>Username</source>
            <translation>Gebruikersnaam</translation>
        </message>
        <message>
            <source>Version</source>
            <translation>Versie</translation>
        </message>
        <message>
            <source>When the customer completed the checkout</source>
            <translation>Wanneer de klant het afrekenen afrondde</translation>
        </message>
        <message>
            <source>Where the order stands: pending, fulfilled or cancelled</source>
            <translation>Stand van de bestelling: openstaand, afgehandeld of geannuleerd</translation>
        </message>
        <message>
            <source>Where the order's payment stands</source>
            <translation>Stand van de betaling van de bestelling</translation>
        </message>
        <message>
            <source>Where the order's shipment stands</source>
            <translation>Stand van de verzending van de bestelling</translation>
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
            <translation> Log opnieuw in om verder te gaan waar u was.</translation>
        </message>
        <message>
            <source>Access token</source>
            <translation>Toegangstoken</translation>
        </message>
        <message>
            <source>Access token:</source>
            <translation>Toegangstoken:</translation>
        </message>
        <message>
            <source>Client ID:</source>
            <translation>Client-ID:</translation>
        </message>
        <message>
            <source>Client secret:</source>
            <translation>Client-secret:</translation>
        </message>
        <message>
            <source>Connect</source>
            <translation>Verbinden</translation>
        </message>
        <message>
            <source>Connect to your store</source>
            <translation>Verbinden met uw winkel</translation>
        </message>
        <message>
            <source>Connect — {APP_NAME}</source>
            <translation>Verbinden — {APP_NAME}</translation>
        </message>
        <message>
            <source>Connecting…</source>
            <translation>Verbinden…</translation>
        </message>
        <message>
            <source>Delete this saved connection and its remembered secrets</source>
            <translation>Deze opgeslagen verbinding en haar onthouden geheimen verwijderen</translation>
        </message>
        <message>
            <source>Enter the address of the store's server and your sign-in details.</source>
            <translation>Voer het adres van de server van de winkel en uw inloggegevens in.</translation>
        </message>
        <message>
            <source>Enter the server's address.</source>
            <translation>Voer het adres van de server in.</translation>
        </message>
        <message>
            <source>Enter the {missing}.</source>
            <translation>Voer in: {missing}.</translation>
        </message>
        <message>
            <source>Forget</source>
            <translation>Vergeten</translation>
        </message>
        <message>
            <source>Kept in the system's password store, never in a settings file</source>
            <translation>Bewaard in de wachtwoordkluis van het systeem, nooit in een instellingenbestand</translation>
        </message>
        <message>
            <source>Last signed in to: {server}.</source>
            <translation>Laatst aangemeld bij: {server}.</translation>
        </message>
        <message>
            <source>New connection</source>
            <translation>Nieuwe verbinding</translation>
        </message>
        <message>
            <source>Open a store with sample data that runs inside Store Admin</source>
            <translation>Een winkel met voorbeeldgegevens openen die binnen Store Admin draait</translation>
        </message>
        <message>
            <source>Opening the demo store…</source>
            <translation>Demowinkel wordt geopend…</translation>
        </message>
        <message>
            <source>Password:</source>
            <translation>Wachtwoord:</translation>
        </message>
        <message>
            <source>Paste the access token here</source>
            <translation>Plak hier het toegangstoken</translation>
        </message>
        <message>
            <source>Paste the access token.</source>
            <translation>Plak het toegangstoken.</translation>
        </message>
        <message>
            <source>Reading the saved sign-in details…</source>
            <translation>De bewaarde aanmeldgegevens worden gelezen…</translation>
        </message>
        <message>
            <source>Remember my sign-in details on this computer</source>
            <translation>Mijn inloggegevens op deze computer onthouden</translation>
        </message>
        <message>
            <source>Saved connection:</source>
            <translation>Opgeslagen verbinding:</translation>
        </message>
        <message>
            <source>Server address:</source>
            <translation>Serveradres:</translation>
        </message>
        <message>
            <source>Sign in</source>
            <translation>Inloggen</translation>
        </message>
        <message>
            <source>Sign in again</source>
            <translation>Opnieuw inloggen</translation>
        </message>
        <message>
            <source>Sign in with:</source>
            <translation>Inloggen met:</translation>
        </message>
        <message>
            <source>Store details…</source>
            <translation>Winkelgegevens…</translation>
        </message>
        <message>
            <source>The demo store could not be opened: {error}</source>
            <translation>De demowinkel kon niet worden geopend: {error}</translation>
        </message>
        <message>
            <source>The seller's name, address, VAT number and logo on this connection's invoices and packing slips</source>
            <translation>Naam, adres, btw-nummer en logo van de verkoper op de facturen en pakbonnen van deze verbinding</translation>
        </message>
        <message>
            <source>This computer has no password store (keyring), so remembered secrets are kept only until Store Admin closes.</source>
            <translation>Deze computer heeft geen wachtwoordkluis (keyring); onthouden geheimen blijven daarom alleen bewaard tot Store Admin sluit.</translation>
        </message>
        <message>
            <source>Try the demo store</source>
            <translation>Demowinkel proberen</translation>
        </message>
        <message>
            <source>Username and password</source>
            <translation>Gebruikersnaam en wachtwoord</translation>
        </message>
        <message>
            <source>Username:</source>
            <translation>Gebruikersnaam:</translation>
        </message>
        <message>
            <source>client ID</source>
            <translation>client-ID</translation>
        </message>
        <message>
            <source>client secret</source>
            <translation>client-secret</translation>
        </message>
        <message>
            <source>password</source>
            <translation>wachtwoord</translation>
        </message>
        <message>
            <source>username</source>
            <translation>gebruikersnaam</translation>
        </message>
    </context>
    <context>
        <name>customer_profile</name>
        <message>
            <source>Account:</source>
            <translation>Account:</translation>
        </message>
        <message>
            <source>Average order:</source>
            <translation>Gemiddelde bestelling:</translation>
        </message>
        <message>
            <source>Checkout completed</source>
            <translation>Afgerekend</translation>
        </message>
        <message>
            <source>Customer #{key}</source>
            <translation>Klant #{key}</translation>
        </message>
        <message>
            <source>Customer:</source>
            <translation>Klant:</translation>
        </message>
        <message>
            <source>Double-click or Enter opens the order</source>
            <translation>Dubbelklikken of Enter opent de bestelling</translation>
        </message>
        <message>
            <source>First order:</source>
            <translation>Eerste bestelling:</translation>
        </message>
        <message>
            <source>Last order:</source>
            <translation>Laatste bestelling:</translation>
        </message>
        <message>
            <source>Notes about the customer</source>
            <translation>Notities over de klant</translation>
        </message>
        <message>
            <source>Number</source>
            <translation>Nummer</translation>
        </message>
        <message>
            <source>Orders:</source>
            <translation>Bestellingen:</translation>
        </message>
        <message>
            <source>Spent:</source>
            <translation>Uitgegeven:</translation>
        </message>
        <message>
            <source>State</source>
            <translation>Status</translation>
        </message>
        <message>
            <source>The customer's orders</source>
            <translation>De bestellingen van de klant</translation>
        </message>
        <message>
            <source>This order has no customer.</source>
            <translation>Deze bestelling heeft geen klant.</translation>
        </message>
        <message>
            <source>Total</source>
            <translation>Totaal</translation>
        </message>
        <message>
            <source>guest (no shop account)</source>
            <translation>gast (geen winkelaccount)</translation>
        </message>
        <message>
            <source>shop account {username}</source>
            <translation>winkelaccount {username}</translation>
        </message>
    </context>
    <context>
        <name>delegates</name>
        <message>
            <source>Could not load these rows: {message}</source>
            <translation>Deze rijen konden niet worden geladen: {message}</translation>
        </message>
        <message>
            <source>Retry</source>
            <translation>Opnieuw proberen</translation>
        </message>
    </context>
    <context>
        <name>detail</name>
        <message>
            <source>All fields as sent</source>
            <translation>Alle velden zoals verzonden</translation>
        </message>
        <message>
            <source>Close the details</source>
            <translation>Details sluiten</translation>
        </message>
        <message>
            <source>Close the details (Esc)</source>
            <translation>Details sluiten (Esc)</translation>
        </message>
        <message>
            <source>Every field of the record, named and valued as the server sent it</source>
            <translation>Elk veld van het record, met naam en waarde zoals de server het stuurde</translation>
        </message>
        <message>
            <source>Field</source>
            <translation>Veld</translation>
        </message>
        <message>
            <source>Loading…</source>
            <translation>Laden…</translation>
        </message>
        <message>
            <source>No</source>
            <translation>Nee</translation>
        </message>
        <message>
            <source>The record's fields</source>
            <translation>De velden van het record</translation>
        </message>
        <message>
            <source>Value</source>
            <translation>Waarde</translation>
        </message>
        <message>
            <source>Yes</source>
            <translation>Ja</translation>
        </message>
        <message>
            <source>none</source>
            <translation>geen</translation>
        </message>
    </context>
    <context>
        <name>editors.bulk_prices</name>
        <message>
            <source> Apply to save.</source>
            <translation> Kies Toepassen om op te slaan.</translation>
        </message>
        <message>
            <source>%v of %m</source>
            <translation>%v van %m</translation>
        </message>
        <message>
            <source>Amount</source>
            <translation>Bedrag</translation>
        </message>
        <message>
            <source>Apply</source>
            <translation>Toepassen</translation>
        </message>
        <message>
            <source>Bulk price change — {counted}</source>
            <translation>Prijzen in bulk wijzigen — {counted}</translation>
        </message>
        <message>
            <source>Change:</source>
            <translation>Wijziging:</translation>
        </message>
        <message>
            <source>Channel:</source>
            <translation>Kanaal:</translation>
        </message>
        <message>
            <source>Choose the change, then Preview.</source>
            <translation>Kies de wijziging en daarna Voorbeeld.</translation>
        </message>
        <message>
            <source>Could not load the channels: {error}</source>
            <translation>De kanalen konden niet worden geladen: {error}</translation>
        </message>
        <message>
            <source>Current price</source>
            <translation>Huidige prijs</translation>
        </message>
        <message>
            <source>Enter a percentage above 0, such as 10.</source>
            <translation>Voer een percentage boven 0 in, bijvoorbeeld 10.</translation>
        </message>
        <message>
            <source>Enter an amount above 0, such as {example}.</source>
            <translation>Voer een bedrag boven 0 in, bijvoorbeeld {example}.</translation>
        </message>
        <message>
            <source>Enter an amount.</source>
            <translation>Voer een bedrag in.</translation>
        </message>
        <message>
            <source>Loading current prices…</source>
            <translation>Huidige prijzen laden…</translation>
        </message>
        <message>
            <source>Lower by amount</source>
            <translation>Verlagen met bedrag</translation>
        </message>
        <message>
            <source>Name</source>
            <translation>Naam</translation>
        </message>
        <message>
            <source>New price</source>
            <translation>Nieuwe prijs</translation>
        </message>
        <message>
            <source>No change: the price is that already.</source>
            <translation>Geen wijziging: de prijs is al zo.</translation>
        </message>
        <message>
            <source>No price in this channel yet; use “Set price to”.</source>
            <translation>Nog geen prijs in dit kanaal; gebruik ‘Prijs instellen op’.</translation>
        </message>
        <message>
            <source>Preview</source>
            <translation>Voorbeeld</translation>
        </message>
        <message>
            <source>Product</source>
            <translation>Product</translation>
        </message>
        <message>
            <source>Raise by %</source>
            <translation>Verhogen met %</translation>
        </message>
        <message>
            <source>Reading the current prices again…</source>
            <translation>Huidige prijzen opnieuw lezen…</translation>
        </message>
        <message>
            <source>Result</source>
            <translation>Resultaat</translation>
        </message>
        <message>
            <source>Saved: {format_money}</source>
            <translation>Opgeslagen: {format_money}</translation>
        </message>
        <message>
            <source>Saving {code}…</source>
            <translation>{code} opslaan…</translation>
        </message>
        <message>
            <source>Set price to</source>
            <translation>Prijs instellen op</translation>
        </message>
        <message>
            <source>Stopping after the variant being saved…</source>
            <translation>Stopt na de variant die nu wordt opgeslagen…</translation>
        </message>
        <message>
            <source>The price would fall below {format_money}.</source>
            <translation>De prijs zou onder {format_money} komen.</translation>
        </message>
        <message>
            <source>The price would rise above {format_money}.</source>
            <translation>De prijs zou boven {format_money} uitkomen.</translation>
        </message>
        <message>
            <source>Variant</source>
            <translation>Variant</translation>
        </message>
        <message>
            <source>Variants and their prices</source>
            <translation>Varianten en hun prijzen</translation>
        </message>
        <message>
            <source>a percentage</source>
            <translation>een percentage</translation>
        </message>
        <message>
            <source>e.g. 19.99</source>
            <translation>bijv. 19,99</translation>
        </message>
        <message>
            <source>{ready} of {variants} will change.{then}</source>
            <translation>{ready} van {variants} worden gewijzigd.{then}</translation>
        </message>
    </context>
    <context>
        <name>editors.cart_editor</name>
        <message>
            <source>&lt;span style='font-size:14pt; font-weight:600'&gt;Cart #{id}&lt;/span&gt;</source>
            <translation>&lt;span style='font-size:14pt; font-weight:600'&gt;Winkelwagen #{id}&lt;/span&gt;</translation>
        </message>
        <message>
            <source>A cart is started for a customer in one channel and language.</source>
            <translation>Een winkelwagen wordt aangemaakt voor een klant, in één kanaal en één taal.</translation>
        </message>
        <message>
            <source>Add an item</source>
            <translation>Artikel toevoegen</translation>
        </message>
        <message>
            <source>Add to cart</source>
            <translation>In winkelwagen</translation>
        </message>
        <message>
            <source>Added to the cart</source>
            <translation>Aan de winkelwagen toegevoegd</translation>
        </message>
        <message>
            <source>Adjustments</source>
            <translation>Aanpassingen</translation>
        </message>
        <message>
            <source>Cart #{cart_id}</source>
            <translation>Winkelwagen #{cart_id}</translation>
        </message>
        <message>
            <source>Changing quantity…</source>
            <translation>Aantal wijzigen…</translation>
        </message>
        <message>
            <source>Channel: &lt;b&gt;{value}&lt;/b&gt;</source>
            <translation>Kanaal: &lt;b&gt;{value}&lt;/b&gt;</translation>
        </message>
        <message>
            <source>Checkout: &lt;b&gt;{state_label}&lt;/b&gt;</source>
            <translation>Afrekenen: &lt;b&gt;{state_label}&lt;/b&gt;</translation>
        </message>
        <message>
            <source>Choose the variant to add.</source>
            <translation>Kies de variant om toe te voegen.</translation>
        </message>
        <message>
            <source>Create cart</source>
            <translation>Winkelwagen aanmaken</translation>
        </message>
        <message>
            <source>Currency: &lt;b&gt;{value}&lt;/b&gt;</source>
            <translation>Valuta: &lt;b&gt;{value}&lt;/b&gt;</translation>
        </message>
        <message>
            <source>Customer: &lt;b&gt;{who}&lt;/b&gt;</source>
            <translation>Klant: &lt;b&gt;{who}&lt;/b&gt;</translation>
        </message>
        <message>
            <source>Delete cart #{cart_id}? It disappears from the lists; the store keeps it in its records (the deletion is soft).</source>
            <translation>Winkelwagen #{cart_id} verwijderen? Hij verdwijnt uit de lijsten; de winkel bewaart hem in zijn administratie (zacht verwijderen).</translation>
        </message>
        <message>
            <source>Delete cart…</source>
            <translation>Winkelwagen verwijderen…</translation>
        </message>
        <message>
            <source>Double-click or press F2 to change (1 to {MAX_QUANTITY}).</source>
            <translation>Dubbelklik of druk op F2 om te wijzigen (1 tot {MAX_QUANTITY}).</translation>
        </message>
        <message>
            <source>Items</source>
            <translation>Artikelen</translation>
        </message>
        <message>
            <source>Locale: &lt;b&gt;{value}&lt;/b&gt;</source>
            <translation>Landinstelling: &lt;b&gt;{value}&lt;/b&gt;</translation>
        </message>
        <message>
            <source>Not changed: {value}</source>
            <translation>Niet gewijzigd: {value}</translation>
        </message>
        <message>
            <source>Only {units} left in stock.</source>
            <translation>Nog maar {units} op voorraad.</translation>
        </message>
        <message>
            <source>Only {units} left in stock; the cart holds {held} already.</source>
            <translation>Nog maar {units} op voorraad; de winkelwagen bevat er al {held}.</translation>
        </message>
        <message>
            <source>Quantity</source>
            <translation>Aantal</translation>
        </message>
        <message>
            <source>Quantity changed</source>
            <translation>Aantal gewijzigd</translation>
        </message>
        <message>
            <source>Quantity:</source>
            <translation>Aantal:</translation>
        </message>
        <message>
            <source>Quantity: {problem}</source>
            <translation>Aantal: {problem}</translation>
        </message>
        <message>
            <source>Removed</source>
            <translation>Verwijderd</translation>
        </message>
        <message>
            <source>Search for a variant by code or name and pick it.</source>
            <translation>Zoek een variant op code of naam en kies hem.</translation>
        </message>
        <message>
            <source>This cart is empty. Add a variant below.</source>
            <translation>Deze winkelwagen is leeg. Voeg hieronder een variant toe.</translation>
        </message>
        <message>
            <source>Total</source>
            <translation>Totaal</translation>
        </message>
        <message>
            <source>Unit price</source>
            <translation>Stukprijs</translation>
        </message>
        <message>
            <source>Units</source>
            <translation>Eenheden</translation>
        </message>
        <message>
            <source>Variant</source>
            <translation>Variant</translation>
        </message>
        <message>
            <source>Variant:</source>
            <translation>Variant:</translation>
        </message>
        <message>
            <source>no customer</source>
            <translation>geen klant</translation>
        </message>
    </context>
    <context>
        <name>editors.conflict</name>
        <message>
            <source> You both changed {value}: choose which to keep before saving.</source>
            <translation> U hebt allebei {value} gewijzigd: kies vóór het opslaan wat u houdt.</translation>
        </message>
        <message>
            <source>Keep my values after a conflict</source>
            <translation>Mijn waarden houden na een conflict</translation>
        </message>
        <message>
            <source>Not saved: someone else changed this {what}. Your changes are kept; save again to compare them with theirs.</source>
            <translation>Niet opgeslagen: iemand anders heeft dit item ({what}) gewijzigd. Uw wijzigingen blijven behouden; sla opnieuw op om ze met die van de ander te vergelijken.</translation>
        </message>
        <message>
            <source>Retry</source>
            <translation>Opnieuw proberen</translation>
        </message>
        <message>
            <source>Save merged</source>
            <translation>Samengevoegd opslaan</translation>
        </message>
        <message>
            <source>Someone else changed this record since it was opened.</source>
            <translation>Iemand anders heeft dit record gewijzigd sinds het werd geopend.</translation>
        </message>
        <message>
            <source>The {what} now shows the values saved elsewhere; nothing of yours was left to save.</source>
            <translation>Het item ({what}) toont nu de elders opgeslagen waarden; er was niets van u meer op te slaan.</translation>
        </message>
        <message>
            <source>{what} was changed and saved elsewhere while you were editing it. Below is every value where yours and theirs now differ. Where only one of you changed a value, that change is chosen.{ask}</source>
            <translation>{what} is elders gewijzigd en opgeslagen terwijl u het bewerkte. Hieronder staat elke waarde waarin die van u en die van de ander nu verschillen. Waar maar één van u een waarde wijzigde, is die wijziging gekozen.{ask}</translation>
        </message>
    </context>
    <context>
        <name>editors.dialogs</name>
        <message>
            <source>Cancel</source>
            <translation>Annuleren</translation>
        </message>
        <message>
            <source>Choose a side for {value}</source>
            <translation>Kies een kant voor {value}</translation>
        </message>
        <message>
            <source>Choose all mine</source>
            <translation>Alles van mij kiezen</translation>
        </message>
        <message>
            <source>Choose all theirs</source>
            <translation>Alles van de ander kiezen</translation>
        </message>
        <message>
            <source>Discard changes</source>
            <translation>Wijzigingen verwerpen</translation>
        </message>
        <message>
            <source>Field</source>
            <translation>Veld</translation>
        </message>
        <message>
            <source>Keep editing</source>
            <translation>Verder bewerken</translation>
        </message>
        <message>
            <source>Save</source>
            <translation>Opslaan</translation>
        </message>
        <message>
            <source>Save merged</source>
            <translation>Samengevoegd opslaan</translation>
        </message>
        <message>
            <source>Save them before closing?</source>
            <translation>Opslaan vóór het sluiten?</translation>
        </message>
        <message>
            <source>Someone else changed this record</source>
            <translation>Iemand anders heeft dit record gewijzigd</translation>
        </message>
        <message>
            <source>Theirs now</source>
            <translation>Nu bij de ander</translation>
        </message>
        <message>
            <source>Unsaved changes</source>
            <translation>Niet-opgeslagen wijzigingen</translation>
        </message>
        <message>
            <source>While you were editing, this record was changed and saved elsewhere. Choose for each field whether to keep your value or take theirs.</source>
            <translation>Terwijl u bewerkte, is dit record elders gewijzigd en opgeslagen. Kies per veld of u uw waarde houdt of die van de ander overneemt.</translation>
        </message>
        <message>
            <source>Yours</source>
            <translation>Van u</translation>
        </message>
        <message>
            <source>changed by both of you: choose one</source>
            <translation>door u beiden gewijzigd: kies er één</translation>
        </message>
        <message>
            <source>changed by them</source>
            <translation>door de ander gewijzigd</translation>
        </message>
        <message>
            <source>changed by you</source>
            <translation>door u gewijzigd</translation>
        </message>
        <message>
            <source>{field}, theirs now: {value}</source>
            <translation>{field}, nu bij de ander: {value}</translation>
        </message>
        <message>
            <source>{field}, yours: {value}</source>
            <translation>{field}, van u: {value}</translation>
        </message>
        <message>
            <source>{what} has changes that are not saved.</source>
            <translation>{what} heeft wijzigingen die niet zijn opgeslagen.</translation>
        </message>
    </context>
    <context>
        <name>editors.editor</name>
        <message>
            <source>Cancel</source>
            <translation>Annuleren</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>Sluiten</translation>
        </message>
        <message>
            <source>Delete</source>
            <translation>Verwijderen</translation>
        </message>
        <message>
            <source>Deleted</source>
            <translation>Verwijderd</translation>
        </message>
        <message>
            <source>Delete…</source>
            <translation>Verwijderen…</translation>
        </message>
        <message>
            <source>Deleting…</source>
            <translation>Verwijderen…</translation>
        </message>
        <message>
            <source>Dismiss</source>
            <translation>Sluiten</translation>
        </message>
        <message>
            <source>Done</source>
            <translation>Klaar</translation>
        </message>
        <message>
            <source>Form</source>
            <translation>Formulier</translation>
        </message>
        <message>
            <source>Loading…</source>
            <translation>Laden…</translation>
        </message>
        <message>
            <source>No answer: asking the store what it now holds…</source>
            <translation>Geen antwoord: de winkel wordt gevraagd wat hij nu bevat…</translation>
        </message>
        <message>
            <source>Redo</source>
            <translation>Opnieuw</translation>
        </message>
        <message>
            <source>Reload</source>
            <translation>Opnieuw laden</translation>
        </message>
        <message>
            <source>Retry</source>
            <translation>Opnieuw proberen</translation>
        </message>
        <message>
            <source>Save</source>
            <translation>Opslaan</translation>
        </message>
        <message>
            <source>Saved</source>
            <translation>Opgeslagen</translation>
        </message>
        <message>
            <source>Saving…</source>
            <translation>Opslaan…</translation>
        </message>
        <message>
            <source>The connection broke before the server answered.</source>
            <translation>De verbinding werd verbroken voordat de server antwoordde.</translation>
        </message>
        <message>
            <source>The server did not accept this. See the messages at the fields.</source>
            <translation>De server heeft dit niet geaccepteerd. Zie de meldingen bij de velden.</translation>
        </message>
        <message>
            <source>Undo</source>
            <translation>Ongedaan maken</translation>
        </message>
        <message>
            <source>Working…</source>
            <translation>Bezig…</translation>
        </message>
        <message>
            <source>{LOST_ANSWER} Store Admin keeps asking the store whether it was carried out, and does not send it again meanwhile. Nothing you typed is lost.</source>
            <translation>{LOST_ANSWER} Store Admin blijft de winkel vragen of het is uitgevoerd en stuurt het intussen niet opnieuw. Niets van wat u typte gaat verloren.</translation>
        </message>
        <message>
            <source>{LOST_ANSWER} The store cannot show whether it was carried out; sending it again does the same once more. Nothing you typed is lost.</source>
            <translation>{LOST_ANSWER} De winkel kan niet laten zien of het is uitgevoerd; opnieuw versturen doet hetzelfde nog een keer. Niets van wat u typte gaat verloren.</translation>
        </message>
        <message>
            <source>{LOST_ANSWER} The store now holds something other than what was sent (someone may have changed it meanwhile); it is shown as it is now.</source>
            <translation>{LOST_ANSWER} De winkel bevat nu iets anders dan wat is verstuurd (misschien heeft iemand het intussen gewijzigd); het wordt getoond zoals het nu is.</translation>
        </message>
        <message>
            <source>{LOST_ANSWER} The store shows it was not carried out, so sending it again is safe. Nothing you typed is lost.</source>
            <translation>{LOST_ANSWER} De winkel laat zien dat het niet is uitgevoerd, dus opnieuw versturen is veilig. Niets van wat u typte gaat verloren.</translation>
        </message>
        <message>
            <source>{done}. ({LOST_ANSWER} The store shows the change was made.)</source>
            <translation>{done}. ({LOST_ANSWER} De winkel laat zien dat de wijziging is doorgevoerd.)</translation>
        </message>
        <message>
            <source>{error} Nothing you typed is lost.</source>
            <translation>{error} Niets van wat u typte gaat verloren.</translation>
        </message>
    </context>
    <context>
        <name>editors.fields</name>
        <message>
            <source>Change values</source>
            <translation>Waarden wijzigen</translation>
        </message>
        <message>
            <source>Edit {value}</source>
            <translation>{value} bewerken</translation>
        </message>
        <message>
            <source>no</source>
            <translation>nee</translation>
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
            <translation>een aantal</translation>
        </message>
    </context>
    <context>
        <name>editors.lines</name>
        <message>
            <source>Remove</source>
            <translation>Verwijderen</translation>
        </message>
        <message>
            <source>Remove item</source>
            <translation>Artikel verwijderen</translation>
        </message>
        <message>
            <source>Remove the selected item (Del)</source>
            <translation>Het geselecteerde artikel verwijderen (Del)</translation>
        </message>
        <message>
            <source>Removing item…</source>
            <translation>Artikel verwijderen…</translation>
        </message>
    </context>
    <context>
        <name>editors.new_sale</name>
        <message>
            <source>Channel</source>
            <translation>Kanaal</translation>
        </message>
        <message>
            <source>Created</source>
            <translation>Aangemaakt</translation>
        </message>
        <message>
            <source>Customer</source>
            <translation>Klant</translation>
        </message>
        <message>
            <source>Locale</source>
            <translation>Landinstelling</translation>
        </message>
    </context>
    <context>
        <name>editors.order_editor</name>
        <message>
            <source> Settle the difference with the customer.</source>
            <translation> Reken het verschil af met de klant.</translation>
        </message>
        <message>
            <source>A new order starts in the state “cart”; add its items next.</source>
            <translation>Een nieuwe bestelling begint in de status ‘winkelwagen’; voeg daarna de artikelen toe.</translation>
        </message>
        <message>
            <source>A price fixed when the item was added; it is not recalculated.</source>
            <translation>Een prijs die bij het toevoegen is vastgelegd; hij wordt niet herberekend.</translation>
        </message>
        <message>
            <source>Add an item</source>
            <translation>Artikel toevoegen</translation>
        </message>
        <message>
            <source>Add at no charge</source>
            <translation>Kosteloos toevoegen</translation>
        </message>
        <message>
            <source>Add at {format_money}</source>
            <translation>Toevoegen voor {format_money}</translation>
        </message>
        <message>
            <source>Add item</source>
            <translation>Artikel toevoegen</translation>
        </message>
        <message>
            <source>Add to the placed order</source>
            <translation>Aan de geplaatste bestelling toevoegen</translation>
        </message>
        <message>
            <source>Add {adding}? The customer is charged nothing for it.</source>
            <translation>{adding} toevoegen? De klant betaalt hier niets voor.</translation>
        </message>
        <message>
            <source>Added to the order</source>
            <translation>Aan de bestelling toegevoegd</translation>
        </message>
        <message>
            <source>Addresses, payments, shipments</source>
            <translation>Adressen, betalingen, zendingen</translation>
        </message>
        <message>
            <source>Adjustments</source>
            <translation>Aanpassingen</translation>
        </message>
        <message>
            <source>Billing address</source>
            <translation>Factuuradres</translation>
        </message>
        <message>
            <source>Cancelling…</source>
            <translation>Bezig met annuleren…</translation>
        </message>
        <message>
            <source>Change a placed order</source>
            <translation>Een geplaatste bestelling wijzigen</translation>
        </message>
        <message>
            <source>Channel</source>
            <translation>Kanaal</translation>
        </message>
        <message>
            <source>Checkout completed</source>
            <translation>Afrekenen afgerond</translation>
        </message>
        <message>
            <source>Checkout state</source>
            <translation>Afrekenstatus</translation>
        </message>
        <message>
            <source>Choose the customer from the list.</source>
            <translation>Kies de klant uit de lijst.</translation>
        </message>
        <message>
            <source>Choose the variant to add.</source>
            <translation>Kies de variant om toe te voegen.</translation>
        </message>
        <message>
            <source>Create order</source>
            <translation>Bestelling aanmaken</translation>
        </message>
        <message>
            <source>Created</source>
            <translation>Aangemaakt</translation>
        </message>
        <message>
            <source>Currency</source>
            <translation>Valuta</translation>
        </message>
        <message>
            <source>Customer</source>
            <translation>Klant</translation>
        </message>
        <message>
            <source>Customer (optional)</source>
            <translation>Klant (optioneel)</translation>
        </message>
        <message>
            <source>Delete order…</source>
            <translation>Bestelling verwijderen…</translation>
        </message>
        <message>
            <source>Delete {order}? The deletion is soft: the order disappears from the lists, but the store keeps it in its records.</source>
            <translation>{order} verwijderen? Het verwijderen is zacht: de bestelling verdwijnt uit de lijsten, maar de winkel bewaart haar in zijn administratie.</translation>
        </message>
        <message>
            <source>Inventory unit #{id}</source>
            <translation>Voorraadeenheid #{id}</translation>
        </message>
        <message>
            <source>Item #{id}</source>
            <translation>Artikel #{id}</translation>
        </message>
        <message>
            <source>Item / inventory unit</source>
            <translation>Artikel / voorraadeenheid</translation>
        </message>
        <message>
            <source>Items</source>
            <translation>Artikelen</translation>
        </message>
        <message>
            <source>Items and totals</source>
            <translation>Artikelen en totalen</translation>
        </message>
        <message>
            <source>Marking as paid…</source>
            <translation>Bezig met markeren als betaald…</translation>
        </message>
        <message>
            <source>No payments yet.</source>
            <translation>Nog geen betalingen.</translation>
        </message>
        <message>
            <source>No shipments yet.</source>
            <translation>Nog geen zendingen.</translation>
        </message>
        <message>
            <source>Not covered by a payment</source>
            <translation>Niet gedekt door een betaling</translation>
        </message>
        <message>
            <source>Number</source>
            <translation>Nummer</translation>
        </message>
        <message>
            <source>Order #{order_id}</source>
            <translation>Bestelling #{order_id}</translation>
        </message>
        <message>
            <source>Order {number}</source>
            <translation>Bestelling {number}</translation>
        </message>
        <message>
            <source>Paid</source>
            <translation>Betaald</translation>
        </message>
        <message>
            <source>Part of this order has shipped: items can no longer be added or removed.</source>
            <translation>Een deel van deze bestelling is verzonden: er kunnen geen artikelen meer worden toegevoegd of verwijderd.</translation>
        </message>
        <message>
            <source>Parts of the order</source>
            <translation>Onderdelen van de bestelling</translation>
        </message>
        <message>
            <source>Payment</source>
            <translation>Betaling</translation>
        </message>
        <message>
            <source>Payment awaited</source>
            <translation>Betaling verwacht</translation>
        </message>
        <message>
            <source>Payments</source>
            <translation>Betalingen</translation>
        </message>
        <message>
            <source>Payments exceed the total by</source>
            <translation>De betalingen overschrijden het totaal met</translation>
        </message>
        <message>
            <source>Pick a customer from the matches, or leave it empty.</source>
            <translation>Kies een klant uit de resultaten, of laat het leeg.</translation>
        </message>
        <message>
            <source>Quantity</source>
            <translation>Aantal</translation>
        </message>
        <message>
            <source>Quantity:</source>
            <translation>Aantal:</translation>
        </message>
        <message>
            <source>Removed</source>
            <translation>Verwijderd</translation>
        </message>
        <message>
            <source>Search for a variant by code or name and pick it.</source>
            <translation>Zoek een variant op code of naam en kies hem.</translation>
        </message>
        <message>
            <source>Shipments</source>
            <translation>Zendingen</translation>
        </message>
        <message>
            <source>Shipping</source>
            <translation>Verzending</translation>
        </message>
        <message>
            <source>Shipping address</source>
            <translation>Afleveradres</translation>
        </message>
        <message>
            <source>Shipping…</source>
            <translation>Bezig met verzenden…</translation>
        </message>
        <message>
            <source>State</source>
            <translation>Status</translation>
        </message>
        <message>
            <source>Suggest price</source>
            <translation>Prijs voorstellen</translation>
        </message>
        <message>
            <source>The order's total is now {format_money}; its payments: {describe}.{settle}</source>
            <translation>Het totaal van de bestelling is nu {format_money}; de betalingen: {describe}.{settle}</translation>
        </message>
        <message>
            <source>The store works out taxes, promotions and shipping again; the new total shows once the change is saved. A payment still awaited asks for the new total; one already made does not change.</source>
            <translation>De winkel berekent belastingen, acties en verzending opnieuw; het nieuwe totaal verschijnt zodra de wijziging is opgeslagen. Een betaling die nog wordt verwacht vraagt het nieuwe totaal; een betaling die al is gedaan verandert niet.</translation>
        </message>
        <message>
            <source>The total becomes {after}: every line keeps the price it was sold at. A payment still awaited asks for the new total; one already made does not change.</source>
            <translation>Het totaal wordt {after}: elke regel houdt de prijs waarvoor hij is verkocht. Een betaling die nog wordt verwacht vraagt het nieuwe totaal; een betaling die al is gedaan verandert niet.</translation>
        </message>
        <message>
            <source>This order has been paid: items can no longer be added or removed, or the payment would no longer match it.</source>
            <translation>Deze bestelling is betaald: er kunnen geen artikelen meer worden toegevoegd of verwijderd, anders klopt de betaling er niet meer mee.</translation>
        </message>
        <message>
            <source>This order is fulfilled: items can no longer be added or removed.</source>
            <translation>Deze bestelling is afgehandeld: er kunnen geen artikelen meer worden toegevoegd of verwijderd.</translation>
        </message>
        <message>
            <source>This order was cancelled: items can no longer be added or removed.</source>
            <translation>Deze bestelling is geannuleerd: er kunnen geen artikelen meer worden toegevoegd of verwijderd.</translation>
        </message>
        <message>
            <source>Total</source>
            <translation>Totaal</translation>
        </message>
        <message>
            <source>Unit price</source>
            <translation>Stukprijs</translation>
        </message>
        <message>
            <source>Unit price ({currency}):</source>
            <translation>Stukprijs ({currency}):</translation>
        </message>
        <message>
            <source>Unit price:</source>
            <translation>Stukprijs:</translation>
        </message>
        <message>
            <source>Updated</source>
            <translation>Gewijzigd</translation>
        </message>
        <message>
            <source>Variant</source>
            <translation>Variant</translation>
        </message>
        <message>
            <source>Variant:</source>
            <translation>Variant:</translation>
        </message>
        <message>
            <source>e.g. 12.50</source>
            <translation>bijv. 12,50</translation>
        </message>
        <message>
            <source>no customer</source>
            <translation>geen klant</translation>
        </message>
        <message>
            <source>not assigned yet</source>
            <translation>nog niet toegewezen</translation>
        </message>
        <message>
            <source>paid {format_money}</source>
            <translation>{format_money} betaald</translation>
        </message>
        <message>
            <source>this variant</source>
            <translation>deze variant</translation>
        </message>
        <message>
            <source>tracking {value}</source>
            <translation>track-and-trace {value}</translation>
        </message>
        <message>
            <source>variant #{id}</source>
            <translation>variant #{id}</translation>
        </message>
        <message>
            <source>{describe} was placed: its customer agreed to pay {format_money} ({describe2}).</source>
            <translation>{describe} is geplaatst: de klant heeft ingestemd {format_money} te betalen ({describe2}).</translation>
        </message>
        <message>
            <source>{describe} was placed: its customer agreed to pay {format_money} ({describe2}). Add {adding} to it?</source>
            <translation>{describe} is geplaatst: de klant heeft ingestemd {format_money} te betalen ({describe2}). {adding} toevoegen?</translation>
        </message>
        <message>
            <source>{done}: {states}.</source>
            <translation>{done}: {states}.</translation>
        </message>
        <message>
            <source>{format_money} awaited</source>
            <translation>{format_money} verwacht</translation>
        </message>
        <message>
            <source>{quantity} × {name} at {format_money}</source>
            <translation>{quantity} × {name} à {format_money}</translation>
        </message>
    </context>
    <context>
        <name>editors.order_panels</name>
        <message>
            <source>Customer</source>
            <translation>Klant</translation>
        </message>
        <message>
            <source>History</source>
            <translation>Geschiedenis</translation>
        </message>
        <message>
            <source>Notes</source>
            <translation>Notities</translation>
        </message>
    </context>
    <context>
        <name>editors.order_steps_bar</name>
        <message>
            <source>Cancel the order, its payments and its shipments</source>
            <translation>De bestelling met haar betalingen en zendingen annuleren</translation>
        </message>
        <message>
            <source>Mark the order's payment as received</source>
            <translation>De betaling van de bestelling als ontvangen markeren</translation>
        </message>
        <message>
            <source>Send the order's shipment, with its tracking number</source>
            <translation>De zending van de bestelling verzenden, met haar trackingnummer</translation>
        </message>
    </context>
    <context>
        <name>editors.parsing</name>
        <message>
            <source>Enter at least {plain_number}; “{shown}” is less.</source>
            <translation>Voer minstens {plain_number} in; ‘{shown}’ is minder.</translation>
        </message>
        <message>
            <source>Enter at most two decimal places, for example {example}.</source>
            <translation>Voer hoogstens twee decimalen in, bijvoorbeeld {example}.</translation>
        </message>
        <message>
            <source>Enter at most {places} decimal places, such as {example}.</source>
            <translation>Voer hoogstens {places} decimalen in, bijvoorbeeld {example}.</translation>
        </message>
        <message>
            <source>Enter at most {plain_number}; “{shown}” is more.</source>
            <translation>Voer hoogstens {plain_number} in; ‘{shown}’ is meer.</translation>
        </message>
        <message>
            <source>Enter {what}, such as {example}.</source>
            <translation>Voer {what} in, bijvoorbeeld {example}.</translation>
        </message>
        <message>
            <source>The amount cannot be negative.</source>
            <translation>Het bedrag mag niet negatief zijn.</translation>
        </message>
        <message>
            <source>a number</source>
            <translation>een getal</translation>
        </message>
        <message>
            <source>an amount</source>
            <translation>een bedrag</translation>
        </message>
        <message>
            <source>“{shown}” could be read two ways: type {whole} or {decimal}.</source>
            <translation>‘{shown}’ kan op twee manieren worden gelezen: voer {whole} of {decimal} in.</translation>
        </message>
        <message>
            <source>“{shown}” is not a number; enter one such as {example}.</source>
            <translation>‘{shown}’ is geen getal; voer er een in, bijvoorbeeld {example}.</translation>
        </message>
        <message>
            <source>“{shown}” is not a whole number; enter one such as {example}.</source>
            <translation>‘{shown}’ is geen geheel getal; voer er een in, bijvoorbeeld {example}.</translation>
        </message>
        <message>
            <source>“{shown}” is not an amount; enter one such as {example}.</source>
            <translation>‘{shown}’ is geen bedrag; voer er een in, bijvoorbeeld {example}.</translation>
        </message>
    </context>
    <context>
        <name>editors.pickers</name>
        <message>
            <source>  (not sold in {channel})</source>
            <translation>  (niet verkocht in {channel})</translation>
        </message>
        <message>
            <source>Channel code</source>
            <translation>Kanaalcode</translation>
        </message>
        <message>
            <source>Choose a channel first</source>
            <translation>Kies eerst een kanaal</translation>
        </message>
        <message>
            <source>Choose a channel…</source>
            <translation>Kanaal kiezen…</translation>
        </message>
        <message>
            <source>Customer #{id}</source>
            <translation>Klant #{id}</translation>
        </message>
        <message>
            <source>Customer e-mail or name…</source>
            <translation>E-mailadres of naam van de klant…</translation>
        </message>
        <message>
            <source>Customer e-mail, name or id…</source>
            <translation>E-mailadres, naam of ID van de klant…</translation>
        </message>
        <message>
            <source>Locale code, e.g. en_US</source>
            <translation>Code van de landinstelling, bijv. nl_NL</translation>
        </message>
        <message>
            <source>Nothing matches “{text}”.</source>
            <translation>Niets komt overeen met ‘{text}’.</translation>
        </message>
        <message>
            <source>Product {product_name} ({product_code})</source>
            <translation>Product {product_name} ({product_code})</translation>
        </message>
        <message>
            <source>Search failed: {error}</source>
            <translation>Zoeken mislukt: {error}</translation>
        </message>
        <message>
            <source>Searching…</source>
            <translation>Zoeken…</translation>
        </message>
        <message>
            <source>This server cannot search customers: type the customer's id.</source>
            <translation>Deze server kan geen klanten zoeken: typ het ID van de klant.</translation>
        </message>
        <message>
            <source>This server cannot search customers: type the e-mail address.</source>
            <translation>Deze server kan geen klanten zoeken: typ het e-mailadres.</translation>
        </message>
        <message>
            <source>This server cannot search products: type the exact variant {typed}.</source>
            <translation>Deze server kan geen producten zoeken: typ de exacte variant ({typed}).</translation>
        </message>
        <message>
            <source>Type to search…</source>
            <translation>Typ om te zoeken…</translation>
        </message>
        <message>
            <source>Variant code or name…</source>
            <translation>Code of naam van de variant…</translation>
        </message>
    </context>
    <context>
        <name>editors.pricing</name>
        <message>
            <source>Also priced in channels that are not enabled (not editable here): {listed}</source>
            <translation>Ook geprijsd in kanalen die niet zijn ingeschakeld (hier niet te bewerken): {listed}</translation>
        </message>
        <message>
            <source>Please enter the price (a price can be changed, not removed).</source>
            <translation>Voer de prijs in (een prijs kan worden gewijzigd, niet verwijderd).</translation>
        </message>
        <message>
            <source>Price in {get}</source>
            <translation>Prijs in {get}</translation>
        </message>
        <message>
            <source>Price in {value}</source>
            <translation>Prijs in {value}</translation>
        </message>
        <message>
            <source>Price must be at least {minimum}.</source>
            <translation>De prijs moet minstens {minimum} zijn.</translation>
        </message>
        <message>
            <source>The store does not say which currency this channel uses, and the channel has no carts or orders to tell it. Prices are in the channel's own currency.</source>
            <translation>De winkel zegt niet welke valuta dit kanaal gebruikt, en het kanaal heeft geen winkelwagens of bestellingen die het verraden. Prijzen zijn in de eigen valuta van het kanaal.</translation>
        </message>
        <message>
            <source>currency unknown</source>
            <translation>valuta onbekend</translation>
        </message>
        <message>
            <source>no price</source>
            <translation>geen prijs</translation>
        </message>
    </context>
    <context>
        <name>editors.totals</name>
        <message>
            <source>&lt;b&gt;How the total comes about&lt;/b&gt;</source>
            <translation>&lt;b&gt;Hoe het totaal tot stand komt&lt;/b&gt;</translation>
        </message>
        <message>
            <source>Adjustment</source>
            <translation>Aanpassing</translation>
        </message>
        <message>
            <source>Items at unit price ({counted})</source>
            <translation>Artikelen tegen stukprijs ({counted})</translation>
        </message>
        <message>
            <source>Items total</source>
            <translation>Totaal artikelen</translation>
        </message>
        <message>
            <source>Other adjustments</source>
            <translation>Overige aanpassingen</translation>
        </message>
        <message>
            <source>Other item adjustments</source>
            <translation>Overige artikelaanpassingen</translation>
        </message>
        <message>
            <source>Promotion</source>
            <translation>Actie</translation>
        </message>
        <message>
            <source>Shipping</source>
            <translation>Verzending</translation>
        </message>
        <message>
            <source>Tax</source>
            <translation>Belasting</translation>
        </message>
        <message>
            <source>Total</source>
            <translation>Totaal</translation>
        </message>
        <message>
            <source>{text} (included in the price)</source>
            <translation>{text} (inbegrepen in de prijs)</translation>
        </message>
    </context>
    <context>
        <name>editors.user_editor</name>
        <message>
            <source>A password reset was requested {format_timestamp}.</source>
            <translation>Er is op {format_timestamp} een wachtwoordherstel aangevraagd.</translation>
        </message>
        <message>
            <source>A password reset was started</source>
            <translation>Er is een wachtwoordherstel gestart</translation>
        </message>
        <message>
            <source>Ask the store to start a password reset for this user</source>
            <translation>De winkel vragen een wachtwoordherstel voor deze gebruiker te starten</translation>
        </message>
        <message>
            <source>At least 4 characters.</source>
            <translation>Minstens 4 tekens.</translation>
        </message>
        <message>
            <source>Confirmation token:</source>
            <translation>Bevestigingstoken:</translation>
        </message>
        <message>
            <source>Copy token</source>
            <translation>Token kopiëren</translation>
        </message>
        <message>
            <source>Create user</source>
            <translation>Gebruiker aanmaken</translation>
        </message>
        <message>
            <source>Delete user…</source>
            <translation>Gebruiker verwijderen…</translation>
        </message>
        <message>
            <source>Delete {removeprefix}? The deletion is soft: the account disappears from the lists and can no longer sign in; the store keeps its records.</source>
            <translation>{removeprefix} verwijderen? Het verwijderen is zacht: het account verdwijnt uit de lijsten en kan niet meer inloggen; de winkel bewaart de gegevens.</translation>
        </message>
        <message>
            <source>E-mail</source>
            <translation>E-mailadres</translation>
        </message>
        <message>
            <source>Enabled</source>
            <translation>Ingeschakeld</translation>
        </message>
        <message>
            <source>First name</source>
            <translation>Voornaam</translation>
        </message>
        <message>
            <source>Language</source>
            <translation>Taal</translation>
        </message>
        <message>
            <source>Last name</source>
            <translation>Achternaam</translation>
        </message>
        <message>
            <source>Leave the password empty to keep the current one.</source>
            <translation>Laat het wachtwoord leeg om het huidige te houden.</translation>
        </message>
        <message>
            <source>New user</source>
            <translation>Nieuwe gebruiker</translation>
        </message>
        <message>
            <source>No new reset was started. The server says: {error}</source>
            <translation>Er is geen nieuw herstel gestart. De server meldt: {error}</translation>
        </message>
        <message>
            <source>Password</source>
            <translation>Wachtwoord</translation>
        </message>
        <message>
            <source>Password must be at least {MIN_PASSWORD} characters long.</source>
            <translation>Het wachtwoord moet minstens {MIN_PASSWORD} tekens lang zijn.</translation>
        </message>
        <message>
            <source>Password reset</source>
            <translation>Wachtwoordherstel</translation>
        </message>
        <message>
            <source>Please choose the language of the account.</source>
            <translation>Kies de taal van het account.</translation>
        </message>
        <message>
            <source>Please enter a username.</source>
            <translation>Voer een gebruikersnaam in.</translation>
        </message>
        <message>
            <source>Repeat password</source>
            <translation>Wachtwoord herhalen</translation>
        </message>
        <message>
            <source>Requesting a password reset…</source>
            <translation>Wachtwoordherstel aanvragen…</translation>
        </message>
        <message>
            <source>Reset requested {format_timestamp} · last signed in: {last_login}</source>
            <translation>Herstel aangevraagd op {format_timestamp} · laatst ingelogd: {last_login}</translation>
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
            <translation>Opslaan</translation>
        </message>
        <message>
            <source>Send password reset</source>
            <translation>Wachtwoordherstel versturen</translation>
        </message>
        <message>
            <source>The account can sign in</source>
            <translation>Het account kan inloggen</translation>
        </message>
        <message>
            <source>The store has e-mailed {email} a link to choose a new password.</source>
            <translation>De winkel heeft {email} een e-mail gestuurd met een link om een nieuw wachtwoord te kiezen.</translation>
        </message>
        <message>
            <source>The store issues a one-time token to set a new password.</source>
            <translation>De winkel geeft een eenmalig token uit om een nieuw wachtwoord in te stellen.</translation>
        </message>
        <message>
            <source>The two passwords do not match.</source>
            <translation>De twee wachtwoorden komen niet overeen.</translation>
        </message>
        <message>
            <source>This email is invalid.</source>
            <translation>Dit e-mailadres is ongeldig.</translation>
        </message>
        <message>
            <source>This is the account you are signed in with: it cannot be deleted while you use it. Ask another administrator to delete it.</source>
            <translation>Met dit account bent u ingelogd: het kan niet worden verwijderd zolang u het gebruikt. Vraag een andere beheerder om het te verwijderen.</translation>
        </message>
        <message>
            <source>User #{user_id}</source>
            <translation>Gebruiker #{user_id}</translation>
        </message>
        <message>
            <source>User {value}</source>
            <translation>Gebruiker {value}</translation>
        </message>
        <message>
            <source>Username</source>
            <translation>Gebruikersnaam</translation>
        </message>
        <message>
            <source>You are signed in with this account: disabled, it would sign you out and could not sign in again. Ask another administrator to disable it.</source>
            <translation>U bent met dit account ingelogd: uitgeschakeld zou het u uitloggen en niet opnieuw kunnen inloggen. Vraag een andere beheerder om het uit te schakelen.</translation>
        </message>
        <message>
            <source>You are signed in with this account: without API access it could no longer use Store Admin. Ask another administrator to change it.</source>
            <translation>U bent met dit account ingelogd: zonder API-toegang zou het Store Admin niet meer kunnen gebruiken. Vraag een andere beheerder om het te wijzigen.</translation>
        </message>
        <message>
            <source>as it is</source>
            <translation>ongewijzigd</translation>
        </message>
        <message>
            <source>name@example.com</source>
            <translation>naam@example.com</translation>
        </message>
        <message>
            <source>name@example.com — also the username</source>
            <translation>naam@example.com — ook de gebruikersnaam</translation>
        </message>
        <message>
            <source>— choose —</source>
            <translation>— kiezen —</translation>
        </message>
    </context>
    <context>
        <name>editors.variant_editor</name>
        <message>
            <source>Add locale</source>
            <translation>Landinstelling toevoegen</translation>
        </message>
        <message>
            <source>Categories and options</source>
            <translation>Categorieën en opties</translation>
        </message>
        <message>
            <source>Code</source>
            <translation>Code</translation>
        </message>
        <message>
            <source>Delete variant {code} of {product_name}? This cannot be undone.</source>
            <translation>Variant {code} van {product_name} verwijderen? Dit kan niet ongedaan worden gemaakt.</translation>
        </message>
        <message>
            <source>Depth</source>
            <translation>Diepte</translation>
        </message>
        <message>
            <source>Height</source>
            <translation>Hoogte</translation>
        </message>
        <message>
            <source>Inventory tracks this variant</source>
            <translation>Voorraad van deze variant bijhouden</translation>
        </message>
        <message>
            <source>Name in {label}</source>
            <translation>Naam in {label}</translation>
        </message>
        <message>
            <source>Names</source>
            <translation>Namen</translation>
        </message>
        <message>
            <source>Names per locale</source>
            <translation>Namen per landinstelling</translation>
        </message>
        <message>
            <source>New variant of {product_name}</source>
            <translation>Nieuwe variant van {product_name}</translation>
        </message>
        <message>
            <source>On hand</source>
            <translation>Op voorraad</translation>
        </message>
        <message>
            <source>On hand cannot be negative; enter 0 or more.</source>
            <translation>‘Op voorraad’ kan niet negatief zijn; voer 0 of meer in.</translation>
        </message>
        <message>
            <source>On hold:</source>
            <translation>Gereserveerd:</translation>
        </message>
        <message>
            <source>Option: {get}</source>
            <translation>Optie: {get}</translation>
        </message>
        <message>
            <source>Options</source>
            <translation>Opties</translation>
        </message>
        <message>
            <source>Please enter the code.</source>
            <translation>Voer de code in.</translation>
        </message>
        <message>
            <source>Position</source>
            <translation>Positie</translation>
        </message>
        <message>
            <source>Prices</source>
            <translation>Prijzen</translation>
        </message>
        <message>
            <source>Prices per channel</source>
            <translation>Prijzen per kanaal</translation>
        </message>
        <message>
            <source>Product variant code can only be comprised of letters, numbers, dashes and underscores.</source>
            <translation>De code van een productvariant mag alleen letters, cijfers, streepjes en underscores bevatten.</translation>
        </message>
        <message>
            <source>Remove the {label} translation</source>
            <translation>De vertaling {label} verwijderen</translation>
        </message>
        <message>
            <source>Shipping category</source>
            <translation>Verzendcategorie</translation>
        </message>
        <message>
            <source>Size and weight</source>
            <translation>Afmetingen en gewicht</translation>
        </message>
        <message>
            <source>Tax category</source>
            <translation>Belastingcategorie</translation>
        </message>
        <message>
            <source>The server offers no list of categories: type the code.</source>
            <translation>De server biedt geen lijst van categorieën: typ de code.</translation>
        </message>
        <message>
            <source>This product has no options.</source>
            <translation>Dit product heeft geen opties.</translation>
        </message>
        <message>
            <source>Tracked</source>
            <translation>Voorraad bijgehouden</translation>
        </message>
        <message>
            <source>Units reserved by customers (set by the shop)</source>
            <translation>Door klanten gereserveerde eenheden (door de winkel ingesteld)</translation>
        </message>
        <message>
            <source>Variant</source>
            <translation>Variant</translation>
        </message>
        <message>
            <source>Variant {code}</source>
            <translation>Variant {code}</translation>
        </message>
        <message>
            <source>Variant {code} — {name}</source>
            <translation>Variant {code} — {name}</translation>
        </message>
        <message>
            <source>Weight</source>
            <translation>Gewicht</translation>
        </message>
        <message>
            <source>Width</source>
            <translation>Breedte</translation>
        </message>
        <message>
            <source>a position</source>
            <translation>een positie</translation>
        </message>
        <message>
            <source>category code</source>
            <translation>categoriecode</translation>
        </message>
        <message>
            <source>e.g. T_SHIRT_BLUE_M</source>
            <translation>bijv. T_SHIRT_BLUE_M</translation>
        </message>
        <message>
            <source>locale code, e.g. en_US</source>
            <translation>code van de landinstelling, bijv. nl_NL</translation>
        </message>
        <message>
            <source>name</source>
            <translation>naam</translation>
        </message>
        <message>
            <source>no name</source>
            <translation>geen naam</translation>
        </message>
        <message>
            <source>no prices</source>
            <translation>geen prijzen</translation>
        </message>
        <message>
            <source>not set</source>
            <translation>niet ingesteld</translation>
        </message>
        <message>
            <source>option: value, … (codes)</source>
            <translation>optie: waarde, … (codes)</translation>
        </message>
        <message>
            <source>the number on hand</source>
            <translation>de voorraad</translation>
        </message>
        <message>
            <source>{label} cannot be negative.</source>
            <translation>{label} kan niet negatief zijn.</translation>
        </message>
        <message>
            <source>— none —</source>
            <translation>— geen —</translation>
        </message>
        <message>
            <source>“{value}” is not an option and its value; write them as option: value, such as tshirt_size: tshirt_size_m.</source>
            <translation>‘{value}’ is geen optie met waarde; schrijf ze als optie: waarde, bijvoorbeeld tshirt_size: tshirt_size_m.</translation>
        </message>
    </context>
    <context>
        <name>editors.variant_history</name>
        <message>
            <source>History of prices and stock</source>
            <translation>Geschiedenis van prijzen en voorraad</translation>
        </message>
        <message>
            <source>Not reverted: {fields} changed again after this entry, and Store Admin never overwrites a later change. Change it by hand if you mean to.</source>
            <translation>Niet teruggezet: {fields} is na deze regel opnieuw gewijzigd, en Store Admin overschrijft nooit een latere wijziging. Wijzig het met de hand als u dat bedoelt.</translation>
        </message>
        <message>
            <source>Only a change saved in an editor can be reverted: stock that left with a shipment is not put back from here.</source>
            <translation>Alleen een wijziging die in een editor is opgeslagen kan worden teruggedraaid: voorraad die met een zending is vertrokken, wordt hier niet teruggezet.</translation>
        </message>
        <message>
            <source>Revert a change</source>
            <translation>Wijziging terugzetten</translation>
        </message>
        <message>
            <source>Save or undo your changes before reverting one from the history.</source>
            <translation>Sla uw wijzigingen op of maak ze ongedaan voordat u er een uit de geschiedenis terugzet.</translation>
        </message>
        <message>
            <source>There is no earlier value to go back to: the store keeps no history, and this workstation noted only the new value.</source>
            <translation>Er is geen eerdere waarde om naar terug te gaan: de winkel houdt geen geschiedenis bij en deze werkplek heeft alleen de nieuwe waarde genoteerd.</translation>
        </message>
        <message>
            <source>on hand</source>
            <translation>voorraad</translation>
        </message>
    </context>
    <context>
        <name>export_dialog</name>
        <message>
            <source>%v of %m</source>
            <translation>%v van %m</translation>
        </message>
        <message>
            <source>Amounts are written as {amount} beside a currency column; times as {moment} (UTC).</source>
            <translation>Bedragen worden geschreven als {amount} naast een valutakolom; tijdstippen als {moment} (UTC).</translation>
        </message>
        <message>
            <source>Cancel</source>
            <translation>Annuleren</translation>
        </message>
        <message>
            <source>Cancelled: nothing was written to {file}.</source>
            <translation>Geannuleerd: er is niets naar {file} geschreven.</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>Sluiten</translation>
        </message>
        <message>
            <source>Comma ( , )</source>
            <translation>Komma ( , )</translation>
        </message>
        <message>
            <source>Could not write {file}: {error}.</source>
            <translation>{file} kon niet worden geschreven: {error}.</translation>
        </message>
        <message>
            <source>Export</source>
            <translation>Exporteren</translation>
        </message>
        <message>
            <source>Export {list} to CSV</source>
            <translation>{list} naar CSV exporteren</translation>
        </message>
        <message>
            <source>Exported {rows} to {file}.</source>
            <translation>{rows} geëxporteerd naar {file}.</translation>
        </message>
        <message>
            <source>File:</source>
            <translation>Bestand:</translation>
        </message>
        <message>
            <source>It is replaced only once the export is complete.</source>
            <translation>Het wordt pas vervangen als de export voltooid is.</translation>
        </message>
        <message>
            <source>Reading the list from the server…</source>
            <translation>De lijst wordt van de server gelezen…</translation>
        </message>
        <message>
            <source>Replace</source>
            <translation>Vervangen</translation>
        </message>
        <message>
            <source>Replace the file?</source>
            <translation>Het bestand vervangen?</translation>
        </message>
        <message>
            <source>Semicolon ( ; )</source>
            <translation>Puntkomma ( ; )</translation>
        </message>
        <message>
            <source>Separator:</source>
            <translation>Scheidingsteken:</translation>
        </message>
        <message>
            <source>Show in folder</source>
            <translation>In map tonen</translation>
        </message>
        <message>
            <source>Start with a byte-order mark (Excel then reads accents right)</source>
            <translation>Beginnen met een byte-order-markering (Excel leest accenten dan goed)</translation>
        </message>
        <message>
            <source>Tab</source>
            <translation>Tab</translation>
        </message>
        <message>
            <source>The export stopped: {error} Nothing was written to {file}.</source>
            <translation>De export is gestopt: {error} Er is niets naar {file} geschreven.</translation>
        </message>
        <message>
            <source>There is no folder {folder}: choose another place.</source>
            <translation>Er is geen map {folder}: kies een andere plaats.</translation>
        </message>
        <message numerus="yes">
            <source>Written {written} of %Ln row(s)…</source>
            <translation>
                <numerusform>{written} van %Ln rij geschreven…</numerusform>
                <numerusform>{written} van %Ln rijen geschreven…</numerusform>
            </translation>
        </message>
        <message>
            <source>{file} already exists in {folder}. Replace it?</source>
            <translation>{file} bestaat al in {folder}. Vervangen?</translation>
        </message>
        <message>
            <source>{separator} — what spreadsheets in your language expect</source>
            <translation>{separator} — wat spreadsheets in uw taal verwachten</translation>
        </message>
    </context>
    <context>
        <name>file_field</name>
        <message>
            <source>Browse…</source>
            <translation>Bladeren…</translation>
        </message>
        <message>
            <source>CSV files (*.csv);;All files (*)</source>
            <translation>CSV-bestanden (*.csv);;Alle bestanden (*)</translation>
        </message>
        <message>
            <source>File name</source>
            <translation>Bestandsnaam</translation>
        </message>
        <message>
            <source>Open</source>
            <translation>Openen</translation>
        </message>
        <message>
            <source>Save as</source>
            <translation>Opslaan als</translation>
        </message>
    </context>
    <context>
        <name>history_view</name>
        <message>
            <source>Added {quantity} × {variant} at {price}</source>
            <translation>{quantity} × {variant} toegevoegd voor {price}</translation>
        </message>
        <message>
            <source>Billing address</source>
            <translation>Factuuradres</translation>
        </message>
        <message>
            <source>Cancelled</source>
            <translation>Geannuleerd</translation>
        </message>
        <message>
            <source>Created</source>
            <translation>Aangemaakt</translation>
        </message>
        <message>
            <source>Customer's note</source>
            <translation>Opmerking van de klant</translation>
        </message>
        <message>
            <source>Deleted</source>
            <translation>Verwijderd</translation>
        </message>
        <message>
            <source>History</source>
            <translation>Geschiedenis</translation>
        </message>
        <message>
            <source>Item added</source>
            <translation>Artikel toegevoegd</translation>
        </message>
        <message>
            <source>Item removed</source>
            <translation>Artikel verwijderd</translation>
        </message>
        <message>
            <source>Note added</source>
            <translation>Notitie toegevoegd</translation>
        </message>
        <message>
            <source>Note removed</source>
            <translation>Notitie verwijderd</translation>
        </message>
        <message>
            <source>Note removed: {text}</source>
            <translation>Notitie verwijderd: {text}</translation>
        </message>
        <message>
            <source>Note: {text}</source>
            <translation>Notitie: {text}</translation>
        </message>
        <message>
            <source>Nothing recorded yet.</source>
            <translation>Nog niets vastgelegd.</translation>
        </message>
        <message>
            <source>On hand</source>
            <translation>Voorraad</translation>
        </message>
        <message>
            <source>Payment</source>
            <translation>Betaling</translation>
        </message>
        <message>
            <source>Payment completed</source>
            <translation>Betaling voltooid</translation>
        </message>
        <message>
            <source>Price in {channel}: {before} {arrow} {after}</source>
            <translation>Prijs in {channel}: {before} {arrow} {after}</translation>
        </message>
        <message>
            <source>Price or stock changed</source>
            <translation>Prijs of voorraad gewijzigd</translation>
        </message>
        <message>
            <source>Quantity changed</source>
            <translation>Aantal gewijzigd</translation>
        </message>
        <message>
            <source>Removed {variant}</source>
            <translation>{variant} verwijderd</translation>
        </message>
        <message>
            <source>Revert this change…</source>
            <translation>Deze wijziging terugzetten…</translation>
        </message>
        <message>
            <source>Shipment</source>
            <translation>Zending</translation>
        </message>
        <message>
            <source>Shipped</source>
            <translation>Verzonden</translation>
        </message>
        <message>
            <source>Shipping</source>
            <translation>Verzending</translation>
        </message>
        <message>
            <source>Shipping address</source>
            <translation>Verzendadres</translation>
        </message>
        <message>
            <source>Show older changes</source>
            <translation>Oudere wijzigingen tonen</translation>
        </message>
        <message>
            <source>State</source>
            <translation>Status</translation>
        </message>
        <message>
            <source>This server keeps no history: shown is only what was done from this workstation.</source>
            <translation>Deze server houdt geen geschiedenis bij: alleen wat vanaf deze werkplek is gedaan wordt getoond.</translation>
        </message>
        <message>
            <source>Total</source>
            <translation>Totaal</translation>
        </message>
        <message>
            <source>Tracked</source>
            <translation>Voorraad bijgehouden</translation>
        </message>
        <message>
            <source>Tracking number</source>
            <translation>Trackingnummer</translation>
        </message>
        <message>
            <source>What</source>
            <translation>Wat</translation>
        </message>
        <message>
            <source>When</source>
            <translation>Wanneer</translation>
        </message>
        <message>
            <source>Who</source>
            <translation>Wie</translation>
        </message>
        <message>
            <source>With order {number}</source>
            <translation>Met bestelling {number}</translation>
        </message>
        <message>
            <source>no</source>
            <translation>nee</translation>
        </message>
        <message>
            <source>yes</source>
            <translation>ja</translation>
        </message>
        <message>
            <source>{variant}: quantity {before} {arrow} {after}</source>
            <translation>{variant}: aantal {before} {arrow} {after}</translation>
        </message>
    </context>
    <context>
        <name>identity_dialog</name>
        <message>
            <source>&amp;Address:</source>
            <translation>&amp;Adres:</translation>
        </message>
        <message>
            <source>&amp;Logo:</source>
            <translation>&amp;Logo:</translation>
        </message>
        <message>
            <source>&amp;Name:</source>
            <translation>&amp;Naam:</translation>
        </message>
        <message>
            <source>&amp;VAT number:</source>
            <translation>&amp;Btw-nummer:</translation>
        </message>
        <message>
            <source>Images ({patterns});;All files (*)</source>
            <translation>Afbeeldingen ({patterns});;Alle bestanden (*)</translation>
        </message>
        <message>
            <source>Logo image file</source>
            <translation>Afbeeldingsbestand van het logo</translation>
        </message>
        <message>
            <source>No logo</source>
            <translation>Geen logo</translation>
        </message>
        <message>
            <source>Store details</source>
            <translation>Winkelgegevens</translation>
        </message>
        <message>
            <source>Street and number
Postcode and town
Country</source>
            <translation>Straat en huisnummer
Postcode en plaats
Land</translation>
        </message>
        <message>
            <source>The seller named at the top of every invoice and packing slip printed for this connection.</source>
            <translation>De verkoper die bovenaan elke factuur en pakbon van deze verbinding staat.</translation>
        </message>
        <message>
            <source>The store's or company's name</source>
            <translation>Naam van de winkel of het bedrijf</translation>
        </message>
        <message>
            <source>There is no file at {file}.</source>
            <translation>Er is geen bestand op {file}.</translation>
        </message>
        <message>
            <source>{file} is not an image Store Admin can read; choose a PNG or SVG file.</source>
            <translation>{file} is geen afbeelding die Store Admin kan lezen; kies een PNG- of SVG-bestand.</translation>
        </message>
    </context>
    <context>
        <name>labels</name>
        <message numerus="yes">
            <source>%Ln cart(s)</source>
            <translation>
                <numerusform>%Ln winkelwagen</numerusform>
                <numerusform>%Ln winkelwagens</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln entry(s)</source>
            <translation>
                <numerusform>%Ln item</numerusform>
                <numerusform>%Ln items</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln line(s)</source>
            <translation>
                <numerusform>%Ln regel</numerusform>
                <numerusform>%Ln regels</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln order(s)</source>
            <translation>
                <numerusform>%Ln bestelling</numerusform>
                <numerusform>%Ln bestellingen</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln page(s)</source>
            <translation>
                <numerusform>%Ln pagina</numerusform>
                <numerusform>%Ln pagina's</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln record(s)</source>
            <translation>
                <numerusform>%Ln record</numerusform>
                <numerusform>%Ln records</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln row(s)</source>
            <translation>
                <numerusform>%Ln rij</numerusform>
                <numerusform>%Ln rijen</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln selected row(s)</source>
            <translation>
                <numerusform>%Ln geselecteerde rij</numerusform>
                <numerusform>%Ln geselecteerde rijen</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln unit(s)</source>
            <translation>
                <numerusform>%Ln eenheid</numerusform>
                <numerusform>%Ln eenheden</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln user(s)</source>
            <translation>
                <numerusform>%Ln gebruiker</numerusform>
                <numerusform>%Ln gebruikers</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln value(s)</source>
            <translation>
                <numerusform>%Ln waarde</numerusform>
                <numerusform>%Ln waarden</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln variant(s)</source>
            <translation>
                <numerusform>%Ln variant</numerusform>
                <numerusform>%Ln varianten</numerusform>
            </translation>
        </message>
        <message>
            <source>API access (needed to use Store Admin)</source>
            <translation>API-toegang (nodig voor Store Admin)</translation>
        </message>
        <message>
            <source>Addressed</source>
            <translation>Adres ingevuld</translation>
        </message>
        <message>
            <source>Administration access</source>
            <translation>Toegang tot beheer</translation>
        </message>
        <message>
            <source>Awaiting payment</source>
            <translation>Wacht op betaling</translation>
        </message>
        <message>
            <source>Cancelled</source>
            <translation>Geannuleerd</translation>
        </message>
        <message>
            <source>Cart</source>
            <translation>Winkelwagen</translation>
        </message>
        <message>
            <source>Completed</source>
            <translation>Afgerond</translation>
        </message>
        <message>
            <source>Create a cart (Ctrl+N)</source>
            <translation>Een winkelwagen aanmaken (Ctrl+N)</translation>
        </message>
        <message>
            <source>Create a record (Ctrl+N)</source>
            <translation>Een record aanmaken (Ctrl+N)</translation>
        </message>
        <message>
            <source>Create a user (Ctrl+N)</source>
            <translation>Een gebruiker aanmaken (Ctrl+N)</translation>
        </message>
        <message>
            <source>Create a variant (Ctrl+N)</source>
            <translation>Een variant aanmaken (Ctrl+N)</translation>
        </message>
        <message>
            <source>Create an order (Ctrl+N)</source>
            <translation>Een bestelling aanmaken (Ctrl+N)</translation>
        </message>
        <message>
            <source>Delete cart</source>
            <translation>Winkelwagen verwijderen</translation>
        </message>
        <message>
            <source>Delete order</source>
            <translation>Bestelling verwijderen</translation>
        </message>
        <message>
            <source>Delete record</source>
            <translation>Record verwijderen</translation>
        </message>
        <message>
            <source>Delete this record? This cannot be undone.</source>
            <translation>Dit record verwijderen? Dit kan niet ongedaan worden gemaakt.</translation>
        </message>
        <message>
            <source>Delete this user? This cannot be undone.</source>
            <translation>Deze gebruiker verwijderen? Dit kan niet ongedaan worden gemaakt.</translation>
        </message>
        <message>
            <source>Delete this variant? This cannot be undone.</source>
            <translation>Deze variant verwijderen? Dit kan niet ongedaan worden gemaakt.</translation>
        </message>
        <message>
            <source>Delete user</source>
            <translation>Gebruiker verwijderen</translation>
        </message>
        <message>
            <source>Delete variant</source>
            <translation>Variant verwijderen</translation>
        </message>
        <message>
            <source>Disabled</source>
            <translation>Uitgeschakeld</translation>
        </message>
        <message>
            <source>Enabled</source>
            <translation>Ingeschakeld</translation>
        </message>
        <message>
            <source>Fulfilled</source>
            <translation>Afgehandeld</translation>
        </message>
        <message>
            <source>In checkout</source>
            <translation>Bij afrekenen</translation>
        </message>
        <message>
            <source>New</source>
            <translation>Nieuw</translation>
        </message>
        <message>
            <source>New cart</source>
            <translation>Nieuwe winkelwagen</translation>
        </message>
        <message>
            <source>New cart…</source>
            <translation>Nieuwe winkelwagen…</translation>
        </message>
        <message>
            <source>New order</source>
            <translation>Nieuwe bestelling</translation>
        </message>
        <message>
            <source>New order…</source>
            <translation>Nieuwe bestelling…</translation>
        </message>
        <message>
            <source>New record</source>
            <translation>Nieuw record</translation>
        </message>
        <message>
            <source>New record…</source>
            <translation>Nieuw record…</translation>
        </message>
        <message>
            <source>New user…</source>
            <translation>Nieuwe gebruiker…</translation>
        </message>
        <message>
            <source>New variant…</source>
            <translation>Nieuwe variant…</translation>
        </message>
        <message>
            <source>On hold</source>
            <translation>In de wacht</translation>
        </message>
        <message>
            <source>Open cart…</source>
            <translation>Winkelwagen openen…</translation>
        </message>
        <message>
            <source>Open order…</source>
            <translation>Bestelling openen…</translation>
        </message>
        <message>
            <source>Open profile…</source>
            <translation>Profiel openen…</translation>
        </message>
        <message>
            <source>Open record…</source>
            <translation>Record openen…</translation>
        </message>
        <message>
            <source>Open the selected cart in its editor (Enter)</source>
            <translation>De geselecteerde winkelwagen in de editor openen (Enter)</translation>
        </message>
        <message>
            <source>Open the selected customer's profile (Enter)</source>
            <translation>Het profiel van de geselecteerde klant openen (Enter)</translation>
        </message>
        <message>
            <source>Open the selected order in its editor (Enter)</source>
            <translation>De geselecteerde bestelling in de editor openen (Enter)</translation>
        </message>
        <message>
            <source>Open the selected record in its editor (Enter)</source>
            <translation>Het geselecteerde record in de editor openen (Enter)</translation>
        </message>
        <message>
            <source>Open the selected user in its editor (Enter)</source>
            <translation>De geselecteerde gebruiker in de editor openen (Enter)</translation>
        </message>
        <message>
            <source>Open the selected variant in its editor (Enter)</source>
            <translation>De geselecteerde variant in de editor openen (Enter)</translation>
        </message>
        <message>
            <source>Open user…</source>
            <translation>Gebruiker openen…</translation>
        </message>
        <message>
            <source>Open variant…</source>
            <translation>Variant openen…</translation>
        </message>
        <message>
            <source>Paid</source>
            <translation>Betaald</translation>
        </message>
        <message>
            <source>Partly paid</source>
            <translation>Deels betaald</translation>
        </message>
        <message>
            <source>Payment chosen</source>
            <translation>Betaalwijze gekozen</translation>
        </message>
        <message>
            <source>Payment skipped</source>
            <translation>Betaling overgeslagen</translation>
        </message>
        <message>
            <source>Pending</source>
            <translation>Openstaand</translation>
        </message>
        <message>
            <source>Ready to ship</source>
            <translation>Klaar voor verzending</translation>
        </message>
        <message>
            <source>Refunded</source>
            <translation>Terugbetaald</translation>
        </message>
        <message>
            <source>Remove {line_name} (quantity {quantity}) from the cart?</source>
            <translation>{line_name} (aantal {quantity}) uit de winkelwagen verwijderen?</translation>
        </message>
        <message>
            <source>Remove {line_name} (quantity {quantity}) from the order?</source>
            <translation>{line_name} (aantal {quantity}) uit de bestelling verwijderen?</translation>
        </message>
        <message>
            <source>Remove {line_name} (quantity {quantity}) from the record?</source>
            <translation>{line_name} (aantal {quantity}) uit het record verwijderen?</translation>
        </message>
        <message>
            <source>Returned</source>
            <translation>Geretourneerd</translation>
        </message>
        <message>
            <source>Shipped</source>
            <translation>Verzonden</translation>
        </message>
        <message>
            <source>Shipping chosen</source>
            <translation>Verzendwijze gekozen</translation>
        </message>
        <message>
            <source>Shipping skipped</source>
            <translation>Verzending overgeslagen</translation>
        </message>
        <message>
            <source>Shop customer account</source>
            <translation>Klantaccount van de winkel</translation>
        </message>
        <message>
            <source>Sold</source>
            <translation>Verkocht</translation>
        </message>
        <message>
            <source>Someone else changed this record</source>
            <translation>Iemand anders heeft dit record gewijzigd</translation>
        </message>
        <message>
            <source>Someone else changed this record, and its current state could not be loaded: {error} Nothing you typed is lost.</source>
            <translation>Iemand anders heeft dit record gewijzigd en de huidige stand kon niet worden geladen: {error} Niets van wat u typte gaat verloren.</translation>
        </message>
        <message>
            <source>Someone else changed this variant</source>
            <translation>Iemand anders heeft deze variant gewijzigd</translation>
        </message>
        <message>
            <source>Someone else changed this variant, and its current state could not be loaded: {error} Nothing you typed is lost.</source>
            <translation>Iemand anders heeft deze variant gewijzigd en de huidige stand kon niet worden geladen: {error} Niets van wat u typte gaat verloren.</translation>
        </message>
        <message>
            <source>This record was deleted by someone else while you were editing it. Your changes are still here; copy what you need, or close the editor.</source>
            <translation>Dit record is door iemand anders verwijderd terwijl u het bewerkte. Uw wijzigingen staan er nog; kopieer wat u nodig hebt of sluit de editor.</translation>
        </message>
        <message>
            <source>This variant was deleted by someone else while you were editing it. Your changes are still here; copy what you need, or close the editor.</source>
            <translation>Deze variant is door iemand anders verwijderd terwijl u hem bewerkte. Uw wijzigingen staan er nog; kopieer wat u nodig hebt of sluit de editor.</translation>
        </message>
        <message>
            <source>cart</source>
            <translation>winkelwagen</translation>
        </message>
        <message>
            <source>customer</source>
            <translation>klant</translation>
        </message>
        <message>
            <source>entry</source>
            <translation>item</translation>
        </message>
        <message>
            <source>line</source>
            <translation>regel</translation>
        </message>
        <message>
            <source>order</source>
            <translation>bestelling</translation>
        </message>
        <message>
            <source>page</source>
            <translation>pagina</translation>
        </message>
        <message>
            <source>record</source>
            <translation>record</translation>
        </message>
        <message>
            <source>row</source>
            <translation>rij</translation>
        </message>
        <message>
            <source>selected row</source>
            <translation>geselecteerde rij</translation>
        </message>
        <message>
            <source>unit</source>
            <translation>eenheid</translation>
        </message>
        <message>
            <source>user</source>
            <translation>gebruiker</translation>
        </message>
        <message>
            <source>value</source>
            <translation>waarde</translation>
        </message>
        <message>
            <source>variant</source>
            <translation>variant</translation>
        </message>
    </context>
    <context>
        <name>main_window</name>
        <message>
            <source> — not up to date</source>
            <translation> — niet actueel</translation>
        </message>
        <message>
            <source>&amp;About {APP_NAME}</source>
            <translation>&amp;Over {APP_NAME}</translation>
        </message>
        <message>
            <source>&amp;Connect to a server…</source>
            <translation>&amp;Verbinden met een server…</translation>
        </message>
        <message>
            <source>&amp;Edit</source>
            <translation>Be&amp;werken</translation>
        </message>
        <message>
            <source>&amp;Export list…</source>
            <translation>Lijst &amp;exporteren…</translation>
        </message>
        <message>
            <source>&amp;File</source>
            <translation>&amp;Bestand</translation>
        </message>
        <message>
            <source>&amp;Filter…</source>
            <translation>&amp;Filteren…</translation>
        </message>
        <message>
            <source>&amp;Help</source>
            <translation>&amp;Help</translation>
        </message>
        <message>
            <source>&amp;New…</source>
            <translation>&amp;Nieuw…</translation>
        </message>
        <message>
            <source>&amp;Open selected</source>
            <translation>Selectie &amp;openen</translation>
        </message>
        <message>
            <source>&amp;Quit</source>
            <translation>&amp;Afsluiten</translation>
        </message>
        <message>
            <source>&amp;Refresh</source>
            <translation>&amp;Vernieuwen</translation>
        </message>
        <message>
            <source>&amp;Sort by</source>
            <translation>&amp;Sorteren op</translation>
        </message>
        <message>
            <source>&amp;View</source>
            <translation>Beel&amp;d</translation>
        </message>
        <message>
            <source>&lt;h2&gt;Welcome to {APP_NAME}&lt;/h2&gt;&lt;p&gt;Connect to your store's server to work on its product variants, carts, orders and users, or look around in the demo store first.&lt;/p&gt;</source>
            <translation>&lt;h2&gt;Welkom bij {APP_NAME}&lt;/h2&gt;&lt;p&gt;Verbind met de server van uw winkel om aan de productvarianten, winkelwagens, bestellingen en gebruikers te werken, of kijk eerst rond in de demowinkel.&lt;/p&gt;</translation>
        </message>
        <message>
            <source>&lt;h3&gt;{APP_NAME} {version__}&lt;/h3&gt;&lt;p&gt;Administration of an online store: product variants, carts, orders and users.&lt;/p&gt;&lt;p&gt;Server: {server}&lt;br&gt;Qt {qVersion} (PySide6 {pyside_version})&lt;br&gt;Python {python_version} on {value}&lt;/p&gt;</source>
            <translation>&lt;h3&gt;{APP_NAME} {version__}&lt;/h3&gt;&lt;p&gt;Beheer van een webwinkel: productvarianten, winkelwagens, bestellingen en gebruikers.&lt;/p&gt;&lt;p&gt;Server: {server}&lt;br&gt;Qt {qVersion} (PySide6 {pyside_version})&lt;br&gt;Python {python_version} op {value}&lt;/p&gt;</translation>
        </message>
        <message>
            <source>About {APP_NAME}</source>
            <translation>Over {APP_NAME}</translation>
        </message>
        <message>
            <source>Connect to a server…</source>
            <translation>Verbinden met een server…</translation>
        </message>
        <message>
            <source>Connection lost: {address}</source>
            <translation>Verbinding verbroken: {address}</translation>
        </message>
        <message>
            <source>Create a record of the current view</source>
            <translation>Een record in de huidige weergave aanmaken</translation>
        </message>
        <message>
            <source>Loading…</source>
            <translation>Laden…</translation>
        </message>
        <message>
            <source>Not connected</source>
            <translation>Niet verbonden</translation>
        </message>
        <message>
            <source>Open &amp;log folder</source>
            <translation>&amp;Logmap openen</translation>
        </message>
        <message>
            <source>Signed in as {user}</source>
            <translation>Ingelogd als {user}</translation>
        </message>
        <message>
            <source>Signed in with a token</source>
            <translation>Ingelogd met een token</translation>
        </message>
        <message>
            <source>The current list, as filtered and sorted, to a CSV file</source>
            <translation>De huidige lijst, zoals gefilterd en gesorteerd, naar een CSV-bestand</translation>
        </message>
        <message>
            <source>Try the &amp;demo store</source>
            <translation>&amp;Demowinkel proberen</translation>
        </message>
        <message>
            <source>Try the demo store</source>
            <translation>Demowinkel proberen</translation>
        </message>
        <message>
            <source>Views</source>
            <translation>Weergaven</translation>
        </message>
        <message>
            <source>not connected</source>
            <translation>niet verbonden</translation>
        </message>
        <message>
            <source>{total} in total</source>
            <translation>{total} in totaal</translation>
        </message>
    </context>
    <context>
        <name>messages</name>
        <message>
            <source>Dismiss</source>
            <translation>Sluiten</translation>
        </message>
        <message>
            <source>Something went wrong inside Store Admin ({name__}: {error}). The details are in the log file (Help &gt; Open log folder).</source>
            <translation>Er ging iets mis in Store Admin ({name__}: {error}). De details staan in het logbestand (Help &gt; Logmap openen).</translation>
        </message>
    </context>
    <context>
        <name>notes_view</name>
        <message>
            <source>A note has at most {count} characters.</source>
            <translation>Een notitie heeft hoogstens {count} tekens.</translation>
        </message>
        <message>
            <source>Add note</source>
            <translation>Notitie toevoegen</translation>
        </message>
        <message>
            <source>Internal notes</source>
            <translation>Interne notities</translation>
        </message>
        <message>
            <source>New note</source>
            <translation>Nieuwe notitie</translation>
        </message>
        <message>
            <source>No notes yet.</source>
            <translation>Nog geen notities.</translation>
        </message>
        <message>
            <source>Only staff see these notes; customers never do.</source>
            <translation>Alleen medewerkers zien deze notities, klanten nooit.</translation>
        </message>
        <message>
            <source>Remove note…</source>
            <translation>Notitie verwijderen…</translation>
        </message>
        <message>
            <source>Write a note for your colleagues…</source>
            <translation>Schrijf een notitie voor uw collega’s…</translation>
        </message>
        <message>
            <source>{author}, {when}</source>
            <translation>{author}, {when}</translation>
        </message>
        <message>
            <source>{problem} Check the list before adding the note again.</source>
            <translation>{problem} Controleer de lijst voordat u de notitie opnieuw toevoegt.</translation>
        </message>
    </context>
    <context>
        <name>order_questions</name>
        <message>
            <source>Cancel the order</source>
            <translation>Bestelling annuleren</translation>
        </message>
        <message>
            <source>Cancel {what}</source>
            <translation>{what} annuleren</translation>
        </message>
        <message>
            <source>Cancel {what}? This cannot be undone.</source>
            <translation>{what} annuleren? Dit kan niet ongedaan worden gemaakt.</translation>
        </message>
        <message>
            <source>Do not ship</source>
            <translation>Niet verzenden</translation>
        </message>
        <message>
            <source>Keep the order</source>
            <translation>Bestelling behouden</translation>
        </message>
        <message>
            <source>Mark as paid</source>
            <translation>Als betaald markeren</translation>
        </message>
        <message>
            <source>Mark {what} as paid</source>
            <translation>{what} als betaald markeren</translation>
        </message>
        <message>
            <source>Mark {what} as paid? This cannot be undone.</source>
            <translation>{what} als betaald markeren? Dit kan niet ongedaan worden gemaakt.</translation>
        </message>
        <message>
            <source>Not yet</source>
            <translation>Nog niet</translation>
        </message>
        <message>
            <source>Ship</source>
            <translation>Verzenden</translation>
        </message>
        <message>
            <source>Ship {what}</source>
            <translation>{what} verzenden</translation>
        </message>
        <message>
            <source>Ship {what}? This cannot be undone.</source>
            <translation>{what} verzenden? Dit kan niet ongedaan worden gemaakt.</translation>
        </message>
        <message>
            <source>The carrier's number for the parcel; leave it empty if none.</source>
            <translation>Het nummer van de vervoerder voor het pakket; laat leeg als er geen is.</translation>
        </message>
        <message>
            <source>Tracking number (optional):</source>
            <translation>Trackingnummer (optioneel):</translation>
        </message>
        <message>
            <source>e.g. 1Z999AA10123456784</source>
            <translation>bijv. 1Z999AA10123456784</translation>
        </message>
    </context>
    <context>
        <name>order_steps</name>
        <message>
            <source>Cancel orders…</source>
            <translation>Bestellingen annuleren…</translation>
        </message>
        <message>
            <source>Cancel order…</source>
            <translation>Bestelling annuleren…</translation>
        </message>
        <message>
            <source>Cancelled</source>
            <translation>Geannuleerd</translation>
        </message>
        <message>
            <source>Every payment of this order is completed.</source>
            <translation>Elke betaling van deze bestelling is voltooid.</translation>
        </message>
        <message>
            <source>Every shipment of this order has shipped.</source>
            <translation>Elke zending van deze bestelling is verzonden.</translation>
        </message>
        <message>
            <source>Its payment is marked as completed; no money is moved.</source>
            <translation>Haar betaling wordt als voltooid gemarkeerd; er wordt geen geld verplaatst.</translation>
        </message>
        <message>
            <source>Its payments and shipments are cancelled with it, and the {units} it holds are released to the stock.</source>
            <translation>Haar betalingen en zendingen worden mee geannuleerd, en de {units} die ze vasthoudt gaan terug naar de voorraad.</translation>
        </message>
        <message>
            <source>Mark as paid</source>
            <translation>Als betaald markeren</translation>
        </message>
        <message>
            <source>Mark orders as paid…</source>
            <translation>Bestellingen als betaald markeren…</translation>
        </message>
        <message>
            <source>Marked as paid</source>
            <translation>Als betaald gemarkeerd</translation>
        </message>
        <message>
            <source>Order {state} · payment {payment} · shipping {shipping}</source>
            <translation>Bestelling {state} · betaling {payment} · verzending {shipping}</translation>
        </message>
        <message>
            <source>Part of this order has shipped: it can no longer be cancelled.</source>
            <translation>Een deel van deze bestelling is verzonden: ze kan niet meer worden geannuleerd.</translation>
        </message>
        <message>
            <source>Ship orders…</source>
            <translation>Bestellingen verzenden…</translation>
        </message>
        <message>
            <source>Shipped</source>
            <translation>Verzonden</translation>
        </message>
        <message>
            <source>Ship…</source>
            <translation>Verzenden…</translation>
        </message>
        <message>
            <source>This order has no payment.</source>
            <translation>Deze bestelling heeft geen betaling.</translation>
        </message>
        <message>
            <source>This order has no shipment.</source>
            <translation>Deze bestelling heeft geen zending.</translation>
        </message>
        <message>
            <source>This order is cancelled.</source>
            <translation>Deze bestelling is geannuleerd.</translation>
        </message>
        <message>
            <source>This order is fulfilled: it is paid and shipped.</source>
            <translation>Deze bestelling is afgehandeld: ze is betaald en verzonden.</translation>
        </message>
        <message>
            <source>This order is not placed yet: its checkout is not completed.</source>
            <translation>Deze bestelling is nog niet geplaatst: haar checkout is niet voltooid.</translation>
        </message>
        <message>
            <source>{units} leave the store's stock: they are taken from what is on hand and on hold.</source>
            <translation>{units} verlaten de voorraad van de winkel: ze worden afgeboekt van wat op voorraad en gereserveerd is.</translation>
        </message>
    </context>
    <context>
        <name>order_steps_dialog</name>
        <message>
            <source>%v of %m</source>
            <translation>%v van %m</translation>
        </message>
        <message>
            <source>Cancel the orders marked below? This cannot be undone: their payments and shipments are cancelled with them, and the stock they hold is released.</source>
            <translation>De hieronder gemarkeerde bestellingen annuleren? Dit kan niet ongedaan worden gemaakt: hun betalingen en zendingen worden mee geannuleerd, en de voorraad die ze vasthouden komt vrij.</translation>
        </message>
        <message>
            <source>Cancel {orders}</source>
            <translation>{orders} annuleren</translation>
        </message>
        <message>
            <source>Customer</source>
            <translation>Klant</translation>
        </message>
        <message>
            <source>Left alone: {reason}</source>
            <translation>Ongemoeid gelaten: {reason}</translation>
        </message>
        <message>
            <source>Mark the orders below as paid? Their payments are marked as completed; no money is moved. This cannot be undone.</source>
            <translation>De bestellingen hieronder als betaald markeren? Hun betalingen worden als voltooid gemarkeerd; er wordt geen geld verplaatst. Dit kan niet ongedaan worden gemaakt.</translation>
        </message>
        <message>
            <source>Mark {orders} as paid</source>
            <translation>{orders} als betaald markeren</translation>
        </message>
        <message>
            <source>Not done: the answer was lost and the order is as it was. Sending it again is safe.</source>
            <translation>Niet uitgevoerd: het antwoord ging verloren en de bestelling is ongewijzigd. Opnieuw versturen is veilig.</translation>
        </message>
        <message>
            <source>Order</source>
            <translation>Bestelling</translation>
        </message>
        <message>
            <source>Order #{id}</source>
            <translation>Bestelling #{id}</translation>
        </message>
        <message>
            <source>Order {number}</source>
            <translation>Bestelling {number}</translation>
        </message>
        <message>
            <source>Orders and their results</source>
            <translation>Bestellingen en hun resultaten</translation>
        </message>
        <message>
            <source>Reading the selected orders…</source>
            <translation>De geselecteerde bestellingen worden gelezen…</translation>
        </message>
        <message>
            <source>Ready</source>
            <translation>Klaar</translation>
        </message>
        <message>
            <source>Result</source>
            <translation>Resultaat</translation>
        </message>
        <message>
            <source>Sending {name}…</source>
            <translation>{name} wordt verstuurd…</translation>
        </message>
        <message>
            <source>Ship the orders marked below? This cannot be undone: their units leave the store's stock (taken from what is on hand and on hold). They ship without a tracking number; open an order to ship it with one.</source>
            <translation>De hieronder gemarkeerde bestellingen verzenden? Dit kan niet ongedaan worden gemaakt: hun eenheden verlaten de voorraad van de winkel (afgeboekt van wat op voorraad en gereserveerd is). Ze gaan zonder trackingnummer; open een bestelling om ze met een trackingnummer te verzenden.</translation>
        </message>
        <message>
            <source>Ship {orders}</source>
            <translation>{orders} verzenden</translation>
        </message>
        <message>
            <source>States</source>
            <translation>Statussen</translation>
        </message>
        <message>
            <source>Stopping after the order in flight…</source>
            <translation>Stopt na de bestelling die nu wordt verstuurd…</translation>
        </message>
        <message>
            <source>The answer was lost and the order could not be read again: open it to see whether the step was taken before trying again.</source>
            <translation>Het antwoord ging verloren en de bestelling kon niet opnieuw worden gelezen: open haar om te zien of de stap is uitgevoerd voordat u het opnieuw probeert.</translation>
        </message>
        <message>
            <source>The answer was lost and the order has changed meanwhile: {states}</source>
            <translation>Het antwoord ging verloren en de bestelling is intussen gewijzigd: {states}</translation>
        </message>
        <message>
            <source>{action} — {orders}</source>
            <translation>{action} — {orders}</translation>
        </message>
        <message>
            <source>{done} (the answer was lost; the order shows it was done): {states}</source>
            <translation>{done} (het antwoord ging verloren; de bestelling toont dat het is uitgevoerd): {states}</translation>
        </message>
        <message>
            <source>{done}: {states}</source>
            <translation>{done}: {states}</translation>
        </message>
        <message>
            <source>{ready} of {orders} can take this step.</source>
            <translation>{ready} van {orders} kunnen deze stap zetten.</translation>
        </message>
    </context>
    <context>
        <name>pages.base</name>
        <message>
            <source>Nothing here yet.</source>
            <translation>Hier staat nog niets.</translation>
        </message>
        <message>
            <source>Nothing matches these filters.</source>
            <translation>Niets voldoet aan deze filters.</translation>
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
            <translation>Winkelwagen #{key}</translation>
        </message>
        <message>
            <source>Customer e-mail</source>
            <translation>E-mailadres van de klant</translation>
        </message>
        <message>
            <source>No carts match these filters.</source>
            <translation>Geen winkelwagens voldoen aan deze filters.</translation>
        </message>
        <message>
            <source>Only carts of this channel</source>
            <translation>Alleen winkelwagens van dit kanaal</translation>
        </message>
        <message>
            <source>There are no carts yet.</source>
            <translation>Er zijn nog geen winkelwagens.</translation>
        </message>
    </context>
    <context>
        <name>pages.channels</name>
        <message>
            <source>All channels</source>
            <translation>Alle kanalen</translation>
        </message>
        <message>
            <source>Channel code</source>
            <translation>Kanaalcode</translation>
        </message>
    </context>
    <context>
        <name>pages.customers</name>
        <message>
            <source>Customer #{key}</source>
            <translation>Klant #{key}</translation>
        </message>
        <message>
            <source>Customer {value}</source>
            <translation>Klant {value}</translation>
        </message>
        <message>
            <source>No customers match this search.</source>
            <translation>Geen klanten komen overeen met deze zoekopdracht.</translation>
        </message>
        <message>
            <source>Search name or e-mail</source>
            <translation>Naam of e-mail zoeken</translation>
        </message>
        <message>
            <source>There are no customers yet.</source>
            <translation>Er zijn nog geen klanten.</translation>
        </message>
        <message>
            <source>This store cannot search its customers by name or e-mail: sort the list instead.</source>
            <translation>Deze winkel kan zijn klanten niet op naam of e-mail doorzoeken: sorteer in plaats daarvan de lijst.</translation>
        </message>
    </context>
    <context>
        <name>pages.kinds</name>
        <message>
            <source>Carts</source>
            <translation>Winkelwagens</translation>
        </message>
        <message>
            <source>Customers</source>
            <translation>Klanten</translation>
        </message>
        <message>
            <source>Orders</source>
            <translation>Bestellingen</translation>
        </message>
        <message>
            <source>Overview</source>
            <translation>Overzicht</translation>
        </message>
        <message>
            <source>Product variants</source>
            <translation>Productvarianten</translation>
        </message>
        <message>
            <source>Users</source>
            <translation>Gebruikers</translation>
        </message>
    </context>
    <context>
        <name>pages.list_actions</name>
        <message>
            <source>Copy rows</source>
            <translation>Rijen kopiëren</translation>
        </message>
        <message>
            <source>Copy the selected rows with a header row, to paste into a spreadsheet (Ctrl+C)</source>
            <translation>De geselecteerde rijen met een kopregel kopiëren, om in een spreadsheet te plakken (Ctrl+C)</translation>
        </message>
        <message>
            <source>Delete the selected rows (Del)</source>
            <translation>Geselecteerde rijen verwijderen (Del)</translation>
        </message>
        <message>
            <source>Delete…</source>
            <translation>Verwijderen…</translation>
        </message>
        <message>
            <source>Export…</source>
            <translation>Exporteren…</translation>
        </message>
        <message>
            <source>More actions</source>
            <translation>Meer acties</translation>
        </message>
        <message>
            <source>Write the whole list, as filtered and sorted, to a CSV file for a spreadsheet</source>
            <translation>De hele lijst, zoals gefilterd en gesorteerd, naar een CSV-bestand voor een spreadsheet schrijven</translation>
        </message>
    </context>
    <context>
        <name>pages.list_batch</name>
        <message>
            <source>Delete</source>
            <translation>Verwijderen</translation>
        </message>
        <message>
            <source>Delete {what}</source>
            <translation>{what} verwijderen</translation>
        </message>
        <message>
            <source>Delete {what}? The deletion is soft: what is deleted disappears from the lists, but the store keeps it in its records.</source>
            <translation>{what} verwijderen? Het verwijderen is zacht: wat is verwijderd verdwijnt uit de lijsten, maar de winkel bewaart het in zijn administratie.</translation>
        </message>
        <message>
            <source>Delete {what}? This cannot be undone.</source>
            <translation>{what} verwijderen? Dit kan niet ongedaan worden gemaakt.</translation>
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
            <translation>Het record van de huidige rij, alleen-lezen (Ctrl+I)</translation>
        </message>
    </context>
    <context>
        <name>pages.list_export</name>
        <message>
            <source>All {rows} of the list “{list}”, every page read from the server, not only those on screen. {query} The columns are those shown, in their order.</source>
            <translation>Alle {rows} van de lijst ‘{list}’, elke pagina van de server gelezen, niet alleen die op het scherm. {query} De kolommen zijn de getoonde, in hun volgorde.</translation>
        </message>
        <message>
            <source>Copied {copied} of {selected}: the others are not loaded yet. Export… writes the whole list.</source>
            <translation>{copied} van {selected} gekopieerd: de andere zijn nog niet geladen. Exporteren… schrijft de hele lijst.</translation>
        </message>
        <message>
            <source>Every row of the list “{list}”, every page read from the server, not only those on screen. {query} The columns are those shown, in their order.</source>
            <translation>Elke rij van de lijst ‘{list}’, elke pagina van de server gelezen, niet alleen die op het scherm. {query} De kolommen zijn de getoonde, in hun volgorde.</translation>
        </message>
        <message>
            <source>There is nothing to export: {reason}</source>
            <translation>Er is niets te exporteren: {reason}</translation>
        </message>
    </context>
    <context>
        <name>pages.list_filters</name>
        <message>
            <source>Filtered by {filters}.</source>
            <translation>Gefilterd op {filters}.</translation>
        </message>
        <message>
            <source>No filter.</source>
            <translation>Geen filter.</translation>
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
            <translation>In de volgorde van de server.</translation>
        </message>
        <message>
            <source>List the rows in the order the server chooses</source>
            <translation>De rijen tonen in de volgorde die de server kiest</translation>
        </message>
        <message>
            <source>Server's own order</source>
            <translation>Volgorde van de server</translation>
        </message>
        <message>
            <source>Sorted by {column}, ascending.</source>
            <translation>Gesorteerd op {column}, oplopend.</translation>
        </message>
        <message>
            <source>Sorted by {column}, descending.</source>
            <translation>Gesorteerd op {column}, aflopend.</translation>
        </message>
    </context>
    <context>
        <name>pages.list_status</name>
        <message>
            <source> at {format_time_of_day}</source>
            <translation> om {format_time_of_day}</translation>
        </message>
        <message>
            <source>It reloads by itself when the server is back.</source>
            <translation>Ze laadt vanzelf opnieuw zodra de server terug is.</translation>
        </message>
        <message>
            <source>It reloads once you have signed in again.</source>
            <translation>Ze laadt opnieuw zodra u opnieuw bent ingelogd.</translation>
        </message>
        <message>
            <source>Not up to date: the list could not be reloaded ({rstrip}). It shows the rows as they were{when}. {then}</source>
            <translation>Niet actueel: de lijst kon niet opnieuw worden geladen ({rstrip}). Ze toont de rijen zoals ze waren{when}. {then}</translation>
        </message>
        <message>
            <source>Retry to load it again.</source>
            <translation>Kies Opnieuw proberen om haar opnieuw te laden.</translation>
        </message>
        <message>
            <source>Rows from {pages} could not be loaded: {first_error}</source>
            <translation>Rijen van {pages} konden niet worden geladen: {first_error}</translation>
        </message>
        <message>
            <source>Some rows could not be loaded: {first_error}</source>
            <translation>Sommige rijen konden niet worden geladen: {first_error}</translation>
        </message>
        <message>
            <source>The list could not be loaded: {first_error}</source>
            <translation>De lijst kon niet worden geladen: {first_error}</translation>
        </message>
    </context>
    <context>
        <name>pages.list_table</name>
        <message>
            <source>How many rows each request to the server fetches</source>
            <translation>Hoeveel rijen elk verzoek aan de server ophaalt</translation>
        </message>
        <message>
            <source>Rows per request</source>
            <translation>Rijen per verzoek</translation>
        </message>
        <message>
            <source>{size} per page</source>
            <translation>{size} per pagina</translation>
        </message>
    </context>
    <context>
        <name>pages.orders</name>
        <message>
            <source> Sorting compares the amounts alone, across {joined}; choose a channel to sort within one currency.</source>
            <translation> Sorteren vergelijkt alleen de bedragen, over {joined} heen; kies een kanaal om binnen één valuta te sorteren.</translation>
        </message>
        <message>
            <source>Any payment</source>
            <translation>Elke betaling</translation>
        </message>
        <message>
            <source>Any shipping</source>
            <translation>Elke verzending</translation>
        </message>
        <message>
            <source>Any state</source>
            <translation>Elke status</translation>
        </message>
        <message>
            <source>Cancel the selected orders (asked first, a result each)</source>
            <translation>De geselecteerde bestellingen annuleren (eerst gevraagd, een resultaat per bestelling)</translation>
        </message>
        <message>
            <source>Customer e-mail</source>
            <translation>E-mailadres van de klant</translation>
        </message>
        <message>
            <source>Each order's total in its own currency.</source>
            <translation>Het totaal van elke bestelling in haar eigen valuta.</translation>
        </message>
        <message>
            <source>From any day</source>
            <translation>Vanaf elke dag</translation>
        </message>
        <message>
            <source>Mark the selected orders as paid (asked first, a result each)</source>
            <translation>De geselecteerde bestellingen als betaald markeren (eerst gevraagd, een resultaat per bestelling)</translation>
        </message>
        <message>
            <source>No orders match these filters.</source>
            <translation>Geen bestellingen voldoen aan deze filters.</translation>
        </message>
        <message>
            <source>Only orders in this state</source>
            <translation>Alleen bestellingen met deze status</translation>
        </message>
        <message>
            <source>Only orders of this channel (their totals are all in its currency)</source>
            <translation>Alleen bestellingen van dit kanaal (hun totalen zijn allemaal in de valuta ervan)</translation>
        </message>
        <message>
            <source>Only orders whose checkout completed on or after this day</source>
            <translation>Alleen bestellingen waarvan de checkout op of na deze dag is voltooid</translation>
        </message>
        <message>
            <source>Only orders whose checkout completed on or before this day</source>
            <translation>Alleen bestellingen waarvan de checkout op of voor deze dag is voltooid</translation>
        </message>
        <message>
            <source>Only orders whose payment is in this state</source>
            <translation>Alleen bestellingen waarvan de betaling deze status heeft</translation>
        </message>
        <message>
            <source>Only orders whose shipping is in this state</source>
            <translation>Alleen bestellingen waarvan de verzending deze status heeft</translation>
        </message>
        <message>
            <source>Order #{key}</source>
            <translation>Bestelling #{key}</translation>
        </message>
        <message>
            <source>Order number</source>
            <translation>Bestelnummer</translation>
        </message>
        <message>
            <source>Order {number}</source>
            <translation>Bestelling {number}</translation>
        </message>
        <message>
            <source>Packing slips or invoices of the selected orders: preview, print, or save as PDF</source>
            <translation>Pakbonnen of facturen van de geselecteerde bestellingen: voorbeeld, afdrukken of als PDF opslaan</translation>
        </message>
        <message>
            <source>Print…</source>
            <translation>Afdrukken…</translation>
        </message>
        <message>
            <source>Ship the selected orders (asked first, a result each)</source>
            <translation>De geselecteerde bestellingen verzenden (eerst gevraagd, een resultaat per bestelling)</translation>
        </message>
        <message>
            <source>Sold, not cancelled</source>
            <translation>Verkocht, niet geannuleerd</translation>
        </message>
        <message>
            <source>Sorted by amount alone: totals in {joined} are compared as numbers, whatever their currency. Choose a channel to sort within its currency.</source>
            <translation>Alleen op bedrag gesorteerd: totalen in {joined} worden als getallen vergeleken, ongeacht de valuta. Kies een kanaal om binnen de valuta ervan te sorteren.</translation>
        </message>
        <message>
            <source>There are no orders yet.</source>
            <translation>Er zijn nog geen bestellingen.</translation>
        </message>
        <message>
            <source>To any day</source>
            <translation>Tot elke dag</translation>
        </message>
    </context>
    <context>
        <name>pages.overview</name>
        <message>
            <source>Average order</source>
            <translation>Gemiddelde bestelling</translation>
        </message>
        <message>
            <source>Channel</source>
            <translation>Kanaal</translation>
        </message>
        <message>
            <source>Channel of the chart</source>
            <translation>Kanaal van de grafiek</translation>
        </message>
        <message>
            <source>Chart bars</source>
            <translation>Staven van de grafiek</translation>
        </message>
        <message>
            <source>Chart:</source>
            <translation>Grafiek:</translation>
        </message>
        <message>
            <source>Figures and chart</source>
            <translation>Cijfers en grafiek</translation>
        </message>
        <message>
            <source>From</source>
            <translation>Van</translation>
        </message>
        <message>
            <source>List the orders of {name} sold in this range, not cancelled</source>
            <translation>De in deze periode verkochte, niet geannuleerde bestellingen van {name} tonen</translation>
        </message>
        <message>
            <source>List the variants low on stock</source>
            <translation>De varianten met lage voorraad tonen</translation>
        </message>
        <message>
            <source>List the {state} orders of {name} in this range</source>
            <translation>De bestellingen van {name} met status ‘{state}’ in deze periode tonen</translation>
        </message>
        <message>
            <source>Loading the figures…</source>
            <translation>De cijfers worden geladen…</translation>
        </message>
        <message>
            <source>Low stock</source>
            <translation>Lage voorraad</translation>
        </message>
        <message>
            <source>New customers</source>
            <translation>Nieuwe klanten</translation>
        </message>
        <message>
            <source>Orders</source>
            <translation>Bestellingen</translation>
        </message>
        <message>
            <source>Range</source>
            <translation>Periode</translation>
        </message>
        <message>
            <source>Range:</source>
            <translation>Periode:</translation>
        </message>
        <message>
            <source>Sales</source>
            <translation>Omzet</translation>
        </message>
        <message>
            <source>Sales chart</source>
            <translation>Omzetgrafiek</translation>
        </message>
        <message>
            <source>Sales per day</source>
            <translation>Omzet per dag</translation>
        </message>
        <message>
            <source>Sales per month</source>
            <translation>Omzet per maand</translation>
        </message>
        <message>
            <source>Sales per week</source>
            <translation>Omzet per week</translation>
        </message>
        <message>
            <source>The days the figures count</source>
            <translation>De dagen die de cijfers tellen</translation>
        </message>
        <message>
            <source>The figures could not be loaded: {error}</source>
            <translation>De cijfers konden niet worden geladen: {error}</translation>
        </message>
        <message>
            <source>The figures shown, {start} to {end}: a row per channel for the whole range, then a row per bar of its chart, amounts in the channel's currency.</source>
            <translation>De getoonde cijfers, {start} tot {end}: een rij per kanaal voor de hele periode, dan een rij per staaf van zijn grafiek, bedragen in de valuta van het kanaal.</translation>
        </message>
        <message>
            <source>There is nothing to export: {reason}</source>
            <translation>Er is niets te exporteren: {reason}</translation>
        </message>
        <message>
            <source>To</source>
            <translation>Tot</translation>
        </message>
        <message>
            <source>What each bar of the chart counts: a day, a week or a month</source>
            <translation>Wat elke staaf van de grafiek telt: een dag, een week of een maand</translation>
        </message>
        <message>
            <source>the figures are still loading.</source>
            <translation>de cijfers worden nog geladen.</translation>
        </message>
        <message>
            <source>the figures could not be loaded (Retry above).</source>
            <translation>de cijfers konden niet worden geladen (Opnieuw proberen hierboven).</translation>
        </message>
        <message>
            <source>{figure} of {channel}</source>
            <translation>{figure} van {channel}</translation>
        </message>
        <message>
            <source>{figure}: {value}</source>
            <translation>{figure}: {value}</translation>
        </message>
        <message>
            <source>{variants} with at most {threshold} available</source>
            <translation>{variants} met hoogstens {threshold} beschikbaar</translation>
        </message>
    </context>
    <context>
        <name>pages.overview_compare</name>
        <message>
            <source>= unchanged</source>
            <translation>= ongewijzigd</translation>
        </message>
        <message>
            <source>Best-selling products</source>
            <translation>Best verkochte producten</translation>
        </message>
        <message>
            <source>Customer</source>
            <translation>Klant</translation>
        </message>
        <message>
            <source>Customers who spent the most</source>
            <translation>Klanten die het meest uitgaven</translation>
        </message>
        <message>
            <source>Orders</source>
            <translation>Bestellingen</translation>
        </message>
        <message>
            <source>Product</source>
            <translation>Product</translation>
        </message>
        <message>
            <source>Sales</source>
            <translation>Omzet</translation>
        </message>
        <message>
            <source>Spent</source>
            <translation>Besteed</translation>
        </message>
        <message>
            <source>Units</source>
            <translation>Stuks</translation>
        </message>
        <message>
            <source>{server} does not compare the range with the one before or list its best sellers.</source>
            <translation>{server} vergelijkt de periode niet met de vorige en toont geen bestsellers.</translation>
        </message>
        <message>
            <source>{value} in the range before, {range}</source>
            <translation>{value} in de periode ervoor, {range}</translation>
        </message>
        <message>
            <source>▲ new</source>
            <translation>▲ nieuw</translation>
        </message>
        <message>
            <source>▲ {percent} %</source>
            <translation>▲ {percent}%</translation>
        </message>
        <message>
            <source>▼ {percent} %</source>
            <translation>▼ {percent}%</translation>
        </message>
    </context>
    <context>
        <name>pages.overview_export</name>
        <message>
            <source>Average order</source>
            <translation>Gemiddelde bestelling</translation>
        </message>
        <message>
            <source>Channel</source>
            <translation>Kanaal</translation>
        </message>
        <message>
            <source>Channel name</source>
            <translation>Naam van het kanaal</translation>
        </message>
        <message>
            <source>Currency</source>
            <translation>Valuta</translation>
        </message>
        <message>
            <source>Day</source>
            <translation>Dag</translation>
        </message>
        <message>
            <source>From</source>
            <translation>Van</translation>
        </message>
        <message>
            <source>Month</source>
            <translation>Maand</translation>
        </message>
        <message>
            <source>New customers</source>
            <translation>Nieuwe klanten</translation>
        </message>
        <message>
            <source>Orders</source>
            <translation>Bestellingen</translation>
        </message>
        <message>
            <source>Period</source>
            <translation>Periode</translation>
        </message>
        <message>
            <source>Row</source>
            <translation>Rij</translation>
        </message>
        <message>
            <source>Sales</source>
            <translation>Omzet</translation>
        </message>
        <message>
            <source>To</source>
            <translation>Tot</translation>
        </message>
        <message>
            <source>Week</source>
            <translation>Week</translation>
        </message>
        <message>
            <source>Whole range</source>
            <translation>Hele periode</translation>
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
            <translation>Eigen periode</translation>
        </message>
        <message>
            <source>Last 12 months</source>
            <translation>Afgelopen 12 maanden</translation>
        </message>
        <message>
            <source>Last 30 days</source>
            <translation>Laatste 30 dagen</translation>
        </message>
        <message>
            <source>Last 7 days</source>
            <translation>Laatste 7 dagen</translation>
        </message>
        <message>
            <source>Per day</source>
            <translation>Per dag</translation>
        </message>
        <message>
            <source>Per month</source>
            <translation>Per maand</translation>
        </message>
        <message>
            <source>Per week</source>
            <translation>Per week</translation>
        </message>
        <message>
            <source>This year</source>
            <translation>Dit jaar</translation>
        </message>
        <message>
            <source>Today</source>
            <translation>Vandaag</translation>
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
            <translation>Adressen, betalingen, zendingen</translation>
        </message>
        <message>
            <source>Billing address</source>
            <translation>Factuuradres</translation>
        </message>
        <message>
            <source>Cart</source>
            <translation>Winkelwagen</translation>
        </message>
        <message>
            <source>Categories and options</source>
            <translation>Categorieën en opties</translation>
        </message>
        <message>
            <source>Channel</source>
            <translation>Kanaal</translation>
        </message>
        <message>
            <source>Checkout</source>
            <translation>Afrekenen</translation>
        </message>
        <message>
            <source>Checkout completed</source>
            <translation>Afrekenen afgerond</translation>
        </message>
        <message>
            <source>Code</source>
            <translation>Code</translation>
        </message>
        <message>
            <source>Created</source>
            <translation>Aangemaakt</translation>
        </message>
        <message>
            <source>Currency</source>
            <translation>Valuta</translation>
        </message>
        <message>
            <source>Customer</source>
            <translation>Klant</translation>
        </message>
        <message>
            <source>E-mail</source>
            <translation>E-mailadres</translation>
        </message>
        <message>
            <source>First name</source>
            <translation>Voornaam</translation>
        </message>
        <message>
            <source>Guest or account</source>
            <translation>Gast of account</translation>
        </message>
        <message>
            <source>Items and totals</source>
            <translation>Artikelen en totalen</translation>
        </message>
        <message>
            <source>Last login</source>
            <translation>Laatst ingelogd</translation>
        </message>
        <message>
            <source>Last name</source>
            <translation>Achternaam</translation>
        </message>
        <message>
            <source>Locale</source>
            <translation>Landinstelling</translation>
        </message>
        <message>
            <source>Name</source>
            <translation>Naam</translation>
        </message>
        <message>
            <source>Names</source>
            <translation>Namen</translation>
        </message>
        <message>
            <source>Names per locale</source>
            <translation>Namen per landinstelling</translation>
        </message>
        <message>
            <source>No</source>
            <translation>Nee</translation>
        </message>
        <message>
            <source>Number</source>
            <translation>Nummer</translation>
        </message>
        <message>
            <source>On hand</source>
            <translation>Op voorraad</translation>
        </message>
        <message>
            <source>On hold</source>
            <translation>In de wacht</translation>
        </message>
        <message>
            <source>Option</source>
            <translation>Optie</translation>
        </message>
        <message>
            <source>Options</source>
            <translation>Opties</translation>
        </message>
        <message>
            <source>Order</source>
            <translation>Bestelling</translation>
        </message>
        <message>
            <source>Password reset</source>
            <translation>Wachtwoordherstel</translation>
        </message>
        <message>
            <source>Payment</source>
            <translation>Betaling</translation>
        </message>
        <message>
            <source>Phone</source>
            <translation>Telefoon</translation>
        </message>
        <message>
            <source>Position</source>
            <translation>Positie</translation>
        </message>
        <message>
            <source>Prices</source>
            <translation>Prijzen</translation>
        </message>
        <message>
            <source>Prices per channel</source>
            <translation>Prijzen per kanaal</translation>
        </message>
        <message>
            <source>Reset requested</source>
            <translation>Herstel aangevraagd</translation>
        </message>
        <message>
            <source>Roles</source>
            <translation>Rollen</translation>
        </message>
        <message>
            <source>Shipment</source>
            <translation>Zending</translation>
        </message>
        <message>
            <source>Shipping</source>
            <translation>Verzending</translation>
        </message>
        <message>
            <source>Shipping address</source>
            <translation>Afleveradres</translation>
        </message>
        <message>
            <source>Shipping category</source>
            <translation>Verzendcategorie</translation>
        </message>
        <message>
            <source>Size and weight</source>
            <translation>Afmetingen en gewicht</translation>
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
            <translation>Belastingcategorie</translation>
        </message>
        <message>
            <source>Tracked</source>
            <translation>Voorraad bijgehouden</translation>
        </message>
        <message>
            <source>Updated</source>
            <translation>Gewijzigd</translation>
        </message>
        <message>
            <source>User</source>
            <translation>Gebruiker</translation>
        </message>
        <message>
            <source>Username</source>
            <translation>Gebruikersnaam</translation>
        </message>
        <message>
            <source>Variant</source>
            <translation>Variant</translation>
        </message>
        <message>
            <source>Version</source>
            <translation>Versie</translation>
        </message>
        <message>
            <source>Yes</source>
            <translation>Ja</translation>
        </message>
        <message>
            <source>item #{id}</source>
            <translation>artikel #{id}</translation>
        </message>
        <message>
            <source>no customer</source>
            <translation>geen klant</translation>
        </message>
        <message>
            <source>none yet</source>
            <translation>nog geen</translation>
        </message>
        <message>
            <source>not assigned yet</source>
            <translation>nog niet toegewezen</translation>
        </message>
        <message>
            <source>variant #{id}</source>
            <translation>variant #{id}</translation>
        </message>
    </context>
    <context>
        <name>pages.users</name>
        <message>
            <source>Disable</source>
            <translation>Uitschakelen</translation>
        </message>
        <message>
            <source>Enable</source>
            <translation>Inschakelen</translation>
        </message>
        <message>
            <source>Let the selected users sign in again</source>
            <translation>De geselecteerde gebruikers weer laten inloggen</translation>
        </message>
        <message>
            <source>No users match these filters.</source>
            <translation>Geen gebruikers voldoen aan deze filters.</translation>
        </message>
        <message>
            <source>Search name, e-mail or username</source>
            <translation>Zoek op naam, e-mailadres of gebruikersnaam</translation>
        </message>
        <message>
            <source>Stop the selected users from signing in</source>
            <translation>De geselecteerde gebruikers niet meer laten inloggen</translation>
        </message>
        <message>
            <source>There are no users yet.</source>
            <translation>Er zijn nog geen gebruikers.</translation>
        </message>
        <message>
            <source>User #{key}</source>
            <translation>Gebruiker #{key}</translation>
        </message>
        <message>
            <source>User {value}</source>
            <translation>Gebruiker {value}</translation>
        </message>
    </context>
    <context>
        <name>pages.variants</name>
        <message>
            <source>All products</source>
            <translation>Alle producten</translation>
        </message>
        <message>
            <source>Asking the server what it offers…</source>
            <translation>De server wordt gevraagd wat hij biedt…</translation>
        </message>
        <message>
            <source>Bulk price…</source>
            <translation>Prijzen in bulk…</translation>
        </message>
        <message>
            <source>Choose a product first (and wait for the channels to load): the template lists its variants' prices.</source>
            <translation>Kies eerst een product (en wacht tot de kanalen geladen zijn): de sjabloon somt de prijzen van zijn varianten op.</translation>
        </message>
        <message>
            <source>Choose a product first: a new variant belongs to one.</source>
            <translation>Kies eerst een product: een nieuwe variant hoort bij een product.</translation>
        </message>
        <message>
            <source>Choose a product to list its variants.</source>
            <translation>Kies een product om de varianten ervan te tonen.</translation>
        </message>
        <message>
            <source>Every variant the list holds ({scope}; {query}), page by page, one line per open channel ({channels}) with its current price. Change the prices, then import the file with Import prices…; the other columns are there to read and are ignored.</source>
            <translation>Elke variant die de lijst bevat ({scope}; {query}), pagina voor pagina, één regel per open kanaal ({channels}) met de huidige prijs. Wijzig de prijzen en importeer het bestand daarna met Prijzen importeren…; de andere kolommen zijn er om te lezen en worden genegeerd.</translation>
        </message>
        <message>
            <source>Export the prices of the selected variants, or of every variant listed, one line per variant and channel, as a price list to edit and import</source>
            <translation>De prijzen van de geselecteerde varianten, of van elke getoonde variant, exporteren, één regel per variant en kanaal, als prijslijst om te bewerken en te importeren</translation>
        </message>
        <message>
            <source>Import prices…</source>
            <translation>Prijzen importeren…</translation>
        </message>
        <message>
            <source>Low stock</source>
            <translation>Lage voorraad</translation>
        </message>
        <message>
            <source>No variants match these filters.</source>
            <translation>Geen varianten voldoen aan deze filters.</translation>
        </message>
        <message>
            <source>No variants of {product_code} match these filters.</source>
            <translation>Geen varianten van {product_code} voldoen aan deze filters.</translation>
        </message>
        <message>
            <source>Price template…</source>
            <translation>Prijssjabloon…</translation>
        </message>
        <message>
            <source>Product:</source>
            <translation>Product:</translation>
        </message>
        <message>
            <source>Set prices from a CSV file of variant code, channel code and price, previewed first</source>
            <translation>Prijzen instellen uit een CSV-bestand met variantcode, kanaalcode en prijs, eerst met voorbeeld</translation>
        </message>
        <message>
            <source>Set, raise or lower the price of the selected variants in one channel</source>
            <translation>De prijs van de geselecteerde varianten in één kanaal instellen, verhogen of verlagen</translation>
        </message>
        <message>
            <source>The catalogue has no variants yet.</source>
            <translation>De catalogus heeft nog geen varianten.</translation>
        </message>
        <message>
            <source>The product whose variants are listed</source>
            <translation>Het product waarvan de varianten worden getoond</translation>
        </message>
        <message>
            <source>The variant's option values</source>
            <translation>De optiewaarden van de variant</translation>
        </message>
        <message>
            <source>The variant's option values: {join}</source>
            <translation>De optiewaarden van de variant: {join}</translation>
        </message>
        <message>
            <source>The variants could not be listed: {error}</source>
            <translation>De varianten konden niet worden getoond: {error}</translation>
        </message>
        <message>
            <source>The {variants}, one line per open channel ({channels}) with its current price. Change the prices, then import the file with Import prices…; the other columns are there to read and are ignored.</source>
            <translation>De {variants}, één regel per open kanaal ({channels}) met de huidige prijs. Wijzig de prijzen en importeer het bestand daarna met Prijzen importeren…; de andere kolommen zijn er om te lezen en worden genegeerd.</translation>
        </message>
        <message>
            <source>Variant code</source>
            <translation>Variantcode</translation>
        </message>
        <message>
            <source>Variant name</source>
            <translation>Variantnaam</translation>
        </message>
        <message>
            <source>Variant {key} of {product_code}</source>
            <translation>Variant {key} van {product_code}</translation>
        </message>
        <message>
            <source>every variant listed</source>
            <translation>elke getoonde variant</translation>
        </message>
        <message>
            <source>the prices of {variants}</source>
            <translation>de prijzen van {variants}</translation>
        </message>
        <message>
            <source>variant {key}</source>
            <translation>variant {key}</translation>
        </message>
        <message>
            <source>{product_code} has no variants (or no such product exists).</source>
            <translation>{product_code} heeft geen varianten (of zo'n product bestaat niet).</translation>
        </message>
    </context>
    <context>
        <name>preferences</name>
        <message>
            <source>&amp;Appearance</source>
            <translation>&amp;Weergave</translation>
        </message>
        <message>
            <source>&amp;Dark</source>
            <translation>&amp;Donker</translation>
        </message>
        <message>
            <source>&amp;Language</source>
            <translation>&amp;Taal</translation>
        </message>
        <message>
            <source>&amp;Light</source>
            <translation>&amp;Licht</translation>
        </message>
        <message>
            <source>As the &amp;system</source>
            <translation>Zoals het &amp;systeem</translation>
        </message>
        <message>
            <source>The new language applies when Store Admin starts again.</source>
            <translation>De nieuwe taal geldt vanaf de volgende start van Store Admin.</translation>
        </message>
    </context>
    <context>
        <name>price_csv</name>
        <message>
            <source>A price can be at most {maximum}.</source>
            <translation>Een prijs kan hoogstens {maximum} zijn.</translation>
        </message>
        <message>
            <source>A price must be at least {minimum}.</source>
            <translation>Een prijs moet minstens {minimum} zijn.</translation>
        </message>
        <message>
            <source>No price given.</source>
            <translation>Geen prijs opgegeven.</translation>
        </message>
        <message>
            <source>{file} has no column named {missing}; its first line must name the columns “{variant}”, “{channel}” and “{price}”.</source>
            <translation>{file} heeft geen kolom met de naam {missing}; de eerste regel moet de kolommen ‘{variant}’, ‘{channel}’ en ‘{price}’ noemen.</translation>
        </message>
        <message>
            <source>{file} is empty.</source>
            <translation>{file} is leeg.</translation>
        </message>
        <message>
            <source>{file} is not UTF-8 text (byte {byte}): save it as CSV UTF-8.</source>
            <translation>{file} is geen UTF-8-tekst (byte {byte}): sla het op als CSV UTF-8.</translation>
        </message>
        <message>
            <source>“{text}” could be {with_decimals} or {whole}: write the decimals with “{mark}”.</source>
            <translation>‘{text}’ kan {with_decimals} of {whole} zijn: schrijf de decimalen met ‘{mark}’.</translation>
        </message>
        <message>
            <source>“{text}” has more than two decimals.</source>
            <translation>‘{text}’ heeft meer dan twee decimalen.</translation>
        </message>
        <message>
            <source>“{text}” is negative: a price cannot be.</source>
            <translation>‘{text}’ is negatief: dat kan een prijs niet zijn.</translation>
        </message>
        <message>
            <source>“{text}” is not a number.</source>
            <translation>‘{text}’ is geen getal.</translation>
        </message>
    </context>
    <context>
        <name>price_import</name>
        <message>
            <source>Channel {code} is closed: it takes no prices.</source>
            <translation>Kanaal {code} is gesloten: het neemt geen prijzen aan.</translation>
        </message>
        <message>
            <source>Failed: {error}</source>
            <translation>Mislukt: {error}</translation>
        </message>
        <message>
            <source>No change: the price is that already.</source>
            <translation>Geen wijziging: de prijs is al zo.</translation>
        </message>
        <message>
            <source>No channel code.</source>
            <translation>Geen kanaalcode.</translation>
        </message>
        <message>
            <source>No variant code.</source>
            <translation>Geen variantcode.</translation>
        </message>
        <message>
            <source>Not applied: stopped.</source>
            <translation>Niet toegepast: gestopt.</translation>
        </message>
        <message>
            <source>Not applied: the variant was changed since the preview (now {price}). Preview again to apply it.</source>
            <translation>Niet toegepast: de variant is sinds het voorbeeld gewijzigd (nu {price}). Toon het voorbeeld opnieuw om het toe te passen.</translation>
        </message>
        <message>
            <source>Not applied: the variant was changed since the preview. Preview again to apply it.</source>
            <translation>Niet toegepast: de variant is sinds het voorbeeld gewijzigd. Toon het voorbeeld opnieuw om het toe te passen.</translation>
        </message>
        <message>
            <source>Not applied: {error}</source>
            <translation>Niet toegepast: {error}</translation>
        </message>
        <message>
            <source>Not sent: {error}</source>
            <translation>Niet verzonden: {error}</translation>
        </message>
        <message>
            <source>Repeats line {line} ({variant} in {channel}): a price is taken from the first line only.</source>
            <translation>Herhaalt regel {line} ({variant} in {channel}): een prijs wordt alleen uit de eerste regel genomen.</translation>
        </message>
        <message>
            <source>Saved (confirmed after the answer was lost).</source>
            <translation>Opgeslagen (bevestigd nadat het antwoord verloren ging).</translation>
        </message>
        <message>
            <source>Saved.</source>
            <translation>Opgeslagen.</translation>
        </message>
        <message>
            <source>Unknown channel “{code}” (the store has no open one).</source>
            <translation>Onbekend kanaal ‘{code}’ (de winkel heeft geen open kanaal).</translation>
        </message>
        <message>
            <source>Unknown channel “{code}” (the store's: {known}).</source>
            <translation>Onbekend kanaal ‘{code}’ (die van de winkel: {known}).</translation>
        </message>
        <message>
            <source>Unknown variant code “{variant}”.</source>
            <translation>Onbekende variantcode ‘{variant}’.</translation>
        </message>
        <message>
            <source>Unknown variant “{variant}” of product “{product}”.</source>
            <translation>Onbekende variant ‘{variant}’ van product ‘{product}’.</translation>
        </message>
        <message>
            <source>Unknown variant “{variant}”: this server cannot list its products, so add a “{column}” column.</source>
            <translation>Onbekende variant ‘{variant}’: deze server kan zijn producten niet opsommen, voeg dus een kolom ‘{column}’ toe.</translation>
        </message>
        <message>
            <source>Unknown: the answer was lost and the variant could not be read again; check its prices before importing again.</source>
            <translation>Onbekend: het antwoord ging verloren en de variant kon niet opnieuw worden gelezen; controleer de prijzen voordat u opnieuw importeert.</translation>
        </message>
        <message>
            <source>“{typed}” read as {amount}.</source>
            <translation>‘{typed}’ gelezen als {amount}.</translation>
        </message>
    </context>
    <context>
        <name>price_import_dialog</name>
        <message>
            <source>%v of %m variants</source>
            <translation>%v van %m varianten</translation>
        </message>
        <message>
            <source>A CSV file with the columns “{variant}”, “{channel}” and “{price}” (a price template exported from Product variants has them). Every line is checked before anything is written.</source>
            <translation>Een CSV-bestand met de kolommen ‘{variant}’, ‘{channel}’ en ‘{price}’ (een prijssjabloon geëxporteerd uit Productvarianten heeft ze). Elke regel wordt gecontroleerd voordat er iets wordt geschreven.</translation>
        </message>
        <message>
            <source>Apply</source>
            <translation>Toepassen</translation>
        </message>
        <message>
            <source>Cannot read {file}: {error}.</source>
            <translation>{file} kan niet worden gelezen: {error}.</translation>
        </message>
        <message>
            <source>Channel</source>
            <translation>Kanaal</translation>
        </message>
        <message>
            <source>Checking {lines}…</source>
            <translation>{lines} worden gecontroleerd…</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>Sluiten</translation>
        </message>
        <message>
            <source>Current price</source>
            <translation>Huidige prijs</translation>
        </message>
        <message>
            <source>File:</source>
            <translation>Bestand:</translation>
        </message>
        <message>
            <source>Import prices</source>
            <translation>Prijzen importeren</translation>
        </message>
        <message>
            <source>Line</source>
            <translation>Regel</translation>
        </message>
        <message>
            <source>New price</source>
            <translation>Nieuwe prijs</translation>
        </message>
        <message>
            <source>Nothing was applied: the current prices could not be saved to {file} ({error}). Move the file somewhere writable and try again.</source>
            <translation>Er is niets toegepast: de huidige prijzen konden niet in {file} worden opgeslagen ({error}). Zet het bestand op een beschrijfbare plek en probeer het opnieuw.</translation>
        </message>
        <message>
            <source>Preview</source>
            <translation>Voorbeeld</translation>
        </message>
        <message>
            <source>Product</source>
            <translation>Product</translation>
        </message>
        <message>
            <source>Ready.</source>
            <translation>Klaar.</translation>
        </message>
        <message>
            <source>Status</source>
            <translation>Status</translation>
        </message>
        <message>
            <source>Stop</source>
            <translation>Stoppen</translation>
        </message>
        <message>
            <source>Stopping after the variant being saved…</source>
            <translation>Stopt na de variant die nu wordt opgeslagen…</translation>
        </message>
        <message>
            <source>The file's lines, as checked</source>
            <translation>De regels van het bestand, zoals gecontroleerd</translation>
        </message>
        <message>
            <source>The prices before this import are saved in {file}. Importing that file undoes this import.</source>
            <translation>De prijzen van vóór deze import zijn opgeslagen in {file}. Dat bestand importeren maakt deze import ongedaan.</translation>
        </message>
        <message>
            <source>The store could not be read: {error}</source>
            <translation>De winkel kon niet worden gelezen: {error}</translation>
        </message>
        <message>
            <source>Variant</source>
            <translation>Variant</translation>
        </message>
        <message>
            <source>{lines}: {ready} ready, {same} unchanged, {invalid} cannot apply (see Status).</source>
            <translation>{lines}: {ready} klaar, {same} ongewijzigd, {invalid} niet toe te passen (zie Status).</translation>
        </message>
        <message>
            <source>{lines}: {ready} ready.</source>
            <translation>{lines}: {ready} klaar.</translation>
        </message>
        <message>
            <source>{saved_in} {lines} had no price before: the undo file lists them without one, and importing it leaves them as they are.</source>
            <translation>{saved_in} {lines} hadden eerder geen prijs: het herstelbestand somt ze zonder prijs op, en het importeren laat ze zoals ze zijn.</translation>
        </message>
        <message>
            <source>{saved} saved, {failed} failed (see Status), {stopped} not applied (stopped).</source>
            <translation>{saved} opgeslagen, {failed} mislukt (zie Status), {stopped} niet toegepast (gestopt).</translation>
        </message>
        <message>
            <source>{saved} saved.</source>
            <translation>{saved} opgeslagen.</translation>
        </message>
        <message>
            <source>{summary} Apply writes the ready ones.</source>
            <translation>{summary} Toepassen schrijft de regels die klaar zijn.</translation>
        </message>
    </context>
    <context>
        <name>print_dialog</name>
        <message>
            <source>&amp;Document:</source>
            <translation>&amp;Document:</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>Sluiten</translation>
        </message>
        <message>
            <source>Invoice {number}</source>
            <translation>Factuur {number}</translation>
        </message>
        <message>
            <source>Invoices, {orders}</source>
            <translation>Facturen, {orders}</translation>
        </message>
        <message>
            <source>Invoice…</source>
            <translation>Factuur…</translation>
        </message>
        <message>
            <source>Loading {orders}…</source>
            <translation>{orders} worden geladen…</translation>
        </message>
        <message>
            <source>No order to print.</source>
            <translation>Geen bestelling om af te drukken.</translation>
        </message>
        <message>
            <source>No store details yet: add the seller's name and address.</source>
            <translation>Nog geen winkelgegevens: vul de naam en het adres van de verkoper in.</translation>
        </message>
        <message>
            <source>Not included, could not be loaded: {orders}</source>
            <translation>Niet opgenomen, konden niet worden geladen: {orders}</translation>
        </message>
        <message>
            <source>PDF files (*.pdf)</source>
            <translation>PDF-bestanden (*.pdf)</translation>
        </message>
        <message>
            <source>Packing slip {number}</source>
            <translation>Pakbon {number}</translation>
        </message>
        <message>
            <source>Packing slips, {orders}</source>
            <translation>Pakbonnen, {orders}</translation>
        </message>
        <message>
            <source>Packing slip…</source>
            <translation>Pakbon…</translation>
        </message>
        <message>
            <source>Preview of the pages</source>
            <translation>Voorbeeld van de pagina’s</translation>
        </message>
        <message>
            <source>Preview, print or save as PDF this order's packing slip or invoice</source>
            <translation>Pakbon of factuur van deze bestelling bekijken, afdrukken of als PDF opslaan</translation>
        </message>
        <message>
            <source>Print</source>
            <translation>Afdrukken</translation>
        </message>
        <message>
            <source>Print invoice</source>
            <translation>Factuur afdrukken</translation>
        </message>
        <message>
            <source>Print — {document}</source>
            <translation>Afdrukken — {document}</translation>
        </message>
        <message>
            <source>Print…</source>
            <translation>Afdrukken…</translation>
        </message>
        <message>
            <source>Save as PDF</source>
            <translation>Opslaan als PDF</translation>
        </message>
        <message>
            <source>Save as PDF…</source>
            <translation>Opslaan als PDF…</translation>
        </message>
        <message>
            <source>Saved to {file}.</source>
            <translation>Opgeslagen in {file}.</translation>
        </message>
        <message>
            <source>Sent by {name}</source>
            <translation>Afzender: {name}</translation>
        </message>
        <message>
            <source>Store &amp;details…</source>
            <translation>Winkel&amp;gegevens…</translation>
        </message>
        <message>
            <source>The seller's name, address, VAT number and logo on every page</source>
            <translation>Naam, adres, btw-nummer en logo van de verkoper op elke pagina</translation>
        </message>
        <message>
            <source>order #{number}: {error}</source>
            <translation>bestelling #{number}: {error}</translation>
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
            <translation>Aanpassing</translation>
        </message>
        <message>
            <source>Adjustments</source>
            <translation>Aanpassingen</translation>
        </message>
        <message>
            <source>Bill to</source>
            <translation>Factuuradres</translation>
        </message>
        <message>
            <source>Currency</source>
            <translation>Valuta</translation>
        </message>
        <message>
            <source>Invoice</source>
            <translation>Factuur</translation>
        </message>
        <message>
            <source>Invoice date</source>
            <translation>Factuurdatum</translation>
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
            <translation>Totaal artikelen</translation>
        </message>
        <message>
            <source>Order date</source>
            <translation>Besteldatum</translation>
        </message>
        <message>
            <source>Order number</source>
            <translation>Bestelnummer</translation>
        </message>
        <message>
            <source>Packed</source>
            <translation>Ingepakt</translation>
        </message>
        <message>
            <source>Packing slip</source>
            <translation>Pakbon</translation>
        </message>
        <message>
            <source>Promotion</source>
            <translation>Actie</translation>
        </message>
        <message>
            <source>Quantity</source>
            <translation>Aantal</translation>
        </message>
        <message>
            <source>Ship to</source>
            <translation>Verzendadres</translation>
        </message>
        <message>
            <source>Shipping</source>
            <translation>Verzending</translation>
        </message>
        <message>
            <source>Shipping promotion</source>
            <translation>Verzendactie</translation>
        </message>
        <message>
            <source>State</source>
            <translation>Status</translation>
        </message>
        <message>
            <source>Tax</source>
            <translation>Belasting</translation>
        </message>
        <message>
            <source>Total</source>
            <translation>Totaal</translation>
        </message>
        <message>
            <source>Unit price</source>
            <translation>Stukprijs</translation>
        </message>
        <message>
            <source>Units</source>
            <translation>Eenheden</translation>
        </message>
        <message>
            <source>Units in all</source>
            <translation>Eenheden in totaal</translation>
        </message>
        <message>
            <source>VAT no. {vat_id}</source>
            <translation>Btw-nr. {vat_id}</translation>
        </message>
        <message>
            <source>none given</source>
            <translation>niet opgegeven</translation>
        </message>
        <message>
            <source>of which {adjustment}</source>
            <translation>waarvan {adjustment}</translation>
        </message>
        <message>
            <source>order {id} (no number yet)</source>
            <translation>bestelling {id} (nog geen nummer)</translation>
        </message>
        <message>
            <source>{adjustment} (included)</source>
            <translation>{adjustment} (inbegrepen)</translation>
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
            <translation>Klanten</translation>
        </message>
        <message>
            <source>Nothing starts with “{text}”.</source>
            <translation>Niets begint met ‘{text}’.</translation>
        </message>
        <message>
            <source>Order {number} · {state} · {total} · {customer}</source>
            <translation>Bestelling {number} · {state} · {total} · {customer}</translation>
        </message>
        <message>
            <source>Orders</source>
            <translation>Bestellingen</translation>
        </message>
        <message>
            <source>Search everything</source>
            <translation>Alles doorzoeken</translation>
        </message>
        <message>
            <source>Search orders, customers, variants ({key})</source>
            <translation>Bestellingen, klanten, varianten zoeken ({key})</translation>
        </message>
        <message>
            <source>Search results</source>
            <translation>Zoekresultaten</translation>
        </message>
        <message>
            <source>Variants</source>
            <translation>Varianten</translation>
        </message>
        <message>
            <source>guest</source>
            <translation>gast</translation>
        </message>
    </context>
    <context>
        <name>saved_views</name>
        <message>
            <source>Delete</source>
            <translation>Verwijderen</translation>
        </message>
        <message>
            <source>Delete the view “{name}”? The list stays as it is now.</source>
            <translation>De weergave ‘{name}’ verwijderen? De lijst blijft zoals ze nu is.</translation>
        </message>
        <message>
            <source>Delete view</source>
            <translation>Weergave verwijderen</translation>
        </message>
        <message>
            <source>Delete view…</source>
            <translation>Weergave verwijderen…</translation>
        </message>
        <message>
            <source>Delete “{name}”…</source>
            <translation>‘{name}’ verwijderen…</translation>
        </message>
        <message>
            <source>Name of the view (filters, sort and columns):</source>
            <translation>Naam van de weergave (filters, sortering en kolommen):</translation>
        </message>
        <message>
            <source>New name for “{name}”:</source>
            <translation>Nieuwe naam voor ‘{name}’:</translation>
        </message>
        <message>
            <source>No filter, the server's own order, every column</source>
            <translation>Geen filter, de volgorde van de server, alle kolommen</translation>
        </message>
        <message>
            <source>Open a saved view of this list (filters, sort and columns), or save one</source>
            <translation>Een opgeslagen weergave van deze lijst openen (filters, sortering en kolommen) of er een opslaan</translation>
        </message>
        <message>
            <source>Rename view</source>
            <translation>Weergave hernoemen</translation>
        </message>
        <message>
            <source>Rename view…</source>
            <translation>Weergave hernoemen…</translation>
        </message>
        <message>
            <source>Rename “{name}”…</source>
            <translation>‘{name}’ hernoemen…</translation>
        </message>
        <message>
            <source>Replace</source>
            <translation>Vervangen</translation>
        </message>
        <message>
            <source>Replace the view?</source>
            <translation>De weergave vervangen?</translation>
        </message>
        <message>
            <source>Save view</source>
            <translation>Weergave opslaan</translation>
        </message>
        <message>
            <source>Save view as…</source>
            <translation>Weergave opslaan als…</translation>
        </message>
        <message>
            <source>Standard view</source>
            <translation>Standaardweergave</translation>
        </message>
        <message>
            <source>There is a view named “{name}” already. Replace it with this one?</source>
            <translation>Er is al een weergave met de naam ‘{name}’. Vervangen door deze?</translation>
        </message>
        <message>
            <source>View: {name}</source>
            <translation>Weergave: {name}</translation>
        </message>
        <message>
            <source>View: {name} (changed)</source>
            <translation>Weergave: {name} (gewijzigd)</translation>
        </message>
        <message>
            <source>Views</source>
            <translation>Weergaven</translation>
        </message>
    </context>
    <context>
        <name>server_kind</name>
        <message>
            <source>This store's {server} cannot add items to an order or remove them.</source>
            <translation>{server} van deze winkel kan geen artikelen aan een bestelling toevoegen of eruit verwijderen.</translation>
        </message>
        <message>
            <source>This store's {server} cannot create users.</source>
            <translation>{server} van deze winkel kan geen gebruikers aanmaken.</translation>
        </message>
        <message>
            <source>This store's {server} cannot create variants.</source>
            <translation>{server} van deze winkel kan geen varianten aanmaken.</translation>
        </message>
        <message>
            <source>This store's {server} cannot delete orders.</source>
            <translation>{server} van deze winkel kan geen bestellingen verwijderen.</translation>
        </message>
        <message>
            <source>This store's {server} cannot delete users.</source>
            <translation>{server} van deze winkel kan geen gebruikers verwijderen.</translation>
        </message>
        <message>
            <source>This store's {server} cannot delete variants.</source>
            <translation>{server} van deze winkel kan geen varianten verwijderen.</translation>
        </message>
        <message>
            <source>This store's {server} cannot filter by several states at once.</source>
            <translation>{server} van deze winkel kan niet op meerdere statussen tegelijk filteren.</translation>
        </message>
        <message>
            <source>This store's {server} cannot remove a name: change it instead.</source>
            <translation>{server} van deze winkel kan geen naam verwijderen: wijzig hem in plaats daarvan.</translation>
        </message>
        <message>
            <source>This store's {server} cannot search everything at once.</source>
            <translation>De {server} van deze winkel kan niet alles tegelijk doorzoeken.</translation>
        </message>
        <message>
            <source>This store's {server} cannot work out a new total before a change.</source>
            <translation>{server} van deze winkel kan het nieuwe totaal niet vóór een wijziging berekenen.</translation>
        </message>
        <message>
            <source>This store's {server} does not filter this list in every way: those filters are hidden.</source>
            <translation>{server} van deze winkel filtert deze lijst niet op alle manieren: die filters zijn verborgen.</translation>
        </message>
        <message>
            <source>This store's {server} does not let Store Admin change this field.</source>
            <translation>{server} van deze winkel laat Store Admin dit veld niet wijzigen.</translation>
        </message>
        <message>
            <source>This store's {server} does not refuse a save made over someone else's change: Store Admin reads the record again just before saving and offers to compare, but a change made at that very moment can still be overwritten.</source>
            <translation>{server} van deze winkel weigert geen opslag over de wijziging van iemand anders heen: Store Admin leest het record vlak voor het opslaan opnieuw en biedt een vergelijking aan, maar een wijziging op precies dat moment kan nog steeds worden overschreven.</translation>
        </message>
        <message>
            <source>This store's {server} has no carts.</source>
            <translation>{server} van deze winkel heeft geen winkelwagens.</translation>
        </message>
        <message>
            <source>This store's {server} has no customer profiles.</source>
            <translation>De {server} van deze winkel heeft geen klantprofielen.</translation>
        </message>
        <message>
            <source>This store's {server} has no customers list.</source>
            <translation>{server} van deze winkel heeft geen klantenlijst.</translation>
        </message>
        <message>
            <source>This store's {server} has no order creation.</source>
            <translation>{server} van deze winkel kan geen bestellingen aanmaken.</translation>
        </message>
        <message>
            <source>This store's {server} has no password reset.</source>
            <translation>{server} van deze winkel biedt geen wachtwoordherstel.</translation>
        </message>
        <message>
            <source>This store's {server} has no staff accounts.</source>
            <translation>{server} van deze winkel heeft geen medewerkersaccounts.</translation>
        </message>
        <message>
            <source>This store's {server} keeps no history of changes.</source>
            <translation>De {server} van deze winkel houdt geen geschiedenis van wijzigingen bij.</translation>
        </message>
        <message>
            <source>This store's {server} keeps no internal notes.</source>
            <translation>De {server} van deze winkel bewaart geen interne notities.</translation>
        </message>
        <message>
            <source>Your account may not do this: ask an administrator for the role.</source>
            <translation>Uw account mag dit niet: vraag een beheerder om de rol.</translation>
        </message>
        <message>
            <source>Your account may not see this: ask an administrator for the role.</source>
            <translation>Uw account mag dit niet zien: vraag een beheerder om de rol.</translation>
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
            <translation>Deze server toont niet alle varianten tegelijk: kies een product om zijn varianten te tonen.</translation>
        </message>
        <message>
            <source>This server does not offer cancelling orders.</source>
            <translation>Deze server biedt het annuleren van bestellingen niet aan.</translation>
        </message>
        <message>
            <source>This server does not offer filtering orders by payment, shipping and date.</source>
            <translation>Deze server biedt het filteren van bestellingen op betaling, verzending en datum niet aan.</translation>
        </message>
        <message>
            <source>This server does not offer marking orders as paid.</source>
            <translation>Deze server biedt het als betaald markeren van bestellingen niet aan.</translation>
        </message>
        <message>
            <source>This server does not offer sales statistics, so there is no overview.</source>
            <translation>Deze server biedt geen verkoopstatistieken, dus er is geen overzicht.</translation>
        </message>
        <message>
            <source>This server does not offer shipping orders.</source>
            <translation>Deze server biedt het verzenden van bestellingen niet aan.</translation>
        </message>
        <message>
            <source>This server does not offer shipping, cancelling or marking orders as paid (they are hidden).</source>
            <translation>Deze server biedt het verzenden, annuleren of als betaald markeren van bestellingen niet aan (deze stappen zijn verborgen).</translation>
        </message>
    </context>
    <context>
        <name>session</name>
        <message>
            <source>A secure connection to {address} could not be made ({error}). If the server uses a certificate of its own, ask your administrator for it; if it does not use https, write the address with http:// instead.</source>
            <translation>Er kon geen beveiligde verbinding met {address} worden gemaakt ({error}). Gebruikt de server een eigen certificaat, vraag het dan aan uw beheerder; gebruikt hij geen https, schrijf het adres dan met http://.</translation>
        </message>
        <message>
            <source>Sign in…</source>
            <translation>Inloggen…</translation>
        </message>
        <message>
            <source>Signing in failed unexpectedly ({name__}: {error}).</source>
            <translation>Inloggen is onverwacht mislukt ({name__}: {error}).</translation>
        </message>
        <message>
            <source>Store Admin cannot reach a server at {address}. Check the address and your network connection, and whether the server is running.</source>
            <translation>Store Admin kan geen server bereiken op {address}. Controleer het adres, uw netwerkverbinding en of de server draait.</translation>
        </message>
        <message>
            <source>The address {address} answers, but it is not a store API server. Check the address: it is the store's own address, such as https://shop.example.com.</source>
            <translation>Het adres {address} antwoordt, maar het is geen API-server van een winkel. Controleer het adres: het is het adres van de winkel zelf, zoals https://shop.example.com.</translation>
        </message>
        <message>
            <source>The connection to the server is back.</source>
            <translation>De verbinding met de server is hersteld.</translation>
        </message>
        <message>
            <source>The connection to {address} was lost. Store Admin keeps trying and carries on when the server is back.</source>
            <translation>De verbinding met {address} is verbroken. Store Admin blijft het proberen en gaat verder zodra de server terug is.</translation>
        </message>
        <message>
            <source>The server at {address} did not answer in time. It may be busy, or the address may be wrong. Try again in a moment.</source>
            <translation>De server op {address} antwoordde niet op tijd. Hij is misschien druk, of het adres klopt niet. Probeer het zo opnieuw.</translation>
        </message>
        <message>
            <source>The server at {address} has a problem of its own: {error}</source>
            <translation>De server op {address} heeft zelf een probleem: {error}</translation>
        </message>
        <message>
            <source>The server did not accept the access token. It may have expired or been mistyped: paste a new one, or sign in with a username and password.</source>
            <translation>De server heeft het toegangstoken niet geaccepteerd. Het is misschien verlopen of verkeerd getypt: plak een nieuw token, of log in met gebruikersnaam en wachtwoord.</translation>
        </message>
        <message>
            <source>The server did not accept the client ID or client secret. Check them with the person who set up the store's API.</source>
            <translation>De server heeft het client-ID of het client-secret niet geaccepteerd. Controleer ze bij degene die de API van de winkel heeft ingericht.</translation>
        </message>
        <message>
            <source>The username or password is not right. Check them and try again (the password is case-sensitive).</source>
            <translation>De gebruikersnaam of het wachtwoord klopt niet. Controleer ze en probeer het opnieuw (het wachtwoord is hoofdlettergevoelig).</translation>
        </message>
        <message>
            <source>This account is disabled. Ask an administrator to enable it.</source>
            <translation>Dit account is uitgeschakeld. Vraag een beheerder om het in te schakelen.</translation>
        </message>
        <message>
            <source>This account may not use the store's admin interface. Ask an administrator to give it API access.</source>
            <translation>Dit account mag de beheeromgeving van de winkel niet gebruiken. Vraag een beheerder om het API-toegang te geven.</translation>
        </message>
        <message>
            <source>This store signs in with an API client: enter its client ID and client secret (the person who set up the store's API has them).</source>
            <translation>Deze winkel meldt zich aan met een API-client: vul het client-ID en het client-secret in (degene die de API van de winkel heeft ingericht, heeft ze).</translation>
        </message>
        <message>
            <source>You are signed out, so the lists cannot be loaded. Sign in again to continue.</source>
            <translation>U bent uitgelogd, dus de lijsten kunnen niet worden geladen. Log opnieuw in om verder te gaan.</translation>
        </message>
        <message>
            <source>the server</source>
            <translation>de server</translation>
        </message>
    </context>
    <context>
        <name>table_model</name>
        <message>
            <source>Could not load these rows: {error}</source>
            <translation>Deze rijen konden niet worden geladen: {error}</translation>
        </message>
        <message>
            <source>Loading…</source>
            <translation>Laden…</translation>
        </message>
        <message>
            <source>Retry</source>
            <translation>Opnieuw proberen</translation>
        </message>
        <message>
            <source>The server cannot sort by this column.</source>
            <translation>De server kan niet op deze kolom sorteren.</translation>
        </message>
    </context>
    <context>
        <name>widgets.date_filter</name>
        <message>
            <source>Clear</source>
            <translation>Wissen</translation>
        </message>
        <message>
            <source>Clear the date</source>
            <translation>Datum wissen</translation>
        </message>
        <message>
            <source>No date: do not filter by it</source>
            <translation>Geen datum: er niet op filteren</translation>
        </message>
    </context>
    <context>
        <name>widgets.low_stock</name>
        <message>
            <source> available</source>
            <translation> beschikbaar</translation>
        </message>
        <message>
            <source>How many available units still count as low stock</source>
            <translation>Hoeveel beschikbare eenheden nog als lage voorraad tellen</translation>
        </message>
        <message>
            <source>Low stock only</source>
            <translation>Alleen lage voorraad</translation>
        </message>
        <message>
            <source>Low stock threshold</source>
            <translation>Drempel voor lage voorraad</translation>
        </message>
        <message>
            <source>Low stock: at most</source>
            <translation>Lage voorraad: hoogstens</translation>
        </message>
        <message>
            <source>Only tracked variants with at most this many units available</source>
            <translation>Alleen bijgehouden varianten met hoogstens zoveel beschikbare eenheden</translation>
        </message>
        <message>
            <source>at most {count} available</source>
            <translation>hoogstens {count} beschikbaar</translation>
        </message>
    </context>
    <context>
        <name>widgets.product_picker</name>
        <message>
            <source>Product</source>
            <translation>Product</translation>
        </message>
        <message>
            <source>Product code, e.g. T_SHIRT</source>
            <translation>Productcode, bijv. T_SHIRT</translation>
        </message>
    </context>
    <context>
        <name>widgets.retry_banner</name>
        <message>
            <source>Retry</source>
            <translation>Opnieuw proberen</translation>
        </message>
    </context>
</TS>
