#include "cicu.h"
