#include "cncursesw.h"
