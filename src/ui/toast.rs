//! Toasts: short messages at the top centre that fade after a few seconds (big enough for a stream).

use super::theme::{self, INK, PAPER, PAPER_LIGHT, SIGNAL_RED, WALNUT_LIGHT};
use bevy::prelude::*;
use bevy_egui::egui::{self, Align2, Color32, CornerRadius, Frame, Id, Margin, RichText, Stroke};

/// How long a toast stays, in seconds (the last [`FADE_SECS`] fade out).
pub const TOAST_SECS: f64 = 4.0;
/// Fade-out time at the end of a toast's life.
pub const FADE_SECS: f64 = 0.8;
/// At most this many toasts show at once (the oldest go first).
pub const MAX_TOASTS: usize = 4;

/// What a toast is about (decides its colour).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ToastKind {
    /// Good or neutral news.
    Info,
    /// Something failed or was refused.
    Error,
}

/// One toast.
#[derive(Debug, Clone, PartialEq)]
pub struct Toast {
    /// The message, already translated.
    pub text: String,
    /// Info or error.
    pub kind: ToastKind,
    /// When it was first shown (seconds of real time); set by the drawing system.
    pub shown_at: Option<f64>,
}

/// The toasts waiting or showing. Any system may push to it (`toasts.info(locale.t(..))`).
#[derive(Resource, Debug, Default)]
pub struct Toasts {
    items: Vec<Toast>,
}

impl Toasts {
    /// Queues a neutral toast.
    pub fn info(&mut self, text: impl Into<String>) {
        self.push(text.into(), ToastKind::Info);
    }

    /// Queues an error toast.
    pub fn error(&mut self, text: impl Into<String>) {
        self.push(text.into(), ToastKind::Error);
    }

    fn push(&mut self, text: String, kind: ToastKind) {
        // The same message twice in a row just restarts its clock.
        self.items.retain(|t| t.text != text);
        self.items.push(Toast {
            text,
            kind,
            shown_at: None,
        });
        if self.items.len() > MAX_TOASTS {
            let extra = self.items.len() - MAX_TOASTS;
            self.items.drain(..extra);
        }
    }

    /// The toasts to draw now with their opacity, after stamping new ones and dropping expired ones.
    pub fn tick(&mut self, now: f64) -> Vec<(Toast, f32)> {
        for t in &mut self.items {
            t.shown_at.get_or_insert(now);
        }
        self.items
            .retain(|t| now - t.shown_at.unwrap_or(now) < TOAST_SECS);
        self.items
            .iter()
            .map(|t| (t.clone(), opacity(now - t.shown_at.unwrap_or(now))))
            .collect()
    }

    /// Whether nothing is queued or showing.
    pub fn is_empty(&self) -> bool {
        self.items.is_empty()
    }
}

/// Opacity of a toast `age` seconds old: a quick fade in, full, then a fade out.
fn opacity(age: f64) -> f32 {
    let fade_in = (age / 0.15).min(1.0);
    let fade_out = ((TOAST_SECS - age) / FADE_SECS).clamp(0.0, 1.0);
    fade_in.min(fade_out) as f32
}

/// Draws the toasts above everything.
pub(super) fn draw(ctx: &egui::Context, toasts: &mut Toasts, now: f64) {
    let showing = toasts.tick(now);
    if showing.is_empty() {
        return;
    }
    let max_width = (ctx.content_rect().width() * 0.6).max(320.0);
    egui::Area::new(Id::new("ferrovia-toasts"))
        .order(egui::Order::Tooltip)
        .anchor(Align2::CENTER_TOP, [0.0, 28.0])
        .interactable(false)
        .show(ctx, |ui| {
            ui.set_max_width(max_width);
            ui.vertical_centered(|ui| {
                for (toast, alpha) in showing {
                    ui.scope(|ui| {
                        ui.set_opacity(alpha);
                        let (fill, fg, edge) = match toast.kind {
                            ToastKind::Info => (PAPER, INK, WALNUT_LIGHT),
                            ToastKind::Error => {
                                (SIGNAL_RED, PAPER_LIGHT, Color32::from_rgb(0x5e, 0x16, 0x12))
                            }
                        };
                        Frame::new()
                            .fill(fill)
                            .stroke(Stroke::new(2.5, edge))
                            .corner_radius(CornerRadius::same(14))
                            .inner_margin(Margin::symmetric(26, 14))
                            .shadow(egui::Shadow {
                                offset: [0, 6],
                                blur: 18,
                                spread: 0,
                                color: Color32::from_black_alpha(120),
                            })
                            .show(ui, |ui| {
                                ui.label(
                                    RichText::new(&toast.text)
                                        .font(theme::bold_font(22.0))
                                        .color(fg),
                                );
                            });
                    });
                    ui.add_space(8.0);
                }
            });
        });
    ctx.request_repaint();
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn toasts_fade_and_expire() {
        let mut t = Toasts::default();
        t.error("no");
        let first = t.tick(10.0);
        assert_eq!(first.len(), 1);
        assert_eq!(first[0].1, 0.0);
        assert_eq!(t.tick(11.0)[0].1, 1.0);
        let late = t.tick(10.0 + TOAST_SECS - FADE_SECS / 2.0);
        assert!((late[0].1 - 0.5).abs() < 1e-3);
        assert!(t.tick(10.0 + TOAST_SECS).is_empty());
        assert!(t.is_empty());
    }

    #[test]
    fn at_most_four_and_no_duplicates() {
        let mut t = Toasts::default();
        for i in 0..6 {
            t.info(format!("m{i}"));
        }
        t.info("m5");
        let texts: Vec<_> = t.tick(0.0).into_iter().map(|(x, _)| x.text).collect();
        assert_eq!(texts, ["m2", "m3", "m4", "m5"]);
    }
}
