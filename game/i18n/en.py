"""English catalog. Keys are named by screen; ``{name}`` marks a parameter of :func:`t`.

Every key here must exist in ``fr.py`` with the same parameters (``tests/ui/test_i18n.py``).
Plural pairs end in ``.one`` / ``.other`` (see :func:`game.i18n.tn`).
"""

from __future__ import annotations

MESSAGES: dict[str, str] = {
    # -- application ---------------------------------------------------------------------------
    "app.title": "Ascenseur",
    "app.subtitle": "Rikiki · Oh Hell! · L'Ascenseur · Tarot Africain · Whist 22",
    "app.window_title": "Ascenseur — exact-bid card games",
    "language.fr": "Français",
    "language.en": "English",
    # -- common words --------------------------------------------------------------------------
    "common.ok": "OK",
    "common.cancel": "Cancel",
    "common.back": "Back",
    "common.next": "Next",
    "common.previous": "Previous",
    "common.start": "Start",
    "common.continue": "Continue",
    "common.close": "Close",
    "common.yes": "Yes",
    "common.no": "No",
    "common.on": "On",
    "common.off": "Off",
    "common.save": "Save",
    "common.apply": "Apply",
    "common.reset": "Reset",
    "common.edit": "Edit",
    "common.add": "Add",
    "common.remove": "Remove",
    "common.delete": "Delete",
    "common.done": "Done",
    "common.none": "None",
    "common.random": "Random",
    "common.loading": "Loading…",
    "common.error": "Something went wrong: {error}",
    "common.confirm": "Are you sure?",
    "common.press_key": "Press any key to continue",
    # -- main menu -----------------------------------------------------------------------------
    "menu.title": "Ascenseur",
    "menu.subtitle": "The exact-bid trick-taking games",
    "menu.new_game": "New game",
    "menu.continue": "Continue",
    "menu.continue_detail": "{preset}, round {round}",
    "menu.continue_keeper": "Score keeper: {preset}, round {round}",
    "menu.no_saved_game": "No game to continue",
    "menu.score_keeper": "Score keeper",
    "menu.rules": "Rules",
    "menu.statistics": "Statistics",
    "menu.settings": "Settings",
    "menu.quit": "Quit",
    "menu.version": "Version {version}",
    "menu.hint": "Arrows to choose, Enter to confirm",
    # -- notices about the player's files, crash screen --------------------------------------------
    "notice.settings_damaged": (
        "Your settings file could not be read, so the default settings are used. The old file"
        " is kept as {name}."
    ),
    "notice.settings_unreadable": (
        "Your settings could not be read ({reason}): the default settings are used."
    ),
    "notice.settings_unwritable": (
        "Your settings cannot be saved ({reason}): changes last until you quit."
    ),
    "notice.save_damaged": (
        "The saved game could not be read and cannot be continued. The file is kept as {name}."
    ),
    "notice.save_unreadable": "The saved game could not be read ({reason}).",
    "notice.save_unwritable": (
        "The game cannot be saved ({reason}). You can keep playing, but you will not be able "
        "to continue it later."
    ),
    "notice.folder_blocked": (
        "A file named {name} stood where the game keeps its {name} folder. It was moved aside"
        " as {aside}, and the game uses a new, empty folder."
    ),
    "notice.folder_unusable": (
        "The game cannot use its folder {folder} ({reason}). You can keep playing, but nothing"
        " can be saved there until it is fixed."
    ),
    "notice.folder_in_place_kept": (
        "A folder named {name} stands in {folder} where the game keeps a file of that name, and"
        " it could not be moved aside: that file cannot be read or saved until it is moved."
    ),
    "notice.settings_folder": (
        "A folder named {name} stood where your settings file should be. It was moved aside as"
        " {aside}; the default settings are used and a new file will be written."
    ),
    "notice.save_folder": (
        "A folder named {name} stood where the game in progress is saved. It was moved aside"
        " as {aside}; there is no game to continue, and the next game will be saved as usual."
    ),
    "notice.stats_folder": (
        "A folder named {name} stood where your statistics are kept. It was moved aside as"
        " {aside} and new statistics were started."
    ),
    "notice.ruleset_folder": (
        "A folder named {name} stood among your saved rule sets. It was moved aside as {aside}."
    ),
    "crash.title": "Something went wrong",
    "crash.not_saved": (
        "The game hit an unexpected error. Nothing was lost: no game was open, and the games "
        "saved before are kept."
    ),
    "crash.report": "A report (crash.log) was written in {folder}.",
    "crash.no_report": "No report could be written.",
    "crash.back": "Back to the menu",
    "crash.error": "The game hit an unexpected error.",
    "crash.saved_table": (
        "Your {game} game was saved: choose Continue in the menu to pick it up where it stopped."
    ),
    "crash.saved_keeper": (
        "Your {game} score keeper evening was saved after every entry: it is in the Score keeper."
    ),
    # -- the custom-rules editor and saved rule sets -------------------------------------------
    "option.min_players": "Fewest players",
    "option.min_players.help": "The smallest table these rules are played at.",
    "option.max_players": "Most players",
    "option.max_players.help": "The largest table these rules are played at.",
    "editor.title": "Customise the rules",
    "editor.based_on": "Based on {name}",
    "editor.group.deck": "Deck and players",
    "editor.group.hands": "Hand sizes",
    "editor.group.trump": "Trump",
    "editor.group.bidding": "Bidding",
    "editor.group.play": "Play",
    "editor.group.scoring": "Scoring",
    "editor.group.excuse": "The Excuse",
    "editor.value.on": "On",
    "editor.value.off": "Off",
    "editor.value.no_cap": "No limit",
    "editor.reason.no_suits": "The tarot deck has no suits.",
    "editor.reason.tarot_only": "Only with the tarot deck.",
    "editor.reason.no_excuse": "There is no Excuse in the 52-card deck.",
    "editor.reason.hook_tarot": "The hook always applies with the tarot deck.",
    "editor.reason.no_turned_card": "Only when a card is turned up for trump.",
    "editor.reason.no_trump": "These rules never have a trump suit.",
    "editor.reason.custom_only": "Only with your own list of hand sizes.",
    "editor.reason.custom_list": "Your list of hand sizes sets every round.",
    "editor.reason.tarot_cycle_only": "Only with the tarot cycle.",
    "editor.reason.three_players": "Only changes anything at 3 players.",
    "editor.reason.quick5": "The quick game has no limit on zero bids.",
    "editor.reason.points_only": "Only with points scoring.",
    "editor.reason.lives_only": "Only with lives scoring.",
    "editor.sizes.empty": "Give at least one hand size, such as 1 2 3 2 1.",
    "editor.sizes.not_a_number": "“{token}” is not a number of cards.",
    "editor.sizes.zero": "Every round deals at least 1 card.",
    "editor.sizes.too_large": "{size} cards is more than any deck can deal.",
    "editor.sizes.too_big": (
        "A hand of {size} cards is too many: at {players} players each gets at most {most}."
    ),
    "editor.sizes.ellipsis": "An ellipsis goes between two numbers, as in 10 9 8 ... 1.",
    "editor.sizes.too_many_rounds": "At most {most} rounds.",
    "editor.refusal.min_above_max": (
        "The fewest players ({n0}) is more than the most players ({n1})."
    ),
    "editor.refusal.tarot_no_suits": "The tarot deck has no suits: it has no trump option.",
    "editor.refusal.tarot_hook": "The hook always applies with the tarot deck.",
    "editor.refusal.twos_52": "Removing 2s only applies to the 52-card deck.",
    "editor.refusal.tarot_seven": (
        "The tarot deck allows at most 7 players (Board Game Arena table)."
    ),
    "editor.refusal.tarot_africain_players": (
        "Tarot Africain is played by 3 to 5 players; 2, 6 or 7 need the Board Game Arena table."
    ),
    "editor.refusal.cycle_tarot": "The tarot cycle needs the tarot deck.",
    "editor.refusal.excuse_tarot": "The Excuse only exists in the tarot deck.",
    "editor.refusal.standard_three": "The 52-card games need at least 3 players.",
    "editor.refusal.custom_empty": "Your own list needs at least one hand size.",
    "editor.refusal.custom_zero": "Every hand in your list must have at least 1 card.",
    "editor.refusal.custom_only": "Hand sizes are listed only with your own sequence.",
    "editor.refusal.cycle_lives": (
        "The tarot cycle never ends by itself: it needs lives scoring, which ends the game."
    ),
    "editor.refusal.cycle_hook": (
        "The tarot cycle with lives needs the hook: someone then loses lives every round, so "
        "the game ends."
    ),
    "editor.refusal.cannot_deal": "{n0} cards cannot be dealt to {n1} players.",
    "editor.refusal.caps_nothing": "No card can be dealt to {n0} players with these limits.",
    "editor.refusal.hand_too_big": (
        "A hand of {n0} cards is too many: {n1} cards give at most {n2} each to {n3} players."
    ),
    "editor.refusal.start_too_big": (
        "A start of {n0} cards is too many for {n1} players with {n2} cards."
    ),
    "editor.refusal.cap_too_big": "{n0} is too many: {n1} cards give {n2} each to {n3} players.",
    "editor.refusal.played_by": "These rules are played by {n0} to {n1} players, not {n2}.",
    "editor.fix": "Set {fixes}.",
    "editor.fix.item": "{option} to {value}",
    "editor.fix.or": "or",
    "editor.problem": "These rules cannot be played: {reason}",
    "editor.reset": "Undo my changes",
    "editor.save": "Save these rules",
    "editor.start": "Start the game",
    "editor.use": "Use these rules",
    "editor.summary": "These rules in a few words",
    "editor.not_playable": "These rules cannot be played yet: see the message in red.",
    "editor.sizes.placeholder": "e.g. 1 2 3 2 1",
    "setup.read_rules": "Read the rules",
    "setup.customise": "Customise the rules",
    "setup.rule_set": "My rules",
    "setup.rule_set.none": "None saved yet",
    "setup.rule_set.custom": "Not saved yet",
    "setup.summary_more": "(the rest in Read the rules)",
    "rulesets.title": "My rule sets",
    "rulesets.name": "Name of the rule set",
    "rulesets.rename": "Rename",
    "rulesets.renamed": "New name: “{name}”.",
    "rulesets.deleted": "“{name}” deleted.",
    "rulesets.delete_confirm": "Delete? Press again",
    "rulesets.delete": "Delete",
    "rulesets.saved": "Saved as “{name}”.",
    "rulesets.name_empty": "Give the rule set a name.",
    "rulesets.name_too_long": "A name has at most {most} characters.",
    "rulesets.name_invalid": "A name cannot hold control characters.",
    "rulesets.name_reserved": "“{name}” is the name of a preset: choose another one.",
    "rulesets.name_taken": "A rule set is already called “{name}”.",
    "rulesets.not_found": "There is no rule set called “{name}”.",
    "rulesets.damaged": (
        "A saved rule set could not be read and is no longer offered. The file is kept as {name}."
    ),
    "rulesets.unreadable": "Your saved rule sets could not be read ({reason}).",
    "rulesets.unwritable": "The rule set could not be saved ({reason}).",
    # -- game set-up ---------------------------------------------------------------------------
    "setup.title": "New game",
    "setup.game": "Game",
    "setup.preset": "Game",
    "setup.players": "Players",
    "setup.player_count": "{n} players",
    "setup.player_range": "{low} to {high} players",
    "setup.player_name": "Name",
    "setup.player_default_name": "Player {n}",
    "setup.bot_name": "Bot {n}",
    "setup.you": "You",
    "setup.kind": "Who plays",
    "setup.kind.human": "Person",
    "setup.kind.easy": "Bot: easy",
    "setup.kind.normal": "Bot: normal",
    "setup.kind.hard": "Bot: hard",
    "setup.kind.random": "Bot: random",
    "setup.level.easy": "Easy bids what its hand seems worth, plays simply and slips now and "
    "then: a gentle opponent to learn with.",
    "setup.level.normal": "Normal plays out a hundred imagined endings of the round before "
    "each move, and never makes a move proved worse than another.",
    "setup.level.hard": "Hard plays out thousands of imagined endings, reads how each player "
    "bids and plays, and never makes a move proved worse than another.",
    "setup.add_player": "Add a player",
    "setup.remove_player": "Remove",
    "setup.rules": "Rules",
    "setup.custom_rules": "Change the rules…",
    "setup.summary": "The rules in brief",
    "setup.deal_code": "Deal code",
    "setup.deal_code_random": "random",
    "setup.deal_code_hint": "Type a deal code to play the same deals again.",
    "setup.deal_code_invalid": "This deal code is not valid.",
    "setup.first_dealer": "First dealer",
    "setup.pass_and_play": "Several people share this screen: a hand-off screen keeps each hand "
    "private.",
    "setup.start": "Deal",
    "setup.replace_question": "This replaces your game in progress ({game}).",
    "setup.replace": "Replace",
    "setup.keep": "Keep",
    "setup.error.players": "This game needs {low} to {high} players.",
    "setup.error.no_name": "Every player needs a name.",
    "setup.error.same_name": "Two players are called {name}.",
    "setup.error.rules": "These rules cannot be played: {reason}",
    # -- presets -------------------------------------------------------------------------------
    "preset.classic.name": "Rikiki / Oh Hell!",
    "preset.classic.short": "52 cards, up then down, 10 + tricks when exact",
    "preset.classic.summary": "3 to 7 players with 52 cards. Hands grow by one card each "
    "round up to the biggest possible deal, then shrink back to one. The next card of the "
    "stock is turned up for trump; when no card is left over, the round has no trump. The "
    "player on the dealer's left bids first and leads; the dealer bids last and may not make "
    "the bids add up to the number of tricks (the hook). Follow suit if you can; if not, trump "
    "or throw any card. An exact bid scores 10 plus 1 per trick; a missed bid scores 1 per "
    "trick taken.",
    "preset.rikiki.name": "Rikiki (online rules)",
    "preset.rikiki.short": "52 cards, 1 up to the top, blind first round",
    "preset.rikiki.summary": "3 to 8 players with 52 cards. Hands grow from one card up to the "
    "biggest deal. The turned-up card sets trump, and there is none once the deck runs out. "
    "The one-card round is played blind: you see everyone's card but your own. Nobody may bid "
    "zero more than three times in a row, and the dealer bids last under the hook. An exact "
    "bid scores 4 plus 4 per trick; a miss costs 2 points per trick of difference.",
    "preset.ascenseur.name": "L'Ascenseur",
    "preset.ascenseur.short": "The lift: 1 up to every card, then down",
    "preset.ascenseur.summary": "3 to 8 players with 52 cards, a few 2s removed so that the "
    "deck splits evenly. Like a lift, hands go up from one card until every card is dealt, "
    "then back down to one. The turned-up card sets trump; the round where every card is "
    "dealt has no trump. The player on the dealer's left bids first and leads; the dealer "
    "bids last under the hook. An exact bid scores the tricks plus 1; a miss costs 1 point "
    "per trick of difference.",
    "preset.ascenseur-table.name": "L'Ascenseur (table rules)",
    "preset.ascenseur-table.short": "Dealer bids first, play to the right, 5 + 2 per trick",
    "preset.ascenseur-table.summary": "3 to 8 players with 52 cards. Hands go up then down, "
    "at most 17 cards at 3 players, 13 at 4, 10 at 5, 8 at 6, 7 at 7 and 6 at 8. The "
    "turned-up card sets trump. The dealer bids first and play goes counter-clockwise, so the "
    "player on the dealer's right leads. The bids may never add up to the number of tricks: "
    "the last bidder is held back. An exact bid scores 5 plus 2 per trick; a miss costs 5 "
    "points per trick of difference.",
    "preset.tarot-africain.name": "Tarot Africain",
    "preset.tarot-africain.short": "22 tarot cards, 5 lives, last one standing",
    "preset.tarot-africain.summary": "3 to 5 players with the 22 tarot cards: the trumps 1 to "
    "21 and the Excuse. There are no suits: the highest card wins the trick, 21 is the master "
    "and the Excuse is worth nothing. Hands start at 7 cards with 3 players, 5 with 4 and 4 "
    "with 5, lose one card each round down to a single card, played blind (you see the "
    "others' cards, never your own), then start again. The dealer bids last under the hook. "
    "Everyone has 5 lives and loses one per trick of difference when a bid is missed; at 0 "
    "you are out, and the last player left wins.",
    "preset.whist22.name": "Whist 22",
    "preset.whist22.short": "22 tarot cards, 14 points, Excuse 0 or 22",
    "preset.whist22.summary": "2 to 7 players with the 22 tarot cards, as on Board Game "
    "Arena. Hands start at 9 cards with 2 players, 7 with 3, 5 with 4, 4 with 5 and 3 with 6 "
    "or 7, go down to a single blind card, then start again. The highest card wins the trick; "
    "whoever plays the Excuse says whether it is worth 0 or 22. The dealer bids last under "
    "the hook. Everyone starts with 14 points and loses one per trick of difference when a "
    "bid is missed; the game stops as soon as someone reaches 0, and the most points wins.",
    "preset.custom.name": "Custom rules",
    "preset.custom.short": "Your own combination of options",
    "preset.custom.summary": "The rules you chose in the editor.",
    # -- rule options (custom-rules editor) ----------------------------------------------------
    "option.title": "Custom rules",
    "option.based_on": "Based on {preset}",
    "option.deck": "Deck",
    "option.deck.help": "The 52-card deck, or the 22 tarot cards (trumps 1–21 and the Excuse).",
    "option.deck.standard": "52 cards",
    "option.deck.tarot": "22 tarot cards",
    "option.players": "Players",
    "option.players.help": "How many people and bots sit at the table.",
    "option.direction": "Direction of play",
    "option.direction.help": "Which way bidding, play and the deal go round the table.",
    "option.direction.clockwise": "Clockwise",
    "option.direction.clockwise.short": "Clockwise",
    "option.direction.counterclockwise": "Counter-clockwise",
    "option.direction.counterclockwise.short": "Counter-clockwise",
    "option.first_bidder": "First to bid",
    "option.first_bidder.help": "Who bids first; the last bidder is the one held by the hook.",
    "option.first_bidder.after-dealer": "Player after the dealer",
    "option.first_bidder.after-dealer.short": "After the dealer",
    "option.first_bidder.dealer": "The dealer",
    "option.sequence": "Hand sizes",
    "option.sequence.help": "How the number of cards dealt changes from round to round.",
    "option.sequence.up": "Up: 1 to the top",
    "option.sequence.up.short": "Up",
    "option.sequence.down": "Down: the top to 1",
    "option.sequence.down.short": "Down",
    "option.sequence.up-down": "Up then down",
    "option.sequence.up-down.short": "Up then down",
    "option.sequence.down-up": "Down then up (pyramid)",
    "option.sequence.down-up.short": "Down then up",
    "option.sequence.quick5": "Quick game: 5 random rounds",
    "option.sequence.quick5.short": "Quick game",
    "option.sequence.tarot-cycle": "Tarot cycle: down to 1, again",
    "option.sequence.tarot-cycle.short": "Tarot cycle",
    "option.sequence.custom": "My own list",
    "option.max_hand": "Biggest hand",
    "option.max_hand.help": "The most cards anyone is dealt in a round; no limit: as many as "
    "the deck allows.",
    "option.custom_sizes": "Hand sizes, round by round",
    "option.custom_sizes.help": "A list of numbers such as 1 2 3 4 3 2 1.",
    "option.remove_twos": "Remove 2s for an even split",
    "option.remove_twos.help": "Take out 2♣, 2♦, 2♥, 2♠ in that order until every card can be "
    "dealt.",
    "option.trump": "Trump",
    "option.trump.help": "How the trump suit of each round is chosen.",
    "option.trump.turned-up": "Turn up the next card",
    "option.trump.turned-up.short": "Turned up",
    "option.trump.rotation": "♥ ♦ ♣ ♠ then no trump, in turn",
    "option.trump.rotation.short": "Suits in turn",
    "option.trump.none": "Never a trump suit",
    "option.empty_stock": "When no card is left to turn up",
    "option.empty_stock.help": "Play that round without trump, or deal one card fewer so one "
    "is left.",
    "option.empty_stock.no-trump": "No-trump round",
    "option.empty_stock.cap": "Keep a card to turn up",
    "option.empty_stock.cap.short": "Keep a card",
    "option.hook": "Hook (dealer's rule)",
    "option.hook.help": "The last bidder may not make the bids add up to the number of tricks.",
    "option.must_trump": "Must trump when void",
    "option.must_trump.help": "With no card of the suit led, you must play a trump if you have "
    "one.",
    "option.blind_round": "Blind one-card round",
    "option.blind_round.help": "In the one-card round you see every card but your own.",
    "option.zero_limit": "Zero bids in a row",
    "option.zero_limit.help": "The most zero bids one player may make in a row (0: no limit).",
    "option.scoring": "Scoring",
    "option.scoring.help": "Points for each round, or lives that run out.",
    "option.scoring.points": "Points",
    "option.scoring.lives": "Lives",
    "option.exact_bonus": "Bonus for an exact bid",
    "option.exact_bonus.help": "Points for making your bid exactly.",
    "option.exact_per_trick": "Per trick, when exact",
    "option.exact_per_trick.help": "Points for each trick taken when the bid is exact.",
    "option.miss_per_trick": "Per trick, when missed",
    "option.miss_per_trick.help": "Points for each trick taken when the bid is missed.",
    "option.miss_fixed": "Penalty for a miss",
    "option.miss_fixed.help": "Points lost for any missed bid.",
    "option.miss_per_diff": "Penalty per trick of difference",
    "option.miss_per_diff.help": "Points lost for each trick between the bid and the tricks taken.",
    "option.lives_start": "Lives at the start",
    "option.lives_start.help": "How many lives (or points) each player starts with.",
    "option.loss_per_diff": "Lives lost per trick of difference",
    "option.loss_per_diff.help": "Lives lost for each trick between the bid and the tricks taken.",
    "option.unit": "Counted as",
    "option.unit.help": (
        "What players start with and lose on a miss: lives (shown with a heart) or points."
    ),
    "option.unit.lives": "Lives",
    "option.unit.points": "Points",
    "option.points_start": "Points at the start",
    "option.points_loss_per_diff": "Points lost per trick of difference",
    "option.lives_end": "End of the game",
    "option.lives_end.help": "Play until one player is left, or stop when someone reaches 0.",
    "option.lives_end.last-alive": "Last player standing",
    "option.lives_end.last-alive.short": "Last one in wins",
    "option.lives_end.first-to-zero": "Stop when someone reaches 0",
    "option.lives_end.first-to-zero.short": "First at 0 ends it",
    "option.excuse": "The Excuse",
    "option.excuse.help": "What the Excuse is worth when it is played.",
    "option.excuse.zero": "Worth 0",
    "option.excuse.twenty-two": "Worth 22",
    "option.excuse.chosen": "0 or 22, its player chooses",
    "option.excuse.chosen.short": "0 or 22, chosen",
    "option.short_cycle": "Short cycle",
    "option.short_cycle.help": "At 3 players, start the tarot cycle at 5 cards instead of 7.",
    "option.after_one": "After the one-card round",
    "option.after_one.help": "Start again at the top, or climb back up one card a round.",
    "option.after_one.restart": "Start again",
    "option.after_one.climb": "Climb back up",
    "option.bga_table": "Board Game Arena table",
    "option.bga_table.help": "Allow 2, 6 or 7 players with the tarot deck.",
    "option.invalid": "These options do not fit together: {reason}",
    # -- bots ----------------------------------------------------------------------------------
    "bot.level": "Bot level",
    "bot.level.random": "Random",
    "bot.level.easy": "Easy",
    "bot.level.normal": "Normal",
    "bot.level.hard": "Hard",
    "bot.thinking": "{name} is thinking…",
    # -- cards ---------------------------------------------------------------------------------
    "suit.clubs": "clubs",
    "suit.diamonds": "diamonds",
    "suit.hearts": "hearts",
    "suit.spades": "spades",
    "card.rank.2": "Two",
    "card.rank.3": "Three",
    "card.rank.4": "Four",
    "card.rank.5": "Five",
    "card.rank.6": "Six",
    "card.rank.7": "Seven",
    "card.rank.8": "Eight",
    "card.rank.9": "Nine",
    "card.rank.10": "Ten",
    "card.rank.J": "Jack",
    "card.rank.Q": "Queen",
    "card.rank.K": "King",
    "card.rank.A": "Ace",
    "card.letter.J": "J",
    "card.letter.Q": "Q",
    "card.letter.K": "K",
    "card.letter.A": "A",
    "card.name": "{rank} of {suit}",
    "card.trump_name": "Trump {n}",
    "card.excuse": "Excuse",
    "card.excuse_name": "the Excuse",
    "card.excuse_worth": "Excuse ({value})",
    "card.no_trump": "No trump",
    "card.hidden": "Hidden card",
    # -- table ---------------------------------------------------------------------------------
    "table.round": "Round {n}",
    "table.round_of": "Round {n} of {total}",
    "table.cards_this_round": "{n} cards",
    "table.trump": "Trump",
    "table.trump_is": "Trump: {suit}",
    "table.no_trump": "No trump",
    "table.no_trump_tarot": "Tarot: the highest card wins",
    "table.dealer": "Dealer",
    "table.dealer_is": "{name} deals",
    "table.your_turn": "Your turn",
    "table.your_bid": "Your bid",
    "table.turn_of": "{name}'s turn",
    "table.bid_prompt": "How many tricks will you take?",
    "table.bid_button": "Bid {bid}",
    "table.bid_of": "{name} bids {bid}",
    "table.bids_total": "Bids: {total} for {tricks} tricks",
    "table.bid": "Bid",
    "table.bid_column": "Bid",
    "table.tricks": "Tricks",
    "table.score": "Score",
    "table.lives": "Lives",
    "table.points": "Points",
    "table.bid_tricks": "{tricks} / {bid}",
    "table.not_bid_yet": "–",
    "table.play_prompt": "Play a card",
    "table.must_follow": "You must follow {suit}",
    "table.must_trump": "You have no {suit}: you must trump",
    "table.hook_forbids": "The hook forbids {bid}: the bids would total {total}",
    "table.zero_limit": "No more than {limit} zero bids in a row",
    "table.blind_round": "Blind round: you see every card but your own",
    "table.blind_play": "Play your hidden card",
    "table.excuse_prompt": "What is the Excuse worth?",
    "table.excuse_zero": "0",
    "table.excuse_22": "22",
    "table.leads": "{name} leads",
    "table.trick_won": "{name} takes the trick",
    "table.trick_won_you": "You take the trick",
    "table.last_trick": "Last trick",
    "table.show_last_trick": "Show the last trick",
    "table.hide_last_trick": "Hide the last trick",
    "table.no_last_trick": "No trick played yet",
    "table.round_over": "End of the round",
    "table.exact": "Exact!",
    "table.missed": "Missed by {diff}",
    "table.points_delta": "{delta} pts",
    "table.lives_delta": "{delta} lives",
    "table.eliminated": "{name} is out",
    "table.out": "Out",
    "table.game_over": "Game over",
    "table.winner": "{name} wins!",
    "table.winners": "Shared win: {names}",
    "table.you_win": "You win!",
    "table.play_again": "Play again",
    "table.to_menu": "Main menu",
    "table.score_sheet": "Score sheet",
    "table.pause": "Pause",
    "table.undo": "Undo",
    "table.undo_unavailable": "Nothing to undo",
    "table.coach": "Coach",
    "table.coach_bid": "The coach would bid {bid}",
    "table.coach_play": "The coach would play {card}",
    "table.coach_expected": "expected {value}",
    "table.deal_code": "Deal code: {code}",
    "table.shuffling": "Shuffling…",
    "table.dealing": "Dealing…",
    "table.keys_hint": "← → choose · Enter play · Esc pause · L last trick",
    "table.bid_keys_hint": "← → or digits choose · Enter bid",
    "table.wait": "Wait for your turn",
    "table.excuse": "Excuse",
    "table.tarot_trumps": "All trumps: highest wins",
    "table.player": "Player",
    "table.dealer_chip": "D",
    "table.points_short": "{n} pts",
    "table.bid_bubble": "Bid {bid}",
    "table.coach_thinking": "The coach is thinking…",
    "table.excuse_prompt_blind": "If your card is the Excuse, it is worth:",
    "table.excuse_help": "0 never wins · 22 beats everything",
    "table.close_hint": "Click, L or Esc to close",
    "table.round_summary": "Round {n} · {cards} cards",
    "table.review_round": "Review this round (R)",
    "table.continue_hint": "Click or press Enter to continue",
    "table.suit.clubs": "clubs",
    "table.suit.diamonds": "diamonds",
    "table.suit.hearts": "hearts",
    "table.suit.spades": "spades",
    "table.rule.follow-suit": "You must follow {suit}",
    "table.rule.must-trump": "You have no {suit}: you must trump {trump}",
    "table.rule.hook": "The hook forbids {bid}: the bids would total {total}",
    "table.rule.zero-limit": "You may not bid zero {count} times in a row",
    "table.rule.bid-range": "Bid from 0 to the number of cards in your hand",
    "table.rule.not-in-hand": "That card is not in your hand",
    "table.rule.excuse-choice": "Say what the Excuse is worth: 0 or 22",
    "table.rule.turn": "It is {name}'s turn",
    "table.rule.phase": "That cannot be done now",
    "table.rule.blind": "Blind round: play the card you cannot see",
    "table.rule.game-over": "The game is over",
    "table.rule.action": "That action does not exist",
    "table.rule.tricks-total": "The tricks add up to {total}, not {size}",
    "table.keys_hint_pick": "Click a card to play it · ← → or Enter to choose with the keys",
    "table.bid_keys_hint_pick": "Click or type a number · ← → or Enter to choose with the keys",
    "table.skip_to_result": "Skip to the result",
    "table.out_watching": "You are out: the bots play on",
    "table.skipping": "The bots finish the game…",
    "table.excuse_keep": "Keep it",
    "table.dealer_is_you": "You deal",
    "table.eliminated_you": "You are out",
    # -- pass-and-play hand-off ----------------------------------------------------------------
    "handoff.pass_to": "Pass to {name}",
    "handoff.hidden": "The hands stay hidden until {name} confirms.",
    "handoff.ready": "I am {name}: show my cards",
    "handoff.hint": "Click or press Enter when {name} has the screen.",
    "handoff.public_info": "Everything on the table stays visible; only the hands are hidden.",
    # -- pause menu ----------------------------------------------------------------------------
    "pause.title": "Pause",
    "pause.resume": "Resume",
    "pause.rules": "Rules",
    "pause.settings": "Settings",
    "pause.score_sheet": "Score sheet",
    "pause.quit": "Quit",
    "pause.quit_to_menu": "Quit to the menu",
    "pause.hint": "Esc to resume. The game is saved: Continue picks it up again.",
    "pause.quit_confirm": "Leave this game? It is saved and can be continued later.",
    # -- score sheet ---------------------------------------------------------------------------
    "score.title": "Score sheet",
    "score.round": "Round",
    "score.cards": "Cards",
    "score.trump": "Trump",
    "score.dealer": "Dealer",
    "score.bid": "Bid",
    "score.tricks": "Tricks",
    "score.points": "Points",
    "score.lives": "Lives",
    "score.total": "Total",
    "score.exact": "exact",
    "score.missed": "missed",
    "score.eliminated": "out",
    "score.ranking": "Final ranking",
    "score.rank": "{rank}.",
    "score.chart": "Totals by round",
    "score.export": "Export as PNG",
    "score.review": "Review round {n}",
    "score.review_hint": "Click a round (or ↑ ↓ then R) to look back at it",
    "score.review_hint_short": "R: look back at a round",
    "score.exported": "Saved to {path}",
    "score.export_failed": "Could not save the picture: {error}",
    "score.exact_rate": "{made} exact out of {rounds}",
    "score.legend_exact": "exact bid",
    "score.blind": "blind",
    "score.col_bid": "bid · tricks",
    "score.col_round": "round",
    "score.col_total": "total",
    "score.col_lives": "lives",
    "score.standings": "Standings",
    "score.legend.cell": "bid 2, took 1",
    "score.legend.out": "out of the game",
    "score.legend.tarot": "tarot: no suits",
    "score.legend.no_trump": "no trump",
    "score.legend.turned_up": "trump turned up at the table",
    "score.legend.scroll": "arrows or the wheel to scroll",
    "score.out_in_round": "Out in round {n}",
    "score.ranking_rule.lives": (
        "Ranked by who stayed in the longest (the later out, the better), then by lives."
    ),
    "score.ranking_rule.points": (
        "Ranked by who stayed in the longest (the later out, the better), then by points."
    ),
    # -- score keeper (real cards) -------------------------------------------------------------
    "keeper.title": "Score keeper",
    "keeper.intro": "Play with real cards; the app applies the rules and keeps the sheet.",
    "keeper.round": "Round {n}: {cards} cards",
    "keeper.enter_bids": "Enter each player's bid",
    "keeper.enter_tricks": "Enter the tricks each player took",
    "keeper.trump_prompt": "Trump of this round",
    "keeper.dealer_is": "{name} deals",
    "keeper.tricks_total": "The tricks must add up to {total} (now {sum})",
    "keeper.next_round": "Next round",
    "keeper.undo_round": "Correct the last round",
    "keeper.finish": "End the game",
    "keeper.new_game": "New game",
    "keeper.resume": "Resume",
    "keeper.list_title": "Games being kept",
    "keeper.empty": "No game yet: start one with “New game”.",
    "keeper.round_of": "Round {n} of {count}",
    "keeper.round_n": "Round {n}",
    "keeper.finished": "Finished",
    "keeper.updated": "{date}",
    "keeper.delete_confirm": "Press Delete again to delete this game",
    "keeper.deleted": "Game deleted",
    "keeper.damaged": "A damaged score-keeper file was set aside: {names}",
    "keeper.open_failed": "This game could not be opened: {error}",
    "keeper.setup_title": "New game with real cards",
    "keeper.seating": "Players, in seating order",
    "keeper.seating_hint": "Seat the players in the order they sit round the table; "
    "↑ moves a player up.",
    "keeper.move_up": "↑",
    "keeper.first_dealer": "First dealer",
    "keeper.start": "Start keeping score",
    "keeper.round_head": "Round {round}: {cards} cards",
    "keeper.bids_first": "{name} bids first",
    "keeper.trump_is": "Trump: {rule}",
    "keeper.trump.turned-up": "turned up by the dealer",
    "keeper.trump.none-left": "no trump: no card left to turn",
    "keeper.trump.no-trump": "no trump",
    "keeper.trump.suit": "{suit}",
    "keeper.trump.tarot": "the tarot trumps, every card is a trump",
    "keeper.blind": "Blind round: everyone bids without looking at their card",
    "keeper.blind_tag": "blind",
    "keeper.bid_of": "{name}'s bid?",
    "keeper.tricks_of": "How many tricks did {name} take?",
    "keeper.tricks_too_many": "The tricks add up to {sum}, not {total}: {n} too many",
    "keeper.tricks_missing": "The tricks add up to {sum}, not {total}: {n} missing",
    "keeper.tricks_ok": "The tricks add up to {total}",
    "keeper.confirm_tricks": "Confirm the tricks",
    "keeper.undo": "Undo",
    "keeper.sheet": "Score sheet",
    "keeper.export_csv": "Export CSV",
    "keeper.exported": "Saved to {path}",
    "keeper.export_failed": "Could not save the file: {error}",
    "keeper.save_failed": "This game could not be saved: {error}",
    "keeper.large": "Large",
    "keeper.normal_size": "Normal size",
    "keeper.col_bid": "bid",
    "keeper.col_tricks": "tricks",
    "keeper.col_total": "total",
    "keeper.col_lives": "lives",
    "keeper.out": "out",
    "keeper.forbidden": "{bid}: {reason}",
    "keeper.history": "Rounds played",
    "keeper.history_hint": "Click a round to correct it",
    "keeper.edit_title": "Correcting round {n}",
    "keeper.edit_hint": "Tab chooses a box, the numbers set it",
    "keeper.save_edit": "Save the correction",
    "keeper.edit_refused": "Correction refused: round {n}, {reason}",
    "keeper.edited": "Round {n} corrected; the rounds after it were recomputed",
    "keeper.refused": "Refused: {reason}",
    "keeper.rule.keeper-out": "{name} is out of the game and cannot bid",
    "keeper.rule.keeper-missing": "{name} has no bid",
    "keeper.rule.keeper-incomplete": "a round is unfinished",
    "keeper.rule.players": "these rules cannot be played by this many players",
    "keeper.game_over": "Game over",
    "keeper.keys": "Digits type a number · Enter confirms · Tab next player · "
    "Backspace erases · Esc back",
    "keeper.csv.round": "Round",
    "keeper.csv.cards": "Cards",
    "keeper.csv.dealer": "Dealer",
    "keeper.csv.trump": "Trump",
    "keeper.csv.bid": "bid",
    "keeper.csv.tricks": "tricks",
    "keeper.csv.score": "score",
    "keeper.csv.total": "total",
    "keeper.round_cards.one": "Round {round}: {n} card",
    "keeper.round_cards.other": "Round {round}: {n} cards",
    "keeper.too_big.one": "{typed} is too many: this round has {n} card",
    "keeper.too_big.other": "{typed} is too many: this round has {n} cards",
    "keeper.edit_problem": "This correction breaks round {n}: {reason}",
    # -- rules screen --------------------------------------------------------------------------
    "rules.title": "Rules",
    "rules.common": "Every game",
    "rules.common.text": "Each round, every player announces exactly how many tricks they "
    "will take; 0 is a bid too. Only exact bids pay. The hook: the last bidder may not make "
    "the bids add up to the number of tricks, so someone must miss. Follow the suit led if "
    "you can; otherwise trump or throw any card. The highest trump wins the trick, else the "
    "highest card of the suit led; ace is high. The winner of a trick leads the next, and "
    "the deal moves one seat each round.",
    "rules.choices": "Choices made where the rule texts differ",
    "rules.blind": "Blind round",
    "rules.blind.text": "In the one-card round each player sees everyone else's card but "
    "never their own, and bids from what they see.",
    "rules.tarot": "Tarot deck",
    "rules.tarot.text": "The 22 tarot cards have no suits: the highest number wins the trick "
    "and 21 is the master. The Excuse is worth 0, 22, or the value its player announces, "
    "depending on the game.",
    "rules.details": "The rules in detail",
    "rules.size_entry": "{cards} at {players}",
    "rules.no_limit": "No limit",
    "rules.keys": "Keys",
    "rules.key.table": "S score sheet · H coach · U or Ctrl+Z undo · R review the round on its "
    "summary · Enter skips to the result once you are out of a lives game",
    "rules.key.review": "Reviewing a round: ← → one move · Space plays on · Home, End the ends · "
    "on the score sheet, ↑ ↓ pick a round and R opens it",
    "rules.key.fullscreen": "F11: full screen",
    "rules.choice.twos": "So that every card can be dealt, 2s are removed in this order: 2♣, "
    "2♦, 2♥, 2♠ (one at 3 players, two at 5, three at 7, four at 6 and 8).",
    "rules.choice.table_three": "The table rules give no maximum for 3 players: it is 17 "
    "cards, the whole deck but one.",
    "rules.choice.counterclockwise": '"The player on the dealer\'s right leads": play goes '
    "counter-clockwise, as in French tarot and belote, and the deal passes to the right.",
    "rules.choice.elimination": "When players drop out, the current cycle goes on; the next "
    "cycle starts at the start size for the players left.",
    "rules.choice.all_out": "If every remaining player drops to 0 or below in the same round, "
    "the highest total wins, and exact ties share the win.",
    "rules.choice.rotation": "The trump rotation follows Pagat: ♥ in the first round, then ♦, "
    "♣, ♠ and a round without trump, over and over.",
    "rules.choice.blind_excuse": "In the blind round, a player who cannot see the Excuse in "
    "anyone else's hand says before playing what their card is worth if it is the Excuse: 0 or "
    "22.",
    "rules.origin": "Where these rules come from",
    "rules.origin.classic": (
        "The classic family game: Rikiki, also called L'Ascenseur, and Oh Hell! in English, as "
        "a French rules article, “Règles du Rikiki, de l'Ascenseur et d'Oh Hell”, describes it "
        "after Wikipedia and Pagat. Pagat's variants, down then up or a top hand capped so that "
        "a card is left to turn up, are options of the custom rules."
    ),
    "rules.origin.rikiki": (
        "Rikiki as the rules page of a French site for playing it online describes it, with "
        "the host's default online scoring. The same page gives the other sequences (up then "
        "down, down, pyramid, the quick 5-round game), all options of the custom rules."
    ),
    "rules.origin.ascenseur": (
        "L'Ascenseur as a one-page French rule sheet describes it: 2s are taken out so that the "
        "top round deals every card, which leaves none to turn up."
    ),
    "rules.origin.ascenseur-table": (
        "L'Ascenseur as players describe their own table on a French board-game site: the "
        "dealer speaks first, the player on the dealer's right leads, and the scoring is richer."
    ),
    "rules.origin.tarot-africain": (
        "The simple rule of Tarot Africain, after a French article, “Règles du Tarot Africain : "
        "la règle simple, les variantes et la feuille de score”: a variant of L'Ascenseur "
        "played with the 22 tarot cards and lives instead of points. No source gives its date, "
        "place or inventor."
    ),
    "rules.origin.whist22": (
        "Tarot Africain as Board Game Arena plays it under the name Whist 22, as the same "
        "article on Tarot Africain reports: 2 to 7 players, 14 points each and an Excuse worth "
        "0 or 22."
    ),
    "rules.leader": "Leads the first trick",
    "rules.schedule": "Hand sizes with {players}",
    "rules.sizes_rounds": "{sizes} ({rounds})",
    "rules.cycle_again": "{sizes}, then again until the game ends",
    "rules.quick5_sizes": "5 rounds drawn at random, from 1 to {top} cards",
    "rules.twos_removed": "without {twos}",
    "rules.no_two": "no 2 removed at this number of players",
    "rules.players_now": "{allowed} (this game: {players})",
    "rules.formula.points_terms": "Exact bid: {exact}. Missed bid: {missed}.",
    "rules.formula.per_trick": "× tricks",
    "rules.formula.per_diff": "× |bid − tricks|",
    "rules.formula.lives": "Exact bid: no life lost. Missed bid: −{loss} × |bid − tricks| lives.",
    "rules.formula.points_down": "Exact bid: no point lost. Missed bid: −{loss} × |bid − "
    "tricks| points.",
    "rules.example": "Scoring examples",
    "rules.example.entry": "Bid {bid}, took {tricks}: {delta}",
    "rules.end": "End of the game",
    # -- rules summary (generated from any rules, game.ui.rules_text) -------------------------
    "summary.and": "and",
    "summary.or": "or",
    "summary.players.range": "{low} to {high} players",
    "summary.deck.standard": "{players} with 52 cards.",
    "summary.deck.tarot": "{players} with the 22 tarot cards: the trumps 1 to 21 and the Excuse.",
    "summary.deck.twos": "{players} with 52 cards, a few 2s removed so that the deck splits "
    "evenly.",
    "summary.deck.twos_some": "{players} with 52 cards minus {twos}, so that the deck splits "
    "evenly.",
    "summary.deck.twos_none": "{players} with 52 cards: they split evenly, so no 2 is removed.",
    "summary.bga": "The Board Game Arena table allows 2, 6 and 7 players.",
    "summary.size_first": "{cards} with {players} players",
    "summary.size_next": "{cards} with {players}",
    "summary.top_deal": "the biggest deal ({entries})",
    "summary.top_unknown": "the biggest deal",
    "summary.sequence.up": "Hands grow by one card each round, from 1 up to {top}.",
    "summary.sequence.down": "Hands shrink by one card each round, from {top} down to 1.",
    "summary.sequence.up-down": "Hands grow by one card each round from 1 up to {top}, then "
    "shrink back to 1.",
    "summary.sequence.down-up": "Hands start at {top} and lose one card each round down to 1, "
    "then grow back one card a round.",
    "summary.sequence.quick5": "A quick game of 5 rounds, with hand sizes drawn at random "
    "between 1 card and {top}, all different when possible.",
    "summary.sequence.custom": "Hands follow a list of your own, round by round: {sizes}.",
    "summary.sequence.tarot-cycle.restart": "Hands start at {top}, lose one card each round "
    "down to a single card, then start again.",
    "summary.sequence.tarot-cycle.climb": "Hands start at {top}, lose one card each round down "
    "to a single card, then climb back up one card a round, and so on.",
    "summary.cap": "Nobody is dealt more than {cards}.",
    "summary.short_cycle": "With 3 players the short cycle starts at 5 cards.",
    "summary.rounds": "{rounds} in all.",
    "summary.trump.turned-up.no-trump": "The next card of the stock is turned up for trump; "
    "when no card is left over, the round has no trump.",
    "summary.trump.turned-up.cap": "The next card of the stock is turned up for trump; hands "
    "are kept one card short when needed so that a card is always left to turn up.",
    "summary.trump.rotation": "Trump changes every round in turn: ♥, ♦, ♣, ♠, then a round "
    "without trump.",
    "summary.trump.none": "There is never a trump suit: the highest card of the suit led wins "
    "the trick.",
    "summary.trump.tarot": "There are no suits: the highest card wins the trick and 21 is the "
    "master.",
    "summary.excuse.zero": "The Excuse is worth nothing: it never wins a trick.",
    "summary.excuse.twenty-two": "The Excuse is worth 22: it beats every card.",
    "summary.excuse.chosen": "Whoever plays the Excuse says whether it is worth 0 or 22.",
    "summary.side.left": "left",
    "summary.side.right": "right",
    "summary.direction.clockwise": "clockwise",
    "summary.direction.counterclockwise": "counter-clockwise",
    "summary.bidding.after-dealer": "Play goes {direction}: the player on the dealer's {side} "
    "bids first and leads.",
    "summary.bidding.dealer": "Play goes {direction}: the dealer bids first and the player on "
    "the dealer's {side} leads.",
    "summary.last.dealer": "the dealer",
    "summary.last.neighbour": "the player on the dealer's {side}",
    "summary.hook.on": "The last to bid ({last}) may not make the bids add up to the number of "
    "tricks: that is the hook.",
    "summary.hook.off": "There is no hook: the bids may add up to the number of tricks.",
    "summary.zero_limit.one": "Nobody may bid zero twice in a row, unless no other bid is left.",
    "summary.zero_limit.other": "Nobody may bid zero more than {n} times in a row, unless no "
    "other bid is left.",
    "summary.zero_limit_quick.one": "The limit of one zero bid in a row does not apply to the "
    "quick game.",
    "summary.zero_limit_quick.other": "The limit of {n} zero bids in a row does not apply to "
    "the quick game.",
    "summary.follow.free": "Follow suit if you can; if not, trump or throw any card.",
    "summary.follow.must_trump": "Follow suit if you can; if not, you must trump when you have "
    "a trump.",
    "summary.follow.no_trump": "Follow suit if you can; if not, throw any card.",
    "summary.blind": "Every one-card round is played blind: you see everyone's card but your own.",
    "summary.exact.both": "An exact bid scores {points} plus {per} per trick.",
    "summary.exact.bonus": "An exact bid scores {points}.",
    "summary.exact.per_trick": "An exact bid scores {per} per trick.",
    "summary.exact.nothing": "An exact bid scores nothing.",
    "summary.loss.both": "{points} plus {per} per trick of difference",
    "summary.loss.per_diff": "{per} per trick of difference",
    "summary.miss.gain": "A missed bid scores {gain} per trick taken.",
    "summary.miss.loss": "A missed bid costs {loss}.",
    "summary.miss.gain_loss": "A missed bid scores {gain} per trick taken but costs {loss}.",
    "summary.miss.nothing": "A missed bid scores nothing.",
    "summary.lives": "Everyone starts with {start} and loses {loss} per trick of difference "
    "when a bid is missed.",
    "summary.no_loss": "nothing lost",
    "summary.example": "Examples: {examples}.",
    "summary.example.entry": "bid {bid}, took {tricks}: {delta}",
    "summary.end.points": "After the last round, the most points wins.",
    "summary.end.last-alive.lives": "At 0 lives you are out, and the last player left wins.",
    "summary.end.last-alive.points": "At 0 points you are out, and the last player left wins.",
    "summary.end.first-to-zero.lives": "The game stops as soon as someone reaches 0 lives, and "
    "the most lives wins.",
    "summary.end.first-to-zero.points": "The game stops as soon as someone reaches 0, and the "
    "most points wins.",
    "summary.end.schedule.lives": "Otherwise the game ends after the last round, and the most "
    "lives wins.",
    "summary.end.schedule.points": "Otherwise the game ends after the last round, and the most "
    "points wins.",
    # -- statistics ----------------------------------------------------------------------------
    "stats.title": "Statistics",
    "stats.games": "Games",
    "stats.wins": "Wins",
    "stats.win_rate": "Win rate",
    "stats.exact_rate": "Exact bids",
    "stats.average_score": "Average score",
    "stats.by_preset": "By game",
    "stats.none": "No game finished yet.",
    "stats.reset": "Reset the statistics",
    "stats.reset_confirm": "Erase every statistic? This cannot be undone.",
    "stats.subtitle": "Your finished games, by game, opponents and player",
    "stats.filter.game": "Game",
    "stats.filter.opponents": "Opponents",
    "stats.filter.player": "Player",
    "stats.all_levels": "All levels",
    "stats.all_players": "All players",
    "stats.level.mixed": "Mixed levels",
    "stats.level.humans": "People only",
    "stats.custom": "Custom rules",
    "stats.custom_named": "{name} (custom)",
    "stats.points_per_round": "Points per round",
    "stats.lives_per_round": "Lives lost per round",
    "stats.countdown_per_round": "Points lost per round",
    "stats.best_game": "Best game",
    "stats.streak": "Current streak",
    "stats.streak_wins.one": "{n} win",
    "stats.streak_wins.other": "{n} wins",
    "stats.streak_losses.one": "{n} loss",
    "stats.streak_losses.other": "{n} losses",
    "stats.lives_left.one": "{n} life left",
    "stats.lives_left.other": "{n} lives left",
    "stats.points_left.one": "{n} point left",
    "stats.points_left.other": "{n} points left",
    "stats.count_of": "{n} of {total}",
    "stats.chart.by_size": "Exact bids by hand size",
    "stats.chart.scores": "Final score per game",
    "stats.chart.lives": "Lives left per game",
    "stats.chart.diffs": "Bid minus tricks",
    "stats.axis.cards": "cards in hand",
    "stats.axis.games": "games, oldest to latest",
    "stats.too_high": "bid too high →",
    "stats.too_low": "← bid too low",
    "stats.none_hint": "Finish a game at the table and your figures and charts will appear here.",
    "stats.no_match": "No finished game for this choice.",
    "stats.damaged": "The statistics file was damaged: it was kept as {name} and new "
    "statistics were started.",
    "stats.damaged_kept": "The statistics file {name} is damaged and could not be set aside: "
    "games are not counted until it is moved away.",
    "stats.unreadable": "The statistics could not be read ({reason}): games are not counted.",
    "stats.place": "Place {n} of {players}",
    "stats.won": "won",
    "stats.erase": "Erase",
    "stats.reset_done": "Every statistic was erased.",
    "stats.reset_failed": "Could not erase the statistics: {error}",
    # -- settings ------------------------------------------------------------------------------
    "settings.title": "Settings",
    "settings.language": "Language",
    "settings.animation_speed": "Animation speed",
    "settings.speed.slow": "Slow",
    "settings.speed.normal": "Normal",
    "settings.speed.fast": "Fast",
    "settings.speed.instant": "Instant",
    "settings.sound": "Sound",
    "settings.volume": "Sound volume",
    "settings.mute": "Mute",
    "settings.fullscreen": "Full screen",
    "settings.card_size": "Card size",
    "settings.card_size.small": "Small",
    "settings.card_size.medium": "Medium",
    "settings.card_size.large": "Large",
    "settings.four_colour": "Four-colour deck",
    "settings.four_colour.help": "♣ green, ♦ blue, ♥ red, ♠ black: easier to tell apart.",
    "settings.card_back": "Card back",
    "settings.back.blue": "Blue",
    "settings.back.red": "Red",
    "settings.back.green": "Green",
    "settings.coach": "Coach",
    "settings.coach.help": "Shows what the bots would bid or play, and the expected outcome.",
    "settings.undo": "Allow undo against bots",
    "settings.reset": "Restore the defaults",
    "settings.preview": "Preview",
    "settings.saved": "Settings saved",
    # -- dialogs -------------------------------------------------------------------------------
    "dialog.quit_title": "Quit Ascenseur?",
    "dialog.quit_text": "The game in progress is saved.",
    "dialog.abandon_title": "Abandon this game?",
    "dialog.abandon_text": "It will be counted as unfinished.",
    # -- rule errors, keyed by IllegalActionError.rule -----------------------------------------
    "error.follow-suit": "You must follow {suit}",
    "error.must-trump": "You have no {suit}: you must trump",
    "error.hook": "The hook forbids {bid}: the bids would total {total}",
    "error.zero-limit": "No more than {limit} zero bids in a row",
    "error.bid-range": "Bid between 0 and {max}",
    "error.not-in-hand": "That card is not in your hand",
    "error.excuse-choice": "Say what the Excuse is worth: 0 or 22",
    "error.turn": "Wait for your turn",
    "error.phase": "That cannot be done now",
    "error.blind": "Blind round: play the card you cannot see",
    "error.game-over": "The game is over",
    "error.action": "That action does not exist",
    "error.tricks-total": "The tricks must add up to the number of cards dealt",
    "error.unknown": "That move is not allowed",
    # -- counts (plural pairs) -----------------------------------------------------------------
    "count.tricks.one": "{n} trick",
    "count.tricks.other": "{n} tricks",
    "count.cards.one": "{n} card",
    "count.cards.other": "{n} cards",
    "count.points.one": "{n} point",
    "count.points.other": "{n} points",
    "count.lives.one": "{n} life",
    "count.lives.other": "{n} lives",
    "count.players.one": "{n} player",
    "count.players.other": "{n} players",
    "count.rounds.one": "{n} round",
    "count.rounds.other": "{n} rounds",
    "count.games.one": "{n} game",
    "count.games.other": "{n} games",
    # -- reviewing a round ---------------------------------------------------------------
    "review.title": "Review of round {n}",
    "review.points": "{value} points",
    "review.lives": "{value} lives",
    "review.you_bid": "You bid {n}",
    "review.they_bid": "{name} bid {n}",
    "review.you_played": "You played {card}",
    "review.they_played": "{name} played {card}",
    "review.expected": "{choice}: expected {value}.",
    "review.best": "Best: {action}, {value}",
    "review.costly": "A costly choice: {loss} against the best option.",
    "review.summary.one": "{n} costly choice, {loss} expected",
    "review.summary.other": "{n} costly choices, {loss} expected",
    "review.summary_clean": "No costly choice in this round",
    "review.knew_blind": "It saw: {cards} (never its own card)",
    "review.knew_hand": "Its hand: {cards}",
    "review.knew_played": "Cards seen: {cards}",
    "review.knew_void": "{name} had shown no {suits}",
    "review.proof.cash-masters": "Every remaining trick was needed: {good} first.",
    "review.proof.duck": "No more tricks were wanted: {good} was sure to lose the trick.",
    "review.proof.excuse-value": "The contract decided what the Excuse was worth: {good}.",
    "review.proof.endgame": "{good} did better than {chosen} in every deal you could have faced.",
    "review.proof.bid-certain-fail": (
        "You held more sure winners than that: a bid of {good} or more could still be made."
    ),
    "review.proof.bid-one-card": "With one card each, the chances made {good} the best bid.",
    "review.proof.bid-blind": "From the cards you could see, {good} was the best bid.",
    "review.proof.excuse-blind": "The contract decided what to say the Excuse is worth: {good}.",
    "review.copy_code": "Copy the deal code",
    "review.save_round": "Save this round",
    "review.play": "Play on",
    "review.pause": "Pause",
    "review.thinking": "The coach is looking at the round… {percent}%",
    "review.copied": "Deal code {code} copied",
    "review.code_is": "The deal code is {code}",
    "review.saved": "Saved to {path}",
    "review.save_failed": "The round could not be saved: {error}",
    "review.dealt": "The hands as dealt. → plays the round card by card, Space plays it on.",
    "review.not_yet": "The coach has not looked at this choice yet…",
    "review.bot_knew": "What this bot knew when it decided:",
    "review.open": "Review",
    # -- open a saved round ----------------------------------------------------------------------
    "open.title": "Open a saved round",
    "open.intro": "Rounds saved with “Save this round” and games, newest first. Drop a file on "
    "the window, or give its path.",
    "open.list_title": "In your exports folder",
    "open.empty": "Nothing saved yet: in the review of a round, “Save this round” puts it here.",
    "open.open": "Open",
    "open.game": "Whole game",
    "open.path_label": "A file:",
    "open.path_placeholder": "Type or paste (Ctrl+V) the path of a .json file",
    "open.no_path": "Type the path of a round or game file first.",
    "open.failed": "Cannot open {name}: {error}",
    "open.no_round": "the game has no finished round yet",
    "open.button": "Open a saved round",
    "open.button_detail": "A round a friend sent you, or one you saved",
    # -- learn to play: the lessons --------------------------------------------------------------
    "lesson.title": "Learn to play",
    "lesson.choose": "Pick a lesson: you make the moves, the game guides you.",
    "lesson.menu_button": "Learn to play",
    "lesson.menu_offer": "← New here? A 3-minute lesson",
    "lesson.next": "Next",
    "lesson.finish": "Finish",
    "lesson.skip": "Skip the lesson",
    "lesson.you": "You",
    "lesson.progress": "Step {n} of {total}",
    "lesson.dealing": "Dealing the cards…",
    "lesson.watch": "Watch the others play…",
    "lesson.press_next": "Read the lesson, then press Next",
    "lesson.keys_read": "Enter or click Next · Esc skips",
    "lesson.keys_play": "Click the card, or ← → then Enter",
    "lesson.table_keys_hint": "← → choose · Enter play · Esc skip the lesson · L last trick",
    "lesson.keys_bid": "Click the number, or type it",
    "lesson.not_this_time": "Allowed, but not this time",
    "lesson.not_the_lesson": (
        "That move is allowed, but the lesson asks for another: read it again."
    ),
    "lesson.try_again": "Look at the outlined card and try again.",
    "lesson.rikiki.name": "Rikiki: the basics",
    "lesson.rikiki.detail": "Bids, trumps, following suit, the score · about 3 minutes",
    "lesson.rikiki.hand": (
        "Welcome! You are playing Rikiki against Léa, Marc and Inès. Here is your hand: 4 cards."
        " Everyone has 4, so this round has 4 tricks. A trick is one card from each player:"
        " the strongest card takes it."
    ),
    "lesson.rikiki.trump": (
        "The card turned face up, the 10 of spades, names the trump: spades are trumps this"
        " round. A trump beats any card of the other suits. You hold a small trump: the 4 of"
        " spades."
    ),
    "lesson.rikiki.bidding": (
        "Before playing, everyone says how many tricks they will take: exactly that many, no"
        " more, no fewer. Léa, on the dealer's left, starts. You are the dealer (D), so you bid"
        " last. Press Next to hear their bids."
    ),
    "lesson.rikiki.bid": (
        "Léa, Marc and Inès bid 1 each: 3 in all. The dealer may not make the total equal the"
        " number of tricks: 3 + 1 = 4, so 1 is forbidden to you. Your King of hearts and your"
        " trump can take 2 tricks: bid 2."
    ),
    "lesson.rikiki.bid.illegal": (
        "That is the dealer's rule, the hook: this way at least one player will miss. Bid 2."
    ),
    "lesson.rikiki.bid.wrong": (
        "You may, but this hand is made for 2 tricks: the King of hearts and the 4 of spades."
        " Bid 2."
    ),
    "lesson.rikiki.lead": (
        "Everyone has bid: 5 tricks wanted, only 4 to take. Léa leads the first trick, then each"
        " player in turn plays one card. Watch."
    ),
    "lesson.rikiki.follow": (
        "Léa led a heart: everyone must follow suit, that is play a heart if they have one. You"
        " have two, the King and the 7. The highest card of the suit led wins: play the King of"
        " hearts."
    ),
    "lesson.rikiki.follow.illegal": (
        "You have hearts, so you must play one. Play the King of hearts."
    ),
    "lesson.rikiki.follow.wrong": (
        "Allowed, but the 7 would lose to Marc's 9. Play the King to win the trick."
    ),
    "lesson.rikiki.won": (
        "Well done, the trick is yours: your King was the highest heart. The board on the left"
        " counts everyone's tricks. Whoever wins a trick leads the next one: your turn."
    ),
    "lesson.rikiki.discard": (
        "When you lead, you may play any card. Your 3 of diamonds will not win anything: get rid"
        " of it now. Play the 3 of diamonds."
    ),
    "lesson.rikiki.discard.wrong": (
        "Allowed, but keep the 7 of hearts and the trump for later. Play the 3 of diamonds."
    ),
    "lesson.rikiki.trump_in": (
        "Marc took that trick with the Ace of diamonds, then led a club. You have no clubs: you"
        " may trump, or throw away any other card. Trump with the 4 of spades!"
    ),
    "lesson.rikiki.trump_in.wrong": (
        "Allowed, but the 7 of hearts would lose this trick. Even the smallest trump beats a"
        " club: play the 4 of spades."
    ),
    "lesson.rikiki.trumped": (
        "Your little 4 of spades beat Marc's King of clubs: a trump is stronger than every other"
        " suit. Two tricks: exactly your bid!"
    ),
    "lesson.rikiki.last": (
        "You have the 7 of hearts left. You want no more tricks, and Léa still holds the Ace of"
        " hearts. Play your last card."
    ),
    "lesson.rikiki.score": (
        "End of the round. Only exact bids pay: 10 points plus 1 per trick. You bid 2 and took"
        " 2: 12 points. Léa and Marc made theirs too: 11 each. Inès bid 1 and took none: a missed"
        " bid only pays 1 point per trick taken, so 0."
    ),
    "lesson.rikiki.done": (
        "You know how to play Rikiki! In a real game the number of cards changes every round"
        " and the dealer moves round the table. Start a new game, or try the Tarot Africain"
        " lesson."
    ),
    "lesson.tarot.name": "Tarot Africain",
    "lesson.tarot.detail": "No suits, the 21, the Excuse, lives, the blind round · about 3 minutes",
    "lesson.tarot.cards": (
        "Tarot Africain is played with 22 cards: the trumps 1 to 21 and the Excuse. There are"
        " no suits to follow: you may always play any card, and the highest card wins the"
        " trick."
    ),
    "lesson.tarot.master": (
        "The 21 is the master: it beats everything. The Excuse is worth 0: it never wins a"
        " trick, handy to lose one on purpose. You hold both, and an 8."
    ),
    "lesson.tarot.bid": (
        "You bid first. The 21 will surely take a trick, the Excuse surely none, and the 8 has"
        " little chance. Bid 1."
    ),
    "lesson.tarot.bid.wrong": "You may, but with one sure trick, 1 is the safe bid. Bid 1.",
    "lesson.tarot.lead21": (
        "Léa bids 1, Marc 2 and Inès 0. You lead the first trick: play the 21, it is sure to win."
    ),
    "lesson.tarot.lead21.wrong": "Allowed: every card is. But lead the 21: it cannot lose.",
    "lesson.tarot.won": (
        "The 21 beat everything: one trick, your bid is reached. Now you must not win any more."
    ),
    "lesson.tarot.excuse": (
        "You lead again. Play the Excuse: it is worth 0, so it is sure to lose."
    ),
    "lesson.tarot.excuse.wrong": (
        "Allowed, but the 8 could win if the others play low. The Excuse never can: play it."
    ),
    "lesson.tarot.last": (
        "Léa won with her 12, then led the 4; Marc played the 19. Your 8 cannot win any more:"
        " play it."
    ),
    "lesson.tarot.lives": (
        "End of the round. No points here: everyone has 5 lives. You bid 1 and took 1: you keep"
        " your lives. Marc bid 2 but took only 1: he loses 1 life, one per trick of difference."
        " At 0 lives, a player is out."
    ),
    "lesson.tarot.blind": (
        "Last round: 1 card each, played blind! You see the others' cards but not your own, like"
        " a card held on your forehead. Look: Marc has the 21."
    ),
    "lesson.tarot.blind_bid": (
        "Léa, Marc and Inès bid 0. Whatever your card is, it cannot beat Marc's 21: bid 0. You"
        " are the dealer, so 1 is forbidden anyway: the total would be 1."
    ),
    "lesson.tarot.blind_bid.illegal": (
        "The dealer's rule holds in the blind round too. And you can see the 21 at Marc's: bid 0."
    ),
    "lesson.tarot.blind_play": "Your turn: play your hidden card by clicking it.",
    "lesson.tarot.blind_end": (
        "Marc's 21 took the trick, but he could not see it and had bid 0: another life lost."
        " You made both your bids and kept your 5 lives!"
    ),
    "lesson.tarot.done": (
        "You know how to play Tarot Africain! A real game for 4 starts with 5 cards, goes down"
        " to the blind round, then starts again, until only one player is left."
    ),
    # -- playing over the network --------------------------------------------------------
    "error.stale": "The game has moved on: look again and play",
    "net.lost": "Connection lost: getting your seat back…",
    "net.back": "Connected again",
    "net.failed": "The connection to the game is lost",
    "net.reconnecting": "{name} is reconnecting…",
    "net.returned": "{name} is back",
    "net.left": "{name} left the game: a bot plays for them",
    "net.closed.host-left": (
        "The host has left: the game is saved on their computer and can go on later"
    ),
    "net.closed.lost": "The connection to the game is lost: rejoin it from Play with friends",
    "net.closed.server-stopped": "The server has stopped",
    "net.closed.left": "You left the game",
    "net.closed.idle": "Disconnected after a long silence",
    "net.closed.abuse": "Disconnected: too many messages the server could not accept",
    "net.closed.replaced": "Your seat was taken back from another window",
    "net.seat.away": "reconnecting…",
    "net.seat.stand-in": "a bot plays",
    "net.seat.left": "left",
    "net.error.version": (
        "Your friend runs version {server}, you run {client}: both need the same version"
    ),
    "net.error.wrong-code": "No game has the code {code}",
    "net.error.room-full": "Every seat of this game is taken",
    "net.error.started": "This game has already started",
    "net.error.bad-token": "This seat is no longer yours",
    "net.error.left": "You gave this seat up: a bot plays it",
    "net.error.name-taken": "Someone in this game is already called {name}",
    "net.your_name": "Your name",
    "net.need_name": "Type the name your friends know you by: they see it at the table.",
    "net.error.bad-name": "Choose a name",
    "net.error.rate-limited": "Too many wrong codes: wait a minute and try again",
    "net.error.rate": "Too many messages: slow down",
    "net.error.malformed": "The server did not understand a message",
    "net.error.not-in-room": "Join a game first",
    "net.error.already-in-room": "You are in a game already",
    "net.error.server-full": "The server has no room for another game",
    "net.error.too-many-rooms": "Too many games opened from this computer",
    "net.error.bad-rules": "These rules cannot be played",
    "net.error.not-host": "Only the host can do that",
    "net.error.seats-open": "A seat is still open: wait for someone or give it to a bot",
    "net.error.not-ready": "{name} is not ready",
    "net.error.seat-taken": "Someone sits there",
    "net.error.bad-seat": "There is no such seat",
    "net.error.no-undo": "Nothing to take back",
    "net.error.stale": "The game has moved on",
    "net.error.not-started": "The game has not started",
    "net.error.server": "The server could not do that",
    "net.error.unreachable": "The server cannot be reached: check the address",
    "net.error.protocol": "The server speaks another language: update the game",
    "net.error.unknown": "The server refused: {detail}",
    # -- play with friends: the screens ------------------------------------------------
    "menu.friends": "Play with friends",
    "menu.friends_rejoin": "Rejoin: {game}",
    "friends.title": "Play with friends",
    "friends.intro": (
        "Each friend plays at their own computer. On the same network the game appears by "
        "itself in Join; over the internet, host it on a server and share its address and "
        "the room code."
    ),
    "friends.rejoin": "Rejoin the game in progress",
    "friends.rejoin_detail": "{game} · room {code}",
    "friends.host": "Host a game",
    "friends.host_detail": "Choose the rules and the seats, then share the code",
    "friends.join": "Join a game",
    "friends.join_detail": "A game on this network, or an address and a code",
    "friends.cannot_host": "The game cannot be hosted from this computer: {error}",
    "host.title": "Host a game",
    "host.open": "Open the room",
    "host.where": "Where",
    "host.where.home": "This computer (home network)",
    "host.where.server": "A server (internet)",
    "host.address_placeholder": "server address, e.g. wss://cards.example.org",
    "host.timer": "Turn timer",
    "host.timer.0": "No limit",
    "host.timer.30": "30 seconds",
    "host.timer.60": "60 seconds",
    "host.stand_in": "If someone leaves",
    "host.coach_undo": "Coach and undo at this table",
    "host.friend": "A friend",
    "host.seat_hint": (
        "Friends choose their own names when they join. A seat left empty can be given to "
        "a bot in the lobby."
    ),
    "host.need_address": "Type the server's address",
    "join.title": "Join a game",
    "join.near": "On this network",
    "join.far": "With an address",
    "join.near_off": (
        "Games on this network cannot be looked for here: type the address your friend shares."
    ),
    "join.looking": "Looking for games on this network…",
    "join.found": "Choose a game:",
    "join.game": "{host} · {game} · {players}/{seats}",
    "join.other_version": "version {version}: update to join",
    "join.address": "Address",
    "join.address_placeholder": "192.168.1.20:47474 or wss://…",
    "join.code": "Room code",
    "join.join": "Join",
    "join.name": "Your name",
    "join.need_both": "Type the address and the room code",
    "join.bad_address": "Not an address: {error}",
    "lobby.title": "Waiting for the players",
    "lobby.room": "The room",
    "lobby.seats": "At the table",
    "lobby.failed": "The game could not be reached.",
    "lobby.connecting": "Connecting…",
    "lobby.host_hint": (
        "Share the code. Give empty seats to bots, or wait for your friends to join and "
        "say they are ready."
    ),
    "lobby.host_ready": "Everyone is here: start when you like.",
    "lobby.guest_hint": "Say you are ready: the host starts the game.",
    "lobby.code_hint": "The room code to share",
    "lobby.address_server": "Server: {address}",
    "lobby.address_home": "Friends on this network see the game in Join, or type: {address}",
    "lobby.address_none": (
        "No network address was found: friends on this computer can join at 127.0.0.1"
    ),
    "lobby.you": "(you)",
    "lobby.bot": "{name} · bot {level}",
    "lobby.waiting": "Waiting for a player…",
    "lobby.host": "host",
    "lobby.not_ready": "Not ready after all",
    "lobby.ready": "I am ready",
    "lobby.start": "Start the game",
    "lobby.leave": "Leave",
    "lobby.seat.open": "Wait for a player",
    "lobby.seat.easy": "Bot: easy",
    "lobby.seat.normal": "Bot: normal",
    "lobby.seat.hard": "Bot: hard",
}
