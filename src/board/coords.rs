//! Coordinates: maps are stored on `hexx` axial hexes and addressed the way their board prints them —
//! offset (column, row) pairs like the Eastern U.S. measurement, or 18xx names (letter row, doubled
//! column number: `A10`, `B11`) like 1822PNW. Pointy-top and flat-top grids are both supported.

use hexx::{DoubledHexMode, Hex, HexOrientation, OffsetHexMode};
use serde::{Deserialize, Serialize};

/// Whether hexes have a point or a flat side on top.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, Default)]
pub enum Orientation {
    /// A corner on top; rows are horizontal.
    #[default]
    Pointy,
    /// A flat side on top; columns are vertical.
    Flat,
}

impl Orientation {
    /// The `hexx` orientation.
    pub fn hexx(self) -> HexOrientation {
        match self {
            Orientation::Pointy => HexOrientation::Pointy,
            Orientation::Flat => HexOrientation::Flat,
        }
    }
}

/// Which rows (pointy-top) or columns (flat-top) of an offset grid are shoved half a hex.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, Default)]
pub enum OffsetScheme {
    /// Odd rows/columns are shoved right (pointy) or down (flat).
    #[default]
    OddRows,
    /// Even rows/columns are shoved.
    EvenRows,
}

/// A board's coordinate system: its orientation and offset scheme.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, Default)]
pub struct Grid {
    /// Pointy or flat top.
    pub orientation: Orientation,
    /// Which lines are shoved.
    pub offset: OffsetScheme,
}

impl Grid {
    fn mode(self) -> OffsetHexMode {
        match self.offset {
            OffsetScheme::OddRows => OffsetHexMode::Odd,
            OffsetScheme::EvenRows => OffsetHexMode::Even,
        }
    }

    /// The hex at printed offset coordinates (column, row).
    pub fn hex(self, col: i32, row: i32) -> Hex {
        Hex::from_offset_coordinates([col, row], self.mode(), self.orientation.hexx())
    }

    /// The printed offset coordinates (column, row) of a hex.
    pub fn offset(self, hex: Hex) -> (i32, i32) {
        let [c, r] = hex.to_offset_coordinates(self.mode(), self.orientation.hexx());
        (c, r)
    }

    /// The 18xx name of a hex: row letter (`A` = row 0) and doubled column number, e.g. `B11`.
    /// Doubled columns count half-hex steps, so a row's names are all odd or all even.
    pub fn letter_name(self, hex: Hex) -> String {
        let [col, row] = hex.to_doubled_coordinates(self.doubled());
        let (line, number) = match self.orientation {
            Orientation::Pointy => (row, col),
            Orientation::Flat => (col, row),
        };
        format!("{}{}", row_letters(line), number)
    }

    /// Parses an 18xx hex name (`A10`, `b11`, `AA4`); the inverse of [`Grid::letter_name`].
    pub fn parse_letter_name(self, name: &str) -> Result<Hex, String> {
        let split = name
            .find(|c: char| c.is_ascii_digit() || c == '-')
            .ok_or_else(|| format!("'{name}' is not a hex name like A10"))?;
        let (letters, digits) = name.split_at(split);
        if letters.is_empty() || !letters.chars().all(|c| c.is_ascii_alphabetic()) {
            return Err(format!("'{name}' must start with a row letter, like A10"));
        }
        let line = letters
            .to_ascii_uppercase()
            .bytes()
            .fold(0i32, |acc, b| acc * 26 + i32::from(b - b'A') + 1)
            - 1;
        let number: i32 = digits
            .parse()
            .map_err(|_| format!("'{name}' must end in a column number, like A10"))?;
        if (number + line).rem_euclid(2) != 0 {
            let (line_word, number_word) = match self.orientation {
                Orientation::Pointy => ("row", "column"),
                Orientation::Flat => ("column", "row"),
            };
            return Err(format!(
                "there is no hex {name}: on {line_word} {letters} the {number_word} numbers are all {}",
                if line % 2 == 0 { "even" } else { "odd" }
            ));
        }
        let doubled = match self.orientation {
            Orientation::Pointy => [number, line],
            Orientation::Flat => [line, number],
        };
        Ok(Hex::from_doubled_coordinates(doubled, self.doubled()))
    }

    fn doubled(self) -> DoubledHexMode {
        match self.orientation {
            Orientation::Pointy => DoubledHexMode::DoubledWidth,
            Orientation::Flat => DoubledHexMode::DoubledHeight,
        }
    }
}

/// `A`…`Z`, then `AA`, `AB`… for row 0, 1, …
fn row_letters(line: i32) -> String {
    let mut n = line + 1;
    let mut out = Vec::new();
    while n > 0 {
        let rem = (n - 1) % 26;
        out.push(b'A' + rem as u8);
        n = (n - 1) / 26;
    }
    out.reverse();
    String::from_utf8(out).unwrap_or_default()
}

/// A total order on hexes (row, then column), for deterministic iteration: `Hex` has no `Ord`.
pub fn hex_key(hex: Hex) -> (i32, i32) {
    (hex.y, hex.x)
}
