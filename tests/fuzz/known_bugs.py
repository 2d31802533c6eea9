"""Today's real mismatches found by the fuzzer: signature -> minimal reproduction, for
`python -m tests.fuzz --repro '<json>'`. Written by `python -m tests.fuzz --update-known` after
review (tests/fuzz/known.py explains the categories); fix a bug, delete its line."""

KNOWN_BUGS: dict[str, str] = {
    'addcdiv | fn | torch raises RuntimeError (Integer division with addcdiv is no longer supported, and in), tensorplay does not | float | dtype=int64,dtype=int8': '{"args":{"tensor1":{"dtype":"int64"},"tensor2":{"dtype":"int8"}},"dtype":"float64","mode":"fn","negdim":false,"op":"addcdiv","sample":2,"seed":789269488}',
    'batch_norm | gradgrad | gradgrad: NaN positions differ | float | special=inf': '{"args":{"weight":{"special":"inf"}},"dtype":"float64","mode":"gradgrad","negdim":false,"op":"batch_norm","sample":0,"seed":2109107792}',
    'cross_entropy | jvp | out: NaN positions differ | float | special=inf': '{"args":{"weight":{"special":"inf"}},"dtype":"float64","mode":"jvp","negdim":false,"op":"cross_entropy","sample":9,"seed":243581110}',
    'huber_loss | gradgrad | gradgrad: NaN positions differ | float | special=inf': '{"args":{"weight":{"special":"inf"}},"dtype":"float64","mode":"gradgrad","negdim":false,"op":"huber_loss","sample":2,"seed":2066405770}',
    'layer_norm | fgrad | grad: NaN positions differ | float | special=inf': '{"args":{"weight":{"special":"inf"}},"dtype":"float64","mode":"fgrad","negdim":false,"op":"layer_norm","sample":2,"seed":1556134823}',
    'layer_norm | gradgrad | grad: NaN positions differ | float | special=inf': '{"args":{"weight":{"special":"inf"}},"dtype":"float64","mode":"gradgrad","negdim":false,"op":"layer_norm","sample":2,"seed":434564280}',
    'lstm_cell | jvp | out: NaN positions differ | float | special=inf': '{"args":{"w_hh":{"special":"inf"}},"dtype":"float64","mode":"jvp","negdim":false,"op":"lstm_cell","sample":1,"seed":511301274}',
    'norm | gradgrad | gradgrad: NaN positions differ | float | special=zero': '{"args":{"self":{"special":"zero"}},"dtype":"float64","mode":"gradgrad","negdim":false,"op":"norm","sample":7,"seed":178955923}',
}
