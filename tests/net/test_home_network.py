"""Two people on two computers of the same network play a whole game without typing an
address: one hosts it in the app (its server inside the app, announced on the network), the
other finds it in the Join screen's list and joins. The "computers" are two network namespaces
joined by a veth pair (tests/net/test_discovery.py's fixtures): nothing touches a real
interface."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from tests.net.test_discovery import Network, Peer, _in, network, peers  # noqa: F401

pytestmark = pytest.mark.netns


def test_a_game_hosted_at_home_is_found_joined_and_played_to_the_end(
    network: Network,  # noqa: F811
    peers: list[Peer],  # noqa: F811
    tmp_path: Path,
) -> None:
    env_a = [
        "env",
        f"ASCENSEUR_HOME={tmp_path / 'ann'}",
        f"ASCENSEUR_HOST_BIND={network.address_a}",
    ]
    env_b = ["env", f"ASCENSEUR_HOME={tmp_path / 'ben'}"]
    host = Peer([*_in(network.a), *env_a], "host", log=tmp_path / "host.log", module="home_peer")
    peers.append(host)
    hosting = host.expect(lambda d: d.get("status") == "hosting", 30)
    assert hosting["announced"] and hosting["port"]
    friend = Peer(
        [*_in(network.b), *env_b], "join", log=tmp_path / "friend.log", module="home_peer"
    )
    peers.append(friend)
    found = friend.expect(lambda d: d.get("status") == "found", 30)
    assert found["where"] == f"{network.address_a}:{hosting['port']}"
    print(f"\nthe game was found {found['after']:.3f} s after the Join screen opened")
    ends = [p.expect(lambda d: d.get("status") == "over", 60) for p in (host, friend)]
    assert ends[0]["record"] == ends[1]["record"]
    for p in (host, friend):
        p.expect(lambda d: d.get("status") == "exit", 20)
        assert p.proc.wait(timeout=20) == 0
    assert os.path.isdir(tmp_path / "ann" / "data" / "hosted" / "rooms")
