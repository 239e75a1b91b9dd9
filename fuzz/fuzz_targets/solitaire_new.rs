#![no_main]
libfuzzer_sys::fuzz_target!(|data: &[u8]| digipeg_fuzz::solitaire::solitaire_new(data));
