-- Signature evidence (issue 22): append-only, kept as long as the case's records. Runs in the schema first on the
-- search path of the owner's connection (public in production, a schema of its own per test stack).

-- One row per event of a case's signing, chained per case: chain_hash = HMAC-SHA256(EVIDENCE_HMAC_KEY, the previous
-- row's chain_hash || the row's fields). A signature is recorded as intended (kind signature) before the core is
-- asked, then settled by a confirmed or failed row naming it (ref); document-completed carries the SHA-256 of the
-- document the core renders once its last signature is in; declaration is the visiting agent's (issue 13).
CREATE TABLE evidence_events (
  id            bigserial   PRIMARY KEY,
  trans_code    text        NOT NULL,
  seq           integer     NOT NULL CHECK (seq > 0),
  kind          text        NOT NULL CHECK (kind IN ('signature', 'confirmed', 'failed', 'document-completed', 'declaration')),
  ref           text        NOT NULL DEFAULT '',
  at            text        NOT NULL,
  rec_code      text        NOT NULL,
  doc_code      text        NOT NULL,
  doc_fid       text        NOT NULL,
  sign_code     text        NOT NULL,
  cus_code      text        NOT NULL,
  signer_name   text        NOT NULL,
  label         text        NOT NULL,
  user_code     text        NOT NULL,
  client_ip     text        NOT NULL,
  user_agent    text        NOT NULL,
  image_sha256  text        NOT NULL,
  pdf_sha256    text        NOT NULL,
  chain_hash    text        NOT NULL,
  recorded_at   timestamptz NOT NULL DEFAULT now(),
  UNIQUE (trans_code, seq)
);

-- The SHA-256 of the PDF bytes each signer was shown, per document: a signature names the last one.
CREATE TABLE evidence_shown (
  id          bigserial   PRIMARY KEY,
  trans_code  text        NOT NULL,
  doc_fid     text        NOT NULL,
  cus_code    text        NOT NULL,
  pdf_sha256  text        NOT NULL,
  shown_at    timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX evidence_shown_by_signer ON evidence_shown (trans_code, doc_fid, cus_code, id DESC);

-- Append-only for everyone, the owner included: rows are never changed or removed.
CREATE FUNCTION evidence_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'signature evidence is append-only: % refused on %', TG_OP, TG_TABLE_NAME
    USING ERRCODE = 'insufficient_privilege';
END;
$$;
CREATE TRIGGER evidence_events_append_only BEFORE UPDATE OR DELETE ON evidence_events
  FOR EACH ROW EXECUTE FUNCTION evidence_refuse_change();
CREATE TRIGGER evidence_events_no_truncate BEFORE TRUNCATE ON evidence_events
  FOR EACH STATEMENT EXECUTE FUNCTION evidence_refuse_change();
CREATE TRIGGER evidence_shown_append_only BEFORE UPDATE OR DELETE ON evidence_shown
  FOR EACH ROW EXECUTE FUNCTION evidence_refuse_change();
CREATE TRIGGER evidence_shown_no_truncate BEFORE TRUNCATE ON evidence_shown
  FOR EACH STATEMENT EXECUTE FUNCTION evidence_refuse_change();
