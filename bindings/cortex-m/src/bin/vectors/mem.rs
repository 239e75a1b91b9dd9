//! Byte-at-a-time `memcpy` and `memmove` in place of compiler-builtins' word-at-a-time ones: on
//! Thumb-1 theirs take 2 KB of flash, for copies that are small and rare here (moving a case's
//! dictionary, copying a game). The ARM EABI entry points are the ones the compiler calls; the
//! linker takes these over the builtins' weak definitions.
//!
//! The loops use volatile accesses so that LLVM cannot recognise them as a copy and turn them back
//! into a call to these very functions.

/// Copy `n` bytes from `src` to `dest`; the ranges may overlap.
///
/// # Safety
/// Both ranges must be valid for `n` bytes.
unsafe fn copy(dest: *mut u8, src: *const u8, n: usize) {
    // SAFETY: the caller's contract; the direction keeps overlapping bytes intact.
    unsafe {
        if (dest as usize) <= (src as usize) {
            for i in 0..n {
                dest.add(i).write_volatile(src.add(i).read_volatile());
            }
        } else {
            for i in (0..n).rev() {
                dest.add(i).write_volatile(src.add(i).read_volatile());
            }
        }
    }
}

/// The EABI `memcpy`.
///
/// # Safety
/// As `memcpy`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn __aeabi_memcpy(dest: *mut u8, src: *const u8, n: usize) {
    // SAFETY: the caller's contract.
    unsafe { copy(dest, src, n) }
}

/// The EABI `memcpy` of word-aligned ranges.
///
/// # Safety
/// As `memcpy`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn __aeabi_memcpy4(dest: *mut u8, src: *const u8, n: usize) {
    // SAFETY: the caller's contract.
    unsafe { copy(dest, src, n) }
}

/// The EABI `memmove`.
///
/// # Safety
/// As `memmove`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn __aeabi_memmove(dest: *mut u8, src: *const u8, n: usize) {
    // SAFETY: the caller's contract.
    unsafe { copy(dest, src, n) }
}

/// The EABI `memmove` of word-aligned ranges.
///
/// # Safety
/// As `memmove`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn __aeabi_memmove4(dest: *mut u8, src: *const u8, n: usize) {
    // SAFETY: the caller's contract.
    unsafe { copy(dest, src, n) }
}
