"""Small statistics for the arena: means with a 95% confidence interval, percentiles.

Intervals use Student's t (a table up to 30 degrees of freedom, then the Cornish–Fisher
expansion around the normal quantile), so a handful of deals still gets an honest interval.
"""

from __future__ import annotations

import math
import statistics
from collections.abc import Sequence
from dataclasses import dataclass

#: Two-sided 95% quantiles of Student's t for 1 … 30 degrees of freedom.
_T975 = (
    12.706, 4.303, 3.182, 2.776, 2.571, 2.447, 2.365, 2.306, 2.262, 2.228,
    2.201, 2.179, 2.160, 2.145, 2.131, 2.120, 2.110, 2.101, 2.093, 2.086,
    2.080, 2.074, 2.069, 2.064, 2.060, 2.056, 2.052, 2.048, 2.045, 2.042,
)  # fmt: skip
_Z975 = statistics.NormalDist().inv_cdf(0.975)


def t975(df: int) -> float:
    """The 97.5% quantile of Student's t with ``df`` degrees of freedom (df ≥ 1)."""
    if df < 1:
        raise ValueError("Student's t needs at least one degree of freedom")
    if df <= len(_T975):
        return _T975[df - 1]
    z = _Z975
    return z + (z**3 + z) / (4 * df) + (5 * z**5 + 16 * z**3 + 3 * z) / (96 * df**2)


@dataclass(frozen=True, slots=True)
class Estimate:
    """A mean over ``n`` independent samples and the half-width of its 95% confidence
    interval (None with fewer than two samples)."""

    mean: float
    ci95: float | None
    n: int

    def text(self, digits: int = 2, signed: bool = False, scale: float = 1.0) -> str:
        """``'12.34 ± 0.56'`` (``signed``: ``'+12.34 ± 0.56'``); values multiplied by
        ``scale`` (100 for a percentage)."""
        sign = "+" if signed else ""
        mean = f"{self.mean * scale:{sign}.{digits}f}"
        if self.ci95 is None:
            return mean
        return f"{mean} ± {self.ci95 * scale:.{digits}f}"


def mean_ci(samples: Sequence[float]) -> Estimate:
    """The mean of ``samples`` with a t-based 95% confidence interval."""
    n = len(samples)
    if n == 0:
        return Estimate(math.nan, None, 0)
    mean = statistics.fmean(samples)
    if n < 2:
        return Estimate(mean, None, n)
    half = t975(n - 1) * statistics.stdev(samples) / math.sqrt(n)
    return Estimate(mean, half, n)


def percentile(values: Sequence[float], q: float) -> float:
    """The nearest-rank ``q`` percentile (0 < q ≤ 100) of ``values`` (nan when empty)."""
    if not values:
        return math.nan
    ordered = sorted(values)
    rank = max(1, math.ceil(q / 100 * len(ordered)))
    return ordered[rank - 1]
