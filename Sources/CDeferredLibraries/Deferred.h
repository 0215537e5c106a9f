// The loader and forwarding macros the deferred libraries share (include/DeferredLibraries.h says why).
#ifndef QUICKACTIONS_DEFERRED_H
#define QUICKACTIONS_DEFERRED_H

#if defined(__linux__)

#include <dlfcn.h>
#include <stdarg.h>
#include <stddef.h>

/// A shared library loaded on first use: its file name (the soname, so an instance already loaded as another
/// library's dependency is the one used) and the Debian package that installs it.
struct deferred_library {
    const char *name;
    const char *package;
    void *handle;
};

/// The library's own definition of `name` (never this binary's: `dlsym` on the library's handle searches the library
/// and its dependencies only), or NULL.
void *deferred_lookup(struct deferred_library *library, const char *name);

/// `deferred_lookup`, or a message naming the library and its package on standard error and exit status 1.
void *deferred_resolve(struct deferred_library *library, const char *name);

/// 0 when every name in `names` resolves; otherwise -1 and what is missing in `message`.
int deferred_check(struct deferred_library *library, const char *const *names, size_t count, char *message,
                   size_t size);

// Each forwarding function resolves its target once; a race resolves it twice to the same address, harmlessly.
#define DEFERRED_TARGET(library, type, name, parameters)                                                              \
    static type(*deferred_target) parameters;                                                                         \
    type(*deferred_function) parameters = __atomic_load_n(&deferred_target, __ATOMIC_ACQUIRE);                        \
    if (deferred_function == NULL) {                                                                                  \
        deferred_function = (type(*) parameters)deferred_resolve(&library, #name);                                    \
        __atomic_store_n(&deferred_target, deferred_function, __ATOMIC_RELEASE);                                      \
    }

#define FORWARD(library, type, name, parameters, arguments)                                                           \
    type(name) parameters {                                                                                           \
        DEFERRED_TARGET(library, type, name, parameters)                                                              \
        return deferred_function arguments;                                                                           \
    }

#define FORWARD_VOID(library, name, parameters, arguments)                                                            \
    void(name) parameters {                                                                                           \
        DEFERRED_TARGET(library, void, name, parameters)                                                              \
        deferred_function arguments;                                                                                  \
    }

#endif
#endif
