"""deploy/pantrix.service read as systemd reads it, and the part of its sandbox the kernel enforces
through seccomp and prctl, applied to a child process as systemd 252 would apply it.

What `Sandbox` applies: SystemCallFilter= (the groups expanded by `systemd-analyze syscall-filter`,
with SystemCallErrorNumber=), RestrictAddressFamilies=, MemoryDenyWriteExecute= (systemd's own
seccomp rules, not the kernel's newer prctl), NoNewPrivileges=, LimitNOFILE= (up to the hard
limit the tests run under) and UMask=.
What it does not: the mount namespace (ProtectSystem=, ReadWritePaths=, ProtectHome=, PrivateTmp=,
PrivateDevices=), User=, CapabilityBoundingSet= and the other Protect*/Restrict* settings, which
need systemd itself as PID 1.
"""
import ctypes
import ctypes.util
import errno
import os
import resource
import shlex
import shutil
import subprocess
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
UNIT = ROOT / "deploy" / "pantrix.service"
BINARY = ROOT / ".build" / "debug" / "pantrix"


def read_unit(path=UNIT):
    """{(section, key): [values in order]}, with backslash-continued lines joined."""
    settings, section, pending = {}, None, ""
    for raw in path.read_text().splitlines():
        line = pending + raw.strip()
        if line.endswith("\\"):
            pending = line[:-1] + " "
            continue
        pending = ""
        if not line or line[0] in "#;":
            continue
        if line.startswith("["):
            section = line.strip("[]")
            continue
        key, _, value = line.partition("=")
        settings.setdefault((section, key.strip()), []).append(value.strip())
    return settings


def last(settings, key, section="Service"):
    values = settings.get((section, key), [])
    return values[-1] if values else None


def exec_start(settings):
    return shlex.split(last(settings, "ExecStart"))


def syscall_groups():
    """{"@system-service": ["@aio", "read", ...], ...} from this machine's systemd."""
    groups, current = {}, None
    out = subprocess.run(["systemd-analyze", "syscall-filter"], capture_output=True, text=True, check=True).stdout
    for line in out.splitlines():
        text = line.strip()
        if line.startswith("@"):
            current = groups.setdefault(text, [])
        elif current is not None and text and not text.startswith("#"):
            current.append(text)
    return groups


def expand(name, groups, seen=None):
    seen = set() if seen is None else seen
    if not name.startswith("@"):
        return {name}
    if name in seen:
        return set()
    seen.add(name)
    return set().union(*(expand(member, groups, seen) for member in groups.get(name, [])))


def allowed_syscalls(settings):
    """SystemCallFilter= lines in order: an allow list, then `~` lines taking names out of it."""
    groups, allowed = syscall_groups(), set()
    for value in settings.get(("Service", "SystemCallFilter"), []):
        deny = value.startswith("~")
        names = set().union(*(expand(n, groups) for n in value.lstrip("~").split()))
        allowed = allowed - names if deny else allowed | names
    return allowed


SCMP_ACT_ALLOW = 0x7FFF0000
SCMP_CMP_EQ, SCMP_CMP_GE, SCMP_CMP_MASKED_EQ = 4, 5, 7
PROT_WRITE, PROT_EXEC, SHM_EXEC = 0x2, 0x4, 0o100000
FAMILIES = {"AF_UNIX": 1, "AF_INET": 2, "AF_INET6": 10, "AF_NETLINK": 16, "AF_PACKET": 17}
AF_MAX = 46


def errno_action(number):
    return 0x00050000 | (number & 0xFFFF)


class ArgCmp(ctypes.Structure):
    _fields_ = [("arg", ctypes.c_uint), ("op", ctypes.c_int), ("datum_a", ctypes.c_uint64), ("datum_b", ctypes.c_uint64)]


class Sandbox:
    """Call `apply` in the child between fork and exec (subprocess's preexec_fn)."""

    def __init__(self, settings):
        self.settings = settings
        self.allowed = allowed_syscalls(settings)
        name = ctypes.util.find_library("seccomp")
        if not name:
            raise RuntimeError("libseccomp not found")
        self.lib = ctypes.CDLL(name, use_errno=True)
        self.lib.seccomp_init.restype = ctypes.c_void_p
        self.lib.seccomp_init.argtypes = [ctypes.c_uint32]
        self.lib.seccomp_rule_add_array.argtypes = [ctypes.c_void_p, ctypes.c_uint32, ctypes.c_int, ctypes.c_uint, ctypes.POINTER(ArgCmp)]
        self.lib.seccomp_syscall_resolve_name.argtypes = [ctypes.c_char_p]
        self.lib.seccomp_load.argtypes = [ctypes.c_void_p]
        self.error = getattr(errno, last(settings, "SystemCallErrorNumber") or "EPERM")
        families = (last(settings, "RestrictAddressFamilies") or "").split()
        self.families = {FAMILIES[f] for f in families}
        self.wx = last(settings, "MemoryDenyWriteExecute") == "yes"
        self.nofile = int(last(settings, "LimitNOFILE") or 0)
        self.umask = int(last(settings, "UMask") or "0022", 8)

    def _number(self, name):
        return self.lib.seccomp_syscall_resolve_name(name.encode())

    def _rule(self, ctx, action, name, *conditions):
        number = self._number(name)
        if number < 0:
            return
        array = (ArgCmp * max(1, len(conditions)))(*[ArgCmp(*c) for c in conditions])
        if self.lib.seccomp_rule_add_array(ctx, action, number, len(conditions), array) != 0:
            raise OSError(f"seccomp rule for {name}")

    def _load(self, ctx):
        if self.lib.seccomp_load(ctx) != 0:
            raise OSError("seccomp_load failed")

    def apply(self):
        if self.nofile:
            # systemd as PID 1 may raise it beyond what this process may; here it stops at our hard limit.
            hard = resource.getrlimit(resource.RLIMIT_NOFILE)[1]
            limit = self.nofile if hard == resource.RLIM_INFINITY else min(self.nofile, hard)
            resource.setrlimit(resource.RLIMIT_NOFILE, (limit, limit))
        os.umask(self.umask)
        # Each setting its own filter, as systemd loads them; the kernel applies the strictest answer.
        if self.families:
            families = self.lib.seccomp_init(SCMP_ACT_ALLOW)
            for family in range(AF_MAX):
                if family not in self.families:
                    self._rule(families, errno_action(errno.EAFNOSUPPORT), "socket", (0, SCMP_CMP_EQ, family, 0))
            self._rule(families, errno_action(errno.EAFNOSUPPORT), "socket", (0, SCMP_CMP_GE, AF_MAX, 0))
            self._load(families)
        if self.wx:
            wx = self.lib.seccomp_init(SCMP_ACT_ALLOW)
            both = PROT_WRITE | PROT_EXEC
            self._rule(wx, errno_action(errno.EPERM), "mmap", (2, SCMP_CMP_MASKED_EQ, both, both))
            self._rule(wx, errno_action(errno.EPERM), "mprotect", (2, SCMP_CMP_MASKED_EQ, PROT_EXEC, PROT_EXEC))
            self._rule(wx, errno_action(errno.EPERM), "pkey_mprotect", (2, SCMP_CMP_MASKED_EQ, PROT_EXEC, PROT_EXEC))
            self._rule(wx, errno_action(errno.EPERM), "shmat", (2, SCMP_CMP_MASKED_EQ, SHM_EXEC, SHM_EXEC))
            self._load(wx)
        # Last, as in systemd: it may forbid seccomp() itself.
        allow_list = self.lib.seccomp_init(errno_action(self.error))
        for name in sorted(self.allowed):
            self._rule(allow_list, SCMP_ACT_ALLOW, name)
        self._load(allow_list)


def have_systemd_analyze():
    return shutil.which("systemd-analyze") is not None
