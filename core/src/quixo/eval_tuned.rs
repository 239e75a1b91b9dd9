// The fitted weights of `Weights::TUNED`, written by `make tune-quixo` (bench/src/tune.rs);
// docs/quixo-eval.md explains them. Do not edit by hand: change the tuning and run it again.
const TUNED: Weights = Weights {
    by_size: [
        // 3 x 3: lines[own][other] (own + other <= 3), then cubes, inner, tempo
        size_weights(
            [
                [47, 75, -256, 0, 0, 0],
                [113, 148, -223, 0, 0, 0],
                [-143, 83, 0, 0, 0, 0],
                [0, 0, 0, 0, 0, 0],
                [0, 0, 0, 0, 0, 0],
                [0, 0, 0, 0, 0, 0],
            ],
            726,
            -357,
            -19,
        ),
        // 4 x 4: lines[own][other] (own + other <= 4), then cubes, inner, tempo
        size_weights(
            [
                [21, -36, -53, -174, 0, 0],
                [83, 26, -3, -131, 0, 0],
                [110, 72, 20, 0, 0, 0],
                [154, 61, 0, 0, 0, 0],
                [0, 0, 0, 0, 0, 0],
                [0, 0, 0, 0, 0, 0],
            ],
            221,
            -77,
            15,
        ),
        // 5 x 5: lines[own][other] (own + other <= 5), then cubes, inner, tempo
        size_weights(
            [
                [1, 10, 8, 1, -13, 0],
                [4, 9, 3, -4, -30, 0],
                [5, 5, 3, -6, 0, 0],
                [-1, 8, 7, 0, 0, 0],
                [6, 23, 0, 0, 0, 0],
                [0, 0, 0, 0, 0, 0],
            ],
            125,
            -2,
            3,
        ),
    ],
};
