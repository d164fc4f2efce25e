-- Who may act changes when an account, its password, its sessions or its owner profile
-- change: tell every process (LISTEN sewagear_auth) so it drops the sessions it keeps for
-- that account (src/server/plugins/session-cache.ts, decision record 026). A trigger, so
-- no write path (better-auth's or ours, now or later) can forget to; pg_notify inside a
-- trigger is delivered on commit only, and not at all when the transaction rolls back.
CREATE FUNCTION sewagear_auth_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('sewagear_auth', CASE TG_OP WHEN 'INSERT' THEN to_jsonb(NEW) ELSE to_jsonb(OLD) END ->> TG_ARGV[0]);
  RETURN NULL;
END $$;
--> statement-breakpoint
-- The presence heartbeat (last_activity, is_online) writes the users row every minute
-- and is not part of who may act: it does not drop the kept session.
CREATE TRIGGER users_auth_updated AFTER UPDATE ON users FOR EACH ROW
  WHEN ((to_jsonb(OLD) - 'last_activity' - 'is_online') IS DISTINCT FROM (to_jsonb(NEW) - 'last_activity' - 'is_online'))
  EXECUTE FUNCTION sewagear_auth_changed('id');
--> statement-breakpoint
CREATE TRIGGER users_auth_deleted AFTER DELETE ON users FOR EACH ROW EXECUTE FUNCTION sewagear_auth_changed('id');
--> statement-breakpoint
CREATE TRIGGER sessions_auth_changed AFTER UPDATE OR DELETE ON sessions FOR EACH ROW EXECUTE FUNCTION sewagear_auth_changed('user_id');
--> statement-breakpoint
CREATE TRIGGER accounts_auth_changed AFTER UPDATE OR DELETE ON accounts FOR EACH ROW EXECUTE FUNCTION sewagear_auth_changed('user_id');
--> statement-breakpoint
-- A new owners row makes an account an owner (its role), so inserts count here too.
CREATE TRIGGER owners_auth_changed AFTER INSERT OR UPDATE OR DELETE ON owners FOR EACH ROW EXECUTE FUNCTION sewagear_auth_changed('user_id');
