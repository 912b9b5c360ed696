-- Issue 34 (back office: the site's menu and route rules). The seed writes both tables again at every
-- start; a row the system administrator changed from the back office is marked here and the seed
-- leaves it alone from then on (NULL: the seed's own row, refreshed by every start).
ALTER TABLE menus
  ADD COLUMN edited_at timestamptz,
  ADD COLUMN edited_by uuid REFERENCES members (id) ON DELETE SET NULL;
ALTER TABLE route_rules
  ADD COLUMN edited_at timestamptz,
  ADD COLUMN edited_by uuid REFERENCES members (id) ON DELETE SET NULL;
