"""Names shared by the plugin, its routes and its frontend, and where the package's data files are."""

import os
from typing import Final

# The package's version (setup.py reads it here; it is in every analysis cache key).
VERSION = "0.20.0"

# The package's folder: its data files (the schema, the device and best-published tables) and the
# tab's built bundle (static/) sit there, whichever folder reads them.
PACKAGE_DIR = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

# The plugin's name: routes live under /data/plugin/attention/.
PLUGIN_NAME: Final = "attention"  # (Final: typed as its literal, as the schema says it)
TAB_NAME = "Attention"
