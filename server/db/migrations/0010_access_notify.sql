-- Every server process caches who is signed in and what they may do (server/services/session/access-cache.ts).
-- Each write to a table that cache reads announces on commit, on the channel yuanwu_access, the key it made stale:
-- a session by token hash (t:), a user's memberships (u:), a position's rights (p:), a school (s:). A trigger, so
-- no service, migration or hand-run statement can change who may do what without every process hearing of it.
-- Identical payloads in one transaction are delivered once, so a bulk write sends one message per key.
CREATE FUNCTION "yuanwu_access_notify"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  old_key text;
  new_key text;
BEGIN
  IF TG_OP <> 'INSERT' THEN old_key := to_jsonb(OLD) ->> TG_ARGV[1]; END IF;
  IF TG_OP <> 'DELETE' THEN new_key := to_jsonb(NEW) ->> TG_ARGV[1]; END IF;
  IF old_key IS NOT NULL THEN PERFORM pg_notify('yuanwu_access', TG_ARGV[0] || old_key); END IF;
  IF new_key IS NOT NULL AND new_key IS DISTINCT FROM old_key THEN PERFORM pg_notify('yuanwu_access', TG_ARGV[0] || new_key); END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "sessions_access_notify" AFTER UPDATE OR DELETE ON "sessions" FOR EACH ROW EXECUTE FUNCTION "yuanwu_access_notify"('t:', 'token_hash');--> statement-breakpoint
CREATE TRIGGER "users_access_notify" AFTER UPDATE OR DELETE ON "users" FOR EACH ROW EXECUTE FUNCTION "yuanwu_access_notify"('u:', 'id');--> statement-breakpoint
CREATE TRIGGER "memberships_access_notify" AFTER INSERT OR UPDATE OR DELETE ON "memberships" FOR EACH ROW EXECUTE FUNCTION "yuanwu_access_notify"('u:', 'user_id');--> statement-breakpoint
CREATE TRIGGER "positions_access_notify" AFTER UPDATE OR DELETE ON "positions" FOR EACH ROW EXECUTE FUNCTION "yuanwu_access_notify"('p:', 'id');--> statement-breakpoint
CREATE TRIGGER "position_rights_access_notify" AFTER INSERT OR UPDATE OR DELETE ON "position_rights" FOR EACH ROW EXECUTE FUNCTION "yuanwu_access_notify"('p:', 'position_id');--> statement-breakpoint
CREATE TRIGGER "schools_access_notify" AFTER UPDATE OR DELETE ON "schools" FOR EACH ROW EXECUTE FUNCTION "yuanwu_access_notify"('s:', 'id');
