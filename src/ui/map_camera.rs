//! The 2D camera of every hex map: fitted to any map's bounds, panned by dragging or the arrow
//! keys, zoomed about the pointer by the wheel or +/−, and fitted again by Home. A map game keeps one
//! as a resource and paints through [`MapCam::to_screen`]; the stream fits a camera of its own.

use bevy::math::Vec2;
use bevy::prelude::Resource;
use bevy_egui::egui::{self, Pos2, Rect, Response, Ui, vec2};

/// How far out and in the player may zoom, as factors of the fitting zoom.
const ZOOM_RANGE: (f32, f32) = (0.6, 6.0);
/// Of the panel the fitted map fills (a margin all round).
const FILL: f32 = 0.97;

/// Where the 2D camera looks: the map point at the panel's centre and the zoom (points per map
/// unit).
#[derive(Resource, Debug, Clone, Copy, Default)]
pub struct MapCam {
    /// Map point at the centre of the view.
    pub centre: Vec2,
    /// Points per map unit.
    pub zoom: f32,
    /// Whether it has been fitted to a panel yet.
    pub fitted: bool,
    /// The zoom that fits the whole map (the zoom limits' base).
    pub fit_zoom: f32,
    /// The panel size it was fitted to.
    pub fit_size: egui::Vec2,
    /// The map's bounds it was fitted to (Home fits them again).
    pub bounds: (Vec2, Vec2),
    /// Whether the player panned or zoomed since (then a resized panel keeps the view).
    pub moved: bool,
    /// A map point to centre on and a zoom factor over the fit, applied once the view is fitted.
    pub focus: Option<(Vec2, f32)>,
}

impl MapCam {
    /// Fits the map whose corners are `bounds` (least and greatest map points) into `rect`.
    pub fn fit(&mut self, rect: Rect, bounds: (Vec2, Vec2)) {
        let (min, max) = bounds;
        let size = (max - min).max(Vec2::splat(f32::EPSILON));
        self.zoom = (rect.width() / size.x).min(rect.height() / size.y) * FILL;
        self.fit_zoom = self.zoom;
        self.centre = (min + max) / 2.0;
        self.fitted = true;
        self.fit_size = rect.size();
        self.bounds = bounds;
        self.moved = false;
    }

    /// Screen point of a map point.
    pub fn to_screen(&self, rect: Rect, p: Vec2) -> Pos2 {
        let d = (p - self.centre) * self.zoom;
        rect.center() + vec2(d.x, d.y)
    }

    /// Map point under a screen point.
    pub fn to_map(&self, rect: Rect, p: Pos2) -> Vec2 {
        let d = p - rect.center();
        self.centre + Vec2::new(d.x, d.y) / self.zoom
    }

    /// Zooms by `factor` keeping the map point under `at` in place.
    pub fn zoom_at(&mut self, rect: Rect, at: Pos2, factor: f32) {
        let before = self.to_map(rect, at);
        let (lo, hi) = ZOOM_RANGE;
        self.zoom = (self.zoom * factor).clamp(self.fit_zoom * lo, self.fit_zoom * hi);
        let after = self.to_map(rect, at);
        self.centre += before - after;
    }

    /// Keeps the camera on a map of `bounds` shown in `rect`: fits it the first time and whenever
    /// the panel is resized before the player moved, then applies a pending focus.
    pub fn frame(&mut self, rect: Rect, bounds: (Vec2, Vec2)) {
        let resized = (rect.size() - self.fit_size).length() > 1.0;
        if !self.fitted || self.zoom <= 0.0 || (!self.moved && resized) || self.bounds != bounds {
            self.fit(rect, bounds);
        }
        if let Some((centre, factor)) = self.focus.take() {
            self.centre = centre;
            self.zoom = self.fit_zoom * factor;
            self.moved = true;
        }
    }

    /// The player's hand on the camera over the map's `response`: drag pans, the wheel zooms about
    /// the pointer, the arrow keys pan and +/− zoom (smoothly, per frame), Home fits the map again.
    pub fn steer(&mut self, ui: &Ui, rect: Rect, response: &Response) {
        if response.dragged() {
            let d = response.drag_delta();
            self.centre -= Vec2::new(d.x, d.y) / self.zoom;
            self.moved = true;
        }
        if response.hovered() {
            let (scroll, pointer) = ui.input(|i| (i.smooth_scroll_delta.y, i.pointer.hover_pos()));
            if scroll.abs() > 0.0 {
                self.zoom_at(
                    rect,
                    pointer.unwrap_or(rect.center()),
                    (scroll * 0.002).exp(),
                );
                self.moved = true;
            }
        }
        if ui.ctx().text_edit_focused() {
            return;
        }
        let (dx, dy, zoom, home) = ui.input(|i| {
            let k = |a: egui::Key| i.key_down(a);
            let dx = f32::from(k(egui::Key::ArrowRight)) - f32::from(k(egui::Key::ArrowLeft));
            let dy = f32::from(k(egui::Key::ArrowDown)) - f32::from(k(egui::Key::ArrowUp));
            let zoom = f32::from(k(egui::Key::Plus) || k(egui::Key::Equals))
                - f32::from(k(egui::Key::Minus));
            (dx, dy, zoom, i.key_pressed(egui::Key::Home))
        });
        let dt = ui.input(|i| i.stable_dt).min(0.05);
        if dx != 0.0 || dy != 0.0 {
            self.centre += Vec2::new(dx, dy) * 600.0 * dt / self.zoom;
            self.moved = true;
            ui.ctx().request_repaint();
        }
        if zoom != 0.0 {
            self.zoom_at(rect, rect.center(), (zoom * 1.5 * dt).exp());
            self.moved = true;
            ui.ctx().request_repaint();
        }
        if home {
            self.fit(rect, self.bounds);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn panel() -> Rect {
        Rect::from_min_size(Pos2::new(100.0, 50.0), vec2(800.0, 400.0))
    }

    #[test]
    fn a_fitted_map_fills_the_panel_on_its_tighter_side_and_centres() {
        let mut cam = MapCam::default();
        let bounds = (Vec2::new(-10.0, 0.0), Vec2::new(30.0, 10.0));
        cam.fit(panel(), bounds);
        // 40 × 10 map units in 800 × 400 points: the width binds (20 points a unit).
        assert!((cam.zoom - 20.0 * FILL).abs() < 1e-4);
        assert_eq!(
            cam.to_screen(panel(), Vec2::new(10.0, 5.0)),
            panel().center()
        );
        let left = cam.to_screen(panel(), bounds.0);
        assert!(left.x >= panel().left() && left.x < panel().left() + 20.0);
    }

    #[test]
    fn zooming_keeps_the_point_under_the_pointer_and_stays_in_range() {
        let mut cam = MapCam::default();
        cam.fit(panel(), (Vec2::ZERO, Vec2::new(40.0, 20.0)));
        let at = Pos2::new(300.0, 120.0);
        let under = cam.to_map(panel(), at);
        cam.zoom_at(panel(), at, 2.0);
        assert!((cam.to_map(panel(), at) - under).length() < 1e-3);
        cam.zoom_at(panel(), at, 1000.0);
        assert!((cam.zoom - cam.fit_zoom * ZOOM_RANGE.1).abs() < 1e-3);
        cam.zoom_at(panel(), at, 1e-6);
        assert!((cam.zoom - cam.fit_zoom * ZOOM_RANGE.0).abs() < 1e-3);
    }

    #[test]
    fn a_resized_panel_refits_until_the_player_moves() {
        let mut cam = MapCam::default();
        let bounds = (Vec2::ZERO, Vec2::new(40.0, 20.0));
        cam.frame(panel(), bounds);
        let wider = Rect::from_min_size(panel().min, vec2(1000.0, 400.0));
        cam.frame(wider, bounds);
        assert_eq!(cam.fit_size, wider.size());
        cam.moved = true;
        let zoom = cam.zoom;
        cam.frame(panel(), bounds);
        assert_eq!(cam.zoom, zoom, "a moved view is kept");
    }
}
