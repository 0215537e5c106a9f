#ifndef QUICKACTIONS_DEFERRED_CURL_PROBE_H
#define QUICKACTIONS_DEFERRED_CURL_PROBE_H

#include <stddef.h>

/// Drives libcurl through Sources/CDeferredLibraries' forwarding functions the way Foundation's networking does, with
/// each kind of option value (pointer, long, curl_off_t) and a result read back, for DeferredCurlTests: C, because
/// Swift cannot call the variadic functions. Returns 0 and the URL curl read back in `url`; otherwise the step that
/// failed (1-9).
#if defined(__linux__)
int deferred_curl_probe(char *url, size_t size);
#endif

#endif
