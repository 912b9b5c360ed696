-- Finding help (issue 20): the catalogue of the platform's participating institutions and their
-- services (seeded, sources recorded per row), offices placed on the map by 시군구, institutions'
-- notices, and one-stop requests (one description sent to several institutions as their own cases).
CREATE TABLE svc_institutions (
  code        text PRIMARY KEY,
  name        text NOT NULL,
  unit        text,
  category    text NOT NULL,
  link_level  text NOT NULL,
  linked      jsonb NOT NULL,
  summary     text NOT NULL,
  phone       text,
  website     text,
  hours       text,
  address     text,
  sources     jsonb NOT NULL,
  sort_order  integer NOT NULL DEFAULT 0,
  use_yn      boolean NOT NULL DEFAULT true,
  updated_at  timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE svc_services (
  id          text PRIMARY KEY,
  inst_code   text NOT NULL REFERENCES svc_institutions(code),
  title       text NOT NULL,
  types       jsonb NOT NULL,
  summary     text NOT NULL,
  who         jsonb NOT NULL,
  cost        text NOT NULL,
  methods     jsonb NOT NULL,
  apply       jsonb NOT NULL,
  documents   jsonb NOT NULL,
  regions     jsonb NOT NULL,
  match       jsonb NOT NULL,
  sources     jsonb NOT NULL,
  sort_order  integer NOT NULL DEFAULT 0,
  use_yn      boolean NOT NULL DEFAULT true,
  updated_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX svc_services_inst ON svc_services (inst_code, sort_order);

-- where the consultation offices are on the map (their 시군구) and their hours; the other
-- institutions' offices, which take no bookings here, are svc_offices
ALTER TABLE dscsn_offices ADD COLUMN sigungu text;
ALTER TABLE dscsn_offices ADD COLUMN hours text;

CREATE TABLE svc_offices (
  office_id   text PRIMARY KEY,
  inst_code   text NOT NULL REFERENCES svc_institutions(code),
  name        text NOT NULL,
  sigungu     text NOT NULL,
  address     text NOT NULL,
  phone       text NOT NULL,
  hours       text,
  methods     jsonb NOT NULL,
  sort_order  integer NOT NULL DEFAULT 0,
  use_yn      boolean NOT NULL DEFAULT true,
  updated_at  timestamptz NOT NULL DEFAULT now()
);

-- an institution's notices (/servicepvsn/boardDetail) are notices of the customer centre's board
ALTER TABLE notices ADD COLUMN inst_code text;
CREATE INDEX notices_inst ON notices (inst_code, posted_at DESC) WHERE inst_code IS NOT NULL;

CREATE TABLE svc_one_stop (
  id          uuid PRIMARY KEY,
  receipt_no  text NOT NULL UNIQUE,
  member_id   uuid NOT NULL REFERENCES members(id) ON DELETE CASCADE,
  problem     text NOT NULL,
  title       text NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX svc_one_stop_member ON svc_one_stop (member_id, created_at DESC);
ALTER TABLE dscsn_cyber ADD COLUMN one_stop_id uuid REFERENCES svc_one_stop(id) ON DELETE CASCADE;
CREATE INDEX dscsn_cyber_one_stop ON dscsn_cyber (one_stop_id) WHERE one_stop_id IS NOT NULL;
ALTER TABLE dscsn_cyber DROP CONSTRAINT dscsn_cyber_kind_check;
ALTER TABLE dscsn_cyber ADD CONSTRAINT dscsn_cyber_kind_check CHECK (kind IN ('DOM', 'OVS', 'FR', 'LQA', 'KCAB', 'ONE'));
