<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr" sourcelanguage="en">
    <context>
        <name>api.auth</name>
        <message>
            <source>The server's sign-in answer has no access token.</source>
            <translation>La réponse de connexion du serveur ne contient pas de jeton d’accès.</translation>
        </message>
        <message>
            <source>The server's sign-in answer has no token.</source>
            <translation>La réponse de connexion du serveur ne contient pas de jeton.</translation>
        </message>
        <message>
            <source>Your session has expired and could not be renewed (the server said: {message}). Please sign in again.</source>
            <translation>Votre session a expiré et n’a pas pu être renouvelée (le serveur a répondu : {message}). Veuillez vous reconnecter.</translation>
        </message>
    </context>
    <context>
        <name>api.core</name>
        <message>
            <source>(empty)</source>
            <translation>(vide)</translation>
        </message>
        <message>
            <source>Could not connect to the server at {address}: {reason}.</source>
            <translation>Impossible de se connecter au serveur à l’adresse {address} : {reason}.</translation>
        </message>
        <message>
            <source>The CA certificate file {file} cannot be used: {error}.</source>
            <translation>Le fichier de certificat d’autorité {file} ne peut pas être utilisé : {error}.</translation>
        </message>
        <message>
            <source>The connection to the server at {address} broke before it answered: {reason}.</source>
            <translation>La connexion au serveur à l’adresse {address} a été coupée avant sa réponse : {reason}.</translation>
        </message>
        <message>
            <source>The connection to the server was closed.</source>
            <translation>La connexion au serveur a été fermée.</translation>
        </message>
        <message>
            <source>The server address {shown} has no host name.</source>
            <translation>L’adresse du serveur {shown} ne contient pas de nom d’hôte.</translation>
        </message>
        <message>
            <source>The server address {shown} is not valid: {error}.</source>
            <translation>L’adresse du serveur {shown} n’est pas valide : {error}.</translation>
        </message>
        <message>
            <source>The server address {shown} must start with http:// or https://.</source>
            <translation>L’adresse du serveur {shown} doit commencer par http:// ou https://.</translation>
        </message>
        <message>
            <source>The server at {address} did not answer within {seconds} seconds.</source>
            <translation>Le serveur à l’adresse {address} n’a pas répondu dans les {seconds} secondes.</translation>
        </message>
        <message>
            <source>The server at {address} presented a certificate that is not trusted ({error}). If the server uses its own certificate authority, choose its CA file.</source>
            <translation>Le serveur à l’adresse {address} a présenté un certificat non approuvé ({error}). Si le serveur utilise sa propre autorité de certification, choisissez son fichier CA.</translation>
        </message>
        <message>
            <source>The server's sign-in answer is not a JSON object.</source>
            <translation>La réponse de connexion du serveur n’est pas un objet JSON.</translation>
        </message>
    </context>
    <context>
        <name>api.decode</name>
        <message>
            <source>The server sent an empty answer to {request}.</source>
            <translation>Le serveur a envoyé une réponse vide à {request}.</translation>
        </message>
        <message>
            <source>The server's answer to {request} could not be read: expected JSON, got {content_type}. Check the server address.</source>
            <translation>La réponse du serveur à {request} n’a pas pu être lue : JSON attendu, {content_type} reçu. Vérifiez l’adresse du serveur.</translation>
        </message>
        <message>
            <source>The server's answer to {request} is not a valid {record}: {detail}.</source>
            <translation>La réponse du serveur à {request} n’est pas un enregistrement valide ({record}) : {detail}.</translation>
        </message>
        <message>
            <source>the body</source>
            <translation>le contenu</translation>
        </message>
    </context>
    <context>
        <name>api.errors</name>
        <message>
            <source>Someone else changed this record since it was loaded. Reload it and try again</source>
            <translation>Quelqu’un d’autre a modifié cet enregistrement depuis son chargement. Rechargez-le et réessayez</translation>
        </message>
        <message>
            <source>The record was not found; it may have been deleted</source>
            <translation>L’enregistrement est introuvable ; il a peut-être été supprimé</translation>
        </message>
        <message>
            <source>The server cannot carry out this request</source>
            <translation>Le serveur ne peut pas exécuter cette requête</translation>
        </message>
        <message>
            <source>The server did not accept the data</source>
            <translation>Le serveur n’a pas accepté les données</translation>
        </message>
        <message>
            <source>The server does not offer {feature}.</source>
            <translation>Le serveur ne propose pas {feature}.</translation>
        </message>
        <message>
            <source>The server failed to handle the request</source>
            <translation>Le serveur n’a pas pu traiter la requête</translation>
        </message>
        <message>
            <source>The server is busy. Please try again in a moment ({status}).</source>
            <translation>Le serveur est occupé. Veuillez réessayer dans un instant ({status}).</translation>
        </message>
        <message>
            <source>The server refused the request</source>
            <translation>Le serveur a refusé la requête</translation>
        </message>
        <message>
            <source>You are not signed in, or your session has expired. Please sign in again</source>
            <translation>Vous n’êtes pas connecté ou votre session a expiré. Veuillez vous reconnecter</translation>
        </message>
        <message>
            <source>Your account is not allowed to do this</source>
            <translation>Votre compte n’est pas autorisé à faire cela</translation>
        </message>
    </context>
    <context>
        <name>api.kinds</name>
        <message>
            <source>Someone changed variant {code} in the store since it was read.</source>
            <translation>Quelqu’un a modifié la variante {code} dans la boutique depuis sa lecture.</translation>
        </message>
        <message>
            <source>The order {id} was not found.</source>
            <translation>La commande {id} est introuvable.</translation>
        </message>
        <message>
            <source>The server cannot filter the {name} by {field}.</source>
            <translation>Le serveur ne permet pas de filtrer la liste « {name} » par {field}.</translation>
        </message>
        <message>
            <source>The server cannot sort the {name} by {field}.</source>
            <translation>Le serveur ne permet pas de trier la liste « {name} » par {field}.</translation>
        </message>
        <message>
            <source>The server has no list of {name}.</source>
            <translation>Le serveur n’a pas de liste « {name} ».</translation>
        </message>
        <message>
            <source>The store has no administrator {name}.</source>
            <translation>La boutique n’a pas d’administrateur {name}.</translation>
        </message>
        <message>
            <source>The variant {code} was not found.</source>
            <translation>La variante {code} est introuvable.</translation>
        </message>
        <message>
            <source>This account signs in, but the store does not let it use its API. The store's administrator must give it the role ROLE_API_ACCESS (among the administrator's roles in the store's database, or with a roles plugin).</source>
            <translation>Ce compte peut se connecter, mais la boutique ne lui permet pas d’utiliser son API. L’administrateur de la boutique doit lui donner le rôle ROLE_API_ACCESS (parmi les rôles de l’administrateur dans la base de données de la boutique, ou avec un plugin de rôles).</translation>
        </message>
        <message>
            <source>This store does not offer this ({request}).</source>
            <translation>Cette boutique ne propose pas ceci ({request}).</translation>
        </message>
        <message>
            <source>This store's API is switched off. The store's administrator must switch it on: set enabled: true under sylius_api in config/packages/_sylius.yaml and clear the cache. Your account also needs the role ROLE_API_ACCESS.</source>
            <translation>L’API de cette boutique est désactivée. L’administrateur de la boutique doit l’activer : mettre enabled: true sous sylius_api dans config/packages/_sylius.yaml et vider le cache. Votre compte a aussi besoin du rôle ROLE_API_ACCESS.</translation>
        </message>
        <message>
            <source>{server} cannot remove a variant's name: give it another.</source>
            <translation>{server} ne permet pas de retirer le nom d’une variante : donnez-lui-en un autre.</translation>
        </message>
        <message>
            <source>{server} does not let Store Admin change this: {fields}.</source>
            <translation>{server} ne laisse pas Store Admin modifier ceci : {fields}.</translation>
        </message>
        <message>
            <source>{server} does not offer this ({feature}).</source>
            <translation>{server} ne propose pas ceci ({feature}).</translation>
        </message>
        <message>
            <source>{server} has no list of {name}.</source>
            <translation>{server} n’a pas de liste « {name} ».</translation>
        </message>
    </context>
    <context>
        <name>api.money</name>
        <message>
            <source>Enter an amount such as 10.59.</source>
            <translation>Saisissez un montant, par exemple 10.59.</translation>
        </message>
        <message>
            <source>Enter an amount, for example 10.59.</source>
            <translation>Saisissez un montant, par exemple 10.59.</translation>
        </message>
        <message>
            <source>Enter at most two decimal places, for example 10.59.</source>
            <translation>Saisissez au plus deux décimales, par exemple 10.59.</translation>
        </message>
        <message>
            <source>The amount cannot be negative.</source>
            <translation>Le montant ne peut pas être négatif.</translation>
        </message>
        <message>
            <source>“{shown}” is not an amount; enter one such as 10.59.</source>
            <translation>« {shown} » n’est pas un montant ; saisissez-en un, par exemple 10.59.</translation>
        </message>
    </context>
    <context>
        <name>api.paging</name>
        <message>
            <source>The server's answer to {request} has no list of items (_embedded.items).</source>
            <translation>La réponse du serveur à {request} ne contient pas de liste d’éléments (_embedded.items).</translation>
        </message>
        <message>
            <source>The server's answer to {request} is not a page of results.</source>
            <translation>La réponse du serveur à {request} n’est pas une page de résultats.</translation>
        </message>
    </context>
    <context>
        <name>app</name>
        <message>
            <source>Opening the demo store…</source>
            <translation>Ouverture de la boutique de démonstration…</translation>
        </message>
        <message>
            <source>Signing in to {address}…</source>
            <translation>Connexion à {address}…</translation>
        </message>
        <message>
            <source>The demo store could not be opened: {error}</source>
            <translation>La boutique de démonstration n’a pas pu être ouverte : {error}</translation>
        </message>
        <message>
            <source>The demo store's account {username} could not sign in (it had been disabled, deleted or given another password), so Store Admin restored it with its published password. The store's other data are as they were.</source>
            <translation>Le compte {username} de la boutique de démonstration n’a pas pu se connecter (il avait été désactivé, supprimé ou son mot de passe changé) ; Store Admin l’a donc rétabli avec son mot de passe publié. Les autres données de la boutique sont inchangées.</translation>
        </message>
    </context>
    <context>
        <name>batch</name>
        <message numerus="yes">
            <source>%Ln done, then stopped.</source>
            <translation>
                <numerusform>%Ln effectuée, puis arrêt.</numerusform>
                <numerusform>%Ln effectuées, puis arrêt.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln done, {failed} failed (see Result), then stopped.</source>
            <translation>
                <numerusform>%Ln effectuée, {failed} en échec (voir Résultat), puis arrêt.</numerusform>
                <numerusform>%Ln effectuées, {failed} en échec (voir Résultat), puis arrêt.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln done, {failed} failed (see Result).</source>
            <translation>
                <numerusform>%Ln effectuée, {failed} en échec (voir Résultat).</numerusform>
                <numerusform>%Ln effectuées, {failed} en échec (voir Résultat).</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln done.</source>
            <translation>
                <numerusform>%Ln effectuée.</numerusform>
                <numerusform>%Ln effectuées.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln saved, then stopped.</source>
            <translation>
                <numerusform>%Ln enregistrée, puis arrêt.</numerusform>
                <numerusform>%Ln enregistrées, puis arrêt.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln saved, {failed} failed (see Result), then stopped.</source>
            <translation>
                <numerusform>%Ln enregistrée, {failed} en échec (voir Résultat), puis arrêt.</numerusform>
                <numerusform>%Ln enregistrées, {failed} en échec (voir Résultat), puis arrêt.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln saved, {failed} failed (see Result).</source>
            <translation>
                <numerusform>%Ln enregistrée, {failed} en échec (voir Résultat).</numerusform>
                <numerusform>%Ln enregistrées, {failed} en échec (voir Résultat).</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln saved.</source>
            <translation>
                <numerusform>%Ln enregistrée.</numerusform>
                <numerusform>%Ln enregistrées.</numerusform>
            </translation>
        </message>
        <message>
            <source>%v of %m</source>
            <translation>%v sur %m</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>Fermer</translation>
        </message>
        <message>
            <source>Not applied: stopped.</source>
            <translation>Non appliqué : arrêté.</translation>
        </message>
        <message>
            <source>Retry the failed ones</source>
            <translation>Renvoyer les échecs</translation>
        </message>
        <message>
            <source>Stop</source>
            <translation>Arrêter</translation>
        </message>
        <message>
            <source>Unknown: the answer was lost and may have been carried out. Retry reads it again before sending anything.</source>
            <translation>Inconnu : la réponse a été perdue et la modification a peut-être été faite. Elle est relue avant tout nouvel envoi.</translation>
        </message>
        <message>
            <source>{failed} of {total} could not be deleted: {reasons}</source>
            <translation>{failed} sur {total} n’ont pas pu être supprimés : {reasons}</translation>
        </message>
        <message>
            <source>{failed} of {total} could not be disabled: {reasons}</source>
            <translation>{failed} sur {total} n’ont pas pu être désactivés : {reasons}</translation>
        </message>
        <message>
            <source>{failed} of {total} could not be enabled: {reasons}</source>
            <translation>{failed} sur {total} n’ont pas pu être activés : {reasons}</translation>
        </message>
        <message>
            <source>{unknown} of them unknown: the answer was lost; Retry reads them first.</source>
            <translation>Dont {unknown} inconnus : la réponse a été perdue ; un nouvel envoi les relit d’abord.</translation>
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
            <translation>n° {number} {customer} {amount}</translation>
        </message>
        <message>
            <source>&amp;Labels…</source>
            <translation>É&amp;tiquettes…</translation>
        </message>
        <message>
            <source>&amp;Look for new orders now</source>
            <translation>&amp;Chercher les nouvelles commandes maintenant</translation>
        </message>
        <message>
            <source>&amp;Packing bench</source>
            <translation>&amp;Poste d’emballage</translation>
        </message>
        <message>
            <source>100 × 50 mm (shelf)</source>
            <translation>100 × 50 mm (étagère)</translation>
        </message>
        <message>
            <source>57 × 32 mm (multi-purpose)</source>
            <translation>57 × 32 mm (polyvalente)</translation>
        </message>
        <message>
            <source>62 × 29 mm (address roll)</source>
            <translation>62 × 29 mm (rouleau d’adresses)</translation>
        </message>
        <message>
            <source>A folder: every document is saved there as a PDF file instead</source>
            <translation>Un dossier : chaque document y est enregistré en PDF à la place</translation>
        </message>
        <message>
            <source>A scan opens the variant or order it names, or adds it in an editor</source>
            <translation>Un scan ouvre la variante ou la commande qu’il désigne, ou l’ajoute dans un éditeur</translation>
        </message>
        <message>
            <source>Announce new orders</source>
            <translation>Annoncer les nouvelles commandes</translation>
        </message>
        <message>
            <source>Apply the differences</source>
            <translation>Appliquer les écarts</translation>
        </message>
        <message>
            <source>Apply the differences ({count})</source>
            <translation>Appliquer les écarts ({count})</translation>
        </message>
        <message>
            <source>Blank: print on the printer</source>
            <translation>Vide : imprimer sur l’imprimante</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>Fermer</translation>
        </message>
        <message>
            <source>Code</source>
            <translation>Code</translation>
        </message>
        <message>
            <source>Complete</source>
            <translation>Complet</translation>
        </message>
        <message>
            <source>Counted</source>
            <translation>Compté</translation>
        </message>
        <message>
            <source>Counting shelf {shelf}</source>
            <translation>Comptage de l’étagère {shelf}</translation>
        </message>
        <message>
            <source>Cut off while printing: it may have printed. Reprint it if the sheet is not there.</source>
            <translation>Interrompu pendant l’impression : il a peut-être été imprimé. Réimprimez-le si la feuille n’est pas là.</translation>
        </message>
        <message>
            <source>Difference</source>
            <translation>Écart</translation>
        </message>
        <message>
            <source>Document</source>
            <translation>Document</translation>
        </message>
        <message>
            <source>Documents to print</source>
            <translation>Documents à imprimer</translation>
        </message>
        <message>
            <source>Everything is in the parcel.</source>
            <translation>Tout est dans le colis.</translation>
        </message>
        <message>
            <source>Everything is in the parcel: ship it.</source>
            <translation>Tout est dans le colis : expédiez-le.</translation>
        </message>
        <message>
            <source>Failed</source>
            <translation>Échec</translation>
        </message>
        <message>
            <source>Item</source>
            <translation>Article</translation>
        </message>
        <message>
            <source>Keep running in the tray when the window closes</source>
            <translation>Continuer dans la zone de notification quand la fenêtre se ferme</translation>
        </message>
        <message>
            <source>Keys typed closer together than this, then Enter, are read as a scan</source>
            <translation>Des touches plus rapprochées que cela, puis Entrée, sont lues comme un scan</translation>
        </message>
        <message>
            <source>Label size</source>
            <translation>Taille d’étiquette</translation>
        </message>
        <message>
            <source>Label size:</source>
            <translation>Taille d’étiquette :</translation>
        </message>
        <message>
            <source>Labels</source>
            <translation>Étiquettes</translation>
        </message>
        <message>
            <source>Labels to print</source>
            <translation>Étiquettes à imprimer</translation>
        </message>
        <message>
            <source>Loading the order…</source>
            <translation>Chargement de la commande…</translation>
        </message>
        <message>
            <source>Look every</source>
            <translation>Chercher toutes les</translation>
        </message>
        <message>
            <source>New order #{number}</source>
            <translation>Nouvelle commande n° {number}</translation>
        </message>
        <message>
            <source>No answer came, and the order changed meanwhile: look at it before shipping.</source>
            <translation>Aucune réponse, et la commande a changé entre-temps : regardez-la avant d’expédier.</translation>
        </message>
        <message>
            <source>No answer came, and the order could not be read again: whether it shipped is not known yet.</source>
            <translation>Aucune réponse, et la commande n’a pas pu être relue : on ne sait pas encore si elle est expédiée.</translation>
        </message>
        <message>
            <source>No answer came; the order, read again, is not shipped: ship it again.</source>
            <translation>Aucune réponse ; la commande, relue, n’est pas expédiée : expédiez-la de nouveau.</translation>
        </message>
        <message>
            <source>No price</source>
            <translation>Sans prix</translation>
        </message>
        <message>
            <source>No printer is set up on this computer.</source>
            <translation>Aucune imprimante n’est configurée sur cet ordinateur.</translation>
        </message>
        <message>
            <source>No tracked variant has the code {code}.</source>
            <translation>Aucune variante suivie en stock n’a le code {code}.</translation>
        </message>
        <message>
            <source>No variant has the code {code}.</source>
            <translation>Aucune variante n’a le code {code}.</translation>
        </message>
        <message>
            <source>Not changed: on hand went from {then} to {now} during the count. Count this variant again.</source>
            <translation>Non modifié : le stock est passé de {then} à {now} pendant le comptage. Recomptez cette variante.</translation>
        </message>
        <message>
            <source>Not changed: the store did not say its version.</source>
            <translation>Non modifié : la boutique n’a pas indiqué sa version.</translation>
        </message>
        <message>
            <source>Not counted: {code}. Scan it again once the order is shown.</source>
            <translation>Non compté : {code}. Scannez-le de nouveau une fois la commande affichée.</translation>
        </message>
        <message>
            <source>Nothing in the store has the code {code}.</source>
            <translation>Rien dans la boutique n’a le code {code}.</translation>
        </message>
        <message>
            <source>On hand</source>
            <translation>En stock</translation>
        </message>
        <message>
            <source>On hand {then} → {now}</source>
            <translation>En stock {then} → {now}</translation>
        </message>
        <message>
            <source>One too many of {code}: take it out again.</source>
            <translation>Un de trop pour {code} : retirez-le.</translation>
        </message>
        <message>
            <source>Only the differences</source>
            <translation>Seulement les écarts</translation>
        </message>
        <message>
            <source>Or save as PDF in</source>
            <translation>Ou enregistrer en PDF dans</translation>
        </message>
        <message>
            <source>Order</source>
            <translation>Commande</translation>
        </message>
        <message>
            <source>Order #{number}: {units}</source>
            <translation>Commande n° {number} : {units}</translation>
        </message>
        <message>
            <source>Ordered</source>
            <translation>Commandé</translation>
        </message>
        <message>
            <source>PDF files (*.pdf)</source>
            <translation>Fichiers PDF (*.pdf)</translation>
        </message>
        <message>
            <source>Packing bench &amp;settings…</source>
            <translation>&amp;Réglages du poste d’emballage…</translation>
        </message>
        <message>
            <source>Packing bench settings</source>
            <translation>Réglages du poste d’emballage</translation>
        </message>
        <message>
            <source>Pause</source>
            <translation>Suspendre</translation>
        </message>
        <message>
            <source>Paused: nothing prints until the queue is resumed.</source>
            <translation>Suspendue : rien ne s’imprime tant que la file n’est pas reprise.</translation>
        </message>
        <message>
            <source>Pick and &amp;pack…</source>
            <translation>Préparer et &amp;emballer…</translation>
        </message>
        <message>
            <source>Pick and pack</source>
            <translation>Préparer et emballer</translation>
        </message>
        <message>
            <source>Play a sound</source>
            <translation>Émettre un son</translation>
        </message>
        <message>
            <source>Price</source>
            <translation>Prix</translation>
        </message>
        <message>
            <source>Price in</source>
            <translation>Prix dans</translation>
        </message>
        <message>
            <source>Price in:</source>
            <translation>Prix dans :</translation>
        </message>
        <message>
            <source>Print &amp;queue…</source>
            <translation>&amp;File d’impression…</translation>
        </message>
        <message>
            <source>Print queue</source>
            <translation>File d’impression</translation>
        </message>
        <message>
            <source>Print the invoice of each new order</source>
            <translation>Imprimer la facture de chaque nouvelle commande</translation>
        </message>
        <message>
            <source>Print the packing slip of each new order</source>
            <translation>Imprimer le bon de livraison de chaque nouvelle commande</translation>
        </message>
        <message>
            <source>Printed</source>
            <translation>Imprimé</translation>
        </message>
        <message>
            <source>Printer</source>
            <translation>Imprimante</translation>
        </message>
        <message>
            <source>Printing</source>
            <translation>Impression</translation>
        </message>
        <message>
            <source>Printing by itself is off for this connection (Packing bench settings).</source>
            <translation>L’impression automatique est désactivée pour cette connexion (réglages du poste d’emballage).</translation>
        </message>
        <message>
            <source>Print…</source>
            <translation>Imprimer…</translation>
        </message>
        <message>
            <source>Quit</source>
            <translation>Quitter</translation>
        </message>
        <message>
            <source>Reason</source>
            <translation>Raison</translation>
        </message>
        <message>
            <source>Remove</source>
            <translation>Retirer</translation>
        </message>
        <message>
            <source>Reprint</source>
            <translation>Réimprimer</translation>
        </message>
        <message>
            <source>Result</source>
            <translation>Résultat</translation>
        </message>
        <message>
            <source>Resume</source>
            <translation>Reprendre</translation>
        </message>
        <message>
            <source>Save as PDF…</source>
            <translation>Enregistrer en PDF…</translation>
        </message>
        <message>
            <source>Save labels as PDF</source>
            <translation>Enregistrer les étiquettes en PDF</translation>
        </message>
        <message>
            <source>Saved to {file}.</source>
            <translation>Enregistré dans {file}.</translation>
        </message>
        <message>
            <source>Scan a shelf's label, then each unit on that shelf.</source>
            <translation>Scannez l’étiquette d’une étagère, puis chaque unité qui s’y trouve.</translation>
        </message>
        <message>
            <source>Scan each product once for every label it needs.</source>
            <translation>Scannez chaque produit une fois par étiquette voulue.</translation>
        </message>
        <message>
            <source>Scan each unit as it goes into the parcel.</source>
            <translation>Scannez chaque unité quand elle entre dans le colis.</translation>
        </message>
        <message>
            <source>Scan or type the shelf's label</source>
            <translation>Scannez ou tapez l’étiquette de l’étagère</translation>
        </message>
        <message>
            <source>Scan or type the shelf's label first.</source>
            <translation>Scannez ou tapez d’abord l’étiquette de l’étagère.</translation>
        </message>
        <message>
            <source>Scan the order's number on its packing slip.</source>
            <translation>Scannez le numéro de commande sur son bon de livraison.</translation>
        </message>
        <message>
            <source>Scan, or type a code and press Enter</source>
            <translation>Scannez, ou tapez un code et appuyez sur Entrée</translation>
        </message>
        <message>
            <source>Scanned</source>
            <translation>Scanné</translation>
        </message>
        <message>
            <source>Scanner speed</source>
            <translation>Vitesse du scanner</translation>
        </message>
        <message>
            <source>Setting {code}…</source>
            <translation>Mise à jour de {code}…</translation>
        </message>
        <message>
            <source>Shelf</source>
            <translation>Étagère</translation>
        </message>
        <message>
            <source>Shelf:</source>
            <translation>Étagère :</translation>
        </message>
        <message>
            <source>Ship</source>
            <translation>Expédier</translation>
        </message>
        <message>
            <source>Ship anyway</source>
            <translation>Expédier quand même</translation>
        </message>
        <message>
            <source>Shipped.</source>
            <translation>Expédiée.</translation>
        </message>
        <message>
            <source>Show orders</source>
            <translation>Afficher les commandes</translation>
        </message>
        <message>
            <source>Show {app}</source>
            <translation>Afficher {app}</translation>
        </message>
        <message>
            <source>State</source>
            <translation>État</translation>
        </message>
        <message>
            <source>Still to do</source>
            <translation>Reste à faire</translation>
        </message>
        <message>
            <source>Stock &amp;count…</source>
            <translation>&amp;Inventaire…</translation>
        </message>
        <message>
            <source>Stock count</source>
            <translation>Inventaire</translation>
        </message>
        <message>
            <source>Stopping after this variant…</source>
            <translation>Arrêt après cette variante…</translation>
        </message>
        <message>
            <source>The folder {folder} is not there.</source>
            <translation>Le dossier {folder} n’existe pas.</translation>
        </message>
        <message>
            <source>The order is no longer in the store.</source>
            <translation>La commande n’est plus dans la boutique.</translation>
        </message>
        <message>
            <source>The printer did not take the labels.</source>
            <translation>L’imprimante n’a pas accepté les étiquettes.</translation>
        </message>
        <message>
            <source>The printer refused the document.</source>
            <translation>L’imprimante a refusé le document.</translation>
        </message>
        <message>
            <source>The printer {printer} is not available.</source>
            <translation>L’imprimante {printer} n’est pas disponible.</translation>
        </message>
        <message>
            <source>The printer {printer} is offline.</source>
            <translation>L’imprimante {printer} est hors ligne.</translation>
        </message>
        <message>
            <source>The system's default printer</source>
            <translation>L’imprimante par défaut du système</translation>
        </message>
        <message>
            <source>This desktop has no system tray: new orders show in the window.</source>
            <translation>Ce bureau n’a pas de zone de notification : les nouvelles commandes s’affichent dans la fenêtre.</translation>
        </message>
        <message>
            <source>Understand a barcode scanner everywhere in the app</source>
            <translation>Comprendre un lecteur de codes-barres partout dans l’application</translation>
        </message>
        <message>
            <source>Undo last scan</source>
            <translation>Annuler le dernier scan</translation>
        </message>
        <message>
            <source>Unit:</source>
            <translation>Unité :</translation>
        </message>
        <message>
            <source>Units of the order</source>
            <translation>Unités de la commande</translation>
        </message>
        <message>
            <source>Variants counted</source>
            <translation>Variantes comptées</translation>
        </message>
        <message>
            <source>Waiting</source>
            <translation>En attente</translation>
        </message>
        <message>
            <source>Why</source>
            <translation>Raison</translation>
        </message>
        <message>
            <source>Why it ships anyway</source>
            <translation>Pourquoi l’expédier quand même</translation>
        </message>
        <message>
            <source>Your account may not see orders, so new orders are not announced: ask an administrator for the role.</source>
            <translation>Votre compte ne peut pas voir les commandes, les nouvelles commandes ne sont donc pas annoncées : demandez ce rôle à un administrateur.</translation>
        </message>
        <message>
            <source>and {count} more</source>
            <translation>et {count} de plus</translation>
        </message>
        <message>
            <source>not in this order: {codes}</source>
            <translation>absent de cette commande : {codes}</translation>
        </message>
        <message>
            <source>{code} added.</source>
            <translation>{code} ajouté.</translation>
        </message>
        <message>
            <source>{code} is not in this order.</source>
            <translation>{code} n’est pas dans cette commande.</translation>
        </message>
        <message>
            <source>{code} is not the number of an order.</source>
            <translation>{code} n’est pas un numéro de commande.</translation>
        </message>
        <message>
            <source>{code}: {count} on shelf {shelf}, {total} in all</source>
            <translation>{code} : {count} sur l’étagère {shelf}, {total} en tout</translation>
        </message>
        <message>
            <source>{count} missing</source>
            <translation>{count} manquant(s)</translation>
        </message>
        <message>
            <source>{count} too many</source>
            <translation>{count} en trop</translation>
        </message>
        <message>
            <source>{customer} {amount}</source>
            <translation>{customer} {amount}</translation>
        </message>
        <message>
            <source>{name}: {scanned} of {ordered}</source>
            <translation>{name} : {scanned} sur {ordered}</translation>
        </message>
        <message>
            <source>{orders} placed</source>
            <translation>{orders} passée(s)</translation>
        </message>
        <message>
            <source>{orders} placed since you last looked</source>
            <translation>{orders} passée(s) depuis votre dernier coup d’œil</translation>
        </message>
        <message>
            <source>{printer} (not available now)</source>
            <translation>{printer} (indisponible pour l’instant)</translation>
        </message>
        <message>
            <source>{server} cannot find a variant by its code.</source>
            <translation>{server} ne sait pas trouver une variante par son code.</translation>
        </message>
        <message>
            <source>{server} cannot sort its orders by the time they were placed, so new orders cannot be found without reading the whole list: they are not announced on this connection.</source>
            <translation>{server} ne sait pas trier ses commandes par heure de passage : les nouvelles commandes ne se trouveraient qu’en lisant toute la liste, elles ne sont donc pas annoncées pour cette connexion.</translation>
        </message>
        <message>
            <source>{units} missing</source>
            <translation>{units} manquante(s)</translation>
        </message>
        <message>
            <source>{units} too many</source>
            <translation>{units} en trop</translation>
        </message>
    </context>
    <context>
        <name>column_chooser</name>
        <message>
            <source>Columns</source>
            <translation>Colonnes</translation>
        </message>
        <message>
            <source>Show all columns</source>
            <translation>Afficher toutes les colonnes</translation>
        </message>
        <message>
            <source>Show or hide columns of this list</source>
            <translation>Afficher ou masquer des colonnes de cette liste</translation>
        </message>
    </context>
    <context>
        <name>columns</name>
        <message>
            <source>Available</source>
            <translation>Disponible</translation>
        </message>
        <message>
            <source>Channel</source>
            <translation>Canal</translation>
        </message>
        <message>
            <source>Checkout</source>
            <translation>Commande en cours</translation>
        </message>
        <message>
            <source>Code</source>
            <translation>Code</translation>
        </message>
        <message>
            <source>Completed</source>
            <translation>Finalisée</translation>
        </message>
        <message>
            <source>Created</source>
            <translation>Créé</translation>
        </message>
        <message>
            <source>Currency</source>
            <translation>Devise</translation>
        </message>
        <message>
            <source>Currency {channel}</source>
            <translation>Devise {channel}</translation>
        </message>
        <message>
            <source>Customer</source>
            <translation>Client</translation>
        </message>
        <message>
            <source>Customer e-mail</source>
            <translation>E-mail du client</translation>
        </message>
        <message>
            <source>Customer name</source>
            <translation>Nom du client</translation>
        </message>
        <message>
            <source>E-mail</source>
            <translation>E-mail</translation>
        </message>
        <message>
            <source>Guest</source>
            <translation>Invité</translation>
        </message>
        <message>
            <source>Guest or account</source>
            <translation>Invité ou compte</translation>
        </message>
        <message>
            <source>Id</source>
            <translation>ID</translation>
        </message>
        <message>
            <source>Items</source>
            <translation>Articles</translation>
        </message>
        <message>
            <source>Items total</source>
            <translation>Total des articles</translation>
        </message>
        <message>
            <source>Locale</source>
            <translation>Paramètres régionaux</translation>
        </message>
        <message>
            <source>Name</source>
            <translation>Nom</translation>
        </message>
        <message>
            <source>Name &lt;e-mail&gt;, or the e-mail alone when the customer gave no name</source>
            <translation>Nom &lt;e-mail&gt;, ou l’e-mail seul quand le client n’a pas donné de nom</translation>
        </message>
        <message>
            <source>No</source>
            <translation>Non</translation>
        </message>
        <message>
            <source>Number</source>
            <translation>Numéro</translation>
        </message>
        <message>
            <source>On hand</source>
            <translation>En stock</translation>
        </message>
        <message>
            <source>On hand less on hold; a dash where the stock is not tracked</source>
            <translation>En stock moins les unités réservées ; un tiret lorsque le stock n’est pas suivi</translation>
        </message>
        <message>
            <source>On hold</source>
            <translation>Réservé</translation>
        </message>
        <message>
            <source>Option values</source>
            <translation>Valeurs d’option</translation>
        </message>
        <message>
            <source>Options</source>
            <translation>Options</translation>
        </message>
        <message>
            <source>Payment</source>
            <translation>Paiement</translation>
        </message>
        <message>
            <source>Position</source>
            <translation>Position</translation>
        </message>
        <message>
            <source>Price {channel}</source>
            <translation>Prix {channel}</translation>
        </message>
        <message>
            <source>Prices</source>
            <translation>Prix</translation>
        </message>
        <message>
            <source>Product</source>
            <translation>Produit</translation>
        </message>
        <message>
            <source>Roles</source>
            <translation>Rôles</translation>
        </message>
        <message>
            <source>Shipping</source>
            <translation>Expédition</translation>
        </message>
        <message>
            <source>Shipping category</source>
            <translation>Catégorie d’expédition</translation>
        </message>
        <message>
            <source>Shop account</source>
            <translation>Compte client</translation>
        </message>
        <message>
            <source>Sorted by last name</source>
            <translation>Trié par nom de famille</translation>
        </message>
        <message>
            <source>State</source>
            <translation>État</translation>
        </message>
        <message>
            <source>Status</source>
            <translation>Statut</translation>
        </message>
        <message>
            <source>Tax category</source>
            <translation>Catégorie de taxe</translation>
        </message>
        <message>
            <source>The product the variant belongs to</source>
            <translation>Le produit auquel appartient la variante</translation>
        </message>
        <message>
            <source>This server cannot sort by this column.</source>
            <translation>Ce serveur ne sait pas trier selon cette colonne.</translation>
        </message>
        <message>
            <source>Total</source>
            <translation>Total</translation>
        </message>
        <message>
            <source>Tracked</source>
            <translation>Stock suivi</translation>
        </message>
        <message>
            <source>Units held for placed orders not yet shipped</source>
            <translation>Unités réservées pour des commandes passées pas encore expédiées</translation>
        </message>
        <message>
            <source>Units in stock</source>
            <translation>Unités en stock</translation>
        </message>
        <message>
            <source>Units: the quantities of all lines added up (a line of 3 T-shirts counts 3), in orders and carts alike.</source>
            <translation>Unités : les quantités de toutes les lignes additionnées (une ligne de 3 T-shirts compte pour 3), dans les commandes comme dans les paniers.</translation>
        </message>
        <message>
            <source>Updated</source>
            <translation>Modifié</translation>
        </message>
        <message>
            <source>Username</source>
            <translation>Nom d’utilisateur</translation>
        </message>
        <message>
            <source>Version</source>
            <translation>Version</translation>
        </message>
        <message>
            <source>When the customer completed the checkout</source>
            <translation>Quand le client a finalisé sa commande</translation>
        </message>
        <message>
            <source>Where the order stands: pending, fulfilled or cancelled</source>
            <translation>Où en est la commande : en attente de traitement, traitée ou annulée</translation>
        </message>
        <message>
            <source>Where the order's payment stands</source>
            <translation>Où en est le paiement de la commande</translation>
        </message>
        <message>
            <source>Where the order's shipment stands</source>
            <translation>Où en est l’expédition de la commande</translation>
        </message>
        <message>
            <source>Yes</source>
            <translation>Oui</translation>
        </message>
    </context>
    <context>
        <name>connect_dialog</name>
        <message>
            <source> Sign in again to continue where you were.</source>
            <translation> Reconnectez-vous pour reprendre là où vous en étiez.</translation>
        </message>
        <message>
            <source>Access token</source>
            <translation>Jeton d’accès</translation>
        </message>
        <message>
            <source>Access token:</source>
            <translation>Jeton d’accès :</translation>
        </message>
        <message>
            <source>Client ID:</source>
            <translation>ID client :</translation>
        </message>
        <message>
            <source>Client secret:</source>
            <translation>Secret client :</translation>
        </message>
        <message>
            <source>Connect</source>
            <translation>Se connecter</translation>
        </message>
        <message>
            <source>Connect to your store</source>
            <translation>Se connecter à votre boutique</translation>
        </message>
        <message>
            <source>Connect — {APP_NAME}</source>
            <translation>Connexion — {APP_NAME}</translation>
        </message>
        <message>
            <source>Connecting…</source>
            <translation>Connexion…</translation>
        </message>
        <message>
            <source>Delete this saved connection and its remembered secrets</source>
            <translation>Supprimer cette connexion enregistrée et ses secrets mémorisés</translation>
        </message>
        <message>
            <source>Enter the address of the store's server and your sign-in details.</source>
            <translation>Saisissez l’adresse du serveur de la boutique et vos identifiants.</translation>
        </message>
        <message>
            <source>Enter the server's address.</source>
            <translation>Saisissez l’adresse du serveur.</translation>
        </message>
        <message>
            <source>Enter the {missing}.</source>
            <translation>Saisissez : {missing}.</translation>
        </message>
        <message>
            <source>Forget</source>
            <translation>Oublier</translation>
        </message>
        <message>
            <source>Kept in the system's password store, never in a settings file</source>
            <translation>Conservé dans le trousseau du système, jamais dans un fichier de paramètres</translation>
        </message>
        <message>
            <source>Last signed in to: {server}.</source>
            <translation>Dernière connexion à : {server}.</translation>
        </message>
        <message>
            <source>New connection</source>
            <translation>Nouvelle connexion</translation>
        </message>
        <message>
            <source>Open a store with sample data that runs inside Store Admin</source>
            <translation>Ouvrir une boutique avec des données d’exemple, qui tourne dans Store Admin</translation>
        </message>
        <message>
            <source>Opening the demo store…</source>
            <translation>Ouverture de la boutique de démonstration…</translation>
        </message>
        <message>
            <source>Password:</source>
            <translation>Mot de passe :</translation>
        </message>
        <message>
            <source>Paste the access token here</source>
            <translation>Collez le jeton d’accès ici</translation>
        </message>
        <message>
            <source>Paste the access token.</source>
            <translation>Collez le jeton d’accès.</translation>
        </message>
        <message>
            <source>Reading the saved sign-in details…</source>
            <translation>Lecture des informations de connexion enregistrées…</translation>
        </message>
        <message>
            <source>Remember my sign-in details on this computer</source>
            <translation>Mémoriser mes identifiants sur cet ordinateur</translation>
        </message>
        <message>
            <source>Saved connection:</source>
            <translation>Connexion enregistrée :</translation>
        </message>
        <message>
            <source>Server address:</source>
            <translation>Adresse du serveur :</translation>
        </message>
        <message>
            <source>Sign in</source>
            <translation>Se connecter</translation>
        </message>
        <message>
            <source>Sign in again</source>
            <translation>Se reconnecter</translation>
        </message>
        <message>
            <source>Sign in with:</source>
            <translation>Se connecter avec :</translation>
        </message>
        <message>
            <source>Store details…</source>
            <translation>Coordonnées du magasin…</translation>
        </message>
        <message>
            <source>The demo store could not be opened: {error}</source>
            <translation>La boutique de démonstration n’a pas pu être ouverte : {error}</translation>
        </message>
        <message>
            <source>The seller's name, address, VAT number and logo on this connection's invoices and packing slips</source>
            <translation>Nom, adresse, numéro de TVA et logo du vendeur sur les factures et bordereaux de livraison de cette connexion</translation>
        </message>
        <message>
            <source>This computer has no password store (keyring), so remembered secrets are kept only until Store Admin closes.</source>
            <translation>Cet ordinateur n’a pas de trousseau de mots de passe ; les secrets mémorisés ne sont donc conservés que jusqu’à la fermeture de Store Admin.</translation>
        </message>
        <message>
            <source>Try the demo store</source>
            <translation>Essayer la boutique de démonstration</translation>
        </message>
        <message>
            <source>Username and password</source>
            <translation>Nom d’utilisateur et mot de passe</translation>
        </message>
        <message>
            <source>Username:</source>
            <translation>Nom d’utilisateur :</translation>
        </message>
        <message>
            <source>client ID</source>
            <translation>l’ID client</translation>
        </message>
        <message>
            <source>client secret</source>
            <translation>le secret client</translation>
        </message>
        <message>
            <source>password</source>
            <translation>le mot de passe</translation>
        </message>
        <message>
            <source>username</source>
            <translation>le nom d’utilisateur</translation>
        </message>
    </context>
    <context>
        <name>customer_profile</name>
        <message>
            <source>Account:</source>
            <translation>Compte :</translation>
        </message>
        <message>
            <source>Average order:</source>
            <translation>Commande moyenne :</translation>
        </message>
        <message>
            <source>Checkout completed</source>
            <translation>Commande validée</translation>
        </message>
        <message>
            <source>Customer #{key}</source>
            <translation>Client n° {key}</translation>
        </message>
        <message>
            <source>Customer:</source>
            <translation>Client :</translation>
        </message>
        <message>
            <source>Double-click or Enter opens the order</source>
            <translation>Un double-clic ou Entrée ouvre la commande</translation>
        </message>
        <message>
            <source>First order:</source>
            <translation>Première commande :</translation>
        </message>
        <message>
            <source>Last order:</source>
            <translation>Dernière commande :</translation>
        </message>
        <message>
            <source>Notes about the customer</source>
            <translation>Notes sur le client</translation>
        </message>
        <message>
            <source>Number</source>
            <translation>Numéro</translation>
        </message>
        <message>
            <source>Orders:</source>
            <translation>Commandes :</translation>
        </message>
        <message>
            <source>Spent:</source>
            <translation>Dépensé :</translation>
        </message>
        <message>
            <source>State</source>
            <translation>État</translation>
        </message>
        <message>
            <source>The customer's orders</source>
            <translation>Les commandes du client</translation>
        </message>
        <message>
            <source>This order has no customer.</source>
            <translation>Cette commande n’a pas de client.</translation>
        </message>
        <message>
            <source>Total</source>
            <translation>Total</translation>
        </message>
        <message>
            <source>guest (no shop account)</source>
            <translation>invité (sans compte client)</translation>
        </message>
        <message>
            <source>shop account {username}</source>
            <translation>compte client {username}</translation>
        </message>
    </context>
    <context>
        <name>delegates</name>
        <message>
            <source>Could not load these rows: {message}</source>
            <translation>Impossible de charger ces lignes : {message}</translation>
        </message>
        <message>
            <source>Retry</source>
            <translation>Réessayer</translation>
        </message>
    </context>
    <context>
        <name>detail</name>
        <message>
            <source>All fields as sent</source>
            <translation>Tous les champs tels qu’envoyés</translation>
        </message>
        <message>
            <source>Close the details</source>
            <translation>Fermer les détails</translation>
        </message>
        <message>
            <source>Close the details (Esc)</source>
            <translation>Fermer les détails (Échap)</translation>
        </message>
        <message>
            <source>Every field of the record, named and valued as the server sent it</source>
            <translation>Chaque champ de l’enregistrement, nommé et renseigné comme le serveur l’a envoyé</translation>
        </message>
        <message>
            <source>Field</source>
            <translation>Champ</translation>
        </message>
        <message>
            <source>Loading…</source>
            <translation>Chargement…</translation>
        </message>
        <message>
            <source>No</source>
            <translation>Non</translation>
        </message>
        <message>
            <source>The record's fields</source>
            <translation>Les champs de l’enregistrement</translation>
        </message>
        <message>
            <source>Value</source>
            <translation>Valeur</translation>
        </message>
        <message>
            <source>Yes</source>
            <translation>Oui</translation>
        </message>
        <message>
            <source>none</source>
            <translation>aucun</translation>
        </message>
    </context>
    <context>
        <name>editors.bulk_prices</name>
        <message>
            <source> Apply to save.</source>
            <translation> Appliquez pour enregistrer.</translation>
        </message>
        <message>
            <source>%v of %m</source>
            <translation>%v sur %m</translation>
        </message>
        <message>
            <source>Amount</source>
            <translation>Montant</translation>
        </message>
        <message>
            <source>Apply</source>
            <translation>Appliquer</translation>
        </message>
        <message>
            <source>Bulk price change — {counted}</source>
            <translation>Modification groupée des prix — {counted}</translation>
        </message>
        <message>
            <source>Change:</source>
            <translation>Modification :</translation>
        </message>
        <message>
            <source>Channel:</source>
            <translation>Canal :</translation>
        </message>
        <message>
            <source>Choose the change, then Preview.</source>
            <translation>Choisissez la modification, puis Aperçu.</translation>
        </message>
        <message>
            <source>Could not load the channels: {error}</source>
            <translation>Impossible de charger les canaux : {error}</translation>
        </message>
        <message>
            <source>Current price</source>
            <translation>Prix actuel</translation>
        </message>
        <message>
            <source>Enter a percentage above 0, such as 10.</source>
            <translation>Saisissez un pourcentage supérieur à 0, par exemple 10.</translation>
        </message>
        <message>
            <source>Enter an amount above 0, such as {example}.</source>
            <translation>Saisissez un montant supérieur à 0, par exemple {example}.</translation>
        </message>
        <message>
            <source>Enter an amount.</source>
            <translation>Saisissez un montant.</translation>
        </message>
        <message>
            <source>Loading current prices…</source>
            <translation>Chargement des prix actuels…</translation>
        </message>
        <message>
            <source>Lower by amount</source>
            <translation>Baisser d’un montant</translation>
        </message>
        <message>
            <source>Name</source>
            <translation>Nom</translation>
        </message>
        <message>
            <source>New price</source>
            <translation>Nouveau prix</translation>
        </message>
        <message>
            <source>No change: the price is that already.</source>
            <translation>Aucun changement : le prix est déjà celui-ci.</translation>
        </message>
        <message>
            <source>No price in this channel yet; use “Set price to”.</source>
            <translation>Pas encore de prix dans ce canal ; utilisez « Fixer le prix à ».</translation>
        </message>
        <message>
            <source>Preview</source>
            <translation>Aperçu</translation>
        </message>
        <message>
            <source>Product</source>
            <translation>Produit</translation>
        </message>
        <message>
            <source>Raise by %</source>
            <translation>Augmenter de %</translation>
        </message>
        <message>
            <source>Reading the current prices again…</source>
            <translation>Relecture des prix actuels…</translation>
        </message>
        <message>
            <source>Result</source>
            <translation>Résultat</translation>
        </message>
        <message>
            <source>Saved: {format_money}</source>
            <translation>Enregistré : {format_money}</translation>
        </message>
        <message>
            <source>Saving {code}…</source>
            <translation>Enregistrement de {code}…</translation>
        </message>
        <message>
            <source>Set price to</source>
            <translation>Fixer le prix à</translation>
        </message>
        <message>
            <source>Stopping after the variant being saved…</source>
            <translation>Arrêt après la variante en cours d’enregistrement…</translation>
        </message>
        <message>
            <source>The price would fall below {format_money}.</source>
            <translation>Le prix descendrait sous {format_money}.</translation>
        </message>
        <message>
            <source>The price would rise above {format_money}.</source>
            <translation>Le prix dépasserait {format_money}.</translation>
        </message>
        <message>
            <source>Variant</source>
            <translation>Variante</translation>
        </message>
        <message>
            <source>Variants and their prices</source>
            <translation>Variantes et leurs prix</translation>
        </message>
        <message>
            <source>a percentage</source>
            <translation>un pourcentage</translation>
        </message>
        <message>
            <source>e.g. 19.99</source>
            <translation>p. ex. 19,99</translation>
        </message>
        <message>
            <source>{ready} of {variants} will change.{then}</source>
            <translation>{ready} sur {variants} vont changer.{then}</translation>
        </message>
    </context>
    <context>
        <name>editors.cart_editor</name>
        <message>
            <source>&lt;span style='font-size:14pt; font-weight:600'&gt;Cart #{id}&lt;/span&gt;</source>
            <translation>&lt;span style='font-size:14pt; font-weight:600'&gt;Panier n° {id}&lt;/span&gt;</translation>
        </message>
        <message>
            <source>A cart is started for a customer in one channel and language.</source>
            <translation>Un panier est ouvert pour un client, dans un canal et une langue.</translation>
        </message>
        <message>
            <source>Add an item</source>
            <translation>Ajouter un article</translation>
        </message>
        <message>
            <source>Add to cart</source>
            <translation>Ajouter au panier</translation>
        </message>
        <message>
            <source>Added to the cart</source>
            <translation>Ajouté au panier</translation>
        </message>
        <message>
            <source>Adjustments</source>
            <translation>Ajustements</translation>
        </message>
        <message>
            <source>Cart #{cart_id}</source>
            <translation>Panier n° {cart_id}</translation>
        </message>
        <message>
            <source>Changing quantity…</source>
            <translation>Modification de la quantité…</translation>
        </message>
        <message>
            <source>Channel: &lt;b&gt;{value}&lt;/b&gt;</source>
            <translation>Canal : &lt;b&gt;{value}&lt;/b&gt;</translation>
        </message>
        <message>
            <source>Checkout: &lt;b&gt;{state_label}&lt;/b&gt;</source>
            <translation>Commande : &lt;b&gt;{state_label}&lt;/b&gt;</translation>
        </message>
        <message>
            <source>Choose the variant to add.</source>
            <translation>Choisissez la variante à ajouter.</translation>
        </message>
        <message>
            <source>Create cart</source>
            <translation>Créer le panier</translation>
        </message>
        <message>
            <source>Currency: &lt;b&gt;{value}&lt;/b&gt;</source>
            <translation>Devise : &lt;b&gt;{value}&lt;/b&gt;</translation>
        </message>
        <message>
            <source>Customer: &lt;b&gt;{who}&lt;/b&gt;</source>
            <translation>Client : &lt;b&gt;{who}&lt;/b&gt;</translation>
        </message>
        <message>
            <source>Delete cart #{cart_id}? It disappears from the lists; the store keeps it in its records (the deletion is soft).</source>
            <translation>Supprimer le panier n° {cart_id} ? Il disparaît des listes ; la boutique le conserve dans ses archives (suppression logique).</translation>
        </message>
        <message>
            <source>Delete cart…</source>
            <translation>Supprimer le panier…</translation>
        </message>
        <message>
            <source>Double-click or press F2 to change (1 to {MAX_QUANTITY}).</source>
            <translation>Double-cliquez ou appuyez sur F2 pour modifier (de 1 à {MAX_QUANTITY}).</translation>
        </message>
        <message>
            <source>Items</source>
            <translation>Articles</translation>
        </message>
        <message>
            <source>Locale: &lt;b&gt;{value}&lt;/b&gt;</source>
            <translation>Paramètres régionaux : &lt;b&gt;{value}&lt;/b&gt;</translation>
        </message>
        <message>
            <source>Not changed: {value}</source>
            <translation>Non modifié : {value}</translation>
        </message>
        <message>
            <source>Only {units} left in stock.</source>
            <translation>Plus que {units} en stock.</translation>
        </message>
        <message>
            <source>Only {units} left in stock; the cart holds {held} already.</source>
            <translation>Plus que {units} en stock ; le panier en contient déjà {held}.</translation>
        </message>
        <message>
            <source>Quantity</source>
            <translation>Quantité</translation>
        </message>
        <message>
            <source>Quantity changed</source>
            <translation>Quantité modifiée</translation>
        </message>
        <message>
            <source>Quantity:</source>
            <translation>Quantité :</translation>
        </message>
        <message>
            <source>Quantity: {problem}</source>
            <translation>Quantité : {problem}</translation>
        </message>
        <message>
            <source>Removed</source>
            <translation>Retiré</translation>
        </message>
        <message>
            <source>Search for a variant by code or name and pick it.</source>
            <translation>Recherchez une variante par code ou par nom, puis sélectionnez-la.</translation>
        </message>
        <message>
            <source>This cart is empty. Add a variant below.</source>
            <translation>Ce panier est vide. Ajoutez une variante ci-dessous.</translation>
        </message>
        <message>
            <source>Total</source>
            <translation>Total</translation>
        </message>
        <message>
            <source>Unit price</source>
            <translation>Prix unitaire</translation>
        </message>
        <message>
            <source>Units</source>
            <translation>Unités</translation>
        </message>
        <message>
            <source>Variant</source>
            <translation>Variante</translation>
        </message>
        <message>
            <source>Variant:</source>
            <translation>Variante :</translation>
        </message>
        <message>
            <source>no customer</source>
            <translation>aucun client</translation>
        </message>
    </context>
    <context>
        <name>editors.conflict</name>
        <message>
            <source> You both changed {value}: choose which to keep before saving.</source>
            <translation> Vous avez tous deux modifié {value} : choisissez quoi garder avant d’enregistrer.</translation>
        </message>
        <message>
            <source>Keep my values after a conflict</source>
            <translation>Garder mes valeurs après un conflit</translation>
        </message>
        <message>
            <source>Not saved: someone else changed this {what}. Your changes are kept; save again to compare them with theirs.</source>
            <translation>Non enregistré : quelqu’un d’autre a modifié cet élément ({what}). Vos modifications sont conservées ; enregistrez à nouveau pour les comparer aux siennes.</translation>
        </message>
        <message>
            <source>Retry</source>
            <translation>Réessayer</translation>
        </message>
        <message>
            <source>Save merged</source>
            <translation>Enregistrer la fusion</translation>
        </message>
        <message>
            <source>Someone else changed this record since it was opened.</source>
            <translation>Quelqu’un d’autre a modifié cet enregistrement depuis son ouverture.</translation>
        </message>
        <message>
            <source>The {what} now shows the values saved elsewhere; nothing of yours was left to save.</source>
            <translation>L’élément ({what}) affiche maintenant les valeurs enregistrées ailleurs ; il ne restait rien de vous à enregistrer.</translation>
        </message>
        <message>
            <source>{what} was changed and saved elsewhere while you were editing it. Below is every value where yours and theirs now differ. Where only one of you changed a value, that change is chosen.{ask}</source>
            <translation>{what} a été modifié et enregistré ailleurs pendant que vous le modifiiez. Ci-dessous, chaque valeur où la vôtre et la leur diffèrent désormais. Là où un seul de vous a modifié une valeur, cette modification est retenue.{ask}</translation>
        </message>
    </context>
    <context>
        <name>editors.dialogs</name>
        <message>
            <source>Cancel</source>
            <translation>Annuler</translation>
        </message>
        <message>
            <source>Choose a side for {value}</source>
            <translation>Choisissez un côté pour {value}</translation>
        </message>
        <message>
            <source>Choose all mine</source>
            <translation>Tout garder de mon côté</translation>
        </message>
        <message>
            <source>Choose all theirs</source>
            <translation>Tout prendre de leur côté</translation>
        </message>
        <message>
            <source>Discard changes</source>
            <translation>Abandonner les modifications</translation>
        </message>
        <message>
            <source>Field</source>
            <translation>Champ</translation>
        </message>
        <message>
            <source>Keep editing</source>
            <translation>Continuer la modification</translation>
        </message>
        <message>
            <source>Save</source>
            <translation>Enregistrer</translation>
        </message>
        <message>
            <source>Save merged</source>
            <translation>Enregistrer la fusion</translation>
        </message>
        <message>
            <source>Save them before closing?</source>
            <translation>Les enregistrer avant de fermer ?</translation>
        </message>
        <message>
            <source>Someone else changed this record</source>
            <translation>Quelqu’un d’autre a modifié cet enregistrement</translation>
        </message>
        <message>
            <source>Theirs now</source>
            <translation>La leur, actuelle</translation>
        </message>
        <message>
            <source>Unsaved changes</source>
            <translation>Modifications non enregistrées</translation>
        </message>
        <message>
            <source>While you were editing, this record was changed and saved elsewhere. Choose for each field whether to keep your value or take theirs.</source>
            <translation>Pendant votre modification, cet enregistrement a été modifié et enregistré ailleurs. Choisissez pour chaque champ s’il faut garder votre valeur ou prendre la leur.</translation>
        </message>
        <message>
            <source>Yours</source>
            <translation>La vôtre</translation>
        </message>
        <message>
            <source>changed by both of you: choose one</source>
            <translation>modifié par vous deux : choisissez</translation>
        </message>
        <message>
            <source>changed by them</source>
            <translation>modifié par l’autre personne</translation>
        </message>
        <message>
            <source>changed by you</source>
            <translation>modifié par vous</translation>
        </message>
        <message>
            <source>{field}, theirs now: {value}</source>
            <translation>{field}, la leur, actuelle : {value}</translation>
        </message>
        <message>
            <source>{field}, yours: {value}</source>
            <translation>{field}, la vôtre : {value}</translation>
        </message>
        <message>
            <source>{what} has changes that are not saved.</source>
            <translation>{what} a des modifications non enregistrées.</translation>
        </message>
    </context>
    <context>
        <name>editors.editor</name>
        <message>
            <source>Cancel</source>
            <translation>Annuler</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>Fermer</translation>
        </message>
        <message>
            <source>Delete</source>
            <translation>Supprimer</translation>
        </message>
        <message>
            <source>Deleted</source>
            <translation>Supprimé</translation>
        </message>
        <message>
            <source>Delete…</source>
            <translation>Supprimer…</translation>
        </message>
        <message>
            <source>Deleting…</source>
            <translation>Suppression…</translation>
        </message>
        <message>
            <source>Dismiss</source>
            <translation>Fermer</translation>
        </message>
        <message>
            <source>Done</source>
            <translation>Terminé</translation>
        </message>
        <message>
            <source>Form</source>
            <translation>Formulaire</translation>
        </message>
        <message>
            <source>Loading…</source>
            <translation>Chargement…</translation>
        </message>
        <message>
            <source>No answer: asking the store what it now holds…</source>
            <translation>Pas de réponse : la boutique est interrogée sur ce qu’elle contient maintenant…</translation>
        </message>
        <message>
            <source>Redo</source>
            <translation>Rétablir</translation>
        </message>
        <message>
            <source>Reload</source>
            <translation>Recharger</translation>
        </message>
        <message>
            <source>Retry</source>
            <translation>Réessayer</translation>
        </message>
        <message>
            <source>Save</source>
            <translation>Enregistrer</translation>
        </message>
        <message>
            <source>Saved</source>
            <translation>Enregistré</translation>
        </message>
        <message>
            <source>Saving…</source>
            <translation>Enregistrement…</translation>
        </message>
        <message>
            <source>The connection broke before the server answered.</source>
            <translation>La connexion a été coupée avant la réponse du serveur.</translation>
        </message>
        <message>
            <source>The server did not accept this. See the messages at the fields.</source>
            <translation>Le serveur n’a pas accepté ceci. Voyez les messages près des champs.</translation>
        </message>
        <message>
            <source>Undo</source>
            <translation>Annuler</translation>
        </message>
        <message>
            <source>Working…</source>
            <translation>Traitement…</translation>
        </message>
        <message>
            <source>{LOST_ANSWER} Store Admin keeps asking the store whether it was carried out, and does not send it again meanwhile. Nothing you typed is lost.</source>
            <translation>{LOST_ANSWER} Store Admin continue de demander à la boutique si l’opération a eu lieu, et ne la renvoie pas entre-temps. Rien de ce que vous avez saisi n’est perdu.</translation>
        </message>
        <message>
            <source>{LOST_ANSWER} The store cannot show whether it was carried out; sending it again does the same once more. Nothing you typed is lost.</source>
            <translation>{LOST_ANSWER} La boutique ne peut pas montrer si l’opération a eu lieu ; la renvoyer la refait une fois de plus. Rien de ce que vous avez saisi n’est perdu.</translation>
        </message>
        <message>
            <source>{LOST_ANSWER} The store now holds something other than what was sent (someone may have changed it meanwhile); it is shown as it is now.</source>
            <translation>{LOST_ANSWER} La boutique contient maintenant autre chose que ce qui a été envoyé (quelqu’un l’a peut-être modifié entre-temps) ; c’est affiché tel quel.</translation>
        </message>
        <message>
            <source>{LOST_ANSWER} The store shows it was not carried out, so sending it again is safe. Nothing you typed is lost.</source>
            <translation>{LOST_ANSWER} La boutique montre que l’opération n’a pas eu lieu ; la renvoyer est donc sans risque. Rien de ce que vous avez saisi n’est perdu.</translation>
        </message>
        <message>
            <source>{done}. ({LOST_ANSWER} The store shows the change was made.)</source>
            <translation>{done}. ({LOST_ANSWER} La boutique montre que la modification a été faite.)</translation>
        </message>
        <message>
            <source>{error} Nothing you typed is lost.</source>
            <translation>{error} Rien de ce que vous avez saisi n’est perdu.</translation>
        </message>
    </context>
    <context>
        <name>editors.fields</name>
        <message>
            <source>Change values</source>
            <translation>Modifier des valeurs</translation>
        </message>
        <message>
            <source>Edit {value}</source>
            <translation>Modifier {value}</translation>
        </message>
        <message>
            <source>no</source>
            <translation>non</translation>
        </message>
        <message>
            <source>yes</source>
            <translation>oui</translation>
        </message>
    </context>
    <context>
        <name>editors.layout</name>
        <message>
            <source>a quantity</source>
            <translation>une quantité</translation>
        </message>
    </context>
    <context>
        <name>editors.lines</name>
        <message>
            <source>Remove</source>
            <translation>Retirer</translation>
        </message>
        <message>
            <source>Remove item</source>
            <translation>Retirer l’article</translation>
        </message>
        <message>
            <source>Remove the selected item (Del)</source>
            <translation>Retirer l’article sélectionné (Suppr)</translation>
        </message>
        <message>
            <source>Removing item…</source>
            <translation>Retrait de l’article…</translation>
        </message>
    </context>
    <context>
        <name>editors.new_sale</name>
        <message>
            <source>Channel</source>
            <translation>Canal</translation>
        </message>
        <message>
            <source>Created</source>
            <translation>Créé</translation>
        </message>
        <message>
            <source>Customer</source>
            <translation>Client</translation>
        </message>
        <message>
            <source>Locale</source>
            <translation>Paramètres régionaux</translation>
        </message>
    </context>
    <context>
        <name>editors.order_editor</name>
        <message>
            <source> Settle the difference with the customer.</source>
            <translation> Réglez la différence avec le client.</translation>
        </message>
        <message>
            <source>A new order starts in the state “cart”; add its items next.</source>
            <translation>Une nouvelle commande commence à l’état « panier » ; ajoutez ensuite ses articles.</translation>
        </message>
        <message>
            <source>A price fixed when the item was added; it is not recalculated.</source>
            <translation>Un prix fixé à l’ajout de l’article ; il n’est pas recalculé.</translation>
        </message>
        <message>
            <source>Add an item</source>
            <translation>Ajouter un article</translation>
        </message>
        <message>
            <source>Add at no charge</source>
            <translation>Ajouter gratuitement</translation>
        </message>
        <message>
            <source>Add at {format_money}</source>
            <translation>Ajouter à {format_money}</translation>
        </message>
        <message>
            <source>Add item</source>
            <translation>Ajouter l’article</translation>
        </message>
        <message>
            <source>Add to the placed order</source>
            <translation>Ajouter à la commande passée</translation>
        </message>
        <message>
            <source>Add {adding}? The customer is charged nothing for it.</source>
            <translation>Ajouter {adding} ? Rien n’est facturé au client pour cela.</translation>
        </message>
        <message>
            <source>Added to the order</source>
            <translation>Ajouté à la commande</translation>
        </message>
        <message>
            <source>Addresses, payments, shipments</source>
            <translation>Adresses, paiements, expéditions</translation>
        </message>
        <message>
            <source>Adjustments</source>
            <translation>Ajustements</translation>
        </message>
        <message>
            <source>Billing address</source>
            <translation>Adresse de facturation</translation>
        </message>
        <message>
            <source>Cancelling…</source>
            <translation>Annulation…</translation>
        </message>
        <message>
            <source>Change a placed order</source>
            <translation>Modifier une commande passée</translation>
        </message>
        <message>
            <source>Channel</source>
            <translation>Canal</translation>
        </message>
        <message>
            <source>Checkout completed</source>
            <translation>Commande finalisée</translation>
        </message>
        <message>
            <source>Checkout state</source>
            <translation>État de la commande en cours</translation>
        </message>
        <message>
            <source>Choose the customer from the list.</source>
            <translation>Choisissez le client dans la liste.</translation>
        </message>
        <message>
            <source>Choose the variant to add.</source>
            <translation>Choisissez la variante à ajouter.</translation>
        </message>
        <message>
            <source>Create order</source>
            <translation>Créer la commande</translation>
        </message>
        <message>
            <source>Created</source>
            <translation>Créé</translation>
        </message>
        <message>
            <source>Currency</source>
            <translation>Devise</translation>
        </message>
        <message>
            <source>Customer</source>
            <translation>Client</translation>
        </message>
        <message>
            <source>Customer (optional)</source>
            <translation>Client (facultatif)</translation>
        </message>
        <message>
            <source>Delete order…</source>
            <translation>Supprimer la commande…</translation>
        </message>
        <message>
            <source>Delete {order}? The deletion is soft: the order disappears from the lists, but the store keeps it in its records.</source>
            <translation>Supprimer {order} ? La suppression est logique : la commande disparaît des listes, mais la boutique la conserve dans ses archives.</translation>
        </message>
        <message>
            <source>Inventory unit #{id}</source>
            <translation>Unité de stock n° {id}</translation>
        </message>
        <message>
            <source>Item #{id}</source>
            <translation>Article n° {id}</translation>
        </message>
        <message>
            <source>Item / inventory unit</source>
            <translation>Article / unité de stock</translation>
        </message>
        <message>
            <source>Items</source>
            <translation>Articles</translation>
        </message>
        <message>
            <source>Items and totals</source>
            <translation>Articles et totaux</translation>
        </message>
        <message>
            <source>Marking as paid…</source>
            <translation>Marquage comme payée…</translation>
        </message>
        <message>
            <source>No payments yet.</source>
            <translation>Pas encore de paiement.</translation>
        </message>
        <message>
            <source>No shipments yet.</source>
            <translation>Pas encore d’expédition.</translation>
        </message>
        <message>
            <source>Not covered by a payment</source>
            <translation>Non couvert par un paiement</translation>
        </message>
        <message>
            <source>Number</source>
            <translation>Numéro</translation>
        </message>
        <message>
            <source>Order #{order_id}</source>
            <translation>Commande n° {order_id}</translation>
        </message>
        <message>
            <source>Order {number}</source>
            <translation>Commande {number}</translation>
        </message>
        <message>
            <source>Paid</source>
            <translation>Payé</translation>
        </message>
        <message>
            <source>Part of this order has shipped: items can no longer be added or removed.</source>
            <translation>Une partie de cette commande a été expédiée : on ne peut plus y ajouter ni en retirer d’articles.</translation>
        </message>
        <message>
            <source>Parts of the order</source>
            <translation>Parties de la commande</translation>
        </message>
        <message>
            <source>Payment</source>
            <translation>Paiement</translation>
        </message>
        <message>
            <source>Payment awaited</source>
            <translation>Paiement attendu</translation>
        </message>
        <message>
            <source>Payments</source>
            <translation>Paiements</translation>
        </message>
        <message>
            <source>Payments exceed the total by</source>
            <translation>Les paiements dépassent le total de</translation>
        </message>
        <message>
            <source>Pick a customer from the matches, or leave it empty.</source>
            <translation>Choisissez un client parmi les résultats, ou laissez vide.</translation>
        </message>
        <message>
            <source>Quantity</source>
            <translation>Quantité</translation>
        </message>
        <message>
            <source>Quantity:</source>
            <translation>Quantité :</translation>
        </message>
        <message>
            <source>Removed</source>
            <translation>Retiré</translation>
        </message>
        <message>
            <source>Search for a variant by code or name and pick it.</source>
            <translation>Recherchez une variante par code ou par nom, puis sélectionnez-la.</translation>
        </message>
        <message>
            <source>Shipments</source>
            <translation>Expéditions</translation>
        </message>
        <message>
            <source>Shipping</source>
            <translation>Expédition</translation>
        </message>
        <message>
            <source>Shipping address</source>
            <translation>Adresse de livraison</translation>
        </message>
        <message>
            <source>Shipping…</source>
            <translation>Expédition…</translation>
        </message>
        <message>
            <source>State</source>
            <translation>État</translation>
        </message>
        <message>
            <source>Suggest price</source>
            <translation>Proposer le prix</translation>
        </message>
        <message>
            <source>The order's total is now {format_money}; its payments: {describe}.{settle}</source>
            <translation>Le total de la commande est maintenant de {format_money} ; ses paiements : {describe}.{settle}</translation>
        </message>
        <message>
            <source>The store works out taxes, promotions and shipping again; the new total shows once the change is saved. A payment still awaited asks for the new total; one already made does not change.</source>
            <translation>La boutique recalcule les taxes, les promotions et la livraison ; le nouveau total s’affiche une fois la modification enregistrée. Un paiement encore attendu demande le nouveau total ; un paiement déjà effectué ne change pas.</translation>
        </message>
        <message>
            <source>The total becomes {after}: every line keeps the price it was sold at. A payment still awaited asks for the new total; one already made does not change.</source>
            <translation>Le total devient {after} : chaque ligne garde le prix auquel elle a été vendue. Un paiement encore attendu demande le nouveau total ; un paiement déjà effectué ne change pas.</translation>
        </message>
        <message>
            <source>This order has been paid: items can no longer be added or removed, or the payment would no longer match it.</source>
            <translation>Cette commande a été payée : on ne peut plus y ajouter ni en retirer d’articles, sinon le paiement ne lui correspondrait plus.</translation>
        </message>
        <message>
            <source>This order is fulfilled: items can no longer be added or removed.</source>
            <translation>Cette commande est honorée : on ne peut plus y ajouter ni en retirer d’articles.</translation>
        </message>
        <message>
            <source>This order was cancelled: items can no longer be added or removed.</source>
            <translation>Cette commande a été annulée : on ne peut plus y ajouter ni en retirer d’articles.</translation>
        </message>
        <message>
            <source>Total</source>
            <translation>Total</translation>
        </message>
        <message>
            <source>Unit price</source>
            <translation>Prix unitaire</translation>
        </message>
        <message>
            <source>Unit price ({currency}):</source>
            <translation>Prix unitaire ({currency}) :</translation>
        </message>
        <message>
            <source>Unit price:</source>
            <translation>Prix unitaire :</translation>
        </message>
        <message>
            <source>Updated</source>
            <translation>Modifié</translation>
        </message>
        <message>
            <source>Variant</source>
            <translation>Variante</translation>
        </message>
        <message>
            <source>Variant:</source>
            <translation>Variante :</translation>
        </message>
        <message>
            <source>e.g. 12.50</source>
            <translation>p. ex. 12,50</translation>
        </message>
        <message>
            <source>no customer</source>
            <translation>aucun client</translation>
        </message>
        <message>
            <source>not assigned yet</source>
            <translation>pas encore attribué</translation>
        </message>
        <message>
            <source>paid {format_money}</source>
            <translation>{format_money} payés</translation>
        </message>
        <message>
            <source>this variant</source>
            <translation>cette variante</translation>
        </message>
        <message>
            <source>tracking {value}</source>
            <translation>suivi {value}</translation>
        </message>
        <message>
            <source>variant #{id}</source>
            <translation>variante n° {id}</translation>
        </message>
        <message>
            <source>{describe} was placed: its customer agreed to pay {format_money} ({describe2}).</source>
            <translation>{describe} a été passée : son client a accepté de payer {format_money} ({describe2}).</translation>
        </message>
        <message>
            <source>{describe} was placed: its customer agreed to pay {format_money} ({describe2}). Add {adding} to it?</source>
            <translation>{describe} a été passée : son client a accepté de payer {format_money} ({describe2}). Y ajouter {adding} ?</translation>
        </message>
        <message>
            <source>{done}: {states}.</source>
            <translation>{done} : {states}.</translation>
        </message>
        <message>
            <source>{format_money} awaited</source>
            <translation>{format_money} attendus</translation>
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
            <translation>Client</translation>
        </message>
        <message>
            <source>History</source>
            <translation>Historique</translation>
        </message>
        <message>
            <source>Notes</source>
            <translation>Notes</translation>
        </message>
    </context>
    <context>
        <name>editors.order_steps_bar</name>
        <message>
            <source>Cancel the order, its payments and its shipments</source>
            <translation>Annuler la commande, ses paiements et ses expéditions</translation>
        </message>
        <message>
            <source>Mark the order's payment as received</source>
            <translation>Marquer le paiement de la commande comme reçu</translation>
        </message>
        <message>
            <source>Send the order's shipment, with its tracking number</source>
            <translation>Expédier l’envoi de la commande, avec son numéro de suivi</translation>
        </message>
    </context>
    <context>
        <name>editors.parsing</name>
        <message>
            <source>Enter at least {plain_number}; “{shown}” is less.</source>
            <translation>Saisissez au moins {plain_number} ; « {shown} » est inférieur.</translation>
        </message>
        <message>
            <source>Enter at most two decimal places, for example {example}.</source>
            <translation>Saisissez au plus deux décimales, par exemple {example}.</translation>
        </message>
        <message>
            <source>Enter at most {places} decimal places, such as {example}.</source>
            <translation>Saisissez au plus {places} décimales, par exemple {example}.</translation>
        </message>
        <message>
            <source>Enter at most {plain_number}; “{shown}” is more.</source>
            <translation>Saisissez au plus {plain_number} ; « {shown} » est supérieur.</translation>
        </message>
        <message>
            <source>Enter {what}, such as {example}.</source>
            <translation>Saisissez {what}, par exemple {example}.</translation>
        </message>
        <message>
            <source>The amount cannot be negative.</source>
            <translation>Le montant ne peut pas être négatif.</translation>
        </message>
        <message>
            <source>a number</source>
            <translation>un nombre</translation>
        </message>
        <message>
            <source>an amount</source>
            <translation>un montant</translation>
        </message>
        <message>
            <source>“{shown}” could be read two ways: type {whole} or {decimal}.</source>
            <translation>« {shown} » peut se lire de deux façons : saisissez {whole} ou {decimal}.</translation>
        </message>
        <message>
            <source>“{shown}” is not a number; enter one such as {example}.</source>
            <translation>« {shown} » n’est pas un nombre ; saisissez-en un, par exemple {example}.</translation>
        </message>
        <message>
            <source>“{shown}” is not a whole number; enter one such as {example}.</source>
            <translation>« {shown} » n’est pas un nombre entier ; saisissez-en un, par exemple {example}.</translation>
        </message>
        <message>
            <source>“{shown}” is not an amount; enter one such as {example}.</source>
            <translation>« {shown} » n’est pas un montant ; saisissez-en un, par exemple {example}.</translation>
        </message>
    </context>
    <context>
        <name>editors.pickers</name>
        <message>
            <source>  (not sold in {channel})</source>
            <translation>  (non vendu dans le canal {channel})</translation>
        </message>
        <message>
            <source>Channel code</source>
            <translation>Code du canal</translation>
        </message>
        <message>
            <source>Choose a channel first</source>
            <translation>Choisissez d’abord un canal</translation>
        </message>
        <message>
            <source>Choose a channel…</source>
            <translation>Choisir un canal…</translation>
        </message>
        <message>
            <source>Customer #{id}</source>
            <translation>Client n° {id}</translation>
        </message>
        <message>
            <source>Customer e-mail or name…</source>
            <translation>E-mail ou nom du client…</translation>
        </message>
        <message>
            <source>Customer e-mail, name or id…</source>
            <translation>E-mail, nom ou ID du client…</translation>
        </message>
        <message>
            <source>Locale code, e.g. en_US</source>
            <translation>Code régional, p. ex. fr_FR</translation>
        </message>
        <message>
            <source>Nothing matches “{text}”.</source>
            <translation>Aucun résultat pour « {text} ».</translation>
        </message>
        <message>
            <source>Product {product_name} ({product_code})</source>
            <translation>Produit {product_name} ({product_code})</translation>
        </message>
        <message>
            <source>Search failed: {error}</source>
            <translation>Échec de la recherche : {error}</translation>
        </message>
        <message>
            <source>Searching…</source>
            <translation>Recherche…</translation>
        </message>
        <message>
            <source>This server cannot search customers: type the customer's id.</source>
            <translation>Ce serveur ne sait pas rechercher des clients : saisissez l’ID du client.</translation>
        </message>
        <message>
            <source>This server cannot search customers: type the e-mail address.</source>
            <translation>Ce serveur ne sait pas rechercher des clients : saisissez l’adresse e-mail.</translation>
        </message>
        <message>
            <source>This server cannot search products: type the exact variant {typed}.</source>
            <translation>Ce serveur ne sait pas rechercher des produits : saisissez la variante exacte ({typed}).</translation>
        </message>
        <message>
            <source>Type to search…</source>
            <translation>Tapez pour rechercher…</translation>
        </message>
        <message>
            <source>Variant code or name…</source>
            <translation>Code ou nom de la variante…</translation>
        </message>
    </context>
    <context>
        <name>editors.pricing</name>
        <message>
            <source>Also priced in channels that are not enabled (not editable here): {listed}</source>
            <translation>Également tarifé dans des canaux non activés (non modifiable ici) : {listed}</translation>
        </message>
        <message>
            <source>Please enter the price (a price can be changed, not removed).</source>
            <translation>Veuillez saisir le prix (un prix peut être modifié, pas supprimé).</translation>
        </message>
        <message>
            <source>Price in {get}</source>
            <translation>Prix dans {get}</translation>
        </message>
        <message>
            <source>Price in {value}</source>
            <translation>Prix dans {value}</translation>
        </message>
        <message>
            <source>Price must be at least {minimum}.</source>
            <translation>Le prix doit être d’au moins {minimum}.</translation>
        </message>
        <message>
            <source>The store does not say which currency this channel uses, and the channel has no carts or orders to tell it. Prices are in the channel's own currency.</source>
            <translation>La boutique n’indique pas la devise de ce canal, et le canal n’a ni panier ni commande qui la révèle. Les prix sont dans la devise propre au canal.</translation>
        </message>
        <message>
            <source>currency unknown</source>
            <translation>devise inconnue</translation>
        </message>
        <message>
            <source>no price</source>
            <translation>aucun prix</translation>
        </message>
    </context>
    <context>
        <name>editors.totals</name>
        <message>
            <source>&lt;b&gt;How the total comes about&lt;/b&gt;</source>
            <translation>&lt;b&gt;Détail du total&lt;/b&gt;</translation>
        </message>
        <message>
            <source>Adjustment</source>
            <translation>Ajustement</translation>
        </message>
        <message>
            <source>Items at unit price ({counted})</source>
            <translation>Articles au prix unitaire ({counted})</translation>
        </message>
        <message>
            <source>Items total</source>
            <translation>Total des articles</translation>
        </message>
        <message>
            <source>Other adjustments</source>
            <translation>Autres ajustements</translation>
        </message>
        <message>
            <source>Other item adjustments</source>
            <translation>Autres ajustements d’articles</translation>
        </message>
        <message>
            <source>Promotion</source>
            <translation>Promotion</translation>
        </message>
        <message>
            <source>Shipping</source>
            <translation>Livraison</translation>
        </message>
        <message>
            <source>Tax</source>
            <translation>Taxe</translation>
        </message>
        <message>
            <source>Total</source>
            <translation>Total</translation>
        </message>
        <message>
            <source>{text} (included in the price)</source>
            <translation>{text} (inclus dans le prix)</translation>
        </message>
    </context>
    <context>
        <name>editors.user_editor</name>
        <message>
            <source>A password reset was requested {format_timestamp}.</source>
            <translation>Une réinitialisation du mot de passe a été demandée le {format_timestamp}.</translation>
        </message>
        <message>
            <source>A password reset was started</source>
            <translation>Une réinitialisation du mot de passe a été lancée</translation>
        </message>
        <message>
            <source>Ask the store to start a password reset for this user</source>
            <translation>Demander à la boutique de lancer une réinitialisation du mot de passe pour cet utilisateur</translation>
        </message>
        <message>
            <source>At least 4 characters.</source>
            <translation>Au moins 4 caractères.</translation>
        </message>
        <message>
            <source>Confirmation token:</source>
            <translation>Jeton de confirmation :</translation>
        </message>
        <message>
            <source>Copy token</source>
            <translation>Copier le jeton</translation>
        </message>
        <message>
            <source>Create user</source>
            <translation>Créer l’utilisateur</translation>
        </message>
        <message>
            <source>Delete user…</source>
            <translation>Supprimer l’utilisateur…</translation>
        </message>
        <message>
            <source>Delete {removeprefix}? The deletion is soft: the account disappears from the lists and can no longer sign in; the store keeps its records.</source>
            <translation>Supprimer {removeprefix} ? La suppression est logique : le compte disparaît des listes et ne peut plus se connecter ; la boutique conserve ses archives.</translation>
        </message>
        <message>
            <source>E-mail</source>
            <translation>E-mail</translation>
        </message>
        <message>
            <source>Enabled</source>
            <translation>Activé</translation>
        </message>
        <message>
            <source>First name</source>
            <translation>Prénom</translation>
        </message>
        <message>
            <source>Language</source>
            <translation>Langue</translation>
        </message>
        <message>
            <source>Last name</source>
            <translation>Nom</translation>
        </message>
        <message>
            <source>Leave the password empty to keep the current one.</source>
            <translation>Laissez le mot de passe vide pour garder l’actuel.</translation>
        </message>
        <message>
            <source>New user</source>
            <translation>Nouvel utilisateur</translation>
        </message>
        <message>
            <source>No new reset was started. The server says: {error}</source>
            <translation>Aucune nouvelle réinitialisation n’a été lancée. Le serveur indique : {error}</translation>
        </message>
        <message>
            <source>Password</source>
            <translation>Mot de passe</translation>
        </message>
        <message>
            <source>Password must be at least {MIN_PASSWORD} characters long.</source>
            <translation>Le mot de passe doit comporter au moins {MIN_PASSWORD} caractères.</translation>
        </message>
        <message>
            <source>Password reset</source>
            <translation>Réinitialisation du mot de passe</translation>
        </message>
        <message>
            <source>Please choose the language of the account.</source>
            <translation>Veuillez choisir la langue du compte.</translation>
        </message>
        <message>
            <source>Please enter a username.</source>
            <translation>Veuillez saisir un nom d’utilisateur.</translation>
        </message>
        <message>
            <source>Repeat password</source>
            <translation>Répéter le mot de passe</translation>
        </message>
        <message>
            <source>Requesting a password reset…</source>
            <translation>Demande de réinitialisation du mot de passe…</translation>
        </message>
        <message>
            <source>Reset requested {format_timestamp} · last signed in: {last_login}</source>
            <translation>Réinitialisation demandée le {format_timestamp} · dernière connexion : {last_login}</translation>
        </message>
        <message>
            <source>Roles</source>
            <translation>Rôles</translation>
        </message>
        <message>
            <source>Roles:</source>
            <translation>Rôles :</translation>
        </message>
        <message>
            <source>Save</source>
            <translation>Enregistrer</translation>
        </message>
        <message>
            <source>Send password reset</source>
            <translation>Envoyer une réinitialisation</translation>
        </message>
        <message>
            <source>The account can sign in</source>
            <translation>Le compte peut se connecter</translation>
        </message>
        <message>
            <source>The store has e-mailed {email} a link to choose a new password.</source>
            <translation>La boutique a envoyé à {email} un e-mail avec un lien pour choisir un nouveau mot de passe.</translation>
        </message>
        <message>
            <source>The store issues a one-time token to set a new password.</source>
            <translation>La boutique émet un jeton à usage unique pour définir un nouveau mot de passe.</translation>
        </message>
        <message>
            <source>The two passwords do not match.</source>
            <translation>Les deux mots de passe ne correspondent pas.</translation>
        </message>
        <message>
            <source>This email is invalid.</source>
            <translation>Cette adresse e-mail n’est pas valide.</translation>
        </message>
        <message>
            <source>This is the account you are signed in with: it cannot be deleted while you use it. Ask another administrator to delete it.</source>
            <translation>C’est le compte avec lequel vous êtes connecté : il ne peut pas être supprimé tant que vous l’utilisez. Demandez à un autre administrateur de le supprimer.</translation>
        </message>
        <message>
            <source>User #{user_id}</source>
            <translation>Utilisateur n° {user_id}</translation>
        </message>
        <message>
            <source>User {value}</source>
            <translation>Utilisateur {value}</translation>
        </message>
        <message>
            <source>Username</source>
            <translation>Nom d’utilisateur</translation>
        </message>
        <message>
            <source>You are signed in with this account: disabled, it would sign you out and could not sign in again. Ask another administrator to disable it.</source>
            <translation>Vous êtes connecté avec ce compte : désactivé, il vous déconnecterait et ne pourrait plus se reconnecter. Demandez à un autre administrateur de le désactiver.</translation>
        </message>
        <message>
            <source>You are signed in with this account: without API access it could no longer use Store Admin. Ask another administrator to change it.</source>
            <translation>Vous êtes connecté avec ce compte : sans accès API, il ne pourrait plus utiliser Store Admin. Demandez à un autre administrateur de le modifier.</translation>
        </message>
        <message>
            <source>as it is</source>
            <translation>inchangée</translation>
        </message>
        <message>
            <source>name@example.com</source>
            <translation>nom@example.com</translation>
        </message>
        <message>
            <source>name@example.com — also the username</source>
            <translation>nom@example.com — c’est aussi le nom d’utilisateur</translation>
        </message>
        <message>
            <source>— choose —</source>
            <translation>— choisir —</translation>
        </message>
    </context>
    <context>
        <name>editors.variant_editor</name>
        <message>
            <source>Add locale</source>
            <translation>Ajouter une langue</translation>
        </message>
        <message>
            <source>Categories and options</source>
            <translation>Catégories et options</translation>
        </message>
        <message>
            <source>Code</source>
            <translation>Code</translation>
        </message>
        <message>
            <source>Delete variant {code} of {product_name}? This cannot be undone.</source>
            <translation>Supprimer la variante {code} de {product_name} ? Cette action est irréversible.</translation>
        </message>
        <message>
            <source>Depth</source>
            <translation>Profondeur</translation>
        </message>
        <message>
            <source>Height</source>
            <translation>Hauteur</translation>
        </message>
        <message>
            <source>Inventory tracks this variant</source>
            <translation>Suivre le stock de cette variante</translation>
        </message>
        <message>
            <source>Name in {label}</source>
            <translation>Nom en {label}</translation>
        </message>
        <message>
            <source>Names</source>
            <translation>Noms</translation>
        </message>
        <message>
            <source>Names per locale</source>
            <translation>Noms par langue</translation>
        </message>
        <message>
            <source>New variant of {product_name}</source>
            <translation>Nouvelle variante de {product_name}</translation>
        </message>
        <message>
            <source>On hand</source>
            <translation>En stock</translation>
        </message>
        <message>
            <source>On hand cannot be negative; enter 0 or more.</source>
            <translation>Le stock ne peut pas être négatif ; saisissez 0 ou plus.</translation>
        </message>
        <message>
            <source>On hold:</source>
            <translation>Réservé :</translation>
        </message>
        <message>
            <source>Option: {get}</source>
            <translation>Option : {get}</translation>
        </message>
        <message>
            <source>Options</source>
            <translation>Options</translation>
        </message>
        <message>
            <source>Please enter the code.</source>
            <translation>Veuillez saisir le code.</translation>
        </message>
        <message>
            <source>Position</source>
            <translation>Position</translation>
        </message>
        <message>
            <source>Prices</source>
            <translation>Prix</translation>
        </message>
        <message>
            <source>Prices per channel</source>
            <translation>Prix par canal</translation>
        </message>
        <message>
            <source>Product variant code can only be comprised of letters, numbers, dashes and underscores.</source>
            <translation>Le code d’une variante ne peut contenir que des lettres, des chiffres, des tirets et des tirets bas.</translation>
        </message>
        <message>
            <source>Remove the {label} translation</source>
            <translation>Retirer la traduction {label}</translation>
        </message>
        <message>
            <source>Shipping category</source>
            <translation>Catégorie d’expédition</translation>
        </message>
        <message>
            <source>Size and weight</source>
            <translation>Dimensions et poids</translation>
        </message>
        <message>
            <source>Tax category</source>
            <translation>Catégorie de taxe</translation>
        </message>
        <message>
            <source>The server offers no list of categories: type the code.</source>
            <translation>Le serveur ne fournit pas de liste de catégories : saisissez le code.</translation>
        </message>
        <message>
            <source>This product has no options.</source>
            <translation>Ce produit n’a pas d’options.</translation>
        </message>
        <message>
            <source>Tracked</source>
            <translation>Stock suivi</translation>
        </message>
        <message>
            <source>Units reserved by customers (set by the shop)</source>
            <translation>Unités réservées par des clients (fixé par la boutique)</translation>
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
            <translation>Poids</translation>
        </message>
        <message>
            <source>Width</source>
            <translation>Largeur</translation>
        </message>
        <message>
            <source>a position</source>
            <translation>une position</translation>
        </message>
        <message>
            <source>category code</source>
            <translation>code de catégorie</translation>
        </message>
        <message>
            <source>e.g. T_SHIRT_BLUE_M</source>
            <translation>p. ex. T_SHIRT_BLUE_M</translation>
        </message>
        <message>
            <source>locale code, e.g. en_US</source>
            <translation>code régional, p. ex. fr_FR</translation>
        </message>
        <message>
            <source>name</source>
            <translation>nom</translation>
        </message>
        <message>
            <source>no name</source>
            <translation>sans nom</translation>
        </message>
        <message>
            <source>no prices</source>
            <translation>aucun prix</translation>
        </message>
        <message>
            <source>not set</source>
            <translation>non défini</translation>
        </message>
        <message>
            <source>option: value, … (codes)</source>
            <translation>option : valeur, … (codes)</translation>
        </message>
        <message>
            <source>the number on hand</source>
            <translation>la quantité en stock</translation>
        </message>
        <message>
            <source>{label} cannot be negative.</source>
            <translation>{label} ne peut pas être négatif.</translation>
        </message>
        <message>
            <source>— none —</source>
            <translation>— aucune —</translation>
        </message>
        <message>
            <source>“{value}” is not an option and its value; write them as option: value, such as tshirt_size: tshirt_size_m.</source>
            <translation>« {value} » n’est pas une option avec sa valeur ; écrivez option: valeur, par exemple tshirt_size: tshirt_size_m.</translation>
        </message>
    </context>
    <context>
        <name>editors.variant_history</name>
        <message>
            <source>History of prices and stock</source>
            <translation>Historique des prix et du stock</translation>
        </message>
        <message>
            <source>Not reverted: {fields} changed again after this entry, and Store Admin never overwrites a later change. Change it by hand if you mean to.</source>
            <translation>Non rétabli : {fields} a encore changé après cette entrée, et Store Admin n’écrase jamais une modification plus récente. Modifiez-le à la main si c’est votre intention.</translation>
        </message>
        <message>
            <source>Only a change saved in an editor can be reverted: stock that left with a shipment is not put back from here.</source>
            <translation>Seule une modification enregistrée dans un éditeur peut être annulée : le stock parti avec un envoi n'est pas remis d'ici.</translation>
        </message>
        <message>
            <source>Revert a change</source>
            <translation>Rétablir une modification</translation>
        </message>
        <message>
            <source>Save or undo your changes before reverting one from the history.</source>
            <translation>Enregistrez ou annulez vos modifications avant d’en rétablir une de l’historique.</translation>
        </message>
        <message>
            <source>There is no earlier value to go back to: the store keeps no history, and this workstation noted only the new value.</source>
            <translation>Il n'y a pas de valeur antérieure à rétablir : la boutique ne garde pas d'historique, et ce poste n'a noté que la nouvelle valeur.</translation>
        </message>
        <message>
            <source>on hand</source>
            <translation>en stock</translation>
        </message>
    </context>
    <context>
        <name>export_dialog</name>
        <message>
            <source>%v of %m</source>
            <translation>%v sur %m</translation>
        </message>
        <message>
            <source>Amounts are written as {amount} beside a currency column; times as {moment} (UTC).</source>
            <translation>Les montants sont écrits {amount} à côté d'une colonne de devise ; les heures {moment} (UTC).</translation>
        </message>
        <message>
            <source>Cancel</source>
            <translation>Annuler</translation>
        </message>
        <message>
            <source>Cancelled: nothing was written to {file}.</source>
            <translation>Annulé : rien n'a été écrit dans {file}.</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>Fermer</translation>
        </message>
        <message>
            <source>Comma ( , )</source>
            <translation>Virgule ( , )</translation>
        </message>
        <message>
            <source>Could not write {file}: {error}.</source>
            <translation>Impossible d'écrire {file} : {error}.</translation>
        </message>
        <message>
            <source>Export</source>
            <translation>Exporter</translation>
        </message>
        <message>
            <source>Export {list} to CSV</source>
            <translation>Exporter {list} en CSV</translation>
        </message>
        <message>
            <source>Exported {rows} to {file}.</source>
            <translation>{rows} exportées dans {file}.</translation>
        </message>
        <message>
            <source>File:</source>
            <translation>Fichier :</translation>
        </message>
        <message>
            <source>It is replaced only once the export is complete.</source>
            <translation>Il n'est remplacé qu'une fois l'export terminé.</translation>
        </message>
        <message>
            <source>Reading the list from the server…</source>
            <translation>Lecture de la liste sur le serveur…</translation>
        </message>
        <message>
            <source>Replace</source>
            <translation>Remplacer</translation>
        </message>
        <message>
            <source>Replace the file?</source>
            <translation>Remplacer le fichier ?</translation>
        </message>
        <message>
            <source>Semicolon ( ; )</source>
            <translation>Point-virgule ( ; )</translation>
        </message>
        <message>
            <source>Separator:</source>
            <translation>Séparateur :</translation>
        </message>
        <message>
            <source>Show in folder</source>
            <translation>Afficher dans le dossier</translation>
        </message>
        <message>
            <source>Start with a byte-order mark (Excel then reads accents right)</source>
            <translation>Commencer par une marque d'ordre des octets (Excel lit alors bien les accents)</translation>
        </message>
        <message>
            <source>Tab</source>
            <translation>Tabulation</translation>
        </message>
        <message>
            <source>The export stopped: {error} Nothing was written to {file}.</source>
            <translation>L'export s'est arrêté : {error} Rien n'a été écrit dans {file}.</translation>
        </message>
        <message>
            <source>There is no folder {folder}: choose another place.</source>
            <translation>Le dossier {folder} n'existe pas : choisissez un autre emplacement.</translation>
        </message>
        <message numerus="yes">
            <source>Written {written} of %Ln row(s)…</source>
            <translation>
                <numerusform>{written} sur %Ln ligne écrites…</numerusform>
                <numerusform>{written} sur %Ln lignes écrites…</numerusform>
            </translation>
        </message>
        <message>
            <source>{file} already exists in {folder}. Replace it?</source>
            <translation>{file} existe déjà dans {folder}. Le remplacer ?</translation>
        </message>
        <message>
            <source>{separator} — what spreadsheets in your language expect</source>
            <translation>{separator} — ce qu'attendent les tableurs dans votre langue</translation>
        </message>
    </context>
    <context>
        <name>file_field</name>
        <message>
            <source>Browse…</source>
            <translation>Parcourir…</translation>
        </message>
        <message>
            <source>CSV files (*.csv);;All files (*)</source>
            <translation>Fichiers CSV (*.csv);;Tous les fichiers (*)</translation>
        </message>
        <message>
            <source>File name</source>
            <translation>Nom du fichier</translation>
        </message>
        <message>
            <source>Open</source>
            <translation>Ouvrir</translation>
        </message>
        <message>
            <source>Save as</source>
            <translation>Enregistrer sous</translation>
        </message>
    </context>
    <context>
        <name>history_view</name>
        <message>
            <source>Added {quantity} × {variant} at {price}</source>
            <translation>{quantity} × {variant} ajouté(s) à {price}</translation>
        </message>
        <message>
            <source>Billing address</source>
            <translation>Adresse de facturation</translation>
        </message>
        <message>
            <source>Cancelled</source>
            <translation>Annulée</translation>
        </message>
        <message>
            <source>Created</source>
            <translation>Créé</translation>
        </message>
        <message>
            <source>Customer's note</source>
            <translation>Note du client</translation>
        </message>
        <message>
            <source>Deleted</source>
            <translation>Supprimé</translation>
        </message>
        <message>
            <source>History</source>
            <translation>Historique</translation>
        </message>
        <message>
            <source>Item added</source>
            <translation>Article ajouté</translation>
        </message>
        <message>
            <source>Item removed</source>
            <translation>Article retiré</translation>
        </message>
        <message>
            <source>Note added</source>
            <translation>Note ajoutée</translation>
        </message>
        <message>
            <source>Note removed</source>
            <translation>Note supprimée</translation>
        </message>
        <message>
            <source>Note removed: {text}</source>
            <translation>Note supprimée : {text}</translation>
        </message>
        <message>
            <source>Note: {text}</source>
            <translation>Note : {text}</translation>
        </message>
        <message>
            <source>Nothing recorded yet.</source>
            <translation>Rien d’enregistré pour l’instant.</translation>
        </message>
        <message>
            <source>On hand</source>
            <translation>En stock</translation>
        </message>
        <message>
            <source>Payment</source>
            <translation>Paiement</translation>
        </message>
        <message>
            <source>Payment completed</source>
            <translation>Paiement effectué</translation>
        </message>
        <message>
            <source>Price in {channel}: {before} {arrow} {after}</source>
            <translation>Prix sur {channel} : {before} {arrow} {after}</translation>
        </message>
        <message>
            <source>Price or stock changed</source>
            <translation>Prix ou stock modifié</translation>
        </message>
        <message>
            <source>Quantity changed</source>
            <translation>Quantité modifiée</translation>
        </message>
        <message>
            <source>Removed {variant}</source>
            <translation>{variant} retiré</translation>
        </message>
        <message>
            <source>Revert this change…</source>
            <translation>Rétablir cette modification…</translation>
        </message>
        <message>
            <source>Shipment</source>
            <translation>Expédition</translation>
        </message>
        <message>
            <source>Shipped</source>
            <translation>Expédiée</translation>
        </message>
        <message>
            <source>Shipping</source>
            <translation>Livraison</translation>
        </message>
        <message>
            <source>Shipping address</source>
            <translation>Adresse de livraison</translation>
        </message>
        <message>
            <source>Show older changes</source>
            <translation>Afficher les modifications plus anciennes</translation>
        </message>
        <message>
            <source>State</source>
            <translation>État</translation>
        </message>
        <message>
            <source>This server keeps no history: shown is only what was done from this workstation.</source>
            <translation>Ce serveur ne tient pas d’historique : seul ce qui a été fait depuis ce poste est affiché.</translation>
        </message>
        <message>
            <source>Total</source>
            <translation>Total</translation>
        </message>
        <message>
            <source>Tracked</source>
            <translation>Suivi en stock</translation>
        </message>
        <message>
            <source>Tracking number</source>
            <translation>Numéro de suivi</translation>
        </message>
        <message>
            <source>What</source>
            <translation>Quoi</translation>
        </message>
        <message>
            <source>When</source>
            <translation>Quand</translation>
        </message>
        <message>
            <source>Who</source>
            <translation>Qui</translation>
        </message>
        <message>
            <source>With order {number}</source>
            <translation>Avec la commande {number}</translation>
        </message>
        <message>
            <source>no</source>
            <translation>non</translation>
        </message>
        <message>
            <source>yes</source>
            <translation>oui</translation>
        </message>
        <message>
            <source>{variant}: quantity {before} {arrow} {after}</source>
            <translation>{variant} : quantité {before} {arrow} {after}</translation>
        </message>
    </context>
    <context>
        <name>identity_dialog</name>
        <message>
            <source>&amp;Address:</source>
            <translation>&amp;Adresse :</translation>
        </message>
        <message>
            <source>&amp;Logo:</source>
            <translation>&amp;Logo :</translation>
        </message>
        <message>
            <source>&amp;Name:</source>
            <translation>&amp;Nom :</translation>
        </message>
        <message>
            <source>&amp;VAT number:</source>
            <translation>Numéro de &amp;TVA :</translation>
        </message>
        <message>
            <source>Images ({patterns});;All files (*)</source>
            <translation>Images ({patterns});;Tous les fichiers (*)</translation>
        </message>
        <message>
            <source>Logo image file</source>
            <translation>Fichier image du logo</translation>
        </message>
        <message>
            <source>No logo</source>
            <translation>Sans logo</translation>
        </message>
        <message>
            <source>Store details</source>
            <translation>Coordonnées du magasin</translation>
        </message>
        <message>
            <source>Street and number
Postcode and town
Country</source>
            <translation>Numéro et rue
Code postal et ville
Pays</translation>
        </message>
        <message>
            <source>The seller named at the top of every invoice and packing slip printed for this connection.</source>
            <translation>Le vendeur nommé en haut de chaque facture et de chaque bordereau de livraison imprimés pour cette connexion.</translation>
        </message>
        <message>
            <source>The store's or company's name</source>
            <translation>Nom du magasin ou de la société</translation>
        </message>
        <message>
            <source>There is no file at {file}.</source>
            <translation>Il n’y a pas de fichier à l’emplacement {file}.</translation>
        </message>
        <message>
            <source>{file} is not an image Store Admin can read; choose a PNG or SVG file.</source>
            <translation>{file} n’est pas une image que Store Admin peut lire ; choisissez un fichier PNG ou SVG.</translation>
        </message>
    </context>
    <context>
        <name>labels</name>
        <message numerus="yes">
            <source>%Ln cart(s)</source>
            <translation>
                <numerusform>%Ln panier</numerusform>
                <numerusform>%Ln paniers</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln entry(s)</source>
            <translation>
                <numerusform>%Ln entrée</numerusform>
                <numerusform>%Ln entrées</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln line(s)</source>
            <translation>
                <numerusform>%Ln ligne</numerusform>
                <numerusform>%Ln lignes</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln order(s)</source>
            <translation>
                <numerusform>%Ln commande</numerusform>
                <numerusform>%Ln commandes</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln page(s)</source>
            <translation>
                <numerusform>%Ln page</numerusform>
                <numerusform>%Ln pages</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln record(s)</source>
            <translation>
                <numerusform>%Ln enregistrement</numerusform>
                <numerusform>%Ln enregistrements</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln row(s)</source>
            <translation>
                <numerusform>%Ln ligne</numerusform>
                <numerusform>%Ln lignes</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln selected row(s)</source>
            <translation>
                <numerusform>%Ln ligne sélectionnée</numerusform>
                <numerusform>%Ln lignes sélectionnées</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln unit(s)</source>
            <translation>
                <numerusform>%Ln unité</numerusform>
                <numerusform>%Ln unités</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln user(s)</source>
            <translation>
                <numerusform>%Ln utilisateur</numerusform>
                <numerusform>%Ln utilisateurs</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln value(s)</source>
            <translation>
                <numerusform>%Ln valeur</numerusform>
                <numerusform>%Ln valeurs</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln variant(s)</source>
            <translation>
                <numerusform>%Ln variante</numerusform>
                <numerusform>%Ln variantes</numerusform>
            </translation>
        </message>
        <message>
            <source>API access (needed to use Store Admin)</source>
            <translation>Accès API (nécessaire pour Store Admin)</translation>
        </message>
        <message>
            <source>Addressed</source>
            <translation>Adresse saisie</translation>
        </message>
        <message>
            <source>Administration access</source>
            <translation>Accès à l’administration</translation>
        </message>
        <message>
            <source>Awaiting payment</source>
            <translation>En attente de paiement</translation>
        </message>
        <message>
            <source>Cancelled</source>
            <translation>Annulée</translation>
        </message>
        <message>
            <source>Cart</source>
            <translation>Panier</translation>
        </message>
        <message>
            <source>Completed</source>
            <translation>Finalisée</translation>
        </message>
        <message>
            <source>Create a cart (Ctrl+N)</source>
            <translation>Créer un panier (Ctrl+N)</translation>
        </message>
        <message>
            <source>Create a record (Ctrl+N)</source>
            <translation>Créer un enregistrement (Ctrl+N)</translation>
        </message>
        <message>
            <source>Create a user (Ctrl+N)</source>
            <translation>Créer un utilisateur (Ctrl+N)</translation>
        </message>
        <message>
            <source>Create a variant (Ctrl+N)</source>
            <translation>Créer une variante (Ctrl+N)</translation>
        </message>
        <message>
            <source>Create an order (Ctrl+N)</source>
            <translation>Créer une commande (Ctrl+N)</translation>
        </message>
        <message>
            <source>Delete cart</source>
            <translation>Supprimer le panier</translation>
        </message>
        <message>
            <source>Delete order</source>
            <translation>Supprimer la commande</translation>
        </message>
        <message>
            <source>Delete record</source>
            <translation>Supprimer l’enregistrement</translation>
        </message>
        <message>
            <source>Delete this record? This cannot be undone.</source>
            <translation>Supprimer cet enregistrement ? Cette action est irréversible.</translation>
        </message>
        <message>
            <source>Delete this user? This cannot be undone.</source>
            <translation>Supprimer cet utilisateur ? Cette action est irréversible.</translation>
        </message>
        <message>
            <source>Delete this variant? This cannot be undone.</source>
            <translation>Supprimer cette variante ? Cette action est irréversible.</translation>
        </message>
        <message>
            <source>Delete user</source>
            <translation>Supprimer l’utilisateur</translation>
        </message>
        <message>
            <source>Delete variant</source>
            <translation>Supprimer la variante</translation>
        </message>
        <message>
            <source>Disabled</source>
            <translation>Désactivé</translation>
        </message>
        <message>
            <source>Enabled</source>
            <translation>Activé</translation>
        </message>
        <message>
            <source>Fulfilled</source>
            <translation>Traitée</translation>
        </message>
        <message>
            <source>In checkout</source>
            <translation>En cours de commande</translation>
        </message>
        <message>
            <source>New</source>
            <translation>Nouvelle</translation>
        </message>
        <message>
            <source>New cart</source>
            <translation>Nouveau panier</translation>
        </message>
        <message>
            <source>New cart…</source>
            <translation>Nouveau panier…</translation>
        </message>
        <message>
            <source>New order</source>
            <translation>Nouvelle commande</translation>
        </message>
        <message>
            <source>New order…</source>
            <translation>Nouvelle commande…</translation>
        </message>
        <message>
            <source>New record</source>
            <translation>Nouvel enregistrement</translation>
        </message>
        <message>
            <source>New record…</source>
            <translation>Nouvel enregistrement…</translation>
        </message>
        <message>
            <source>New user…</source>
            <translation>Nouvel utilisateur…</translation>
        </message>
        <message>
            <source>New variant…</source>
            <translation>Nouvelle variante…</translation>
        </message>
        <message>
            <source>On hold</source>
            <translation>En attente</translation>
        </message>
        <message>
            <source>Open cart…</source>
            <translation>Ouvrir le panier…</translation>
        </message>
        <message>
            <source>Open order…</source>
            <translation>Ouvrir la commande…</translation>
        </message>
        <message>
            <source>Open profile…</source>
            <translation>Ouvrir le profil…</translation>
        </message>
        <message>
            <source>Open record…</source>
            <translation>Ouvrir l’enregistrement…</translation>
        </message>
        <message>
            <source>Open the selected cart in its editor (Enter)</source>
            <translation>Ouvrir le panier sélectionné dans son éditeur (Entrée)</translation>
        </message>
        <message>
            <source>Open the selected customer's profile (Enter)</source>
            <translation>Ouvrir le profil du client sélectionné (Entrée)</translation>
        </message>
        <message>
            <source>Open the selected order in its editor (Enter)</source>
            <translation>Ouvrir la commande sélectionnée dans son éditeur (Entrée)</translation>
        </message>
        <message>
            <source>Open the selected record in its editor (Enter)</source>
            <translation>Ouvrir l’enregistrement sélectionné dans son éditeur (Entrée)</translation>
        </message>
        <message>
            <source>Open the selected user in its editor (Enter)</source>
            <translation>Ouvrir l’utilisateur sélectionné dans son éditeur (Entrée)</translation>
        </message>
        <message>
            <source>Open the selected variant in its editor (Enter)</source>
            <translation>Ouvrir la variante sélectionnée dans son éditeur (Entrée)</translation>
        </message>
        <message>
            <source>Open user…</source>
            <translation>Ouvrir l’utilisateur…</translation>
        </message>
        <message>
            <source>Open variant…</source>
            <translation>Ouvrir la variante…</translation>
        </message>
        <message>
            <source>Paid</source>
            <translation>Payé</translation>
        </message>
        <message>
            <source>Partly paid</source>
            <translation>Partiellement payée</translation>
        </message>
        <message>
            <source>Payment chosen</source>
            <translation>Paiement choisi</translation>
        </message>
        <message>
            <source>Payment skipped</source>
            <translation>Paiement ignoré</translation>
        </message>
        <message>
            <source>Pending</source>
            <translation>En attente de traitement</translation>
        </message>
        <message>
            <source>Ready to ship</source>
            <translation>Prête à expédier</translation>
        </message>
        <message>
            <source>Refunded</source>
            <translation>Remboursée</translation>
        </message>
        <message>
            <source>Remove {line_name} (quantity {quantity}) from the cart?</source>
            <translation>Retirer {line_name} (quantité {quantity}) du panier ?</translation>
        </message>
        <message>
            <source>Remove {line_name} (quantity {quantity}) from the order?</source>
            <translation>Retirer {line_name} (quantité {quantity}) de la commande ?</translation>
        </message>
        <message>
            <source>Remove {line_name} (quantity {quantity}) from the record?</source>
            <translation>Retirer {line_name} (quantité {quantity}) de l’enregistrement ?</translation>
        </message>
        <message>
            <source>Returned</source>
            <translation>Retournée</translation>
        </message>
        <message>
            <source>Shipped</source>
            <translation>Expédiée</translation>
        </message>
        <message>
            <source>Shipping chosen</source>
            <translation>Livraison choisie</translation>
        </message>
        <message>
            <source>Shipping skipped</source>
            <translation>Livraison ignorée</translation>
        </message>
        <message>
            <source>Shop customer account</source>
            <translation>Compte client de la boutique</translation>
        </message>
        <message>
            <source>Sold</source>
            <translation>Vendue</translation>
        </message>
        <message>
            <source>Someone else changed this record</source>
            <translation>Quelqu’un d’autre a modifié cet enregistrement</translation>
        </message>
        <message>
            <source>Someone else changed this record, and its current state could not be loaded: {error} Nothing you typed is lost.</source>
            <translation>Quelqu’un d’autre a modifié cet enregistrement, et son état actuel n’a pas pu être chargé : {error} Rien de ce que vous avez saisi n’est perdu.</translation>
        </message>
        <message>
            <source>Someone else changed this variant</source>
            <translation>Quelqu’un d’autre a modifié cette variante</translation>
        </message>
        <message>
            <source>Someone else changed this variant, and its current state could not be loaded: {error} Nothing you typed is lost.</source>
            <translation>Quelqu’un d’autre a modifié cette variante, et son état actuel n’a pas pu être chargé : {error} Rien de ce que vous avez saisi n’est perdu.</translation>
        </message>
        <message>
            <source>This record was deleted by someone else while you were editing it. Your changes are still here; copy what you need, or close the editor.</source>
            <translation>Cet enregistrement a été supprimé par quelqu’un d’autre pendant que vous le modifiiez. Vos modifications sont toujours là ; copiez ce dont vous avez besoin ou fermez l’éditeur.</translation>
        </message>
        <message>
            <source>This variant was deleted by someone else while you were editing it. Your changes are still here; copy what you need, or close the editor.</source>
            <translation>Cette variante a été supprimée par quelqu’un d’autre pendant que vous la modifiiez. Vos modifications sont toujours là ; copiez ce dont vous avez besoin ou fermez l’éditeur.</translation>
        </message>
        <message>
            <source>cart</source>
            <translation>panier</translation>
        </message>
        <message>
            <source>customer</source>
            <translation>client</translation>
        </message>
        <message>
            <source>entry</source>
            <translation>entrée</translation>
        </message>
        <message>
            <source>line</source>
            <translation>ligne</translation>
        </message>
        <message>
            <source>order</source>
            <translation>commande</translation>
        </message>
        <message>
            <source>page</source>
            <translation>page</translation>
        </message>
        <message>
            <source>record</source>
            <translation>enregistrement</translation>
        </message>
        <message>
            <source>row</source>
            <translation>ligne</translation>
        </message>
        <message>
            <source>selected row</source>
            <translation>ligne sélectionnée</translation>
        </message>
        <message>
            <source>unit</source>
            <translation>unité</translation>
        </message>
        <message>
            <source>user</source>
            <translation>utilisateur</translation>
        </message>
        <message>
            <source>value</source>
            <translation>valeur</translation>
        </message>
        <message>
            <source>variant</source>
            <translation>variante</translation>
        </message>
    </context>
    <context>
        <name>main_window</name>
        <message>
            <source> — not up to date</source>
            <translation> — pas à jour</translation>
        </message>
        <message>
            <source>&amp;About {APP_NAME}</source>
            <translation>À &amp;propos de {APP_NAME}</translation>
        </message>
        <message>
            <source>&amp;Connect to a server…</source>
            <translation>Se &amp;connecter à un serveur…</translation>
        </message>
        <message>
            <source>&amp;Edit</source>
            <translation>&amp;Édition</translation>
        </message>
        <message>
            <source>&amp;Export list…</source>
            <translation>&amp;Exporter la liste…</translation>
        </message>
        <message>
            <source>&amp;File</source>
            <translation>&amp;Fichier</translation>
        </message>
        <message>
            <source>&amp;Filter…</source>
            <translation>&amp;Filtrer…</translation>
        </message>
        <message>
            <source>&amp;Help</source>
            <translation>Aid&amp;e</translation>
        </message>
        <message>
            <source>&amp;New…</source>
            <translation>&amp;Nouveau…</translation>
        </message>
        <message>
            <source>&amp;Open selected</source>
            <translation>&amp;Ouvrir la sélection</translation>
        </message>
        <message>
            <source>&amp;Quit</source>
            <translation>&amp;Quitter</translation>
        </message>
        <message>
            <source>&amp;Refresh</source>
            <translation>&amp;Actualiser</translation>
        </message>
        <message>
            <source>&amp;Sort by</source>
            <translation>&amp;Trier par</translation>
        </message>
        <message>
            <source>&amp;View</source>
            <translation>&amp;Affichage</translation>
        </message>
        <message>
            <source>&lt;h2&gt;Welcome to {APP_NAME}&lt;/h2&gt;&lt;p&gt;Connect to your store's server to work on its product variants, carts, orders and users, or look around in the demo store first.&lt;/p&gt;</source>
            <translation>&lt;h2&gt;Bienvenue dans {APP_NAME}&lt;/h2&gt;&lt;p&gt;Connectez-vous au serveur de votre boutique pour gérer ses variantes de produits, paniers, commandes et utilisateurs, ou commencez par découvrir la boutique de démonstration.&lt;/p&gt;</translation>
        </message>
        <message>
            <source>&lt;h3&gt;{APP_NAME} {version__}&lt;/h3&gt;&lt;p&gt;Administration of an online store: product variants, carts, orders and users.&lt;/p&gt;&lt;p&gt;Server: {server}&lt;br&gt;Qt {qVersion} (PySide6 {pyside_version})&lt;br&gt;Python {python_version} on {value}&lt;/p&gt;</source>
            <translation>&lt;h3&gt;{APP_NAME} {version__}&lt;/h3&gt;&lt;p&gt;Administration d’une boutique en ligne : variantes de produits, paniers, commandes et utilisateurs.&lt;/p&gt;&lt;p&gt;Serveur : {server}&lt;br&gt;Qt {qVersion} (PySide6 {pyside_version})&lt;br&gt;Python {python_version} sous {value}&lt;/p&gt;</translation>
        </message>
        <message>
            <source>About {APP_NAME}</source>
            <translation>À propos de {APP_NAME}</translation>
        </message>
        <message>
            <source>Connect to a server…</source>
            <translation>Se connecter à un serveur…</translation>
        </message>
        <message>
            <source>Connection lost: {address}</source>
            <translation>Connexion perdue : {address}</translation>
        </message>
        <message>
            <source>Create a record of the current view</source>
            <translation>Créer un enregistrement dans la vue actuelle</translation>
        </message>
        <message>
            <source>Loading…</source>
            <translation>Chargement…</translation>
        </message>
        <message>
            <source>Not connected</source>
            <translation>Non connecté</translation>
        </message>
        <message>
            <source>Open &amp;log folder</source>
            <translation>Ouvrir le dossier des &amp;journaux</translation>
        </message>
        <message>
            <source>Signed in as {user}</source>
            <translation>Connecté en tant que {user}</translation>
        </message>
        <message>
            <source>Signed in with a token</source>
            <translation>Connecté avec un jeton</translation>
        </message>
        <message>
            <source>The current list, as filtered and sorted, to a CSV file</source>
            <translation>La liste actuelle, filtrée et triée, dans un fichier CSV</translation>
        </message>
        <message>
            <source>Try the &amp;demo store</source>
            <translation>Essayer la boutique de &amp;démonstration</translation>
        </message>
        <message>
            <source>Try the demo store</source>
            <translation>Essayer la boutique de démonstration</translation>
        </message>
        <message>
            <source>Views</source>
            <translation>Vues</translation>
        </message>
        <message>
            <source>not connected</source>
            <translation>non connecté</translation>
        </message>
        <message>
            <source>{total} in total</source>
            <translation>{total} au total</translation>
        </message>
    </context>
    <context>
        <name>messages</name>
        <message>
            <source>Dismiss</source>
            <translation>Fermer</translation>
        </message>
        <message>
            <source>Something went wrong inside Store Admin ({name__}: {error}). The details are in the log file (Help &gt; Open log folder).</source>
            <translation>Une erreur s’est produite dans Store Admin ({name__} : {error}). Les détails sont dans le fichier journal (Aide &gt; Ouvrir le dossier des journaux).</translation>
        </message>
    </context>
    <context>
        <name>notes_view</name>
        <message>
            <source>A note has at most {count} characters.</source>
            <translation>Une note compte au plus {count} caractères.</translation>
        </message>
        <message>
            <source>Add note</source>
            <translation>Ajouter la note</translation>
        </message>
        <message>
            <source>Internal notes</source>
            <translation>Notes internes</translation>
        </message>
        <message>
            <source>New note</source>
            <translation>Nouvelle note</translation>
        </message>
        <message>
            <source>No notes yet.</source>
            <translation>Aucune note pour l’instant.</translation>
        </message>
        <message>
            <source>Only staff see these notes; customers never do.</source>
            <translation>Seul le personnel voit ces notes, jamais les clients.</translation>
        </message>
        <message>
            <source>Remove note…</source>
            <translation>Supprimer la note…</translation>
        </message>
        <message>
            <source>Write a note for your colleagues…</source>
            <translation>Écrivez une note pour vos collègues…</translation>
        </message>
        <message>
            <source>{author}, {when}</source>
            <translation>{author}, {when}</translation>
        </message>
        <message>
            <source>{problem} Check the list before adding the note again.</source>
            <translation>{problem} Vérifiez la liste avant d’ajouter la note à nouveau.</translation>
        </message>
    </context>
    <context>
        <name>order_questions</name>
        <message>
            <source>Cancel the order</source>
            <translation>Annuler la commande</translation>
        </message>
        <message>
            <source>Cancel {what}</source>
            <translation>Annuler {what}</translation>
        </message>
        <message>
            <source>Cancel {what}? This cannot be undone.</source>
            <translation>Annuler {what} ? Cette action est irréversible.</translation>
        </message>
        <message>
            <source>Do not ship</source>
            <translation>Ne pas expédier</translation>
        </message>
        <message>
            <source>Keep the order</source>
            <translation>Garder la commande</translation>
        </message>
        <message>
            <source>Mark as paid</source>
            <translation>Marquer comme payée</translation>
        </message>
        <message>
            <source>Mark {what} as paid</source>
            <translation>Marquer {what} comme payée</translation>
        </message>
        <message>
            <source>Mark {what} as paid? This cannot be undone.</source>
            <translation>Marquer {what} comme payée ? Cette action est irréversible.</translation>
        </message>
        <message>
            <source>Not yet</source>
            <translation>Pas encore</translation>
        </message>
        <message>
            <source>Ship</source>
            <translation>Expédier</translation>
        </message>
        <message>
            <source>Ship {what}</source>
            <translation>Expédier {what}</translation>
        </message>
        <message>
            <source>Ship {what}? This cannot be undone.</source>
            <translation>Expédier {what} ? Cette action est irréversible.</translation>
        </message>
        <message>
            <source>The carrier's number for the parcel; leave it empty if none.</source>
            <translation>Le numéro du transporteur pour le colis ; laissez vide s’il n’y en a pas.</translation>
        </message>
        <message>
            <source>Tracking number (optional):</source>
            <translation>Numéro de suivi (facultatif) :</translation>
        </message>
        <message>
            <source>e.g. 1Z999AA10123456784</source>
            <translation>p. ex. 1Z999AA10123456784</translation>
        </message>
    </context>
    <context>
        <name>order_steps</name>
        <message>
            <source>Cancel orders…</source>
            <translation>Annuler des commandes…</translation>
        </message>
        <message>
            <source>Cancel order…</source>
            <translation>Annuler la commande…</translation>
        </message>
        <message>
            <source>Cancelled</source>
            <translation>Annulée</translation>
        </message>
        <message>
            <source>Every payment of this order is completed.</source>
            <translation>Tous les paiements de cette commande sont effectués.</translation>
        </message>
        <message>
            <source>Every shipment of this order has shipped.</source>
            <translation>Toutes les expéditions de cette commande sont parties.</translation>
        </message>
        <message>
            <source>Its payment is marked as completed; no money is moved.</source>
            <translation>Son paiement est marqué comme effectué ; aucun argent n’est transféré.</translation>
        </message>
        <message>
            <source>Its payments and shipments are cancelled with it, and the {units} it holds are released to the stock.</source>
            <translation>Ses paiements et ses expéditions sont annulés avec elle, et les {units} qu’elle réserve sont rendues au stock.</translation>
        </message>
        <message>
            <source>Mark as paid</source>
            <translation>Marquer comme payée</translation>
        </message>
        <message>
            <source>Mark orders as paid…</source>
            <translation>Marquer des commandes comme payées…</translation>
        </message>
        <message>
            <source>Marked as paid</source>
            <translation>Marquée comme payée</translation>
        </message>
        <message>
            <source>Order {state} · payment {payment} · shipping {shipping}</source>
            <translation>Commande {state} · paiement {payment} · expédition {shipping}</translation>
        </message>
        <message>
            <source>Part of this order has shipped: it can no longer be cancelled.</source>
            <translation>Une partie de cette commande est expédiée : elle ne peut plus être annulée.</translation>
        </message>
        <message>
            <source>Ship orders…</source>
            <translation>Expédier des commandes…</translation>
        </message>
        <message>
            <source>Shipped</source>
            <translation>Expédiée</translation>
        </message>
        <message>
            <source>Ship…</source>
            <translation>Expédier…</translation>
        </message>
        <message>
            <source>This order has no payment.</source>
            <translation>Cette commande n’a aucun paiement.</translation>
        </message>
        <message>
            <source>This order has no shipment.</source>
            <translation>Cette commande n’a aucune expédition.</translation>
        </message>
        <message>
            <source>This order is cancelled.</source>
            <translation>Cette commande est annulée.</translation>
        </message>
        <message>
            <source>This order is fulfilled: it is paid and shipped.</source>
            <translation>Cette commande est traitée : elle est payée et expédiée.</translation>
        </message>
        <message>
            <source>This order is not placed yet: its checkout is not completed.</source>
            <translation>Cette commande n’est pas encore passée : sa validation n’est pas terminée.</translation>
        </message>
        <message>
            <source>{units} leave the store's stock: they are taken from what is on hand and on hold.</source>
            <translation>{units} quittent le stock de la boutique : elles sont retirées du stock disponible et du stock réservé.</translation>
        </message>
    </context>
    <context>
        <name>order_steps_dialog</name>
        <message>
            <source>%v of %m</source>
            <translation>%v sur %m</translation>
        </message>
        <message>
            <source>Cancel the orders marked below? This cannot be undone: their payments and shipments are cancelled with them, and the stock they hold is released.</source>
            <translation>Annuler les commandes indiquées ci-dessous ? Cette action est irréversible : leurs paiements et leurs expéditions sont annulés avec elles, et le stock qu’elles réservent est libéré.</translation>
        </message>
        <message>
            <source>Cancel {orders}</source>
            <translation>Annuler {orders}</translation>
        </message>
        <message>
            <source>Customer</source>
            <translation>Client</translation>
        </message>
        <message>
            <source>Left alone: {reason}</source>
            <translation>Laissée telle quelle : {reason}</translation>
        </message>
        <message>
            <source>Mark the orders below as paid? Their payments are marked as completed; no money is moved. This cannot be undone.</source>
            <translation>Marquer les commandes ci-dessous comme payées ? Leurs paiements sont marqués comme effectués ; aucun argent n’est transféré. Cette action est irréversible.</translation>
        </message>
        <message>
            <source>Mark {orders} as paid</source>
            <translation>Marquer {orders} comme payées</translation>
        </message>
        <message>
            <source>Not done: the answer was lost and the order is as it was. Sending it again is safe.</source>
            <translation>Non effectué : la réponse a été perdue et la commande est inchangée. La renvoyer est sans risque.</translation>
        </message>
        <message>
            <source>Order</source>
            <translation>Commande</translation>
        </message>
        <message>
            <source>Order #{id}</source>
            <translation>Commande n° {id}</translation>
        </message>
        <message>
            <source>Order {number}</source>
            <translation>Commande {number}</translation>
        </message>
        <message>
            <source>Orders and their results</source>
            <translation>Commandes et leurs résultats</translation>
        </message>
        <message>
            <source>Reading the selected orders…</source>
            <translation>Lecture des commandes sélectionnées…</translation>
        </message>
        <message>
            <source>Ready</source>
            <translation>Prête</translation>
        </message>
        <message>
            <source>Result</source>
            <translation>Résultat</translation>
        </message>
        <message>
            <source>Sending {name}…</source>
            <translation>Envoi de {name}…</translation>
        </message>
        <message>
            <source>Ship the orders marked below? This cannot be undone: their units leave the store's stock (taken from what is on hand and on hold). They ship without a tracking number; open an order to ship it with one.</source>
            <translation>Expédier les commandes indiquées ci-dessous ? Cette action est irréversible : leurs unités quittent le stock de la boutique (retirées du stock disponible et du stock réservé). Elles partent sans numéro de suivi ; ouvrez une commande pour l’expédier avec un numéro.</translation>
        </message>
        <message>
            <source>Ship {orders}</source>
            <translation>Expédier {orders}</translation>
        </message>
        <message>
            <source>States</source>
            <translation>États</translation>
        </message>
        <message>
            <source>Stopping after the order in flight…</source>
            <translation>Arrêt après la commande en cours d’envoi…</translation>
        </message>
        <message>
            <source>The answer was lost and the order could not be read again: open it to see whether the step was taken before trying again.</source>
            <translation>La réponse a été perdue et la commande n’a pas pu être relue : ouvrez-la pour voir si l’étape a été effectuée avant de réessayer.</translation>
        </message>
        <message>
            <source>The answer was lost and the order has changed meanwhile: {states}</source>
            <translation>La réponse a été perdue et la commande a changé entre-temps : {states}</translation>
        </message>
        <message>
            <source>{action} — {orders}</source>
            <translation>{action} — {orders}</translation>
        </message>
        <message>
            <source>{done} (the answer was lost; the order shows it was done): {states}</source>
            <translation>{done} (la réponse a été perdue ; la commande montre que c’est fait) : {states}</translation>
        </message>
        <message>
            <source>{done}: {states}</source>
            <translation>{done} : {states}</translation>
        </message>
        <message>
            <source>{ready} of {orders} can take this step.</source>
            <translation>{ready} sur {orders} peuvent suivre cette étape.</translation>
        </message>
    </context>
    <context>
        <name>pages.base</name>
        <message>
            <source>Nothing here yet.</source>
            <translation>Rien ici pour l’instant.</translation>
        </message>
        <message>
            <source>Nothing matches these filters.</source>
            <translation>Rien ne correspond à ces filtres.</translation>
        </message>
        <message>
            <source>{filters} {order}</source>
            <translation>{filters} {order}</translation>
        </message>
        <message>
            <source>{noun} #{key}</source>
            <translation>{noun} n° {key}</translation>
        </message>
    </context>
    <context>
        <name>pages.carts</name>
        <message>
            <source>Cart #{key}</source>
            <translation>Panier n° {key}</translation>
        </message>
        <message>
            <source>Customer e-mail</source>
            <translation>E-mail du client</translation>
        </message>
        <message>
            <source>No carts match these filters.</source>
            <translation>Aucun panier ne correspond à ces filtres.</translation>
        </message>
        <message>
            <source>Only carts of this channel</source>
            <translation>Seulement les paniers de ce canal</translation>
        </message>
        <message>
            <source>There are no carts yet.</source>
            <translation>Il n’y a pas encore de panier.</translation>
        </message>
    </context>
    <context>
        <name>pages.channels</name>
        <message>
            <source>All channels</source>
            <translation>Tous les canaux</translation>
        </message>
        <message>
            <source>Channel code</source>
            <translation>Code du canal</translation>
        </message>
    </context>
    <context>
        <name>pages.customers</name>
        <message>
            <source>Customer #{key}</source>
            <translation>Client n° {key}</translation>
        </message>
        <message>
            <source>Customer {value}</source>
            <translation>Client {value}</translation>
        </message>
        <message>
            <source>No customers match this search.</source>
            <translation>Aucun client ne correspond à cette recherche.</translation>
        </message>
        <message>
            <source>Search name or e-mail</source>
            <translation>Rechercher un nom ou un e-mail</translation>
        </message>
        <message>
            <source>There are no customers yet.</source>
            <translation>Il n’y a pas encore de clients.</translation>
        </message>
        <message>
            <source>This store cannot search its customers by name or e-mail: sort the list instead.</source>
            <translation>Cette boutique ne peut pas rechercher ses clients par nom ou e-mail : triez plutôt la liste.</translation>
        </message>
    </context>
    <context>
        <name>pages.kinds</name>
        <message>
            <source>Carts</source>
            <translation>Paniers</translation>
        </message>
        <message>
            <source>Customers</source>
            <translation>Clients</translation>
        </message>
        <message>
            <source>Orders</source>
            <translation>Commandes</translation>
        </message>
        <message>
            <source>Overview</source>
            <translation>Aperçu</translation>
        </message>
        <message>
            <source>Product variants</source>
            <translation>Variantes de produits</translation>
        </message>
        <message>
            <source>Users</source>
            <translation>Utilisateurs</translation>
        </message>
    </context>
    <context>
        <name>pages.list_actions</name>
        <message>
            <source>Copy rows</source>
            <translation>Copier les lignes</translation>
        </message>
        <message>
            <source>Copy the selected rows with a header row, to paste into a spreadsheet (Ctrl+C)</source>
            <translation>Copier les lignes sélectionnées avec une ligne d'en-tête, à coller dans un tableur (Ctrl+C)</translation>
        </message>
        <message>
            <source>Delete the selected rows (Del)</source>
            <translation>Supprimer les lignes sélectionnées (Suppr)</translation>
        </message>
        <message>
            <source>Delete…</source>
            <translation>Supprimer…</translation>
        </message>
        <message>
            <source>Export…</source>
            <translation>Exporter…</translation>
        </message>
        <message>
            <source>More actions</source>
            <translation>Plus d’actions</translation>
        </message>
        <message>
            <source>Write the whole list, as filtered and sorted, to a CSV file for a spreadsheet</source>
            <translation>Écrire toute la liste, filtrée et triée, dans un fichier CSV pour un tableur</translation>
        </message>
    </context>
    <context>
        <name>pages.list_batch</name>
        <message>
            <source>Delete</source>
            <translation>Supprimer</translation>
        </message>
        <message>
            <source>Delete {what}</source>
            <translation>Supprimer {what}</translation>
        </message>
        <message>
            <source>Delete {what}? The deletion is soft: what is deleted disappears from the lists, but the store keeps it in its records.</source>
            <translation>Supprimer {what} ? La suppression est logique : ce qui est supprimé disparaît des listes, mais la boutique le conserve dans ses archives.</translation>
        </message>
        <message>
            <source>Delete {what}? This cannot be undone.</source>
            <translation>Supprimer {what} ? Cette action est irréversible.</translation>
        </message>
    </context>
    <context>
        <name>pages.list_details</name>
        <message>
            <source>Details</source>
            <translation>Détails</translation>
        </message>
        <message>
            <source>The current row's record, read-only (Ctrl+I)</source>
            <translation>L’enregistrement de la ligne actuelle, en lecture seule (Ctrl+I)</translation>
        </message>
    </context>
    <context>
        <name>pages.list_export</name>
        <message>
            <source>All {rows} of the list “{list}”, every page read from the server, not only those on screen. {query} The columns are those shown, in their order.</source>
            <translation>Les {rows} de la liste « {list} », chaque page lue sur le serveur, pas seulement celles à l'écran. {query} Les colonnes sont celles affichées, dans leur ordre.</translation>
        </message>
        <message>
            <source>Copied {copied} of {selected}: the others are not loaded yet. Export… writes the whole list.</source>
            <translation>{copied} sur {selected} copiées : les autres ne sont pas encore chargées. Exporter… écrit toute la liste.</translation>
        </message>
        <message>
            <source>Every row of the list “{list}”, every page read from the server, not only those on screen. {query} The columns are those shown, in their order.</source>
            <translation>Toutes les lignes de la liste « {list} », chaque page lue sur le serveur, pas seulement celles à l'écran. {query} Les colonnes sont celles affichées, dans leur ordre.</translation>
        </message>
        <message>
            <source>There is nothing to export: {reason}</source>
            <translation>Il n'y a rien à exporter : {reason}</translation>
        </message>
    </context>
    <context>
        <name>pages.list_filters</name>
        <message>
            <source>Filtered by {filters}.</source>
            <translation>Filtrée par {filters}.</translation>
        </message>
        <message>
            <source>No filter.</source>
            <translation>Aucun filtre.</translation>
        </message>
        <message>
            <source>{filter}: {value}</source>
            <translation>{filter} : {value}</translation>
        </message>
    </context>
    <context>
        <name>pages.list_sorting</name>
        <message>
            <source>In the server's own order.</source>
            <translation>Dans l'ordre du serveur.</translation>
        </message>
        <message>
            <source>List the rows in the order the server chooses</source>
            <translation>Lister les lignes dans l’ordre choisi par le serveur</translation>
        </message>
        <message>
            <source>Server's own order</source>
            <translation>Ordre du serveur</translation>
        </message>
        <message>
            <source>Sorted by {column}, ascending.</source>
            <translation>Triée par {column}, croissant.</translation>
        </message>
        <message>
            <source>Sorted by {column}, descending.</source>
            <translation>Triée par {column}, décroissant.</translation>
        </message>
    </context>
    <context>
        <name>pages.list_status</name>
        <message>
            <source> at {format_time_of_day}</source>
            <translation> à {format_time_of_day}</translation>
        </message>
        <message>
            <source>It reloads by itself when the server is back.</source>
            <translation>Elle se recharge d’elle-même quand le serveur est de retour.</translation>
        </message>
        <message>
            <source>It reloads once you have signed in again.</source>
            <translation>Elle se recharge dès que vous vous êtes reconnecté.</translation>
        </message>
        <message>
            <source>Not up to date: the list could not be reloaded ({rstrip}). It shows the rows as they were{when}. {then}</source>
            <translation>Pas à jour : la liste n’a pas pu être rechargée ({rstrip}). Elle montre les lignes telles qu’elles étaient{when}. {then}</translation>
        </message>
        <message>
            <source>Retry to load it again.</source>
            <translation>Réessayez pour la recharger.</translation>
        </message>
        <message>
            <source>Rows from {pages} could not be loaded: {first_error}</source>
            <translation>Les lignes de {pages} n’ont pas pu être chargées : {first_error}</translation>
        </message>
        <message>
            <source>Some rows could not be loaded: {first_error}</source>
            <translation>Certaines lignes n’ont pas pu être chargées : {first_error}</translation>
        </message>
        <message>
            <source>The list could not be loaded: {first_error}</source>
            <translation>La liste n’a pas pu être chargée : {first_error}</translation>
        </message>
    </context>
    <context>
        <name>pages.list_table</name>
        <message>
            <source>How many rows each request to the server fetches</source>
            <translation>Combien de lignes chaque requête au serveur récupère</translation>
        </message>
        <message>
            <source>Rows per request</source>
            <translation>Lignes par requête</translation>
        </message>
        <message>
            <source>{size} per page</source>
            <translation>{size} par page</translation>
        </message>
    </context>
    <context>
        <name>pages.orders</name>
        <message>
            <source> Sorting compares the amounts alone, across {joined}; choose a channel to sort within one currency.</source>
            <translation> Le tri compare les montants seuls, en {joined} ; choisissez un canal pour trier dans une seule devise.</translation>
        </message>
        <message>
            <source>Any payment</source>
            <translation>Tout paiement</translation>
        </message>
        <message>
            <source>Any shipping</source>
            <translation>Toute expédition</translation>
        </message>
        <message>
            <source>Any state</source>
            <translation>Tous les états</translation>
        </message>
        <message>
            <source>Cancel the selected orders (asked first, a result each)</source>
            <translation>Annuler les commandes sélectionnées (avec confirmation, un résultat par commande)</translation>
        </message>
        <message>
            <source>Customer e-mail</source>
            <translation>E-mail du client</translation>
        </message>
        <message>
            <source>Each order's total in its own currency.</source>
            <translation>Le total de chaque commande dans sa propre devise.</translation>
        </message>
        <message>
            <source>From any day</source>
            <translation>Depuis n’importe quel jour</translation>
        </message>
        <message>
            <source>Mark the selected orders as paid (asked first, a result each)</source>
            <translation>Marquer les commandes sélectionnées comme payées (avec confirmation, un résultat par commande)</translation>
        </message>
        <message>
            <source>No orders match these filters.</source>
            <translation>Aucune commande ne correspond à ces filtres.</translation>
        </message>
        <message>
            <source>Only orders in this state</source>
            <translation>Seulement les commandes dans cet état</translation>
        </message>
        <message>
            <source>Only orders of this channel (their totals are all in its currency)</source>
            <translation>Seulement les commandes de ce canal (leurs totaux sont tous dans sa devise)</translation>
        </message>
        <message>
            <source>Only orders whose checkout completed on or after this day</source>
            <translation>Seulement les commandes validées ce jour-là ou après</translation>
        </message>
        <message>
            <source>Only orders whose checkout completed on or before this day</source>
            <translation>Seulement les commandes validées ce jour-là ou avant</translation>
        </message>
        <message>
            <source>Only orders whose payment is in this state</source>
            <translation>Seulement les commandes dont le paiement est dans cet état</translation>
        </message>
        <message>
            <source>Only orders whose shipping is in this state</source>
            <translation>Seulement les commandes dont l’expédition est dans cet état</translation>
        </message>
        <message>
            <source>Order #{key}</source>
            <translation>Commande n° {key}</translation>
        </message>
        <message>
            <source>Order number</source>
            <translation>Numéro de commande</translation>
        </message>
        <message>
            <source>Order {number}</source>
            <translation>Commande {number}</translation>
        </message>
        <message>
            <source>Packing slips or invoices of the selected orders: preview, print, or save as PDF</source>
            <translation>Bons de livraison ou factures des commandes sélectionnées : aperçu, impression ou enregistrement en PDF</translation>
        </message>
        <message>
            <source>Print…</source>
            <translation>Imprimer…</translation>
        </message>
        <message>
            <source>Ship the selected orders (asked first, a result each)</source>
            <translation>Expédier les commandes sélectionnées (avec confirmation, un résultat par commande)</translation>
        </message>
        <message>
            <source>Sold, not cancelled</source>
            <translation>Vendues, non annulées</translation>
        </message>
        <message>
            <source>Sorted by amount alone: totals in {joined} are compared as numbers, whatever their currency. Choose a channel to sort within its currency.</source>
            <translation>Trié par montant seul : les totaux en {joined} sont comparés comme des nombres, quelle que soit leur devise. Choisissez un canal pour trier dans sa devise.</translation>
        </message>
        <message>
            <source>There are no orders yet.</source>
            <translation>Il n’y a pas encore de commande.</translation>
        </message>
        <message>
            <source>To any day</source>
            <translation>Jusqu’à n’importe quel jour</translation>
        </message>
    </context>
    <context>
        <name>pages.overview</name>
        <message>
            <source>Average order</source>
            <translation>Commande moyenne</translation>
        </message>
        <message>
            <source>Channel</source>
            <translation>Canal</translation>
        </message>
        <message>
            <source>Channel of the chart</source>
            <translation>Canal du graphique</translation>
        </message>
        <message>
            <source>Chart bars</source>
            <translation>Barres du graphique</translation>
        </message>
        <message>
            <source>Chart:</source>
            <translation>Graphique :</translation>
        </message>
        <message>
            <source>Figures and chart</source>
            <translation>Chiffres et graphique</translation>
        </message>
        <message>
            <source>From</source>
            <translation>Du</translation>
        </message>
        <message>
            <source>List the orders of {name} sold in this range, not cancelled</source>
            <translation>Lister les commandes de {name} vendues sur cette période, hors annulées</translation>
        </message>
        <message>
            <source>List the variants low on stock</source>
            <translation>Lister les variantes à stock faible</translation>
        </message>
        <message>
            <source>List the {state} orders of {name} in this range</source>
            <translation>Lister les commandes de {name} à l’état « {state} » sur cette période</translation>
        </message>
        <message>
            <source>Loading the figures…</source>
            <translation>Chargement des chiffres…</translation>
        </message>
        <message>
            <source>Low stock</source>
            <translation>Stock faible</translation>
        </message>
        <message>
            <source>New customers</source>
            <translation>Nouveaux clients</translation>
        </message>
        <message>
            <source>Orders</source>
            <translation>Commandes</translation>
        </message>
        <message>
            <source>Range</source>
            <translation>Période</translation>
        </message>
        <message>
            <source>Range:</source>
            <translation>Période :</translation>
        </message>
        <message>
            <source>Sales</source>
            <translation>Ventes</translation>
        </message>
        <message>
            <source>Sales chart</source>
            <translation>Graphique des ventes</translation>
        </message>
        <message>
            <source>Sales per day</source>
            <translation>Ventes par jour</translation>
        </message>
        <message>
            <source>Sales per month</source>
            <translation>Ventes par mois</translation>
        </message>
        <message>
            <source>Sales per week</source>
            <translation>Ventes par semaine</translation>
        </message>
        <message>
            <source>The days the figures count</source>
            <translation>Les jours que comptent les chiffres</translation>
        </message>
        <message>
            <source>The figures could not be loaded: {error}</source>
            <translation>Les chiffres n’ont pas pu être chargés : {error}</translation>
        </message>
        <message>
            <source>The figures shown, {start} to {end}: a row per channel for the whole range, then a row per bar of its chart, amounts in the channel's currency.</source>
            <translation>Les chiffres affichés, du {start} au {end} : une ligne par canal pour toute la période, puis une ligne par barre de son graphique, montants dans la devise du canal.</translation>
        </message>
        <message>
            <source>There is nothing to export: {reason}</source>
            <translation>Il n'y a rien à exporter : {reason}</translation>
        </message>
        <message>
            <source>To</source>
            <translation>Au</translation>
        </message>
        <message>
            <source>What each bar of the chart counts: a day, a week or a month</source>
            <translation>Ce que compte chaque barre du graphique : un jour, une semaine ou un mois</translation>
        </message>
        <message>
            <source>the figures are still loading.</source>
            <translation>les chiffres sont encore en cours de chargement.</translation>
        </message>
        <message>
            <source>the figures could not be loaded (Retry above).</source>
            <translation>les chiffres n'ont pas pu être chargés (Réessayer ci-dessus).</translation>
        </message>
        <message>
            <source>{figure} of {channel}</source>
            <translation>{figure} de {channel}</translation>
        </message>
        <message>
            <source>{figure}: {value}</source>
            <translation>{figure} : {value}</translation>
        </message>
        <message>
            <source>{variants} with at most {threshold} available</source>
            <translation>{variants} avec au plus {threshold} disponibles</translation>
        </message>
    </context>
    <context>
        <name>pages.overview_compare</name>
        <message>
            <source>= unchanged</source>
            <translation>= inchangé</translation>
        </message>
        <message>
            <source>Best-selling products</source>
            <translation>Produits les plus vendus</translation>
        </message>
        <message>
            <source>Customer</source>
            <translation>Client</translation>
        </message>
        <message>
            <source>Customers who spent the most</source>
            <translation>Clients ayant le plus dépensé</translation>
        </message>
        <message>
            <source>Orders</source>
            <translation>Commandes</translation>
        </message>
        <message>
            <source>Product</source>
            <translation>Produit</translation>
        </message>
        <message>
            <source>Sales</source>
            <translation>Ventes</translation>
        </message>
        <message>
            <source>Spent</source>
            <translation>Dépensé</translation>
        </message>
        <message>
            <source>Units</source>
            <translation>Unités</translation>
        </message>
        <message>
            <source>{server} does not compare the range with the one before or list its best sellers.</source>
            <translation>{server} ne compare pas la période à la précédente et ne liste pas ses meilleures ventes.</translation>
        </message>
        <message>
            <source>{value} in the range before, {range}</source>
            <translation>{value} sur la période précédente, {range}</translation>
        </message>
        <message>
            <source>▲ new</source>
            <translation>▲ nouveau</translation>
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
            <translation>Commande moyenne</translation>
        </message>
        <message>
            <source>Channel</source>
            <translation>Canal</translation>
        </message>
        <message>
            <source>Channel name</source>
            <translation>Nom du canal</translation>
        </message>
        <message>
            <source>Currency</source>
            <translation>Devise</translation>
        </message>
        <message>
            <source>Day</source>
            <translation>Jour</translation>
        </message>
        <message>
            <source>From</source>
            <translation>Du</translation>
        </message>
        <message>
            <source>Month</source>
            <translation>Mois</translation>
        </message>
        <message>
            <source>New customers</source>
            <translation>Nouveaux clients</translation>
        </message>
        <message>
            <source>Orders</source>
            <translation>Commandes</translation>
        </message>
        <message>
            <source>Period</source>
            <translation>Période</translation>
        </message>
        <message>
            <source>Row</source>
            <translation>Ligne</translation>
        </message>
        <message>
            <source>Sales</source>
            <translation>Ventes</translation>
        </message>
        <message>
            <source>To</source>
            <translation>Au</translation>
        </message>
        <message>
            <source>Week</source>
            <translation>Semaine</translation>
        </message>
        <message>
            <source>Whole range</source>
            <translation>Toute la période</translation>
        </message>
    </context>
    <context>
        <name>pages.overview_range</name>
        <message>
            <source>Automatic</source>
            <translation>Automatique</translation>
        </message>
        <message>
            <source>Custom range</source>
            <translation>Période personnalisée</translation>
        </message>
        <message>
            <source>Last 12 months</source>
            <translation>12 derniers mois</translation>
        </message>
        <message>
            <source>Last 30 days</source>
            <translation>30 derniers jours</translation>
        </message>
        <message>
            <source>Last 7 days</source>
            <translation>7 derniers jours</translation>
        </message>
        <message>
            <source>Per day</source>
            <translation>Par jour</translation>
        </message>
        <message>
            <source>Per month</source>
            <translation>Par mois</translation>
        </message>
        <message>
            <source>Per week</source>
            <translation>Par semaine</translation>
        </message>
        <message>
            <source>This year</source>
            <translation>Cette année</translation>
        </message>
        <message>
            <source>Today</source>
            <translation>Aujourd’hui</translation>
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
            <translation>Adresses, paiements, expéditions</translation>
        </message>
        <message>
            <source>Billing address</source>
            <translation>Adresse de facturation</translation>
        </message>
        <message>
            <source>Cart</source>
            <translation>Panier</translation>
        </message>
        <message>
            <source>Categories and options</source>
            <translation>Catégories et options</translation>
        </message>
        <message>
            <source>Channel</source>
            <translation>Canal</translation>
        </message>
        <message>
            <source>Checkout</source>
            <translation>Commande en cours</translation>
        </message>
        <message>
            <source>Checkout completed</source>
            <translation>Commande finalisée</translation>
        </message>
        <message>
            <source>Code</source>
            <translation>Code</translation>
        </message>
        <message>
            <source>Created</source>
            <translation>Créé</translation>
        </message>
        <message>
            <source>Currency</source>
            <translation>Devise</translation>
        </message>
        <message>
            <source>Customer</source>
            <translation>Client</translation>
        </message>
        <message>
            <source>E-mail</source>
            <translation>E-mail</translation>
        </message>
        <message>
            <source>First name</source>
            <translation>Prénom</translation>
        </message>
        <message>
            <source>Guest or account</source>
            <translation>Invité ou compte</translation>
        </message>
        <message>
            <source>Items and totals</source>
            <translation>Articles et totaux</translation>
        </message>
        <message>
            <source>Last login</source>
            <translation>Dernière connexion</translation>
        </message>
        <message>
            <source>Last name</source>
            <translation>Nom</translation>
        </message>
        <message>
            <source>Locale</source>
            <translation>Paramètres régionaux</translation>
        </message>
        <message>
            <source>Name</source>
            <translation>Nom</translation>
        </message>
        <message>
            <source>Names</source>
            <translation>Noms</translation>
        </message>
        <message>
            <source>Names per locale</source>
            <translation>Noms par langue</translation>
        </message>
        <message>
            <source>No</source>
            <translation>Non</translation>
        </message>
        <message>
            <source>Number</source>
            <translation>Numéro</translation>
        </message>
        <message>
            <source>On hand</source>
            <translation>En stock</translation>
        </message>
        <message>
            <source>On hold</source>
            <translation>En attente</translation>
        </message>
        <message>
            <source>Option</source>
            <translation>Option</translation>
        </message>
        <message>
            <source>Options</source>
            <translation>Options</translation>
        </message>
        <message>
            <source>Order</source>
            <translation>Commande</translation>
        </message>
        <message>
            <source>Password reset</source>
            <translation>Réinitialisation du mot de passe</translation>
        </message>
        <message>
            <source>Payment</source>
            <translation>Paiement</translation>
        </message>
        <message>
            <source>Phone</source>
            <translation>Téléphone</translation>
        </message>
        <message>
            <source>Position</source>
            <translation>Position</translation>
        </message>
        <message>
            <source>Prices</source>
            <translation>Prix</translation>
        </message>
        <message>
            <source>Prices per channel</source>
            <translation>Prix par canal</translation>
        </message>
        <message>
            <source>Reset requested</source>
            <translation>Réinitialisation demandée</translation>
        </message>
        <message>
            <source>Roles</source>
            <translation>Rôles</translation>
        </message>
        <message>
            <source>Shipment</source>
            <translation>Expédition</translation>
        </message>
        <message>
            <source>Shipping</source>
            <translation>Livraison</translation>
        </message>
        <message>
            <source>Shipping address</source>
            <translation>Adresse de livraison</translation>
        </message>
        <message>
            <source>Shipping category</source>
            <translation>Catégorie d’expédition</translation>
        </message>
        <message>
            <source>Size and weight</source>
            <translation>Dimensions et poids</translation>
        </message>
        <message>
            <source>State</source>
            <translation>État</translation>
        </message>
        <message>
            <source>Status</source>
            <translation>Statut</translation>
        </message>
        <message>
            <source>Tax category</source>
            <translation>Catégorie de taxe</translation>
        </message>
        <message>
            <source>Tracked</source>
            <translation>Stock suivi</translation>
        </message>
        <message>
            <source>Updated</source>
            <translation>Modifié</translation>
        </message>
        <message>
            <source>User</source>
            <translation>Utilisateur</translation>
        </message>
        <message>
            <source>Username</source>
            <translation>Nom d’utilisateur</translation>
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
            <translation>Oui</translation>
        </message>
        <message>
            <source>item #{id}</source>
            <translation>article n° {id}</translation>
        </message>
        <message>
            <source>no customer</source>
            <translation>aucun client</translation>
        </message>
        <message>
            <source>none yet</source>
            <translation>aucun pour l’instant</translation>
        </message>
        <message>
            <source>not assigned yet</source>
            <translation>pas encore attribué</translation>
        </message>
        <message>
            <source>variant #{id}</source>
            <translation>variante n° {id}</translation>
        </message>
    </context>
    <context>
        <name>pages.users</name>
        <message>
            <source>Disable</source>
            <translation>Désactiver</translation>
        </message>
        <message>
            <source>Enable</source>
            <translation>Activer</translation>
        </message>
        <message>
            <source>Let the selected users sign in again</source>
            <translation>Permettre aux utilisateurs sélectionnés de se connecter à nouveau</translation>
        </message>
        <message>
            <source>No users match these filters.</source>
            <translation>Aucun utilisateur ne correspond à ces filtres.</translation>
        </message>
        <message>
            <source>Search name, e-mail or username</source>
            <translation>Rechercher un nom, un e-mail ou un nom d’utilisateur</translation>
        </message>
        <message>
            <source>Stop the selected users from signing in</source>
            <translation>Empêcher les utilisateurs sélectionnés de se connecter</translation>
        </message>
        <message>
            <source>There are no users yet.</source>
            <translation>Il n’y a pas encore d’utilisateur.</translation>
        </message>
        <message>
            <source>User #{key}</source>
            <translation>Utilisateur n° {key}</translation>
        </message>
        <message>
            <source>User {value}</source>
            <translation>Utilisateur {value}</translation>
        </message>
    </context>
    <context>
        <name>pages.variants</name>
        <message>
            <source>All products</source>
            <translation>Tous les produits</translation>
        </message>
        <message>
            <source>Asking the server what it offers…</source>
            <translation>Le serveur est interrogé sur ce qu’il propose…</translation>
        </message>
        <message>
            <source>Bulk price…</source>
            <translation>Prix groupés…</translation>
        </message>
        <message>
            <source>Choose a product first (and wait for the channels to load): the template lists its variants' prices.</source>
            <translation>Choisissez d'abord un produit (et attendez le chargement des canaux) : le modèle liste les prix de ses variantes.</translation>
        </message>
        <message>
            <source>Choose a product first: a new variant belongs to one.</source>
            <translation>Choisissez d’abord un produit : une nouvelle variante appartient à un produit.</translation>
        </message>
        <message>
            <source>Choose a product to list its variants.</source>
            <translation>Choisissez un produit pour lister ses variantes.</translation>
        </message>
        <message>
            <source>Every variant the list holds ({scope}; {query}), page by page, one line per open channel ({channels}) with its current price. Change the prices, then import the file with Import prices…; the other columns are there to read and are ignored.</source>
            <translation>Chaque variante que contient la liste ({scope} ; {query}), page par page, une ligne par canal ouvert ({channels}) avec son prix actuel. Modifiez les prix, puis importez le fichier avec Importer des prix… ; les autres colonnes sont là pour information et sont ignorées.</translation>
        </message>
        <message>
            <source>Export the prices of the selected variants, or of every variant listed, one line per variant and channel, as a price list to edit and import</source>
            <translation>Exporter les prix des variantes sélectionnées, ou de chaque variante listée, une ligne par variante et canal, comme liste de prix à modifier puis importer</translation>
        </message>
        <message>
            <source>Import prices…</source>
            <translation>Importer des prix…</translation>
        </message>
        <message>
            <source>Low stock</source>
            <translation>Stock faible</translation>
        </message>
        <message>
            <source>No variants match these filters.</source>
            <translation>Aucune variante ne correspond à ces filtres.</translation>
        </message>
        <message>
            <source>No variants of {product_code} match these filters.</source>
            <translation>Aucune variante de {product_code} ne correspond à ces filtres.</translation>
        </message>
        <message>
            <source>Price template…</source>
            <translation>Modèle de prix…</translation>
        </message>
        <message>
            <source>Product:</source>
            <translation>Produit :</translation>
        </message>
        <message>
            <source>Set prices from a CSV file of variant code, channel code and price, previewed first</source>
            <translation>Définir les prix à partir d'un fichier CSV de code de variante, code de canal et prix, avec un aperçu d'abord</translation>
        </message>
        <message>
            <source>Set, raise or lower the price of the selected variants in one channel</source>
            <translation>Fixer, augmenter ou baisser le prix des variantes sélectionnées dans un canal</translation>
        </message>
        <message>
            <source>The catalogue has no variants yet.</source>
            <translation>Le catalogue n’a encore aucune variante.</translation>
        </message>
        <message>
            <source>The product whose variants are listed</source>
            <translation>Le produit dont les variantes sont listées</translation>
        </message>
        <message>
            <source>The variant's option values</source>
            <translation>Les valeurs d’option de la variante</translation>
        </message>
        <message>
            <source>The variant's option values: {join}</source>
            <translation>Les valeurs d’option de la variante : {join}</translation>
        </message>
        <message>
            <source>The variants could not be listed: {error}</source>
            <translation>Les variantes n’ont pas pu être listées : {error}</translation>
        </message>
        <message>
            <source>The {variants}, one line per open channel ({channels}) with its current price. Change the prices, then import the file with Import prices…; the other columns are there to read and are ignored.</source>
            <translation>Les {variants}, une ligne par canal ouvert ({channels}) avec son prix actuel. Modifiez les prix, puis importez le fichier avec Importer des prix… ; les autres colonnes sont là pour information et sont ignorées.</translation>
        </message>
        <message>
            <source>Variant code</source>
            <translation>Code de la variante</translation>
        </message>
        <message>
            <source>Variant name</source>
            <translation>Nom de la variante</translation>
        </message>
        <message>
            <source>Variant {key} of {product_code}</source>
            <translation>Variante {key} de {product_code}</translation>
        </message>
        <message>
            <source>every variant listed</source>
            <translation>chaque variante listée</translation>
        </message>
        <message>
            <source>the prices of {variants}</source>
            <translation>les prix de {variants}</translation>
        </message>
        <message>
            <source>variant {key}</source>
            <translation>variante {key}</translation>
        </message>
        <message>
            <source>{product_code} has no variants (or no such product exists).</source>
            <translation>{product_code} n’a pas de variante (ou ce produit n’existe pas).</translation>
        </message>
    </context>
    <context>
        <name>preferences</name>
        <message>
            <source>&amp;Appearance</source>
            <translation>&amp;Apparence</translation>
        </message>
        <message>
            <source>&amp;Dark</source>
            <translation>&amp;Sombre</translation>
        </message>
        <message>
            <source>&amp;Language</source>
            <translation>&amp;Langue</translation>
        </message>
        <message>
            <source>&amp;Light</source>
            <translation>&amp;Clair</translation>
        </message>
        <message>
            <source>As the &amp;system</source>
            <translation>Comme le &amp;système</translation>
        </message>
        <message>
            <source>The new language applies when Store Admin starts again.</source>
            <translation>La nouvelle langue s’applique au prochain démarrage de Store Admin.</translation>
        </message>
    </context>
    <context>
        <name>price_csv</name>
        <message>
            <source>A price can be at most {maximum}.</source>
            <translation>Un prix ne peut pas dépasser {maximum}.</translation>
        </message>
        <message>
            <source>A price must be at least {minimum}.</source>
            <translation>Un prix doit être d'au moins {minimum}.</translation>
        </message>
        <message>
            <source>No price given.</source>
            <translation>Aucun prix indiqué.</translation>
        </message>
        <message>
            <source>{file} has no column named {missing}; its first line must name the columns “{variant}”, “{channel}” and “{price}”.</source>
            <translation>{file} n'a pas de colonne nommée {missing} ; sa première ligne doit nommer les colonnes « {variant} », « {channel} » et « {price} ».</translation>
        </message>
        <message>
            <source>{file} is empty.</source>
            <translation>{file} est vide.</translation>
        </message>
        <message>
            <source>{file} is not UTF-8 text (byte {byte}): save it as CSV UTF-8.</source>
            <translation>{file} n'est pas du texte UTF-8 (octet {byte}) : enregistrez-le en CSV UTF-8.</translation>
        </message>
        <message>
            <source>“{text}” could be {with_decimals} or {whole}: write the decimals with “{mark}”.</source>
            <translation>« {text} » pourrait être {with_decimals} ou {whole} : écrivez les décimales avec « {mark} ».</translation>
        </message>
        <message>
            <source>“{text}” has more than two decimals.</source>
            <translation>« {text} » a plus de deux décimales.</translation>
        </message>
        <message>
            <source>“{text}” is negative: a price cannot be.</source>
            <translation>« {text} » est négatif : un prix ne peut pas l'être.</translation>
        </message>
        <message>
            <source>“{text}” is not a number.</source>
            <translation>« {text} » n'est pas un nombre.</translation>
        </message>
    </context>
    <context>
        <name>price_import</name>
        <message>
            <source>Channel {code} is closed: it takes no prices.</source>
            <translation>Le canal {code} est fermé : il ne prend pas de prix.</translation>
        </message>
        <message>
            <source>Failed: {error}</source>
            <translation>Échec : {error}</translation>
        </message>
        <message>
            <source>No change: the price is that already.</source>
            <translation>Aucun changement : le prix est déjà celui-là.</translation>
        </message>
        <message>
            <source>No channel code.</source>
            <translation>Aucun code de canal.</translation>
        </message>
        <message>
            <source>No variant code.</source>
            <translation>Aucun code de variante.</translation>
        </message>
        <message>
            <source>Not applied: stopped.</source>
            <translation>Non appliqué : arrêté.</translation>
        </message>
        <message>
            <source>Not applied: the variant was changed since the preview (now {price}). Preview again to apply it.</source>
            <translation>Non appliqué : la variante a été modifiée depuis l'aperçu (maintenant {price}). Refaites l'aperçu pour l'appliquer.</translation>
        </message>
        <message>
            <source>Not applied: the variant was changed since the preview. Preview again to apply it.</source>
            <translation>Non appliqué : la variante a été modifiée depuis l'aperçu. Refaites l'aperçu pour l'appliquer.</translation>
        </message>
        <message>
            <source>Not applied: {error}</source>
            <translation>Non appliqué : {error}</translation>
        </message>
        <message>
            <source>Not sent: {error}</source>
            <translation>Non envoyé : {error}</translation>
        </message>
        <message>
            <source>Repeats line {line} ({variant} in {channel}): a price is taken from the first line only.</source>
            <translation>Répète la ligne {line} ({variant} dans {channel}) : un prix n'est pris que de la première ligne.</translation>
        </message>
        <message>
            <source>Saved (confirmed after the answer was lost).</source>
            <translation>Enregistré (confirmé après la perte de la réponse).</translation>
        </message>
        <message>
            <source>Saved.</source>
            <translation>Enregistré.</translation>
        </message>
        <message>
            <source>Unknown channel “{code}” (the store has no open one).</source>
            <translation>Canal inconnu « {code} » (la boutique n'en a aucun d'ouvert).</translation>
        </message>
        <message>
            <source>Unknown channel “{code}” (the store's: {known}).</source>
            <translation>Canal inconnu « {code} » (ceux de la boutique : {known}).</translation>
        </message>
        <message>
            <source>Unknown variant code “{variant}”.</source>
            <translation>Code de variante inconnu « {variant} ».</translation>
        </message>
        <message>
            <source>Unknown variant “{variant}” of product “{product}”.</source>
            <translation>Variante inconnue « {variant} » du produit « {product} ».</translation>
        </message>
        <message>
            <source>Unknown variant “{variant}”: this server cannot list its products, so add a “{column}” column.</source>
            <translation>Variante inconnue « {variant} » : ce serveur ne peut pas lister ses produits, ajoutez donc une colonne « {column} ».</translation>
        </message>
        <message>
            <source>Unknown: the answer was lost and the variant could not be read again; check its prices before importing again.</source>
            <translation>Inconnu : la réponse a été perdue et la variante n'a pas pu être relue ; vérifiez ses prix avant d'importer à nouveau.</translation>
        </message>
        <message>
            <source>“{typed}” read as {amount}.</source>
            <translation>« {typed} » lu comme {amount}.</translation>
        </message>
    </context>
    <context>
        <name>price_import_dialog</name>
        <message>
            <source>%v of %m variants</source>
            <translation>%v sur %m variantes</translation>
        </message>
        <message>
            <source>A CSV file with the columns “{variant}”, “{channel}” and “{price}” (a price template exported from Product variants has them). Every line is checked before anything is written.</source>
            <translation>Un fichier CSV avec les colonnes « {variant} », « {channel} » et « {price} » (un modèle de prix exporté depuis Variantes de produit les a). Chaque ligne est vérifiée avant que quoi que ce soit soit écrit.</translation>
        </message>
        <message>
            <source>Apply</source>
            <translation>Appliquer</translation>
        </message>
        <message>
            <source>Cannot read {file}: {error}.</source>
            <translation>Impossible de lire {file} : {error}.</translation>
        </message>
        <message>
            <source>Channel</source>
            <translation>Canal</translation>
        </message>
        <message>
            <source>Checking {lines}…</source>
            <translation>Vérification de {lines}…</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>Fermer</translation>
        </message>
        <message>
            <source>Current price</source>
            <translation>Prix actuel</translation>
        </message>
        <message>
            <source>File:</source>
            <translation>Fichier :</translation>
        </message>
        <message>
            <source>Import prices</source>
            <translation>Importer des prix</translation>
        </message>
        <message>
            <source>Line</source>
            <translation>Ligne</translation>
        </message>
        <message>
            <source>New price</source>
            <translation>Nouveau prix</translation>
        </message>
        <message>
            <source>Nothing was applied: the current prices could not be saved to {file} ({error}). Move the file somewhere writable and try again.</source>
            <translation>Rien n'a été appliqué : les prix actuels n'ont pas pu être enregistrés dans {file} ({error}). Déplacez le fichier dans un endroit accessible en écriture et réessayez.</translation>
        </message>
        <message>
            <source>Preview</source>
            <translation>Aperçu</translation>
        </message>
        <message>
            <source>Product</source>
            <translation>Produit</translation>
        </message>
        <message>
            <source>Ready.</source>
            <translation>Prête.</translation>
        </message>
        <message>
            <source>Status</source>
            <translation>Statut</translation>
        </message>
        <message>
            <source>Stop</source>
            <translation>Arrêter</translation>
        </message>
        <message>
            <source>Stopping after the variant being saved…</source>
            <translation>Arrêt après la variante en cours d'enregistrement…</translation>
        </message>
        <message>
            <source>The file's lines, as checked</source>
            <translation>Les lignes du fichier, telles que vérifiées</translation>
        </message>
        <message>
            <source>The prices before this import are saved in {file}. Importing that file undoes this import.</source>
            <translation>Les prix d'avant cet import sont enregistrés dans {file}. Importer ce fichier annule cet import.</translation>
        </message>
        <message>
            <source>The store could not be read: {error}</source>
            <translation>La boutique n'a pas pu être lue : {error}</translation>
        </message>
        <message>
            <source>Variant</source>
            <translation>Variante</translation>
        </message>
        <message>
            <source>{lines}: {ready} ready, {same} unchanged, {invalid} cannot apply (see Status).</source>
            <translation>{lines} : prêtes {ready}, inchangées {same}, impossibles à appliquer {invalid} (voir Statut).</translation>
        </message>
        <message>
            <source>{lines}: {ready} ready.</source>
            <translation>{lines} : prêtes {ready}.</translation>
        </message>
        <message>
            <source>{saved_in} {lines} had no price before: the undo file lists them without one, and importing it leaves them as they are.</source>
            <translation>{saved_in} {lines} n'avaient pas de prix avant : le fichier d'annulation les liste sans prix, et l'importer les laisse telles quelles.</translation>
        </message>
        <message>
            <source>{saved} saved, {failed} failed (see Status), {stopped} not applied (stopped).</source>
            <translation>enregistrées {saved}, en échec {failed} (voir Statut), non appliquées {stopped} (arrêt).</translation>
        </message>
        <message>
            <source>{saved} saved.</source>
            <translation>enregistrées {saved}.</translation>
        </message>
        <message>
            <source>{summary} Apply writes the ready ones.</source>
            <translation>{summary} Appliquer écrit celles qui sont prêtes.</translation>
        </message>
    </context>
    <context>
        <name>print_dialog</name>
        <message>
            <source>&amp;Document:</source>
            <translation>&amp;Document :</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>Fermer</translation>
        </message>
        <message>
            <source>Invoice {number}</source>
            <translation>Facture {number}</translation>
        </message>
        <message>
            <source>Invoices, {orders}</source>
            <translation>Factures, {orders}</translation>
        </message>
        <message>
            <source>Invoice…</source>
            <translation>Facture…</translation>
        </message>
        <message>
            <source>Loading {orders}…</source>
            <translation>Chargement de {orders}…</translation>
        </message>
        <message>
            <source>No order to print.</source>
            <translation>Aucune commande à imprimer.</translation>
        </message>
        <message>
            <source>No store details yet: add the seller's name and address.</source>
            <translation>Pas encore de coordonnées du magasin : ajoutez le nom et l’adresse du vendeur.</translation>
        </message>
        <message>
            <source>Not included, could not be loaded: {orders}</source>
            <translation>Non incluses, n'ont pas pu être chargées : {orders}</translation>
        </message>
        <message>
            <source>PDF files (*.pdf)</source>
            <translation>Fichiers PDF (*.pdf)</translation>
        </message>
        <message>
            <source>Packing slip {number}</source>
            <translation>Bon de livraison {number}</translation>
        </message>
        <message>
            <source>Packing slips, {orders}</source>
            <translation>Bons de livraison, {orders}</translation>
        </message>
        <message>
            <source>Packing slip…</source>
            <translation>Bon de livraison…</translation>
        </message>
        <message>
            <source>Preview of the pages</source>
            <translation>Aperçu des pages</translation>
        </message>
        <message>
            <source>Preview, print or save as PDF this order's packing slip or invoice</source>
            <translation>Aperçu, impression ou enregistrement en PDF du bon de livraison ou de la facture de cette commande</translation>
        </message>
        <message>
            <source>Print</source>
            <translation>Imprimer</translation>
        </message>
        <message>
            <source>Print invoice</source>
            <translation>Imprimer la facture</translation>
        </message>
        <message>
            <source>Print — {document}</source>
            <translation>Imprimer — {document}</translation>
        </message>
        <message>
            <source>Print…</source>
            <translation>Imprimer…</translation>
        </message>
        <message>
            <source>Save as PDF</source>
            <translation>Enregistrer en PDF</translation>
        </message>
        <message>
            <source>Save as PDF…</source>
            <translation>Enregistrer en PDF…</translation>
        </message>
        <message>
            <source>Saved to {file}.</source>
            <translation>Enregistré dans {file}.</translation>
        </message>
        <message>
            <source>Sent by {name}</source>
            <translation>Envoyé par {name}</translation>
        </message>
        <message>
            <source>Store &amp;details…</source>
            <translation>&amp;Coordonnées du magasin…</translation>
        </message>
        <message>
            <source>The seller's name, address, VAT number and logo on every page</source>
            <translation>Nom, adresse, numéro de TVA et logo du vendeur sur chaque page</translation>
        </message>
        <message>
            <source>order #{number}: {error}</source>
            <translation>commande n° {number} : {error}</translation>
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
            <translation>Ajustement</translation>
        </message>
        <message>
            <source>Adjustments</source>
            <translation>Ajustements</translation>
        </message>
        <message>
            <source>Bill to</source>
            <translation>Facturer à</translation>
        </message>
        <message>
            <source>Currency</source>
            <translation>Devise</translation>
        </message>
        <message>
            <source>Invoice</source>
            <translation>Facture</translation>
        </message>
        <message>
            <source>Invoice date</source>
            <translation>Date de facture</translation>
        </message>
        <message>
            <source>Item</source>
            <translation>Article</translation>
        </message>
        <message>
            <source>Item {id}</source>
            <translation>Article {id}</translation>
        </message>
        <message>
            <source>Items total</source>
            <translation>Total des articles</translation>
        </message>
        <message>
            <source>Order date</source>
            <translation>Date de commande</translation>
        </message>
        <message>
            <source>Order number</source>
            <translation>Numéro de commande</translation>
        </message>
        <message>
            <source>Packed</source>
            <translation>Emballé</translation>
        </message>
        <message>
            <source>Packing slip</source>
            <translation>Bon de livraison</translation>
        </message>
        <message>
            <source>Promotion</source>
            <translation>Promotion</translation>
        </message>
        <message>
            <source>Quantity</source>
            <translation>Quantité</translation>
        </message>
        <message>
            <source>Ship to</source>
            <translation>Livrer à</translation>
        </message>
        <message>
            <source>Shipping</source>
            <translation>Expédition</translation>
        </message>
        <message>
            <source>Shipping promotion</source>
            <translation>Promotion sur l'expédition</translation>
        </message>
        <message>
            <source>State</source>
            <translation>État</translation>
        </message>
        <message>
            <source>Tax</source>
            <translation>Taxe</translation>
        </message>
        <message>
            <source>Total</source>
            <translation>Total</translation>
        </message>
        <message>
            <source>Unit price</source>
            <translation>Prix unitaire</translation>
        </message>
        <message>
            <source>Units</source>
            <translation>Unités</translation>
        </message>
        <message>
            <source>Units in all</source>
            <translation>Unités au total</translation>
        </message>
        <message>
            <source>VAT no. {vat_id}</source>
            <translation>N° TVA {vat_id}</translation>
        </message>
        <message>
            <source>none given</source>
            <translation>non indiquée</translation>
        </message>
        <message>
            <source>of which {adjustment}</source>
            <translation>dont {adjustment}</translation>
        </message>
        <message>
            <source>order {id} (no number yet)</source>
            <translation>commande {id} (pas encore de numéro)</translation>
        </message>
        <message>
            <source>{adjustment} (included)</source>
            <translation>{adjustment} (inclus)</translation>
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
            <translation>Clients</translation>
        </message>
        <message>
            <source>Nothing starts with “{text}”.</source>
            <translation>Rien ne commence par « {text} ».</translation>
        </message>
        <message>
            <source>Order {number} · {state} · {total} · {customer}</source>
            <translation>Commande {number} · {state} · {total} · {customer}</translation>
        </message>
        <message>
            <source>Orders</source>
            <translation>Commandes</translation>
        </message>
        <message>
            <source>Search everything</source>
            <translation>Tout rechercher</translation>
        </message>
        <message>
            <source>Search orders, customers, variants ({key})</source>
            <translation>Rechercher commandes, clients, variantes ({key})</translation>
        </message>
        <message>
            <source>Search results</source>
            <translation>Résultats de recherche</translation>
        </message>
        <message>
            <source>Variants</source>
            <translation>Variantes</translation>
        </message>
        <message>
            <source>guest</source>
            <translation>invité</translation>
        </message>
    </context>
    <context>
        <name>saved_views</name>
        <message>
            <source>Delete</source>
            <translation>Supprimer</translation>
        </message>
        <message>
            <source>Delete the view “{name}”? The list stays as it is now.</source>
            <translation>Supprimer la vue « {name} » ? La liste reste telle qu'elle est.</translation>
        </message>
        <message>
            <source>Delete view</source>
            <translation>Supprimer la vue</translation>
        </message>
        <message>
            <source>Delete view…</source>
            <translation>Supprimer la vue…</translation>
        </message>
        <message>
            <source>Delete “{name}”…</source>
            <translation>Supprimer « {name} »…</translation>
        </message>
        <message>
            <source>Name of the view (filters, sort and columns):</source>
            <translation>Nom de la vue (filtres, tri et colonnes) :</translation>
        </message>
        <message>
            <source>New name for “{name}”:</source>
            <translation>Nouveau nom pour « {name} » :</translation>
        </message>
        <message>
            <source>No filter, the server's own order, every column</source>
            <translation>Aucun filtre, l'ordre du serveur, toutes les colonnes</translation>
        </message>
        <message>
            <source>Open a saved view of this list (filters, sort and columns), or save one</source>
            <translation>Ouvrir une vue enregistrée de cette liste (filtres, tri et colonnes), ou en enregistrer une</translation>
        </message>
        <message>
            <source>Rename view</source>
            <translation>Renommer la vue</translation>
        </message>
        <message>
            <source>Rename view…</source>
            <translation>Renommer la vue…</translation>
        </message>
        <message>
            <source>Rename “{name}”…</source>
            <translation>Renommer « {name} »…</translation>
        </message>
        <message>
            <source>Replace</source>
            <translation>Remplacer</translation>
        </message>
        <message>
            <source>Replace the view?</source>
            <translation>Remplacer la vue ?</translation>
        </message>
        <message>
            <source>Save view</source>
            <translation>Enregistrer la vue</translation>
        </message>
        <message>
            <source>Save view as…</source>
            <translation>Enregistrer la vue sous…</translation>
        </message>
        <message>
            <source>Standard view</source>
            <translation>Vue standard</translation>
        </message>
        <message>
            <source>There is a view named “{name}” already. Replace it with this one?</source>
            <translation>Il existe déjà une vue nommée « {name} ». La remplacer par celle-ci ?</translation>
        </message>
        <message>
            <source>View: {name}</source>
            <translation>Vue : {name}</translation>
        </message>
        <message>
            <source>View: {name} (changed)</source>
            <translation>Vue : {name} (modifiée)</translation>
        </message>
        <message>
            <source>Views</source>
            <translation>Vues</translation>
        </message>
    </context>
    <context>
        <name>server_kind</name>
        <message>
            <source>This store's {server} cannot add items to an order or remove them.</source>
            <translation>{server} de cette boutique ne permet pas d’ajouter des articles à une commande ni d’en retirer.</translation>
        </message>
        <message>
            <source>This store's {server} cannot create users.</source>
            <translation>{server} de cette boutique ne permet pas de créer des utilisateurs.</translation>
        </message>
        <message>
            <source>This store's {server} cannot create variants.</source>
            <translation>{server} de cette boutique ne permet pas de créer des variantes.</translation>
        </message>
        <message>
            <source>This store's {server} cannot delete orders.</source>
            <translation>{server} de cette boutique ne permet pas de supprimer des commandes.</translation>
        </message>
        <message>
            <source>This store's {server} cannot delete users.</source>
            <translation>{server} de cette boutique ne permet pas de supprimer des utilisateurs.</translation>
        </message>
        <message>
            <source>This store's {server} cannot delete variants.</source>
            <translation>{server} de cette boutique ne permet pas de supprimer des variantes.</translation>
        </message>
        <message>
            <source>This store's {server} cannot filter by several states at once.</source>
            <translation>{server} de cette boutique ne permet pas de filtrer sur plusieurs états à la fois.</translation>
        </message>
        <message>
            <source>This store's {server} cannot remove a name: change it instead.</source>
            <translation>{server} de cette boutique ne permet pas de retirer un nom : modifiez-le plutôt.</translation>
        </message>
        <message>
            <source>This store's {server} cannot search everything at once.</source>
            <translation>Le {server} de cette boutique ne peut pas tout rechercher d’un coup.</translation>
        </message>
        <message>
            <source>This store's {server} cannot work out a new total before a change.</source>
            <translation>{server} de cette boutique ne permet pas de calculer le nouveau total avant une modification.</translation>
        </message>
        <message>
            <source>This store's {server} does not filter this list in every way: those filters are hidden.</source>
            <translation>{server} de cette boutique ne filtre pas cette liste de toutes les façons : ces filtres sont masqués.</translation>
        </message>
        <message>
            <source>This store's {server} does not let Store Admin change this field.</source>
            <translation>{server} de cette boutique ne laisse pas Store Admin modifier ce champ.</translation>
        </message>
        <message>
            <source>This store's {server} does not refuse a save made over someone else's change: Store Admin reads the record again just before saving and offers to compare, but a change made at that very moment can still be overwritten.</source>
            <translation>{server} de cette boutique ne refuse pas un enregistrement fait par-dessus la modification de quelqu’un d’autre : Store Admin relit l’enregistrement juste avant d’enregistrer et propose de comparer, mais une modification faite à cet instant précis peut encore être écrasée.</translation>
        </message>
        <message>
            <source>This store's {server} has no carts.</source>
            <translation>{server} de cette boutique n’a pas de paniers.</translation>
        </message>
        <message>
            <source>This store's {server} has no customer profiles.</source>
            <translation>Le {server} de cette boutique n’a pas de profils clients.</translation>
        </message>
        <message>
            <source>This store's {server} has no customers list.</source>
            <translation>{server} de cette boutique n’a pas de liste de clients.</translation>
        </message>
        <message>
            <source>This store's {server} has no order creation.</source>
            <translation>{server} de cette boutique ne permet pas de créer des commandes.</translation>
        </message>
        <message>
            <source>This store's {server} has no password reset.</source>
            <translation>{server} de cette boutique ne permet pas de réinitialiser un mot de passe.</translation>
        </message>
        <message>
            <source>This store's {server} has no staff accounts.</source>
            <translation>{server} de cette boutique n’a pas de comptes du personnel.</translation>
        </message>
        <message>
            <source>This store's {server} keeps no history of changes.</source>
            <translation>Le {server} de cette boutique ne tient pas d’historique des modifications.</translation>
        </message>
        <message>
            <source>This store's {server} keeps no internal notes.</source>
            <translation>Le {server} de cette boutique ne conserve pas de notes internes.</translation>
        </message>
        <message>
            <source>Your account may not do this: ask an administrator for the role.</source>
            <translation>Votre compte n'a pas le droit de faire ceci : demandez le rôle à un administrateur.</translation>
        </message>
        <message>
            <source>Your account may not see this: ask an administrator for the role.</source>
            <translation>Votre compte n'a pas le droit de voir ceci : demandez le rôle à un administrateur.</translation>
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
            <translation>Ce serveur ne liste pas toutes les variantes à la fois : choisissez un produit pour lister ses variantes.</translation>
        </message>
        <message>
            <source>This server does not offer cancelling orders.</source>
            <translation>Ce serveur ne permet pas d’annuler des commandes.</translation>
        </message>
        <message>
            <source>This server does not offer filtering orders by payment, shipping and date.</source>
            <translation>Ce serveur ne permet pas de filtrer les commandes par paiement, expédition et date.</translation>
        </message>
        <message>
            <source>This server does not offer marking orders as paid.</source>
            <translation>Ce serveur ne permet pas de marquer des commandes comme payées.</translation>
        </message>
        <message>
            <source>This server does not offer sales statistics, so there is no overview.</source>
            <translation>Ce serveur ne propose pas de statistiques de ventes : il n’y a donc pas d’aperçu.</translation>
        </message>
        <message>
            <source>This server does not offer shipping orders.</source>
            <translation>Ce serveur ne permet pas d’expédier des commandes.</translation>
        </message>
        <message>
            <source>This server does not offer shipping, cancelling or marking orders as paid (they are hidden).</source>
            <translation>Ce serveur ne permet pas d’expédier, d’annuler ni de marquer des commandes comme payées (ces actions sont masquées).</translation>
        </message>
    </context>
    <context>
        <name>session</name>
        <message>
            <source>A secure connection to {address} could not be made ({error}). If the server uses a certificate of its own, ask your administrator for it; if it does not use https, write the address with http:// instead.</source>
            <translation>Impossible d’établir une connexion sécurisée avec {address} ({error}). Si le serveur utilise son propre certificat, demandez-le à votre administrateur ; s’il n’utilise pas https, écrivez l’adresse avec http://.</translation>
        </message>
        <message>
            <source>Sign in…</source>
            <translation>Se connecter…</translation>
        </message>
        <message>
            <source>Signing in failed unexpectedly ({name__}: {error}).</source>
            <translation>La connexion a échoué de façon inattendue ({name__} : {error}).</translation>
        </message>
        <message>
            <source>Store Admin cannot reach a server at {address}. Check the address and your network connection, and whether the server is running.</source>
            <translation>Store Admin ne joint aucun serveur à l’adresse {address}. Vérifiez l’adresse, votre connexion réseau, et que le serveur fonctionne.</translation>
        </message>
        <message>
            <source>The address {address} answers, but it is not a store API server. Check the address: it is the store's own address, such as https://shop.example.com.</source>
            <translation>L’adresse {address} répond, mais ce n’est pas un serveur d’API de boutique. Vérifiez l’adresse : c’est celle de la boutique elle-même, par exemple https://shop.example.com.</translation>
        </message>
        <message>
            <source>The connection to the server is back.</source>
            <translation>La connexion au serveur est rétablie.</translation>
        </message>
        <message>
            <source>The connection to {address} was lost. Store Admin keeps trying and carries on when the server is back.</source>
            <translation>La connexion à {address} a été perdue. Store Admin continue d’essayer et reprend dès que le serveur est de retour.</translation>
        </message>
        <message>
            <source>The server at {address} did not answer in time. It may be busy, or the address may be wrong. Try again in a moment.</source>
            <translation>Le serveur à l’adresse {address} n’a pas répondu à temps. Il est peut-être occupé, ou l’adresse est erronée. Réessayez dans un instant.</translation>
        </message>
        <message>
            <source>The server at {address} has a problem of its own: {error}</source>
            <translation>Le serveur à l’adresse {address} a un problème : {error}</translation>
        </message>
        <message>
            <source>The server did not accept the access token. It may have expired or been mistyped: paste a new one, or sign in with a username and password.</source>
            <translation>Le serveur n’a pas accepté le jeton d’accès. Il a peut-être expiré ou été mal saisi : collez-en un nouveau, ou connectez-vous avec un nom d’utilisateur et un mot de passe.</translation>
        </message>
        <message>
            <source>The server did not accept the client ID or client secret. Check them with the person who set up the store's API.</source>
            <translation>Le serveur n’a pas accepté l’ID client ou le secret client. Vérifiez-les avec la personne qui a configuré l’API de la boutique.</translation>
        </message>
        <message>
            <source>The username or password is not right. Check them and try again (the password is case-sensitive).</source>
            <translation>Le nom d’utilisateur ou le mot de passe est incorrect. Vérifiez-les et réessayez (le mot de passe respecte la casse).</translation>
        </message>
        <message>
            <source>This account is disabled. Ask an administrator to enable it.</source>
            <translation>Ce compte est désactivé. Demandez à un administrateur de l’activer.</translation>
        </message>
        <message>
            <source>This account may not use the store's admin interface. Ask an administrator to give it API access.</source>
            <translation>Ce compte n’a pas le droit d’utiliser l’interface d’administration de la boutique. Demandez à un administrateur de lui donner l’accès API.</translation>
        </message>
        <message>
            <source>This store signs in with an API client: enter its client ID and client secret (the person who set up the store's API has them).</source>
            <translation>Cette boutique se connecte avec un client API : saisissez son ID client et son secret client (la personne qui a configuré l’API de la boutique les a).</translation>
        </message>
        <message>
            <source>You are signed out, so the lists cannot be loaded. Sign in again to continue.</source>
            <translation>Vous êtes déconnecté : les listes ne peuvent pas être chargées. Reconnectez-vous pour continuer.</translation>
        </message>
        <message>
            <source>the server</source>
            <translation>le serveur</translation>
        </message>
    </context>
    <context>
        <name>table_model</name>
        <message>
            <source>Could not load these rows: {error}</source>
            <translation>Impossible de charger ces lignes : {error}</translation>
        </message>
        <message>
            <source>Loading…</source>
            <translation>Chargement…</translation>
        </message>
        <message>
            <source>Retry</source>
            <translation>Réessayer</translation>
        </message>
        <message>
            <source>The server cannot sort by this column.</source>
            <translation>Le serveur ne sait pas trier selon cette colonne.</translation>
        </message>
    </context>
    <context>
        <name>widgets.date_filter</name>
        <message>
            <source>Clear</source>
            <translation>Effacer</translation>
        </message>
        <message>
            <source>Clear the date</source>
            <translation>Effacer la date</translation>
        </message>
        <message>
            <source>No date: do not filter by it</source>
            <translation>Aucune date : ne pas filtrer par date</translation>
        </message>
    </context>
    <context>
        <name>widgets.low_stock</name>
        <message>
            <source> available</source>
            <translation> disponibles</translation>
        </message>
        <message>
            <source>How many available units still count as low stock</source>
            <translation>Combien d’unités disponibles comptent encore comme stock faible</translation>
        </message>
        <message>
            <source>Low stock only</source>
            <translation>Stock faible uniquement</translation>
        </message>
        <message>
            <source>Low stock threshold</source>
            <translation>Seuil de stock faible</translation>
        </message>
        <message>
            <source>Low stock: at most</source>
            <translation>Stock faible : au plus</translation>
        </message>
        <message>
            <source>Only tracked variants with at most this many units available</source>
            <translation>Uniquement les variantes suivies ayant au plus ce nombre d’unités disponibles</translation>
        </message>
        <message>
            <source>at most {count} available</source>
            <translation>au plus {count} disponibles</translation>
        </message>
    </context>
    <context>
        <name>widgets.product_picker</name>
        <message>
            <source>Product</source>
            <translation>Produit</translation>
        </message>
        <message>
            <source>Product code, e.g. T_SHIRT</source>
            <translation>Code produit, p. ex. T_SHIRT</translation>
        </message>
    </context>
    <context>
        <name>widgets.retry_banner</name>
        <message>
            <source>Retry</source>
            <translation>Réessayer</translation>
        </message>
    </context>
</TS>
