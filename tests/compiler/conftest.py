import os

# A persistent Inductor cache (outside the repo) keeps repeated test runs fast.
os.environ.setdefault("TORCHINDUCTOR_CACHE_DIR", os.path.expanduser("~/.cache/spyre/inductor-tests-compiler"))
