//! A stable hash of a game's state, so two runs can be compared bit for bit.

/// FNV-1a over the canonical JSON of the state (serde_json orders object keys), as 16 hex digits.
pub fn state_hash(state: &serde_json::Value) -> String {
    let text = state.to_string();
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    for b in text.bytes() {
        h ^= u64::from(b);
        h = h.wrapping_mul(0x0000_0100_0000_01b3);
    }
    format!("{h:016x}")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn equal_states_hash_equal_and_differences_show() {
        let a = serde_json::json!({"b": 1, "a": [1, 2]});
        let b = serde_json::json!({"a": [1, 2], "b": 1});
        let c = serde_json::json!({"a": [2, 1], "b": 1});
        assert_eq!(state_hash(&a), state_hash(&b));
        assert_ne!(state_hash(&a), state_hash(&c));
        assert_eq!(state_hash(&a).len(), 16);
    }
}
