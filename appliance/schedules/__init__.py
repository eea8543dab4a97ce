"""Timers, reminders and scheduled jobs, and the heartbeat that checks the appliance's health.

One home per concern: :mod:`.when` (what a schedule means: ``--at``, ``--every``,
``--cron`` with a time zone), :mod:`.store` (the jobs file, shared by the daemon
and the CLI), :mod:`.scheduler` (the daemon part that fires due jobs),
:mod:`.announce` (what a due job does), :mod:`.commands` (``/timer``, ``/remind``,
``/timers``), :mod:`.cli` (``openclaw cron``), :mod:`.checks` and
:mod:`.heartbeat` (the health checks listed in HEARTBEAT.md).
"""
