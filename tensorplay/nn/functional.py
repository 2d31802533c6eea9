"""`tensorplay.nn.functional`, as `torch.nn.functional`.

Assembled one way, by the imports below and nothing else: the ops of ops.yaml that have the
`nn_functional` variant (generated: convolution, pooling, normalization, the losses, ...),
then the functions written by hand in tensorplay/nn/_functional/ as compositions of ops. A
hand-written function that has an op's name extends that op and is imported in its place:
`pad` adds the modes other than 'constant'; `relu`/`elu`/`leaky_relu`/`silu`/`hardtanh`/`hardswish`
add `inplace=`; `softmax`/`log_softmax`/`softmin` add PyTorch's implicit dim; `max_pool2d` adds
`return_indices=`, `conv2d` the string paddings, `embedding` max_norm and the other keywords;
`binary_cross_entropy_with_logits` the reduction by name (the op takes PyTorch's enum);
`batch_norm` is PyTorch's Python wrapper of the op tp.batch_norm (torch.batch_norm's order).
tests/nn/test_functional_surface.py checks that every `nn_functional` op is here.
"""

# ops of ops.yaml with the nn_functional variant
from ..core.optable import (
    avg_pool2d,
    binary_cross_entropy,
    cosine_embedding_loss,
    cross_entropy,
    gaussian_nll_loss,
    gelu,
    hinge_embedding_loss,
    huber_loss,
    kl_div,
    l1_loss,
    layer_norm,
    linear,
    logsigmoid,
    margin_ranking_loss,
    mse_loss,
    multi_margin_loss,
    multilabel_soft_margin_loss,
    nll_loss,
    pixel_shuffle,
    pixel_unshuffle,
    poisson_nll_loss,
    sigmoid,
    smooth_l1_loss,
    soft_margin_loss,
    softplus,
    tanh,
    triplet_margin_loss,
)

# written by hand (tensorplay/nn/_functional/)
from ._functional.activation import (
    celu,
    glu,
    hardshrink,
    hardsigmoid,
    mish,
    prelu,
    relu6,
    selu,
    softshrink,
    softsign,
    tanhshrink,
    threshold,
)
from ._functional.activation_options import (
    elu,
    hardswish,
    hardtanh,
    leaky_relu,
    log_softmax,
    relu,
    silu,
    softmax,
    softmin,
)
from ._functional.attention import (
    multi_head_attention_forward,
    scaled_dot_product_attention,
)
from ._functional.conv import (
    bilinear,
    conv1d,
    conv_transpose1d,
    conv_transpose2d,
    fold,
    unfold,
)
from ._functional.conv_padding import (
    conv2d,
)
from ._functional.distance import (
    cosine_similarity,
    normalize,
    one_hot,
    pairwise_distance,
)
from ._functional.dropout import (
    alpha_dropout,
    dropout,
    dropout1d,
    dropout2d,
    dropout3d,
    feature_alpha_dropout,
)
from ._functional.embedding import (
    embedding,
)
from ._functional.loss import (
    binary_cross_entropy_with_logits,
)
from ._functional.norm import (
    batch_norm,
    group_norm,
    instance_norm,
)
from ._functional.padding import (
    pad,
)
from ._functional.pool_indices import (
    max_pool2d,
)
from ._functional.pooling import (
    adaptive_avg_pool1d,
    adaptive_avg_pool2d,
    adaptive_max_pool1d,
    adaptive_max_pool2d,
    avg_pool1d,
    interpolate,
    max_pool1d,
)

__all__ = [
    "adaptive_avg_pool1d",
    "adaptive_avg_pool2d",
    "adaptive_max_pool1d",
    "adaptive_max_pool2d",
    "alpha_dropout",
    "avg_pool1d",
    "avg_pool2d",
    "batch_norm",
    "bilinear",
    "binary_cross_entropy",
    "binary_cross_entropy_with_logits",
    "celu",
    "conv1d",
    "conv2d",
    "conv_transpose1d",
    "conv_transpose2d",
    "cosine_embedding_loss",
    "cosine_similarity",
    "cross_entropy",
    "dropout",
    "dropout1d",
    "dropout2d",
    "dropout3d",
    "elu",
    "embedding",
    "feature_alpha_dropout",
    "fold",
    "gaussian_nll_loss",
    "gelu",
    "glu",
    "group_norm",
    "hardshrink",
    "hardsigmoid",
    "hardswish",
    "hardtanh",
    "hinge_embedding_loss",
    "huber_loss",
    "instance_norm",
    "interpolate",
    "kl_div",
    "l1_loss",
    "layer_norm",
    "leaky_relu",
    "linear",
    "log_softmax",
    "logsigmoid",
    "margin_ranking_loss",
    "max_pool1d",
    "max_pool2d",
    "mish",
    "mse_loss",
    "multi_head_attention_forward",
    "multi_margin_loss",
    "multilabel_soft_margin_loss",
    "nll_loss",
    "normalize",
    "one_hot",
    "pad",
    "pairwise_distance",
    "pixel_shuffle",
    "pixel_unshuffle",
    "poisson_nll_loss",
    "prelu",
    "relu",
    "relu6",
    "scaled_dot_product_attention",
    "selu",
    "sigmoid",
    "silu",
    "smooth_l1_loss",
    "soft_margin_loss",
    "softmax",
    "softmin",
    "softplus",
    "softshrink",
    "softsign",
    "tanh",
    "tanhshrink",
    "threshold",
    "triplet_margin_loss",
    "unfold",
]
