//! Solving Quixo layer by layer on all cores: the core's pair solver
//! ([`digipeg::quixo::layered`]) run in chunks on std threads, and the layer files.
//!
//! - [`solve_pair`]: one pair {(a, b), (b, a)} from the values of the next total, on `threads`
//!   threads; the result is the finished files (header and payload), byte for byte the same
//!   whatever the number of threads or the chunk size. Passes take a byte; a pair that needs
//!   more than 250 is solved again with two bytes a pass, so no pair of any total stops a run.
//! - [`file_name`], [`read_layer`], [`write_atomically`]: one file per layer and kind, checked
//!   on every read, written under a temporary name and renamed, so an interrupted run leaves
//!   only complete files.
//!
//! The `quixo-layers` binary (src/main.rs) drives whole runs; the Python binding calls
//! [`solve_pair`] for the Ray tasks.

use std::fs;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::sync::Mutex;
use std::sync::atomic::{AtomicU32, AtomicU64, Ordering};

use digipeg::Error;
use digipeg::quixo::layered::{
    FileKind, HEADER_LEN, Header, Layer, PairStats, PassCell, PassWidth, dirty_words, parse_file, use_marks,
};

/// Positions per chunk of work handed to a thread (a multiple of 32: chunks start on a byte of
/// packed values and a word of marks).
pub const CHUNK: usize = 1 << 16;

/// A solved pair: the files of its layers.
#[derive(Debug)]
pub struct SolvedPair {
    /// (layer, values file, passes file) for (a, b) and, when a != b, (b, a).
    pub layers: Vec<(Layer, Vec<u8>, Vec<u8>)>,
    /// Counts and passes.
    pub stats: PairStats,
    /// The bytes a pass takes in the passes files.
    pub width: PassWidth,
}

/// Progress of a running pair solve, for a progress bar: positions through pass 0, and the
/// pass under way.
#[derive(Debug, Default)]
pub struct Progress {
    /// Positions whose pass 0 is done.
    pub first_pass: AtomicU64,
    /// The pass under way (0 during pass 0).
    pub pass: AtomicU64,
}

/// The layers of the pair of `layer`: itself, and its partner when a != b.
pub fn pair_layers(layer: Layer) -> Vec<Layer> {
    if layer.partner() == layer {
        vec![layer]
    } else {
        vec![layer, layer.partner()]
    }
}

/// Bytes of memory a pair solve needs at a pass width: its files, plus the next total's values
/// it reads. (A pair solved again at width two needs only that: the first try's memory is
/// freed first.)
pub fn pair_memory(layer: Layer, width: PassWidth) -> u64 {
    pair_layers(layer)
        .iter()
        .map(|l| {
            let own = 2 * HEADER_LEN as u64
                + FileKind::Values.payload_len(l)
                + FileKind::Passes(width).payload_len(l)
                + 4 * dirty_words(l);
            own + l
                .next()
                .map_or(0, |x| HEADER_LEN as u64 + FileKind::Values.payload_len(&x))
        })
        .sum()
}

/// Solve the pair of `layer` on `threads` threads in chunks of `chunk` positions. `next` holds
/// the payloads of the packed values of `layer.next()` and `layer.partner().next()` (empty on
/// full boards). A byte a pass, or two for a pair that needs more than 250 passes (solved again).
///
/// Errors: the core's ([`Error::SearchTableTooSmall`] for short inputs or a chunk that is not a
/// positive multiple of 32; [`Error::SolverTooManyPasses`] only past 65,530 passes).
pub fn solve_pair(
    layer: Layer,
    next: [&[u8]; 2],
    threads: usize,
    chunk: usize,
    progress: &Progress,
) -> Result<SolvedPair, Error> {
    solve_pair_within(layer, next, threads, chunk, progress, PassWidth::One.max_pass())
}

/// [`solve_pair`], with one-byte passes allowed only up to `one_byte_passes` (at most 250): a
/// pair that needs more is solved again at two bytes a pass. (Tests force the second width with
/// a low limit.)
pub fn solve_pair_within(
    layer: Layer,
    next: [&[u8]; 2],
    threads: usize,
    chunk: usize,
    progress: &Progress,
    one_byte_passes: u32,
) -> Result<SolvedPair, Error> {
    let limit = one_byte_passes.min(PassWidth::One.max_pass());
    match solve_pair_in::<u8>(layer, next, threads, chunk, progress, limit) {
        Err(Error::SolverTooManyPasses) => {
            progress.first_pass.store(0, Ordering::Relaxed);
            let wide = PassWidth::Two.max_pass();
            solve_pair_in::<[u8; 2]>(layer, next, threads, chunk, progress, wide)
        }
        solved => solved,
    }
}

/// The cells of a passes payload: bytes as they are, or pairs of bytes.
trait Cells: PassCell {
    fn cells(bytes: &mut [u8]) -> &mut [Self];
}

impl Cells for u8 {
    fn cells(bytes: &mut [u8]) -> &mut [u8] {
        bytes
    }
}

impl Cells for [u8; 2] {
    fn cells(bytes: &mut [u8]) -> &mut [[u8; 2]] {
        bytes.as_chunks_mut::<2>().0
    }
}

/// The pair solve in work cells `C`, stopping with [`Error::SolverTooManyPasses`] past `limit`
/// passes.
fn solve_pair_in<C: Cells>(
    layer: Layer,
    next: [&[u8]; 2],
    threads: usize,
    chunk: usize,
    progress: &Progress,
    limit: u32,
) -> Result<SolvedPair, Error> {
    if chunk == 0 || !chunk.is_multiple_of(32) {
        return Err(Error::SearchTableTooSmall);
    }
    let width = C::WIDTH;
    let layers = pair_layers(layer);
    let mut values: Vec<Vec<u8>> = layers
        .iter()
        .map(|l| vec![0u8; HEADER_LEN + FileKind::Values.payload_len(l) as usize])
        .collect();
    // The passes files, header first: the work cells become the payload in place.
    let mut work: Vec<Vec<u8>> = layers
        .iter()
        .map(|l| vec![0u8; HEADER_LEN + FileKind::Passes(width).payload_len(l) as usize])
        .collect();
    let dirty: Vec<Vec<AtomicU32>> = layers
        .iter()
        .map(|l| (0..dirty_words(l)).map(|_| AtomicU32::new(0)).collect())
        .collect();
    let partner = |i: usize| if layers.len() == 1 { 0 } else { 1 - i };
    let mut stats = PairStats::default();
    progress.pass.store(0, Ordering::Relaxed);

    // Pass 0.
    let tasks = chunks::<C>(&layers, &mut work, Some(&mut values), chunk);
    let decided = run(threads, tasks, |(i, start, w, v)| {
        let decided = layers[i].first_pass(start, w, v.unwrap_or(&mut []), next[i])?;
        progress.first_pass.fetch_add(w.len() as u64, Ordering::Relaxed);
        Ok(decided)
    })?;
    stats.passes = 1;
    let mut undecided = layers.iter().map(|l| l.len()).sum::<u64>() - decided;

    // Passes 1, 2, ...: each reads the partner's published values, then a merge publishes (and
    // marks what the next pass must look at, once few positions change).
    let mut marks = false;
    let mut pass = 1u32;
    loop {
        progress.pass.store(u64::from(pass), Ordering::Relaxed);
        stats.passes += 1;
        let published: Vec<&[u8]> = values.iter().map(|v| &v[HEADER_LEN..]).collect();
        let tasks = chunks::<C>(&layers, &mut work, None, chunk);
        let decided = run(threads, tasks, |(i, start, w, _)| {
            let own_marks = marks.then_some(&dirty[i][..]);
            layers[i].later_pass(start, w, published[partner(i)], own_marks, pass)
        })?;
        if decided == 0 {
            break;
        }
        undecided -= decided;
        marks = use_marks(decided, undecided);
        let tasks = chunks::<C>(&layers, &mut work, Some(&mut values), chunk);
        run(threads, tasks, |(i, start, w, v)| {
            layers[i]
                .merge(
                    start,
                    w,
                    v.unwrap_or(&mut []),
                    pass,
                    marks.then_some(&dirty[partner(i)][..]),
                )
                .map(|()| 0)
        })?;
        if pass >= limit {
            return Err(Error::SolverTooManyPasses);
        }
        pass += 1;
    }

    // Passes and counts, then the headers.
    let counts: Vec<Mutex<[u64; 3]>> = layers.iter().map(|_| Mutex::new([0; 3])).collect();
    let tasks = chunks::<C>(&layers, &mut work, Some(&mut values), chunk);
    run(threads, tasks, |(i, start, w, v)| {
        let c = layers[i].finish(start, w, v.unwrap_or(&mut []))?;
        if let Ok(mut total) = counts[i].lock() {
            for k in 0..3 {
                total[k] += c[k];
            }
        }
        Ok(0)
    })?;
    let mut out = Vec::new();
    for (i, ((l, mut v), mut p)) in layers.iter().zip(values).zip(work).enumerate() {
        let c = counts[i].lock().map(|c| *c).unwrap_or_default();
        stats.counts[i] = c;
        let header = Header::new(*l, FileKind::Values, c, &v[HEADER_LEN..]).to_bytes();
        v[..HEADER_LEN].copy_from_slice(&header);
        let header = Header::new(*l, FileKind::Passes(width), c, &p[HEADER_LEN..]).to_bytes();
        p[..HEADER_LEN].copy_from_slice(&header);
        out.push((*l, v, p));
    }
    Ok(SolvedPair {
        layers: out,
        stats,
        width,
    })
}

/// One chunk: (layer number, first position, its work cells, its packed values).
type Task<'a, C> = (usize, u64, &'a mut [C], Option<&'a mut [u8]>);

/// The chunks of both layers' payloads.
fn chunks<'a, C: Cells>(
    layers: &[Layer],
    work: &'a mut [Vec<u8>],
    values: Option<&'a mut Vec<Vec<u8>>>,
    chunk: usize,
) -> Vec<Task<'a, C>> {
    let mut tasks = Vec::new();
    let mut values: Vec<Option<&'a mut Vec<u8>>> = match values {
        Some(v) => v.iter_mut().map(Some).collect(),
        None => layers.iter().map(|_| None).collect(),
    };
    for (i, w) in work.iter_mut().enumerate() {
        let w = C::cells(&mut w[HEADER_LEN..]);
        let mut v_chunks = values[i].take().map(|v| v[HEADER_LEN..].chunks_mut(chunk / 4));
        for (k, wc) in w.chunks_mut(chunk).enumerate() {
            let vc = v_chunks.as_mut().and_then(|it| it.next());
            tasks.push((i, (k * chunk) as u64, wc, vc));
        }
    }
    tasks
}

/// Run `f` over `tasks` on `threads` threads (taken in order from a shared queue); the sum of
/// its results, or the first error.
fn run<T: Send>(
    threads: usize,
    tasks: Vec<T>,
    f: impl Fn(T) -> Result<u64, Error> + Sync,
) -> Result<u64, Error> {
    let queue = Mutex::new(tasks.into_iter());
    let total = AtomicU64::new(0);
    let failed = Mutex::new(None);
    std::thread::scope(|s| {
        for _ in 0..threads.max(1) {
            s.spawn(|| {
                loop {
                    let task = match queue.lock() {
                        Ok(mut q) => q.next(),
                        Err(_) => None,
                    };
                    let Some(task) = task else { break };
                    match f(task) {
                        Ok(k) => {
                            total.fetch_add(k, Ordering::Relaxed);
                        }
                        Err(e) => {
                            if let Ok(mut slot) = failed.lock() {
                                slot.get_or_insert(e);
                            }
                            break;
                        }
                    }
                }
            });
        }
    });
    match failed.into_inner().ok().flatten() {
        Some(e) => Err(e),
        None => Ok(total.into_inner()),
    }
}

/// The file of `layer` and `kind`: `quixo5-t23-a11-b12.values` (or `.passes`).
pub fn file_name(layer: &Layer, kind: FileKind) -> String {
    layer.file_name(kind).to_string()
}

/// Read and check a layer file (header, size, checksum) of `layer` and `kind` in `dir` (a
/// passes file of either width).
pub fn read_layer(dir: &Path, layer: &Layer, kind: FileKind) -> Result<(Header, Vec<u8>), String> {
    let path = dir.join(file_name(layer, kind));
    let bytes = fs::read(&path).map_err(|e| format!("{}: {e}", path.display()))?;
    let (header, _) = parse_file(&bytes).map_err(|e| format!("{}: {}", path.display(), e.message()))?;
    if header.layer != *layer || header.kind.name() != kind.name() {
        return Err(format!("{}: holds another layer", path.display()));
    }
    Ok((header, bytes))
}

/// Write `bytes` to `dir/name` through `name.tmp`, synced, then renamed.
pub fn write_atomically(dir: &Path, name: &str, bytes: &[u8]) -> std::io::Result<PathBuf> {
    let path = dir.join(name);
    let tmp = dir.join(format!("{name}.tmp"));
    {
        let mut f = fs::File::create(&tmp)?;
        f.write_all(bytes)?;
        f.sync_all()?;
    }
    fs::rename(&tmp, &path)?;
    Ok(path)
}

#[cfg(test)]
mod tests {
    use super::*;
    use digipeg::Rng;
    use digipeg::quixo::Position;
    use digipeg::quixo::layered::{LayerData, best_move, pass_at, solve_pair as solve_pair_alone, value};

    /// The threaded solve, with small chunks on 3 threads, gives the bytes of the core's
    /// one-thread solve, for every pair of 4 x 4 totals 16 down to 11; with the one-byte limit
    /// forced down to 6 passes, the pairs that need more come out at two bytes a pass, with the
    /// same values and passes, and play the same moves.
    #[test]
    fn threads_chunks_and_widths_do_not_change_the_results() {
        const LIMIT: u32 = 6;
        // Layer -> (values, one-byte passes, passes of the forced solve).
        type Files = (Vec<u8>, Vec<u8>, Vec<u8>);
        let mut solved: std::collections::HashMap<Layer, Files> = Default::default();
        let mut widths = Vec::new();
        for t in (11..=16).rev() {
            for layer in Layer::pairs(4, t) {
                let next: Vec<Vec<u8>> = [layer, layer.partner()]
                    .iter()
                    .map(|l| l.next().map(|x| solved[&x].0.clone()).unwrap_or_default())
                    .collect();
                let got = solve_pair(layer, [&next[0], &next[1]], 3, 1024, &Progress::default()).unwrap();
                let ls = pair_layers(layer);
                let mut v: Vec<Vec<u8>> = [layer, layer.partner()]
                    .iter()
                    .map(|l| vec![0; FileKind::Values.payload_len(l) as usize])
                    .collect();
                let mut p: Vec<Vec<u8>> = [layer, layer.partner()]
                    .iter()
                    .map(|l| vec![0; l.len() as usize])
                    .collect();
                let [v0, v1] = &mut v[..] else { unreachable!() };
                let [p0, p1] = &mut p[..] else { unreachable!() };
                let d: Vec<Vec<AtomicU32>> = [layer, layer.partner()]
                    .iter()
                    .map(|l| (0..dirty_words(l)).map(|_| AtomicU32::new(0)).collect())
                    .collect();
                let stats =
                    solve_pair_alone::<u8>(layer, [&next[0], &next[1]], [v0, v1], [p0, p1], [&d[0], &d[1]])
                        .unwrap();
                assert_eq!((got.stats, got.width), (stats, PassWidth::One), "{layer:?}");
                let forced =
                    solve_pair_within(layer, [&next[0], &next[1]], 2, 2048, &Progress::default(), LIMIT)
                        .unwrap();
                let wide = stats.passes - 2 >= LIMIT; // pass 0 and the last pass decide no pass
                assert_eq!(
                    forced.width == PassWidth::Two,
                    wide,
                    "{layer:?}: {} passes",
                    stats.passes
                );
                assert_eq!(forced.stats, stats);
                widths.push(forced.width);
                for (i, l) in ls.iter().enumerate() {
                    let (gl, gv, gp) = &got.layers[i];
                    assert_eq!(gl, l);
                    assert_eq!(&gv[HEADER_LEN..], &v[i][..], "{l:?}");
                    assert_eq!(&gp[HEADER_LEN..], &p[i][..], "{l:?}");
                    let (h, _) = parse_file(gv).unwrap();
                    assert_eq!(h.counts, stats.counts[i]);
                    assert_eq!(parse_file(gp).unwrap().0.kind, FileKind::Passes(PassWidth::One));
                    // The forced solve: the same values file; its passes file says its width.
                    let (fl, fv, fp) = &forced.layers[i];
                    assert_eq!((fl, fv), (l, gv));
                    let (fh, payload) = parse_file(fp).unwrap();
                    assert_eq!(fh.kind, FileKind::Passes(forced.width));
                    for k in 0..l.len() {
                        assert_eq!(
                            pass_at(payload, forced.width, k),
                            Some(u32::from(p[i][k as usize]))
                        );
                    }
                    solved.insert(*l, (v[i].clone(), p[i].clone(), payload.to_vec()));
                }
            }
        }
        assert!(widths.contains(&PassWidth::One) && widths.contains(&PassWidth::Two));
        // Perfect play reads either width alike.
        let data = |wide: bool| -> Vec<LayerData<'_>> {
            let forced_width = |l: &Layer| {
                let (_, one, two) = &solved[l];
                if two.len() == one.len() {
                    PassWidth::One
                } else {
                    PassWidth::Two
                }
            };
            solved
                .iter()
                .map(|(l, (v, one, two))| LayerData {
                    layer: *l,
                    values: v,
                    passes: if wide { two } else { one },
                    width: if wide { forced_width(l) } else { PassWidth::One },
                })
                .collect()
        };
        let (narrow, wide) = (data(false), data(true));
        let mut rng = Rng::new(6);
        let mut compared = 0;
        while compared < 400 {
            let t = 11 + rng.below(6) as usize;
            let a = rng.below(t as u32 + 1) as usize;
            let l = Layer::new(4, a, t - a).unwrap();
            let (own, opp) = l.unrank(rng.next_u64() % l.len()).unwrap();
            let rows: Vec<String> = (0..16)
                .map(|q| {
                    if own >> q & 1 == 1 {
                        'X'
                    } else if opp >> q & 1 == 1 {
                        'O'
                    } else {
                        '-'
                    }
                })
                .collect::<Vec<char>>()
                .chunks(4)
                .map(|r| r.iter().collect())
                .collect();
            let p = Position::parse(4, &rows, 2, 0).unwrap();
            assert_eq!(value(&p, &narrow[..]), value(&p, &wide[..]));
            if !p.is_game_over() {
                assert_eq!(best_move(&p, &narrow[..]), best_move(&p, &wide[..]), "{rows:?}");
                compared += 1;
            }
        }
        assert_eq!(
            solve_pair(
                Layer::new(4, 8, 8).unwrap(),
                [&[], &[]],
                2,
                6,
                &Progress::default()
            )
            .err(),
            Some(Error::SearchTableTooSmall)
        );
    }

    #[test]
    fn file_names() {
        let l = Layer::new(5, 11, 12).unwrap();
        assert_eq!(file_name(&l, FileKind::Values), "quixo5-t23-a11-b12.values");
        assert_eq!(
            file_name(&l.partner(), FileKind::Passes(PassWidth::Two)),
            "quixo5-t23-a12-b11.passes"
        );
        // (11, 12) and (12, 11): 405,623,400 positions each at 1.375 bytes (values, passes,
        // marks), then the packed values of (12, 12) (67,603,900 positions) and (11, 13)
        // (62,403,600), and 6 headers; a byte a position more at two bytes a pass.
        let one = 2 * (405_623_400 + 101_405_850 + 50_702_928) + 16_900_975 + 15_600_900 + 6 * 64;
        assert_eq!(pair_memory(l, PassWidth::One), one);
        assert_eq!(pair_memory(l, PassWidth::Two), one + 2 * 405_623_400);
    }
}
