/*
 * pv.c - see include/pv.h.
 */
#include "pv.h"

#include <dlfcn.h>
#include <pthread.h>
#include <stdio.h>
#include <string.h>
#include <vips/vips.h>

/* ------------------------------------------------------ loading libvips
 *
 * libvips is opened with dlopen on the first photo, not linked: linked, it
 * and the libraries it pulls in (glib, poppler, librsvg, x265, OpenEXR, ...)
 * were ~25 MB of every server's resident memory from its first instant,
 * photos or not. Every libvips and glib function this file calls goes
 * through the table below, filled from the library when it is opened; the
 * names are redefined to the table's entries after it. A call to a function
 * missing from either list fails the link (libvips is not linked), so a new
 * call can't slip past the table. */

#define PV_FUNCTIONS(X) \
    X(g_free) \
    X(g_object_ref) \
    X(g_object_unref) \
    X(g_strfreev) \
    X(g_strlcpy) \
    X(g_type_check_instance_cast) \
    X(g_type_from_name) \
    X(vips_add) \
    X(vips_area_unref) \
    X(vips_array_double_newv) \
    X(vips_autorot) \
    X(vips_avg) \
    X(vips_bandjoin) \
    X(vips_block_untrusted_set) \
    X(vips_cache_set_max) \
    X(vips_cache_set_max_files) \
    X(vips_cache_set_max_mem) \
    X(vips_cast) \
    X(vips_colourspace) \
    X(vips_colourspace_issupported) \
    X(vips_concurrency_set) \
    X(vips_copy) \
    X(vips_error_buffer_copy) \
    X(vips_error_clear) \
    X(vips_extract_area) \
    X(vips_extract_band) \
    X(vips_flatten) \
    X(vips_foreign_find_load_buffer) \
    X(vips_gaussnoise) \
    X(vips_image_copy_memory) \
    X(vips_image_get_bands) \
    X(vips_image_get_fields) \
    X(vips_image_get_format) \
    X(vips_image_get_height) \
    X(vips_image_get_n_pages) \
    X(vips_image_get_orientation) \
    X(vips_image_get_typeof) \
    X(vips_image_get_width) \
    X(vips_image_guess_interpretation) \
    X(vips_image_hasalpha) \
    X(vips_image_new) \
    X(vips_image_new_from_buffer) \
    X(vips_image_remove) \
    X(vips_init) \
    X(vips_jpegsave_buffer) \
    X(vips_linear1) \
    X(vips_nickname_find) \
    X(vips_object_get_type) \
    X(vips_object_local_array) \
    X(vips_operation_block_set) \
    X(vips_thumbnail_buffer) \
    X(vips_thumbnail_image) \
    X(vips_type_find) \
    X(vips_version_string) \
    X(vips_xyz)

static struct {
#define PV_FIELD(name) __typeof__(name) *name;
    PV_FUNCTIONS(PV_FIELD)
#undef PV_FIELD
} pv_fn;

/* The library's file names to try, newest ABI first. */
static const char *const pv_library_names[] = { "libvips.so.42", "libvips.so", NULL };

/* Opens libvips and fills pv_fn; 0, or -1 with the reason in `err`. */
static int
pv_open_library(char *err, size_t errlen)
{
    void *handle = NULL;

    for (int i = 0; !handle && pv_library_names[i]; i++)
        handle = dlopen(pv_library_names[i], RTLD_NOW | RTLD_LOCAL);
    if (!handle) {
        const char *why = dlerror();
        snprintf(err, errlen, "libvips could not be loaded: %s", why ? why : "not found");
        return -1;
    }
#define PV_LOAD(name) \
    if (!(*(void **) &pv_fn.name = dlsym(handle, #name))) { \
        snprintf(err, errlen, "libvips has no %s", #name); \
        return -1; \
    }
    PV_FUNCTIONS(PV_LOAD)
#undef PV_LOAD
    return 0;
}

#undef g_free
#define g_free (*pv_fn.g_free)
#undef g_object_ref
#define g_object_ref (*pv_fn.g_object_ref)
#undef g_object_unref
#define g_object_unref (*pv_fn.g_object_unref)
#undef g_strfreev
#define g_strfreev (*pv_fn.g_strfreev)
#undef g_strlcpy
#define g_strlcpy (*pv_fn.g_strlcpy)
#undef g_type_check_instance_cast
#define g_type_check_instance_cast (*pv_fn.g_type_check_instance_cast)
#undef g_type_from_name
#define g_type_from_name (*pv_fn.g_type_from_name)
#undef vips_add
#define vips_add (*pv_fn.vips_add)
#undef vips_area_unref
#define vips_area_unref (*pv_fn.vips_area_unref)
#undef vips_array_double_newv
#define vips_array_double_newv (*pv_fn.vips_array_double_newv)
#undef vips_autorot
#define vips_autorot (*pv_fn.vips_autorot)
#undef vips_avg
#define vips_avg (*pv_fn.vips_avg)
#undef vips_bandjoin
#define vips_bandjoin (*pv_fn.vips_bandjoin)
#undef vips_block_untrusted_set
#define vips_block_untrusted_set (*pv_fn.vips_block_untrusted_set)
#undef vips_cache_set_max
#define vips_cache_set_max (*pv_fn.vips_cache_set_max)
#undef vips_cache_set_max_files
#define vips_cache_set_max_files (*pv_fn.vips_cache_set_max_files)
#undef vips_cache_set_max_mem
#define vips_cache_set_max_mem (*pv_fn.vips_cache_set_max_mem)
#undef vips_cast
#define vips_cast (*pv_fn.vips_cast)
#undef vips_colourspace
#define vips_colourspace (*pv_fn.vips_colourspace)
#undef vips_colourspace_issupported
#define vips_colourspace_issupported (*pv_fn.vips_colourspace_issupported)
#undef vips_concurrency_set
#define vips_concurrency_set (*pv_fn.vips_concurrency_set)
#undef vips_copy
#define vips_copy (*pv_fn.vips_copy)
#undef vips_error_buffer_copy
#define vips_error_buffer_copy (*pv_fn.vips_error_buffer_copy)
#undef vips_error_clear
#define vips_error_clear (*pv_fn.vips_error_clear)
#undef vips_extract_area
#define vips_extract_area (*pv_fn.vips_extract_area)
#undef vips_extract_band
#define vips_extract_band (*pv_fn.vips_extract_band)
#undef vips_flatten
#define vips_flatten (*pv_fn.vips_flatten)
#undef vips_foreign_find_load_buffer
#define vips_foreign_find_load_buffer (*pv_fn.vips_foreign_find_load_buffer)
#undef vips_gaussnoise
#define vips_gaussnoise (*pv_fn.vips_gaussnoise)
#undef vips_image_copy_memory
#define vips_image_copy_memory (*pv_fn.vips_image_copy_memory)
#undef vips_image_get_bands
#define vips_image_get_bands (*pv_fn.vips_image_get_bands)
#undef vips_image_get_fields
#define vips_image_get_fields (*pv_fn.vips_image_get_fields)
#undef vips_image_get_format
#define vips_image_get_format (*pv_fn.vips_image_get_format)
#undef vips_image_get_height
#define vips_image_get_height (*pv_fn.vips_image_get_height)
#undef vips_image_get_n_pages
#define vips_image_get_n_pages (*pv_fn.vips_image_get_n_pages)
#undef vips_image_get_orientation
#define vips_image_get_orientation (*pv_fn.vips_image_get_orientation)
#undef vips_image_get_typeof
#define vips_image_get_typeof (*pv_fn.vips_image_get_typeof)
#undef vips_image_get_width
#define vips_image_get_width (*pv_fn.vips_image_get_width)
#undef vips_image_guess_interpretation
#define vips_image_guess_interpretation (*pv_fn.vips_image_guess_interpretation)
#undef vips_image_hasalpha
#define vips_image_hasalpha (*pv_fn.vips_image_hasalpha)
#undef vips_image_new
#define vips_image_new (*pv_fn.vips_image_new)
#undef vips_image_new_from_buffer
#define vips_image_new_from_buffer (*pv_fn.vips_image_new_from_buffer)
#undef vips_image_remove
#define vips_image_remove (*pv_fn.vips_image_remove)
#undef vips_init
#define vips_init (*pv_fn.vips_init)
#undef vips_jpegsave_buffer
#define vips_jpegsave_buffer (*pv_fn.vips_jpegsave_buffer)
#undef vips_linear1
#define vips_linear1 (*pv_fn.vips_linear1)
#undef vips_nickname_find
#define vips_nickname_find (*pv_fn.vips_nickname_find)
#undef vips_object_get_type
#define vips_object_get_type (*pv_fn.vips_object_get_type)
#undef vips_object_local_array
#define vips_object_local_array (*pv_fn.vips_object_local_array)
#undef vips_operation_block_set
#define vips_operation_block_set (*pv_fn.vips_operation_block_set)
#undef vips_thumbnail_buffer
#define vips_thumbnail_buffer (*pv_fn.vips_thumbnail_buffer)
#undef vips_thumbnail_image
#define vips_thumbnail_image (*pv_fn.vips_thumbnail_image)
#undef vips_type_find
#define vips_type_find (*pv_fn.vips_type_find)
#undef vips_version_string
#define vips_version_string (*pv_fn.vips_version_string)
#undef vips_xyz
#define vips_xyz (*pv_fn.vips_xyz)

/* libvips >= 8.15 replaced the "strip" save option by "keep". */
#if VIPS_MAJOR_VERSION > 8 || (VIPS_MAJOR_VERSION == 8 && VIPS_MINOR_VERSION >= 15)
#define PV_HAVE_KEEP 1
#else
#define PV_HAVE_KEEP 0
#endif

/* Loaders a photo may be decoded with. Everything else under VipsForeignLoad
 * (SVG, PDF, ImageMagick, TIFF, GIF, ...) is blocked process-wide. */
static const char *const pv_allowed_loaders[] = {
    "VipsForeignLoadJpegBuffer",
    "VipsForeignLoadPngBuffer",
    "VipsForeignLoadWebpBuffer",
    "VipsForeignLoadHeifBuffer",
    NULL
};

/* Loader option string: refuse truncated/corrupt files instead of returning
 * a partly grey image. */
#define PV_LOAD_OPTIONS "fail_on=error"

static void
pv_take_error(char *err, size_t errlen)
{
    char *msg = vips_error_buffer_copy(); /* copies AND clears */

    if (err && errlen > 0) {
        g_strlcpy(err, msg ? msg : "", errlen);
        /* drop the trailing newline libvips adds */
        size_t n = strlen(err);
        while (n > 0 && (err[n - 1] == '\n' || err[n - 1] == ' '))
            err[--n] = '\0';
    }
    g_free(msg);
}

static void
pv_set_error(char *err, size_t errlen, const char *text)
{
    vips_error_clear();
    if (err && errlen > 0)
        g_strlcpy(err, text, errlen);
}

/* ---------------------------------------------------------------- init */

static int pv_init_result = -1;
static char pv_init_error[512];

static void
pv_init_once(void)
{
    if (pv_open_library(pv_init_error, sizeof(pv_init_error)))
        return;
    if (vips_init("dishphotos")) {
        char *msg = vips_error_buffer_copy();
        g_strlcpy(pv_init_error, msg ? msg : "vips_init failed",
            sizeof(pv_init_error));
        g_free(msg);
        return;
    }
    /* Keep memory small and predictable: no operation cache, one
     * worker thread per pipeline. */
    vips_cache_set_max(0);
    vips_cache_set_max_mem(0);
    vips_cache_set_max_files(0);
    vips_concurrency_set(1);

    /* Defence in depth behind the libmagic allowlist: only the
     * JPEG/PNG/WebP/HEIF buffer loaders may ever run. */
    vips_block_untrusted_set(TRUE);
    vips_operation_block_set("VipsForeignLoad", TRUE);
    for (int i = 0; pv_allowed_loaders[i]; i++)
        if (g_type_from_name(pv_allowed_loaders[i]))
            vips_operation_block_set(pv_allowed_loaders[i], FALSE);

    pv_init_result = 0;
}

int
pv_init(char *err, size_t errlen)
{
    static pthread_once_t once = PTHREAD_ONCE_INIT;

    pthread_once(&once, pv_init_once);
    if (pv_init_result != 0 && err && errlen > 0) {
        strncpy(err, pv_init_error, errlen - 1);
        err[errlen - 1] = '\0';
    }
    return pv_init_result;
}

/* Every other entry point needs the library loaded (pv_init first); without
 * it each fails with this text instead of calling through an empty table. */
#define PV_REQUIRE_LIBRARY(err, errlen, result)                          \
    if (pv_init(NULL, 0) != 0) {                                        \
        if ((err) && (errlen) > 0)                                       \
            snprintf((err), (errlen), "%s", pv_init_error);              \
        return (result);                                                 \
    }

const char *
pv_version(void)
{
    if (pv_init(NULL, 0) != 0)
        return "unavailable";
    return vips_version_string();
}

int
pv_heif_available(void)
{
    PV_REQUIRE_LIBRARY(NULL, 0, 0)
    return g_type_from_name("VipsForeignLoadHeifBuffer") != 0 &&
        vips_type_find("VipsOperation", "heifload_buffer") != 0;
}

void
pv_free(void *p)
{
    if (!p)
        return;
    g_free(p);
}

/* -------------------------------------------------------------- header */

int
pv_read_header(const void *buf, size_t len, pv_header *out,
               char *err, size_t errlen)
{
    PV_REQUIRE_LIBRARY(err, errlen, -1)
    const char *loader;
    VipsImage *image;

    memset(out, 0, sizeof(*out));
    if (!buf || len == 0) {
        pv_set_error(err, errlen, "empty buffer");
        return -1;
    }

    if (!(loader = vips_foreign_find_load_buffer(buf, len))) {
        pv_take_error(err, errlen);
        return -1;
    }
    /* find_load_buffer gives the class name ("VipsForeignLoadPngBuffer");
     * report the operation nickname ("pngload_buffer"). */
    {
        const char *nick = vips_nickname_find(g_type_from_name(loader));
        g_strlcpy(out->loader, nick ? nick : loader, sizeof(out->loader));
    }

    /* Lazy: this parses the header only, no pixels are decoded. */
    if (!(image = vips_image_new_from_buffer(buf, len, PV_LOAD_OPTIONS,
              "access", VIPS_ACCESS_SEQUENTIAL, NULL))) {
        pv_take_error(err, errlen);
        return -1;
    }

    out->width = vips_image_get_width(image);
    out->height = vips_image_get_height(image);
    out->bands = vips_image_get_bands(image);
    out->orientation = vips_image_get_orientation(image);
    out->pages = vips_image_get_n_pages(image);
    g_object_unref(image);
    return 0;
}

/* ------------------------------------------------------------- process */

/* Convert the (already resized) image to 8-bit sRGB with no alpha. Returns a
 * new reference in *out. */
static int
pv_normalise(VipsObject *context, VipsImage *in, VipsImage **out)
{
    VipsImage **t = (VipsImage **) vips_object_local_array(context, 4);
    VipsImage *cur = in;

    if (vips_colourspace_issupported(cur) &&
        vips_image_guess_interpretation(cur) != VIPS_INTERPRETATION_sRGB) {
        if (vips_colourspace(cur, &t[0], VIPS_INTERPRETATION_sRGB, NULL))
            return -1;
        cur = t[0];
    }

    if (vips_image_hasalpha(cur)) {
        /* Flatten transparency onto white, not libvips' default black. */
        double white = cur->BandFmt == VIPS_FORMAT_USHORT ? 65535.0 : 255.0;
        VipsArrayDouble *bg = vips_array_double_newv(1, white);
        int r = vips_flatten(cur, &t[1], "background", bg,
            "max_alpha", white, NULL);

        vips_area_unref(VIPS_AREA(bg));
        if (r)
            return -1;
        cur = t[1];
    }

    if (cur->Bands > 3) {
        if (vips_extract_band(cur, &t[2], 0, "n", 3, NULL))
            return -1;
        cur = t[2];
    }

    if (vips_image_get_format(cur) != VIPS_FORMAT_UCHAR) {
        if (vips_cast(cur, &t[3], VIPS_FORMAT_UCHAR, NULL))
            return -1;
        cur = t[3];
    }

    g_object_ref(cur);
    *out = cur;
    return 0;
}

static int
pv_save_jpeg(VipsImage *image, int quality, pv_output *out)
{
    void *data = NULL;
    size_t len = 0;

    if (vips_jpegsave_buffer(image, &data, &len,
            "Q", quality,
            "optimize_coding", TRUE,
#if PV_HAVE_KEEP
            "keep", VIPS_FOREIGN_KEEP_NONE,
#else
            "strip", TRUE,
#endif
            NULL))
        return -1;

    out->data = data;
    out->len = len;
    out->width = vips_image_get_width(image);
    out->height = vips_image_get_height(image);
    return 0;
}

int
pv_make_outputs(const void *buf, size_t len,
                int display_side, int thumb_side, int quality,
                pv_output *display, pv_output *thumb,
                char *err, size_t errlen)
{
    PV_REQUIRE_LIBRARY(err, errlen, -1)
    VipsObject *context;
    VipsImage **t;
    VipsImage *mem = NULL;
    gboolean has_icc;
    int result = -1;

    memset(display, 0, sizeof(*display));
    memset(thumb, 0, sizeof(*thumb));
    if (!buf || len == 0 || display_side < 1 || thumb_side < 1) {
        pv_set_error(err, errlen, "invalid arguments");
        return -1;
    }

    context = VIPS_OBJECT(vips_image_new());
    t = (VipsImage **) vips_object_local_array(context, 4);

    /* Header only: does the image carry an ICC profile? */
    if (!(t[3] = vips_image_new_from_buffer(buf, len, PV_LOAD_OPTIONS,
              "access", VIPS_ACCESS_SEQUENTIAL, NULL)))
        goto done;
    has_icc = vips_image_get_typeof(t[3], VIPS_META_ICC_NAME) != 0;

    /* Decode with shrink-on-load where possible, autorotate (the default),
     * never upscale. An embedded ICC profile is applied (converting to sRGB)
     * because it is about to be stripped; without one the pixels are taken
     * as sRGB already, which saves a needless colour transform. CMYK is
     * always converted by vips_thumbnail. */
    if (has_icc
        ? vips_thumbnail_buffer((void *) buf, len, &t[0], display_side,
              "height", display_side,
              "size", VIPS_SIZE_DOWN,
              "export_profile", "srgb",
              "option_string", PV_LOAD_OPTIONS,
              NULL)
        : vips_thumbnail_buffer((void *) buf, len, &t[0], display_side,
              "height", display_side,
              "size", VIPS_SIZE_DOWN,
              "option_string", PV_LOAD_OPTIONS,
              NULL))
        goto done;

    if (pv_normalise(context, t[0], &t[1]))
        goto done;

    /* Run the pipeline once (this is where truncation is detected); both
     * outputs are made from the small in-memory result. */
    if (!(mem = vips_image_copy_memory(t[1])))
        goto done;

    /* Nothing from the source may travel further than the pixels. */
    vips_image_remove(mem, VIPS_META_ICC_NAME);
    vips_image_remove(mem, VIPS_META_EXIF_NAME);
    vips_image_remove(mem, VIPS_META_XMP_NAME);
    vips_image_remove(mem, VIPS_META_IPTC_NAME);
    vips_image_remove(mem, VIPS_META_PHOTOSHOP_NAME);
    vips_image_remove(mem, VIPS_META_ORIENTATION);

    if (pv_save_jpeg(mem, quality, display))
        goto done;

    if (vips_image_get_width(mem) > thumb_side ||
        vips_image_get_height(mem) > thumb_side) {
        if (vips_thumbnail_image(mem, &t[2], thumb_side,
                "height", thumb_side,
                "size", VIPS_SIZE_DOWN,
                "no_rotate", TRUE,
                NULL))
            goto done;
        if (pv_save_jpeg(t[2], quality, thumb))
            goto done;
    }
    else if (pv_save_jpeg(mem, quality, thumb))
        goto done;

    result = 0;

done:
    if (result != 0) {
        pv_take_error(err, errlen);
        g_free(display->data);
        g_free(thumb->data);
        memset(display, 0, sizeof(*display));
        memset(thumb, 0, sizeof(*thumb));
    }
    if (mem)
        g_object_unref(mem);
    g_object_unref(context);
    return result;
}

/* -------------------------------------------------------- test helpers */

int
pv_field_names(const void *buf, size_t len, char *out, size_t outlen,
               char *err, size_t errlen)
{
    PV_REQUIRE_LIBRARY(err, errlen, -1)
    VipsImage *image;
    gchar **fields;

    if (!out || outlen == 0)
        return -1;
    out[0] = '\0';
    if (!(image = vips_image_new_from_buffer(buf, len, "", NULL))) {
        pv_take_error(err, errlen);
        return -1;
    }

    fields = vips_image_get_fields(image);
    size_t used = 0;
    for (int i = 0; fields[i] && used + 1 < outlen; i++) {
        if (i > 0)
            out[used++] = '\n';
        size_t n = strlen(fields[i]);
        if (n > outlen - 1 - used)
            n = outlen - 1 - used;
        memcpy(out + used, fields[i], n);
        used += n;
    }
    out[used] = '\0';
    g_strfreev(fields);
    g_object_unref(image);
    return 0;
}

int
pv_region_means(const void *buf, size_t len,
                int left, int top, int w, int h,
                double *means, int max_bands, int *width, int *height,
                char *err, size_t errlen)
{
    PV_REQUIRE_LIBRARY(err, errlen, -1)
    VipsObject *context = VIPS_OBJECT(vips_image_new());
    VipsImage **t = (VipsImage **) vips_object_local_array(context, 3);
    int bands = -1;

    if (!(t[0] = vips_image_new_from_buffer(buf, len, PV_LOAD_OPTIONS, NULL)) ||
        vips_autorot(t[0], &t[1], NULL))
        goto done;

    if (width)
        *width = t[1]->Xsize;
    if (height)
        *height = t[1]->Ysize;
    if (w <= 0)
        w = t[1]->Xsize - left;
    if (h <= 0)
        h = t[1]->Ysize - top;
    if (vips_extract_area(t[1], &t[2], left, top, w, h, NULL))
        goto done;

    bands = 0;
    for (int b = 0; b < t[2]->Bands && b < max_bands; b++) {
        VipsImage *band;
        double avg;

        if (vips_extract_band(t[2], &band, b, NULL)) {
            bands = -1;
            goto done;
        }
        if (vips_avg(band, &avg, NULL)) {
            g_object_unref(band);
            bands = -1;
            goto done;
        }
        g_object_unref(band);
        means[b] = avg;
        bands++;
    }

done:
    if (bands < 0)
        pv_take_error(err, errlen);
    g_object_unref(context);
    return bands;
}

int
pv_make_test_jpeg(int width, int height, double noise_sigma,
                  void **out, size_t *out_len, char *err, size_t errlen)
{
    PV_REQUIRE_LIBRARY(err, errlen, -1)
    VipsObject *context = VIPS_OBJECT(vips_image_new());
    VipsImage **t = (VipsImage **) vips_object_local_array(context, 12);
    int result = -1;

    *out = NULL;
    *out_len = 0;

    /* A smooth "scene": horizontal and vertical ramps and a radial term, one
     * per band, plus Gaussian sensor-like noise. */
    if (vips_xyz(&t[0], width, height, NULL) ||
        vips_extract_band(t[0], &t[1], 0, NULL) ||            /* x */
        vips_extract_band(t[0], &t[2], 1, NULL) ||            /* y */
        vips_linear1(t[1], &t[3], 200.0 / width, 30.0, NULL) ||
        vips_linear1(t[2], &t[4], 180.0 / height, 40.0, NULL) ||
        vips_add(t[1], t[2], &t[5], NULL) ||
        vips_linear1(t[5], &t[6], 160.0 / (width + height), 60.0, NULL) ||
        vips_bandjoin((VipsImage *[]) { t[3], t[4], t[6] }, &t[7], 3, NULL) ||
        vips_copy(t[7], &t[8],
            "interpretation", VIPS_INTERPRETATION_sRGB, NULL) ||
        vips_gaussnoise(&t[9], width, height,
            "mean", 0.0, "sigma", noise_sigma, NULL) ||
        vips_add(t[8], t[9], &t[10], NULL) ||
        vips_cast(t[10], &t[11], VIPS_FORMAT_UCHAR, NULL))
        goto done;

    if (vips_jpegsave_buffer(t[11], out, out_len, "Q", 90, NULL))
        goto done;
    result = 0;

done:
    if (result != 0)
        pv_take_error(err, errlen);
    g_object_unref(context);
    return result;
}
