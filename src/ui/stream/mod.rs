//! Ferrovia on stream: what spectators may see, built from the public view only ([`model`]), shown
//! in a second window ([`window`]) and written as an overlay folder for OBS ([`overlay`]).

pub mod beauty;
pub mod model;
pub mod overlay;
pub mod window;

pub use model::StreamModel;
pub use window::{StreamBoard, StreamPaint};
