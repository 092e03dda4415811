#!/bin/sh
# One shard of the snapshot suite under Bazel: strut check reads TEST_TOTAL_SHARDS and
# TEST_SHARD_INDEX itself and touches TEST_SHARD_STATUS_FILE. The results folder goes to the
# test's undeclared outputs, the JUnit file where Bazel reads it (XML_OUTPUT_FILE).
set -eu
outputs="${TEST_UNDECLARED_OUTPUTS_DIR:-.}"
exec strut check "${STRUT_SCENES:-Scenes}" --goldens "${STRUT_GOLDENS:-Goldens}" \
    --results "$outputs/strut-results" --junit "${XML_OUTPUT_FILE:-$outputs/junit.xml}"
