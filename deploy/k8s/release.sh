#!/usr/bin/env bash
# A release on Kubernetes (docs/deploying.md "A sharded prerender"), with kubectl alone: the shards
# as one Indexed Job, the merge once every shard completed, then the upload. The manifests' __…__
# fields are filled here; volume.yaml and config.yaml are applied once beforehand.
#
#   IMAGE=registry.example/casino-guide-bg:5.20.12 deploy/k8s/release.sh run 4 [LOCALE …]
#   IMAGE=… deploy/k8s/release.sh shard BUILD_ID 4 3 [LOCALE …]   # shard 3 of 4 again
#   IMAGE=… deploy/k8s/release.sh merge BUILD_ID 4                # merge and upload
#
# `run` names the build by the time (BUILD_ID overrides it); the id also names the Jobs, so it is
# lower case: letters, digits and '-', at most 32.
set -euo pipefail

here=$(cd "$(dirname "$0")" && pwd)
: "${IMAGE:?set IMAGE to the image deploy/Dockerfile built}"

usage() {
  grep '^#   IMAGE' "$0" | cut -c3- >&2
  exit 64
}

check() { # value pattern what
  [[ $1 =~ $2 ]] || {
    echo "release: bad $3: '$1'" >&2
    exit 64
  }
}

# Prints a manifest with its fields filled: file job-suffix build-id completions shards shard locales.
render() {
  sed -e "s|__IMAGE__|$IMAGE|g" -e "s|__JOB_SUFFIX__|$2|g" -e "s|__BUILD_ID__|$3|g" \
    -e "s|__COMPLETIONS__|$4|g" -e "s|__SHARDS__|$5|g" -e "s|__SHARD__|$6|g" \
    -e "s|__LOCALES__|$7|g" "$here/$1"
}

# Waits for a Job to end: 0 when it completed, 1 when it failed. (`kubectl wait
# --for=condition=complete` alone would sit out its whole timeout on a failed Job.)
finished() {
  local state
  while :; do
    state=$(kubectl get "job/$1" -o 'jsonpath={.status.conditions[?(@.status=="True")].type}')
    case " $state " in
      *" Complete "*) return 0 ;;
      *" Failed "*)
        echo "release: job/$1 failed (kubectl describe job/$1)" >&2
        return 1
        ;;
    esac
    sleep 10
  done
}

merge_and_upload() { # build-id shards
  # A merge again (after a shard's rerun) replaces the refused one.
  kubectl delete job "prerender-merge-$1" "prerender-upload-$1" --ignore-not-found
  render merge.yaml "$1" "$1" 1 "$2" '' '' | kubectl create -f -
  finished "prerender-merge-$1"
  render upload.yaml "$1" "$1" 1 "$2" '' '' | kubectl create -f -
  finished "prerender-upload-$1"
  echo "release: build $1 published and uploaded"
}

[[ $# -ge 1 ]] || usage
command=$1
shift
case "$command" in
  run)
    [[ $# -ge 1 ]] || usage
    shards=$1
    shift
    id=${BUILD_ID:-$(date -u +%Y%m%d-%H%M%S)}
    ;;
  shard)
    [[ $# -ge 3 ]] || usage
    id=$1 shards=$2 shard=$3
    shift 3
    ;;
  merge)
    [[ $# -eq 2 ]] || usage
    id=$1 shards=$2
    shift 2
    ;;
  *) usage ;;
esac
check "$id" '^[a-z0-9]([a-z0-9-]{0,30}[a-z0-9])?$' 'build id'
check "$shards" '^[1-9][0-9]{0,2}$' 'shard count'
if [[ $command == shard ]]; then
  check "$shard" '^[1-9][0-9]{0,2}$' 'shard index'
  ((shard <= shards)) || {
    echo "release: there is no shard $shard of $shards" >&2
    exit 64
  }
fi
for locale in "$@"; do check "$locale" '^[a-z]{2}-[A-Z]{2}$' 'locale'; done
locales=$*

case "$command" in
  run)
    echo "release: build $id in $shards shards"
    render shards.yaml "$id" "$id" "$shards" "$shards" '' "$locales" | kubectl create -f -
    finished "prerender-shards-$id" || {
      echo "release: nothing published. The failed indexes (shard i is index i-1):" >&2
      echo "  kubectl get job/prerender-shards-$id -o jsonpath='{.status.failedIndexes}'" >&2
      echo "Render each failed shard again, then merge:" >&2
      echo "  $0 shard $id $shards <i> $locales && $0 merge $id $shards" >&2
      exit 1
    }
    merge_and_upload "$id" "$shards"
    ;;
  shard)
    job="$id-rerun-$shard"
    kubectl delete job "prerender-shards-$job" --ignore-not-found
    render shards.yaml "$job" "$id" 1 "$shards" "$shard" "$locales" | kubectl create -f -
    finished "prerender-shards-$job"
    echo "release: shard $shard/$shards of $id rendered; now: $0 merge $id $shards"
    ;;
  merge) merge_and_upload "$id" "$shards" ;;
esac
