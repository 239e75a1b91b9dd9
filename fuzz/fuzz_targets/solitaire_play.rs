#![no_main]
libfuzzer_sys::fuzz_target!(|data: &[u8]| digipeg_fuzz::programs::solitaire_play(data));
