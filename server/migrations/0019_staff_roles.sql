-- Issue 34: the back office's roles. Institution managers (their institution's staff accounts and
-- office settings, besides their staff's work) and the system administrator (runs the platform,
-- reads no case contents; no institution).
ALTER TABLE staff DROP CONSTRAINT staff_role_check;
ALTER TABLE staff ADD CONSTRAINT staff_role_check
  CHECK (role IN ('CONSULT_STAFF', 'CONTENT_EDITOR', 'OPENAPI_APPROVER', 'INST_MANAGER', 'SYSTEM_ADMIN'));
ALTER TABLE staff ADD CONSTRAINT staff_manager_inst CHECK (role <> 'INST_MANAGER' OR inst_code IS NOT NULL);
