/*
 * pv.c - see include/pv.h.
 */
#include "pv.h"

#include <string.h>
#include <vips/vips.h>

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

int
pv_init(const char *argv0, char *err, size_t errlen)
{
    static gsize once = 0;

    if (g_once_init_enter(&once)) {
        if (VIPS_INIT(argv0 ? argv0 : "dishphotos")) {
            char *msg = vips_error_buffer_copy();
            g_strlcpy(pv_init_error, msg ? msg : "vips_init failed",
                sizeof(pv_init_error));
            g_free(msg);
            pv_init_result = -1;
        }
        else {
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
        g_once_init_leave(&once, 1);
    }

    if (pv_init_result != 0 && err && errlen > 0)
        g_strlcpy(err, pv_init_error, errlen);
    return pv_init_result;
}

const char *
pv_version(void)
{
    return vips_version_string();
}

int
pv_heif_available(void)
{
    return g_type_from_name("VipsForeignLoadHeifBuffer") != 0 &&
        vips_type_find("VipsOperation", "heifload_buffer") != 0;
}

void
pv_free(void *p)
{
    g_free(p);
}

/* -------------------------------------------------------------- header */

int
pv_read_header(const void *buf, size_t len, pv_header *out,
               char *err, size_t errlen)
{
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
    VipsImage *image;
    gchar **fields;
    GString *s;

    if (!out || outlen == 0)
        return -1;
    out[0] = '\0';
    if (!(image = vips_image_new_from_buffer(buf, len, "", NULL))) {
        pv_take_error(err, errlen);
        return -1;
    }

    fields = vips_image_get_fields(image);
    s = g_string_new(NULL);
    for (int i = 0; fields[i]; i++) {
        if (i > 0)
            g_string_append_c(s, '\n');
        g_string_append(s, fields[i]);
    }
    g_strlcpy(out, s->str, outlen);
    g_string_free(s, TRUE);
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
