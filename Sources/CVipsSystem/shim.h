#ifndef CVIPSSYSTEM_SHIM_H
#define CVIPSSYSTEM_SHIM_H
#include <vips/vips.h>
#endif
