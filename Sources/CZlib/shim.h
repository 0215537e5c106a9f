#include <zlib.h>

// deflateInit2 is a macro in zlib.h; Swift cannot call macros.
static inline int qa_deflate_init_raw(z_streamp stream, int level) {
    return deflateInit2(stream, level, Z_DEFLATED, -15, 8, Z_DEFAULT_STRATEGY);
}
