"""Keywords PyTorch takes that TensorPlay refuses or reads differently today: each is a strict
xfail in test_keyword_parity.py, so an entry fails loudly once fixed and must then be removed.
Regenerate the list after a fix by running the probe; never add an entry to silence a new gap."""

_BATCH_NORM = ("torch.batch_norm is F.batch_norm's op here (input, running_mean, running_var, weight, "
               "bias, ...): PyTorch's order (input, weight, bias, running_mean, running_var, training, "
               "momentum, eps, cudnn_enabled) with a required cudnn_enabled is not implemented")
_LSTM_CELL = ("torch.lstm_cell here is the fused gate kernel lstm_cell(gates, c) behind nn.LSTM: "
              "PyTorch's lstm_cell(input, hx, w_ih, w_hh, b_ih, b_hh) is not implemented")

KNOWN_MISSING: dict[str, str] = {
    **{f"torch.batch_norm:{k}": _BATCH_NORM for k in ("input", "weight", "bias", "running_mean",
                                                      "running_var", "training", "momentum", "eps")},
    **{f"torch.lstm_cell:{k}": _LSTM_CELL for k in ("input", "hx", "w_ih", "w_hh", "b_ih", "b_hh")},
    "torch.result_type:scalar": "result_type(scalar, tensor), PyTorch's overload with the number "
                                "first, is not implemented: core/type_info.result_type takes "
                                "(tensor, other)",
    "Tensor.view:dtype": "view(dtype) (reinterpreting the bytes as another dtype) is not implemented",
}
