-- Issue 43: key rotation. Each event records the id of the key that sealed it (EVIDENCE_HMAC_KEYS, id:key,…); the
-- events written before key ids were sealed with EVIDENCE_HMAC_KEY, the id ''. Verification uses each event's own.
ALTER TABLE evidence_events ADD COLUMN key_id text NOT NULL DEFAULT '' CHECK (key_id ~ '^[A-Za-z0-9_-]{0,32}$');
