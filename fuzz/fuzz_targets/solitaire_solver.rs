#![no_main]
libfuzzer_sys::fuzz_target!(|data: &[u8]| digipeg_fuzz::solvers::solitaire_solver(data));
