// replaced by the ComputeBackend
