"""Fleet: namespaces built once, shipped to every appliance as signed snapshots over a synced folder.

A publisher exports a namespace into a folder that is a TUF repository
(:mod:`.publish`); Syncthing copies that folder to the benches; each appliance
verifies what arrives with python-tuf's client against the publisher's root it
was told to trust (:mod:`.verify`) and swaps the namespace in (:mod:`.install`).
"""
