#!/usr/bin/env bash
# The MainActor test targets compile the very same client code as their default-isolation twins, under
# `.defaultIsolation(MainActor.self)` (Package.swift): each twin file is a symbolic link to its source, never a copy
# that could drift. Fails when a twin is a regular file, points elsewhere, or a source has no twin.
set -euo pipefail
cd "$(dirname "$0")/.."
status=0
check() {  # check TWIN_DIR SOURCE_DIR FILE...
    local twin="$1" source="$2"
    shift 2
    for file in "$@"; do
        local link="$twin/$file"
        if [ ! -L "$link" ]; then
            echo "$link must be a symbolic link to ../$(basename "$source")/$file, not a copy" >&2
            status=1
        elif [ "$(readlink "$link")" != "../$(basename "$source")/$file" ]; then
            echo "$link points to $(readlink "$link"), not ../$(basename "$source")/$file" >&2
            status=1
        fi
    done
}
conformance=$(cd Tests/ConformanceDefaultIsolationTests && ls *.swift)
# shellcheck disable=SC2086
check Tests/ConformanceMainActorTests Tests/ConformanceDefaultIsolationTests $conformance
check Tests/DocumentationSnippetsMainActorTests Tests/DocumentationSnippetsTests ConcurrencySnippets.swift
[ "$status" -eq 0 ] && echo "test twins: $(echo $conformance | wc -w) conformance files and the concurrency snippets are links to one source"
exit "$status"
