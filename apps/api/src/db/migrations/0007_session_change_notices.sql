-- Custom migration (docs/decisions/029): every change to a client or a session row tells each api
-- process, through NOTIFY on 'session_change' with the client id, to forget the principals it cached
-- for that client. Written by hand: drizzle-kit does not model functions or triggers.
CREATE FUNCTION notify_client_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('session_change', OLD.id::text);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION notify_session_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('session_change', OLD.client_id::text);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER clients_session_change AFTER UPDATE OR DELETE ON clients
  FOR EACH ROW EXECUTE FUNCTION notify_client_change();
--> statement-breakpoint
CREATE TRIGGER sessions_session_change AFTER UPDATE OR DELETE ON sessions
  FOR EACH ROW EXECUTE FUNCTION notify_session_change();
