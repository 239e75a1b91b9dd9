#![no_main]
libfuzzer_sys::fuzz_target!(|data: &[u8]| digipeg_fuzz::klondike::klondike_moves(data));
