-- Each instance keeps signed-in lookups for a few seconds (auth/session-cache.ts, decision
-- 0033). Whatever changes a user or ends a session, by any code path on any instance, says so
-- here when it commits: every instance listens and forgets that user's cached sessions.
CREATE FUNCTION petmitra_sessions_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'users' THEN
    PERFORM pg_notify('petmitra_sessions', OLD.id::text);
  ELSE
    PERFORM pg_notify('petmitra_sessions', OLD.user_id::text);
  END IF;
  RETURN NULL;
END;
$$;

CREATE TRIGGER users_sessions_changed AFTER UPDATE OR DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION petmitra_sessions_changed();

-- Sessions are only ever deleted (sign-out, password change, expiry, an admin's idle limit);
-- their last_seen_at updates change nothing another instance caches.
CREATE TRIGGER sessions_ended AFTER DELETE ON sessions
  FOR EACH ROW EXECUTE FUNCTION petmitra_sessions_changed();
