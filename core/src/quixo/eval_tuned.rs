// The fitted weights of `Weights::TUNED` (placeholder until the first `make tune-quixo`).
const TUNED: Weights = Weights::SIMPLE;
