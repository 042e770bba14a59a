"""The address of a Dask scheduler (``--scheduler``): its form checked, and refused at once
when nothing listens there, before Dask connects and retries."""

from __future__ import annotations

import re
import socket

from tricktaker.errors import TrickTakerError
from tricktaker.limits import shown

_ADDRESS = re.compile(
    r"(?:tcp://)?(?:\[(?P<ipv6>[0-9A-Fa-f:.]+(?:%[\w.-]+)?)\]"
    r"|(?P<host>[A-Za-z0-9](?:[A-Za-z0-9.-]*[A-Za-z0-9])?)):(?P<port>[0-9]{1,5})"
)


def check_scheduler_address(address: str) -> tuple[str, int]:
    """The host and port of ``address`` if it has the form of a Dask scheduler's address,
    ``tcp://HOST:PORT`` (or ``HOST:PORT``; an IPv6 host in brackets), checked before anything
    connects to it."""
    match = _ADDRESS.fullmatch(address) if len(address) <= 300 else None
    labels = match["host"].split(".") if match and match["host"] else []
    if (
        match is None
        or not 0 < int(match["port"]) < 65536
        or any(not 0 < len(label) <= 63 for label in labels)
    ):
        raise TrickTakerError(
            f"--scheduler {shown(address)}: not a Dask scheduler address; give tcp://HOST:PORT "
            "(a host name of at most 63 characters between dots, a port 1..65535), "
            "e.g. tcp://scheduler:8786 or tcp://[::1]:8786"
        )
    return match["ipv6"] or match["host"], int(match["port"])


def reach_scheduler(address: str, timeout: float = 5.0) -> None:
    """Refuse at once a scheduler address nothing listens on (a refused connection, an unknown
    host), rather than after Dask's retries."""
    host, port = check_scheduler_address(address)
    try:
        socket.create_connection((host, port), timeout=timeout).close()
    except (OSError, UnicodeError) as exc:  # UnicodeError: a host name IDNA cannot encode
        reason = getattr(exc, "strerror", None) or str(exc) or type(exc).__name__
        raise TrickTakerError(
            f"--scheduler {address}: cannot reach the Dask scheduler ({reason})"
        ) from None
