"""One module per verb: SUMMARY, DESCRIPTION, EPILOG, add_arguments(parser), run(args) -> exit status.
Module level imports stay torch-free (only `emit` imports torch, inside run)."""
