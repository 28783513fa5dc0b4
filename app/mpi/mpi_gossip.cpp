#include "mpi_designs.h"
namespace sgd::mpi {
int runGossipDesign(RankContext &) { return 2; }
}
