#!/usr/bin/env bash
# Runs the simulator on one seeded defect ("mutant", issue 36): the replay command a human uses.
#
#   Scripts/sim-mutant.sh NAME [yuno-sim arguments…]
#   Scripts/sim-mutant.sh release-before-delivery --seed 1 --workload mixed --flows 50
#   Scripts/sim-mutant.sh --list                       # the mutants (Simulator/Mutants/*.patch)
#
# The product code holds no defect: each mutant is a patch, Simulator/Mutants/NAME.patch, a unified diff against
# Sources/. This script copies the working tree as it is (tracked files with their uncommitted changes, and new
# files that are not ignored; no .git, no .build*) into a scratch tree, .build-sim-mutants/tree, applies the patch
# there (`git apply`; a patch that no longer applies fails loudly), builds that tree's Simulator package in debug
# with -warnings-as-errors (only the patched files recompile) into .build-sim-mutants/build (outside the tree, reused: later builds are incremental),
# reverses the patch, and runs the patched yuno-sim with the arguments (SWIFT_DETERMINISTIC_HASHING=1,
# YUNO_SIM_MUTANT=NAME). Exit status: yuno-sim's (1: an invariant broke — the mutant was found), or 3 when the patch
# does not apply or the tree does not build.
#
# Sourced by Scripts/sim-gate.sh for its functions (mutant_sync, mutant_apply, mutant_reverse, mutant_build).
set -euo pipefail

mutant_root=.build-sim-mutants
mutant_tree=$mutant_root/tree
mutant_scratch=$mutant_root/build
mutant_config=debug

# Copies the working tree's files (tracked, including uncommitted changes; untracked but not ignored) into the
# scratch tree. A file whose size and modification time match is left alone (not rewritten: the build does not
# recompile it), a changed one is copied with its time; files gone from the working tree leave the scratch tree.
# Run from the repository's root.
mutant_sync() {
    mkdir -p "$mutant_tree"
    git ls-files -z --cached --others --exclude-standard | python3 -c '
import os, shutil, sys
tree = sys.argv[1]
files = {f for f in sys.stdin.buffer.read().decode().split("\0") if f and os.path.isfile(f)}
for f in files:
    dest = os.path.join(tree, f)
    source = os.stat(f)
    try:
        kept = os.stat(dest)
        if kept.st_size == source.st_size and kept.st_mtime_ns == source.st_mtime_ns:
            continue
    except FileNotFoundError:
        os.makedirs(os.path.dirname(dest) or ".", exist_ok=True)
    shutil.copy2(f, dest)
for root, _, names in os.walk(tree):
    for name in names:
        path = os.path.join(root, name)
        if os.path.relpath(path, tree) not in files:
            os.remove(path)
' "$mutant_tree"
}

mutant_patch() { printf '%s/Simulator/Mutants/%s.patch' "$(pwd)" "$1"; }

# `git apply` in the scratch tree as outside any repository: the tree lies inside this repository's (ignored)
# working tree, where git apply would take the patch's paths from the repository's root and silently skip them.
mutant_git_apply() {
    (cd "$mutant_tree" && GIT_CEILING_DIRECTORIES="$(cd .. && pwd)" git apply "$@")
}

# Applies mutant $1's patch to the scratch tree; fails (status 3) naming the patch when it does not apply.
mutant_apply() {
    local patch
    patch=$(mutant_patch "$1")
    [ -f "$patch" ] || { echo "sim-mutant: no patch $patch" >&2; return 3; }
    if ! mutant_git_apply --check "$patch" > "$mutant_root/apply-$1.log" 2>&1; then
        cat "$mutant_root/apply-$1.log" >&2
        echo "sim-mutant: Simulator/Mutants/$1.patch no longer applies to Sources/: regenerate it against the current code" >&2
        return 3
    fi
    mutant_git_apply "$patch"
}

# Reverses mutant $1's patch in the scratch tree (it was applied by mutant_apply).
mutant_reverse() {
    mutant_git_apply -R "$(mutant_patch "$1")"
}

# Builds the scratch tree's simulator (log in $1); prints yuno-sim's path; status 3 when it does not build.
mutant_build() {
    local log=$1 flags
    flags=(--package-path "$mutant_tree/Simulator" -c "$mutant_config" -Xswiftc -warnings-as-errors
        --scratch-path "$mutant_scratch")
    if ! swift build "${flags[@]}" > "$log" 2>&1; then
        grep -E "error:" "$log" | head -n 20 >&2 || true
        echo "sim-mutant: the patched simulator does not build (see $log)" >&2
        return 3
    fi
    printf '%s/yuno-sim\n' "$(swift build "${flags[@]}" --show-bin-path)"
}

if [[ "${BASH_SOURCE[0]}" == "$0" ]]; then
    cd "$(dirname "$0")/.."
    export PATH="$(dirname "$(readlink -f "$(command -v swift)")"):$PATH"
    export SWIFT_DETERMINISTIC_HASHING=1
    # The scratch tree has no .git: the run is named by this checkout's HEAD (plus the patch, in YUNO_SIM_MUTANT).
    YUNO_SIM_COMMIT=${YUNO_SIM_COMMIT:-$(git rev-parse --short=12 HEAD 2>/dev/null || echo unknown)}
    export YUNO_SIM_COMMIT
    if [ $# -eq 0 ] || [ "$1" = --help ] || [ "$1" = -h ]; then
        sed -n '2,16p' "$0" | sed 's/^# \{0,1\}//'
        exit 2
    fi
    if [ "$1" = --list ]; then
        for patch in Simulator/Mutants/*.patch; do basename "$patch" .patch; done
        exit 0
    fi
    name=$1
    shift
    [ -f "Simulator/Mutants/$name.patch" ] || {
        echo "sim-mutant: unknown mutant '$name'; the mutants: $(cd Simulator/Mutants && ls *.patch | sed 's/\.patch$//' | tr '\n' ' ')" >&2
        exit 2
    }
    mkdir -p "$mutant_root"
    # One scratch tree: a second sim-mutant.sh (or the gate) waits for this one's build.
    exec 9> "$mutant_root/lock"
    flock 9
    echo "sim-mutant: $name: copy the working tree to $mutant_tree, apply Simulator/Mutants/$name.patch, build" >&2
    mutant_sync
    mutant_apply "$name" || exit 3
    status=0
    bin=$(mutant_build "$mutant_root/build-$name.log") || status=$?
    mutant_reverse "$name"
    [ "$status" -eq 0 ] || exit 3
    # The binary is copied out before the lock is released: the next build reuses the scratch path.
    cp "$bin" "$mutant_root/yuno-sim-$name"
    flock -u 9
    set +e
    YUNO_SIM_MUTANT=$name "$mutant_root/yuno-sim-$name" "$@"
    exit $?
fi
