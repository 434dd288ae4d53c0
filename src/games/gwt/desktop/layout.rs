//! Where the trail's spaces lie, worked out from the trail graph itself (so the data file needs no
//! coordinates): the neutral buildings, START and Kansas City run along a centre line in walking
//! order; every branch between two of them is spread evenly between its ends on a lane above or
//! below, nested so that no two branches share a lane where they overlap. Units are abstract:
//! one column a step along the line, one lane a row; 2D scales them to the screen, 3D to metres.

use crate::games::gwt::data::{GwtData, SpaceId};
use crate::games::gwt::schema::SpaceKind;
use bevy::math::Vec2;

/// Every space's place, in columns (x) and lanes (y, negative above the line).
#[derive(Debug, Clone, PartialEq)]
pub struct TrailLayout {
    /// By space id.
    pub at: Vec<Vec2>,
    /// The lowest and highest corner over all spaces.
    pub min: Vec2,
    /// See `min`.
    pub max: Vec2,
}

fn on_line(kind: &SpaceKind) -> bool {
    matches!(
        kind,
        SpaceKind::Start | SpaceKind::Neutral(_) | SpaceKind::KansasCity
    )
}

impl TrailLayout {
    /// The layout of `data`'s trail.
    pub fn of(data: &GwtData) -> TrailLayout {
        let n = data.spaces.len();
        // Columns: the longest walk from START, so every branch has room between its ends.
        let mut col = vec![0f32; n];
        let mut order: Vec<usize> = Vec::with_capacity(n);
        let mut indegree: Vec<usize> = data.spaces.iter().map(|s| s.prev.len()).collect();
        let mut ready: Vec<usize> = (0..n).filter(|&i| indegree[i] == 0).collect();
        while let Some(i) = ready.pop() {
            order.push(i);
            for next in &data.spaces[i].next {
                let j = usize::from(next.0);
                col[j] = col[j].max(col[i] + 1.0);
                indegree[j] -= 1;
                if indegree[j] == 0 {
                    ready.push(j);
                }
            }
        }
        let mut at: Vec<Vec2> = col.iter().map(|&x| Vec2::new(x, 0.0)).collect();
        // Branches: chains of off-line spaces from one line space to the next.
        struct Branch {
            spaces: Vec<usize>,
            from: f32,
            to: f32,
            side: f32,
        }
        let mut branches = Vec::new();
        for &i in &order {
            if !on_line(&data.spaces[i].kind) {
                continue;
            }
            let mut k = 0;
            for first in &data.spaces[i].next {
                let mut j = usize::from(first.0);
                if on_line(&data.spaces[j].kind) {
                    continue;
                }
                let mut spaces = Vec::new();
                while !on_line(&data.spaces[j].kind) {
                    spaces.push(j);
                    match data.spaces[j].next.first() {
                        Some(next) => j = usize::from(next.0),
                        None => break,
                    }
                }
                branches.push(Branch {
                    spaces,
                    from: col[i],
                    to: col[j],
                    side: if k == 0 { -1.0 } else { 1.0 },
                });
                k += 1;
            }
        }
        // Short branches hug the line; longer ones that overlap them go round outside.
        branches.sort_by(|a, b| (a.to - a.from).total_cmp(&(b.to - b.from)));
        let mut taken: Vec<(f32, f32, f32)> = Vec::new();
        for b in &branches {
            let mut lane = b.side;
            while taken
                .iter()
                .any(|&(l, from, to)| l == lane && from < b.to && b.from < to)
            {
                lane += b.side;
            }
            taken.push((lane, b.from, b.to));
            let k = b.spaces.len() as f32;
            for (i, &s) in b.spaces.iter().enumerate() {
                at[s] = Vec2::new(
                    b.from + (i as f32 + 1.0) * (b.to - b.from) / (k + 1.0),
                    lane,
                );
            }
        }
        let min = at.iter().copied().fold(Vec2::splat(f32::MAX), Vec2::min);
        let max = at.iter().copied().fold(Vec2::splat(f32::MIN), Vec2::max);
        TrailLayout { at, min, max }
    }

    /// A space's place.
    pub fn space(&self, s: SpaceId) -> Vec2 {
        self.at[usize::from(s.0)]
    }

    /// The space nearest `p` within `reach`, if any.
    pub fn nearest(&self, p: Vec2, reach: f32) -> Option<SpaceId> {
        self.at
            .iter()
            .enumerate()
            .map(|(i, q)| (i, q.distance(p)))
            .filter(|&(_, d)| d <= reach)
            .min_by(|a, b| a.1.total_cmp(&b.1))
            .map(|(i, _)| SpaceId(i as u8))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::gwt::data::gwt;

    #[test]
    fn spaces_never_overlap_and_the_line_runs_in_walking_order() {
        let data = gwt();
        let layout = TrailLayout::of(data);
        for (i, a) in layout.at.iter().enumerate() {
            for b in &layout.at[i + 1..] {
                assert!(a.distance(*b) > 0.3, "two spaces at {a}");
            }
        }
        let x = |name: &str| layout.space(data.space_named(name).unwrap()).x;
        let line = ["START", "A", "B", "C", "D", "E", "F", "G", "KANSAS CITY"];
        for w in line.windows(2) {
            assert!(x(w[0]) < x(w[1]), "{} before {}", w[0], w[1]);
        }
        for name in line {
            assert_eq!(layout.space(data.space_named(name).unwrap()).y, 0.0);
        }
        // Every step of the trail goes east.
        for (i, s) in data.spaces.iter().enumerate() {
            for n in &s.next {
                assert!(layout.at[usize::from(n.0)].x > layout.at[i].x);
            }
        }
    }
}
