#!/usr/bin/env bash
# The deterministic simulator's CI gate (issue 26). From the repository's root or anywhere:
#
#   Scripts/sim-gate.sh                      # the fixed budget: 200 seeds × 50 flows per scheduler, mixed workload
#   Scripts/sim-gate.sh --seeds 2000         # a longer budget (also --flows N, --first-seed N, --jobs N)
#
# 1. Builds Simulator/ in release with -warnings-as-errors (4× faster runs than debug; a trace replays in the build
#    configuration that printed it, and the replay command says which). Simulator/Sources/yuno-sim/SimExecutor.swift uses the runtime's
#    experimental executor SPI: when the toolchain changes it, that build fails and so does this gate — loudly,
#    never skipped.
# 2. `yuno-sim --self-test`: the executor's features on this toolchain (virtual sleep, cancelled sleep, task
#    groups, main actor, foreign-thread detection).
# 3. The budget: every seed under random-walk and under PCT (depth 3); any violation fails the gate and prints
#    the run's verdict and its one replay command.
# 4. Determinism: 20 seeds per scheduler run twice more; their `trace=` lines must be byte-identical.
# 5. Mutants (issue 26, phase 2; patches since issue 36): the product code holds no defect. Each seeded defect is a
#    patch, Simulator/Mutants/NAME.patch. The working tree as it is (tracked files with their changes, new files
#    not ignored) is copied once into a scratch tree (.build-sim-mutants/tree, Scripts/sim-mutant.sh); then, one
#    patch at a time: `git apply` there (a patch that no longer applies fails the gate loudly, naming it), one
#    incremental debug build of the scratch tree's simulator (debug: only the patched files recompile; a release
#    build recompiles the whole module, 80–120 s a patch) (.build-sim-mutants/build, reused across patches
#    and runs), `git apply -R`; the patched yuno-sim hunts its mutant by seeds (the `mutants` table below: its
#    scheduler first, then the other; it stops at the first failing seed) while the next patch builds. A mutant no
#    longer found fails the gate loudly: the simulator lost power. First the unpatched scratch tree is built the
#    same way and must pass every seed a hunt may reach, under both schedulers (a baseline: otherwise a "found"
#    could be the workload's own false positive).
# 6. Documented replays: every line of Simulator/Mutants/replays.txt (the replays the README and the DocC article
#    show, `Scripts/sim-mutant.sh NAME ARGS…`) must still exit 1 on its patched build, or the gate fails loudly.
#    `--skip-mutants` leaves 5 and 6 out (a local run; CI runs them).
# Prints the time of each phase and the total.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$(dirname "$(readlink -f "$(command -v swift)")"):$PATH"
export SWIFT_DETERMINISTIC_HASHING=1

seeds=200
flows=50
first=1
jobs=$(nproc 2>/dev/null || echo 2)
repeats=20
mutants_on=1
# Each mutant's seed budget (the first seeds, 1…budget) and the scheduler searched first: measured first failing
# seeds with a margin (Simulator/README.md, "Mutants"). A budget is an upper bound, not a target: the search stops at
# the first failing seed. Every Simulator/Mutants/NAME.patch has a row and every row a patch.
mutants=(
    "cancel-not-read-back random-walk 40"
    "lost-3ds-read-not-read-back random-walk 20"
    "closed-page-not-read-back random-walk 20"
    "timeout-reports-stale-status random-walk 20"
    "refused-start-silent random-walk 20"
    "release-before-delivery random-walk 20"
    "deadline-outlives-flow random-walk 20"
    "answer-after-cancel random-walk 20"
    "second-start-admitted random-walk 20"
    "config-change-forgets-flows random-walk 20"
    "facade-calls-unordered random-walk 20"
    "session-double-claim random-walk 40"
    "claim-before-delivery random-walk 60"
    "refusal-posted-after-return random-walk 20"
    "create-payment-off-main random-walk 20"
    "delegate-result-off-main random-walk 20"
    "deep-link-for-running-flow random-walk 20"
    "loader-after-late-answer random-walk 20"
    "pending-read-back-unknown random-walk 40"
    "server-error-decides-write random-walk 40"
    "read-back-cancelled-with-flow random-walk 40"
    "refusal-delivered-twice random-walk 20"
    "render-cancel-delivered-twice random-walk 20"
    "unenroll-taps-run-twice random-walk 20"
)
while [ $# -gt 0 ]; do
    case "$1" in
        --seeds) seeds=$2; shift 2 ;;
        --flows) flows=$2; shift 2 ;;
        --first-seed) first=$2; shift 2 ;;
        --jobs) jobs=$2; shift 2 ;;
        --skip-mutants) mutants_on=0; shift ;;
        *) echo "sim-gate: unknown argument '$1' (use --seeds N, --flows N, --first-seed N, --jobs N, --skip-mutants)" >&2; exit 2 ;;
    esac
done
for value in "$seeds" "$flows" "$first" "$jobs"; do
    [[ "$value" =~ ^[0-9]+$ ]] && [ "$value" -gt 0 ] || { echo "sim-gate: '$value' is not a positive integer" >&2; exit 2; }
done

now() { date +%s.%N; }
since() { python3 -c "import sys; print(f'{float(sys.argv[2]) - float(sys.argv[1]):.1f} s')" "$1" "$(now)"; }
step() { printf '\n== sim-gate: %s\n' "$*"; }
loud() {
    printf '\n!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!\n' >&2
    printf '!! sim-gate FAILED: %s\n' "$*" >&2
    printf '!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!\n' >&2
    exit 1
}
started=$(now)
# Logs and run outputs in one ignored folder (`.build-*/`).
out=.build-sim
rm -rf "$out"
mkdir -p "$out/runs"

step "build Simulator/ (release, -warnings-as-errors; the executor SPI lives in SimExecutor.swift)"
phase=$(now)
set +e
swift build --package-path Simulator -c release -Xswiftc -warnings-as-errors > "$out/build.log" 2>&1
built=$?
set -e
tail -n 3 "$out/build.log"
if [ "$built" -ne 0 ]; then
    grep -E "error:" "$out/build.log" | head -n 20 >&2 || true
    if grep -q "SimExecutor.swift" "$out/build.log"; then
        loud "SimExecutor.swift no longer compiles: the toolchain changed the experimental executor SPI" \
            "(_createExecutors, MainExecutor, SchedulingExecutor, swift_task_getJobTaskId). Port the simulator; never skip it."
    fi
    loud "the simulator does not build (see $out/build.log)"
fi
bin="$(swift build --package-path Simulator -c release -Xswiftc -warnings-as-errors --show-bin-path)/yuno-sim"
echo "build: $(since "$phase")"

step "self-test: the executor's features on this toolchain"
phase=$(now)
"$bin" --self-test > "$out/self-test.log" 2>&1 || {
    cat "$out/self-test.log" >&2
    loud "yuno-sim --self-test failed: the custom-executor SPI behaves differently on this toolchain"
}
grep -E "^(self-test|invariants)" "$out/self-test.log"
echo "self-test: $(since "$phase")"

runs=$out/runs
failed=0

# Runs every seed of the budget for one scheduler (its flags in "$@"), `jobs` processes at a time.
budget() {
    local name=$1
    shift
    seq "$first" $((first + seeds - 1)) | xargs -P "$jobs" -I{} sh -c \
        'f=$1; shift; "$0" --seed {} --workload mixed --flows "$f" "$@" > "'"$runs/$name"'-{}.txt" 2>&1; echo $? > "'"$runs/$name"'-{}.rc"' \
        "$bin" "$flows" "$@"
    local bad=0 steps=0
    for seed in $(seq "$first" $((first + seeds - 1))); do
        rc=$(cat "$runs/$name-$seed.rc")
        line=$(head -n 1 "$runs/$name-$seed.txt")
        count=$(sed -n 's/.* steps=\([0-9]*\) .*/\1/p' <<<"$line")
        steps=$((steps + ${count:-0}))
        if [ "$rc" -ne 0 ]; then
            bad=$((bad + 1))
            if [ "$bad" -le 3 ]; then
                echo "---- $name seed $seed (exit $rc)"
                grep -vE "^wall:" "$runs/$name-$seed.txt" | head -n 30
            fi
        fi
    done
    echo "$name: $seeds seeds × $flows flows, $steps scheduling steps, $bad failing"
    [ "$bad" -eq 0 ] || failed=1
}

for scheduler in random-walk pct; do
    step "budget: $scheduler, seeds $first…$((first + seeds - 1)), $flows flows each, mixed workload"
    phase=$(now)
    if [ "$scheduler" = pct ]; then budget pct --scheduler pct --depth 3; else budget random-walk --scheduler random-walk; fi
    echo "$scheduler: $(since "$phase")"
done

step "determinism: $repeats seeds per scheduler, each run twice more; trace lines compared byte for byte"
phase=$(now)
for scheduler in random-walk pct; do
    extra=()
    [ "$scheduler" = pct ] && extra=(--depth 3)
    for seed in $(seq "$first" $((first + repeats - 1))); do
        a=$("$bin" --seed "$seed" --workload mixed --flows "$flows" --scheduler "$scheduler" "${extra[@]}" | head -n 1 || true)
        b=$("$bin" --seed "$seed" --workload mixed --flows "$flows" --scheduler "$scheduler" "${extra[@]}" | head -n 1 || true)
        if [ "$a" != "$b" ] || [ -z "$a" ]; then
            echo "NOT DETERMINISTIC: $scheduler seed $seed" >&2
            echo "  first:  $a" >&2
            echo "  second: $b" >&2
            failed=1
        else
            echo "same: $a"
        fi
    done
done
echo "determinism: $(since "$phase")"

if [ "$mutants_on" -eq 1 ]; then
    # shellcheck source=Scripts/sim-mutant.sh
    source Scripts/sim-mutant.sh
    # The scratch tree has no .git: the runs are named by this checkout's HEAD.
    YUNO_SIM_COMMIT=${YUNO_SIM_COMMIT:-$(git rev-parse --short=12 HEAD 2>/dev/null || echo unknown)}
    export YUNO_SIM_COMMIT
    step "mutants: one scratch copy of the working tree ($mutant_tree); per patch: apply, build, hunt, reverse"
    phase=$(now)
    mkdir -p "$mutant_root" "$out/mutants"
    exec 9> "$mutant_root/lock"
    flock 9
    # Every patch has a budget and every budget a patch.
    # A loop, not `printf | grep -q`: under pipefail, grep -q exits at its first match and printf, still writing the
    # list, dies of SIGPIPE, so a budgeted mutant read as unbudgeted whenever the machine was slow (a clean clone's CI
    # run failed so on 2026-11-29).
    has_budget() {
        local entry
        for entry in "${mutants[@]}"; do [ "${entry%% *}" = "$1" ] && return 0; done
        return 1
    }
    for patch in Simulator/Mutants/*.patch; do
        name=$(basename "$patch" .patch)
        has_budget "$name" || loud "mutant $name (Simulator/Mutants/$name.patch) has no seed budget in Scripts/sim-gate.sh"
    done
    for entry in "${mutants[@]}"; do
        [ -f "Simulator/Mutants/${entry%% *}.patch" ] || loud "mutant ${entry%% *} has a budget but no patch Simulator/Mutants/${entry%% *}.patch"
    done
    mutant_sync
    echo "scratch tree: $(since "$phase")"
    # The baseline: the unpatched scratch tree in the hunts' build configuration (debug schedules differ from
    # release) must pass every seed a hunt may reach, under both schedulers — or a "found" would mean nothing.
    baseline_bin=$(mutant_build "$mutant_root/build-baseline.log") || loud "the unpatched scratch tree does not build (see $mutant_root/build-baseline.log)"
    cp "$baseline_bin" "$out/mutants/yuno-sim-baseline"
    deepest=$(printf '%s\n' "${mutants[@]}" | awk '{ if ($3 > max) max = $3 } END { print max }')
    seq 1 "$deepest" | xargs -P "$jobs" -I{} sh -c '
        "$0" --seed {} --workload mixed --flows 50 > /dev/null 2>&1 || echo "random-walk {}"
        "$0" --seed {} --workload mixed --flows 50 --scheduler pct --depth 3 > /dev/null 2>&1 || echo "pct {}"' \
        "$out/mutants/yuno-sim-baseline" > "$out/mutants/baseline.txt"
    [ ! -s "$out/mutants/baseline.txt" ] || loud "the unpatched debug build fails seeds the hunts use: $(tr '\n' ' ' < "$out/mutants/baseline.txt")— a mutant found there would prove nothing"
    echo "baseline: the unpatched debug build passes seeds 1…$deepest under random-walk and pct ($(since "$phase"))"
    # One mutant: its seeds in order under its scheduler, then the other; stops at the first violation (exit 1).
    # Runs in the background while the next patch builds; its verdict goes to $out/mutants/NAME.verdict.
    hunt() {
        local name=$1 first_scheduler=$2 budget=$3 mbin=$4 scheduler seed rc extra
        for scheduler in "$first_scheduler" $([ "$first_scheduler" = pct ] && echo random-walk || echo pct); do
            extra=()
            [ "$scheduler" = pct ] && extra=(--depth 3)
            for seed in $(seq 1 "$budget"); do
                rc=0
                YUNO_SIM_MUTANT=$name "$mbin" --seed "$seed" --workload mixed --flows 50 --scheduler "$scheduler" \
                    "${extra[@]}" > "$runs/mutant-$name.txt" 2>&1 || rc=$?
                if [ "$rc" -eq 1 ]; then
                    echo "found $name: $scheduler seed $seed ($(grep -m1 "^  - " "$runs/mutant-$name.txt" | cut -c5-400))"
                    echo "  replay: Scripts/sim-mutant.sh $name --seed $seed --workload mixed --scheduler $scheduler${extra[*]:+ ${extra[*]}} --flows 50"
                    return 0
                fi
                [ "$rc" -eq 0 ] || { echo "MUTANT RUN BROKE: $name $scheduler seed $seed (exit $rc)"; return 2; }
            done
        done
        echo "NOT FOUND: $name in seeds 1…$budget under random-walk or pct"
        return 1
    }
    hunts=()
    for entry in "${mutants[@]}"; do
        read -r name first_scheduler budget <<<"$entry"
        built=$(now)
        mutant_apply "$name" || loud "Simulator/Mutants/$name.patch does not apply to the working tree's Sources/ (see above)"
        status=0
        mbin=$(mutant_build "$out/build-mutant-$name.log") || status=$?
        mutant_reverse "$name" || loud "Simulator/Mutants/$name.patch does not reverse cleanly in $mutant_tree"
        [ "$status" -eq 0 ] || loud "the simulator with Simulator/Mutants/$name.patch does not build (see $out/build-mutant-$name.log)"
        cp "$mbin" "$out/mutants/yuno-sim-$name"
        echo "built $name: $(since "$built")"
        # The hunt runs while the next patch builds (the build is the slow part, and one tree builds one at a time).
        (
            rc=0
            hunt "$name" "$first_scheduler" "$budget" "$out/mutants/yuno-sim-$name" > "$out/mutants/$name.log" 2>&1 || rc=$?
            echo "$rc" > "$out/mutants/$name.rc"
        ) &
        hunts+=($!)
    done
    flock -u 9
    wait "${hunts[@]}"
    lost=()
    for entry in "${mutants[@]}"; do
        read -r name first_scheduler budget <<<"$entry"
        rc=$(cat "$out/mutants/$name.rc")
        cat "$out/mutants/$name.log"
        [ "$rc" -eq 0 ] || lost+=("$name")
    done
    [ "${#lost[@]}" -eq 0 ] || loud "not found within its seed budget: ${lost[*]}: the simulator lost power (see above)"
    echo "mutants: $(since "$phase")"

    step "documented replays: every line of Simulator/Mutants/replays.txt must still find its mutant (exit 1)"
    phase=$(now)
    stale=()
    while read -r name args; do
        [ -n "$name" ] && [ "${name:0:1}" != "#" ] || continue
        [ -x "$out/mutants/yuno-sim-$name" ] || loud "Simulator/Mutants/replays.txt names $name, which is not a mutant of the gate"
        rc=0
        # shellcheck disable=SC2086 # The arguments are words.
        YUNO_SIM_MUTANT=$name "$out/mutants/yuno-sim-$name" $args > "$runs/replay-$name.txt" 2>&1 || rc=$?
        if [ "$rc" -eq 1 ]; then
            echo "reproduces: Scripts/sim-mutant.sh $name $args"
        else
            echo "NO LONGER REPRODUCES (exit $rc): Scripts/sim-mutant.sh $name $args"
            stale+=("$name")
        fi
    done < Simulator/Mutants/replays.txt
    [ "${#stale[@]}" -eq 0 ] || loud "documented replays no longer reproduce: ${stale[*]}: update Simulator/Mutants/replays.txt and the docs that show them"
    # Every replay the documentation shows is one of those lines: a command written in a README, the guarantee
    # table or a DocC article that is not in replays.txt was never run here, so it fails the gate.
    undocumented=()
    while IFS= read -r shown; do
        grep -qxF -- "${shown#Scripts/sim-mutant.sh }" Simulator/Mutants/replays.txt || undocumented+=("$shown")
    done < <(grep -hoE 'Scripts/sim-mutant\.sh [a-z0-9-]+ --seed [^`|]*[^`| ]' README.md Simulator/README.md \
        Simulator/GUARANTEES.md Documentation.docc/*.md 2>/dev/null | sed 's/ --trace.*$//' | sort -u)
    [ "${#undocumented[@]}" -eq 0 ] || loud "documented replays missing from Simulator/Mutants/replays.txt (never checked): ${undocumented[*]}"
    echo "replays: $(since "$phase")"
fi

echo
echo "sim-gate: total $(since "$started")"
[ "$failed" -eq 0 ] || loud "an invariant broke or a trace differed (the replay command is printed above)"
echo "sim-gate: passed"
