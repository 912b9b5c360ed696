-- Notification outbox throughput (issue 13, defect 9): rows are claimed with a lease (status
-- SENDING until claimed_until, by the claim token claimed_by) in one short statement
-- (UPDATE … WHERE id IN (SELECT … FOR UPDATE SKIP LOCKED)), sent outside any transaction, then
-- marked; a lease that runs out (a replica died) makes the row claimable again. SUPPRESSED rows
-- are SMS over the per-recipient cap: kept for the record, never sent. A delivery is written once
-- per outbox row (unique notification_log.outbox_id), so a row sent twice after a crash is logged once.

ALTER TABLE notification_outbox DROP CONSTRAINT notification_outbox_status_check;
ALTER TABLE notification_outbox ADD CONSTRAINT notification_outbox_status_check
  CHECK (status IN ('PENDING', 'SENDING', 'SENT', 'FAILED', 'SUPPRESSED'));
ALTER TABLE notification_outbox ADD COLUMN claimed_until timestamptz;
ALTER TABLE notification_outbox ADD COLUMN claimed_by text;
-- SMS: the digits of the number; e-mail: the address in lower case (what the per-recipient cap counts)
ALTER TABLE notification_outbox ADD COLUMN recipient_key text;
UPDATE notification_outbox SET recipient_key = CASE WHEN channel = 'SMS' THEN regexp_replace(recipient, '[^0-9]', '', 'g') ELSE lower(recipient) END;

-- leases that ran out
CREATE INDEX notification_outbox_lease_idx ON notification_outbox (claimed_until) WHERE status = 'SENDING';
-- /readyz: how many are waiting and since when (index-only)
CREATE INDEX notification_outbox_unsent_idx ON notification_outbox (created_at) WHERE status IN ('PENDING', 'SENDING');
-- the per-recipient cap
CREATE INDEX notification_outbox_sms_recipient_idx ON notification_outbox (recipient_key, created_at) WHERE channel = 'SMS' AND status <> 'SUPPRESSED';

DROP INDEX notification_log_outbox_idx;
CREATE UNIQUE INDEX notification_log_outbox_once ON notification_log (outbox_id);
