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
    "crash.title": "Une erreur est survenue",
    "crash.saved": (
        "Le jeu a rencontré une erreur inattendue. Votre partie est enregistrée : choisissez "
        "Continuer dans le menu pour la reprendre là où elle s'est arrêtée."
    ),
    "crash.not_saved": (
        "Le jeu a rencontré une erreur inattendue. Rien n'est perdu : aucune partie n'était "
        "en cours."
    ),
    "crash.report": "Un rapport (crash.log) a été écrit dans {folder}.",
    "crash.no_report": "Aucun rapport n'a pu être écrit.",
    "crash.back": "Retour au menu",
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
    "option.direction.counterclockwise": "Sens inverse",
    "option.first_bidder": "Premier à annoncer",
    "option.first_bidder.help": "Qui annonce en premier ; le dernier à annoncer est celui que "
    "contraint la règle du donneur.",
    "option.first_bidder.after-dealer": "Le joueur après le donneur",
    "option.first_bidder.dealer": "Le donneur",
    "option.sequence": "Nombre de cartes",
    "option.sequence.help": "Comment le nombre de cartes distribuées change d'une manche à "
    "l'autre.",
    "option.sequence.up": "On monte : de 1 au maximum",
    "option.sequence.down": "On descend : du maximum à 1",
    "option.sequence.up-down": "On monte puis on descend",
    "option.sequence.down-up": "On descend puis on remonte (pyramide)",
    "option.sequence.quick5": "Partie rapide : 5 manches au hasard",
    "option.sequence.tarot-cycle": "Cycle du tarot : jusqu'à 1, et on recommence",
    "option.sequence.custom": "Ma propre liste",
    "option.max_hand": "Plus grande main",
    "option.max_hand.help": "Le plus de cartes distribuées à chacun dans une manche (vide : "
    "autant que le paquet le permet).",
    "option.custom_sizes": "Nombre de cartes, manche par manche",
    "option.custom_sizes.help": "Une liste de nombres comme 1 2 3 4 3 2 1.",
    "option.remove_twos": "Retirer des 2 pour tomber juste",
    "option.remove_twos.help": "Retirer 2♣, 2♦, 2♥, 2♠ dans cet ordre jusqu'à ce que toutes "
    "les cartes puissent être distribuées.",
    "option.trump": "Atout",
    "option.trump.help": "Comment l'atout de chaque manche est choisi.",
    "option.trump.turned-up": "On retourne la carte suivante",
    "option.trump.rotation": "♥ ♦ ♣ ♠ puis sans atout, à tour de rôle",
    "option.trump.none": "Jamais d'atout",
    "option.empty_stock": "Quand il ne reste rien à retourner",
    "option.empty_stock.help": "Jouer cette manche sans atout, ou distribuer une carte de moins "
    "pour en garder une.",
    "option.empty_stock.no-trump": "Manche sans atout",
    "option.empty_stock.cap": "Garder une carte à retourner",
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
    "option.lives_end.first-to-zero": "Arrêt dès que quelqu'un tombe à 0",
    "option.excuse": "L'Excuse",
    "option.excuse.help": "Ce que vaut l'Excuse quand elle est jouée.",
    "option.excuse.zero": "Vaut 0",
    "option.excuse.twenty-two": "Vaut 22",
    "option.excuse.chosen": "0 ou 22, au choix de son joueur",
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
    "bot.level.random.help": "Joue n'importe quelle carte permise : pour les essais.",
    "bot.level.easy": "Facile",
    "bot.level.easy.help": "Annonce en comptant ses grosses cartes, joue simplement.",
    "bot.level.normal": "Moyen",
    "bot.level.normal.help": "Imagine quelques centaines de fois les mains cachées avant de "
    "décider.",
    "bot.level.hard": "Difficile",
    "bot.level.hard.help": "Cherche longuement parmi toutes les donnes compatibles avec ce "
    "qu'il a vu.",
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
    "table.continue_hint": "Cliquez pour continuer",
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
    "score.exported": "Enregistré dans {path}",
    "score.export_failed": "Impossible d'enregistrer l'image : {error}",
    "score.exact_rate": "{made} exacts sur {rounds}",
    "score.legend_exact": "Les contrats exacts sont surlignés",
    "score.blind": "aveugle",
    "score.col_bid": "ann. · plis",
    "score.col_round": "manche",
    "score.col_total": "total",
    "score.col_lives": "vies",
    "score.standings": "Classement",
    "score.scroll_hint": "↑ ↓ ou la molette pour faire défiler",
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
}
