-- Live sessions are kept in each server's memory between requests (decision 0084): a session
-- ended (a logout, "log out everywhere", a password reset, an erased account) or an account
-- made staff or owner tells every instance under the sessions' topic, so none accepts an ended
-- token or answers with an old account. Marking a session used (last_used_at) and a new login
-- say nothing: neither changes what a kept session says.
CREATE OR REPLACE FUNCTION notify_sessions_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('catalogue_changed', 'sessions');
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER sessions_ended AFTER UPDATE OF revoked_at, expires_at, user_id, token_hash ON sessions
  FOR EACH STATEMENT EXECUTE FUNCTION notify_sessions_changed();
--> statement-breakpoint
CREATE TRIGGER sessions_deleted AFTER DELETE OR TRUNCATE ON sessions
  FOR EACH STATEMENT EXECUTE FUNCTION notify_sessions_changed();
--> statement-breakpoint
CREATE TRIGGER session_accounts_changed AFTER UPDATE OF name, email, image, is_admin, is_owner, id ON users
  FOR EACH STATEMENT EXECUTE FUNCTION notify_sessions_changed();
--> statement-breakpoint
CREATE TRIGGER session_accounts_deleted AFTER DELETE OR TRUNCATE ON users
  FOR EACH STATEMENT EXECUTE FUNCTION notify_sessions_changed();
