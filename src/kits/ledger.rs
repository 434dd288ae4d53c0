//! Who holds what: share certificates (in percent of a company) and cash, for the seats, the
//! companies' treasuries, the initial offering, the market pool and the bank. Every transfer moves
//! what it takes from one holder to another, so cash and each company's 100% are conserved;
//! [`Ledger::check`] proves it after any sequence of transfers.

use super::market::CompanyId;
use crate::table::SeatId;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

/// Someone who can hold cash or certificates.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum Holder {
    /// The bank: all cash not in play.
    Bank,
    /// A player.
    Seat(SeatId),
    /// A company's treasury.
    Treasury(CompanyId),
    /// A company's unsold certificates.
    Ipo(CompanyId),
    /// Certificates sold back to the market.
    Pool,
}

/// Why a transfer cannot happen.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Short {
    /// Who lacks it.
    pub holder: Holder,
    /// What was asked.
    pub need: i64,
    /// What it has.
    pub have: i64,
}

/// The holdings of a game.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
pub struct Ledger {
    cash: BTreeMap<Holder, i64>,
    shares: BTreeMap<(CompanyId, Holder), u32>,
    total_cash: i64,
}

impl Ledger {
    /// A bank holding all the game's cash.
    pub fn new(bank: i64) -> Self {
        Ledger {
            cash: BTreeMap::from([(Holder::Bank, bank)]),
            shares: BTreeMap::new(),
            total_cash: bank,
        }
    }

    /// Cash a holder has.
    pub fn cash(&self, holder: Holder) -> i64 {
        self.cash.get(&holder).copied().unwrap_or(0)
    }

    /// Percent of `company` a holder has.
    pub fn percent(&self, company: CompanyId, holder: Holder) -> u32 {
        self.shares.get(&(company, holder)).copied().unwrap_or(0)
    }

    /// Floats a company: all its 100% go into its initial offering.
    pub fn charter(&mut self, company: CompanyId) {
        self.shares.retain(|(c, _), _| *c != company);
        self.shares.insert((company, Holder::Ipo(company)), 100);
    }

    /// Pays `amount` from one holder to another; refused (and nothing moves) when `from` is short.
    /// The bank may run dry: that is a game-end trigger the rules check, not a refusal here.
    pub fn pay(&mut self, from: Holder, to: Holder, amount: i64) -> Result<(), Short> {
        let have = self.cash(from);
        if amount < 0 || (from != Holder::Bank && have < amount) {
            return Err(Short {
                holder: from,
                need: amount,
                have,
            });
        }
        *self.cash.entry(from).or_insert(0) -= amount;
        *self.cash.entry(to).or_insert(0) += amount;
        Ok(())
    }

    /// Moves `percent` of `company` between holders; refused when `from` holds less.
    pub fn transfer(
        &mut self,
        company: CompanyId,
        from: Holder,
        to: Holder,
        percent: u32,
    ) -> Result<(), Short> {
        let have = self.percent(company, from);
        if have < percent {
            return Err(Short {
                holder: from,
                need: i64::from(percent),
                have: i64::from(have),
            });
        }
        *self.shares.entry((company, from)).or_insert(0) -= percent;
        *self.shares.entry((company, to)).or_insert(0) += percent;
        self.shares.retain(|_, p| *p > 0);
        Ok(())
    }

    /// The seat holding most of a company (the president): ties go to the earlier holder listed in
    /// `priority` (the one who reached the share first).
    pub fn largest_seat(&self, company: CompanyId, priority: &[SeatId]) -> Option<SeatId> {
        priority
            .iter()
            .copied()
            .filter(|&s| self.percent(company, Holder::Seat(s)) > 0)
            .max_by_key(|&s| {
                let rank = priority.len() - priority.iter().position(|&p| p == s).unwrap_or(0);
                (self.percent(company, Holder::Seat(s)), rank)
            })
    }

    /// Cash is conserved, nobody but the bank is in debt, and every chartered company is 100%.
    pub fn check(&self) -> Result<(), String> {
        let cash: i64 = self.cash.values().sum();
        if cash != self.total_cash {
            return Err(format!("{cash} in play, the game has {}", self.total_cash));
        }
        if let Some((h, c)) = self
            .cash
            .iter()
            .find(|(h, c)| **h != Holder::Bank && **c < 0)
        {
            return Err(format!("{h:?} holds {c}"));
        }
        let mut per_company: BTreeMap<CompanyId, u32> = BTreeMap::new();
        for ((company, _), p) in &self.shares {
            *per_company.entry(*company).or_insert(0) += p;
        }
        match per_company.iter().find(|(_, p)| **p != 100) {
            Some((c, p)) => Err(format!("company {} adds up to {p}%", c.0)),
            None => Ok(()),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const A: CompanyId = CompanyId(0);

    #[test]
    fn buying_a_share_moves_cash_and_certificate_and_conserves_both() {
        let mut l = Ledger::new(12_000);
        l.pay(Holder::Bank, Holder::Seat(0), 600).unwrap();
        l.charter(A);
        l.transfer(A, Holder::Ipo(A), Holder::Seat(0), 20).unwrap();
        l.pay(Holder::Seat(0), Holder::Treasury(A), 200).unwrap();
        assert_eq!(l.cash(Holder::Seat(0)), 400);
        assert_eq!(l.percent(A, Holder::Seat(0)), 20);
        assert_eq!(l.percent(A, Holder::Ipo(A)), 80);
        l.check().unwrap();
    }

    #[test]
    fn a_short_holder_is_refused_and_nothing_moves() {
        let mut l = Ledger::new(100);
        l.charter(A);
        let before = l.clone();
        let e = l.pay(Holder::Seat(1), Holder::Bank, 5).unwrap_err();
        assert_eq!((e.need, e.have), (5, 0));
        assert!(l.transfer(A, Holder::Pool, Holder::Seat(1), 10).is_err());
        assert_eq!(l, before);
    }

    #[test]
    fn the_president_holds_most_ties_going_to_priority() {
        let mut l = Ledger::new(0);
        l.charter(A);
        l.transfer(A, Holder::Ipo(A), Holder::Seat(2), 20).unwrap();
        l.transfer(A, Holder::Ipo(A), Holder::Seat(0), 20).unwrap();
        assert_eq!(l.largest_seat(A, &[2, 0, 1]), Some(2));
        assert_eq!(l.largest_seat(A, &[0, 1, 2]), Some(0));
        l.transfer(A, Holder::Ipo(A), Holder::Seat(1), 30).unwrap();
        assert_eq!(l.largest_seat(A, &[0, 1, 2]), Some(1));
        l.check().unwrap();
    }
}
