//! Line charts painted by hand — axes, one weight of grid line, a line a series, a legend or
//! (for many lines) each line's name where it ends — so a chart that changes once a turn is a still picture on the canvas. (egui_plot draws
//! a live widget every frame, three weights of grid line and a hover read-out nobody here used.)

use super::canvas::{self, Canvas};
use super::theme::{INK_FADED, PAPER, PAPER_DARK, PAPER_LIGHT};
use bevy_egui::egui::{
    self, Align2, Color32, CornerRadius, FontId, Pos2, Rect, Sense, Shape, Stroke, StrokeKind, Ui,
    pos2, vec2,
};

/// One line of a chart: its value at x = 0, 1, 2…
#[derive(Debug, Clone, PartialEq)]
pub struct Series {
    /// Name in the legend.
    pub label: String,
    /// Colour of the line and its legend swatch.
    pub colour: Color32,
    /// The values.
    pub values: Vec<f64>,
}

/// A chart of `series` across the available width, `height` tall, on the paper (the colour
/// under it): x from 0 to at least 4, y from at most 0 to at least 10. Returns where it stands.
pub fn line_chart(
    ui: &mut Ui,
    canvas: &mut Canvas,
    height: f32,
    series: &[Series],
    x_label: &str,
    legend: bool,
) -> Rect {
    let (rect, _) = ui.allocate_exact_size(vec2(ui.available_width(), height), Sense::hover());
    let rect = canvas::align(ui.ctx(), rect);
    let key: Vec<_> = series
        .iter()
        .map(|s| {
            let values: Vec<u64> = s.values.iter().map(|v| v.to_bits()).collect();
            (s.label.as_str(), s.colour.to_array(), values)
        })
        .collect();
    let painter = ui.painter_at(rect);
    canvas.show(&painter, rect, PAPER, (key, x_label, legend), |p, rect| {
        paint(p, rect, series, x_label, legend)
    });
    rect
}

/// Room right of the plot for the lines' names, where a legend would list too many.
const END_NAMES: f32 = 52.0;

/// Where a chart's values stand in its rect: the plot area and the ranges it spans.
struct Frame {
    plot: Rect,
    x_max: f64,
    y_lo: f64,
    y_hi: f64,
}

impl Frame {
    /// `names_at_ends`: room on the right for each line's name where it ends.
    fn of(rect: Rect, series: &[Series], names_at_ends: bool) -> Frame {
        let x_max = series.iter().map(|s| s.values.len()).max().unwrap_or(0);
        let x_max = x_max.saturating_sub(1).max(4) as f64;
        let values = series
            .iter()
            .flat_map(|s| s.values.iter().copied())
            .filter(|v| v.is_finite());
        let (y_lo, y_hi) = values.fold((0.0f64, 10.0f64), |(lo, hi), v| (lo.min(v), hi.max(v)));
        let right = if names_at_ends { END_NAMES } else { 12.0 };
        let plot = Rect::from_min_max(rect.min + vec2(44.0, 10.0), rect.max - vec2(right, 44.0));
        Frame {
            plot,
            x_max,
            y_lo,
            y_hi,
        }
    }

    fn at(&self, x: f64, y: f64) -> Pos2 {
        pos2(
            self.plot.left() + (x / self.x_max) as f32 * self.plot.width(),
            self.plot.bottom()
                - ((y - self.y_lo) / (self.y_hi - self.y_lo)) as f32 * self.plot.height(),
        )
    }

    /// The x nearest screen point `p`, if it is over the plot.
    fn x_at(&self, p: Pos2) -> Option<usize> {
        let inside = self.plot.expand(8.0).contains(p);
        let x = ((p.x - self.plot.left()) / self.plot.width()) as f64 * self.x_max;
        inside.then(|| x.round().max(0.0) as usize)
    }
}

/// The chart painted straight into `rect` (a still picture's painter, or a stream window's). A
/// value that is not finite leaves a gap in its line (a company not on the market that round).
pub fn paint(painter: &egui::Painter, rect: Rect, series: &[Series], x_label: &str, legend: bool) {
    let font = FontId::proportional(14.0);
    let f = Frame::of(rect, series, !legend);
    let (x_max, y_lo, y_hi, plot) = (f.x_max, f.y_lo, f.y_hi, f.plot);
    let at = |x: f64, y: f64| f.at(x, y);
    let grid = Stroke::new(1.0, PAPER_DARK);
    for x in marks(0.0, x_max) {
        painter.line_segment([at(x, y_lo), at(x, y_hi)], grid);
        let text = format!("{x}");
        painter.text(
            at(x, y_lo) + vec2(0.0, 4.0),
            Align2::CENTER_TOP,
            text,
            font.clone(),
            INK_FADED,
        );
    }
    for y in marks(y_lo, y_hi) {
        painter.line_segment([at(0.0, y), at(x_max, y)], grid);
        let text = format!("{y}");
        painter.text(
            at(0.0, y) - vec2(6.0, 0.0),
            Align2::RIGHT_CENTER,
            text,
            font.clone(),
            INK_FADED,
        );
    }
    let axis = Stroke::new(1.5, INK_FADED);
    painter.line_segment([plot.left_top(), plot.left_bottom()], axis);
    painter.line_segment([plot.left_bottom(), plot.right_bottom()], axis);
    painter.text(
        pos2(plot.center().x, rect.bottom() - 2.0),
        Align2::CENTER_BOTTOM,
        x_label,
        FontId::proportional(15.0),
        INK_FADED,
    );
    for s in series {
        let points = (0..).zip(&s.values).map(|(x, y)| (f64::from(x), *y));
        let mut run: Vec<Pos2> = Vec::new();
        for (x, y) in points.chain(std::iter::once((0.0, f64::NAN))) {
            if y.is_finite() {
                run.push(at(x, y));
                continue;
            }
            match run.len() {
                0 => {}
                1 => {
                    painter.circle_filled(run[0], 3.0, s.colour);
                }
                _ => {
                    painter.add(Shape::line(
                        std::mem::take(&mut run),
                        Stroke::new(3.0, s.colour),
                    ));
                }
            }
            run.clear();
        }
    }
    if legend && !series.is_empty() {
        paint_legend(painter, &f, series, &font);
    } else {
        paint_end_names(painter, &f, series, &FontId::proportional(13.0));
    }
}

/// Each line's name beside where it ends, in its colour: read without a legend or the pointer
/// when there are too many lines for a legend. Names are pushed apart so none covers another.
fn paint_end_names(painter: &egui::Painter, f: &Frame, series: &[Series], font: &FontId) {
    let mut ends: Vec<(f32, &Series)> = series
        .iter()
        .filter_map(|s| {
            let (x, y) = s.values.iter().enumerate().rfind(|(_, v)| v.is_finite())?;
            Some((f.at(x as f64, *y).y, s))
        })
        .collect();
    ends.sort_by(|a, b| a.0.total_cmp(&b.0));
    let ys = spread(
        ends.iter().map(|e| e.0).collect(),
        font.size + 1.0,
        f.plot.bottom(),
    );
    for (y, (_, s)) in ys.into_iter().zip(ends) {
        painter.text(
            pos2(f.plot.right() + 6.0, y),
            Align2::LEFT_CENTER,
            &s.label,
            font.clone(),
            s.colour,
        );
    }
}

/// The legend: a swatch and a name per series, in a box at the plot's top left.
fn paint_legend(painter: &egui::Painter, f: &Frame, series: &[Series], font: &FontId) {
    let row = 22.0;
    let width = series
        .iter()
        .map(|s| {
            painter
                .layout_no_wrap(s.label.clone(), font.clone(), INK_FADED)
                .size()
                .x
        })
        .fold(0.0, f32::max);
    let size = vec2(width + 44.0, row * series.len() as f32 + 8.0);
    let frame = Rect::from_min_size(f.plot.left_top() + vec2(10.0, 4.0), size);
    painter.rect(
        frame,
        CornerRadius::same(8),
        PAPER_LIGHT,
        Stroke::new(1.0, PAPER_DARK),
        StrokeKind::Inside,
    );
    for (i, s) in series.iter().enumerate() {
        let y = frame.top() + 4.0 + row * (i as f32 + 0.5);
        painter.circle_filled(pos2(frame.left() + 16.0, y), 6.0, s.colour);
        painter.text(
            pos2(frame.left() + 30.0, y),
            Align2::LEFT_CENTER,
            &s.label,
            font.clone(),
            super::theme::INK,
        );
    }
}

/// A chart you can read by pointing: the still chart of [`line_chart`], and while the pointer is
/// over it a rule at the nearest x with every series' value there, named by `names[x]` (a
/// round's name) — painted live over the still picture.
#[allow(clippy::too_many_arguments)]
pub fn line_chart_with_readout(
    ui: &mut Ui,
    canvas: &mut Canvas,
    height: f32,
    series: &[Series],
    x_label: &str,
    legend: bool,
    names: &[String],
    value: &dyn Fn(f64) -> String,
) {
    let rect = line_chart(ui, canvas, height, series, x_label, legend);
    let response = ui.interact(
        rect,
        ui.id().with(("chart-readout", x_label)),
        Sense::hover(),
    );
    let Some(p) = response.hover_pos() else {
        return;
    };
    let f = Frame::of(rect, series, !legend);
    let Some(x) = f.x_at(p) else { return };
    let mut lines: Vec<(Color32, String)> = series
        .iter()
        .filter_map(|s| {
            let v = *s.values.get(x)?;
            v.is_finite()
                .then(|| (s.colour, format!("{}  {}", s.label, value(v))))
        })
        .collect();
    if lines.is_empty() {
        return;
    }
    lines.sort_by(|a, b| a.1.cmp(&b.1));
    let painter = ui.painter_at(rect);
    let rule = f.at(x as f64, f.y_hi);
    painter.line_segment(
        [rule, f.at(x as f64, f.y_lo)],
        Stroke::new(1.5, super::theme::INK),
    );
    let title = names.get(x).cloned().unwrap_or_else(|| x.to_string());
    response.on_hover_ui_at_pointer(|ui| {
        ui.label(egui::RichText::new(title).strong());
        for (colour, line) in lines {
            ui.label(egui::RichText::new(line).color(colour));
        }
    });
}

/// Heights (sorted, top first) moved apart to at least `gap`, in order: pushed down where they
/// crowd, then, where that ran past `bottom`, pushed back up from the bottom only as far as
/// needed, so names near the top stay by their lines.
fn spread(mut ys: Vec<f32>, gap: f32, bottom: f32) -> Vec<f32> {
    let mut last = f32::MIN;
    for y in &mut ys {
        *y = y.max(last + gap);
        last = *y;
    }
    let mut below = bottom + gap;
    for y in ys.iter_mut().rev() {
        *y = y.min(below - gap);
        below = *y;
    }
    ys
}

/// Whole values for grid lines from `lo` to `hi`: every 1, 2 or 5 × 10ⁿ, at most eight intervals.
fn marks(lo: f64, hi: f64) -> Vec<f64> {
    let wanted = ((hi - lo) / 8.0).max(1.0);
    let decade = 10f64.powf(wanted.log10().floor());
    let step = [1.0, 2.0, 5.0, 10.0]
        .map(|m| m * decade)
        .into_iter()
        .find(|s| *s >= wanted)
        .unwrap_or(10.0 * decade);
    let first = (lo / step).ceil() as i64;
    let last = (hi / step).floor() as i64;
    (first..=last).map(|i| i as f64 * step).collect()
}

#[cfg(test)]
mod tests {
    use super::{marks, spread};

    #[test]
    fn names_at_line_ends_keep_their_order_and_never_cover_one_another() {
        let ys = spread(vec![100.0, 101.0, 101.5, 300.0, 395.0, 399.0], 14.0, 400.0);
        assert!(ys.windows(2).all(|w| w[1] - w[0] >= 14.0 - 1e-3), "{ys:?}");
        assert!(*ys.last().unwrap() <= 400.0);
        // Names far apart stay where their lines end, a crowd at the bottom moving none at the top.
        assert_eq!(spread(vec![10.0, 50.0], 14.0, 400.0), vec![10.0, 50.0]);
        let crowd = spread(vec![10.0, 390.0, 391.0, 392.0, 393.0], 14.0, 400.0);
        assert_eq!(crowd[0], 10.0);
        assert_eq!(crowd[4], 400.0);
    }

    #[test]
    fn grid_marks_are_round_and_at_most_eight_intervals() {
        assert_eq!(marks(0.0, 10.0), [0.0, 2.0, 4.0, 6.0, 8.0, 10.0]);
        assert_eq!(marks(0.0, 4.0), [0.0, 1.0, 2.0, 3.0, 4.0]);
        assert_eq!(marks(-3.0, 61.0), [0.0, 10.0, 20.0, 30.0, 40.0, 50.0, 60.0]);
    }
}
