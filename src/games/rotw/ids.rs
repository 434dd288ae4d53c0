//! RotW's ids: a city, an operations card and a link are each their own type, so one can never be
//! passed for another. They are saved as plain numbers, so records keep their format.

use serde::{Deserialize, Serialize};
use std::fmt;

macro_rules! id {
    ($(#[$doc:meta])* $name:ident($int:ty)) => {
        $(#[$doc])*
        #[derive(
            Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Default, Serialize, Deserialize,
        )]
        #[serde(transparent)]
        pub struct $name(pub $int);

        impl $name {
            /// Its place in the list it indexes.
            pub fn index(self) -> usize {
                self.0 as usize
            }
        }

        impl fmt::Display for $name {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                self.0.fmt(f)
            }
        }
    };
}

id!(
    /// A city, by its place in the map file.
    CityId(usize)
);
id!(
    /// An operations card, by its place in the rules file's deck list.
    CardId(usize)
);
id!(
    /// A link, by the number it got when it was built (never reused).
    LinkId(u32)
);

impl CityId {
    /// Every city of a map of `n` cities, in order.
    pub fn all(n: usize) -> impl Iterator<Item = CityId> {
        (0..n).map(CityId)
    }
}

impl CardId {
    /// Every card of a deck list of `n` cards, in order.
    pub fn all(n: usize) -> impl Iterator<Item = CardId> {
        (0..n).map(CardId)
    }
}

/// Lists indexed by id read as lists indexed by their place, so `game.cities[city]` keeps reading well.
macro_rules! indexed_by {
    ($id:ty => $($item:ty),+) => {$(
        impl std::ops::Index<$id> for Vec<$item> {
            type Output = $item;
            fn index(&self, id: $id) -> &$item {
                &self[id.index()]
            }
        }
        impl std::ops::IndexMut<$id> for Vec<$item> {
            fn index_mut(&mut self, id: $id) -> &mut $item {
                &mut self[id.index()]
            }
        }
    )+};
}

indexed_by!(CityId => super::state::CityState, super::data::CityInfo);
indexed_by!(CardId => super::schema::CardFile, Option<CityId>);
