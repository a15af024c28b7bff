/*
 * pv.h - a tiny, non-variadic wrapper around the few libvips calls that
 * DishPhotos needs. Swift cannot call libvips' variadic C API directly.
 *
 * This header deliberately does not include <vips/vips.h>, so Swift code that
 * imports CVips never has to parse the glib/libvips headers.
 *
 * Error convention: functions return 0 on success and -1 on failure. If `err`
 * is non-NULL, the libvips error text (possibly empty) is copied into it,
 * NUL-terminated and truncated to `errlen`. The global libvips error buffer is
 * always cleared on failure.
 */
#ifndef PV_H
#define PV_H

#include <stddef.h>

#ifdef __cplusplus
extern "C" {
#endif

/* Open libvips (dlopen, not linked) and initialise it once per process
 * (thread-safe; later calls return the first call's result). Also sets a small
 * cache/concurrency, and blocks every image loader except JPEG, PNG, WebP and
 * HEIF. Returns 0 on success. Every other pv_ function calls it first. */
int pv_init(char *err, size_t errlen);

/* The libvips version string in use at run time, e.g. "8.14.1". */
const char *pv_version(void);

/* 1 if the HEIF loader is available and usable (libvips built with libheif). */
int pv_heif_available(void);

/* Header facts, read WITHOUT decoding pixels. */
typedef struct pv_header {
    int width;          /* of the stored image (before EXIF rotation) */
    int height;
    int orientation;    /* EXIF orientation 1..8 (1 when absent) */
    int bands;
    int pages;          /* "n-pages" (1 when absent) */
    char loader[48];    /* libvips loader nickname, e.g. "jpegload_buffer" */
} pv_header;

/* Identify the libvips loader for `buf` and read its header only.
 * Returns -1 when no (unblocked) loader accepts the bytes or the header is
 * unreadable. */
int pv_read_header(const void *buf, size_t len, pv_header *out,
                   char *err, size_t errlen);

/* One encoded output image. Free `data` with pv_free. */
typedef struct pv_output {
    void *data;
    size_t len;
    int width;
    int height;
} pv_output;

/* Decode `buf` once (with shrink-on-load where the format allows), apply the
 * EXIF orientation, convert to 8-bit sRGB (embedded ICC profiles are applied,
 * alpha is flattened onto white), and encode two baseline JPEGs at quality
 * `quality` with ALL metadata stripped (no EXIF, XMP, IPTC, ICC, comments):
 *   display: longest side <= display_side, never upscaled;
 *   thumb:   longest side <= thumb_side,   never upscaled.
 * Truncated or corrupt input fails (-1). On success both outputs are set and
 * must be released with pv_free(display->data) / pv_free(thumb->data). */
int pv_make_outputs(const void *buf, size_t len,
                    int display_side, int thumb_side, int quality,
                    pv_output *display, pv_output *thumb,
                    char *err, size_t errlen);

/* Release memory returned by this library. NULL is allowed. */
void pv_free(void *p);

/* Test helper: write the names of all metadata fields libvips sees on the
 * decoded header of `buf` into `out`, separated by '\n'. Returns -1 if the
 * bytes cannot be loaded. */
int pv_field_names(const void *buf, size_t len, char *out, size_t outlen,
                   char *err, size_t errlen);

/* Test helper: fully decode `buf` (after EXIF autorotation), and write the
 * mean of each band (up to max_bands) over the rectangle left/top/w/h into
 * `means`; w or h <= 0 means "to the right/bottom edge". Returns the number
 * of bands written, or -1. Also reports the decoded size through width and height. */
int pv_region_means(const void *buf, size_t len,
                    int left, int top, int w, int h,
                    double *means, int max_bands, int *width, int *height,
                    char *err, size_t errlen);

/* Bench/test helper: make a width x height JPEG (quality 90) of a smooth
 * synthetic scene with photographic-looking noise, so it does not compress
 * trivially. Free *out with pv_free. */
int pv_make_test_jpeg(int width, int height, double noise_sigma,
                      void **out, size_t *out_len, char *err, size_t errlen);

#ifdef __cplusplus
}
#endif

#endif /* PV_H */
