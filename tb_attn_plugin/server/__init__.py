"""The server: what the tab's routes stand on, between the analyses and the plugin.

Terms:
- a *job*: one analysis of one trace file (by its identity) with one set of patterns, its
  state (queued, analysing, done, error, being written) and its result (jobs.py); the job
  table holds them, the journal of their changes and the bounds on what they hold (table.py);
  the service answers the routes from them (service.py).
- the *catalog*: the traces under the logdir as last listed, rescanned in the background,
  and the checks that a trace is still what was listed (catalog.py).
- *workers*: long-lived processes forked from a forkserver that run the jobs, one lane for
  the background analyses and one for a view's pattern overrides (processes.py runs
  them, workers.py starts and ends the processes).
- *held results*: the entries' JSON and the extras kept in memory, bounded by bytes
  (held.py), and the step summaries kept beside them (summaries.py);
  dropped ones are read back from the *cache* (cache.py) or the *shared results*
  (results.py), both untrusted until they type into the report's classes.
- the *listing rows*: what `/traces` sends, computed again only for what changed (listing.py).
"""
