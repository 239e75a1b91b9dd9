//! The host through semihosting, for the QEMU images (`vectors`, `random-games`): the command
//! line, and standard output buffered by line (one semihosting call per line, or per 128 bytes,
//! instead of one per `write_str`, which `core::fmt` calls often).

use core::cell::UnsafeCell;
use core::fmt::{self, Write};

use cortex_m_semihosting::hio::{self, HostStream};
use cortex_m_semihosting::nr;

/// The semihosting command line (QEMU: the `arg=` words of `-semihosting-config`), read into
/// `buffer`; empty if the host gives none.
pub fn command_line(buffer: &mut [u8]) -> &str {
    // The host writes the length back into the block: an `UnsafeCell` makes that a legal mutation.
    let block = UnsafeCell::new([buffer.as_mut_ptr() as usize, buffer.len()]);
    // SAFETY: GET_CMDLINE writes at most `buffer.len()` bytes into `buffer` and the length into `block`.
    let status = unsafe { cortex_m_semihosting::syscall(nr::GET_CMDLINE, &block) };
    if status != 0 {
        return "";
    }
    // SAFETY: the call has returned; nothing else refers to `block`.
    let len = unsafe { (*block.get())[1] }.min(buffer.len());
    core::str::from_utf8(&buffer[..len]).unwrap_or("")
}

/// Standard output (or, from [`Out::stderr`], standard error) of the host.
pub struct Out {
    stream: Option<HostStream>,
    buffer: heapless::Vec<u8, 128>,
}

impl Out {
    pub fn new() -> Out {
        Out {
            stream: hio::hstdout().ok(),
            buffer: heapless::Vec::new(),
        }
    }

    /// Standard error: what is not the answer (the host's scripts read standard output).
    #[allow(dead_code)] // the vectors image writes everything to standard output
    pub fn stderr() -> Out {
        Out {
            stream: hio::hstderr().ok(),
            buffer: heapless::Vec::new(),
        }
    }

    pub fn flush(&mut self) {
        if let Some(stream) = &mut self.stream {
            // Nothing sensible is left to do if the host refuses output: the exit code still tells.
            let _ = stream.write_all(&self.buffer);
        }
        self.buffer.clear();
    }
}

impl Write for Out {
    fn write_str(&mut self, s: &str) -> fmt::Result {
        for &b in s.as_bytes() {
            if self.buffer.push(b).is_err() {
                self.flush();
                // The buffer was just emptied, so this push succeeds.
                let _ = self.buffer.push(b);
            }
            if b == b'\n' {
                self.flush();
            }
        }
        Ok(())
    }
}

impl Drop for Out {
    fn drop(&mut self) {
        self.flush();
    }
}
