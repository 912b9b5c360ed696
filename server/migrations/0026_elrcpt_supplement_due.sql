-- Issue 34 (back office): a 보완요청 says by when the citizen should supplement (보완 기한, a date in
-- Korea). NULL for the requests made before this column, which named no date.
ALTER TABLE elrcpt_supplements ADD COLUMN due_date date;
