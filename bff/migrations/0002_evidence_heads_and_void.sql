-- Issue 40: evidence that accounts for everything. Runs after 0001 in the same schema.

-- The explicit void of a signature (who, why, the voided image), after which its block may be signed once more.
ALTER TABLE evidence_events DROP CONSTRAINT evidence_events_kind_check;
ALTER TABLE evidence_events ADD CONSTRAINT evidence_events_kind_check
  CHECK (kind IN ('signature', 'confirmed', 'failed', 'document-completed', 'declaration', 'void'));

-- Every field under the HMAC from now on: the case, seq and recorded_at too (chain_version 2). recorded_at is set by
-- the BFF inside the append (not the default), at the microsecond the chain covers. Rows written before keep
-- version 1 (their fields only) and keep verifying; no version 1 row may follow a version 2 one.
ALTER TABLE evidence_events ADD COLUMN chain_version smallint NOT NULL DEFAULT 1 CHECK (chain_version IN (1, 2));
ALTER TABLE evidence_events ALTER COLUMN recorded_at DROP DEFAULT;

-- The chain's anchor per case, moved in the same transaction as each append: a removed last row, a case emptied of
-- its rows or a head moved back shows as a head that does not match. The only table the BFF's role may UPDATE (its
-- grants are in infra/database.ts); nobody removes a head.
CREATE TABLE evidence_heads (
  trans_code  text    PRIMARY KEY,
  seq         integer NOT NULL CHECK (seq > 0),
  chain_hash  text    NOT NULL
);
CREATE TRIGGER evidence_heads_no_delete BEFORE DELETE ON evidence_heads
  FOR EACH ROW EXECUTE FUNCTION evidence_refuse_change();
CREATE TRIGGER evidence_heads_no_truncate BEFORE TRUNCATE ON evidence_heads
  FOR EACH STATEMENT EXECUTE FUNCTION evidence_refuse_change();

-- The cases recorded before: anchored at their last row as it stands now.
INSERT INTO evidence_heads (trans_code, seq, chain_hash)
  SELECT DISTINCT ON (trans_code) trans_code, seq, chain_hash FROM evidence_events ORDER BY trans_code, seq DESC;
