-- The ledger's claim as a function (decision 050). One call leases up to p_send due prepared rows and up to
-- p_prepare due pending rows to p_worker, oldest run_after first, skipping rows another worker holds, and
-- returns the ledger columns, the composed message of rows claimed for sending and what sending needs of
-- each briefing (may it send, to which address).
--
-- Why a function and not the statement sent from the worker:
-- * the plan: with no statistics (PGlite has no autovacuum; a PostgreSQL table analyzed while every row was
--   pending) the planner estimates "a few due rows" and reads ALL due rows through a bitmap scan and sorts
--   them, on every claim: 12 ms per claim with 10,000 prepared rows instead of 1 ms. Inside the function
--   bitmap scans and sorts are off, so the only plan left is the (status, run_after) index read in order,
--   stopped by the LIMIT;
-- * planning: PL/pgSQL keeps the plan, which saves 1–2 ms of planning per claim.
create or replace function tidings_claim_deliveries(p_worker text, p_lease_ms integer, p_send integer, p_prepare integer)
returns table (id uuid, briefing_id uuid, slot_at timestamptz, kind text, status text, attempts integer,
  last_error text, message_id text, history_id uuid, run_after timestamptz, raw text, recipient text,
  nothing_new boolean, b_active boolean, b_status text, b_trial_ends_at timestamptz, b_paid_until timestamptz,
  b_email text)
language plpgsql
set enable_bitmapscan = off
set enable_sort = off
as $$
#variable_conflict use_column
begin
  return query
  update deliveries d set locked_until = now() + make_interval(secs => p_lease_ms / 1000.0), locked_by = p_worker,
         attempts = d.attempts + 1, updated_at = now(),
         send_started_at = case when d.status = 'prepared' then now() else d.send_started_at end
  from (select s.id from (select x.id from deliveries x
          where x.status = 'prepared' and x.run_after <= now() and (x.locked_until is null or x.locked_until < now())
          order by x.run_after limit greatest(p_send, 0) for update skip locked) s
        union all
        select s.id from (select x.id from deliveries x
          where x.status = 'pending' and x.run_after <= now() and (x.locked_until is null or x.locked_until < now())
          order by x.run_after limit greatest(p_prepare, 0) for update skip locked) s) c
    join briefings b on true
  where d.id = c.id and b.id = d.briefing_id
  returning d.id, d.briefing_id, d.slot_at, d.kind, d.status, d.attempts, d.last_error, d.message_id,
            d.history_id, d.run_after, case when d.status = 'prepared' then d.raw end, d.recipient, d.nothing_new,
            b.active, b.status, b.trial_ends_at, b.paid_until, b.email;
end
$$;
