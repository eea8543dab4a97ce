"""Hybrid search: BM25 + cosine + recency over one namespace.

How a query is answered (one module per step; ``Searcher.search`` runs them in order):

1. ``channels``: candidate pools from both channels, each ``max(4 x k, search.pool)``
   deep: FTS5 BM25 (identifier-aware terms, per-field weights) and cosine KNN over
   the namespace's vectors (in-memory matrix, vec0 as fallback). The two channels run
   concurrently; each has a deadline, and a channel that fails or times out is
   dropped for this query with a logged note, never the whole search. Every
   candidate then gets both scores (BM25 for vector-only candidates, cosine for
   keyword-only ones).
2. ``statistics``: scores are normalised against references that do not depend on k:
   BM25 is divided by the best BM25 score of the query, cosine is used as is. So
   asking for more results never reorders the top ones. Term statistics (posting
   lists, IDF) are cached per index generation for the gate.
3. ``fusion``: ``score = alpha * bm25 + beta * cosine + gamma * recency`` (exp decay
   on the file's mtime), with the parts kept as the score's breakdown.
4. ``gate``: a relevance floor per channel, so keyword-only hits are not silently
   dropped and nonsense finds nothing: a candidate stays if it matches enough of the
   query's terms (``coverage``: IDF-weighted share of term groups, >= ``min_coverage``)
   or is semantically close (cosine >= ``min_cosine``).
5. ``dedup``: section-aware dedup (consecutive chunks / adjacent pages of one section
   merge, keeping ``merged_from_pages``), then ``mmr``: optional maximal marginal
   relevance.
"""

from .channels import Matrix
from .dedup import dedup_sections
from .fusion import Scored
from .mmr import mmr
from .results import Hit, Mode, SearchResult, relative_path
from .searcher import Searcher
from .statistics import POSTINGS_CACHE_ROWIDS, QueryNormaliser, TermStatistics

__all__ = ["Hit", "Matrix", "Mode", "POSTINGS_CACHE_ROWIDS", "QueryNormaliser", "Scored", "SearchResult", "Searcher",
           "TermStatistics", "dedup_sections", "mmr", "relative_path"]
