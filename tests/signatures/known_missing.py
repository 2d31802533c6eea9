"""Keywords PyTorch takes that TensorPlay refuses or reads differently today: each is a strict
xfail in test_keyword_parity.py, so an entry fails loudly once fixed and must then be removed.
Regenerate the list after a fix by running the probe; never add an entry to silence a new gap."""

KNOWN_MISSING: dict[str, str] = {
    'torch.binary_cross_entropy_with_logits:input': 'differs: shape (), torch (2, 3)',
    'torch.binary_cross_entropy_with_logits:target': 'differs: shape (), torch (2, 3)',
    'torch.binary_cross_entropy_with_logits:weight': 'differs: shape (), torch (2, 3)',
    'torch.binary_cross_entropy_with_logits:pos_weight': 'differs: shape (), torch (2, 3)',
    'torch.binary_cross_entropy_with_logits:reduction': 'differs: tensorplay raised ValueError: _loss_reduction: 2 is not a valid value for reduction; torch did not',
    'torch.embedding:weight': "differs: tensorplay raised TypeError: embedding() got an unexpected keyword argument 'indices'; torch did not",
    'torch.embedding:indices': "refused: TypeError: embedding() got an unexpected keyword argument 'indices'",
    'torch.embedding:padding_idx': "differs: tensorplay raised TypeError: embedding: Expected tensor for argument #1 'indices' to have an integer dtype, bu",
    'torch.embedding:scale_grad_by_freq': "refused: TypeError: embedding() got an unexpected keyword argument 'scale_grad_by_freq'",
    'torch.split:tensor': "refused: TypeError: split() got an unexpected keyword argument 'tensor'",
    'torch.tensordot:a': "refused: TypeError: tensordot() got an unexpected keyword argument 'a'",
    'torch.tensordot:b': "refused: TypeError: tensordot() got an unexpected keyword argument 'b'",
    'Tensor.copy_:other': "refused: TypeError: _copy_inplace() got an unexpected keyword argument 'other'",
    'Tensor.random_:from': "refused: TypeError: _random_inplace() got an unexpected keyword argument 'from'",
    'Tensor.uniform_:from': "refused: TypeError: _uniform_inplace() got an unexpected keyword argument 'from'",
    'nn.BCELoss:weight': 'differs: output 2: dtype float64, torch float32',
}
