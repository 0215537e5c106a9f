#ifndef QUICKACTIONS_DEFERRED_LIBRARIES_H
#define QUICKACTIONS_DEFERRED_LIBRARIES_H

#include <stddef.h>

/// Shared libraries loaded when first called instead of at start-up (Linux).
///
/// Every command used to load libcurl and the drawing libraries at start, with the 50 libraries they need in turn
/// (TLS, Kerberos, LDAP, Pango, GIO, X11…): 15-20 ms of each run on the development machine, more than `lint` spends
/// on a small app, though only `preview` and the server draw and no command makes a request through Foundation's
/// networking (linked because the MCP SDK imports it). This target defines the functions the binary calls in those
/// libraries; each loads its library with `dlopen` on its first call and forwards to it. `scripts/release-build.sh`
/// then removes the libraries from the release binary's list of needed ones and checks, with `ldd -r`, that nothing
/// else was wanted from them. A debug build still lists them, which changes nothing but the start-up time. The
/// technique is Implib.so's (github.com/yugr/Implib.so). On other platforms the binary links the libraries as usual
/// and this target declares nothing.
///
/// Each check loads its libraries and resolves every forwarded function. It returns 0 when all resolve; otherwise it
/// writes what is missing, naming the library and the package to install, into `message` (at most `size` bytes) and
/// returns -1. A forwarded function that cannot be resolved prints the same and exits with status 1, so a caller that
/// can report the problem better checks first.

#if defined(__linux__)
/// The 23 libcurl functions Foundation's networking calls.
int quickactions_deferred_curl_check(char *message, size_t size);

/// librsvg, cairo and GObject, which `PNGRenderer` draws with.
int quickactions_deferred_drawing_check(char *message, size_t size);
#endif

#endif
