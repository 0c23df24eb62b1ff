"""Names shared by the plugin, its routes and its frontend."""

# The plugin's name: routes live under /data/plugin/attention/.
PLUGIN_NAME = "attention"
TAB_NAME = "Attention"
