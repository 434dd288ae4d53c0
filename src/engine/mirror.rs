//! The piece mirror: brings the entities of one kind of piece in line with what the state says,
//! matched by a stable key, so each accepted action spawns, changes or despawns only what moved.
//! Games call it from [`Engine::mirror`](super::Engine::mirror) once per kind of piece they draw.

use bevy::prelude::*;
use std::collections::BTreeMap;

/// Makes the entities with component `C` exactly `wanted`, matched by `key`: a piece whose value
/// changed is re-inserted on its entity (which stays, with whatever a view hung on it), a missing one
/// is spawned (then `on_spawn` may add more to it), an unwanted one is despawned.
pub fn sync_keyed<C, K>(
    world: &mut World,
    key: impl Fn(&C) -> K,
    wanted: impl IntoIterator<Item = C>,
    mut on_spawn: impl FnMut(&mut EntityWorldMut, &C),
) where
    C: Component<Mutability = bevy::ecs::component::Mutable> + Clone + PartialEq,
    K: Ord,
{
    let mut wanted: BTreeMap<K, C> = wanted.into_iter().map(|c| (key(&c), c)).collect();
    let existing: Vec<(Entity, C)> = world
        .query::<(Entity, &C)>()
        .iter(world)
        .map(|(e, c)| (e, c.clone()))
        .collect();
    for (entity, have) in existing {
        match wanted.remove(&key(&have)) {
            Some(want) if want == have => {}
            // Re-inserted, not written in place, so views' `Insert` observers see the change
            // (a link completed: its tiles are redrawn wide).
            Some(want) => {
                world.entity_mut(entity).insert(want);
            }
            None => {
                world.entity_mut(entity).despawn();
            }
        }
    }
    for piece in wanted.into_values() {
        let mut entity = world.spawn(piece.clone());
        on_spawn(&mut entity, &piece);
    }
}

/// Despawns every entity with component `C`.
pub fn despawn_all<C: Component>(world: &mut World) {
    let all: Vec<Entity> = world
        .query_filtered::<Entity, With<C>>()
        .iter(world)
        .collect();
    for e in all {
        if let Ok(entity) = world.get_entity_mut(e) {
            entity.despawn();
        }
    }
}
