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
    stream: Query<Entity, With<super::stream::window::StreamWindow>>,
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
    // With the stream window open, its picture goes beside: OUT.stream.png. The app exits once
    // every picture is on disk.
    let mut shots = vec![(Screenshot::primary_window(), request.path.clone())];
    if let Ok(window) = stream.single() {
        shots.push((
            Screenshot::window(window),
            request.path.with_extension("stream.png"),
        ));
    }
    let left = std::sync::Arc::new(std::sync::atomic::AtomicUsize::new(shots.len()));
    for (shot, path) in shots {
        let left = left.clone();
        commands.spawn(shot).observe(save_to_disk(path)).observe(
            move |_: On<ScreenshotCaptured>, mut exit: MessageWriter<AppExit>| {
                if left.fetch_sub(1, std::sync::atomic::Ordering::SeqCst) == 1 {
                    exit.write(AppExit::Success);
                }
            },
        );
    }
}
