//! Gives `libdigipeg.so` a SONAME, so programs linked against it record the ABI they were built
//! for (and `make install` can lay out the usual symlinks). Cargo's semver rule names the ABI:
//! before 1.0 the minor number breaks compatibility (`libdigipeg.so.0.1`), from 1.0 the major.

fn main() {
    let major = env!("CARGO_PKG_VERSION_MAJOR");
    let minor = env!("CARGO_PKG_VERSION_MINOR");
    let abi = if major == "0" {
        format!("0.{minor}")
    } else {
        major.to_string()
    };
    let target_os = std::env::var("CARGO_CFG_TARGET_OS").unwrap_or_default();
    // ELF platforms only: macOS names its dylibs with -install_name, Windows not at all.
    if !matches!(target_os.as_str(), "macos" | "ios" | "windows") {
        println!("cargo:rustc-cdylib-link-arg=-Wl,-soname,libdigipeg.so.{abi}");
    }
    println!("cargo:rerun-if-changed=build.rs");
}
