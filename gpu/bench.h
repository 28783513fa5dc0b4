#pragma once
// `sgd-studio bench`: how fast one synchronous gradient round runs here, next to what the memory
// can deliver (measured in the same run). See shared/spec/benchmarks.md.

#include <iosfwd>
#include <string>
#include <vector>

namespace sgd::gpu {

/// Runs the benchmark with the arguments after "bench":
///   --rows N[,N...] --features D[,D...] --workers K[,K...] --repeats R --backend cpu|cuda|auto
///   --emit-data FILE   (write the data of the first configuration as raw float32 and stop)
/// Prints the measured memory bandwidth, then one line per configuration to `out`; errors go to
/// `err`. Returns 0 on success, 2 for bad arguments, 1 when a run fails.
int runBench(const std::vector<std::string> &args, std::ostream &out, std::ostream &err);

} // namespace sgd::gpu
