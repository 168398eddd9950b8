"""Every clause of the rule texts (/work/shared/rules/000 … 004) that the engine implements,
one test per clause, named after the text and quoting it; the worked examples are replayed
exactly.

000 = Rikiki / Oh Hell (``classic``), 001 = Rikiki en ligne (``rikiki``), 002 = L'Ascenseur
(``ascenseur``), 003 = L'Ascenseur, table rules (``ascenseur-table``), 004 = Tarot Africain
(``tarot-africain``) and its Board Game Arena settings (``whist22``).
"""

from __future__ import annotations

import itertools
import random

import pytest

from game.core.actions import HIDDEN, Bid, Play
from game.core.cards import DECK_52, DECK_TAROT, EXCUSE, SUIT_OF, Suit, parse_card
from game.core.errors import IllegalActionError, RulesError
from game.core.events import GameOver, PlayerEliminated, RoundScored, TrickWon
from game.core.observation import observe
from game.core.presets import (
    ASCENSEUR,
    ASCENSEUR_TABLE,
    CLASSIC,
    RIKIKI,
    TAROT_AFRICAIN,
    WHIST22,
)
from game.core.rules import (
    TAROT_START,
    AfterOne,
    EmptyStock,
    ExcuseValue,
    LivesEnd,
    LivesScoring,
    PointsScoring,
    Rules,
    Sequence,
    Trump,
)
from game.core.schedule import next_tarot_size
from game.core.scoring import round_delta
from game.core.state import GameState, Phase

from .helpers import (
    bid,
    cards,
    choose,
    deal,
    dealt_in_order,
    new_game,
    play,
    play_out_round,
    run_game,
    snapshot,
    step_until,
    variant,
)

C = parse_card


def refused(state: GameState, action: Bid | Play, rule: str, message: str | None = None) -> str:
    """Assert that ``action`` is refused for ``rule`` and that the state did not change."""
    before = snapshot(state)
    with pytest.raises(IllegalActionError) as info:
        state.apply(action, state.to_move)
    assert info.value.rule == rule
    if message is not None:
        assert str(info.value) == message
    assert snapshot(state) == before
    return str(info.value)


def round_starts(
    rules: Rules, players: int, seed: int, first_dealer: int | None = None
) -> tuple[GameState, list[tuple[GameState, list[tuple[int, int]]]]]:
    """Play a seeded game with random legal actions and yield, for every round, the state
    just after its deal (cloned) and the finished tricks' leaders and winners."""
    state = GameState.new(rules, players, seed=seed, first_dealer=first_dealer)
    rng = random.Random(seed)
    out: list[tuple[GameState, list[tuple[int, int]]]] = []
    while not state.is_over:
        start = state.clone()
        rounds = len(state.history)
        tricks: list[tuple[int, int]] = []
        while not state.is_over and len(state.history) == rounds:
            for e in state.apply(choose(state, rng), state.to_move):
                if isinstance(e, TrickWon):
                    tricks.append((e.plays[0][0], e.seat))
        out.append((start, tricks))
    return state, out


# =====================================================================================
# 000 — Rikiki / Oh Hell (classic)
# =====================================================================================


def test_000_materiel_52_cards_ace_high() -> None:
    """000, Matériel: « un jeu de 52 cartes sans joker … les cartes se classent de l'as, la
    plus forte, au 2, la plus faible »"""
    assert CLASSIC.deck_cards(4) == DECK_52 and len(DECK_52) == 52
    # One trick of spades, trump hearts: the ace beats the king, the king beats the 2.
    s = new_game(CLASSIC, "KS", "AS", "2S", turned="3H", dealer=2)
    bid(s, 0, 0, 0)
    events = play(s, "KS", "AS", "2S")
    assert [e.seat for e in events if isinstance(e, TrickWon)] == [1]
    s = new_game(CLASSIC, "2S", "KS", "QS", turned="3H", dealer=2)
    bid(s, 0, 0, 0)
    assert [e.seat for e in play(s, "2S", "KS", "QS") if isinstance(e, TrickWon)] == [1]


def test_000_materiel_3_to_7_players() -> None:
    """000, Matériel: « Le jeu accepte de 3 à 7 joueurs »"""
    for n in range(3, 8):
        CLASSIC.check_players(n)
    for n in (2, 8):
        with pytest.raises(RulesError, match=r"3 to 7 players, not"):
            CLASSIC.check_players(n)
        with pytest.raises(RulesError):
            GameState.new(CLASSIC, n)


def test_000_la_donne_up_then_down() -> None:
    """000, La donne: « Wikipédia décrit une montée d'une carte par manche jusqu'au maximum
    possible, puis une descente jusqu'à une carte »"""
    s = GameState.new(CLASSIC, 5, seed=1)
    assert s.schedule() == [*range(1, 11), *range(9, 0, -1)]


def test_000_la_donne_pagat_down_then_up() -> None:
    """000, La donne: « Pagat présente la séquence inverse … on part du maximum, on descend à
    une carte, puis on remonte »"""
    s = GameState.new(variant(CLASSIC, sequence=Sequence.DOWN_UP), 5, seed=1)
    assert s.schedule() == [*range(10, 0, -1), *range(2, 11)]


def test_000_la_donne_turned_up_card_is_trump() -> None:
    """000, La donne: « on retourne la carte suivante de la pioche : sa couleur est l'atout de
    la manche »"""
    s = new_game(CLASSIC, "AS", "KS", "2S", turned="QH", dealer=0)
    assert s.turned == C("QH") and s.trump == Suit.HEARTS
    for seed in range(5):
        s = GameState.new(CLASSIC, 4, seed=seed)
        assert s.turned is not None
        assert s.turned not in {c for h in s.hands for c in h}
        assert s.turned not in s.undealt
        assert s.trump == SUIT_OF[s.turned]


def test_000_la_donne_four_players_13_cards_no_trump() -> None:
    """000, La donne: « À quatre joueurs, une manche à 13 cartes épuise le paquet et ne laisse
    rien à retourner : convenez … de jouer cette manche sans atout »"""
    _, rounds = round_starts(CLASSIC, 4, seed=3)
    assert [r.hand_size for r, _ in rounds] == [*range(1, 14), *range(12, 0, -1)]
    for r, _ in rounds:
        if r.hand_size == 13:
            assert r.turned is None and r.trump is None and r.undealt == []
        else:
            assert r.turned is not None and r.trump == SUIT_OF[r.turned]


def test_000_la_donne_or_cap_at_10_like_pagat() -> None:
    """000, La donne: « ou plafonnez à 10 cartes comme Pagat »"""
    rules = variant(CLASSIC, max_hand=10)
    assert GameState.new(rules, 4, seed=0).schedule() == [*range(1, 11), *range(9, 0, -1)]
    # The other cap option: lower the maximum just enough that a card stays to turn up.
    capped = variant(CLASSIC, empty_stock=EmptyStock.CAP)
    assert capped.max_size(4) == 12
    _, rounds = round_starts(capped, 4, seed=0)
    assert all(r.turned is not None for r, _ in rounds)


def test_000_la_donne_dealer_passes_left() -> None:
    """000, La donne: « Le rôle de donneur passe à gauche à chaque manche »"""
    final, rounds = round_starts(CLASSIC, 4, seed=5, first_dealer=2)
    assert [r.dealer for r, _ in rounds] == [(2 + i) % 4 for i in range(len(rounds))]
    assert [r.dealer for r in final.history] == [r.dealer for r, _ in rounds]


def test_000_annonces_1_left_of_dealer_first_dealer_last() -> None:
    """000, Les annonces §1: « Le joueur à gauche du donneur annonce en premier, et le donneur
    parle en dernier »"""
    _, rounds = round_starts(CLASSIC, 5, seed=2)
    for r, _ in rounds:
        d = r.dealer
        assert r.bid_order == tuple((d + 1 + i) % 5 for i in range(5))
        assert r.to_move == (d + 1) % 5 and r.phase is Phase.BID


def test_000_annonces_1_everyone_must_bid() -> None:
    """000, Les annonces §1: « Tout le monde doit annoncer ; on ne peut pas passer »"""
    s = new_game(CLASSIC, "AS 2C", "KS 3C", "QS 4C", turned="5H", dealer=2)
    refused(s, Play(C("AS")), "phase", "every player must bid before the first card")
    bid(s, 1, 0)
    assert s.phase is Phase.BID  # not before the last one has bid
    refused(s, Play(C("QS")), "phase")
    bid(s, 0)
    assert s.bids == [1, 0, 0] and Play(C("AS")) in s.legal_actions()
    refused(s, Bid(1), "phase", "bidding is over: play a card")


def test_000_annonces_2_zero_is_a_bid() -> None:
    """000, Les annonces §2: « Zéro est une annonce » (every bid from 0 to the hand size)"""
    s = new_game(CLASSIC, "AS 2C", "KS 3C", "QS 4C", turned="5H", dealer=2)
    assert s.allowed_bids() == [0, 1, 2]
    refused(s, Bid(3), "bid-range", "a bid must be from 0 to 2")
    refused(s, Bid(-1), "bid-range")
    bid(s, 0)
    assert s.bids[0] == 0


def test_000_annonces_3_hook_example() -> None:
    """000, Les annonces §3: « le donneur ne peut pas annoncer le nombre qui rendrait la somme
    des annonces égale au nombre de plis » — « Exemple à quatre, manche à 5 cartes : les trois
    premiers annoncent 2, 0 et 1 … Le donneur ne peut pas annoncer 2 … il peut dire 0, 1, 3, 4
    ou 5 »"""
    s = GameState.new(CLASSIC, 4, first_dealer=3, deals=[dealt_in_order(CLASSIC, 4, 5)])
    assert s.hand_size == 5
    for n in (2, 0, 1):
        # The earlier bidders are not constrained.
        assert s.allowed_bids() == [0, 1, 2, 3, 4, 5]
        bid(s, n)
    assert s.to_move == 3 == s.dealer
    assert s.allowed_bids() == [0, 1, 3, 4, 5]
    assert s.forbidden_bids() == {2: "the hook forbids 2: the bids would total 5"}
    refused(s, Bid(2), "hook", "the hook forbids 2: the bids would total 5")
    bid(s, 3)
    assert s.bids == [2, 0, 1, 3]


def test_000_annonces_3_pagat_tables_without_hook() -> None:
    """000, Les annonces §3 and Variantes: « certaines tables jouent sans cette contrainte » /
    « Sans règle du donneur : le total des annonces peut tomber juste »"""
    rules = variant(CLASSIC, hook=False)
    s = GameState.new(rules, 4, first_dealer=3, deals=[dealt_in_order(rules, 4, 5)])
    bid(s, 2, 0, 1)
    assert s.allowed_bids() == [0, 1, 2, 3, 4, 5]
    bid(s, 2)
    play_out_round(s)
    assert sum(b or 0 for b in s.history[0].bids) == 5


def test_000_jeu_left_of_dealer_leads_any_suit_trump_included() -> None:
    """000, Le jeu de la carte: « Le joueur à gauche du donneur entame le premier pli, dans la
    couleur de son choix, atout compris »"""
    s = new_game(CLASSIC, "AS 2H 3C", "KS 4H 5C", "QS 6H 7C", turned="9H", dealer=2)
    bid(s, 1, 1, 0)
    assert s.to_move == 0 == s.leader
    assert {a.card for a in s.legal_actions() if isinstance(a, Play)} == set(cards("AS 2H 3C"))
    play(s, "2H")  # a trump lead is allowed
    assert s.trick[0][1] == C("2H")
    _, rounds = round_starts(CLASSIC, 4, seed=11)
    for r, tricks in rounds:
        assert r.leader == (r.dealer + 1) % 4
        assert tricks[0][0] == (r.dealer + 1) % 4


def test_000_jeu_must_follow_suit() -> None:
    """000, Le jeu de la carte: « Il faut fournir : jouer une carte de la couleur demandée si
    on en a une »"""
    s = new_game(CLASSIC, "AH 3C", "KH 2S", "5D 4S", turned="9S", dealer=2)
    bid(s, 1, 0, 0)
    play(s, "AH")
    assert s.legal_actions() == [Play(C("KH"))]
    refused(s, Play(C("2S")), "follow-suit", "you must follow ♥")
    refused(s, Play(C("AS")), "not-in-hand", "you do not hold AS")
    play(s, "KH")


def test_000_jeu_void_may_trump_or_discard_no_overtrump() -> None:
    """000, Le jeu de la carte: « Sans la couleur demandée, on peut couper avec un atout ou se
    défausser d'une autre couleur … on n'est généralement pas obligé de surcouper »"""
    s = new_game(CLASSIC, "AH 3C", "KS 4C", "5S 6D", "QH 7C", turned="2S", dealer=3)
    bid(s, 1, 1, 0, 1)
    play(s, "AH", "KS")  # seat 1 trumps
    # Seat 2 has no heart: it may under-trump or discard; nothing forces it to trump.
    assert {a.card for a in s.legal_actions() if isinstance(a, Play)} == set(cards("5S 6D"))
    play(s, "6D")
    assert s.legal_actions() == [Play(C("QH"))]
    events = play(s, "QH")
    assert [e.seat for e in events if isinstance(e, TrickWon)] == [1]
    # A higher trump held is not compulsory either.
    s = new_game(CLASSIC, "AH 3C", "5S 4C", "KS 6D", "QH 7C", turned="2S", dealer=3)
    bid(s, 1, 1, 0, 1)
    play(s, "AH", "5S")
    assert {a.card for a in s.legal_actions() if isinstance(a, Play)} == set(cards("KS 6D"))


def test_000_jeu_highest_trump_else_highest_of_suit_led() -> None:
    """000, Le jeu de la carte: « Le pli revient à l'atout le plus fort, ou à défaut à la plus
    forte carte de la couleur demandée »"""
    # Two trumps beat the ace led; the higher one wins.
    s = new_game(CLASSIC, "AH", "5S", "9S", "KH", turned="2S", dealer=3)
    bid(s, 1, 1, 1, 1)
    assert [e.seat for e in play(s, "AH", "5S", "9S", "KH") if isinstance(e, TrickWon)] == [2]
    # No trump in the trick: the highest of the suit led, not a higher card of another suit.
    s = new_game(CLASSIC, "TH", "AC", "JH", "AD", turned="2S", dealer=3)
    bid(s, 0, 0, 0, 0)
    assert [e.seat for e in play(s, "TH", "AC", "JH", "AD") if isinstance(e, TrickWon)] == [2]


def test_000_jeu_winner_leads_next_trick() -> None:
    """000, Le jeu de la carte: « Le gagnant entame le pli suivant »"""
    s = new_game(CLASSIC, "2H 3C", "AH 4C", "5H 6C", turned="2S", dealer=0)
    bid(s, 0, 1, 0)  # seats 1, 2, 0
    play(s, "AH", "5H", "2H")
    assert s.leader == 1 == s.to_move and s.won == [0, 1, 0]
    _, rounds = round_starts(CLASSIC, 3, seed=7)
    for _, tricks in rounds:
        for (_, winner), (next_leader, _) in itertools.pairwise(tricks):
            assert next_leader == winner


def test_000_score_examples_first_system() -> None:
    """000, Le score: « annoncer 2 et faire 2 plis rapporte 12 points ; annoncer 0 et ne rien
    faire, 10 points ; annoncer 3 et faire 4 plis, 4 points »"""
    sc = CLASSIC.scoring
    assert round_delta(sc, 2, 2) == 12
    assert round_delta(sc, 0, 0) == 10
    assert round_delta(sc, 3, 4) == 4


def test_000_score_applied_at_end_of_round() -> None:
    """000, Le score: « une colonne par joueur … l'annonce, puis le total cumulé »"""
    # Seat 0 bids 1 and wins the ace trick, seat 1 bids 0 (exact), seat 2 bids 1 and misses.
    s = new_game(CLASSIC, "AH", "2H", "3H", turned="2S", dealer=2)
    bid(s, 1, 0, 1)
    events = play(s, "AH", "2H", "3H")
    scored = [e.result for e in events if isinstance(e, RoundScored)]
    assert scored[0].bids == (1, 0, 1) and scored[0].tricks == (1, 0, 0)
    assert scored[0].deltas == (11, 10, 0) and scored[0].totals == (11, 10, 0)


def test_000_end_last_round_highest_total_wins() -> None:
    """000, Le score: « La partie s'achève avec la dernière manche de la séquence choisie, et
    le plus gros total gagne »"""
    for seed in range(3):
        s = run_game(GameState.new(CLASSIC, 4, seed=seed), random.Random(seed))
        assert len(s.history) == s.round_count() == 25
        best = max(s.totals)
        assert s.winners == tuple(i for i in range(4) if s.totals[i] == best)


def test_000_variante_atout_impose_rotation() -> None:
    """000, Variantes: « certaines tables font tourner les couleurs d'atout dans un ordre fixe,
    avec parfois une manche sans atout (Pagat) »"""
    rules = variant(CLASSIC, trump=Trump.ROTATION)
    _, rounds = round_starts(rules, 4, seed=1)
    expected = [Suit.HEARTS, Suit.DIAMONDS, Suit.CLUBS, Suit.SPADES, None]
    assert [r.trump for r, _ in rounds] == [expected[i % 5] for i in range(len(rounds))]
    assert all(r.turned is None for r, _ in rounds)


def test_000_variante_obligation_de_couper() -> None:
    """000, Variantes: « Obligation de couper : sans la couleur demandée, on doit jouer atout si
    on en a » (La Podrida)"""
    rules = variant(CLASSIC, must_trump=True)
    s = new_game(rules, "AH 3C", "5S 4C", "6D 7D", turned="2S", dealer=2)
    bid(s, 1, 0, 0)
    play(s, "AH")
    assert s.legal_actions() == [Play(C("5S"))]
    refused(s, Play(C("4C")), "must-trump", "you must trump: you have no ♥ but hold a trump ♠")
    play(s, "5S")
    # Without a trump in hand, anything goes.
    assert {a.card for a in s.legal_actions() if isinstance(a, Play)} == set(cards("6D 7D"))


def test_000_variante_montee_seule_ou_descente_seule() -> None:
    """000, Variantes: « Montée seule ou descente seule : … jouez une seule moitié de
    l'ascenseur »"""
    up = GameState.new(variant(CLASSIC, sequence=Sequence.UP), 6, seed=0)
    down = GameState.new(variant(CLASSIC, sequence=Sequence.DOWN), 6, seed=0)
    assert up.schedule() == list(range(1, 9))
    assert down.schedule() == list(range(8, 0, -1))


# =====================================================================================
# 001 — Rikiki en ligne (rikiki)
# =====================================================================================


def test_001_3_to_8_players() -> None:
    """001: « Il se joue de 3 à 8 joueurs avec un jeu classique de 52 cartes »"""
    for n in range(3, 9):
        RIKIKI.check_players(n)
        assert len(RIKIKI.deck_cards(n)) == 52
    with pytest.raises(RulesError):
        RIKIKI.check_players(9)


def test_001_la_donne_starts_at_1_then_2_then_3() -> None:
    """001, La donne: « on commence à 1 carte, puis 2, puis 3, et ainsi de suite »"""
    assert GameState.new(RIKIKI, 4, seed=0).schedule() == list(range(1, 14))
    assert GameState.new(RIKIKI, 8, seed=0).schedule() == list(range(1, 7))


def test_001_la_donne_host_options() -> None:
    """001, La donne: « l'hôte peut aussi choisir de monter puis redescendre, de seulement
    descendre, ou de jouer en pyramide, et lancer une partie rapide de 5 manches »"""
    sched = {
        seq: GameState.new(variant(RIKIKI, sequence=seq), 5, seed=4).schedule()
        for seq in (Sequence.UP_DOWN, Sequence.DOWN, Sequence.DOWN_UP, Sequence.QUICK5)
    }
    assert sched[Sequence.UP_DOWN] == [*range(1, 11), *range(9, 0, -1)]
    assert sched[Sequence.DOWN] == list(range(10, 0, -1))
    assert sched[Sequence.DOWN_UP] == [*range(10, 0, -1), *range(2, 11)]
    quick = sched[Sequence.QUICK5]
    assert quick is not None and len(quick) == 5 == len(set(quick))
    assert all(1 <= k <= 10 for k in quick)


def test_001_atout_none_when_deck_exhausted() -> None:
    """001, L'atout: « on retourne la carte suivante du paquet … Quand toutes les cartes du
    paquet sont distribuées, il n'y a pas d'atout pour cette manche »"""
    _, rounds = round_starts(RIKIKI, 4, seed=9)
    assert rounds[-1][0].hand_size == 13
    assert rounds[-1][0].turned is None and rounds[-1][0].trump is None
    assert all(r.turned is not None for r, _ in rounds[:-1])
    # At 8 players the largest hand (6) leaves 4 cards: there is always a trump.
    _, rounds = round_starts(RIKIKI, 8, seed=9)
    assert all(r.trump == SUIT_OF[r.turned] for r, _ in rounds if r.turned is not None)
    assert all(r.turned is not None for r, _ in rounds)


def test_001_annonces_hook_on_dealer() -> None:
    """001, Les annonces: « en commençant par le joueur à gauche du donneur. Le donneur parle
    en dernier, et … il ne peut pas annoncer le nombre qui ferait tomber le total des
    annonces exactement sur le nombre de plis »"""
    s = GameState.new(RIKIKI, 3, first_dealer=1, deals=[dealt_in_order(RIKIKI, 3, 3)])
    assert s.bid_order == (2, 0, 1)
    bid(s, 1, 1)
    assert s.forbidden_bids() == {1: "the hook forbids 1: the bids would total 3"}


def _bid_zero_rounds(state: GameState, seat: int, others: dict[int, list[int]]) -> None:
    """Play one round: ``seat`` bids 0, the other bidders bid from ``others`` (a per-seat list
    of preferences, the first allowed one is taken)."""
    while state.phase is Phase.BID:
        who = state.to_move
        if who == seat:
            bid(state, 0)
        else:
            allowed = state.allowed_bids()
            bid(state, next(b for b in others[who] if b in allowed))
    play_out_round(state)


def test_001_zero_limit_fourth_zero_in_a_row_forbidden() -> None:
    """001, Les annonces: « Annoncer 0 est permis, mais pas plus de 3 manches de suite : au
    quatrième zéro, c'est interdit, il faut tenter au moins un pli »"""
    s = GameState.new(RIKIKI, 3, seed=1, first_dealer=0)
    prefs = {1: [1, 2, 0], 2: [1, 2, 0]}
    for _ in range(3):
        _bid_zero_rounds(s, 0, prefs)
    assert s.zero_streak[0] == 3 and s.hand_size == 4
    bid(s, 1, 1)  # seats 1 and 2
    assert s.to_move == 0
    assert s.forbidden_bids() == {
        0: "a fourth zero bid in a row is not allowed",
        2: "the hook forbids 2: the bids would total 4",
    }
    assert s.allowed_bids() == [1, 3, 4]
    refused(s, Bid(0), "zero-limit", "a fourth zero bid in a row is not allowed")
    bid(s, 1)
    assert s.zero_streak[0] == 0  # a non-zero bid starts the count again


def test_001_zero_limit_fallback_when_no_bid_left() -> None:
    """001, Les annonces (PRODUCT §1): the zero limit « au quatrième zéro, c'est interdit »
    yields when, with the hook, it would leave no legal bid: zero stays allowed"""
    one = [deal("AS", "KS", "QS", turned="2H")] * 4
    s = GameState.new(RIKIKI, 3, first_dealer=0, deals=one)
    for _ in range(3):
        _bid_zero_rounds(s, 0, {1: [1, 0], 2: [1, 0]})
    assert s.zero_streak[0] == 3 and s.dealer == 0
    bid(s, 0, 0)
    assert s.to_move == 0
    assert s.allowed_bids() == [0]
    assert s.forbidden_bids() == {1: "the hook forbids 1: the bids would total 1"}
    bid(s, 0)


def test_001_zero_limit_lifted_in_quick_game() -> None:
    """001, Les annonces: « (cette limite est supprimée en partie rapide) »"""
    s = GameState.new(variant(RIKIKI, sequence=Sequence.QUICK5), 3, seed=2)
    while not s.is_over:
        assert 0 in s.allowed_bids()
        bid(s, 0)
        if s.phase is Phase.PLAY:
            play_out_round(s)
    assert all(r.bids == (0, 0, 0) for r in s.history) and len(s.history) == 5


def test_001_jeu_follow_or_trump_or_discard_and_rank_order() -> None:
    """001, Jouer les plis: « Les autres doivent jouer la même couleur s'ils en ont … Pas de
    carte de la couleur demandée ? Tu joues ce que tu veux … Le plus fort atout gagne le pli …
    2, 3, 4, 5, 6, 7, 8, 9, 10, Valet, Dame, Roi, As »"""
    order = cards("2D 3D 4D 5D 6D 7D 8D 9D TD JD QD KD AD")
    assert list(order) == sorted(order)
    s = new_game(RIKIKI, "QD 2C", "KD 3S", "4C 5S", turned="9S", dealer=2)
    bid(s, 0, 1, 0)
    play(s, "QD")
    refused(s, Play(C("3S")), "follow-suit", "you must follow ♦")
    play(s, "KD")
    assert {a.card for a in s.legal_actions() if isinstance(a, Play)} == set(cards("4C 5S"))
    events = play(s, "5S")
    assert [e.seat for e in events if isinstance(e, TrickWon)] == [2]
    assert s.to_move == 2  # « Le gagnant du pli commence le pli suivant »


def test_001_blind_round_see_others_not_own() -> None:
    """001, La manche à l'aveugle: « À 1 carte, tu ne vois pas ta propre carte, mais tu vois
    celles de tous les autres joueurs … Tu annonces en fonction de ce que tu vois »"""
    s = new_game(RIKIKI, "AS", "KH", "2C", turned="3D", dealer=2)
    assert s.blind
    for seat in range(3):
        obs = observe(s, seat)
        assert obs.blind and obs.hand == ()
        assert obs.visible[seat] == ()
        for other in range(3):
            if other != seat:
                assert obs.visible[other] == tuple(s.hands[other])
        assert s.hands[seat][0] in obs.unseen_cards()
    bid(s, 0, 0)
    # The hook still applies in the blind round.
    assert s.allowed_bids() == [0]
    bid(s, 0)
    assert s.legal_actions() == [Play(HIDDEN)]
    refused(s, Play(C("AS")), "blind")
    events = play(s, "??", "??", "??")
    assert [e.seat for e in events if isinstance(e, TrickWon)] == [0]
    # A blind round exists only when the hand size is 1.
    s = GameState.new(RIKIKI, 3, first_dealer=0, deals=[dealt_in_order(RIKIKI, 3, 2)])
    assert not s.blind and observe(s, 0).hand == tuple(s.hands[0])


def test_001_score_bonus_and_penalty_per_trick_of_difference() -> None:
    """001, Le score: « Contrat réalisé exactement : un bonus fixe plus des points par pli
    remporté. Contrat manqué : une pénalité pour chaque pli d'écart » (defaults 4/4/0/2 online,
    10/5/0/5 with real cards)"""
    online = RIKIKI.scoring
    assert round_delta(online, 2, 2) == 12
    assert round_delta(online, 0, 0) == 4
    assert round_delta(online, 1, 3) == -4
    assert round_delta(online, 3, 0) == -6
    real = PointsScoring(exact_bonus=10, exact_per_trick=5, miss_fixed=0, miss_per_diff=5)
    assert round_delta(real, 2, 2) == 20
    assert round_delta(real, 2, 1) == -5
    fixed = PointsScoring(exact_bonus=10, exact_per_trick=5, miss_fixed=3, miss_per_diff=5)
    assert round_delta(fixed, 2, 0) == -13


# =====================================================================================
# 002 — L'Ascenseur (ascenseur)
# =====================================================================================


@pytest.mark.parametrize(
    ("players", "removed"),
    [(3, "2C"), (4, ""), (5, "2C 2D"), (6, "2C 2D 2H 2S"), (7, "2C 2D 2H"), (8, "2C 2D 2H 2S")],
)
def test_002_materiel_twos_removed(players: int, removed: str) -> None:
    """002, Matériel: « on retire un 2 (à 3 joueurs), deux 2 (à 5 joueurs), trois 2 (à 7
    joueurs) et les quatre 2 (à 6 et 8 joueurs) »"""
    deck = ASCENSEUR.deck_cards(players)
    assert set(DECK_52) - set(deck) == set(cards(removed))
    assert len(deck) % players == 0
    ASCENSEUR.check_players(players)


@pytest.mark.parametrize(("players", "top"), [(3, 17), (4, 13), (5, 10), (6, 8), (7, 7), (8, 6)])
def test_002_regle_one_card_up_to_all_cards_then_down(players: int, top: int) -> None:
    """002, Règle du jeu: « une seule carte … puis deux cartes … jusqu'à ce que toutes les
    cartes soient distribuées ; ensuite de quoi, le nombre de cartes diminue, la dernière
    manche se jouant … avec une seule carte »"""
    s = GameState.new(ASCENSEUR, players, seed=0)
    assert s.schedule() == [*range(1, top + 1), *range(top - 1, 0, -1)]
    assert top * players == len(ASCENSEUR.deck_cards(players))


def test_002_regle_max_round_without_trump() -> None:
    """002, Règle du jeu: « retourne à côté la première carte, qui détermine la couleur de
    l'atout (la manche où toutes les cartes sont distribuées se joue donc sans atout) »"""
    for players in (3, 5):
        _, rounds = round_starts(ASCENSEUR, players, seed=players)
        top = max(r.hand_size for r, _ in rounds)
        for r, _ in rounds:
            if r.hand_size == top:
                assert r.turned is None and r.trump is None
            else:
                assert r.turned is not None and r.trump == SUIT_OF[r.turned]


def test_002_annonces_left_first_dealer_last_hook() -> None:
    """002: « En commençant par le joueur à gauche du donneur … Le donneur, dernier à faire son
    annonce, … le nombre total de levées annoncées ne doit pas être égal au nombre de levées
    réalisables »"""
    s = GameState.new(ASCENSEUR, 5, first_dealer=4, deals=[dealt_in_order(ASCENSEUR, 5, 3)])
    assert s.bid_order == (0, 1, 2, 3, 4)
    bid(s, 0, 1, 0, 1)
    assert s.forbidden_bids() == {1: "the hook forbids 1: the bids would total 3"}


def test_002_jeu_left_leads_follow_trump_discard_winner_leads() -> None:
    """002: « Le joueur à gauche du donneur pose la première carte. Les joueurs suivants
    répondent à la couleur demandée, coupent … ou se défaussent … Le joueur ayant joué l'atout
    le plus fort ou, à défaut, la carte de plus forte valeur dans la couleur demandée, remporte
    la levée et entame le tour suivant »"""
    s = new_game(ASCENSEUR, "AH 3C", "KH 4D", "5D 6C", turned="9D", dealer=2)
    assert s.to_move == 0
    bid(s, 1, 0, 0)
    play(s, "AH", "KH")
    events = play(s, "5D")  # void in hearts: trumps with the 5 of diamonds
    assert [e.seat for e in events if isinstance(e, TrickWon)] == [2]
    assert s.to_move == 2


def test_002_score_tricks_plus_one_or_minus_difference() -> None:
    """002: « les joueurs ayant rempli leur contrat marquent 1 point de plus que de levées
    réalisées tandis que ceux n'ayant pas rempli leur contrat perdent 1 point par levée de
    différence (qu'ils en aient fait plus ou qu'ils en aient fait moins) »"""
    sc = ASCENSEUR.scoring
    assert round_delta(sc, 0, 0) == 1
    assert round_delta(sc, 3, 3) == 4
    assert round_delta(sc, 2, 0) == -2
    assert round_delta(sc, 1, 3) == -2


def test_002_each_deals_in_turn_highest_total_wins() -> None:
    """002: « Chaque joueur est donneur tour à tour. Au terme de la dernière manche, le joueur
    ayant cumulé le plus de points remporte la partie »"""
    s = run_game(GameState.new(ASCENSEUR, 3, seed=4, first_dealer=1), random.Random(4))
    assert [r.dealer for r in s.history] == [(1 + i) % 3 for i in range(33)]
    best = max(s.totals)
    assert s.winners == tuple(i for i in range(3) if s.totals[i] == best)


# =====================================================================================
# 003 — L'Ascenseur, table rules (ascenseur-table)
# =====================================================================================


@pytest.mark.parametrize(("players", "top"), [(3, 17), (4, 13), (5, 10), (6, 8), (7, 7), (8, 6)])
def test_003_distribution_max_sizes(players: int, top: int) -> None:
    """003, Distribution: « 13 cartes maximum à 4 joueurs, 10 à 5 joueurs, 8 à 6 joueurs, 7 à
    7 joueurs, 6 à 8 joueurs » (17 at 3 players: *choice*) « … on redescendra d'une carte à
    chaque tour pour terminer à nouveau à 1 seule carte »"""
    assert ASCENSEUR_TABLE.max_size(players) == top
    s = GameState.new(ASCENSEUR_TABLE, players, seed=1)
    assert s.schedule() == [*range(1, top + 1), *range(top - 1, 0, -1)]


def test_003_distribution_turn_up_first_card_of_stock() -> None:
    """003, Distribution: « Retournez la première carte de la pioche. La couleur de cette carte
    représente l'atout »"""
    _, rounds = round_starts(ASCENSEUR_TABLE, 5, seed=2)
    for r, _ in rounds:
        if r.hand_size * 5 < 52:
            assert r.turned is not None and r.trump == SUIT_OF[r.turned]
            assert r.turned not in {c for h in r.hands for c in h}


def test_003_encheres_dealer_bids_first() -> None:
    """003, Enchères: « En commençant par le donneur chaque joueur doit annoncer combien de
    plis il compte réaliser » (then counter-clockwise, *choice*)"""
    _, rounds = round_starts(ASCENSEUR_TABLE, 4, seed=3)
    for r, _ in rounds:
        d = r.dealer
        assert r.bid_order == (d, (d - 1) % 4, (d - 2) % 4, (d - 3) % 4)
        assert r.to_move == d


def test_003_encheres_sum_never_equals_tricks_example() -> None:
    """003, Enchères: « la somme des plis annoncée … ne peut jamais être égale au nombre de
    plis réalisables ! … Si un joueur annonce 1 pli, et que tous les autres passent, le dernier
    joueur sera obligé d'annoncer également 1 pli »"""
    s = GameState.new(
        ASCENSEUR_TABLE, 4, first_dealer=0, deals=[dealt_in_order(ASCENSEUR_TABLE, 4, 1)]
    )
    bid(s, 1, 0, 0)
    assert s.to_move == s.bid_order[-1] == 1  # on the dealer's left, speaks last
    assert s.allowed_bids() == [1]
    refused(s, Bid(0), "hook", "the hook forbids 0: the bids would total 1")


def test_003_jeu_right_of_dealer_leads_counterclockwise() -> None:
    """003, Jeu de la carte: « le joueur placé à droite du donneur joue une carte. Puis chaque
    joueur en fait autant » (counter-clockwise, *choice*)"""
    s = new_game(ASCENSEUR_TABLE, "2H", "3H", "4H", "5H", turned="2S", dealer=0)
    bid(s, 0, 0, 0, 0)
    assert s.to_move == 3 == s.leader
    events = play(s, "5H", "4H", "3H", "2H")
    won = next(e for e in events if isinstance(e, TrickWon))
    assert [seat for seat, _ in won.plays] == [3, 2, 1, 0] and won.seat == 3
    _, rounds = round_starts(ASCENSEUR_TABLE, 5, seed=6, first_dealer=0)
    assert [r.dealer for r, _ in rounds][:6] == [0, 4, 3, 2, 1, 0]
    for r, tricks in rounds:
        assert tricks[0][0] == (r.dealer - 1) % 5


def test_003_jeu_highest_card_follow_discard_counts_nothing() -> None:
    """003, Jeu de la carte: « Vous devez fournir à la couleur si vous pouvez … couper … ou
    vous défausser … Si vous vous défaussez, la valeur de votre carte n'est pas prise en
    compte »"""
    s = new_game(ASCENSEUR_TABLE, "AC 2D", "AD 4C", "5H 3D", "9H 6S", turned="2S", dealer=0)
    bid(s, 0, 0, 0, 1)
    assert s.to_move == 3
    play(s, "9H")
    refused(s, Play(C("3D")), "follow-suit", "you must follow ♥")
    play(s, "5H")
    events = play(s, "AD", "AC")  # two aces discarded: the 9 of hearts still wins
    assert [e.seat for e in events if isinstance(e, TrickWon)] == [3]


def test_003_score_plus5_plus2_per_trick_minus5_per_difference() -> None:
    """003, Décompte: « +5 points pour le contrat et +2 pour chaque pli réalisé. Un contrat
    perdu donne –5 points par plis en plus ou en moins »"""
    sc = ASCENSEUR_TABLE.scoring
    assert round_delta(sc, 0, 0) == 5
    assert round_delta(sc, 3, 3) == 11
    assert round_delta(sc, 1, 3) == -10
    assert round_delta(sc, 2, 1) == -5


# =====================================================================================
# 004 — Tarot Africain (tarot-africain) and Whist 22 (whist22)
# =====================================================================================


def test_004_players_3_to_5_bga_2_to_7() -> None:
    """004: « On joue de 3 à 5 » / « Board Game Arena … accepte pourtant de 2 à 7 joueurs »"""
    for n in (3, 4, 5):
        TAROT_AFRICAIN.check_players(n)
    for n in (2, 6):
        with pytest.raises(RulesError):
            TAROT_AFRICAIN.check_players(n)
    for n in range(2, 8):
        WHIST22.check_players(n)


def test_004_materiel_22_cards() -> None:
    """004, Le matériel: « on ne garde que 22 : les 21 atouts, numérotés de 1 à 21, et
    l'Excuse »"""
    assert TAROT_AFRICAIN.deck_cards(4) == DECK_TAROT
    assert len(DECK_TAROT) == 22 and EXCUSE in DECK_TAROT


@pytest.mark.parametrize(("players", "start"), [(3, 7), (4, 5), (5, 4)])
def test_004_start_sizes(players: int, start: int) -> None:
    """004: « On démarre à 7 cartes chacun à trois joueurs, à 5 cartes à quatre joueurs et à 4
    cartes à cinq joueurs »"""
    s = GameState.new(TAROT_AFRICAIN, players, seed=0)
    assert s.hand_size == start
    assert all(len(h) == start for h in s.hands)


@pytest.mark.parametrize(("players", "start"), [(2, 9), (3, 7), (4, 5), (5, 4), (6, 3), (7, 3)])
def test_004_bga_start_sizes(players: int, start: int) -> None:
    """004: « Board Game Arena … 9 cartes chacun à deux, 3 cartes seulement à six ou sept »"""
    assert GameState.new(WHIST22, players, seed=0).hand_size == start


@pytest.mark.parametrize(("players", "undealt"), [(3, 1), (4, 2), (5, 2)])
def test_004_undealt_cards_stay_face_down_out_of_play(players: int, undealt: int) -> None:
    """004: « Les cartes non distribuées restent face cachée, hors jeu, jusqu'à la fin de la
    manche » (« 20 cartes sont distribuées et 2 restent face cachée, hors jeu »)"""
    s = GameState.new(TAROT_AFRICAIN, players, seed=players)
    assert len(s.undealt) == undealt and s.turned is None and s.trump is None
    hidden = set(s.undealt)
    rng = random.Random(0)
    rounds = len(s.history)
    played: set[int] = set()
    while len(s.history) == rounds:
        for seat in range(players):
            obs = observe(s, seat)
            assert not hidden & set(obs.hand)
            assert hidden <= set(obs.unseen_cards())
        for e in s.apply(choose(s, rng), s.to_move):
            if isinstance(e, TrickWon):
                played.update(c for _, c in e.plays)
    assert len(played) == 22 - undealt and not played & hidden


def test_004_short_cycle_at_three_leaves_seven_out() -> None:
    """004, Les erreurs fréquentes: « à trois joueurs en cycle court, 7 » cards are missing"""
    s = GameState.new(variant(TAROT_AFRICAIN, short_cycle=True), 3, seed=0)
    assert s.hand_size == 5 and len(s.undealt) == 7


def test_004_no_suit_highest_card_wins_21_master() -> None:
    """004, Le matériel: « Il n'y a ni couleur à fournir ni atout à désigner : la carte la plus
    forte d'un pli l'emporte, et le 21 est le maître absolu »"""
    s = new_game(TAROT_AFRICAIN, "3 20", "21 1", "19 2", dealer=2)
    bid(s, 1, 1, 1)
    # No suit to follow: every card of the hand may be played at any time.
    assert {a.card for a in s.legal_actions() if isinstance(a, Play)} == set(cards("3 20"))
    play(s, "20")
    assert {a.card for a in s.legal_actions() if isinstance(a, Play)} == set(cards("21 1"))
    events = play(s, "21", "19")
    assert [e.seat for e in events if isinstance(e, TrickWon)] == [1]
    events = play(s, "1", "2", "3")
    assert [e.seat for e in events if isinstance(e, TrickWon)] == [0]


def test_004_excuse_worth_zero_never_wins() -> None:
    """004, Le matériel: « l'Excuse vaut 0 : elle ne remporte jamais un pli et permet de s'en
    débarrasser sans risque »"""
    s = new_game(TAROT_AFRICAIN, "EX", "1", "2", dealer=2)  # a blind round
    bid(s, 1, 1, 1)
    events = play(s, "??", "??", "??")
    assert [e.seat for e in events if isinstance(e, TrickWon)] == [2]
    s = new_game(TAROT_AFRICAIN, "EX 5", "1 6", "2 7", dealer=2)
    bid(s, 0, 1, 0)
    refused(
        s,
        Play(EXCUSE, 22),
        "excuse-choice",
        "the Excuse is worth 0 in this game: nothing to choose",
    )
    events = play(s, "EX", "1")
    events += play(s, "2")
    assert [e.seat for e in events if isinstance(e, TrickWon)] == [2]


def test_004_variante_excuse_worth_22() -> None:
    """004, Variantes: « à 22, elle devient la carte la plus forte du jeu, le 21 cesse d'être
    imbattable »"""
    rules = variant(TAROT_AFRICAIN, excuse=ExcuseValue.TWENTY_TWO)
    s = new_game(rules, "EX 5", "21 6", "2 7", dealer=2)
    bid(s, 1, 1, 1)
    events = play(s, "EX", "21", "2")
    assert [e.seat for e in events if isinstance(e, TrickWon)] == [0]


def test_004_whist22_excuse_chosen_when_played() -> None:
    """004, Jouer en ligne: « l'Excuse vaut 0 ou 22 au choix de celui qui la pose »"""
    s = new_game(WHIST22, "EX 5", "21 6", "2 7", dealer=2)
    bid(s, 1, 1, 1)
    assert s.legal_actions() == [Play(parse_card("5")), Play(EXCUSE, 0), Play(EXCUSE, 22)]
    refused(s, Play(EXCUSE), "excuse-choice", "say what the Excuse is worth: 0 or 22")
    refused(s, Play(parse_card("5"), 22), "excuse-choice", "only the Excuse takes a value")
    high = s.clone()
    events = play(high, "EX=22", "21", "2")
    assert [e.seat for e in events if isinstance(e, TrickWon)] == [0]
    events = play(s, "EX=0", "21", "2")
    assert [e.seat for e in events if isinstance(e, TrickWon)] == [1]
    # In the blind round the player chooses before seeing the card, unless the Excuse is in
    # plain sight elsewhere (PRODUCT *choice*).
    s = new_game(WHIST22, "EX", "21", "2", dealer=2)
    bid(s, 1, 1, 1)
    assert s.legal_actions() == [Play(HIDDEN, 0), Play(HIDDEN, 22)]
    refused(s, Play(HIDDEN), "excuse-choice")
    play(s, "??=22")
    assert s.legal_actions() == [Play(HIDDEN)]  # seat 1 has seen the Excuse played
    events = play(s, "??", "??")
    assert [e.seat for e in events if isinstance(e, TrickWon)] == [0]


def test_004_regle_d_or_example_4_cards() -> None:
    """004, La règle d'or: « manche à 4 cartes … trois premiers joueurs qui ont annoncé 1, 1 et
    0. Le total est 2 : le donneur ne peut pas dire 2, mais il peut dire 0, 1, 3 ou 4 »"""
    s = GameState.new(
        TAROT_AFRICAIN, 4, first_dealer=3, deals=[dealt_in_order(TAROT_AFRICAIN, 4, 4)]
    )
    bid(s, 1, 1, 0)
    assert s.to_move == 3 == s.dealer
    assert s.allowed_bids() == [0, 1, 3, 4]
    refused(s, Bid(2), "hook", "the hook forbids 2: the bids would total 4")


def test_004_regle_d_or_example_5_cards() -> None:
    """004, Le Tarot Africain à 4 joueurs: « à 5 cartes, si les trois premiers ont annoncé 1, 2
    et 1, le dernier ne peut pas dire 1 (la somme ferait 5) »"""
    s = GameState.new(
        TAROT_AFRICAIN, 4, first_dealer=0, deals=[dealt_in_order(TAROT_AFRICAIN, 4, 5)]
    )
    bid(s, 1, 2, 1)
    assert s.allowed_bids() == [0, 2, 3, 4, 5]
    refused(s, Bid(1), "hook", "the hook forbids 1: the bids would total 5")


def test_004_regle_d_or_negative_remainder_nothing_forbidden() -> None:
    """004, La règle d'or: « Si la soustraction donne un nombre négatif … aucun chiffre n'est
    interdit au donneur »"""
    s = GameState.new(
        TAROT_AFRICAIN, 4, first_dealer=0, deals=[dealt_in_order(TAROT_AFRICAIN, 4, 3)]
    )
    bid(s, 3, 2, 1)
    assert s.allowed_bids() == [0, 1, 2, 3]
    assert s.forbidden_bids() == {}


def test_004_regle_d_or_always_applies() -> None:
    """004, La règle d'or: « dans le Tarot Africain, elle s'applique toujours »"""
    with pytest.raises(ValueError, match="hook always applies"):
        variant(TAROT_AFRICAIN, hook=False)
    assert TAROT_AFRICAIN.hook and WHIST22.hook


def test_004_annonces_from_0_to_cards_received_clockwise_from_left() -> None:
    """004, La règle d'or: « annonce … de 0 jusqu'au nombre de cartes reçues. Les annonces se
    font dans le sens horaire, en commençant par le joueur à gauche du donneur : le donneur
    parle donc en dernier »"""
    s = GameState.new(TAROT_AFRICAIN, 5, seed=3, first_dealer=2)
    assert s.bid_order == (3, 4, 0, 1, 2)
    assert s.allowed_bids() == list(range(0, 5))
    refused(s, Bid(5), "bid-range")


def test_004_deroulement_1_five_lives_random_first_dealer() -> None:
    """004, Déroulement §1: « tirez au sort le premier donneur et donnez 5 vies à chaque
    joueur »"""
    dealers = {GameState.new(TAROT_AFRICAIN, 4, seed=seed).dealer for seed in range(40)}
    assert dealers == {0, 1, 2, 3}
    assert GameState.new(TAROT_AFRICAIN, 4, seed=8).dealer == (
        GameState.new(TAROT_AFRICAIN, 4, seed=8).dealer
    )
    assert GameState.new(TAROT_AFRICAIN, 4, seed=8).totals == [5, 5, 5, 5]
    assert GameState.new(WHIST22, 4, seed=8).totals == [14, 14, 14, 14]


def test_004_deroulement_4_5_left_leads_winner_leads_dealer_left_one_fewer() -> None:
    """004, Déroulement §4–5: « Le joueur à gauche du donneur entame … le plus fort atout
    remporte le pli, et son propriétaire entame le suivant … Le donneur change (on décale d'un
    joueur vers la gauche) et la manche suivante démarre avec une carte de moins »"""
    rules = variant(TAROT_AFRICAIN, scoring=LivesScoring(start=99))
    s = GameState.new(rules, 4, seed=1, first_dealer=1)
    step_until(s, random.Random(1), lambda st: len(st.history) >= 7)
    h = s.history
    assert [r.hand_size for r in h] == [5, 4, 3, 2, 1, 5, 4]
    assert [r.dealer for r in h] == [1, 2, 3, 0, 1, 2, 3]


def test_004_cycles_restart_or_climb() -> None:
    """004, Combien de cartes: « le cycle long de 7 à 1 … le cycle court de 5 à 1 … Quatre
    joueurs utilisent 5 à 1, cinq joueurs 4 à 1. Une fois la manche à 1 carte jouée, la règle
    retenue ici est de recommencer au nombre de départ ; d'autres tables font remonter
    progressivement le nombre de cartes »"""

    def cycle(rules: Rules, players: int, count: int) -> list[int]:
        out: list[int] = []
        prev: int | None = None
        climbing = False
        for _ in range(count):
            prev, climbing = next_tarot_size(rules, players, prev, climbing)
            out.append(prev)
        return out

    assert cycle(TAROT_AFRICAIN, 3, 9) == [7, 6, 5, 4, 3, 2, 1, 7, 6]
    assert cycle(variant(TAROT_AFRICAIN, short_cycle=True), 3, 7) == [5, 4, 3, 2, 1, 5, 4]
    assert cycle(TAROT_AFRICAIN, 4, 7) == [5, 4, 3, 2, 1, 5, 4]
    assert cycle(TAROT_AFRICAIN, 5, 6) == [4, 3, 2, 1, 4, 3]
    climb = variant(TAROT_AFRICAIN, after_one=AfterOne.CLIMB)
    assert cycle(climb, 4, 12) == [5, 4, 3, 2, 1, 2, 3, 4, 5, 4, 3, 2]
    # Played, not just computed.
    rules = variant(climb, scoring=LivesScoring(start=99))
    s = GameState.new(rules, 4, seed=2)
    step_until(s, random.Random(2), lambda st: len(st.history) >= 10)
    assert [r.hand_size for r in s.history] == [5, 4, 3, 2, 1, 2, 3, 4, 5, 4]


def test_004_manche_sur_le_front() -> None:
    """004, La manche sur le front: « Chacun voit donc le jeu de tous ses adversaires, sauf le
    sien … On annonce 0 ou 1, et la règle d'or s'applique toujours au donneur … si vous voyez
    le 21 sur le front d'un adversaire, vous ne pouvez pas gagner »"""
    s = new_game(TAROT_AFRICAIN, "21", "3", "EX", "17", dealer=3)
    assert s.blind
    obs = observe(s, 1)
    assert obs.hand == () and obs.visible[0] == (parse_card("21"),)
    assert obs.visible[1] == ()
    assert s.allowed_bids() == [0, 1]
    bid(s, 1, 0, 0)
    assert s.allowed_bids() == [1]  # the dealer may not say 0: the total would be 1
    bid(s, 1)
    refused(s, Play(parse_card("21")), "blind")
    events = play(s, "??", "??", "??", "??")
    assert [e.seat for e in events if isinstance(e, TrickWon)] == [0]


def test_004_worked_example_lea_marc_ines_theo() -> None:
    """004, Exemple de manche pas à pas: Léa, Marc, Inès, Théo (sens horaire), Théo donne, 3
    cartes, « Dix cartes sur 22 ne sont pas distribuées » ; annonces 1 + 1 + 0, « Théo ne peut
    pas dire 1 … il choisit 2 » ; pli 1 « Léa entame avec son 8 … Théo prend le pli avec son
    10 » ; pli 2 « Théo … se débarrasse du 2. Léa pose le 16 et remporte le pli … Inès dépose
    son 14 » ; pli 3 « Léa jette son 3, Inès joue enfin l'Excuse, Théo pose son 19. Marc
    remporte le pli avec le 21 » ; « Seul Théo manque son contrat » : une vie."""
    LEA, MARC, INES, THEO = range(4)
    s = new_game(
        TAROT_AFRICAIN,
        "8 16 3",  # Léa
        "21 1 4",  # Marc: the 21 and two low cards
        "14 EX 5",  # Inès: the 14, the Excuse and a low card
        "19 10 2",  # Théo
        dealer=THEO,
    )
    assert s.hand_size == 3 and len(s.undealt) == 10
    assert s.to_move == LEA and s.bid_order == (LEA, MARC, INES, THEO)
    bid(s, 1, 1, 0)
    assert s.to_move == THEO
    assert s.forbidden_bids() == {1: "the hook forbids 1: the bids would total 3"}
    refused(s, Bid(1), "hook")
    bid(s, 2)
    assert sum(b for b in s.bids if b is not None) == 4  # « la table est en sur-annonce »
    assert s.to_move == LEA == s.leader

    def trick(*codes: str) -> int:
        events = play(s, *codes)
        return next(e.seat for e in events if isinstance(e, TrickWon))

    assert trick("8", "1", "5", "10") == THEO  # Léa, Marc, Inès, Théo
    assert s.to_move == THEO
    assert trick("2", "16", "4", "14") == LEA  # Théo, Léa, Marc, Inès
    assert s.to_move == LEA
    assert s.trick == [] and s.won == [1, 0, 0, 1]
    assert trick("3", "21", "EX", "19") == MARC  # Léa, Marc, Inès, Théo
    r = s.history[0]
    assert r.bids == (1, 1, 0, 2) and r.tricks == (1, 1, 0, 1)
    assert r.deltas == (0, 0, 0, -1) and r.totals == (5, 5, 5, 4)


@pytest.mark.parametrize(
    ("bid_", "made", "lost"), [(1, 3, 2), (2, 0, 2), (3, 0, 3), (2, 2, 0), (0, 1, 1)]
)
def test_004_lives_miss_costs_the_difference(bid_: int, made: int, lost: int) -> None:
    """004, Vies: « un contrat exact ne coûte rien ; un contrat manqué coûte autant de vies que
    l'écart … Annoncer 1 pli et en faire 3 coûte 2 vies, annoncer 2 plis et n'en faire aucun
    en coûte 2 aussi » / « Annoncer 3 et faire 0 coûte 3 vies »"""
    assert round_delta(TAROT_AFRICAIN.scoring, bid_, made) == -lost
    assert round_delta(WHIST22.scoring, bid_, made) == -lost


def _lives(start: int, end: LivesEnd = LivesEnd.LAST_ALIVE) -> Rules:
    return variant(TAROT_AFRICAIN, scoring=LivesScoring(start=start, end=end))


def test_004_lives_zero_is_out_last_alive_wins() -> None:
    """004, Vies: « un joueur qui tombe à zéro est éliminé et le dernier joueur en vie gagne la
    partie »"""
    rules = _lives(1)
    deals = [deal("21 20", "1 2", "3 4", "5 6"), deal("21 20", "", "3 4", "5 6")]
    s = GameState.new(rules, 4, first_dealer=3, deals=[*deals, deals[1], deals[1]])
    # Seat 0 takes both tricks; seat 1 bids 1 and misses, the others bid 0.
    bid(s, 2, 1, 0, 0)
    events = play(s, "21", "1", "3", "5", "20", "2", "4", "6")
    assert [e.seat for e in events if isinstance(e, PlayerEliminated)] == [1]
    assert s.alive == [True, False, True, True] and s.totals == [1, 0, 1, 1]
    # Out of the game: no more cards, no bid, the dealer's turn passes over the seat.
    assert s.dealer == 0 and s.bid_order == (2, 3, 0) and s.hands[1] == []
    bid(s, 1, 0)
    bid(s, 0)  # seat 0 bids 0 and will take both tricks: out; seat 2 bid 1: out
    events = play(s, "3", "5", "21", "20", "4", "6")
    out = [e.seat for e in events if isinstance(e, PlayerEliminated)]
    assert out == [2, 0]
    over = [e for e in events if isinstance(e, GameOver)]
    assert over and over[0].winners == (3,)
    assert s.is_over and s.winners == (3,)
    refused(s, Bid(0), "game-over", "the game is over")


def test_004_lives_everyone_out_same_round_highest_total_wins_ties_share() -> None:
    """004 + PRODUCT §1 (*choice*): « if every remaining player drops to 0 or below in the
    same round, the highest total wins, and exact ties share the win »"""
    # Three players, one life each, three cards: every contract fails.
    s = GameState.new(_lives(1), 3, first_dealer=2, deals=[deal("1 2 3", "21 20 4", "19 5 6")])
    bid(s, 3, 0, 2)  # seats 0, 1, 2 (sum 5, allowed)
    play(s, "1", "21", "5")  # seat 1
    play(s, "4", "19", "2")  # seat 1 led: seat 2 wins
    events = play(s, "6", "3", "20")  # seat 2 leads: seat 1 wins
    r = s.history[0]
    assert r.tricks == (0, 2, 1) and r.totals == (-2, -1, 0)
    assert [e.seat for e in events if isinstance(e, PlayerEliminated)] == [0, 1, 2]
    assert s.winners == (2,)
    # Exact ties share the win.
    s = GameState.new(_lives(1), 3, first_dealer=2, deals=[deal("1 2", "21 3", "20 4")])
    bid(s, 2, 0, 2)
    play(s, "1", "21", "4")
    play(s, "3", "20", "2")
    assert s.history[0].totals == (-1, 0, 0)
    assert s.is_over and s.winners == (1, 2)
    ranks = {seat: rank for rank, seat, _ in s.standings()}
    assert ranks[1] == ranks[2] == 1 and ranks[0] == 3


def test_004_lives_option_stop_at_first_zero_most_lives_wins() -> None:
    """004, Vies: « Vous pouvez aussi arrêter la partie dès qu'un joueur tombe à zéro et
    couronner celui qui a le plus de vies »"""
    rules = _lives(2, LivesEnd.FIRST_TO_ZERO)
    two = deal("21 20", "1 2", "3 4")
    s = GameState.new(rules, 3, first_dealer=2, deals=[two, two, two])
    bid(s, 0, 0)
    assert s.allowed_bids() == [0, 1]
    bid(s, 1)
    play(s, "21", "1", "3", "20", "2", "4")
    assert s.totals == [0, 2, 1] and s.is_over  # seat 0 missed by 2: the game stops
    assert s.winners == (1,) and s.alive == [True, True, True]


def test_004_bga_14_points_game_stops_at_zero() -> None:
    """004, Jouer en ligne: « chacun part avec 14 points, et la partie s'arrête dès qu'un joueur
    tombe à zéro »"""
    for seed in range(4):
        s = run_game(GameState.new(WHIST22, 4, seed=seed), random.Random(seed))
        assert min(s.totals) <= 0
        assert all(t > 0 for r in s.history[:-1] for t in r.totals)
        best = max(s.totals)
        assert s.winners == tuple(i for i in range(4) if s.totals[i] == best)


def test_004_elimination_cycle_continues_then_restarts_for_players_left() -> None:
    """004 + PRODUCT §1 (*choice*): « when players drop out, the current cycle continues and
    the next cycle starts at the start size for the players left »"""
    rules = _lives(2)
    seen_mid_cycle = seen_restart = False
    for seed in range(60):
        s = run_game(GameState.new(rules, 5, seed=seed), random.Random(seed))
        h = s.history
        for prev, nxt in itertools.pairwise(h):
            left = sum(1 for t in prev.totals if t > 0)
            went_out = sum(1 for b in prev.bids if b is not None) != left
            if prev.hand_size > 1:
                assert nxt.hand_size == min(prev.hand_size - 1, TAROT_START[left])
                seen_mid_cycle |= went_out
            else:
                assert nxt.hand_size == TAROT_START[left]
                seen_restart |= left != 5
            assert sum(1 for b in nxt.bids if b is not None) == left
    assert seen_mid_cycle and seen_restart


# =====================================================================================
# Refused actions (PRODUCT §3: « a refused card says why »)
# =====================================================================================


def test_refused_actions_name_the_rule_and_change_nothing() -> None:
    """Every refused action raises IllegalActionError with a rule id and a message in words,
    and leaves the state exactly as it was."""
    s = new_game(CLASSIC, "AS 2C", "KS 3C", "QS 4C", turned="5H", dealer=2)
    before = snapshot(s)
    with pytest.raises(IllegalActionError, match="it is seat 0's turn, not seat 1's") as info:
        s.apply(Bid(1), 1)
    assert info.value.rule == "turn" and snapshot(s) == before
    bid(s, 0, 0, 0)
    refused(s, Play(999), "not-in-hand", "999 is not a card id (0–73)")
    refused(s, Play(-7), "not-in-hand", "-7 is not a card id (0–73)")
    refused(s, Play(HIDDEN), "blind", "'??' is only for the blind round")
    refused(s, Play(C("AS"), 22), "excuse-choice", "only the Excuse takes a value")
    refused(s, Play(C("KS")), "not-in-hand", "you do not hold KS")


@pytest.mark.parametrize("rules", [RIKIKI, TAROT_AFRICAIN], ids=["rikiki", "tarot-africain"])
def test_refused_value_for_a_blind_card_when_nothing_to_choose(rules: Rules) -> None:
    """001 / 004, the blind round: only Whist 22's Excuse takes a value; elsewhere '??=22' is
    refused with a message that fits the game."""
    hands = ("AS", "KS", "QS") if rules is RIKIKI else ("3", "4", "5")
    s = new_game(rules, *hands, turned="2H" if rules is RIKIKI else None, dealer=2)
    bid(s, 0, 0, 0)
    refused(
        s,
        Play(HIDDEN, 22),
        "excuse-choice",
        "nothing to choose in this game: play '??' without a value",
    )
    play(s, "??")
