//! The Eastern U.S. map's geometry: the shared hex-map drawing kit on the map's grid (pointy, rows
//! running down the screen as the board is printed).

use crate::games::rotw::data::eastern_us;
use crate::ui::hexmap::HexGeometry;
use std::sync::LazyLock;

/// The map's geometry.
pub static GEOM: LazyLock<HexGeometry> = LazyLock::new(|| HexGeometry::new(eastern_us().map.grid));

#[cfg(test)]
mod tests {
    use super::*;

    /// Rows run down the screen and odd rows sit half a hex right, as printed; Boston is north-east of
    /// New Orleans.
    #[test]
    fn the_board_reads_as_printed() {
        let data = eastern_us();
        let grid = data.map.grid;
        let a = GEOM.centre(grid.hex(5, 10));
        let below = GEOM.centre(grid.hex(5, 11));
        assert!(below.y > a.y, "rows go down");
        assert!(below.x > a.x, "odd rows are shoved right");
        let boston = GEOM.centre(data.cities[data.city_named("Boston").expect("Boston")].hex);
        let orleans = GEOM.centre(data.cities[data.city_named("New Orleans").expect("NO")].hex);
        assert!(boston.x > orleans.x && boston.y < orleans.y);
    }
}
