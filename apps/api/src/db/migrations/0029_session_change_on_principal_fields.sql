-- Custom migration (docs/decisions/029, "2026-11-28 (night)"): a client's row tells the api processes to
-- forget the principals they cached for the client only when a field a principal is built from changes
-- (modules/auth/session-repository.ts: the names, forbidden, the deletion request) or when the row goes.
-- Every charge's cashback updates the points balance, which no principal holds: it notified and woke
-- every api process for each charge.
DROP TRIGGER clients_session_change ON clients;
--> statement-breakpoint
CREATE TRIGGER clients_session_change AFTER UPDATE ON clients FOR EACH ROW
  WHEN ((OLD.first_name, OLD.last_name, OLD.forbidden, OLD.delete_personal_data, OLD.delete_personal_data_date)
    IS DISTINCT FROM (NEW.first_name, NEW.last_name, NEW.forbidden, NEW.delete_personal_data, NEW.delete_personal_data_date))
  EXECUTE FUNCTION notify_client_change();
--> statement-breakpoint
CREATE TRIGGER clients_session_gone AFTER DELETE ON clients
  FOR EACH ROW EXECUTE FUNCTION notify_client_change();
