#!/usr/bin/env bash
# `npm test`: the static checks (type-check, ESLint, steiger) and jest, side by side. Jest's two workers leave
# about a tenth of this 2-core machine idle; the checks run niced in that room instead of ~35 s before jest.
# Both always run to the end, and the exit status is non-zero when either failed.
set -uo pipefail
cd "$(dirname "$0")/.."

checks_log=$(mktemp)
trap 'rm -f "$checks_log"' EXIT
(nice -n 10 npm run -s typecheck && nice -n 10 npm run -s lint && nice -n 10 npm run -s lint:fsd) >"$checks_log" 2>&1 &
checks=$!

npm run -s test:unit -- "$@"
jest_status=$?

wait "$checks"
checks_status=$?
cat "$checks_log"
if [ "$checks_status" -ne 0 ]; then
  echo "npm test: the static checks failed (type-check, ESLint or steiger; output above)." >&2
else
  echo "npm test: type-check, ESLint and steiger passed."
fi
[ "$jest_status" -eq 0 ] && [ "$checks_status" -eq 0 ]
