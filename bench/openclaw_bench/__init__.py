"""The appliance's benchmarks: ``openclaw benchmark ...`` (:mod:`.cli`) and their data sets (:mod:`.datasets`).

A separate distribution (``openclaw-bench``) so the product ships without them: it
registers its command group on the ``openclaw.commands`` entry point like the
appliance's own parts, and reads its query, question and voice sets from its own
package data. One module per part measured: kernel (index, search), answer,
conversation (commands, follow-ups), ocr, voice, beacons, appliance (idle daemon).
"""
