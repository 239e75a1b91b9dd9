//! Pick the memory map of the machine that runs this target (see `memory/`), as `memory.x` for
//! cortex-m-rt's `link.x`.

use std::path::PathBuf;
use std::{env, fs};

fn main() {
    let target = env::var("TARGET").unwrap_or_default();
    let machine = match target.as_str() {
        "thumbv7m-none-eabi" => "lm3s6965evb",
        "thumbv7em-none-eabihf" | "thumbv7em-none-eabi" => "mps2-an386",
        "thumbv6m-none-eabi" => "microbit",
        // Anything else (e.g. `cargo check` on the host) links nothing: any map will do.
        _ => "lm3s6965evb",
    };
    let source = PathBuf::from(format!("memory/{machine}.x"));
    let out = PathBuf::from(env::var("OUT_DIR").expect("cargo sets OUT_DIR"));
    fs::copy(&source, out.join("memory.x")).expect("memory/*.x is part of the crate");
    println!("cargo:rustc-link-search={}", out.display());
    println!("cargo:rerun-if-changed={}", source.display());
    println!("cargo:rerun-if-changed=build.rs");
}
