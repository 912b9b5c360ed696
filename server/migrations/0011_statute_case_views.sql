-- 법률상담사례·법률구조사례 (legal_cases) count their views like FAQ entries and notices: once per
-- browser and KST day, in board_views.
ALTER TABLE board_views DROP CONSTRAINT IF EXISTS board_views_kind_check;
ALTER TABLE board_views ADD CONSTRAINT board_views_kind_check CHECK (kind IN ('FAQ', 'NOTICE', 'CASE'));
