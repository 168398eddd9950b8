"""What kind of player each opponent is, inferred from what the seat has seen.

The Hard bot does not assume that everyone plays well. It weighs two explanations of each
opponent's behaviour:

* **purposeful** — bids what its hand is worth and plays towards its bid: it tries to win a
  trick while it needs tricks and ducks once it has enough;
* **erratic** — bids and plays at random (a beginner, or a careless player).

The evidence is public: how often the opponent made its bids in earlier rounds, and — in the
imagined world — how well its bid fits its hand and how many of its plays this round fit its
need. Everything is a likelihood, so the posterior is exact Bayes under this simple model:
a world is weighed by how well it explains the opponents' bids and plays, and inside the world
each opponent plays the rest of the round with the noise its posterior implies.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from ..core.cards import EXCUSE
from ..core.fastround import (
    EXCUSE_22,
    EXCUSE_CHOSEN,
    EXCUSE_ROWS,
    STRENGTH,
    excuse_mode,
    greedy_when_over,
    legal_cards,
    trick_state,
)
from ..core.observation import Observation
from ..core.rules import Deck
from .estimate import Rating, rated_tricks


@dataclass(frozen=True, slots=True)
class OpponentConfig:
    """The tunables of the picture the searches have of the other players (the shipped
    values; ``bench/bot_variants.py`` builds variants with ``dataclasses.replace``)."""

    #: Prior chance that an opponent is purposeful, before any evidence.
    prior: float = 0.5
    #: Chance that a purposeful player makes its bid (for the evidence of earlier rounds).
    exact: float = 0.5
    #: Chance that a purposeful player's card does not fit its need (it has reasons we miss).
    slip: float = 0.2
    #: Spread of a purposeful bid around the hand's rating, in tricks.
    bid_sigma: float = 1.2
    #: Noise of a purposeful player in rollouts: the chance of a random legal card instead of
    #: the rollout policy's. A searching player parts from that policy often
    #: (bench/opponent_fit.py: Normal plays the policy's own card in a third of its leads and
    #: half of its other plays), and 0.3 scored at least as well as 0.05 everywhere, a little
    #: better against the bots (docs/BOTS.md, "A purposeful opponent's noise").
    noise: float = 0.3
    #: What a hand is worth to a purposeful bidder: the model reads a bid as lying near it,
    #: and the searches' imagined later bidders bid the nearest allowed number to it.
    rating: Rating = rated_tricks


@dataclass(frozen=True, slots=True)
class OpponentView:
    """Per-world result: the world's weight and each seat's rollout noise."""

    weight: float
    noise: list[float]


class OpponentModel:
    """The opponent model of one observation; :meth:`judge` scores an imagined world."""

    def __init__(self, obs: Observation, config: OpponentConfig | None = None) -> None:
        self.obs = obs
        self.config = config = config if config is not None else OpponentConfig()
        self.active = len(obs.bid_order)
        self.tarot = obs.rules.deck is Deck.TAROT
        self.mode = excuse_mode(obs.rules)
        self.excuse_high = self.mode == EXCUSE_22
        self.greedy_over = greedy_when_over(obs.rules)
        self.priors = [self._prior(s) for s in range(obs.players)]
        self.opponents = [s for s in obs.bid_order if s != obs.seat]
        # Each opponent's plays this round: (trick index, position in trick, card, value).
        self.plays: dict[int, list[tuple[int, int, int, int]]] = {s: [] for s in self.opponents}
        tricks = [t.plays for t in obs.tricks_done]
        if obs.trick:
            tricks.append(obs.trick)
        self._tricks = tricks
        for ti, plays in enumerate(tricks):
            for pos, (seat, card, value) in enumerate(plays):
                if seat in self.plays:
                    self.plays[seat].append((ti, pos, card, value))
        # With the chosen Excuse, its player decides whether it wins: it fits either need.
        self.chosen = self.tarot and self.mode == EXCUSE_CHOSEN

    def _prior(self, seat: int) -> float:
        """The prior, updated by the earlier rounds' exact and missed bids."""
        p = self.config.prior
        log_odds = math.log(p / (1 - p))
        exact = self.config.exact
        for result in self.obs.history:
            bid = result.bids[seat]
            if bid is None:
                continue
            h = result.hand_size
            if h < 2:
                continue  # a 1-card round says little about skill
            chance_random = 1.0 / (h + 1)
            if bid == result.tricks[seat]:
                log_odds += math.log(exact / chance_random)
            else:
                log_odds += math.log((1 - exact) / (1 - chance_random))
        log_odds = max(-12.0, min(12.0, log_odds))
        return 1.0 / (1.0 + math.exp(-log_odds))

    def judge(self, hands: list[list[int]]) -> OpponentView:
        """The weight of a world (how well it explains the opponents) and the rollout noise of
        each seat in it."""
        obs = self.obs
        purposeful_noise = self.config.noise
        weight = 1.0
        noise = [0.0] * obs.players
        for seat in self.opponents:
            bid = obs.bids[seat]
            if bid is None:
                # Has not bid: only the prior speaks.
                p = self.priors[seat]
                noise[seat] = p * purposeful_noise + (1 - p)
                continue
            played = [c for _, _, c, _ in self.plays[seat]]
            held = hands[seat] + played
            lp, lr = self._bid_likelihoods(held, bid)
            plp, plr = self._play_likelihoods(seat, held, bid)
            a = self.priors[seat] * lp * plp
            b = (1 - self.priors[seat]) * lr * plr
            total = a + b
            if total <= 0.0:
                return OpponentView(0.0, noise)
            # Times (h + 1), the same in every world, so that weights stay near 1.
            weight *= total * (obs.hand_size + 1)
            p = a / total
            noise[seat] = p * purposeful_noise + (1 - p)
        return OpponentView(weight, noise)

    def _bid_likelihoods(self, held: list[int], bid: int) -> tuple[float, float]:
        h = self.obs.hand_size
        est = self.config.rating(held, self.obs.trump, self.active, self.tarot, self.excuse_high)
        sigma = self.config.bid_sigma
        weights = [math.exp(-((b - est) ** 2) / (2 * sigma**2)) for b in range(h + 1)]
        return weights[bid] / sum(weights), 1.0 / (h + 1)

    def _play_likelihoods(self, seat: int, held: list[int], bid: int) -> tuple[float, float]:
        """Likelihood of the seat's plays this round if purposeful, and if erratic."""
        plays = self.plays[seat]
        if not plays:
            return 1.0, 1.0
        hand = sorted(held)
        slip = self.config.slip
        trump = self.obs.trump if self.obs.trump is not None else -1
        must_trump = self.obs.rules.must_trump and trump >= 0
        won = 0
        lp = 1.0
        lr = 1.0
        winners_by_trick = [t.winner for t in self.obs.tricks_done]
        next_ti = 0
        for ti, pos, card, value in plays:
            while next_ti < ti:
                if winners_by_trick[next_ti] == seat:
                    won += 1
                next_ti += 1
            trick = self._tricks[ti][:pos]
            led, best, _ = trick_state(trick, trump, self.tarot)
            legal = legal_cards(hand, led, trump, must_trump, self.tarot)
            if card not in legal:
                # The imagined hand cannot explain this play: the world is impossible.
                return 0.0, 0.0
            n = len(legal)
            lr *= 1.0 / n
            if pos > 0 and n > 1:
                need = bid - won
                want = need > 0 or (need < 0 and self.greedy_over)
                # A card fits when it beats the trick so far exactly if tricks are wanted (the
                # Excuse at the value the rules fix; a chosen one fits either need).
                strengths = EXCUSE_ROWS[self.mode][0] if self.tarot else STRENGTH[trump + 1][led]
                fits = [
                    c
                    for c in legal
                    if (self.chosen and c == EXCUSE) or (strengths[c] > best) == want
                ]
                # A chosen Excuse is judged by the value its player said.
                chosen_excuse = self.chosen and card == EXCUSE
                fitted = (value > best) == want if chosen_excuse else card in fits
                if fits and len(fits) < n:
                    if fitted:
                        lp *= (1 - slip) / len(fits)
                    else:
                        lp *= slip / (n - len(fits))
                else:
                    lp *= 1.0 / n
            else:
                lp *= 1.0 / n
            hand.remove(card)
        return lp, lr
