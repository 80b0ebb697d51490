"""`spyre-compile`: emit, inspect, disasm, diff, run, verify and report on spyre artifacts.

Exit status (every verb): 0 success; 1 a negative verdict (diff: the artifacts differ; verify:
the artifact is bad; run: the card faulted); 2 bad input (usage, a missing path, an unreadable
or corrupt artifact, an unsupported op); 3 an internal error (a bug: rerun with --debug).
Errors are one line on stderr; --debug shows the traceback instead.
"""

from __future__ import annotations

import argparse
import importlib
import sys
import traceback

from .artifacts import ToolError

PROG = "spyre-compile"
VERBS = ("emit", "inspect", "disasm", "diff", "run", "verify", "report")
EXIT_OK, EXIT_VERDICT, EXIT_INPUT, EXIT_INTERNAL = 0, 1, 2, 3

DESCRIPTION = """\
Compile PyTorch code into spyre artifacts and read, compare, check and run them on the
simulated card. ARTIFACT is an artifact directory (manifest.json, program.bin, program.s) or a
directory of artifacts (an emitted graph with index.json, or any directory of artifact dirs).

exit status: 0 ok, 1 differs / invalid / device fault, 2 bad input, 3 internal error"""

EPILOG = """\
examples:
  spyre-compile emit mymodel:gelu --input f16[128,256] -o out/gelu
  spyre-compile inspect out/gelu
  spyre-compile disasm artifacts/add_f16 --core 0 --unit vector
  spyre-compile diff artifacts/c_gelu_f16 out/gelu
  spyre-compile run artifacts/add_f16 --seed 1 --trace trace.json
  spyre-compile verify artifacts/
  spyre-compile report artifacts/c_mlp_block_f32 -o report.html
"""


class _Parser(argparse.ArgumentParser):
    def error(self, message):  # usage errors: exit 2 with the usage line, like argparse, but name the verb
        self.print_usage(sys.stderr)
        self.exit(EXIT_INPUT, f"{self.prog}: error: {message}\n")


def build_parser() -> argparse.ArgumentParser:
    common = argparse.ArgumentParser(add_help=False)
    common.add_argument("--debug", action="store_true", default=argparse.SUPPRESS,
                        help="show full tracebacks on errors")
    parser = _Parser(prog=PROG, description=DESCRIPTION, epilog=EPILOG,
                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--debug", action="store_true", default=False, help="show full tracebacks on errors")
    sub = parser.add_subparsers(dest="verb", metavar="VERB", parser_class=_Parser)
    for verb in VERBS:
        module = importlib.import_module(f".verbs.{verb}", __package__)
        p = sub.add_parser(verb, help=module.SUMMARY, description=module.DESCRIPTION, epilog=module.EPILOG,
                           parents=[common], formatter_class=argparse.RawDescriptionHelpFormatter)
        module.add_arguments(p)
        p.set_defaults(handler=module.run)
    return parser


def main(argv=None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    if args.verb is None:
        parser.print_help(sys.stderr)
        return EXIT_INPUT
    debug = args.debug
    where = f"{PROG} {args.verb}"
    try:
        return args.handler(args)
    except KeyboardInterrupt:
        print(f"{where}: interrupted", file=sys.stderr)
        return 130
    except BrokenPipeError:  # `| head`: the reader left; not an error of ours
        sys.stderr.close()
        return EXIT_OK
    except Exception as e:  # noqa: BLE001 - the one place that turns exceptions into exit codes
        if debug:
            traceback.print_exc()
        status, text = classify(e)
        print(f"{where}: {text}", file=sys.stderr)
        if status == EXIT_INTERNAL and not debug:
            print(f"{where}: this is a bug in {PROG}; rerun with --debug for the traceback", file=sys.stderr)
        return status


# the compiler's and the device's refusals (torch-side classes, matched by name so that the
# torch-free verbs need not import them); torch wraps them in its own errors, hence the chain walk
_REFUSALS = ("SpyreCompileError", "SpyreFallbackError")


def compiler_refusal(e: BaseException) -> BaseException | None:
    seen = set()
    while e is not None and id(e) not in seen:
        seen.add(id(e))
        if type(e).__name__ in _REFUSALS:
            return e
        e = e.__cause__ or e.__context__
    return None


def classify(e: BaseException) -> tuple[int, str]:
    """(exit status, one-line message) for an exception that reached the top."""
    from spyre_runtime.errors import ArtifactError, DeviceFault, LaunchError, QueueError, SpyreError

    refusal = compiler_refusal(e)
    if refusal is not None:
        hint = ("  (emit --allow-fallback runs such ops on the CPU, outside the artifacts)"
                if type(refusal).__name__ == "SpyreFallbackError" else "")
        return EXIT_INPUT, f"cannot compile: {refusal}{hint}"
    if isinstance(e, ToolError):
        return EXIT_INPUT, f"error: {e}"
    if isinstance(e, ArtifactError):
        return EXIT_INPUT, f"bad artifact: {e}"
    if isinstance(e, (DeviceFault, QueueError)):
        return EXIT_VERDICT, f"device fault: {e}"
    if isinstance(e, LaunchError):
        return EXIT_INPUT, f"bad launch arguments: {e}"
    if isinstance(e, SpyreError):
        return EXIT_INPUT, f"error: {e}"
    return EXIT_INTERNAL, f"internal error: {type(e).__name__}: {e}"


if __name__ == "__main__":
    sys.exit(main())
