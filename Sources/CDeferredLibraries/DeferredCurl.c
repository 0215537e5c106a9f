// The libcurl functions Foundation's networking calls, loaded on first use (include/DeferredLibraries.h). On Apple
// platforms Foundation's networking is the system's and never calls libcurl.
#include "DeferredLibraries.h"

#if defined(__linux__)

#include "Deferred.h"
#define CURL_DISABLE_TYPECHECK
#include <curl/curl.h>

static struct deferred_library curl = {"libcurl.so.4", "libcurl4", NULL};

// The variadic three: libcurl reads exactly one argument after the option, a long, a pointer or a curl_off_t, each
// passed in one integer register or stack slot on the 64-bit Linux ABIs (x86-64 and AArch64), so it is forwarded as
// one pointer-sized value.
_Static_assert(sizeof(void *) == sizeof(long) && sizeof(void *) == sizeof(curl_off_t),
               "every libcurl option value must fit the pointer-sized value forwarded");
#define FORWARD_OPTION(type, name, handle_type, option_type)                                                          \
    type(name)(handle_type handle, option_type option, ...) {                                                         \
        DEFERRED_TARGET(curl, type, name, (handle_type, option_type, ...))                                            \
        va_list list;                                                                                                 \
        va_start(list, option);                                                                                       \
        void *value = va_arg(list, void *);                                                                           \
        va_end(list);                                                                                                 \
        return deferred_function(handle, option, value);                                                              \
    }

FORWARD(curl, CURLcode, curl_global_init, (long flags), (flags))
FORWARD(curl, CURL *, curl_easy_init, (void), ())
FORWARD_OPTION(CURLcode, curl_easy_setopt, CURL *, CURLoption)
FORWARD_OPTION(CURLcode, curl_easy_getinfo, CURL *, CURLINFO)
FORWARD_VOID(curl, curl_easy_cleanup, (CURL * handle), (handle))
FORWARD(curl, CURLcode, curl_easy_pause, (CURL * handle, int bitmask), (handle, bitmask))
FORWARD(curl, const char *, curl_easy_strerror, (CURLcode code), (code))
FORWARD_VOID(curl, curl_free, (void *pointer), (pointer))
FORWARD(curl, CURLM *, curl_multi_init, (void), ())
FORWARD_OPTION(CURLMcode, curl_multi_setopt, CURLM *, CURLMoption)
FORWARD(curl, CURLMcode, curl_multi_add_handle, (CURLM * multi, CURL *handle), (multi, handle))
FORWARD(curl, CURLMcode, curl_multi_remove_handle, (CURLM * multi, CURL *handle), (multi, handle))
FORWARD(curl, CURLMcode, curl_multi_assign, (CURLM * multi, curl_socket_t socket, void *pointer),
        (multi, socket, pointer))
FORWARD(curl, CURLMcode, curl_multi_cleanup, (CURLM * multi), (multi))
FORWARD(curl, CURLMsg *, curl_multi_info_read, (CURLM * multi, int *queued), (multi, queued))
FORWARD(curl, CURLMcode, curl_multi_socket_action, (CURLM * multi, curl_socket_t socket, int events, int *running),
        (multi, socket, events, running))
FORWARD(curl, struct curl_slist *, curl_slist_append, (struct curl_slist * list, const char *text), (list, text))
FORWARD_VOID(curl, curl_slist_free_all, (struct curl_slist * list), (list))
FORWARD(curl, CURLU *, curl_url, (void), ())
FORWARD(curl, CURLUcode, curl_url_get, (CURLU * url, CURLUPart part, char **text, unsigned int flags),
        (url, part, text, flags))
FORWARD(curl, CURLUcode, curl_url_set, (CURLU * url, CURLUPart part, const char *text, unsigned int flags),
        (url, part, text, flags))
FORWARD(curl, char *, curl_version, (void), ())
FORWARD(curl, curl_version_info_data *, curl_version_info, (CURLversion version), (version))

static const char *const forwarded[] = {
    "curl_global_init", "curl_easy_init", "curl_easy_setopt", "curl_easy_getinfo", "curl_easy_cleanup",
    "curl_easy_pause", "curl_easy_strerror", "curl_free", "curl_multi_init", "curl_multi_setopt",
    "curl_multi_add_handle", "curl_multi_remove_handle", "curl_multi_assign", "curl_multi_cleanup",
    "curl_multi_info_read", "curl_multi_socket_action", "curl_slist_append", "curl_slist_free_all", "curl_url",
    "curl_url_get", "curl_url_set", "curl_version", "curl_version_info",
};

int quickactions_deferred_curl_check(char *message, size_t size) {
    return deferred_check(&curl, forwarded, sizeof forwarded / sizeof forwarded[0], message, size);
}

#endif
