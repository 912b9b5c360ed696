-- Foundation: menus, codes, nations, members and server-side sessions.
CREATE TABLE menus (
  menu_id          text PRIMARY KEY,
  parent_menu_id   text REFERENCES menus (menu_id) ON DELETE CASCADE,
  menu_name        text NOT NULL,
  menu_url         text UNIQUE,
  menu_type        text NOT NULL CHECK (menu_type IN ('MENU', 'TAB', 'PAGE', 'POPUP')),
  module_nm        text CHECK (module_nm IN ('SRVC', 'LWA', 'LWA_DSC')),
  use_satisfaction boolean NOT NULL DEFAULT false,
  access           text NOT NULL DEFAULT 'PUBLIC' CHECK (access IN ('PUBLIC', 'MEMBER')),
  sort_order       integer NOT NULL DEFAULT 0,
  use_yn           boolean NOT NULL DEFAULT true,
  updated_at       timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX menus_parent_idx ON menus (parent_menu_id, sort_order);

CREATE TABLE code_groups (
  code_group_id   text PRIMARY KEY,
  code_group_name text NOT NULL
);

CREATE TABLE codes (
  code_group_id text NOT NULL REFERENCES code_groups (code_group_id) ON DELETE CASCADE,
  code          text NOT NULL,
  code_name     text NOT NULL,
  sort_order    integer NOT NULL DEFAULT 0,
  use_yn        boolean NOT NULL DEFAULT true,
  PRIMARY KEY (code_group_id, code)
);

CREATE TABLE nations (
  alpha2  char(2) PRIMARY KEY,
  alpha3  char(3) NOT NULL UNIQUE,
  numeric char(3) NOT NULL UNIQUE,
  name_ko text NOT NULL,
  name_en text NOT NULL
);

CREATE TABLE members (
  id            uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  login_id      text NOT NULL UNIQUE,
  member_name   text NOT NULL,
  mbr_type_cd   text NOT NULL,
  password_hash text,
  last_login_at timestamptz,
  created_at    timestamptz NOT NULL DEFAULT now()
);

-- Server-side sessions: the cookie holds a random token, the table only its SHA-256.
CREATE TABLE sessions (
  token_hash   text PRIMARY KEY,
  member_id    uuid NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  login_at     timestamptz NOT NULL DEFAULT now(),
  prev_login_at timestamptz,
  expires_at   timestamptz NOT NULL,
  created_at   timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX sessions_expires_idx ON sessions (expires_at);
