-- The composed MIME message of a prepared delivery is stored out of line but not compressed (decision 052).
-- At the slot every claim reads it back: with the default (EXTENDED) storage that is a pglz decompression
-- of every message, in the database's process, at the moment the engine is busiest; uncompressed, the claim
-- copies it. Measured with `npm run bench:delivery` (PGlite, 3,000 and 10,000 briefings): the engine's rate
-- relative to raw nodemailer rose from 0.50–0.55 to 0.65–0.67 in back-to-back pairs. The message is cleared
-- when its delivery ends (server/delivery/worker.ts, scheduler.ts), so the extra disk it takes is bounded.
-- Applies to values written from now on; rows prepared before keep their compressed copy.
alter table "deliveries" alter column "raw" set storage external;
