//! 1822PNW: the reader of 18xx.games' recorded games and the rules built so far, held to the
//! site's own recorded games (`tests/data/pnw1822/`, copied from tobymao/18xx's fixtures).

mod bots;
mod import;
mod listing;
mod oracle;
pub mod oracle_check;
mod powers;
mod props;
mod replay;
mod route_search;
mod routes;
mod rules;
mod site_rules;
mod site_rules_v8;
mod site_rules_v9;
mod tiles;
mod words;
