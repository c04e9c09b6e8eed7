"""Reading and writing files that may be hostile: saves, positions, settings.

Every read here takes a regular file only (never a pipe, a device or, inside the save
folder, a link), checks the size before reading, reads at most that many bytes, and parses
JSON with a bound on nesting and on numbers (no ``Infinity``/``NaN``, no 5000-digit ints).
Every write goes to a new temporary file created exclusively (so a planted link is never
followed), is flushed and fsynced, then renamed into place. Locks are per file, held by the
operating system (``fcntl.flock`` on Linux and macOS, ``msvcrt.locking`` on Windows) and
released when the process ends, however it ends.

Nothing here imports pygame or the rules engine.
"""

from __future__ import annotations

import json
import math
import os
import secrets
import stat
import sys
import time
from pathlib import Path
from typing import Any

MAX_DEPTH = 32  # real saves and positions nest 10 deep
MAX_NUMBER_DIGITS = 40  # a 64-bit seed has 20

_NOFOLLOW = getattr(os, "O_NOFOLLOW", 0)
_NONBLOCK = getattr(os, "O_NONBLOCK", 0)
_BINARY = getattr(os, "O_BINARY", 0)
_CLOEXEC = getattr(os, "O_CLOEXEC", 0)


class FileRefused(ValueError):
    """A file that is not read or not written; the message says why."""


def clean_text(text: str, limit: int = 400) -> str:
    """Text safe to draw and print: no control characters or lone surrogates, at most
    ``limit`` characters (a long text keeps its start and says how much was cut)."""
    out = []
    for ch in text:
        o = ord(ch)
        if 0xD800 <= o <= 0xDFFF or (o < 32 and ch not in "\n\t") or 0x7F <= o < 0xA0:
            out.append("\ufffd")
        else:
            out.append(ch)
    s = "".join(out)
    if len(s) > limit:
        s = s[: limit - 1] + "…"
    return s


def excerpt(value: object, limit: int = 60) -> str:
    """A short quoted excerpt of something the user gave, for an error message."""
    s = repr(value) if not isinstance(value, str) else repr(value)
    if len(s) > limit:
        s = s[: limit - 1] + "…"
    return clean_text(s)


def size_text(n: int) -> str:
    """A size for a person: '19.2 MB' (1 MB = 1,000,000 bytes, as file managers show it)."""
    if n < 1_000_000:
        return f"{max(1, round(n / 1000))} KB" if n >= 1000 else f"{n} bytes"
    return f"{n / 1_000_000:.1f} MB"


# ---------------------------------------------------------------------------
# Reading


def read_limited(path: Path | str, limit: int, follow_links: bool = False) -> bytes:
    """The bytes of a regular file of at most ``limit`` bytes, or FileRefused saying why.

    A link is refused unless ``follow_links`` (a file the user named on the command line);
    even then the file it leads to must be a regular file. A pipe, socket or device is never
    opened for reading, so it cannot block.
    """
    path = Path(path)
    name = clean_text(path.name, 120)
    try:
        st = os.stat(path) if follow_links else os.lstat(path)
    except FileNotFoundError as exc:
        raise FileRefused(f"{name}: no such file") from exc
    except OSError as exc:
        raise FileRefused(f"{name}: cannot be read ({exc.strerror or exc})") from exc
    if stat.S_ISLNK(st.st_mode):
        raise FileRefused(f"{name}: is a link; links in the save folder are never followed")
    if stat.S_ISDIR(st.st_mode):
        raise FileRefused(f"{name}: is a folder, not a file")
    if not stat.S_ISREG(st.st_mode):
        raise FileRefused(f"{name}: is not a regular file (a pipe, socket or device is never read)")
    if st.st_size > limit:
        raise FileRefused(f"{name}: {size_text(st.st_size)} is larger than the {size_text(limit)} allowed")
    flags = os.O_RDONLY | _NONBLOCK | _BINARY | _CLOEXEC | (0 if follow_links else _NOFOLLOW)
    try:
        fd = os.open(path, flags)
    except OSError as exc:
        raise FileRefused(f"{name}: cannot be read ({exc.strerror or exc})") from exc
    try:
        fst = os.fstat(fd)
        if not stat.S_ISREG(fst.st_mode) or (fst.st_ino, fst.st_dev) != (st.st_ino, st.st_dev):
            raise FileRefused(f"{name}: changed while it was being opened; not read")
        chunks = []
        total = 0
        while True:
            chunk = os.read(fd, min(1 << 20, limit + 1 - total))
            if not chunk:
                break
            chunks.append(chunk)
            total += len(chunk)
            if total > limit:
                raise FileRefused(f"{name}: grew past the {size_text(limit)} allowed while being read")
        return b"".join(chunks)
    except OSError as exc:
        raise FileRefused(f"{name}: cannot be read ({exc.strerror or exc})") from exc
    finally:
        os.close(fd)


def _no_constant(name: str) -> Any:
    raise ValueError(f"{name} is not a number a save may hold")


def _int(text: str) -> int:
    if len(text.lstrip("-")) > MAX_NUMBER_DIGITS:
        raise ValueError(f"a number with {len(text)} digits is too long (at most {MAX_NUMBER_DIGITS})")
    return int(text)


def _float(text: str) -> float:
    if len(text) > 400:
        raise ValueError("a number written with more than 400 characters is too long")
    value = float(text)
    if not math.isfinite(value):
        raise ValueError(f"{excerpt(text, 30)} is too large a number")
    return value


def parse_json(raw: bytes, source: str) -> Any:
    """JSON from bytes, or FileRefused naming the problem and where.

    UTF-8 only (a UTF-8 byte-order mark is allowed); no NaN or Infinity; numbers of at most
    40 digits; at most 32 levels of nesting.
    """
    if raw[:2] in (b"\xff\xfe", b"\xfe\xff"):
        raise FileRefused(f"{source}: not UTF-8 text (it is UTF-16; saves and positions are UTF-8)")
    try:
        text = raw.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        raise FileRefused(f"{source}: not UTF-8 text (byte {exc.start})") from exc
    try:
        data = json.loads(text, parse_constant=_no_constant, parse_int=_int, parse_float=_float)
    except json.JSONDecodeError as exc:
        raise FileRefused(f"{source}: not valid JSON (line {exc.lineno}, column {exc.colno}: {exc.msg})") from exc
    except RecursionError as exc:
        raise FileRefused(f"{source}: nested deeper than the {MAX_DEPTH} levels allowed") from exc
    except (ValueError, OverflowError) as exc:
        raise FileRefused(f"{source}: {clean_text(str(exc), 200)}") from exc
    if depth(data) > MAX_DEPTH:
        raise FileRefused(f"{source}: nested deeper than the {MAX_DEPTH} levels allowed")
    return data


def depth(node: Any) -> int:
    """How deeply lists and objects nest (without recursion)."""
    deepest = 0
    todo = [(node, 1)]
    while todo:
        x, d = todo.pop()
        if isinstance(x, dict):
            deepest = max(deepest, d)
            todo.extend((v, d + 1) for v in x.values())
        elif isinstance(x, list):
            deepest = max(deepest, d)
            todo.extend((v, d + 1) for v in x)
        if deepest > MAX_DEPTH:
            return deepest
    return deepest


def read_json(path: Path | str, limit: int, follow_links: bool = False) -> Any:
    raw = read_limited(path, limit, follow_links)
    return parse_json(raw, clean_text(Path(path).name, 120))


# ---------------------------------------------------------------------------
# Writing


def is_real_dir(path: Path) -> bool:
    """A folder, and not a link to one."""
    try:
        return stat.S_ISDIR(os.lstat(path).st_mode)
    except OSError:
        return False


def fsync_dir(folder: Path) -> None:
    """Make a rename in ``folder`` durable (a no-op where folders cannot be opened)."""
    try:
        fd = os.open(folder, os.O_RDONLY | _CLOEXEC)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


TMP_MARK = ".tmp-"
NAME_MAX = 255  # bytes in one file name (Linux, macOS; Windows counts 255 characters)


def _fs_len(name: str) -> int:
    return len(os.fsencode(name))


def _prefix_fitting(name: str, room: int) -> str:
    """The longest start of ``name`` that takes at most ``room`` bytes on disk."""
    out, used = [], 0
    for ch in name:
        used += _fs_len(ch)
        if used > room:
            break
        out.append(ch)
    return "".join(out)


def side_name(name: str, suffix: str) -> str:
    """``name + suffix`` (a lock, a backup) when it fits in one file name; else the start of
    ``name``, a hash of the whole name (so two long names never share one) and ``suffix``.
    A save whose name is near the limit still gets its lock and backups."""
    whole = name + suffix
    if _fs_len(whole) <= NAME_MAX:
        return whole
    import hashlib

    tag = "~" + hashlib.sha256(os.fsencode(name)).hexdigest()[:16]
    return _prefix_fitting(name, NAME_MAX - _fs_len(tag + suffix)) + tag + suffix


def temp_name(final_name: str) -> str:
    """A new temporary name for ``final_name``: hidden, marked, with this process's id (a
    killed program's are removed at the next start), and short enough for the file system
    however long ``final_name`` is (the mark and the id add about 20 bytes)."""
    tail = f"{TMP_MARK}{os.getpid()}-{secrets.token_hex(4)}"
    return "." + _prefix_fitting(final_name, NAME_MAX - 1 - _fs_len(tail)) + tail


def write_temp(folder: Path, final_name: str, body: bytes) -> Path:
    """Write ``body`` to a new temporary file in ``folder`` (created exclusively, so it is
    never a link someone planted), flushed and fsynced. On any failure nothing is left."""
    tmp = folder / temp_name(final_name)
    _write_exclusive(tmp, body)
    return tmp


def _write_exclusive(target: Path, body: bytes) -> None:
    """Create ``target`` exclusively and never through a link (FileExistsError when anything,
    a planted link among them, is already there), write ``body`` whole and fsync it. On any
    failure after the file was created, it is removed."""
    fd = os.open(target, os.O_WRONLY | os.O_CREAT | os.O_EXCL | _NOFOLLOW | _BINARY | _CLOEXEC, 0o644)
    try:
        view = memoryview(body)
        while view:
            n = os.write(fd, view)
            view = view[n:]
        os.fsync(fd)
    except BaseException:
        os.close(fd)
        _unlink_quietly(target)
        raise
    os.close(fd)


def _unlink_quietly(path: Path) -> None:
    try:
        os.unlink(path)
    except OSError:
        pass


def write_atomic(path: Path, body: bytes) -> None:
    """Replace ``path`` with ``body``: a crash leaves the old file or the new one. If
    ``path`` is a link, the link itself is replaced; nothing outside its folder is written."""
    tmp = write_temp(path.parent, path.name, body)
    try:
        os.replace(tmp, path)
    except BaseException:
        _unlink_quietly(tmp)
        raise
    fsync_dir(path.parent)


def write_text_atomic(path: Path, text: str) -> None:
    """``write_atomic`` of UTF-8 text (settings, a test probe's reports)."""
    write_atomic(path, text.encode("utf-8"))


def write_new(path: Path, body: bytes, tries: int = 100) -> Path:
    """Write ``body`` to a file that did not exist (a crash log): created exclusively and never
    through a link, so whatever is already at ``path`` (a planted link among them) is left as
    it is and the next free name is taken: ``crash-1.log``, then ``crash-1-2.log``, … Returns
    the file written; OSError when no name is free or the folder cannot be written."""
    path = Path(path)
    for k in range(1, tries + 1):
        target = path if k == 1 else path.with_name(f"{path.stem}-{k}{path.suffix}")
        try:
            _write_exclusive(target, body)
        except FileExistsError:
            continue
        return target
    raise FileExistsError(f"no free name beside {clean_text(path.name, 120)}")


def _pid_alive(pid: int) -> bool:
    if pid == os.getpid():
        return True
    if sys.platform == "win32":  # os.kill(pid, 0) would send Ctrl+C there: go by age only
        return True
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except OSError:
        return True
    return True


def remove_stale_temps(folder: Path, max_age: float = 600.0) -> int:
    """Remove temporary files left by a program that was killed mid-write: those of a
    process that no longer runs, or older than ``max_age`` seconds. Returns how many."""
    removed = 0
    try:
        names = os.listdir(folder)
    except OSError:
        return 0
    now = time.time()
    for name in names:
        if not name.startswith(".") or (TMP_MARK not in name and not name.endswith(".tmp")):
            continue
        path = folder / name
        try:
            st = os.lstat(path)
        except OSError:
            continue
        if stat.S_ISDIR(st.st_mode):
            continue
        pid = None
        if TMP_MARK in name:
            tail = name.rsplit(TMP_MARK, 1)[1].split("-", 1)[0]
            pid = int(tail) if tail.isascii() and tail.isdigit() else None
        stale = now - st.st_mtime > max_age or (pid is not None and not _pid_alive(pid)) or pid is None
        if stale:
            try:
                os.unlink(path)  # a link is removed itself, never what it points to
                removed += 1
            except OSError:
                pass
    return removed


# ---------------------------------------------------------------------------
# Locks


class Lock:
    """An exclusive lock on a lock file, held until ``release`` or the process ends."""

    def __init__(self, fd: int, path: Path) -> None:
        self.fd = fd
        self.path = path

    def release(self) -> None:
        if self.fd < 0:
            return
        try:
            if sys.platform == "win32":
                import msvcrt

                os.lseek(self.fd, 0, os.SEEK_SET)
                msvcrt.locking(self.fd, msvcrt.LK_UNLCK, 1)
            else:
                import fcntl

                fcntl.flock(self.fd, fcntl.LOCK_UN)
        except OSError:
            pass
        finally:
            os.close(self.fd)
            self.fd = -1


class LockHeld(Exception):
    """Another program (or another window) holds the lock."""


def try_lock(path: Path) -> Lock:
    """Take the lock at ``path`` without waiting. Raises LockHeld when another holder has
    it, OSError when the lock file cannot be made (a read-only folder)."""
    fd = os.open(path, os.O_RDWR | os.O_CREAT | _NOFOLLOW | _BINARY | _CLOEXEC, 0o644)
    try:
        if not stat.S_ISREG(os.fstat(fd).st_mode):
            raise OSError(f"{path.name} is not a regular file")
        if sys.platform == "win32":
            import msvcrt

            try:
                msvcrt.locking(fd, msvcrt.LK_NBLCK, 1)
            except OSError as exc:
                raise LockHeld(str(path)) from exc
        else:
            import fcntl

            try:
                fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
            except BlockingIOError as exc:
                raise LockHeld(str(path)) from exc
    except BaseException:
        os.close(fd)
        raise
    return Lock(fd, path)
