#include "CEditLine.h"
