//! A unit's result file (`docs/deep-perft.md`): the unit it counts (its file name and
//! checksum), the keys its table was probed with, and the count. Version 2 added the
//! keys; a version 1 file (written before there was a choice of keys) is still read,
//! its keys unrecorded.

use crate::keys::KeySet;
use crate::unit_file::{Bad, Reader, checksum};

/// The first line of a result file.
pub(crate) const RESULT_HEADER: &str = "# movegen result v2";
/// The first line of a result file written before the keys were recorded.
const RESULT_HEADER_V1: &str = "# movegen result v1";

/// The result of one unit: its file name, its checksum, its keys and its count.
#[derive(PartialEq, Eq, Debug)]
pub(crate) struct UnitResult {
    pub(crate) unit: String,
    pub(crate) checksum: u64,
    /// The keys the count's table was probed with (`None`: a version 1 file, which
    /// does not say).
    pub(crate) keys: Option<KeySet>,
    pub(crate) nodes: u64,
}

impl UnitResult {
    /// The file's text: version 2, or 1 when the keys are not known.
    pub(crate) fn to_text(&self) -> String {
        let (unit, checksum, nodes) = (&self.unit, self.checksum, self.nodes);
        match self.keys {
            Some(keys) => format!(
                "{RESULT_HEADER}\nunit: {unit}\nchecksum: {checksum:016x}\nkeys: {keys}\n\
                 nodes: {nodes}\n"
            ),
            None => format!(
                "{RESULT_HEADER_V1}\nunit: {unit}\nchecksum: {checksum:016x}\nnodes: {nodes}\n"
            ),
        }
    }

    /// Reads the text of result file `file`, version 2 or 1.
    pub(crate) fn read(file: &str, text: &str) -> Result<UnitResult, Bad> {
        let (mut r, version) = Reader::versions(file, text, &[RESULT_HEADER, RESULT_HEADER_V1])?;
        let unit = r.header("unit")?.to_string();
        let checksum = checksum(&mut r)?;
        let keys = match version {
            0 => {
                let value = r.header("keys")?;
                Some(value.parse().map_err(|e: String| r.bad(e))?)
            }
            _ => None,
        };
        let nodes = r.number("nodes")?;
        r.end("`nodes:`")?;
        Ok(UnitResult {
            unit,
            checksum,
            keys,
            nodes,
        })
    }

    /// The keys as `movegen merge` names them.
    pub(crate) fn keys_shown(&self) -> String {
        match self.keys {
            Some(keys) => format!("keys {keys}"),
            None => "keys unrecorded (a version 1 result)".into(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn results_read_back_and_version_1_is_read() {
        let result = UnitResult {
            unit: "unit-0003.txt".into(),
            checksum: 0xafbb_1e72_0910_87cd,
            keys: Some(KeySet::Seed {
                seed: 7,
                bits: None,
            }),
            nodes: 1_239_262,
        };
        let text = result.to_text();
        assert_eq!(
            text,
            "# movegen result v2\nunit: unit-0003.txt\nchecksum: afbb1e72091087cd\n\
             keys: seed 7\nnodes: 1239262\n"
        );
        assert_eq!(UnitResult::read("r", &text).unwrap(), result);
        let v1 = "# movegen result v1\nunit: unit-0003.txt\nchecksum: afbb1e72091087cd\n\
                  nodes: 1239262\n";
        let read = UnitResult::read("r", v1).unwrap();
        assert_eq!((read.keys, read.nodes), (None, 1_239_262));
        assert_eq!(read.to_text(), v1);
        let bad = text.replace("seed 7", "seed seven");
        let e = UnitResult::read("r", &bad).unwrap_err().to_string();
        assert!(e.starts_with("r:4: bad key set \"seed seven\""), "{e}");
        let missing = text.replace("keys: seed 7\n", "");
        let e = UnitResult::read("r", &missing).unwrap_err().to_string();
        assert!(e.contains("r:4: expected `keys: ...`"), "{e}");
    }
}
