//! The hex-map layer every map game shares: coordinates and hex names, terrain and hex-side features,
//! track pieces that join hex sides, and the searches over them (track paths and city-to-city links).
//!
//! Everything here is plain data and pure functions over it, so rules, bots, views and benchmarks use
//! the same code; the games keep their pieces as entities and hand these types the data they need.

pub mod coords;
pub mod links;
pub mod map;
pub mod search;
pub mod tiles;
pub mod track;

pub use coords::{Grid, OffsetScheme, Orientation, hex_key};
pub use links::{LinkEdge, LinkGraph};
pub use map::{Edge, HexMap, SideFeature, Terrain};
pub use track::{Segment, TrackError, TrackLayout};
