//! The Eastern U.S. map as a Bevy asset, loaded through a `bevy_asset_loader` collection.
//!
//! The loader reads `games/rotw/eastern_us.ron` and the rules file beside it and checks both with
//! [`data::load`]: the same files, and the same checks, the rules embed with `include_str!`
//! ([`data::MAP_RON`], [`data::RULES_RON`]). The views draw from the loaded asset; while it loads, or
//! when the file cannot be read, they fall back to the embedded copy and the top bar says why.

use crate::games::rotw::data::{self, RotwData};
use crate::ui::redraw::Awake;
use bevy::asset::io::Reader;
use bevy::asset::{AssetLoader, LoadContext, LoadState};
use bevy::prelude::*;
use bevy_asset_loader::prelude::*;
use std::fmt;
use std::sync::Arc;

/// Path of the map file under `assets/`.
pub const MAP_PATH: &str = "games/rotw/eastern_us.ron";
/// Path of the rules file under `assets/`, read by the map's loader.
pub const RULES_PATH: &str = "games/rotw/rules.ron";

/// A checked map and rules pair.
#[derive(Asset, TypePath, Debug, Clone)]
pub struct RotwMapAsset {
    /// The checked data (shared with whoever draws it).
    pub data: Arc<RotwData>,
}

/// The window's RotW files, loaded at start.
#[derive(AssetCollection, Resource)]
pub struct RotwAssets {
    /// The Eastern U.S. map (with its rules file).
    #[asset(path = "games/rotw/eastern_us.ron")]
    pub map: Handle<RotwMapAsset>,
}

/// Why the map asset could not be made.
#[derive(Debug)]
pub enum MapLoadError {
    /// A file could not be read.
    Read(String),
    /// The files were read but are not a valid map (file:line:column and the problems).
    Invalid(String),
}

impl fmt::Display for MapLoadError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            MapLoadError::Read(e) => write!(f, "could not read the map files: {e}"),
            MapLoadError::Invalid(e) => write!(f, "the map files are not valid: {e}"),
        }
    }
}

impl std::error::Error for MapLoadError {}

/// Reads a map file and its rules file, and checks them with [`data::load`].
#[derive(Default, TypePath)]
pub struct RotwMapLoader;

impl AssetLoader for RotwMapLoader {
    type Asset = RotwMapAsset;
    type Settings = ();
    type Error = MapLoadError;

    async fn load(
        &self,
        reader: &mut dyn Reader,
        _settings: &(),
        ctx: &mut LoadContext<'_>,
    ) -> Result<RotwMapAsset, MapLoadError> {
        let mut map = Vec::new();
        reader
            .read_to_end(&mut map)
            .await
            .map_err(|e| MapLoadError::Read(e.to_string()))?;
        let rules = ctx
            .read_asset_bytes(RULES_PATH)
            .await
            .map_err(|e| MapLoadError::Read(e.to_string()))?;
        parse_pair(map, rules)
    }

    fn extensions(&self) -> &[&str] {
        &["ron"]
    }
}

/// Checks the bytes of a map file and its rules file: the loader's work without an asset server.
pub fn parse_pair(map: Vec<u8>, rules: Vec<u8>) -> Result<RotwMapAsset, MapLoadError> {
    let text = |b: Vec<u8>, what: &str| {
        String::from_utf8(b).map_err(|_| MapLoadError::Invalid(format!("{what} is not UTF-8")))
    };
    let data = data::load(&text(map, "the map")?, &text(rules, "the rules")?)
        .map_err(MapLoadError::Invalid)?;
    Ok(RotwMapAsset {
        data: Arc::new(data),
    })
}

/// How the map asset is doing.
#[derive(Resource, Debug, Clone, Default)]
pub enum MapStatus {
    /// Still loading (the embedded copy is shown meanwhile).
    #[default]
    Loading,
    /// Loaded and checked.
    Ready(Arc<RotwData>),
    /// Failed: why (the embedded copy is shown).
    Failed(String),
}

impl MapStatus {
    /// The data to draw: the loaded map, else the embedded one.
    pub fn data(&self) -> &RotwData {
        match self {
            MapStatus::Ready(d) => d,
            _ => data::eastern_us(),
        }
    }

    /// The problem to tell the player about, if any.
    pub fn problem(&self) -> Option<&str> {
        match self {
            MapStatus::Failed(why) => Some(why),
            _ => None,
        }
    }
}

/// Registers the asset and its loader and starts loading the collection.
pub fn plugin(app: &mut App) {
    app.init_asset::<RotwMapAsset>()
        .register_asset_loader(RotwMapLoader)
        .init_resource::<MapStatus>()
        .init_collection::<RotwAssets>()
        .add_systems(Update, watch_load);
}

/// Moves [`MapStatus`] on when the load finishes or fails (never panics: failures are reported).
/// While it loads, the window keeps drawing (a resting window would otherwise show the outcome
/// only at the next input).
fn watch_load(
    mut status: ResMut<MapStatus>,
    assets: Option<Res<RotwAssets>>,
    maps: Res<Assets<RotwMapAsset>>,
    server: Res<AssetServer>,
    awake: Option<ResMut<Awake>>,
    time: Res<Time<Real>>,
) {
    if !matches!(*status, MapStatus::Loading) {
        return;
    }
    if let Some(mut awake) = awake {
        awake.keep(time.elapsed_secs_f64(), 1.0);
    }
    let Some(assets) = assets else {
        *status = MapStatus::Failed("the map collection was not created".into());
        return;
    };
    if let Some(map) = maps.get(&assets.map) {
        *status = MapStatus::Ready(map.data.clone());
        return;
    }
    if let Some(LoadState::Failed(err)) = server.get_load_state(&assets.map) {
        let why = err.to_string();
        warn!("Railways of the World map: {why}; drawing the built-in copy");
        *status = MapStatus::Failed(why);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The shipped files load into the same data the rules embed; a broken file is an error that
    /// names the file and the line, never a panic.
    #[test]
    fn the_loader_checks_the_files() {
        let ok = parse_pair(data::MAP_RON.into(), data::RULES_RON.into()).expect("shipped map");
        assert_eq!(ok.data.cities, data::eastern_us().cities);
        let broken = data::MAP_RON.replacen("rows: [", "rows: [[", 1);
        match parse_pair(broken.into(), data::RULES_RON.into()) {
            Err(MapLoadError::Invalid(why)) => assert!(why.starts_with("map:"), "{why}"),
            other => panic!("a broken map must be refused: {other:?}"),
        }
        assert!(matches!(
            parse_pair(vec![0xff, 0xfe], data::RULES_RON.into()),
            Err(MapLoadError::Invalid(_))
        ));
        assert!(MapStatus::Failed("x".into()).problem().is_some());
        assert_eq!(MapStatus::Loading.data().name, data::eastern_us().name);
    }
}
