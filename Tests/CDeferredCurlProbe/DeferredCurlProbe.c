// See include/DeferredCurlProbe.h.
#include "DeferredCurlProbe.h"

#if defined(__linux__)

#define CURL_DISABLE_TYPECHECK
#include <curl/curl.h>
#include <stdio.h>

int deferred_curl_probe(char *url, size_t size) {
    if (curl_global_init(CURL_GLOBAL_DEFAULT) != CURLE_OK) return 1;
    CURL *easy = curl_easy_init();
    if (easy == NULL) return 2;
    int step = 0;
    char *effective = NULL;
    CURLM *multi = NULL;
    if (curl_easy_setopt(easy, CURLOPT_URL, "http://127.0.0.1:1/probe") != CURLE_OK) step = 3;
    else if (curl_easy_setopt(easy, CURLOPT_TIMEOUT_MS, 500L) != CURLE_OK) step = 4;
    else if (curl_easy_setopt(easy, CURLOPT_MAXFILESIZE_LARGE, (curl_off_t)1 << 40) != CURLE_OK) step = 5;
    // An option libcurl does not know: its error code must come back through the forwarding function.
    else if (curl_easy_setopt(easy, (CURLoption)99999, 0L) != CURLE_UNKNOWN_OPTION) step = 6;
    else if (curl_easy_getinfo(easy, CURLINFO_EFFECTIVE_URL, &effective) != CURLE_OK || effective == NULL) step = 7;
    else if ((multi = curl_multi_init()) == NULL) step = 8;
    else if (curl_multi_setopt(multi, CURLMOPT_MAXCONNECTS, 4L) != CURLM_OK ||
             curl_multi_add_handle(multi, easy) != CURLM_OK || curl_multi_remove_handle(multi, easy) != CURLM_OK)
        step = 9;
    if (effective != NULL) snprintf(url, size, "%s", effective);
    if (multi != NULL) curl_multi_cleanup(multi);
    curl_easy_cleanup(easy);
    return step;
}

#endif
