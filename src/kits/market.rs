//! An 18xx stock market: a grid of price cells (a single-row market is a grid of one row; cells
//! off the printed chart are `None`), with company tokens on them. Price moves follow the chart's
//! edges; where tokens share a cell the earlier arrival stays on top. The operating order reads the
//! chart: higher price first, then further right, then higher up, then the top of a shared cell.

use serde::{Deserialize, Serialize};

/// A company, by its place in the game's company list.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(transparent)]
pub struct CompanyId(pub u16);

/// A cell of the chart.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub struct Cell {
    /// Row, from the top.
    pub row: usize,
    /// Column, from the left.
    pub col: usize,
}

/// Which way a price moves.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum Move {
    /// Up a row (a sold-out company).
    Up,
    /// Down a row (shares sold).
    Down,
    /// Right a column (a dividend).
    Right,
    /// Left a column (a withheld dividend).
    Left,
}

/// The chart and its tokens.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct StockMarket {
    prices: Vec<Vec<Option<u32>>>,
    /// Tokens in arrival order: within a cell the first is on top.
    tokens: Vec<(CompanyId, Cell)>,
}

impl StockMarket {
    /// A chart of prices by row (a missing price is off the chart).
    pub fn new(prices: Vec<Vec<Option<u32>>>) -> Self {
        StockMarket {
            prices,
            tokens: Vec::new(),
        }
    }

    /// The price of a cell, if it is on the chart.
    pub fn price_at(&self, cell: Cell) -> Option<u32> {
        *self.prices.get(cell.row)?.get(cell.col)?
    }

    /// Where a company's token is.
    pub fn cell(&self, company: CompanyId) -> Option<Cell> {
        self.tokens.iter().find(|t| t.0 == company).map(|t| t.1)
    }

    /// A company's share price.
    pub fn price(&self, company: CompanyId) -> Option<u32> {
        self.price_at(self.cell(company)?)
    }

    /// Puts (or moves) a company's token on a cell of the chart, under any tokens already there.
    pub fn place(&mut self, company: CompanyId, cell: Cell) -> Result<(), String> {
        if self.price_at(cell).is_none() {
            return Err(format!("({}, {}) is not on the chart", cell.row, cell.col));
        }
        self.tokens.retain(|t| t.0 != company);
        self.tokens.push((company, cell));
        Ok(())
    }

    /// Takes a company's token off the chart (it closed).
    pub fn remove(&mut self, company: CompanyId) {
        self.tokens.retain(|t| t.0 != company);
    }

    /// Moves a company's price one step; at an edge of the chart it stays. Returns the cell it
    /// ends on (a token that moves goes under the tokens of its new cell).
    pub fn shift(&mut self, company: CompanyId, way: Move) -> Option<Cell> {
        let from = self.cell(company)?;
        let to = match way {
            Move::Up => from.row.checked_sub(1).map(|row| Cell { row, ..from }),
            Move::Down => Some(Cell {
                row: from.row + 1,
                ..from
            }),
            Move::Right => Some(Cell {
                col: from.col + 1,
                ..from
            }),
            Move::Left => from.col.checked_sub(1).map(|col| Cell { col, ..from }),
        }
        .filter(|c| self.price_at(*c).is_some());
        match to {
            Some(cell) => {
                // `to` is on the chart (filtered just above): the move always lands.
                let placed = self.place(company, cell);
                debug_assert!(placed.is_ok(), "{placed:?}");
                Some(cell)
            }
            None => Some(from),
        }
    }

    /// Operating order of the companies on the chart.
    pub fn order(&self) -> Vec<CompanyId> {
        let mut tokens: Vec<(usize, CompanyId, Cell)> = self
            .tokens
            .iter()
            .enumerate()
            .map(|(i, (c, cell))| (i, *c, *cell))
            .collect();
        tokens.sort_by_key(|(arrival, _, cell)| {
            (
                std::cmp::Reverse(self.price_at(*cell).unwrap_or(0)),
                std::cmp::Reverse(cell.col),
                cell.row,
                *arrival,
            )
        });
        tokens.into_iter().map(|(_, c, _)| c).collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const A: CompanyId = CompanyId(0);
    const B: CompanyId = CompanyId(1);
    const C: CompanyId = CompanyId(2);

    fn row() -> StockMarket {
        StockMarket::new(vec![vec![Some(50), Some(60), Some(70), Some(80)]])
    }

    #[test]
    fn a_single_row_market_moves_right_and_left_and_stops_at_its_ends() {
        let mut m = row();
        m.place(A, Cell { row: 0, col: 1 }).unwrap();
        assert_eq!(m.price(A), Some(60));
        m.shift(A, Move::Right);
        m.shift(A, Move::Right);
        m.shift(A, Move::Right);
        assert_eq!(m.price(A), Some(80), "the right edge holds");
        m.shift(A, Move::Up);
        m.shift(A, Move::Down);
        assert_eq!(m.price(A), Some(80), "no rows above or below");
        for _ in 0..5 {
            m.shift(A, Move::Left);
        }
        assert_eq!(m.price(A), Some(50));
        assert!(m.place(B, Cell { row: 0, col: 9 }).is_err());
    }

    #[test]
    fn off_chart_cells_block_moves_and_order_reads_price_then_arrival() {
        let mut m = StockMarket::new(vec![
            vec![Some(70), Some(80), Some(90)],
            vec![Some(60), Some(70), None],
        ]);
        m.place(A, Cell { row: 1, col: 1 }).unwrap();
        m.shift(A, Move::Right);
        assert_eq!(m.cell(A), Some(Cell { row: 1, col: 1 }), "off the chart");
        m.place(B, Cell { row: 0, col: 0 }).unwrap();
        m.place(C, Cell { row: 0, col: 1 }).unwrap();
        // B at 70 (row 0, col 0) and A at 70 (row 1, col 1): further right goes first.
        assert_eq!(m.order(), vec![C, A, B]);
        // C moves onto B's cell: it arrives under B.
        m.shift(C, Move::Left);
        assert_eq!(m.order(), vec![A, B, C]);
        m.remove(B);
        assert_eq!(m.order(), vec![A, C]);
        assert_eq!(m.price(B), None);
    }
}
