"""The script PyInstaller freezes (see ``build.spec``): the ``ascenseur`` executables start
here. It only calls :func:`game.__main__.main`, which handles ``--selftest`` and ``replay`` as
``python -m game`` does (``game/__main__.py`` itself cannot be the script: it uses relative
imports)."""

import sys

from game.__main__ import main

if __name__ == "__main__":
    sys.exit(main())
