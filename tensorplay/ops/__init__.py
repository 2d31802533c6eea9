"""Every op, one folder per family: `<family>/ops.yaml` is its spec, `<family>/_generated.py`
what `make generate` makes of it (kernels, OpDefs, public functions, derivatives, batching
rules). See README.md in this folder for the fields of an entry.

Importing this package loads the families in a fixed order; each fills the op table
(`_table`), through which ops reach each other and the rest of the library reaches them.
"""

from .. import func  # noqa: F401, I001 - the batching rules the families attach build on func's modules
from ..core import optable as _table
from .creation import _generated as _creation  # noqa: F401 - each family registers itself
from .pointwise import _generated as _pointwise  # noqa: F401
from .binary import _generated as _binary  # noqa: F401
from .reduction import _generated as _reduction  # noqa: F401
from .shape import _generated as _shape  # noqa: F401
from .indexing import _generated as _indexing  # noqa: F401
from .linalg import _generated as _linalg  # noqa: F401
from .random import _generated as _random  # noqa: F401
from .nn import _generated as _nn  # noqa: F401
from .loss import _generated as _loss  # noqa: F401

FUNCTIONS = _table.FUNCTIONS
LINALG = _table.LINALG
OPS = _table.OPS
FUSED = _table.FUSED
