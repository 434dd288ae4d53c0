//! `--screenshot FILE.png [--frames N]`: capture the window after N frames, then exit.

use bevy::prelude::*;
use bevy::render::view::screenshot::{Screenshot, ScreenshotCaptured, save_to_disk};
use std::path::PathBuf;

/// Asks for one screenshot of the primary window after `frames` frames, then a clean exit.
#[derive(Resource, Debug, Clone)]
pub struct ScreenshotRequest {
    /// Where the PNG goes.
    pub path: PathBuf,
    /// Frames to wait (counted in `Update`), so fonts, layout and pipelines have settled.
    pub frames: u32,
}

/// Counts frames and, once, spawns the screenshot whose capture ends the app.
pub(super) fn count_and_capture(
    mut commands: Commands,
    request: Res<ScreenshotRequest>,
    mut frames: Local<u32>,
    mut taken: Local<bool>,
) {
    if *taken {
        return;
    }
    *frames += 1;
    if *frames < request.frames {
        return;
    }
    *taken = true;
    info!(
        "screenshot after {} frames: {}",
        *frames,
        request.path.display()
    );
    commands
        .spawn(Screenshot::primary_window())
        .observe(save_to_disk(request.path.clone()))
        .observe(
            |_: On<ScreenshotCaptured>, mut exit: MessageWriter<AppExit>| {
                exit.write(AppExit::Success);
            },
        );
}
