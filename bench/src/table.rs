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
