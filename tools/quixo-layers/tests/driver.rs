//! The `quixo-layers` binary: a run stopped in the middle and restarted writes the same files as
//! a run left alone; it refuses to start without the memory or disk it needs.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

fn driver() -> Command {
    Command::new(env!("CARGO_BIN_EXE_quixo-layers"))
}

fn scratch(name: &str) -> PathBuf {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join(name);
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// The layer files of `dir`, name to bytes (the timing log is not a layer file).
fn files(dir: &Path) -> BTreeMap<String, Vec<u8>> {
    std::fs::read_dir(dir)
        .unwrap()
        .flatten()
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .filter(|n| n.ends_with(".values") || n.ends_with(".passes"))
        .map(|n| (n.clone(), std::fs::read(dir.join(&n)).unwrap()))
        .collect()
}

const ARGS: [&str; 6] = ["--size", "4", "--floor", "12", "--threads", "2"];

#[test]
fn stopped_and_restarted_gives_the_same_files() {
    let whole = scratch("whole");
    let status = driver()
        .args(ARGS)
        .arg("--dir")
        .arg(&whole)
        .stdout(Stdio::null())
        .status()
        .unwrap();
    assert!(status.success());
    let reference = files(&whole);
    // 4 x 4 totals 16 down to 12: 39 pairs, 75 layers, a values and a passes file each.
    assert_eq!(reference.len(), 150);

    // A run stopped after 12 of its 39 pairs (as an interruption would stop it between two).
    let cut = scratch("cut");
    let out = driver()
        .args(ARGS)
        .args(["--stop-after", "12"])
        .arg("--dir")
        .arg(&cut)
        .output()
        .unwrap();
    assert!(out.status.success());
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(text.contains("stopped after 12 pairs solved"), "{text}");
    let partial = files(&cut);
    assert!(
        (24..reference.len()).contains(&partial.len()),
        "{} files",
        partial.len()
    );
    // What is there is complete: every file equals the reference's.
    for (name, bytes) in &partial {
        assert_eq!(Some(bytes), reference.get(name), "{name}");
    }
    // A torn write left behind (a run killed while writing) is cleaned up, and a corrupt file is
    // solved again.
    std::fs::write(cut.join("quixo4-t12-a06-b06.values.tmp"), b"torn").unwrap();
    let some = partial.keys().next().unwrap().clone();
    let mut corrupt = partial[&some].clone();
    let last = corrupt.len() - 1;
    corrupt[last] ^= 1;
    std::fs::write(cut.join(&some), corrupt).unwrap();

    let out = driver().args(ARGS).arg("--dir").arg(&cut).output().unwrap();
    assert!(out.status.success());
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(text.contains("(solved before)"), "{text}");
    assert_eq!(files(&cut), reference);
    assert!(!cut.join("quixo4-t12-a06-b06.values.tmp").exists());
    // The per-total counts of 4 x 4 (total 16: the full boards).
    assert!(
        text.contains(
            "total 16:         65536 positions  won         39464 lost         25420 drawn           652"
        ),
        "{text}"
    );
}

#[test]
fn refuses_without_memory_or_disk() {
    let dir = scratch("refuse");
    for (flag, what) in [("--memory", "memory"), ("--disk", "disk")] {
        let out = driver()
            .args(["--size", "4", "--floor", "12", flag, "1000"])
            .arg("--dir")
            .arg(&dir)
            .output()
            .unwrap();
        assert_eq!(out.status.code(), Some(3), "{flag}");
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(err.contains(&format!("refused: not enough {what}")), "{err}");
        assert!(files(&dir).is_empty());
    }
    // One run at a time in a directory.
    let held = std::fs::File::create(dir.join(".lock")).unwrap();
    held.lock().unwrap();
    let out = driver()
        .args(["--size", "4", "--floor", "16"])
        .arg("--dir")
        .arg(&dir)
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(3));
    assert!(String::from_utf8_lossy(&out.stderr).contains("another quixo-layers run"));
    held.unlock().unwrap();
    let out = driver().args(["--size", "6"]).output().unwrap();
    assert_eq!(out.status.code(), Some(2));
    let out = driver().args(["--bogus", "1"]).output().unwrap();
    assert_eq!(out.status.code(), Some(2));
}
