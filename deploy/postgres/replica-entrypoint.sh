#!/bin/sh
# The read replica: on its first start it copies the primary (pg_basebackup -R writes
# standby.signal and primary_conninfo), then runs as a hot standby streaming the primary's WAL.
# Searches read here (DATABASE_READ_URL); every write goes to the primary.
set -eu
if [ ! -s "$PGDATA/PG_VERSION" ]; then
  until pg_isready -h postgres -p 5432 -U "$POSTGRES_USER"; do sleep 2; done
  export PGPASSWORD="$REPLICATION_PASSWORD"
  pg_basebackup -h postgres -p 5432 -U replicator -D "$PGDATA" -R -X stream -C -S search_replica
  chmod 0700 "$PGDATA"
fi
exec docker-entrypoint.sh postgres -c hot_standby=on
