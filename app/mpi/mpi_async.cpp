#include "mpi_designs.h"
namespace sgd::mpi {
int runAsyncDesign(RankContext &) { return 2; }
}
