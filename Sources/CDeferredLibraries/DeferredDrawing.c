// The librsvg, cairo and GObject functions `PNGRenderer` calls, loaded when it first draws
// (include/DeferredLibraries.h). On Apple platforms the binary links them as usual.
#include "DeferredLibraries.h"

#if defined(__linux__)

#include "Deferred.h"
#include <cairo.h>
#include <librsvg/rsvg.h>

static struct deferred_library rsvg = {"librsvg-2.so.2", "librsvg2-2", NULL};
static struct deferred_library cairo = {"libcairo.so.2", "libcairo2", NULL};
static struct deferred_library gobject = {"libgobject-2.0.so.0", "libglib2.0-0", NULL};

FORWARD(rsvg, RsvgHandle *, rsvg_handle_new_from_data, (const guint8 *data, gsize length, GError **error),
        (data, length, error))
FORWARD(rsvg, gboolean, rsvg_handle_get_intrinsic_size_in_pixels, (RsvgHandle * handle, gdouble *width,
        gdouble *height), (handle, width, height))
FORWARD(rsvg, gboolean, rsvg_handle_render_document, (RsvgHandle * handle, cairo_t *context,
        const RsvgRectangle *viewport, GError **error), (handle, context, viewport, error))
FORWARD(cairo, cairo_surface_t *, cairo_image_surface_create, (cairo_format_t format, int width, int height),
        (format, width, height))
FORWARD(cairo, unsigned char *, cairo_image_surface_get_data, (cairo_surface_t * surface), (surface))
FORWARD(cairo, int, cairo_image_surface_get_stride, (cairo_surface_t * surface), (surface))
FORWARD(cairo, cairo_status_t, cairo_surface_status, (cairo_surface_t * surface), (surface))
FORWARD_VOID(cairo, cairo_surface_flush, (cairo_surface_t * surface), (surface))
FORWARD_VOID(cairo, cairo_surface_destroy, (cairo_surface_t * surface), (surface))
FORWARD(cairo, cairo_t *, cairo_create, (cairo_surface_t * target), (target))
FORWARD_VOID(cairo, cairo_scale, (cairo_t * context, double x, double y), (context, x, y))
FORWARD_VOID(cairo, cairo_destroy, (cairo_t * context), (context))
FORWARD_VOID(gobject, g_object_unref, (gpointer object), (object))

static const char *const from_rsvg[] = {
    "rsvg_handle_new_from_data", "rsvg_handle_get_intrinsic_size_in_pixels", "rsvg_handle_render_document",
};
static const char *const from_cairo[] = {
    "cairo_image_surface_create", "cairo_image_surface_get_data", "cairo_image_surface_get_stride",
    "cairo_surface_status", "cairo_surface_flush", "cairo_surface_destroy", "cairo_create", "cairo_scale",
    "cairo_destroy",
};
static const char *const from_gobject[] = {"g_object_unref"};

#define COUNT(names) (sizeof names / sizeof names[0])

int quickactions_deferred_drawing_check(char *message, size_t size) {
    if (deferred_check(&rsvg, from_rsvg, COUNT(from_rsvg), message, size) != 0) return -1;
    if (deferred_check(&cairo, from_cairo, COUNT(from_cairo), message, size) != 0) return -1;
    return deferred_check(&gobject, from_gobject, COUNT(from_gobject), message, size);
}

#endif
