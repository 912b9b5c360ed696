-- Issue 35 (electronic-signature samples /sample/esign/form1, form2): a signature request may cover a
-- sample document instead of an application (aply_id NULL). Such a request is never submitted: the
-- submission looks its signature up by the application's id.
ALTER TABLE esign_requests ALTER COLUMN aply_id DROP NOT NULL;
CREATE INDEX esign_requests_sample_idx ON esign_requests (member_id) WHERE aply_id IS NULL AND state = 'PENDING';
