#!/bin/sh
# Restores a backup of backup.sh into DATABASE_URL, which must be a fresh, empty database (create one, restore, check
# it, then point the services at it: the live database is never overwritten).
#   npm run restore -- backups/undangin-20261126T020000Z.dump
#   infra/backup/restore.sh s3://undangin-backups/dumps/undangin-20261126T020000Z.dump   (fetched with the aws cli)
# The service roles are made when missing (without login: give each its login as for a new server), so the grants
# in the backup land on them. One transaction: a failed restore leaves the database empty.
set -eu
. "$(dirname "$0")/pg-tools.sh"
source=${1:?Pakai: restore.sh <file.dump | s3://…>}
check_versions

tables=$(pg psql "$DATABASE_URL" -XAtc "select count(*) from pg_tables where schemaname = 'public'")
if [ "$tables" != "0" ]; then
  echo "basis data tujuan tidak kosong ($tables tabel): pulihkan ke basis data baru" >&2
  exit 1
fi

file=$source
case "$source" in
  s3://*)
    file=$(mktemp "${TMPDIR:-/tmp}/undangin-restore.XXXXXX")
    trap 'rm -f "$file"' EXIT
    aws s3 cp --only-show-errors "$source" "$file"
    ;;
esac

for service in auth marketing invitation dashboard admin billing; do
  pg psql "$DATABASE_URL" -Xq -v ON_ERROR_STOP=1 -c "do \$\$ begin
    if not exists (select 1 from pg_roles where rolname = 'undangin_$service') then create role undangin_$service nologin; end if;
  end \$\$" -c "grant undangin_$service to current_user"
done
pg pg_restore --no-owner --single-transaction --exit-on-error --dbname="$DATABASE_URL" "$file"
echo "dipulihkan dari $source"
