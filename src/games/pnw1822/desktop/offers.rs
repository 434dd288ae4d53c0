//! What the seat to act may do, arranged the way the table offers it: the legal listing grouped
//! into bids (a range per card), tile lays (per hex, per tile, its legal rotations), station
//! tokens (per city) and the rest as buttons. Built only from [`PnwEngine::legal`], so the table
//! offers exactly what the rules take; tiles that fit a hex but the rules refuse now (a later
//! phase's colour, none left, too dear) are listed apart with the rules' own reason.

use crate::engine::Engine;
use crate::games::pnw1822::PnwEngine;
use crate::games::pnw1822::actions::PnwAction;
use crate::games::pnw1822::data::PnwData;
use crate::games::pnw1822::rules::tiles;
use crate::games::pnw1822::state::{CardIx, PnwGame};
use crate::table::SeatId;
use crate::table::driver::Words;
use std::collections::BTreeMap;

/// Bids on one card: from the least the rules take to all the cash the bidder has free.
#[derive(Debug, Clone, PartialEq)]
pub struct BidOffer {
    /// The card.
    pub card: CardIx,
    /// The least bid.
    pub least: i64,
    /// The most the bidder may bid.
    pub most: i64,
    /// Bids rise in steps of this.
    pub step: i64,
}

impl BidOffer {
    /// `price` brought into the rules' bounds and onto their steps.
    pub fn clamp(&self, price: i64) -> i64 {
        let over = (price.clamp(self.least, self.most) - self.least) / self.step * self.step;
        self.least + over
    }
}

/// One tile a hex may take now, and the rotations the rules allow.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TileOffer {
    /// The tile (index into the manifest).
    pub tile: u16,
    /// The private whose power lays it, and a second riding along.
    pub by: Option<CardIx>,
    /// A second private's power riding along.
    pub with: Option<CardIx>,
    /// Its legal rotations, least first.
    pub rotations: Vec<u8>,
}

impl TileOffer {
    /// The lay at `rotation`.
    pub fn action(&self, hex: u16, rotation: u8) -> PnwAction {
        PnwAction::LayTile {
            hex,
            tile: self.tile,
            rotation,
            by: self.by,
            with: self.with,
        }
    }

    /// The rotation after `rotation` among the legal ones (a click on the hex turns the tile).
    pub fn next_rotation(&self, rotation: u8) -> u8 {
        let k = self.rotations.iter().position(|r| *r == rotation);
        let next = k.map_or(0, |k| (k + 1) % self.rotations.len());
        self.rotations.get(next).copied().unwrap_or(0)
    }
}

/// The seat's decision, arranged for the table.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct Offers {
    /// A range of bids per boxed card.
    pub bids: Vec<BidOffer>,
    /// Tile lays per hex.
    pub lays: BTreeMap<u16, Vec<TileOffer>>,
    /// Cities a station token may go to (hex, city).
    pub tokens: Vec<(u16, u8)>,
    /// Everything else, in the listing's order.
    pub others: Vec<PnwAction>,
}

impl Offers {
    /// The listing `legal` arranged (bids keep their least and most; lays their rotations).
    pub fn of(data: &PnwData, legal: &[PnwAction]) -> Offers {
        let mut out = Offers::default();
        let step = i64::from(data.game.bid_step.max(1));
        for a in legal {
            match a {
                PnwAction::Bid { card, price } => {
                    match out.bids.iter_mut().find(|b| b.card == *card) {
                        Some(b) => {
                            b.least = b.least.min(*price);
                            b.most = b.most.max(*price);
                        }
                        None => out.bids.push(BidOffer {
                            card: *card,
                            least: *price,
                            most: *price,
                            step,
                        }),
                    }
                }
                PnwAction::LayTile {
                    hex,
                    tile,
                    rotation,
                    by,
                    with,
                } => {
                    let at = out.lays.entry(*hex).or_default();
                    let same =
                        |o: &&mut TileOffer| o.tile == *tile && o.by == *by && o.with == *with;
                    match at.iter_mut().find(same) {
                        Some(o) if !o.rotations.contains(rotation) => o.rotations.push(*rotation),
                        Some(_) => {}
                        None => at.push(TileOffer {
                            tile: *tile,
                            by: *by,
                            with: *with,
                            rotations: vec![*rotation],
                        }),
                    }
                }
                PnwAction::PlaceToken { hex, city } => out.tokens.push((*hex, *city)),
                other => out.others.push(other.clone()),
            }
        }
        for offers in out.lays.values_mut() {
            for o in offers.iter_mut() {
                o.rotations.sort_unstable();
            }
        }
        out
    }

    /// Whether the seat may lay track now.
    pub fn laying(&self) -> bool {
        !self.lays.is_empty()
    }

    /// The tiles `hex` may take.
    pub fn lays_at(&self, hex: u16) -> &[TileOffer] {
        self.lays.get(&hex).map_or(&[], Vec::as_slice)
    }

    /// Every action arranged here, back as a listing (the tests hold it equal to the rules').
    pub fn actions(&self) -> Vec<PnwAction> {
        let bids = self.bids.iter().flat_map(|b| {
            (b.least..=b.most)
                .step_by(b.step as usize)
                .map(|price| PnwAction::Bid {
                    card: b.card,
                    price,
                })
        });
        let lays = self.lays.iter().flat_map(|(hex, offers)| {
            offers
                .iter()
                .flat_map(|o| o.rotations.iter().map(|r| o.action(*hex, *r)))
        });
        let tokens = self
            .tokens
            .iter()
            .map(|&(hex, city)| PnwAction::PlaceToken { hex, city });
        self.others
            .iter()
            .cloned()
            .chain(bids)
            .chain(lays)
            .chain(tokens)
            .collect()
    }
}

/// Tiles of the manifest that fit `hex` at some rotation but that the rules refuse to lay now,
/// each with the reason they give (a later phase's colour, none left, what it costs). Empty when
/// the seat may not lay track at all.
pub fn refused_tiles(
    data: &PnwData,
    game: &PnwGame,
    seat: SeatId,
    hex: u16,
    offered: &[TileOffer],
) -> Vec<(u16, Words)> {
    let mut out = Vec::new();
    for (t, info) in data.tile_info.iter().enumerate() {
        let tile = t as u16;
        if info.hidden || offered.iter().any(|o| o.tile == tile) {
            continue;
        }
        let Some(rotation) =
            (0..6).find(|&r| tiles::check_geometry(data, &game.board, hex, tile, r, false).is_ok())
        else {
            continue;
        };
        let lay = PnwAction::LayTile {
            hex,
            tile,
            rotation,
            by: None,
            with: None,
        };
        if let Err(refusal) = PnwEngine::check(game, seat, &lay) {
            out.push((tile, PnwEngine::words(&refusal)));
        }
    }
    out
}

/// Every tile of the manifest that fits `hex` as the board stands, with the rotations that fit,
/// whatever the phase, the company or the cash: a plan, which lays nothing.
pub fn plan_tiles(data: &PnwData, game: &PnwGame, hex: u16) -> Vec<TileOffer> {
    data.tile_info
        .iter()
        .enumerate()
        .filter(|(_, info)| !info.hidden)
        .filter_map(|(t, _)| {
            let tile = t as u16;
            let rotations: Vec<u8> = (0..6)
                .filter(|&r| tiles::check_geometry(data, &game.board, hex, tile, r, false).is_ok())
                .collect();
            (!rotations.is_empty()).then_some(TileOffer {
                tile,
                by: None,
                with: None,
                rotations,
            })
        })
        .collect()
}
