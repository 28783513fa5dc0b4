#include "mpi_designs.h"
namespace sgd::mpi {
int runBench(RankContext &) { return 2; }
}
