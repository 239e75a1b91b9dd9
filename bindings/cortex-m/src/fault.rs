//! The hard-fault entry every image shares. The stack lies below the static data (flip-link), so
//! a stack overflow runs off the start of RAM and faults; the stack pointer is then below RAM,
//! where not even a fault handler can push a register. So before any Rust code runs, this entry
//! moves the stack pointer back to the top of the stack (whose contents no longer matter: the
//! image only reports and stops) and calls the image's `digipeg_hard_fault(stack_pointer)`.
//!
//! Each image defines `#[unsafe(no_mangle)] extern "C" fn digipeg_hard_fault(sp: usize) -> !`.

unsafe extern "C" {
    // From cortex-m-rt's link.x (flip-link moves it below the static data).
    static _stack_start: u32;
    static _stack_end: u32;
    fn digipeg_hard_fault(stack_pointer: usize) -> !;
}

/// The vector table's hard-fault handler (replaces cortex-m-rt's default one).
#[unsafe(naked)]
#[unsafe(no_mangle)]
unsafe extern "C" fn HardFault() -> ! {
    core::arch::naked_asm!(
        "mrs r0, msp",
        "ldr r1, ={top}",
        "mov sp, r1",
        "bl {report}",
        top = sym _stack_start,
        report = sym digipeg_hard_fault,
    )
}

/// The top of the stack (its first byte above).
pub fn stack_top() -> usize {
    &raw const _stack_start as usize
}

/// The lowest address of the stack (the start of RAM, with flip-link).
pub fn stack_bottom() -> usize {
    &raw const _stack_end as usize
}

/// Whether a fault with this stack pointer was a stack overflow (the exception frame did not
/// fit below it).
pub fn overflowed(stack_pointer: usize) -> bool {
    stack_pointer < stack_bottom() + 32
}

/// The word the stack is painted with, to measure how deep it went.
const PAINT: u32 = 0xDEAD_BEEF;

/// Fill the unused stack below the caller's frame with a pattern, for [`stack_peak`].
#[inline(never)]
pub fn paint_stack() {
    // Leave room below the current stack pointer for this function's own use.
    let limit = cortex_m::register::msp::read() as usize - 64;
    let mut at = stack_bottom();
    while at < limit {
        // SAFETY: between the bottom of the stack and below the live frames: memory nothing uses.
        unsafe { core::ptr::write_volatile(at as *mut u32, PAINT) };
        at += 4;
    }
}

/// The deepest the stack has been since [`paint_stack`]: bytes from its top to the lowest word
/// that no longer holds the paint.
pub fn stack_peak() -> usize {
    let mut at = stack_bottom();
    // SAFETY: reads of the stack region only, below the live frames.
    while at < stack_top() && unsafe { core::ptr::read_volatile(at as *const u32) } == PAINT {
        at += 4;
    }
    stack_top() - at
}
