-- Issue 33: the applicant hears of an approver's decision on operating use (approved / rejected with the reason).
ALTER TABLE notification_outbox DROP CONSTRAINT notification_outbox_kind_check;
ALTER TABLE notification_outbox ADD CONSTRAINT notification_outbox_kind_check
  CHECK (kind IN ('RSVT_BOOKED', 'RSVT_CHANGED', 'RSVT_CANCELLED', 'CYBER_RECEIVED', 'CYBER_ANSWERED', 'QNA_ANSWERED',
                  'ELRCPT_SUBMITTED', 'ELRCPT_RECEIVED', 'ELRCPT_SUPPLEMENT_REQUESTED', 'ELRCPT_AIDED', 'ELRCPT_REJECTED', 'ELRCPT_WITHDRAWN',
                  'PRDOC_REQUESTED', 'PRDOC_SUPPLEMENT', 'OPENAPI_KEY_EXPIRING', 'OPENAPI_APPROVED', 'OPENAPI_REJECTED'));
