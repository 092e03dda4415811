/* The baseline the renderer is measured against (issue: "a minimal C program draws 1,000 rounded,
 * stroked rectangles with 1,000 labels on a 2000x1600 surface, then cairo_surface_write_to_png").
 * Prints the drawing and writing times in milliseconds as JSON. Built by render_bench.py. */
#include <cairo/cairo.h>
#include <pango/pangocairo.h>
#include <stdio.h>
#include <time.h>

static double now_ms(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return t.tv_sec * 1e3 + t.tv_nsec / 1e6;
}

static void rounded(cairo_t *cr, double x, double y, double w, double h, double r) {
    cairo_new_sub_path(cr);
    cairo_arc(cr, x + w - r, y + r, r, -1.5708, 0);
    cairo_arc(cr, x + w - r, y + h - r, r, 0, 1.5708);
    cairo_arc(cr, x + r, y + h - r, r, 1.5708, 3.14159);
    cairo_arc(cr, x + r, y + r, r, 3.14159, 4.71239);
    cairo_close_path(cr);
}

int main(int argc, char **argv) {
    const char *path = argc > 1 ? argv[1] : "/tmp/cairo-baseline.png";
    double start = now_ms();
    cairo_surface_t *surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 2000, 1600);
    cairo_t *cr = cairo_create(surface);
    cairo_set_source_rgb(cr, 0.95, 0.95, 0.97);
    cairo_paint(cr);
    PangoLayout *layout = pango_cairo_create_layout(cr);
    PangoFontDescription *font = pango_font_description_from_string("DejaVu Sans 10");
    pango_layout_set_font_description(layout, font);
    char text[32];
    for (int i = 0; i < 1000; i++) {
        double x = 10 + (i % 40) * 49.5, y = 10 + (i / 40) * 63;
        rounded(cr, x, y, 44, 56, 6);
        cairo_set_source_rgb(cr, 0.0, 0.48, 1.0);
        cairo_fill_preserve(cr);
        cairo_set_source_rgb(cr, 0.0, 0.0, 0.0);
        cairo_set_line_width(cr, 1);
        cairo_stroke(cr);
        snprintf(text, sizeof text, "v%d", i);
        pango_layout_set_text(layout, text, -1);
        cairo_move_to(cr, x + 4, y + 4);
        pango_cairo_show_layout(cr, layout);
    }
    cairo_surface_flush(surface);
    double drawn = now_ms();
    cairo_surface_write_to_png(surface, path);
    double written = now_ms();
    printf("{\"draw_ms\": %.2f, \"write_ms\": %.2f, \"total_ms\": %.2f}\n", drawn - start, written - drawn, written - start);
    pango_font_description_free(font);
    g_object_unref(layout);
    cairo_destroy(cr);
    cairo_surface_destroy(surface);
    return 0;
}
