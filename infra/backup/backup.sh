#!/bin/sh
# A logical backup of the whole database: pg_dump in its custom format (compressed; pg_restore can pick parts).
#   npm run backup                      -> backups/undangin-<UTC time>.dump, of DATABASE_URL (default: npm start's)
#   infra/backup/backup.sh <file>       -> that file
#   BACKUP_S3_URI=s3://bucket/prefix    -> streamed to <prefix>/undangin-<UTC time>.dump with the aws cli (the
#                                          CronJob; AWS_ENDPOINT_URL for an S3-compatible store), never on disk
# Roles and their passwords are the server's, not the database's: the migrations (or CloudNativePG) make the roles.
# A stored dump is recorded in the database's backup_runs (its start, end and place): the admin service exports the
# last one's time, and an alert says when it is too old (docs/OPERATIONS.md, "BackupTooOld").
set -eu
. "$(dirname "$0")/pg-tools.sh"
check_versions
name="undangin-$(date -u +%Y%m%dT%H%M%SZ).dump"
started=$(date -u +%Y-%m-%dT%H:%M:%SZ)

# The dump itself is done: a record that fails is said, not a failed backup (the alert then says the rest).
record() {
  echo "insert into backup_runs (started_at, target) values (:'started', :'target')" |
    pg psql "$DATABASE_URL" -XAq -v ON_ERROR_STOP=1 -v started="$started" -v target="$1" >/dev/null ||
    echo "peringatan: cadangan $1 tersimpan tetapi tidak tercatat di backup_runs" >&2
}

if [ -n "${BACKUP_S3_URI:-}" ]; then
  set -o pipefail
  target="${BACKUP_S3_URI%/}/$name"
  pg pg_dump --format=custom --no-owner "$DATABASE_URL" | aws s3 cp --only-show-errors - "$target"
  record "$target"
  echo "cadangan tersimpan: $target"
else
  file=${1:-backups/$name}
  mkdir -p "$(dirname "$file")"
  pg pg_dump --format=custom --no-owner --file="$file" "$DATABASE_URL"
  record "$file"
  echo "cadangan tersimpan: $file"
fi
