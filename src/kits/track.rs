//! Position tracks: a row of numbered spaces, each worth a value (RotW's income track, a score
//! track). A marker past the last space keeps its position; the value holds at the last space's.

/// The value of space `position` on a track of `values`; past the end, the last space's.
/// An empty track is worth nothing.
pub fn value_at(values: &[u32], position: u32) -> u32 {
    let last = values.len().saturating_sub(1);
    values
        .get((position as usize).min(last))
        .copied()
        .unwrap_or(0)
}

/// A marker moved `by` spaces (back when negative), never below space 0.
pub fn moved(position: u32, by: i64) -> u32 {
    (i64::from(position) + by).clamp(0, i64::from(u32::MAX)) as u32
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn values_hold_past_the_end_and_markers_stop_at_zero() {
        let track = [0, 1, 2, 2, 3];
        assert_eq!(value_at(&track, 0), 0);
        assert_eq!(value_at(&track, 4), 3);
        assert_eq!(value_at(&track, 40), 3);
        assert_eq!(value_at(&[], 3), 0);
        assert_eq!(moved(3, -5), 0);
        assert_eq!(moved(3, 4), 7);
    }
}
