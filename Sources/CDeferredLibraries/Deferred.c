// The loader the deferred libraries share (Deferred.h).
#include "Deferred.h"
#include "DeferredLibraries.h"

#if defined(__linux__)

#include <stdio.h>
#include <unistd.h>

/// Loads the library once; two threads racing load it twice, which `dlopen` counts and returns the same handle for.
static void *library_handle(struct deferred_library *library) {
    void *handle = __atomic_load_n(&library->handle, __ATOMIC_ACQUIRE);
    if (handle == NULL) {
        handle = dlopen(library->name, RTLD_NOW | RTLD_LOCAL);
        if (handle != NULL) __atomic_store_n(&library->handle, handle, __ATOMIC_RELEASE);
    }
    return handle;
}

void *deferred_lookup(struct deferred_library *library, const char *name) {
    void *handle = library_handle(library);
    return handle == NULL ? NULL : dlsym(handle, name);
}

/// What is wrong, for a message: the library could not be loaded, or lacks `name`.
static void describe(struct deferred_library *library, const char *name, char *message, size_t size) {
    const char *reason = dlerror();
    if (__atomic_load_n(&library->handle, __ATOMIC_ACQUIRE) == NULL) {
        snprintf(message, size, "%s could not be loaded (%s); install %s (apt-get install %s)", library->name,
                 reason ? reason : "not found", library->package, library->package);
    } else {
        snprintf(message, size, "%s has no %s; install a newer %s", library->name, name, library->package);
    }
}

void *deferred_resolve(struct deferred_library *library, const char *name) {
    void *function = deferred_lookup(library, name);
    if (function == NULL) {
        char message[512];
        describe(library, name, message, sizeof message);
        fprintf(stderr, "quickactions: %s\n", message);
        _exit(1);
    }
    return function;
}

int deferred_check(struct deferred_library *library, const char *const *names, size_t count, char *message,
                   size_t size) {
    for (size_t index = 0; index < count; index++) {
        if (deferred_lookup(library, names[index]) == NULL) {
            describe(library, names[index], message, size);
            return -1;
        }
    }
    return 0;
}

#endif
