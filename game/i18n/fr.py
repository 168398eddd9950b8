"""Catalogue français. Les clés sont rangées par écran ; ``{nom}`` marque un paramètre de
:func:`t`.

Chaque clé doit exister dans ``en.py`` avec les mêmes paramètres (``tests/ui/test_i18n.py``).
Les paires de pluriel finissent par ``.one`` / ``.other`` (voir :func:`game.i18n.tn`) ; en
français 0 et 1 prennent le singulier.
"""

from __future__ import annotations

MESSAGES: dict[str, str] = {
    # -- application ---------------------------------------------------------------------------
    "app.title": "Ascenseur",
    "app.subtitle": "Rikiki · Oh Hell! · L'Ascenseur · Tarot Africain · Whist 22",
    "app.window_title": "Ascenseur — jeux de levées à annonce exacte",
    "language.fr": "Français",
    "language.en": "English",
    # -- mots courants -------------------------------------------------------------------------
    "common.ok": "OK",
    "common.cancel": "Annuler",
    "common.back": "Retour",
    "common.next": "Suivant",
    "common.previous": "Précédent",
    "common.start": "Commencer",
    "common.continue": "Continuer",
    "common.close": "Fermer",
    "common.yes": "Oui",
    "common.no": "Non",
    "common.on": "Activé",
    "common.off": "Désactivé",
    "common.save": "Enregistrer",
    "common.apply": "Appliquer",
    "common.reset": "Réinitialiser",
    "common.edit": "Modifier",
    "common.add": "Ajouter",
    "common.remove": "Retirer",
    "common.delete": "Supprimer",
    "common.done": "Terminé",
    "common.none": "Aucun",
    "common.random": "Au hasard",
    "common.loading": "Chargement…",
    "common.error": "Un problème est survenu : {error}",
    "common.confirm": "Êtes-vous sûr ?",
    "common.press_key": "Appuyez sur une touche pour continuer",
    # -- menu principal ------------------------------------------------------------------------
    "menu.title": "Ascenseur",
    "menu.subtitle": "Les jeux de levées à annonce exacte",
    "menu.new_game": "Nouvelle partie",
    "menu.continue": "Reprendre",
    "menu.continue_detail": "{preset}, manche {round}",
    "menu.continue_keeper": "Feuille de marque : {preset}, manche {round}",
    "menu.no_saved_game": "Aucune partie à reprendre",
    "menu.score_keeper": "Feuille de marque",
    "menu.rules": "Règles",
    "menu.statistics": "Statistiques",
    "menu.settings": "Réglages",
    "menu.quit": "Quitter",
    "menu.version": "Version {version}",
    "menu.hint": "Flèches pour choisir, Entrée pour valider",
    # -- avis sur les fichiers du joueur, écran d'erreur -------------------------------------------
    "notice.settings_damaged": (
        "Votre fichier de réglages était illisible : les réglages par défaut sont utilisés. "
        "L'ancien fichier est conservé sous le nom {name}."
    ),
    "notice.settings_unreadable": (
        "Vos réglages n'ont pas pu être lus ({reason}) : les réglages par défaut sont utilisés."
    ),
    "notice.settings_unwritable": (
        "Vos réglages ne peuvent pas être enregistrés ({reason}) : les changements valent "
        "jusqu'à ce que vous quittiez."
    ),
    "notice.save_damaged": (
        "La partie enregistrée était illisible et ne peut pas être reprise. Le fichier est "
        "conservé sous le nom {name}."
    ),
    "notice.save_unreadable": "La partie enregistrée n'a pas pu être lue ({reason}).",
    "notice.save_unwritable": (
        "La partie ne peut pas être enregistrée ({reason}). Vous pouvez continuer à jouer, "
        "mais pas la reprendre plus tard."
    ),
    "notice.folder_blocked": (
        "Un fichier nommé {name} se trouvait à la place du dossier {name} du jeu. Il a été mis"
        " de côté sous le nom {aside}, et le jeu utilise un nouveau dossier vide."
    ),
    "notice.folder_unusable": (
        "Le jeu ne peut pas utiliser son dossier {folder} ({reason}). Vous pouvez continuer à"
        " jouer, mais rien ne pourra y être enregistré tant que ce n'est pas réparé."
    ),
    "notice.folder_in_place_kept": (
        "Un dossier nommé {name} se trouve dans {folder} à la place d'un fichier du jeu du même"
        " nom, et il n'a pas pu être mis de côté : ce fichier ne peut être ni lu ni enregistré"
        " tant qu'il est là."
    ),
    "notice.settings_folder": (
        "Un dossier nommé {name} se trouvait à la place de votre fichier de réglages. Il a été"
        " mis de côté sous le nom {aside} ; les réglages par défaut sont utilisés et un nouveau"
        " fichier sera écrit."
    ),
    "notice.save_folder": (
        "Un dossier nommé {name} se trouvait à la place de la partie enregistrée. Il a été mis"
        " de côté sous le nom {aside} ; il n'y a pas de partie à reprendre, et la prochaine"
        " sera enregistrée normalement."
    ),
    "notice.stats_folder": (
        "Un dossier nommé {name} se trouvait à la place de vos statistiques. Il a été mis de"
        " côté sous le nom {aside} et de nouvelles statistiques ont été commencées."
    ),
    "notice.ruleset_folder": (
        "Un dossier nommé {name} se trouvait parmi vos jeux de règles enregistrés. Il a été mis"
        " de côté sous le nom {aside}."
    ),
    "crash.title": "Une erreur est survenue",
    "crash.not_saved": (
        "Le jeu a rencontré une erreur inattendue. Rien n'est perdu : aucune partie n'était "
        "ouverte, et les parties enregistrées avant sont conservées."
    ),
    "crash.report": "Un rapport (crash.log) a été écrit dans {folder}.",
    "crash.no_report": "Aucun rapport n'a pu être écrit.",
    "crash.back": "Retour au menu",
    "crash.error": "Le jeu a rencontré une erreur inattendue.",
    "crash.saved_table": (
        "Votre partie de {game} est enregistrée\u00a0: choisissez Reprendre dans le menu pour "
        "la reprendre là où elle s'est arrêtée."
    ),
    "crash.saved_keeper": (
        "Votre soirée de {game} à la feuille de marque est enregistrée après chaque "
        "saisie\u00a0: elle vous attend dans la Feuille de marque."
    ),
    # -- l'éditeur de règles et les jeux de règles enregistrés ---------------------------------
    "option.min_players": "Joueurs au minimum",
    "option.min_players.help": "La plus petite table à laquelle ces règles se jouent.",
    "option.max_players": "Joueurs au maximum",
    "option.max_players.help": "La plus grande table à laquelle ces règles se jouent.",
    "editor.title": "Personnaliser les règles",
    "editor.based_on": "D'après {name}",
    "editor.group.deck": "Cartes et joueurs",
    "editor.group.hands": "Nombre de cartes",
    "editor.group.trump": "Atout",
    "editor.group.bidding": "Annonces",
    "editor.group.play": "Jeu de la carte",
    "editor.group.scoring": "Décompte",
    "editor.group.excuse": "L'Excuse",
    "editor.value.on": "Oui",
    "editor.value.off": "Non",
    "editor.value.no_cap": "Sans limite",
    "editor.reason.no_suits": "Le jeu de tarot n'a pas de couleurs.",
    "editor.reason.tarot_only": "Seulement avec le jeu de tarot.",
    "editor.reason.no_excuse": "Il n'y a pas d'Excuse dans le jeu de 52 cartes.",
    "editor.reason.hook_tarot": "Avec le jeu de tarot, la règle du donneur s'applique toujours.",
    "editor.reason.no_turned_card": "Seulement quand une carte est retournée pour l'atout.",
    "editor.reason.no_trump": "Ces règles n'ont jamais de couleur d'atout.",
    "editor.reason.custom_only": "Seulement avec votre propre liste de nombres de cartes.",
    "editor.reason.custom_list": "Votre liste fixe le nombre de cartes de chaque donne.",
    "editor.reason.tarot_cycle_only": "Seulement avec le cycle du tarot.",
    "editor.reason.three_players": "Ne change quelque chose qu'à 3 joueurs.",
    "editor.reason.quick5": "La partie rapide ne limite pas les annonces à zéro.",
    "editor.reason.points_only": "Seulement avec le décompte en points.",
    "editor.reason.lives_only": "Seulement avec le décompte en vies.",
    "editor.sizes.empty": "Donnez au moins un nombre de cartes, par exemple 1 2 3 2 1.",
    "editor.sizes.not_a_number": "« {token} » n'est pas un nombre de cartes.",
    "editor.sizes.zero": "Chaque donne distribue au moins 1 carte.",
    "editor.sizes.too_large": "{size} cartes, c'est plus qu'aucun jeu ne peut distribuer.",
    "editor.sizes.too_big": (
        "Une main de {size} cartes, c'est trop : à {players} joueurs, chacun en reçoit "
        "au plus {most}."
    ),
    "editor.sizes.ellipsis": "Les points de suspension se placent entre deux nombres, "
    "comme dans 10 9 8 ... 1.",
    "editor.sizes.too_many_rounds": "Au plus {most} donnes.",
    "editor.refusal.min_above_max": (
        "Le nombre minimum de joueurs ({n0}) dépasse le maximum ({n1})."
    ),
    "editor.refusal.tarot_no_suits": "Le jeu de tarot n'a pas de couleurs : pas d'option d'atout.",
    "editor.refusal.tarot_hook": "La règle du donneur s'applique toujours avec le jeu de tarot.",
    "editor.refusal.twos_52": "Retirer des 2 ne concerne que le jeu de 52 cartes.",
    "editor.refusal.tarot_seven": (
        "Le jeu de tarot se joue à 7 joueurs au plus (table de Board Game Arena)."
    ),
    "editor.refusal.tarot_africain_players": (
        "Le Tarot Africain se joue de 3 à 5 ; à 2, 6 ou 7 il faut la table de Board Game Arena."
    ),
    "editor.refusal.cycle_tarot": "Le cycle du tarot demande le jeu de tarot.",
    "editor.refusal.excuse_tarot": "L'Excuse n'existe que dans le jeu de tarot.",
    "editor.refusal.standard_three": "Les jeux à 52 cartes se jouent à 3 joueurs au moins.",
    "editor.refusal.custom_empty": "Votre liste demande au moins un nombre de cartes.",
    "editor.refusal.custom_zero": "Chaque main de votre liste doit avoir au moins 1 carte.",
    "editor.refusal.custom_only": (
        "Les nombres de cartes ne se listent qu'avec votre propre séquence."
    ),
    "editor.refusal.cycle_lives": (
        "Le cycle du tarot ne s'arrête pas tout seul : il lui faut un décompte en vies, qui "
        "met fin à la partie."
    ),
    "editor.refusal.cycle_hook": (
        "Le cycle du tarot en vies demande la règle du donneur : quelqu'un perd alors des "
        "vies à chaque manche, et la partie finit."
    ),
    "editor.refusal.cannot_deal": "On ne peut pas distribuer {n0} cartes à {n1} joueurs.",
    "editor.refusal.caps_nothing": (
        "Aucune carte ne peut être distribuée à {n0} joueurs avec ces limites."
    ),
    "editor.refusal.hand_too_big": (
        "Une main de {n0} cartes, c'est trop : {n1} cartes donnent au plus {n2} chacun à {n3}"
        " joueurs."
    ),
    "editor.refusal.start_too_big": (
        "Un départ à {n0} cartes, c'est trop pour {n1} joueurs avec {n2} cartes."
    ),
    "editor.refusal.cap_too_big": (
        "{n0}, c'est trop : {n1} cartes en donnent {n2} chacun à {n3} joueurs."
    ),
    "editor.refusal.played_by": "Ces règles se jouent de {n0} à {n1} joueurs, pas {n2}.",
    "editor.fix": "Mettez {fixes}.",
    "editor.fix.item": "{option} à {value}",
    "editor.fix.or": "ou",
    "editor.problem": "Ces règles ne peuvent pas être jouées : {reason}",
    "editor.reset": "Annuler mes changements",
    "editor.save": "Enregistrer ces règles",
    "editor.start": "Commencer la partie",
    "editor.use": "Jouer avec ces règles",
    "editor.summary": "Ces règles en quelques mots",
    "editor.not_playable": "Ces règles ne sont pas encore jouables : voyez le message en rouge.",
    "editor.sizes.placeholder": "ex. 1 2 3 2 1",
    "setup.read_rules": "Lire les règles",
    "setup.customise": "Personnaliser les règles",
    "setup.rule_set": "Mes règles",
    "setup.rule_set.none": "Aucune enregistrée",
    "setup.rule_set.custom": "Pas enregistrées",
    "setup.summary_more": "(la suite dans Lire les règles)",
    "rulesets.title": "Mes jeux de règles",
    "rulesets.name": "Nom du jeu de règles",
    "rulesets.rename": "Renommer",
    "rulesets.renamed": "Nouveau nom : « {name} ».",
    "rulesets.deleted": "« {name} » supprimé.",
    "rulesets.delete_confirm": "Supprimer ? Rappuyez",
    "rulesets.delete": "Supprimer",
    "rulesets.saved": "Enregistré sous « {name} ».",
    "rulesets.name_empty": "Donnez un nom à ce jeu de règles.",
    "rulesets.name_too_long": "Un nom compte au plus {most} caractères.",
    "rulesets.name_invalid": "Un nom ne peut pas contenir de caractères de contrôle.",
    "rulesets.name_reserved": (
        "« {name} » est le nom d'une variante prédéfinie : choisissez-en un autre."
    ),
    "rulesets.name_taken": "Un jeu de règles s'appelle déjà « {name} ».",
    "rulesets.not_found": "Aucun jeu de règles ne s'appelle « {name} ».",
    "rulesets.damaged": (
        "Un jeu de règles enregistré n'a pas pu être lu et n'est plus proposé. Le fichier est "
        "conservé sous le nom {name}."
    ),
    "rulesets.unreadable": "Vos jeux de règles n'ont pas pu être lus ({reason}).",
    "rulesets.unwritable": "Le jeu de règles n'a pas pu être enregistré ({reason}).",
    # -- préparation de la partie --------------------------------------------------------------
    "setup.title": "Nouvelle partie",
    "setup.game": "Jeu",
    "setup.preset": "Jeu",
    "setup.players": "Joueurs",
    "setup.player_count": "{n} joueurs",
    "setup.player_range": "De {low} à {high} joueurs",
    "setup.player_name": "Nom",
    "setup.player_default_name": "Joueur {n}",
    "setup.bot_name": "Robot {n}",
    "setup.you": "Vous",
    "setup.kind": "Qui joue",
    "setup.kind.human": "Personne",
    "setup.kind.easy": "Robot : facile",
    "setup.kind.normal": "Robot : moyen",
    "setup.kind.hard": "Robot : difficile",
    "setup.kind.random": "Robot : au hasard",
    "setup.level.easy": "Facile annonce ce que sa main semble valoir, joue simplement et se "
    "trompe parfois : un adversaire accommodant pour apprendre.",
    "setup.level.normal": "Moyen imagine une centaine de fins de manche avant chaque décision "
    "et ne joue jamais de coup dont on a prouvé qu'il vaut moins qu'un autre.",
    "setup.level.hard": "Difficile imagine des milliers de fins de manche, lit les annonces et "
    "le jeu de chacun, et ne joue jamais de coup dont on a prouvé qu'il vaut moins qu'un "
    "autre.",
    "setup.add_player": "Ajouter un joueur",
    "setup.remove_player": "Retirer",
    "setup.rules": "Règles",
    "setup.custom_rules": "Modifier les règles…",
    "setup.summary": "Les règles en bref",
    "setup.deal_code": "Code de donne",
    "setup.deal_code_random": "au hasard",
    "setup.deal_code_hint": "Saisissez un code de donne pour rejouer les mêmes donnes.",
    "setup.deal_code_invalid": "Ce code de donne n'est pas valable.",
    "setup.first_dealer": "Premier donneur",
    "setup.pass_and_play": "Plusieurs personnes partagent cet écran : un écran de passage "
    "garde chaque main secrète.",
    "setup.start": "Distribuer",
    "setup.replace_question": "Cette partie remplace votre partie en cours ({game}).",
    "setup.replace": "Remplacer",
    "setup.keep": "Garder",
    "setup.error.players": "Ce jeu se joue de {low} à {high} joueurs.",
    "setup.error.no_name": "Chaque joueur doit avoir un nom.",
    "setup.error.same_name": "Deux joueurs s'appellent {name}.",
    "setup.error.rules": "Ces règles ne sont pas jouables : {reason}",
    # -- variantes -----------------------------------------------------------------------------
    "preset.classic.name": "Rikiki / Oh Hell!",
    "preset.classic.short": "52 cartes, on monte puis on descend, 10 + plis si exact",
    "preset.classic.summary": "De 3 à 7 joueurs avec 52 cartes. Les mains grossissent d'une "
    "carte à chaque manche jusqu'à la plus grande donne possible, puis redescendent à une. La "
    "carte suivante du talon est retournée pour l'atout ; quand il n'en reste plus, la manche "
    "se joue sans atout. Le joueur à gauche du donneur annonce le premier et entame ; le "
    "donneur annonce en dernier et ne peut pas faire tomber le total des annonces sur le "
    "nombre de plis (la règle du donneur). Il faut fournir si on le peut ; sinon on coupe ou "
    "on se défausse. Un contrat exact rapporte 10 points plus 1 par pli ; un contrat raté "
    "rapporte 1 point par pli réalisé.",
    "preset.rikiki.name": "Rikiki (règles en ligne)",
    "preset.rikiki.short": "52 cartes, de 1 au maximum, premier tour à l'aveugle",
    "preset.rikiki.summary": "De 3 à 8 joueurs avec 52 cartes. Les mains grossissent d'une "
    "carte jusqu'à la plus grande donne. La carte retournée fixe l'atout, et il n'y en a plus "
    "quand le paquet est épuisé. La manche à une carte se joue à l'aveugle : on voit la carte "
    "de tous les autres, jamais la sienne. Personne ne peut annoncer zéro plus de trois fois "
    "de suite, et le donneur annonce en dernier sous la règle du donneur. Un contrat exact "
    "rapporte 4 points plus 4 par pli ; un contrat raté coûte 2 points par pli d'écart.",
    "preset.ascenseur.name": "L'Ascenseur",
    "preset.ascenseur.short": "On monte jusqu'à toutes les cartes, puis on redescend",
    "preset.ascenseur.summary": "De 3 à 8 joueurs avec 52 cartes, dont on retire quelques 2 "
    "pour que le paquet tombe juste. Comme un ascenseur, les mains montent d'une carte jusqu'à "
    "ce que toutes les cartes soient distribuées, puis redescendent à une. La carte retournée "
    "fixe l'atout ; la manche où toutes les cartes sont distribuées se joue sans atout. Le "
    "joueur à gauche du donneur annonce le premier et entame ; le donneur annonce en dernier "
    "sous la règle du donneur. Un contrat exact rapporte le nombre de plis plus 1 ; un "
    "contrat raté coûte 1 point par pli d'écart.",
    "preset.ascenseur-table.name": "L'Ascenseur (règles de table)",
    "preset.ascenseur-table.short": "Le donneur annonce d'abord, jeu vers la droite",
    "preset.ascenseur-table.summary": "De 3 à 8 joueurs avec 52 cartes. Les mains montent "
    "puis descendent, au plus 17 cartes à 3 joueurs, 13 à 4, 10 à 5, 8 à 6, 7 à 7 et 6 à 8. "
    "La carte retournée fixe l'atout. Le donneur annonce le premier et le jeu tourne dans le "
    "sens inverse des aiguilles d'une montre : le joueur à droite du donneur entame. Le total "
    "des annonces ne doit jamais égaler le nombre de plis : le dernier à annoncer est "
    "contraint. Un contrat exact rapporte 5 points plus 2 par pli ; un contrat raté coûte "
    "5 points par pli d'écart.",
    "preset.tarot-africain.name": "Tarot Africain",
    "preset.tarot-africain.short": "22 cartes de tarot, 5 vies, le dernier en vie gagne",
    "preset.tarot-africain.summary": "De 3 à 5 joueurs avec les 22 cartes de tarot : les "
    "atouts de 1 à 21 et l'Excuse. Il n'y a pas de couleur : la plus forte carte remporte le "
    "pli, le 21 est maître et l'Excuse ne vaut rien. Les mains commencent à 7 cartes à "
    "3 joueurs, 5 à 4 et 4 à 5, perdent une carte à chaque manche jusqu'à une seule carte, "
    "jouée à l'aveugle (on voit les cartes des autres, jamais la sienne), puis le cycle "
    "recommence. Le donneur annonce en dernier sous la règle du donneur. Chacun a 5 vies et "
    "en perd une par pli d'écart quand il rate son contrat ; à 0 on est éliminé, et le "
    "dernier joueur en jeu gagne.",
    "preset.whist22.name": "Whist 22",
    "preset.whist22.short": "22 cartes de tarot, 14 points, Excuse à 0 ou 22",
    "preset.whist22.summary": "De 2 à 7 joueurs avec les 22 cartes de tarot, comme sur Board "
    "Game Arena. Les mains commencent à 9 cartes à 2 joueurs, 7 à 3, 5 à 4, 4 à 5 et 3 à 6 ou "
    "7, descendent jusqu'à une seule carte jouée à l'aveugle, puis le cycle recommence. La "
    "plus forte carte remporte le pli ; qui joue l'Excuse décide si elle vaut 0 ou 22. Le "
    "donneur annonce en dernier sous la règle du donneur. Chacun commence avec 14 points et "
    "en perd un par pli d'écart quand il rate son contrat ; la partie s'arrête dès que "
    "quelqu'un tombe à 0, et le plus grand total gagne.",
    "preset.custom.name": "Règles personnalisées",
    "preset.custom.short": "Votre propre combinaison d'options",
    "preset.custom.summary": "Les règles choisies dans l'éditeur.",
    # -- options de règles (éditeur) -----------------------------------------------------------
    "option.title": "Règles personnalisées",
    "option.based_on": "D'après {preset}",
    "option.deck": "Jeu de cartes",
    "option.deck.help": "Le jeu de 52 cartes, ou les 22 cartes de tarot (atouts 1 à 21 et "
    "l'Excuse).",
    "option.deck.standard": "52 cartes",
    "option.deck.tarot": "22 cartes de tarot",
    "option.players": "Joueurs",
    "option.players.help": "Combien de personnes et de robots autour de la table.",
    "option.direction": "Sens du jeu",
    "option.direction.help": "Dans quel sens tournent les annonces, le jeu et la donne.",
    "option.direction.clockwise": "Sens des aiguilles d'une montre",
    "option.direction.clockwise.short": "Sens horaire",
    "option.direction.counterclockwise": "Sens inverse",
    "option.direction.counterclockwise.short": "Sens antihoraire",
    "option.first_bidder": "Premier à annoncer",
    "option.first_bidder.help": "Qui annonce en premier ; le dernier à annoncer est celui que "
    "contraint la règle du donneur.",
    "option.first_bidder.after-dealer": "Le joueur après le donneur",
    "option.first_bidder.after-dealer.short": "Après le donneur",
    "option.first_bidder.dealer": "Le donneur",
    "option.sequence": "Nombre de cartes",
    "option.sequence.help": "Comment le nombre de cartes distribuées change d'une manche à "
    "l'autre.",
    "option.sequence.up": "On monte : de 1 au maximum",
    "option.sequence.up.short": "On monte",
    "option.sequence.down": "On descend : du maximum à 1",
    "option.sequence.down.short": "On descend",
    "option.sequence.up-down": "On monte puis on descend",
    "option.sequence.up-down.short": "Montée, descente",
    "option.sequence.down-up": "On descend puis on remonte (pyramide)",
    "option.sequence.down-up.short": "Pyramide",
    "option.sequence.quick5": "Partie rapide : 5 manches au hasard",
    "option.sequence.quick5.short": "Partie rapide",
    "option.sequence.tarot-cycle": "Cycle du tarot : jusqu'à 1, et on recommence",
    "option.sequence.tarot-cycle.short": "Cycle du tarot",
    "option.sequence.custom": "Ma propre liste",
    "option.max_hand": "Plus grande main",
    "option.max_hand.help": "Le plus de cartes distribuées à chacun dans une manche ; sans "
    "limite : autant que le paquet le permet.",
    "option.custom_sizes": "Nombre de cartes, manche par manche",
    "option.custom_sizes.help": "Une liste de nombres comme 1 2 3 4 3 2 1.",
    "option.remove_twos": "Retirer des 2 pour tomber juste",
    "option.remove_twos.help": "Retirer 2♣, 2♦, 2♥, 2♠ dans cet ordre jusqu'à ce que toutes "
    "les cartes puissent être distribuées.",
    "option.trump": "Atout",
    "option.trump.help": "Comment l'atout de chaque manche est choisi.",
    "option.trump.turned-up": "On retourne la carte suivante",
    "option.trump.turned-up.short": "Carte retournée",
    "option.trump.rotation": "♥ ♦ ♣ ♠ puis sans atout, à tour de rôle",
    "option.trump.rotation.short": "Chaque couleur",
    "option.trump.none": "Jamais d'atout",
    "option.empty_stock": "Quand il ne reste rien à retourner",
    "option.empty_stock.help": "Jouer cette manche sans atout, ou distribuer une carte de moins "
    "pour en garder une.",
    "option.empty_stock.no-trump": "Manche sans atout",
    "option.empty_stock.cap": "Garder une carte à retourner",
    "option.empty_stock.cap.short": "Garder une carte",
    "option.hook": "Règle du donneur",
    "option.hook.help": "Le dernier à annoncer ne peut pas faire tomber le total des annonces "
    "sur le nombre de plis.",
    "option.must_trump": "Obligation de couper",
    "option.must_trump.help": "Sans carte de la couleur demandée, on doit couper si on a de "
    "l'atout.",
    "option.blind_round": "Manche à une carte à l'aveugle",
    "option.blind_round.help": "Dans la manche à une carte, on voit toutes les cartes sauf la "
    "sienne.",
    "option.zero_limit": "Annonces à zéro de suite",
    "option.zero_limit.help": "Le plus d'annonces à zéro qu'un joueur peut faire de suite "
    "(0 : sans limite).",
    "option.scoring": "Décompte",
    "option.scoring.help": "Des points à chaque manche, ou des vies qui s'épuisent.",
    "option.scoring.points": "Points",
    "option.scoring.lives": "Vies",
    "option.exact_bonus": "Prime du contrat exact",
    "option.exact_bonus.help": "Les points gagnés en réussissant exactement son contrat.",
    "option.exact_per_trick": "Par pli, contrat exact",
    "option.exact_per_trick.help": "Les points par pli réalisé quand le contrat est exact.",
    "option.miss_per_trick": "Par pli, contrat raté",
    "option.miss_per_trick.help": "Les points par pli réalisé quand le contrat est raté.",
    "option.miss_fixed": "Pénalité d'un contrat raté",
    "option.miss_fixed.help": "Les points perdus pour tout contrat raté.",
    "option.miss_per_diff": "Pénalité par pli d'écart",
    "option.miss_per_diff.help": "Les points perdus pour chaque pli d'écart entre l'annonce et "
    "les plis réalisés.",
    "option.lives_start": "Vies au départ",
    "option.lives_start.help": "Le nombre de vies (ou de points) de chaque joueur au départ.",
    "option.loss_per_diff": "Vies perdues par pli d'écart",
    "option.loss_per_diff.help": "Les vies perdues pour chaque pli d'écart entre l'annonce et "
    "les plis réalisés.",
    "option.unit": "Compté en",
    "option.unit.help": (
        "Ce que chacun a au départ et perd en cas d'échec : des vies (avec un cœur) ou des points."
    ),
    "option.unit.lives": "Vies",
    "option.unit.points": "Points",
    "option.points_start": "Points au départ",
    "option.points_loss_per_diff": "Points perdus par pli d'écart",
    "option.lives_end": "Fin de la partie",
    "option.lives_end.help": "Jouer jusqu'à ce qu'il ne reste qu'un joueur, ou s'arrêter dès "
    "que quelqu'un tombe à 0.",
    "option.lives_end.last-alive": "Le dernier en jeu gagne",
    "option.lives_end.last-alive.short": "Le dernier gagne",
    "option.lives_end.first-to-zero": "Arrêt dès que quelqu'un tombe à 0",
    "option.lives_end.first-to-zero.short": "Fin au premier à 0",
    "option.excuse": "L'Excuse",
    "option.excuse.help": "Ce que vaut l'Excuse quand elle est jouée.",
    "option.excuse.zero": "Vaut 0",
    "option.excuse.twenty-two": "Vaut 22",
    "option.excuse.chosen": "0 ou 22, au choix de son joueur",
    "option.excuse.chosen.short": "0 ou 22, au choix",
    "option.short_cycle": "Cycle court",
    "option.short_cycle.help": "À 3 joueurs, commencer le cycle du tarot à 5 cartes au lieu de 7.",
    "option.after_one": "Après la manche à une carte",
    "option.after_one.help": "Recommencer au maximum, ou remonter d'une carte par manche.",
    "option.after_one.restart": "On recommence",
    "option.after_one.climb": "On remonte",
    "option.bga_table": "Table de Board Game Arena",
    "option.bga_table.help": "Permet de jouer à 2, 6 ou 7 avec le jeu de tarot.",
    "option.invalid": "Ces options ne vont pas ensemble : {reason}",
    # -- robots --------------------------------------------------------------------------------
    "bot.level": "Niveau du robot",
    "bot.level.random": "Au hasard",
    "bot.level.easy": "Facile",
    "bot.level.normal": "Moyen",
    "bot.level.hard": "Difficile",
    "bot.thinking": "{name} réfléchit…",
    # -- cartes --------------------------------------------------------------------------------
    "suit.clubs": "trèfle",
    "suit.diamonds": "carreau",
    "suit.hearts": "cœur",
    "suit.spades": "pique",
    "card.rank.2": "Deux",
    "card.rank.3": "Trois",
    "card.rank.4": "Quatre",
    "card.rank.5": "Cinq",
    "card.rank.6": "Six",
    "card.rank.7": "Sept",
    "card.rank.8": "Huit",
    "card.rank.9": "Neuf",
    "card.rank.10": "Dix",
    "card.rank.J": "Valet",
    "card.rank.Q": "Dame",
    "card.rank.K": "Roi",
    "card.rank.A": "As",
    "card.letter.J": "V",
    "card.letter.Q": "D",
    "card.letter.K": "R",
    "card.letter.A": "A",
    "card.name": "{rank} de {suit}",
    "card.trump_name": "Atout {n}",
    "card.excuse": "Excuse",
    "card.excuse_name": "l'Excuse",
    "card.excuse_worth": "Excuse ({value})",
    "card.no_trump": "Sans atout",
    "card.hidden": "Carte cachée",
    # -- table de jeu --------------------------------------------------------------------------
    "table.round": "Manche {n}",
    "table.round_of": "Manche {n} sur {total}",
    "table.cards_this_round": "{n} cartes",
    "table.trump": "Atout",
    "table.trump_is": "Atout : {suit}",
    "table.no_trump": "Sans atout",
    "table.no_trump_tarot": "Tarot : la plus forte carte gagne",
    "table.dealer": "Donneur",
    "table.dealer_is": "{name} distribue",
    "table.your_turn": "À vous de jouer",
    "table.your_bid": "Votre annonce",
    "table.turn_of": "Au tour de {name}",
    "table.bid_prompt": "Combien de plis allez-vous faire ?",
    "table.bid_button": "Annoncer {bid}",
    "table.bid_of": "{name} annonce {bid}",
    "table.bids_total": "Annonces : {total} pour {tricks} plis",
    "table.bid": "Annonce",
    "table.bid_column": "Ann.",
    "table.tricks": "Plis",
    "table.score": "Score",
    "table.lives": "Vies",
    "table.points": "Points",
    "table.bid_tricks": "{tricks} / {bid}",
    "table.not_bid_yet": "–",
    "table.play_prompt": "Jouez une carte",
    "table.must_follow": "Vous devez fournir {suit}",
    "table.must_trump": "Vous n'avez pas de {suit} : vous devez couper",
    "table.hook_forbids": "La règle du donneur interdit {bid} : le total ferait {total}",
    "table.zero_limit": "Pas plus de {limit} annonces à zéro de suite",
    "table.blind_round": "Manche à l'aveugle : vous voyez toutes les cartes sauf la vôtre",
    "table.blind_play": "Jouez votre carte cachée",
    "table.excuse_prompt": "Combien vaut l'Excuse ?",
    "table.excuse_zero": "0",
    "table.excuse_22": "22",
    "table.leads": "{name} entame",
    "table.trick_won": "{name} remporte le pli",
    "table.trick_won_you": "Vous remportez le pli",
    "table.last_trick": "Dernier pli",
    "table.show_last_trick": "Voir le dernier pli",
    "table.hide_last_trick": "Cacher le dernier pli",
    "table.no_last_trick": "Aucun pli joué pour l'instant",
    "table.round_over": "Fin de la manche",
    "table.exact": "Contrat exact !",
    "table.missed": "Raté de {diff}",
    "table.points_delta": "{delta} pts",
    "table.lives_delta": "{delta} vies",
    "table.eliminated": "{name} est éliminé",
    "table.out": "Éliminé",
    "table.game_over": "Partie terminée",
    "table.winner": "{name} gagne !",
    "table.winners": "Victoire partagée : {names}",
    "table.you_win": "Vous gagnez !",
    "table.play_again": "Rejouer",
    "table.to_menu": "Menu principal",
    "table.score_sheet": "Scores",
    "table.pause": "Pause",
    "table.undo": "Annuler",
    "table.undo_unavailable": "Rien à annuler",
    "table.coach": "Conseil",
    "table.coach_bid": "Le conseiller annoncerait {bid}",
    "table.coach_play": "Le conseiller jouerait {card}",
    "table.coach_expected": "espérance {value}",
    "table.deal_code": "Code de donne : {code}",
    "table.shuffling": "Mélange…",
    "table.dealing": "Distribution…",
    "table.keys_hint": "← → choisir · Entrée jouer · Échap pause · L dernier pli",
    "table.bid_keys_hint": "← → ou chiffres pour choisir · Entrée annoncer",
    "table.wait": "Attendez votre tour",
    "table.excuse": "Excuse",
    "table.tarot_trumps": "Tout est atout : la plus forte gagne",
    "table.player": "Joueur",
    "table.dealer_chip": "D",
    "table.points_short": "{n} pts",
    "table.bid_bubble": "Annonce {bid}",
    "table.coach_thinking": "Le conseiller réfléchit…",
    "table.excuse_prompt_blind": "Si votre carte est l'Excuse, elle vaut :",
    "table.excuse_help": "0 ne gagne jamais · 22 bat tout",
    "table.close_hint": "Clic, L ou Échap pour fermer",
    "table.round_summary": "Manche {n} · {cards} cartes",
    "table.review_round": "Revoir cette manche (R)",
    "table.continue_hint": "Cliquez ou appuyez sur Entrée pour continuer",
    "table.suit.clubs": "trèfle",
    "table.suit.diamonds": "carreau",
    "table.suit.hearts": "cœur",
    "table.suit.spades": "pique",
    "table.rule.follow-suit": "Vous devez fournir {suit}",
    "table.rule.must-trump": "Vous n'avez pas de {suit} : vous devez couper à {trump}",
    "table.rule.hook": "La règle du donneur interdit {bid} : le total ferait {total}",
    "table.rule.zero-limit": "Vous ne pouvez pas annoncer zéro {count} fois de suite",
    "table.rule.bid-range": "Annoncez de 0 au nombre de cartes en main",
    "table.rule.not-in-hand": "Cette carte n'est pas dans votre main",
    "table.rule.excuse-choice": "Dites ce que vaut l'Excuse : 0 ou 22",
    "table.rule.turn": "C'est au tour de {name}",
    "table.rule.phase": "Ce n'est pas le moment",
    "table.rule.blind": "Manche à l'aveugle : jouez la carte que vous ne voyez pas",
    "table.rule.game-over": "La partie est terminée",
    "table.rule.action": "Cette action n'existe pas",
    "table.rule.tricks-total": "Les plis font {total} au total, pas {size}",
    "table.keys_hint_pick": "Cliquez une carte pour la jouer · ← → ou Entrée pour choisir au "
    "clavier",
    "table.bid_keys_hint_pick": "Cliquez ou tapez un nombre · ← → ou Entrée pour choisir au "
    "clavier",
    "table.skip_to_result": "Passer au résultat",
    "table.out_watching": "Vous êtes hors jeu : les robots continuent",
    "table.skipping": "Les robots terminent la partie…",
    "table.excuse_keep": "La garder",
    "table.dealer_is_you": "Vous distribuez",
    "table.eliminated_you": "Vous êtes hors jeu",
    # -- passage de l'écran --------------------------------------------------------------------
    "handoff.pass_to": "Passez à {name}",
    "handoff.hidden": "Les mains restent cachées jusqu'à ce que {name} confirme.",
    "handoff.ready": "Je suis {name} : montrer mes cartes",
    "handoff.hint": "Cliquez ou appuyez sur Entrée quand {name} a l'écran.",
    "handoff.public_info": "Tout ce qui est sur la table reste visible ; seules les mains sont "
    "cachées.",
    # -- menu de pause -------------------------------------------------------------------------
    "pause.title": "Pause",
    "pause.resume": "Reprendre",
    "pause.rules": "Règles",
    "pause.settings": "Réglages",
    "pause.score_sheet": "Feuille de marque",
    "pause.quit": "Quitter",
    "pause.quit_to_menu": "Retour au menu",
    "pause.hint": "Échap pour reprendre. La partie est enregistrée : « Reprendre » la retrouve.",
    "pause.quit_confirm": "Quitter cette partie ? Elle est enregistrée et pourra être reprise.",
    # -- feuille de marque ---------------------------------------------------------------------
    "score.title": "Feuille de marque",
    "score.round": "Manche",
    "score.cards": "Cartes",
    "score.trump": "Atout",
    "score.dealer": "Donneur",
    "score.bid": "Annonce",
    "score.tricks": "Plis",
    "score.points": "Points",
    "score.lives": "Vies",
    "score.total": "Total",
    "score.exact": "exact",
    "score.missed": "raté",
    "score.eliminated": "éliminé",
    "score.ranking": "Classement final",
    "score.rank": "{rank}.",
    "score.chart": "Totaux par manche",
    "score.export": "Exporter en PNG",
    "score.review": "Revoir la manche {n}",
    "score.review_hint": "Cliquez une manche (ou ↑ ↓ puis R) pour la revoir",
    "score.review_hint_short": "R : revoir une manche",
    "score.exported": "Enregistré dans {path}",
    "score.export_failed": "Impossible d'enregistrer l'image : {error}",
    "score.exact_rate": "{made} exacts sur {rounds}",
    "score.legend_exact": "contrat réussi",
    "score.blind": "aveugle",
    "score.col_bid": "ann. · plis",
    "score.col_round": "manche",
    "score.col_total": "total",
    "score.col_lives": "vies",
    "score.standings": "Classement",
    "score.legend.cell": "annonce 2, 1 pli",
    "score.legend.out": "éliminé",
    "score.legend.tarot": "tarot : pas de couleur",
    "score.legend.no_trump": "sans atout",
    "score.legend.turned_up": "atout retourné à table",
    "score.legend.scroll": "flèches ou molette pour faire défiler",
    "score.out_in_round": "Éliminé à la manche {n}",
    "score.ranking_rule.lives": (
        "Classement : qui est resté en jeu le plus longtemps (éliminé plus tard, mieux classé), "
        "puis les vies."
    ),
    "score.ranking_rule.points": (
        "Classement : qui est resté en jeu le plus longtemps (éliminé plus tard, mieux classé), "
        "puis les points."
    ),
    # -- feuille de marque pour vraies cartes --------------------------------------------------
    "keeper.title": "Feuille de marque",
    "keeper.intro": "Jouez avec de vraies cartes ; l'application applique les règles et tient "
    "les comptes.",
    "keeper.round": "Manche {n} : {cards} cartes",
    "keeper.enter_bids": "Saisissez l'annonce de chaque joueur",
    "keeper.enter_tricks": "Saisissez les plis réalisés par chaque joueur",
    "keeper.trump_prompt": "Atout de la manche",
    "keeper.dealer_is": "{name} distribue",
    "keeper.tricks_total": "Le total des plis doit faire {total} (actuellement {sum})",
    "keeper.next_round": "Manche suivante",
    "keeper.undo_round": "Corriger la dernière manche",
    "keeper.finish": "Terminer la partie",
    "keeper.new_game": "Nouvelle partie",
    "keeper.resume": "Reprendre",
    "keeper.list_title": "Parties en cours de marque",
    "keeper.empty": "Aucune partie pour l'instant : commencez-en une avec « Nouvelle partie ».",
    "keeper.round_of": "Manche {n} sur {count}",
    "keeper.round_n": "Manche {n}",
    "keeper.finished": "Terminée",
    "keeper.updated": "{date}",
    "keeper.delete_confirm": "Appuyez de nouveau sur Supprimer pour effacer cette partie",
    "keeper.deleted": "Partie supprimée",
    "keeper.damaged": "Un fichier de feuille de marque endommagé a été mis de côté : {names}",
    "keeper.open_failed": "Impossible d'ouvrir cette partie : {error}",
    "keeper.setup_title": "Nouvelle partie avec de vraies cartes",
    "keeper.seating": "Joueurs, dans l'ordre autour de la table",
    "keeper.seating_hint": "Placez les joueurs dans l'ordre où ils sont assis ; "
    "↑ fait remonter un joueur.",
    "keeper.move_up": "↑",
    "keeper.first_dealer": "Premier donneur",
    "keeper.start": "Commencer la marque",
    "keeper.round_head": "Manche {round} : {cards} cartes",
    "keeper.bids_first": "{name} annonce en premier",
    "keeper.trump_is": "Atout : {rule}",
    "keeper.trump.turned-up": "retourné par le donneur",
    "keeper.trump.none-left": "sans atout : plus de carte à retourner",
    "keeper.trump.no-trump": "sans atout",
    "keeper.trump.suit": "{suit}",
    "keeper.trump.tarot": "les atouts du tarot, toutes les cartes sont des atouts",
    "keeper.blind": "Manche aveugle : chacun annonce sans regarder sa carte",
    "keeper.blind_tag": "aveugle",
    "keeper.bid_of": "Annonce de {name} ?",
    "keeper.tricks_of": "Combien de plis pour {name} ?",
    "keeper.tricks_too_many": "Les plis font {sum}, pas {total} : {n} de trop",
    "keeper.tricks_missing": "Les plis font {sum}, pas {total} : il en manque {n}",
    "keeper.tricks_ok": "Les plis font bien {total}",
    "keeper.confirm_tricks": "Valider les plis",
    "keeper.undo": "Annuler",
    "keeper.sheet": "Feuille de score",
    "keeper.export_csv": "Exporter en CSV",
    "keeper.exported": "Enregistré dans {path}",
    "keeper.export_failed": "Impossible d'enregistrer le fichier : {error}",
    "keeper.save_failed": "Impossible d'enregistrer cette partie : {error}",
    "keeper.large": "Grand",
    "keeper.normal_size": "Taille normale",
    "keeper.col_bid": "annonce",
    "keeper.col_tricks": "plis",
    "keeper.col_total": "total",
    "keeper.col_lives": "vies",
    "keeper.out": "éliminé",
    "keeper.forbidden": "{bid} : {reason}",
    "keeper.history": "Manches jouées",
    "keeper.history_hint": "Cliquez sur une manche pour la corriger",
    "keeper.edit_title": "Correction de la manche {n}",
    "keeper.edit_hint": "Tab choisit une case, les nombres la remplissent",
    "keeper.save_edit": "Enregistrer la correction",
    "keeper.edit_refused": "Correction refusée : manche {n}, {reason}",
    "keeper.edited": "Manche {n} corrigée ; les manches suivantes ont été recalculées",
    "keeper.refused": "Refusé : {reason}",
    "keeper.rule.keeper-out": "{name} est éliminé et ne peut pas annoncer",
    "keeper.rule.keeper-missing": "{name} n'a pas annoncé",
    "keeper.rule.keeper-incomplete": "une manche n'est pas terminée",
    "keeper.rule.players": "ces règles ne se jouent pas à ce nombre de joueurs",
    "keeper.game_over": "Partie terminée",
    "keeper.keys": "Chiffres pour un nombre · Entrée valide · Tab joueur suivant · "
    "Retour arrière efface · Échap revient",
    "keeper.csv.round": "Manche",
    "keeper.csv.cards": "Cartes",
    "keeper.csv.dealer": "Donneur",
    "keeper.csv.trump": "Atout",
    "keeper.csv.bid": "annonce",
    "keeper.csv.tricks": "plis",
    "keeper.csv.score": "points",
    "keeper.csv.total": "total",
    "keeper.round_cards.one": "Manche {round} : {n} carte",
    "keeper.round_cards.other": "Manche {round} : {n} cartes",
    "keeper.too_big.one": "{typed}, c'est trop : cette manche a {n} carte",
    "keeper.too_big.other": "{typed}, c'est trop : cette manche a {n} cartes",
    "keeper.edit_problem": "Cette correction rend la manche {n} impossible : {reason}",
    # -- écran des règles ----------------------------------------------------------------------
    "rules.title": "Règles",
    "rules.common": "Tous les jeux",
    "rules.common.text": "À chaque manche, chaque joueur annonce exactement le nombre de plis "
    "qu'il va faire ; zéro est une annonce comme une autre. Seuls les contrats exacts "
    "rapportent. La règle du donneur : le dernier à annoncer ne peut pas faire tomber le "
    "total des annonces sur le nombre de plis, si bien que quelqu'un doit chuter. Il faut "
    "fournir à la couleur demandée si on le peut ; sinon on coupe ou on se défausse. Le plus "
    "fort atout remporte le pli, sinon la plus forte carte de la couleur demandée ; l'as est "
    "la plus forte. Le gagnant d'un pli entame le suivant, et la donne tourne d'une place à "
    "chaque manche.",
    "rules.choices": "Choix faits là où les textes de règles divergent",
    "rules.blind": "Manche à l'aveugle",
    "rules.blind.text": "Dans la manche à une carte, chacun voit la carte de tous les autres "
    "mais jamais la sienne, et annonce d'après ce qu'il voit.",
    "rules.tarot": "Jeu de tarot",
    "rules.tarot.text": "Les 22 cartes de tarot n'ont pas de couleur : le plus grand nombre "
    "remporte le pli et le 21 est maître. L'Excuse vaut 0, 22, ou la valeur que choisit son "
    "joueur, selon le jeu.",
    "rules.details": "Les règles en détail",
    "rules.size_entry": "{cards} à {players}",
    "rules.no_limit": "Sans limite",
    "rules.keys": "Touches",
    "rules.key.table": "S feuille de marque · H conseil · U ou Ctrl+Z annuler · R revoir la manche "
    "sur son résumé · Entrée passe au résultat quand vous êtes éliminé d'une partie aux vies",
    "rules.key.review": "Revoir une manche : ← → un coup · Espace enchaîne · Début, Fin les "
    "extrémités · sur la feuille de marque, ↑ ↓ choisissent une manche et R l'ouvre",
    "rules.key.fullscreen": "F11 : plein écran",
    "rules.choice.twos": "Pour que toutes les cartes soient distribuées, on retire des 2 dans "
    "cet ordre : 2♣, 2♦, 2♥, 2♠ (un à 3 joueurs, deux à 5, trois à 7, quatre à 6 et à 8).",
    "rules.choice.table_three": "Les règles de table ne donnent pas de maximum à 3 joueurs : "
    "c'est 17 cartes, tout le jeu moins une.",
    "rules.choice.counterclockwise": "« Le joueur à droite du donneur entame » : le jeu tourne "
    "dans le sens inverse des aiguilles d'une montre, comme au tarot et à la belote, et la "
    "donne passe à droite.",
    "rules.choice.elimination": "Quand des joueurs sont éliminés, le cycle en cours continue ; "
    "le cycle suivant repart du nombre de cartes de départ pour les joueurs restants.",
    "rules.choice.all_out": "Si tous les joueurs restants tombent à 0 ou moins dans la même "
    "manche, le plus haut total gagne, et les ex æquo exacts partagent la victoire.",
    "rules.choice.rotation": "La rotation des atouts suit Pagat : ♥ à la première manche, puis "
    "♦, ♣, ♠ et une manche sans atout, encore et encore.",
    "rules.choice.blind_excuse": "Dans la manche à l'aveugle, un joueur qui ne voit l'Excuse "
    "chez aucun autre annonce avant de jouer ce que vaut sa carte si c'est l'Excuse : 0 ou 22.",
    "rules.origin": "D'où viennent ces règles",
    "rules.origin.classic": (
        "Le jeu de famille classique : le Rikiki, aussi appelé l'Ascenseur, et Oh Hell! en "
        "anglais, tel que le décrit un article de règles, « Règles du Rikiki, de l'Ascenseur "
        "et d'Oh Hell », d'après Wikipédia et Pagat. Les variantes de Pagat, descendre puis "
        "remonter ou plafonner la plus grande main pour qu'il reste une carte à retourner, "
        "sont des options des règles personnalisées."
    ),
    "rules.origin.rikiki": (
        "Le Rikiki tel que le décrit la page de règles d'un site pour y jouer en ligne, avec "
        "le barème proposé par défaut en ligne. La même page donne les autres séquences "
        "(monter puis descendre, descendre, pyramide, partie rapide de 5 manches), toutes "
        "proposées dans les règles personnalisées."
    ),
    "rules.origin.ascenseur": (
        "L'Ascenseur tel que le décrit une fiche de règles d'une page : on retire des 2 pour "
        "que la plus grande manche distribue toutes les cartes, si bien qu'il n'en reste "
        "aucune à retourner."
    ),
    "rules.origin.ascenseur-table": (
        "L'Ascenseur tel que des joueurs décrivent leur table sur un site de jeux de société : "
        "le donneur parle le premier, le joueur à sa droite entame, et le barème est plus riche."
    ),
    "rules.origin.tarot-africain": (
        "La règle simple du Tarot Africain, d'après un article, « Règles du Tarot Africain : "
        "la règle simple, les variantes et la feuille de score » : une variante de l'Ascenseur "
        "jouée avec les 22 cartes du tarot et des vies au lieu de points. Aucune source ne "
        "donne sa date, son lieu ni son inventeur."
    ),
    "rules.origin.whist22": (
        "Le Tarot Africain tel que le joue Board Game Arena sous le nom de Whist 22, d'après "
        "le même article sur le Tarot Africain : de 2 à 7 joueurs, 14 points chacun et une "
        "Excuse qui vaut 0 ou 22."
    ),
    "rules.leader": "Entame le premier pli",
    "rules.schedule": "Mains à {players}",
    "rules.sizes_rounds": "{sizes} ({rounds})",
    "rules.cycle_again": "{sizes}, puis encore jusqu'à la fin de la partie",
    "rules.quick5_sizes": "5 manches tirées au hasard, de 1 à {top} cartes",
    "rules.twos_removed": "sans {twos}",
    "rules.no_two": "aucun 2 retiré à ce nombre de joueurs",
    "rules.players_now": "{allowed} (cette partie : {players})",
    "rules.formula.points_terms": "Contrat exact : {exact}. Contrat raté : {missed}.",
    "rules.formula.per_trick": "× plis",
    "rules.formula.per_diff": "× |annonce − plis|",
    "rules.formula.lives": "Contrat exact : aucune vie perdue. Contrat raté : −{loss} × "
    "|annonce − plis| vies.",
    "rules.formula.points_down": "Contrat exact : aucun point perdu. Contrat raté : −{loss} × "
    "|annonce − plis| points.",
    "rules.example": "Exemples de marque",
    "rules.example.entry": "Annonce {bid}, fait {tricks} : {delta}",
    "rules.end": "Fin de la partie",
    # -- résumé des règles (généré pour toutes règles, game.ui.rules_text) --------------------
    "summary.and": "et",
    "summary.or": "ou",
    "summary.players.range": "de {low} à {high} joueurs",
    "summary.deck.standard": "{players} avec 52 cartes.",
    "summary.deck.tarot": "{players} avec les 22 cartes de tarot : les atouts de 1 à 21 et "
    "l'Excuse.",
    "summary.deck.twos": "{players} avec 52 cartes, dont on retire quelques 2 pour que le "
    "paquet tombe juste.",
    "summary.deck.twos_some": "{players} avec 52 cartes moins {twos}, pour que le paquet tombe "
    "juste.",
    "summary.deck.twos_none": "{players} avec 52 cartes : le paquet tombe juste, on ne retire "
    "aucun 2.",
    "summary.bga": "La table de Board Game Arena permet de jouer à 2, 6 et 7.",
    "summary.size_first": "{cards} à {players} joueurs",
    "summary.size_next": "{cards} à {players}",
    "summary.top_deal": "la plus grande donne ({entries})",
    "summary.top_unknown": "la plus grande donne",
    "summary.sequence.up": "Les mains grossissent d'une carte à chaque manche, de 1 jusqu'à {top}.",
    "summary.sequence.down": "Les mains perdent une carte à chaque manche, de {top} jusqu'à 1.",
    "summary.sequence.up-down": "Les mains grossissent d'une carte à chaque manche, de 1 "
    "jusqu'à {top}, puis redescendent à 1.",
    "summary.sequence.down-up": "Les mains commencent à {top} et perdent une carte à chaque "
    "manche jusqu'à 1, puis remontent d'une carte par manche.",
    "summary.sequence.quick5": "Une partie rapide de 5 manches, avec des mains tirées au "
    "hasard entre 1 carte et {top}, toutes différentes si possible.",
    "summary.sequence.custom": "Les mains suivent une liste choisie, manche par manche : {sizes}.",
    "summary.sequence.tarot-cycle.restart": "Les mains commencent à {top}, perdent une carte à "
    "chaque manche jusqu'à une seule carte, puis le cycle recommence.",
    "summary.sequence.tarot-cycle.climb": "Les mains commencent à {top}, perdent une carte à "
    "chaque manche jusqu'à une seule carte, puis remontent d'une carte par manche, et ainsi de "
    "suite.",
    "summary.cap": "Personne ne reçoit plus de {cards}.",
    "summary.short_cycle": "À 3 joueurs, le cycle court commence à 5 cartes.",
    "summary.rounds": "{rounds} en tout.",
    "summary.trump.turned-up.no-trump": "La carte suivante du talon est retournée pour "
    "l'atout ; quand il n'en reste plus, la manche se joue sans atout.",
    "summary.trump.turned-up.cap": "La carte suivante du talon est retournée pour l'atout ; "
    "les mains sont réduites d'une carte s'il le faut, pour qu'il en reste toujours une à "
    "retourner.",
    "summary.trump.rotation": "L'atout change à chaque manche, dans l'ordre : ♥, ♦, ♣, ♠, puis "
    "une manche sans atout.",
    "summary.trump.none": "Il n'y a jamais d'atout : la plus forte carte de la couleur demandée "
    "remporte le pli.",
    "summary.trump.tarot": "Il n'y a pas de couleur : la plus forte carte remporte le pli et "
    "le 21 est maître.",
    "summary.excuse.zero": "L'Excuse ne vaut rien : elle ne remporte jamais de pli.",
    "summary.excuse.twenty-two": "L'Excuse vaut 22 : elle bat toutes les cartes.",
    "summary.excuse.chosen": "Qui joue l'Excuse décide si elle vaut 0 ou 22.",
    "summary.side.left": "gauche",
    "summary.side.right": "droite",
    "summary.direction.clockwise": "dans le sens des aiguilles d'une montre",
    "summary.direction.counterclockwise": "dans le sens inverse des aiguilles d'une montre",
    "summary.bidding.after-dealer": "Le jeu tourne {direction} : le joueur à {side} du donneur "
    "annonce le premier et entame.",
    "summary.bidding.dealer": "Le jeu tourne {direction} : le donneur annonce le premier et le "
    "joueur à {side} du donneur entame.",
    "summary.last.dealer": "le donneur",
    "summary.last.neighbour": "le joueur à {side} du donneur",
    "summary.hook.on": "Le dernier à annoncer ({last}) ne peut pas faire tomber le total des "
    "annonces sur le nombre de plis : c'est la règle du donneur.",
    "summary.hook.off": "Pas de règle du donneur : le total des annonces peut égaler le nombre "
    "de plis.",
    "summary.zero_limit.one": "Personne ne peut annoncer zéro deux fois de suite, sauf s'il ne "
    "reste aucune autre annonce.",
    "summary.zero_limit.other": "Personne ne peut annoncer zéro plus de {n} fois de suite, sauf "
    "s'il ne reste aucune autre annonce.",
    "summary.zero_limit_quick.one": "La limite d'un zéro de suite ne s'applique pas à la "
    "partie rapide.",
    "summary.zero_limit_quick.other": "La limite de {n} zéros de suite ne s'applique pas à la "
    "partie rapide.",
    "summary.follow.free": "Il faut fournir si on le peut ; sinon on coupe ou on se défausse.",
    "summary.follow.must_trump": "Il faut fournir si on le peut ; sinon il faut couper si on a "
    "de l'atout.",
    "summary.follow.no_trump": "Il faut fournir si on le peut ; sinon on se défausse.",
    "summary.blind": "Chaque manche à une carte se joue à l'aveugle : on voit la carte de tous "
    "les autres, jamais la sienne.",
    "summary.exact.both": "Un contrat exact rapporte {points} plus {per} par pli.",
    "summary.exact.bonus": "Un contrat exact rapporte {points}.",
    "summary.exact.per_trick": "Un contrat exact rapporte {per} par pli.",
    "summary.exact.nothing": "Un contrat exact ne rapporte rien.",
    "summary.loss.both": "{points} plus {per} par pli d'écart",
    "summary.loss.per_diff": "{per} par pli d'écart",
    "summary.miss.gain": "Un contrat raté rapporte {gain} par pli réalisé.",
    "summary.miss.loss": "Un contrat raté coûte {loss}.",
    "summary.miss.gain_loss": "Un contrat raté rapporte {gain} par pli réalisé mais coûte {loss}.",
    "summary.miss.nothing": "Un contrat raté ne rapporte rien.",
    "summary.lives": "Chacun commence avec {start} et perd {loss} par pli d'écart quand il rate "
    "son contrat.",
    "summary.no_loss": "rien de perdu",
    "summary.example": "Exemples : {examples}.",
    "summary.example.entry": "annonce {bid}, fait {tricks} : {delta}",
    "summary.end.points": "Après la dernière manche, le plus grand total gagne.",
    "summary.end.last-alive.lives": "À 0 vie on est éliminé, et le dernier joueur en jeu gagne.",
    "summary.end.last-alive.points": "À 0 point on est éliminé, et le dernier joueur en jeu gagne.",
    "summary.end.first-to-zero.lives": "La partie s'arrête dès que quelqu'un tombe à 0 vie, et "
    "celui qui a le plus de vies gagne.",
    "summary.end.first-to-zero.points": "La partie s'arrête dès que quelqu'un tombe à 0, et le "
    "plus grand total gagne.",
    "summary.end.schedule.lives": "Sinon la partie s'arrête après la dernière manche, et celui "
    "qui a le plus de vies gagne.",
    "summary.end.schedule.points": "Sinon la partie s'arrête après la dernière manche, et le "
    "plus grand total gagne.",
    # -- statistiques --------------------------------------------------------------------------
    "stats.title": "Statistiques",
    "stats.games": "Parties",
    "stats.wins": "Victoires",
    "stats.win_rate": "Taux de victoire",
    "stats.exact_rate": "Contrats exacts",
    "stats.average_score": "Score moyen",
    "stats.by_preset": "Par jeu",
    "stats.none": "Aucune partie terminée pour l'instant.",
    "stats.reset": "Effacer les statistiques",
    "stats.reset_confirm": "Effacer toutes les statistiques ? C'est définitif.",
    "stats.subtitle": "Vos parties terminées, par jeu, adversaires et joueur",
    "stats.filter.game": "Jeu",
    "stats.filter.opponents": "Adversaires",
    "stats.filter.player": "Joueur",
    "stats.all_levels": "Tous niveaux",
    "stats.all_players": "Tous les joueurs",
    "stats.level.mixed": "Niveaux mêlés",
    "stats.level.humans": "Entre humains",
    "stats.custom": "Règles personnalisées",
    "stats.custom_named": "{name} (personnalisé)",
    "stats.points_per_round": "Points par manche",
    "stats.lives_per_round": "Vies perdues par manche",
    "stats.countdown_per_round": "Points perdus par manche",
    "stats.best_game": "Meilleure partie",
    "stats.streak": "Série en cours",
    "stats.streak_wins.one": "{n} victoire",
    "stats.streak_wins.other": "{n} victoires",
    "stats.streak_losses.one": "{n} défaite",
    "stats.streak_losses.other": "{n} défaites",
    "stats.lives_left.one": "{n} vie restante",
    "stats.lives_left.other": "{n} vies restantes",
    "stats.points_left.one": "{n} point restant",
    "stats.points_left.other": "{n} points restants",
    "stats.count_of": "{n} sur {total}",
    "stats.chart.by_size": "Contrats exacts selon le nombre de cartes",
    "stats.chart.scores": "Score final par partie",
    "stats.chart.lives": "Vies restantes par partie",
    "stats.chart.diffs": "Annonce moins plis",
    "stats.axis.cards": "cartes en main",
    "stats.axis.games": "parties, de la plus ancienne à la dernière",
    "stats.too_high": "annonce trop haute →",
    "stats.too_low": "← annonce trop basse",
    "stats.none_hint": "Terminez une partie à la table : vos chiffres et vos courbes "
    "apparaîtront ici.",
    "stats.no_match": "Aucune partie terminée pour ce choix.",
    "stats.damaged": "Le fichier des statistiques était abîmé : il a été gardé sous le nom "
    "{name} et de nouvelles statistiques ont été commencées.",
    "stats.damaged_kept": "Le fichier des statistiques {name} est abîmé et n'a pas pu être mis "
    "de côté : les parties ne sont plus comptées tant qu'il est là.",
    "stats.unreadable": "Les statistiques n'ont pas pu être lues ({reason}) : les parties ne "
    "sont pas comptées.",
    "stats.place": "Place {n} sur {players}",
    "stats.won": "gagnée",
    "stats.erase": "Effacer",
    "stats.reset_done": "Toutes les statistiques ont été effacées.",
    "stats.reset_failed": "Impossible d'effacer les statistiques : {error}",
    # -- réglages ------------------------------------------------------------------------------
    "settings.title": "Réglages",
    "settings.language": "Langue",
    "settings.animation_speed": "Vitesse des animations",
    "settings.speed.slow": "Lente",
    "settings.speed.normal": "Normale",
    "settings.speed.fast": "Rapide",
    "settings.speed.instant": "Instantanée",
    "settings.sound": "Son",
    "settings.volume": "Volume sonore",
    "settings.mute": "Couper le son",
    "settings.fullscreen": "Plein écran",
    "settings.card_size": "Taille des cartes",
    "settings.card_size.small": "Petite",
    "settings.card_size.medium": "Moyenne",
    "settings.card_size.large": "Grande",
    "settings.four_colour": "Jeu quatre couleurs",
    "settings.four_colour.help": "♣ vert, ♦ bleu, ♥ rouge, ♠ noir : plus faciles à distinguer.",
    "settings.card_back": "Dos des cartes",
    "settings.back.blue": "Bleu",
    "settings.back.red": "Rouge",
    "settings.back.green": "Vert",
    "settings.coach": "Conseiller",
    "settings.coach.help": "Montre ce que les robots annonceraient ou joueraient, et le "
    "résultat attendu.",
    "settings.undo": "Permettre d'annuler contre les robots",
    "settings.reset": "Rétablir les réglages par défaut",
    "settings.preview": "Aperçu",
    "settings.saved": "Réglages enregistrés",
    # -- dialogues -----------------------------------------------------------------------------
    "dialog.quit_title": "Quitter Ascenseur ?",
    "dialog.quit_text": "La partie en cours est enregistrée.",
    "dialog.abandon_title": "Abandonner cette partie ?",
    "dialog.abandon_text": "Elle sera comptée comme inachevée.",
    # -- erreurs de règle, par IllegalActionError.rule -----------------------------------------
    "error.follow-suit": "Vous devez fournir {suit}",
    "error.must-trump": "Vous n'avez pas de {suit} : vous devez couper",
    "error.hook": "La règle du donneur interdit {bid} : le total ferait {total}",
    "error.zero-limit": "Pas plus de {limit} annonces à zéro de suite",
    "error.bid-range": "Annoncez entre 0 et {max}",
    "error.not-in-hand": "Cette carte n'est pas dans votre main",
    "error.excuse-choice": "Dites ce que vaut l'Excuse : 0 ou 22",
    "error.turn": "Attendez votre tour",
    "error.phase": "Ce n'est pas le moment",
    "error.blind": "Manche à l'aveugle : jouez la carte que vous ne voyez pas",
    "error.game-over": "La partie est terminée",
    "error.action": "Cette action n'existe pas",
    "error.tricks-total": "Le total des plis doit égaler le nombre de cartes distribuées",
    "error.unknown": "Ce coup n'est pas permis",
    # -- nombres (paires de pluriel) -----------------------------------------------------------
    "count.tricks.one": "{n} pli",
    "count.tricks.other": "{n} plis",
    "count.cards.one": "{n} carte",
    "count.cards.other": "{n} cartes",
    "count.points.one": "{n} point",
    "count.points.other": "{n} points",
    "count.lives.one": "{n} vie",
    "count.lives.other": "{n} vies",
    "count.players.one": "{n} joueur",
    "count.players.other": "{n} joueurs",
    "count.rounds.one": "{n} manche",
    "count.rounds.other": "{n} manches",
    "count.games.one": "{n} partie",
    "count.games.other": "{n} parties",
    # -- reviewing a round ---------------------------------------------------------------
    "review.title": "Revoir la manche {n}",
    "review.points": "{value} points",
    "review.lives": "{value} vies",
    "review.you_bid": "Vous annoncez {n}",
    "review.they_bid": "{name} annonce {n}",
    "review.you_played": "Vous jouez {card}",
    "review.they_played": "{name} joue {card}",
    "review.expected": "{choice} : espérance {value}.",
    "review.best": "Meilleur : {action}, {value}",
    "review.costly": "Un choix coûteux : {loss} par rapport au meilleur.",
    "review.summary.one": "{n} choix coûteux, {loss} d'espérance",
    "review.summary.other": "{n} choix coûteux, {loss} d'espérance",
    "review.summary_clean": "Aucun choix coûteux dans cette manche",
    "review.knew_blind": "Il voyait : {cards} (jamais sa propre carte)",
    "review.knew_hand": "Sa main : {cards}",
    "review.knew_played": "Cartes vues : {cards}",
    "review.knew_void": "{name} avait montré ne plus avoir de {suits}",
    "review.proof.cash-masters": "Il fallait tous les plis restants : {good} d'abord.",
    "review.proof.duck": "Il ne fallait plus de pli : {good} était sûr de perdre le pli.",
    "review.proof.excuse-value": "Le contrat décidait de la valeur de l'Excuse : {good}.",
    "review.proof.endgame": "{good} faisait mieux que {chosen} dans toutes les donnes possibles.",
    "review.proof.bid-certain-fail": (
        "Vous teniez plus de maîtresses que cela : une annonce de {good} ou plus restait possible."
    ),
    "review.proof.bid-one-card": (
        "Avec une carte chacun, les chances faisaient de {good} la meilleure annonce."
    ),
    "review.proof.bid-blind": (
        "D'après les cartes que vous voyiez, {good} était la meilleure annonce."
    ),
    "review.proof.excuse-blind": "Le contrat décidait de la valeur à dire pour l'Excuse : {good}.",
    "review.copy_code": "Copier le code de donne",
    "review.save_round": "Enregistrer la manche",
    "review.play": "Dérouler",
    "review.pause": "Pause",
    "review.thinking": "Le conseiller étudie la manche… {percent} %",
    "review.copied": "Code de donne {code} copié",
    "review.code_is": "Le code de donne est {code}",
    "review.saved": "Enregistrée dans {path}",
    "review.save_failed": "La manche n'a pas pu être enregistrée : {error}",
    "review.dealt": (
        "Les mains telles que distribuées. → déroule la manche carte par carte, Espace la "
        "déroule seule."
    ),
    "review.not_yet": "Le conseiller n'a pas encore étudié ce choix…",
    "review.bot_knew": "Ce que ce robot savait en décidant :",
    "review.open": "Revoir",
    # -- ouvrir une manche enregistrée -----------------------------------------------------------
    "open.title": "Ouvrir une manche enregistrée",
    "open.intro": "Les manches gardées avec « Enregistrer la manche » et les parties, les plus "
    "récentes d'abord. Déposez un fichier sur la fenêtre, ou donnez son chemin.",
    "open.list_title": "Dans votre dossier d'exports",
    "open.empty": "Rien d'enregistré : dans la revue d'une manche, « Enregistrer la manche » "
    "la met ici.",
    "open.open": "Ouvrir",
    "open.game": "Partie entière",
    "open.path_label": "Un fichier :",
    "open.path_placeholder": "Tapez ou collez (Ctrl+V) le chemin d'un fichier .json",
    "open.no_path": "Tapez d'abord le chemin d'un fichier de manche ou de partie.",
    "open.failed": "Impossible d'ouvrir {name} : {error}",
    "open.no_round": "la partie n'a encore aucune manche finie",
    "open.button": "Ouvrir une manche enregistrée",
    "open.button_detail": "Une manche qu'un ami vous a envoyée, ou que vous avez gardée",
    # -- apprendre à jouer : les leçons ----------------------------------------------------------
    "lesson.title": "Apprendre à jouer",
    "lesson.choose": "Choisissez une leçon : c'est vous qui jouez, le jeu vous guide.",
    "lesson.menu_button": "Apprendre à jouer",
    "lesson.menu_offer": "← Nouveau ? Une leçon de 3 minutes",
    "lesson.next": "Suivant",
    "lesson.finish": "Terminer",
    "lesson.skip": "Passer la leçon",
    "lesson.you": "Vous",
    "lesson.progress": "Étape {n} sur {total}",
    "lesson.dealing": "Distribution des cartes…",
    "lesson.watch": "Regardez jouer les autres…",
    "lesson.press_next": "Lisez la leçon, puis appuyez sur Suivant",
    "lesson.keys_read": "Entrée ou Suivant · Échap pour passer",
    "lesson.keys_play": "Cliquez la carte, ou ← → puis Entrée",
    "lesson.table_keys_hint": "← → choisir · Entrée jouer · Échap quitter la leçon · L dernier pli",
    "lesson.keys_bid": "Cliquez le nombre, ou tapez-le",
    "lesson.not_this_time": "Permis, mais pas cette fois",
    "lesson.not_the_lesson": "Ce coup est permis, mais la leçon en demande un autre : relisez-la.",
    "lesson.try_again": "Regardez la carte entourée et réessayez.",
    "lesson.rikiki.name": "Rikiki : les bases",
    "lesson.rikiki.detail": "Annonces, atout, fournir, le score · 3 minutes environ",
    "lesson.rikiki.hand": (
        "Bienvenue ! Vous jouez au Rikiki contre Léa, Marc et Inès. Voici votre main : 4 cartes."
        " Chacun en a 4, donc cette manche se joue en 4 plis. Un pli, c'est une carte de chaque"
        " joueur : la plus forte l'emporte."
    ),
    "lesson.rikiki.trump": (
        "La carte retournée, le 10 de pique, désigne l'atout : cette manche, pique est atout."
        " Un atout bat n'importe quelle carte des autres couleurs. Vous avez un petit atout : le"
        " 4 de pique."
    ),
    "lesson.rikiki.bidding": (
        "Avant de jouer, chacun annonce combien de plis il va faire : exactement, ni plus ni"
        " moins. Léa, à gauche du donneur, commence. Vous êtes le donneur (D) : vous parlez en"
        " dernier. Appuyez sur Suivant pour entendre leurs annonces."
    ),
    "lesson.rikiki.bid": (
        "Léa, Marc et Inès annoncent 1 chacun : 3 en tout. Le donneur n'a pas le droit de faire"
        " tomber le total pile sur le nombre de plis : 3 + 1 = 4, donc 1 vous est interdit."
        " Votre Roi de cœur et votre atout peuvent faire 2 plis : annoncez 2."
    ),
    "lesson.rikiki.bid.illegal": (
        "C'est la règle du donneur : ainsi, au moins un joueur se trompera. Annoncez 2."
    ),
    "lesson.rikiki.bid.wrong": (
        "C'est permis, mais cette main est faite pour 2 plis : le Roi de cœur et le 4 de pique."
        " Annoncez 2."
    ),
    "lesson.rikiki.lead": (
        "Tout le monde a annoncé : 5 plis demandés pour 4 à prendre. Léa entame le premier pli,"
        " puis chacun à son tour pose une carte. Regardez."
    ),
    "lesson.rikiki.follow": (
        "Léa a entamé cœur : chacun doit fournir, c'est-à-dire jouer du cœur s'il en a. Vous en"
        " avez deux, le Roi et le 7. La plus forte carte de la couleur demandée gagne : jouez le"
        " Roi de cœur."
    ),
    "lesson.rikiki.follow.illegal": (
        "Vous avez du cœur, vous devez donc en jouer. Jouez le Roi de cœur."
    ),
    "lesson.rikiki.follow.wrong": (
        "C'est permis, mais le 7 perdrait contre le 9 de Marc. Jouez le Roi pour gagner le pli."
    ),
    "lesson.rikiki.won": (
        "Bravo, le pli est à vous : votre Roi était le plus fort cœur. Le tableau de gauche"
        " compte les plis de chacun. Qui gagne un pli entame le suivant : à vous."
    ),
    "lesson.rikiki.discard": (
        "Quand vous entamez, vous pouvez jouer n'importe quelle carte. Votre 3 de carreau ne"
        " gagnera rien : débarrassez-vous-en maintenant. Jouez le 3 de carreau."
    ),
    "lesson.rikiki.discard.wrong": (
        "C'est permis, mais gardez le 7 de cœur et l'atout pour plus tard. Jouez le 3 de carreau."
    ),
    "lesson.rikiki.trump_in": (
        "Marc a pris ce pli avec l'As de carreau, puis il a entamé trèfle. Vous n'avez pas de"
        " trèfle : vous pouvez couper avec un atout, ou vous défausser d'une autre carte. Coupez"
        " avec le 4 de pique !"
    ),
    "lesson.rikiki.trump_in.wrong": (
        "C'est permis, mais le 7 de cœur perdrait ce pli. Le plus petit atout bat un trèfle :"
        " jouez le 4 de pique."
    ),
    "lesson.rikiki.trumped": (
        "Votre petit 4 de pique a battu le Roi de trèfle de Marc : l'atout est plus fort que"
        " toutes les autres couleurs. Deux plis : c'est exactement votre annonce !"
    ),
    "lesson.rikiki.last": (
        "Il vous reste le 7 de cœur. Vous ne voulez plus de pli, et Léa a encore l'As de cœur."
        " Jouez votre dernière carte."
    ),
    "lesson.rikiki.score": (
        "Fin de la manche. Seules les annonces exactes rapportent : 10 points plus 1 par pli."
        " Vous avez annoncé 2 et fait 2 : 12 points. Léa et Marc ont réussi aussi : 11 chacun."
        " Inès annonçait 1 et n'a rien fait : un contrat manqué ne rapporte que 1 point par pli"
        " fait, donc 0."
    ),
    "lesson.rikiki.done": (
        "Vous savez jouer au Rikiki ! Dans une vraie partie, le nombre de cartes change à chaque"
        " manche et le donneur tourne autour de la table. Lancez une nouvelle partie, ou essayez"
        " la leçon de Tarot Africain."
    ),
    "lesson.tarot.name": "Tarot Africain",
    "lesson.tarot.detail": (
        "Pas de couleur, le 21, l'Excuse, les vies, la manche à l'aveugle · 3 minutes environ"
    ),
    "lesson.tarot.cards": (
        "Le Tarot Africain se joue avec 22 cartes : les atouts de 1 à 21 et l'Excuse. Il n'y a"
        " pas de couleur à fournir : vous pouvez toujours jouer n'importe quelle carte, et la"
        " plus forte gagne le pli."
    ),
    "lesson.tarot.master": (
        "Le 21 est le maître : il bat tout. L'Excuse vaut 0 : elle ne gagne jamais un pli,"
        " pratique pour en perdre un exprès. Vous avez les deux, et un 8."
    ),
    "lesson.tarot.bid": (
        "Vous annoncez le premier. Le 21 fera sûrement un pli, l'Excuse sûrement aucun, et le 8"
        " a peu de chances. Annoncez 1."
    ),
    "lesson.tarot.bid.wrong": (
        "C'est permis, mais avec un seul pli sûr, 1 est l'annonce prudente. Annoncez 1."
    ),
    "lesson.tarot.lead21": (
        "Léa annonce 1, Marc 2 et Inès 0. Vous entamez le premier pli : jouez le 21, il est sûr"
        " de gagner."
    ),
    "lesson.tarot.lead21.wrong": (
        "C'est permis, toutes les cartes le sont. Mais entamez avec le 21 : il ne peut pas perdre."
    ),
    "lesson.tarot.won": (
        "Le 21 a tout battu : un pli, votre annonce est atteinte. Maintenant, il ne faut plus"
        " rien gagner."
    ),
    "lesson.tarot.excuse": (
        "Vous entamez encore. Jouez l'Excuse : elle vaut 0, elle perdra à coup sûr."
    ),
    "lesson.tarot.excuse.wrong": (
        "C'est permis, mais le 8 pourrait gagner si les autres jouent petit. L'Excuse, jamais :"
        " jouez-la."
    ),
    "lesson.tarot.last": (
        "Léa a gagné avec son 12, puis elle a entamé le 4 ; Marc a posé le 19. Votre 8 ne peut"
        " plus gagner : jouez-le."
    ),
    "lesson.tarot.lives": (
        "Fin de la manche. Ici, pas de points : chacun a 5 vies. Vous annonciez 1 et avez fait"
        " 1 : vous gardez vos vies. Marc annonçait 2 et n'a fait qu'un pli : il perd 1 vie, une"
        " par pli d'écart. À 0 vie, on est éliminé."
    ),
    "lesson.tarot.blind": (
        "Dernière manche : 1 carte chacun, à l'aveugle ! Vous voyez les cartes des autres, mais"
        " pas la vôtre, comme une carte tenue sur le front. Regardez : Marc a le 21."
    ),
    "lesson.tarot.blind_bid": (
        "Léa, Marc et Inès annoncent 0. Quelle que soit votre carte, elle ne battra pas le 21"
        " de Marc : annoncez 0. Vous êtes le donneur, 1 vous est d'ailleurs interdit : le total"
        " ferait 1."
    ),
    "lesson.tarot.blind_bid.illegal": (
        "La règle du donneur vaut aussi à l'aveugle. Et vous voyez le 21 chez Marc : annoncez 0."
    ),
    "lesson.tarot.blind_play": "À vous : jouez votre carte cachée en cliquant dessus.",
    "lesson.tarot.blind_end": (
        "Le 21 de Marc a pris le pli, mais il ne le voyait pas et avait annoncé 0 : encore une"
        " vie perdue. Vous avez réussi vos deux annonces et gardé vos 5 vies !"
    ),
    "lesson.tarot.done": (
        "Vous savez jouer au Tarot Africain ! Une vraie partie à 4 commence à 5 cartes, descend"
        " jusqu'à la manche à l'aveugle, puis recommence, jusqu'à ce qu'il ne reste qu'un joueur."
    ),
    # -- playing over the network --------------------------------------------------------
    "error.stale": "La partie a avancé : regardez et rejouez",
    "net.lost": "Connexion perdue : on récupère votre place…",
    "net.back": "Reconnecté",
    "net.failed": "La connexion à la partie est perdue",
    "net.reconnecting": "{name} se reconnecte…",
    "net.returned": "{name} est de retour",
    "net.left": "{name} a quitté la partie : un robot joue à sa place",
    "net.closed.host-left": (
        "L'hôte est parti : la partie est enregistrée sur son ordinateur et pourra reprendre"
    ),
    "net.closed.lost": (
        "La connexion à la partie est perdue : reprenez-la depuis Jouer avec des amis"
    ),
    "net.closed.server-stopped": "Le serveur s'est arrêté",
    "net.closed.left": "Vous avez quitté la partie",
    "net.closed.idle": "Déconnecté après un long silence",
    "net.closed.abuse": "Déconnecté : trop de messages refusés par le serveur",
    "net.closed.replaced": "Votre place a été reprise depuis une autre fenêtre",
    "net.seat.away": "reconnexion…",
    "net.seat.stand-in": "un robot joue",
    "net.seat.left": "parti",
    "net.error.version": (
        "Votre ami a la version {server}, vous la version {client} : il faut la même version"
    ),
    "net.error.wrong-code": "Aucune partie n'a le code {code}",
    "net.error.room-full": "Toutes les places de cette partie sont prises",
    "net.error.started": "Cette partie a déjà commencé",
    "net.error.bad-token": "Cette place n'est plus la vôtre",
    "net.error.left": "Vous avez laissé cette place : un robot la joue",
    "net.error.name-taken": "Quelqu'un s'appelle déjà {name} dans cette partie",
    "net.your_name": "Votre prénom",
    "net.need_name": "Tapez le nom sous lequel vos amis vous connaissent : ils le verront à la "
    "table.",
    "net.error.bad-name": "Choisissez un nom",
    "net.error.rate-limited": "Trop de codes erronés : attendez une minute et réessayez",
    "net.error.rate": "Trop de messages : ralentissez",
    "net.error.malformed": "Le serveur n'a pas compris un message",
    "net.error.not-in-room": "Rejoignez d'abord une partie",
    "net.error.already-in-room": "Vous êtes déjà dans une partie",
    "net.error.server-full": "Le serveur n'a plus de place pour une partie",
    "net.error.too-many-rooms": "Trop de parties ouvertes depuis cet ordinateur",
    "net.error.bad-rules": "Ces règles ne peuvent pas être jouées",
    "net.error.not-host": "Seul l'hôte peut faire cela",
    "net.error.seats-open": (
        "Une place est encore libre : attendez quelqu'un ou donnez-la à un robot"
    ),
    "net.error.not-ready": "{name} n'est pas prêt",
    "net.error.seat-taken": "Quelqu'un est assis là",
    "net.error.bad-seat": "Cette place n'existe pas",
    "net.error.no-undo": "Rien à reprendre",
    "net.error.stale": "La partie a avancé",
    "net.error.not-started": "La partie n'a pas commencé",
    "net.error.server": "Le serveur n'a pas pu le faire",
    "net.error.unreachable": "Le serveur est injoignable : vérifiez l'adresse",
    "net.error.protocol": "Le serveur parle une autre langue : mettez le jeu à jour",
    "net.error.unknown": "Le serveur a refusé : {detail}",
    # -- play with friends: the screens ------------------------------------------------
    "menu.friends": "Jouer avec des amis",
    "menu.friends_rejoin": "Reprendre : {game}",
    "friends.title": "Jouer avec des amis",
    "friends.intro": (
        "Chacun joue sur son ordinateur. Sur le même réseau, la partie apparaît "
        "d'elle-même dans Rejoindre ; par internet, hébergez-la sur un serveur et "
        "partagez son adresse et le code de la salle."
    ),
    "friends.rejoin": "Reprendre la partie en cours",
    "friends.rejoin_detail": "{game} · salle {code}",
    "friends.host": "Héberger une partie",
    "friends.host_detail": "Choisissez les règles et les places, puis partagez le code",
    "friends.join": "Rejoindre une partie",
    "friends.join_detail": "Une partie de ce réseau, ou une adresse et un code",
    "friends.cannot_host": "Impossible d'héberger la partie depuis cet ordinateur : {error}",
    "host.title": "Héberger une partie",
    "host.open": "Ouvrir la salle",
    "host.where": "Où",
    "host.where.home": "Cet ordinateur (réseau local)",
    "host.where.server": "Un serveur (internet)",
    "host.address_placeholder": "adresse du serveur, p. ex. wss://cartes.exemple.fr",
    "host.timer": "Temps par coup",
    "host.timer.0": "Sans limite",
    "host.timer.30": "30 secondes",
    "host.timer.60": "60 secondes",
    "host.stand_in": "Si quelqu'un part",
    "host.coach_undo": "Conseiller et annulation à cette table",
    "host.friend": "Un ami",
    "host.seat_hint": (
        "Les amis choisissent leur nom en rejoignant. Une place libre peut être donnée à "
        "un robot dans la salle d'attente."
    ),
    "host.need_address": "Tapez l'adresse du serveur",
    "join.title": "Rejoindre une partie",
    "join.near": "Sur ce réseau",
    "join.far": "Avec une adresse",
    "join.near_off": (
        "Impossible de chercher les parties de ce réseau ici : tapez l'adresse que votre "
        "ami partage."
    ),
    "join.looking": "Recherche des parties sur ce réseau…",
    "join.found": "Choisissez une partie :",
    "join.game": "{host} · {game} · {players}/{seats}",
    "join.other_version": "version {version} : mettez à jour",
    "join.address": "Adresse",
    "join.address_placeholder": "192.168.1.20:47474 ou wss://…",
    "join.code": "Code de la salle",
    "join.join": "Rejoindre",
    "join.name": "Votre nom",
    "join.need_both": "Tapez l'adresse et le code de la salle",
    "join.bad_address": "Ce n'est pas une adresse : {error}",
    "lobby.title": "En attente des joueurs",
    "lobby.room": "La salle",
    "lobby.seats": "À la table",
    "lobby.failed": "La partie est injoignable.",
    "lobby.connecting": "Connexion…",
    "lobby.host_hint": (
        "Partagez le code. Donnez les places libres à des robots, ou attendez que vos "
        "amis arrivent et se disent prêts."
    ),
    "lobby.host_ready": "Tout le monde est là : lancez quand vous voulez.",
    "lobby.guest_hint": "Dites que vous êtes prêt : l'hôte lance la partie.",
    "lobby.code_hint": "Le code de la salle à partager",
    "lobby.address_server": "Serveur : {address}",
    "lobby.address_home": (
        "Vos amis de ce réseau voient la partie dans Rejoindre, ou tapent : {address}"
    ),
    "lobby.address_none": (
        "Aucune adresse réseau trouvée : sur cet ordinateur, rejoignez à 127.0.0.1"
    ),
    "lobby.you": "(vous)",
    "lobby.bot": "{name} · robot {level}",
    "lobby.waiting": "En attente d'un joueur…",
    "lobby.host": "hôte",
    "lobby.not_ready": "Finalement pas prêt",
    "lobby.ready": "Je suis prêt",
    "lobby.start": "Lancer la partie",
    "lobby.leave": "Partir",
    "lobby.seat.open": "Attendre un joueur",
    "lobby.seat.easy": "Robot : facile",
    "lobby.seat.normal": "Robot : normal",
    "lobby.seat.hard": "Robot : difficile",
}
