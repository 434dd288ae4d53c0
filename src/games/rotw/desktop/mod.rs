//! RotW in the window: the map in 2D and 3D, and the panels.

use bevy::prelude::*;

/// The window-side RotW plugin.
pub fn plugin(_app: &mut App) {}
