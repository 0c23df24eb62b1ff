"""The advice rules: ``advice.py`` runs them in one order over the typed entry; ``codes.py``
is the registry that declares each code's level, group, thresholds and estimate; the rules
themselves by what they read (kernels, occupancy, the device, the backends, a serving step)."""
