//! A game's RON data file read as the build reads it: a parse error names the file, line and column.

/// Parses `text`, the file `name`, into `T`.
pub fn parse<T: serde::de::DeserializeOwned>(name: &str, text: &str) -> Result<T, String> {
    ron::from_str(text).map_err(|e| {
        format!(
            "{name}:{}:{}: {}",
            e.span.start.line, e.span.start.col, e.code
        )
    })
}

#[cfg(test)]
mod tests {
    #[test]
    fn a_broken_file_is_named_with_its_line() {
        let err = super::parse::<Vec<u8>>("game.ron", "[1,\n2,,]").unwrap_err();
        assert!(err.starts_with("game.ron:2:"), "{err}");
    }
}
