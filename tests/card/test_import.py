"""The card is part of the torch-free runtime."""

import subprocess
import sys


def test_card_modules_do_not_import_torch():
    code = ("import sys; import spyre_runtime.card, spyre_runtime.card.bench, spyre_runtime.card.examples, spyre_runtime.card.checks; "
            "assert 'torch' not in sys.modules, 'torch was imported'")
    subprocess.run([sys.executable, "-c", code], check=True)
