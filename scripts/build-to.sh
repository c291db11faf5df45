#!/usr/bin/env bash
# Builds the app and server into another folder (default dist), so a second build can be tested beside the first:
#   bash scripts/build-to.sh .tmp/dist-a && E2E_DIST=.tmp/dist-a E2E_PORT=8191 npx playwright test tests/e2e/x.spec.ts
set -euo pipefail
out="${1:-dist}"
npx vite build --outDir "$out/web" --emptyOutDir
npx esbuild server/main.ts --bundle --platform=node --format=esm --packages=external --target=node20 \
  --outfile="$out/server/main.js" --sourcemap --log-level=warning
node scripts/compress-static.mjs "$out/web"
