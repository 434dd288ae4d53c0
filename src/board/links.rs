//! Links: the finished lines between two sites, as a multigraph (several owners may each join the same
//! two cities), and the search for routes along them that never revisit a site or a link.

use serde::{Deserialize, Serialize};

/// A finished line between two sites.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct LinkEdge {
    /// The game's id of the line.
    pub id: u32,
    /// One end (site index).
    pub a: usize,
    /// The other end.
    pub b: usize,
    /// Who owns it.
    pub owner: usize,
}

impl LinkEdge {
    /// The end that is not `site`, if `site` is an end.
    pub fn other(&self, site: usize) -> Option<usize> {
        if self.a == site {
            Some(self.b)
        } else if self.b == site {
            Some(self.a)
        } else {
            None
        }
    }
}

/// The links of a board, indexed by site.
#[derive(Debug, Clone, Default)]
pub struct LinkGraph {
    edges: Vec<LinkEdge>,
    at: Vec<Vec<usize>>,
}

impl LinkGraph {
    /// A graph over `sites` sites. Links are kept in the order given (so searches are deterministic).
    pub fn new(sites: usize, links: impl IntoIterator<Item = LinkEdge>) -> Self {
        let mut graph = LinkGraph {
            edges: Vec::new(),
            at: vec![Vec::new(); sites],
        };
        for l in links {
            if l.a < sites && l.b < sites {
                graph.at[l.a].push(graph.edges.len());
                graph.at[l.b].push(graph.edges.len());
                graph.edges.push(l);
            }
        }
        graph
    }

    /// The links touching a site.
    pub fn at(&self, site: usize) -> impl Iterator<Item = &LinkEdge> {
        self.at
            .get(site)
            .into_iter()
            .flatten()
            .map(|&i| &self.edges[i])
    }

    /// The link with a game id.
    pub fn get(&self, id: u32) -> Option<&LinkEdge> {
        self.edges.iter().find(|l| l.id == id)
    }

    /// Follows a route of link ids from `from`: the sites visited (including `from`), or `None` if a
    /// link is unknown or does not continue from where the route stands.
    pub fn follow(&self, from: usize, route: &[u32]) -> Option<Vec<usize>> {
        let mut sites = vec![from];
        for id in route {
            let next = self.get(*id)?.other(*sites.last()?)?;
            sites.push(next);
        }
        Some(sites)
    }

    /// Calls `visit(links, sites)` for every route from `from` of 1..=`max_links` links that visits no
    /// site and uses no link twice. `visit` returns whether to go on past the route's last site.
    pub fn simple_routes(
        &self,
        from: usize,
        max_links: usize,
        visit: &mut dyn FnMut(&[&LinkEdge], &[usize]) -> bool,
    ) {
        let mut links = Vec::new();
        let mut sites = vec![from];
        self.extend(max_links, &mut links, &mut sites, visit);
    }

    fn extend<'a>(
        &'a self,
        left: usize,
        links: &mut Vec<&'a LinkEdge>,
        sites: &mut Vec<usize>,
        visit: &mut dyn FnMut(&[&LinkEdge], &[usize]) -> bool,
    ) {
        if left == 0 {
            return;
        }
        let here = *sites.last().expect("a route has a start");
        for edge in self.at(here) {
            let Some(next) = edge.other(here) else {
                continue;
            };
            if sites.contains(&next) {
                continue;
            }
            links.push(edge);
            sites.push(next);
            if visit(links, sites) {
                self.extend(left - 1, links, sites, visit);
            }
            links.pop();
            sites.pop();
        }
    }

    /// Sites reachable from `from` within `max_links` links (not counting `from`), sorted.
    pub fn reachable(&self, from: usize, max_links: usize) -> Vec<usize> {
        let mut seen = vec![false; self.at.len()];
        self.simple_routes(from, max_links, &mut |_, sites| {
            seen[*sites.last().unwrap_or(&from)] = true;
            true
        });
        seen[from] = false;
        (0..seen.len()).filter(|&i| seen[i]).collect()
    }
}
