#!/usr/bin/env bash
# Uploads a published tree to object storage in the order of docs/deploying.md "The published
# tree on object storage behind a CDN", so that every page a visitor can get is whole and nothing
# new is served before all of it is uploaded. Run after the prerender (or the merge) and
# `npm run sw` succeeded.
#   deploy/upload.sh OUT_DIR s3://BUCKET[/PREFIX]
# Credentials come from the AWS CLI's own environment (AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY,
# AWS_DEFAULT_REGION; AWS_ENDPOINT_URL for another S3-compatible store).
set -euo pipefail

out=${1:?usage: deploy/upload.sh OUT_DIR s3://BUCKET[/PREFIX]}
bucket=${2:?usage: deploy/upload.sh OUT_DIR s3://BUCKET[/PREFIX]}
bucket=${bucket%/}
# The site language's folder (SITE_LANG, product §7).
lang='bg'

immutable='public, max-age=31536000, immutable'
page='public, max-age=0, s-maxage=60, must-revalidate'
unhashed='public, max-age=0, must-revalidate'

# The type of each precompressed sibling's original (prerender/publish/compress.ts, cdn/send-file.ts).
types=('html:text/html; charset=utf-8' 'json:application/json; charset=utf-8'
  'xml:application/xml; charset=utf-8' 'txt:text/plain; charset=utf-8'
  'js:text/javascript; charset=utf-8' 'mjs:text/javascript; charset=utf-8'
  'css:text/css; charset=utf-8' 'svg:image/svg+xml' 'webmanifest:application/manifest+json')

# upload_tree FROM TO CACHE [EXCLUDES…]: the files as they are, then their .br and .gz siblings with the
# original's type and Content-Encoding br or gzip, for a CDN that answers Accept-Encoding with them.
upload_tree() {
  local from=$1 to=$2 cache=$3
  shift 3
  aws s3 sync "$from" "$to" "$@" --exclude '*.br' --exclude '*.gz' --cache-control "$cache"
  for coding in br:br gz:gzip; do
    for type in "${types[@]}"; do
      aws s3 sync "$from" "$to" --exclude '*' --include "*.${type%%:*}.${coding%%:*}" "$@" \
        --content-encoding "${coding#*:}" --content-type "${type#*:}" --cache-control "$cache"
    done
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
