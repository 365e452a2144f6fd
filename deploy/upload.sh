#!/usr/bin/env bash
# Uploads a published tree to object storage in the order of docs/deploying.md "The published
# tree on object storage behind a CDN", so that every page a visitor can get is whole and nothing
# new is served before all of it is uploaded. Run after the prerender (or the merge) and
# `npm run sw` succeeded.
#   deploy/upload.sh [--no-siblings] OUT_DIR s3://BUCKET[/PREFIX]
# With the br siblings (Content-Encoding: br) for a CDN that does not compress; run it once the
# prerender's sibling stage ended with every sibling (`npm run prerender -- --siblings-only`
# exits 0 only then). --no-siblings: the files alone, for a CDN that compresses at the edge.
# Credentials come from the AWS CLI's own environment (AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY,
# AWS_DEFAULT_REGION; AWS_ENDPOINT_URL for another S3-compatible store).
set -euo pipefail

usage='usage: deploy/upload.sh [--no-siblings] OUT_DIR s3://BUCKET[/PREFIX]'
siblings=yes
if [ "${1:-}" = --no-siblings ]; then
  siblings=no
  shift
fi
out=${1:?$usage}
bucket=${2:?$usage}
bucket=${bucket%/}
# The site language's folder (SITE_LANG, product §7).
lang='bg'

immutable='public, max-age=31536000, immutable'
page='public, max-age=0, s-maxage=60, must-revalidate'
unhashed='public, max-age=0, must-revalidate'

# The type of each br sibling's original (prerender/siblings, cdn/send-file.ts).
types=('html:text/html; charset=utf-8' 'json:application/json; charset=utf-8'
  'xml:application/xml; charset=utf-8' 'txt:text/plain; charset=utf-8'
  'js:text/javascript; charset=utf-8' 'mjs:text/javascript; charset=utf-8'
  'css:text/css; charset=utf-8' 'svg:image/svg+xml' 'webmanifest:application/manifest+json')

# upload_tree FROM TO CACHE [EXCLUDES…]: the files as they are, then (unless --no-siblings) their
# .br siblings with the original's type and Content-Encoding br, for a CDN that answers
# Accept-Encoding with them. A .gz is never uploaded: the sibling stage writes none.
upload_tree() {
  local from=$1 to=$2 cache=$3
  shift 3
  aws s3 sync "$from" "$to" "$@" --exclude '*.br' --exclude '*.gz' --cache-control "$cache"
  [ "$siblings" = yes ] || return 0
  for type in "${types[@]}"; do
    aws s3 sync "$from" "$to" --exclude '*' --include "*.${type%%:*}.br" "$@" \
      --content-encoding br --content-type "${type#*:}" --cache-control "$cache"
  done
}

test -f "$out/$lang/live.json" || {
  echo "upload: $out/$lang/live.json is missing: nothing was published" >&2
  exit 1
}

# Step 2: hashed assets (new names only: never --delete, cached pages still name the old ones),
# then the db.json folders. The version folders are links: sync follows them.
upload_tree "$out/client/assets" "$bucket/client/assets" "$immutable"
for dir in "$out/$lang"/db-files-*/; do
  name=$(basename "$dir")
  upload_tree "$dir" "$bucket/$lang/$name" "$page"
done

# Step 3: the HTML folders (pages, sitemaps, robots.txt).
for dir in "$out/$lang"/prerender-*/; do
  name=$(basename "$dir")
  upload_tree "$dir" "$bucket/$lang/$name" "$page"
done

# Step 4: the client's root files but the worker, the worker, then live.json last: the switch.
upload_tree "$out/client" "$bucket/client" "$unhashed" --exclude 'assets/*' --exclude 'sw.js*'
aws s3 cp "$out/client/sw.js" "$bucket/client/sw.js" --cache-control no-cache
aws s3 cp "$out/$lang/live.json" "$bucket/$lang/live.json" --cache-control no-store

# Step 5 (the cache clears after the upload) and step 6 (deleting what no release names) are not
# done here: the prerender cleared the changed pages right after its local publish.
echo "upload: $out published to $bucket"
