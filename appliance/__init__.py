"""OpenClaw Appliance.

One BLAS thread unless the environment says otherwise (set before anything imports numpy): the
only BLAS work of a query is the vector channel's matrix-vector product, which is bound by memory,
not arithmetic. A second OpenBLAS thread gains it nothing, takes the core the keyword channel and
the query embedder run on, and keeps spinning after each call; on a loaded 2-core box it made the
query embedding and the product each 1.6-2.5 times slower (docs/benchmarks.md). On the Pi the
daemon has one core to itself anyway.
"""

import os

os.environ.setdefault("OPENBLAS_NUM_THREADS", "1")
