//! The host's standard output through semihosting, buffered by line: one semihosting call per
//! line (or per 128 bytes) instead of one per `write_str`, which `core::fmt` calls often.

use core::fmt::{self, Write};

use cortex_m_semihosting::hio::{self, HostStream};

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
