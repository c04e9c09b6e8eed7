"""Games on the local network: announced by ``serve --lan``, listed by ``join --list`` (mDNS).

A hosted game is announced as a DNS-SD service of type ``_villainous._tcp.local.`` with the
address and port it listens on and a TXT record holding only the game's key, its title, the
program's version and the protocol's version (``game``, ``title``, ``app``, ``proto``):
never a code or a token. Joining still takes a code, which only the host's player hands out.

Nothing is sent to the network unless the player asks: the host announces only with
``--lan`` (on the interface of the address it listens on, or every interface when it listens
on all of them), and ``join --list`` listens for a few seconds only when asked.

The ``zeroconf`` package is optional (the ``lan`` extra): without it both say how to get it.
"""

from __future__ import annotations

import ipaddress
import secrets
import socket
import time
from dataclasses import dataclass
from typing import Any

from game import __version__
from game.core.phrase import Name
from game.core.phrase import say as phrase
from game.core.safefile import clean_text

from . import messages

SERVICE_TYPE = "_villainous._tcp.local."
LIST_SECONDS = 3.0
MISSING = phrase("finding games on the local network needs the zeroconf package: {command} (or {other})",
                 command=Name("pip install 'villainous-table[lan]'"), other=Name("pip install zeroconf"))


class LanError(Exception):
    """mDNS cannot be used here (the package is missing, or the network refused): in words
    (``str``: the English; ``reason``: the phrase, to say in a language with
    ``game.i18n.translated``)."""

    @property
    def reason(self) -> str:
        return self.args[0] if self.args else ""


def _zeroconf() -> Any:
    try:
        import zeroconf
    except ImportError:
        raise LanError(MISSING) from None
    return zeroconf


def interfaces_for(address: str) -> Any:
    """The interfaces to speak mDNS on for a host listening on ``address``: that address's
    interface, or all of them for an unspecified address (``0.0.0.0``)."""
    zc = _zeroconf()
    try:
        ip = ipaddress.ip_address(address)
    except ValueError:
        raise LanError(phrase("--lan needs --host to be an IP address, not {address}",
                              address=Name(clean_text(address, 60)))) from None
    if ip.version != 4:
        raise LanError(phrase("--lan announces on IPv4 only: give --host an IPv4 address (or 0.0.0.0)"))
    return zc.InterfaceChoice.All if ip.is_unspecified else [address]


def _addresses(address: str) -> list[bytes]:
    """The IPv4 addresses a game listening on ``address`` is reached at, packed."""
    if address != "0.0.0.0":
        return [socket.inet_aton(address)]
    import ifaddr  # a dependency of zeroconf

    found = [ip.ip for adapter in ifaddr.get_adapters() for ip in adapter.ips
             if isinstance(ip.ip, str) and not ipaddress.ip_address(ip.ip).is_loopback]
    return [socket.inet_aton(x) for x in found]


@dataclass
class Announcement:
    """A game announced on the LAN while it is hosted (``await start()``, ``await stop()``)."""

    key: str
    title: str
    address: str
    port: int
    _zc: Any = None
    _info: Any = None

    async def start(self) -> str:
        """Announce the game; returns the service's name. LanError when it cannot be."""
        zc = _zeroconf()
        from zeroconf.asyncio import AsyncZeroconf

        tag = secrets.token_hex(3)  # two games on one machine get two names
        name = f"{clean_text(self.title, 40)} {tag}".replace(".", " ")
        self._info = zc.ServiceInfo(
            SERVICE_TYPE, f"{name}.{SERVICE_TYPE}", port=self.port,
            addresses=_addresses(self.address), server=f"villainous-{tag}.local.",
            properties={"game": self.key, "title": clean_text(self.title, 80), "app": __version__,
                        "proto": str(messages.VERSION)})
        try:
            self._zc = AsyncZeroconf(interfaces=interfaces_for(self.address), ip_version=zc.IPVersion.V4Only)
            await self._zc.async_register_service(self._info)
        except OSError as exc:
            await self.stop()
            raise LanError(phrase("cannot announce on the local network: {why}",
                                  why=Name(str(exc.strerror or exc)))) from exc
        return name

    async def stop(self) -> None:
        """Withdraw the announcement (a goodbye on the LAN) and close the mDNS sockets."""
        if self._zc is None:
            return
        try:
            if self._info is not None:
                await self._zc.async_unregister_service(self._info)
        except Exception:  # noqa: BLE001,S110 - a goodbye that cannot be sent: the records expire
            pass
        finally:
            await self._zc.async_close()
            self._zc = None


@dataclass(frozen=True)
class Found:
    """A game found on the LAN: where to join it and what it is (from its TXT record)."""

    name: str
    address: str
    port: int
    game: str
    title: str
    app: str
    proto: str

    def line(self) -> str:
        """The game and how to join it, as a phrase (``join --list`` says it in its language):
        the title a catalogue word, as a client takes it; the command as it is typed."""
        return phrase("{title} ({game}, version {app}): villainous join {address} CODE", title=self.title,
                      game=Name(self.game), app=Name(self.app), address=Name(f"{self.address}:{self.port}"))


def _text(props: dict, key: str) -> str:
    value = props.get(key.encode())
    return clean_text(value.decode("utf-8", "replace"), 80) if isinstance(value, bytes) else ""


def browse(seconds: float = LIST_SECONDS, interface: str | None = None) -> list[Found]:
    """The games announced on the LAN, listening ``seconds`` (on one interface's address,
    or every interface). LanError when mDNS cannot be used."""
    zc = _zeroconf()
    choice = [interface] if interface else zc.InterfaceChoice.All
    names: set[str] = set()

    def seen(zeroconf: Any, service_type: str, name: str, state_change: Any) -> None:
        if state_change is zc.ServiceStateChange.Added:
            names.add(name)

    try:
        conf = zc.Zeroconf(interfaces=choice, ip_version=zc.IPVersion.V4Only)
    except OSError as exc:
        raise LanError(phrase("cannot listen on the local network: {why}", why=Name(str(exc.strerror or exc)))) from exc
    found: list[Found] = []
    try:
        browser = zc.ServiceBrowser(conf, SERVICE_TYPE, handlers=[seen])
        time.sleep(seconds)
        browser.cancel()
        for name in sorted(names)[:50]:  # a LAN full of announcements: the first fifty
            info = conf.get_service_info(SERVICE_TYPE, name, timeout=1000)
            if info is None or not info.port:
                continue
            props = info.properties or {}
            for address in info.parsed_addresses(zc.IPVersion.V4Only)[:1]:
                found.append(Found(clean_text(name[: -len(SERVICE_TYPE) - 1], 80), address, info.port,
                                   _text(props, "game"), _text(props, "title"), _text(props, "app"),
                                   _text(props, "proto")))
    finally:
        conf.close()
    return found


def listing(found: list[Found], seconds: float) -> list[str]:
    """What ``join --list`` says of the games ``found`` in ``seconds`` of listening: a line
    each, or that none was announced (phrases, said in the player's language)."""
    if not found:
        return [phrase("No game announced on the local network (listened {seconds} s).",
                       seconds=Name(f"{seconds:g}"))]
    return [game.line() for game in found]
