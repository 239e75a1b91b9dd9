//! The one table `make bench` prints.

use std::time::{Duration, Instant};

/// One measured figure.
pub struct Row {
    pub area: &'static str,
    pub workload: String,
    pub figure: String,
    pub baseline: String,
    pub ratio: String,
}

#[derive(Default)]
pub struct Table {
    rows: Vec<Row>,
    /// Whole Markdown sections (e.g. the Quixo ladder), printed after the table.
    sections: Vec<String>,
}

impl Table {
    /// Add a figure with no baseline to compare against.
    pub fn add(&mut self, area: &'static str, workload: impl Into<String>, figure: impl Into<String>) {
        let (workload, figure) = (workload.into(), figure.into());
        eprintln!("  {area}: {workload}: {figure}");
        self.rows.push(Row {
            area,
            workload,
            figure,
            baseline: "-".into(),
            ratio: "-".into(),
        });
    }

    /// Add a timed figure beside the time of a straightforward implementation of the same work.
    pub fn compare(
        &mut self,
        area: &'static str,
        workload: impl Into<String>,
        fast: Duration,
        naive: Duration,
    ) {
        let workload = workload.into();
        let ratio = naive.as_secs_f64() / fast.as_secs_f64().max(1e-9);
        eprintln!(
            "  {area}: {workload}: {} vs {} ({ratio:.1}x)",
            secs(fast),
            secs(naive)
        );
        self.rows.push(Row {
            area,
            workload,
            figure: secs(fast),
            baseline: secs(naive),
            ratio: format!("{ratio:.1}x"),
        });
    }

    /// Add a Markdown section to print after the table.
    pub fn section(&mut self, text: String) {
        eprintln!("{text}");
        self.sections.push(text);
    }

    /// Print the table as Markdown, ready to paste into a note.
    pub fn print(&self) {
        println!("| area | workload | figure | straightforward | ratio |");
        println!("|---|---|---|---|---|");
        for r in &self.rows {
            println!(
                "| {} | {} | {} | {} | {} |",
                r.area, r.workload, r.figure, r.baseline, r.ratio
            );
        }
        for section in &self.sections {
            println!("\n{section}");
        }
    }
}

/// Run `f` once and return its result and how long it took.
pub fn time<T>(f: impl FnOnce() -> T) -> (T, Duration) {
    let start = Instant::now();
    let out = f();
    (out, start.elapsed())
}

/// A duration in the unit that reads best.
pub fn secs(d: Duration) -> String {
    let s = d.as_secs_f64();
    if s >= 1.0 {
        format!("{s:.2} s")
    } else if s >= 1e-3 {
        format!("{:.1} ms", s * 1e3)
    } else {
        format!("{:.1} µs", s * 1e6)
    }
}

/// Run `f` once: its result, wall-clock time, and the CPU time this process spent meanwhile
/// (from `/proc/self/stat`, Linux only, 10 ms ticks; `None` elsewhere). On a shared, loaded
/// machine the CPU time is the steadier figure.
pub fn time_cpu<T>(f: impl FnOnce() -> T) -> (T, Duration, Option<Duration>) {
    let before = cpu();
    let (out, wall) = time(f);
    let cpu = cpu().zip(before).map(|(a, b)| a.saturating_sub(b));
    (out, wall, cpu)
}

/// User + system CPU time of this process so far.
fn cpu() -> Option<Duration> {
    let stat = std::fs::read_to_string("/proc/self/stat").ok()?;
    // Fields after the command name (which ends with the last ')'): utime is field 14, stime 15.
    let rest = stat.rsplit_once(')')?.1;
    let fields: Vec<&str> = rest.split_whitespace().collect();
    let ticks: u64 = fields.get(11)?.parse::<u64>().ok()? + fields.get(12)?.parse::<u64>().ok()?;
    Some(Duration::from_millis(ticks * 10))
}

/// A wall-clock figure with its CPU time, e.g. `1.20 s (CPU 0.70 s)`.
pub fn wall_cpu(wall: Duration, cpu: Option<Duration>) -> String {
    match cpu {
        Some(c) if c.is_zero() => format!("{} (CPU < 10 ms)", secs(wall)),
        Some(c) => format!("{} (CPU {})", secs(wall), secs(c)),
        None => secs(wall),
    }
}
